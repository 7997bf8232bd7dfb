"""A submenu of checkable, exclusive entries, one a choice (View ▸ Language, View ▸ Theme):
each entry is ``action_<name>_<choice>`` and holds its choice as its data; the menu is
``menu_<name>``."""

from __future__ import annotations

from collections.abc import Iterable

from PySide6.QtCore import QObject
from PySide6.QtGui import QAction, QActionGroup
from PySide6.QtWidgets import QMenu


class ChoiceMenu(QObject):
    """``menu`` added to ``parent_menu``; ``group`` its exclusive actions, in the order of
    ``choices``."""

    def __init__(self, parent_menu: QMenu, name: str, choices: Iterable[str]) -> None:
        super().__init__(parent_menu)
        self.menu = parent_menu.addMenu("")
        self.menu.setObjectName(f"menu_{name}")
        self.group = QActionGroup(self)
        self.group.setExclusive(True)
        for choice in choices:
            action = QAction(self.menu)
            action.setObjectName(f"action_{name}_{choice}")
            action.setCheckable(True)
            action.setData(choice)
            self.group.addAction(action)
            self.menu.addAction(action)

    def word(self, title: str, texts: Iterable[str], chosen: str) -> None:
        """The menu's title, each entry's words (in the order of the choices), ``chosen`` checked."""
        self.menu.setTitle(title)
        for action, text in zip(self.group.actions(), texts, strict=True):
            action.setText(text)
            action.setChecked(action.data() == chosen)
