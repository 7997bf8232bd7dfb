"""The widgets: they render from the application layer and never hold game state.

Importing them first tells PySide6 not to read the source of every module imported after
it (``feature_scan``): the window's own modules are most of its start-up."""

from .feature_scan import skip_feature_scan

skip_feature_scan()
