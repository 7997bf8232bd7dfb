"""A dock's title and its entry in View, worded together: the entry (the dock's
``toggleViewAction``) carries an underlined letter, as every menu entry does, which the title
bar must not show."""

from __future__ import annotations

from PySide6.QtWidgets import QDockWidget


def word_dock(dock: QDockWidget, title: str, entry: str) -> None:
    """``dock`` titled ``title``, its View entry worded ``entry`` ("Til&es"). Qt words the entry
    as the title whenever the title changes, so the entry is worded after it."""
    dock.setWindowTitle(title)
    dock.toggleViewAction().setText(entry)
