"""The expansion modules in the window: one folder per module (its actions, marks, panel),
found by module id through ``registry``; the core asks the registry, never a module."""
