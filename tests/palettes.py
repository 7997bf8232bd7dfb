"""A dark palette as a desktop's dark theme gives one, for the tests under Qt's Fusion style
(the app's own, View ▸ Theme ▸ Dark, is resources/themes/themes.json's)."""

from __future__ import annotations

from PySide6.QtGui import QColor, QPalette

DARK = {
    "Window": "#353535", "WindowText": "#f0f0f0", "Base": "#232323", "AlternateBase": "#2c2c2c",
    "ToolTipBase": "#2b2b2b", "ToolTipText": "#f0f0f0", "Text": "#f0f0f0", "Button": "#3c3c3c",
    "ButtonText": "#f0f0f0", "BrightText": "#ff5555", "Highlight": "#2a82da",
    "HighlightedText": "#ffffff", "Link": "#5aa9ff", "PlaceholderText": "#9a9a9a",
    "Light": "#505050", "Midlight": "#444444", "Mid": "#2a2a2a", "Dark": "#1e1e1e", "Shadow": "#000000",
}


def dark_palette() -> QPalette:
    palette = QPalette()
    for role, colour in DARK.items():
        palette.setColor(getattr(QPalette.ColorRole, role), QColor(colour))
    for role in ("WindowText", "Text", "ButtonText"):
        palette.setColor(QPalette.ColorGroup.Disabled, getattr(QPalette.ColorRole, role), QColor("#7a7a7a"))
    return palette
