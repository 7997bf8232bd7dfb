"""Expansion modules (rules/MODULES.md): one file per module, listed once in ``registry``."""
