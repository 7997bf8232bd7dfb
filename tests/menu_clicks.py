"""Menus chosen as a player chooses them: a click on the menu bar's title, then on each
entry of the menus that open, down to the entry wanted (a submenu opens under its entry)."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QApplication, QMainWindow, QMenu, QMenuBar


def click_through_menus(qtbot, window: QMainWindow, *entries: QAction) -> None:
    """Click ``entries`` in turn, the first in the window's menu bar, each next in the menu the
    one before opened; every menu has closed once the last is clicked."""
    holder: QMenuBar | QMenu = window.menuBar()
    for entry in entries:
        place = holder.actionGeometry(entry)
        assert entry.isVisible() and entry.isEnabled() and holder.rect().contains(place.center()), \
            f"{entry.text()!r} is shown and can be clicked"
        qtbot.mouseClick(holder, Qt.MouseButton.LeftButton, pos=place.center())
        submenu = entry.menu()
        if submenu is not None:
            qtbot.waitUntil(submenu.isVisible)
            holder = submenu
    qtbot.waitUntil(lambda: QApplication.activePopupWidget() is None)
    QApplication.processEvents()  # the loop runs on, as after a real click: what the entry posted arrives
