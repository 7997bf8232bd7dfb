"""What the History window's pages are built of: a table of rows to choose from, and a button."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtWidgets import QAbstractItemView, QHeaderView, QPushButton, QTableView, QWidget

from ..shared.sort_header import SortHeader


def choice_table(parent: QWidget, name: str) -> QTableView:
    view = QTableView(parent)
    view.setObjectName(name)
    view.setHorizontalHeader(SortHeader(view))  # its arrow points the way the rows run
    view.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
    view.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
    view.setWordWrap(False)
    view.verticalHeader().hide()
    view.horizontalHeader().setStretchLastSection(True)
    view.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.Interactive)
    return view


def page_button(parent: QWidget, name: str, slot: Callable[[], None]) -> QPushButton:
    made = QPushButton(parent)
    made.setObjectName(name)
    made.clicked.connect(slot)
    return made
