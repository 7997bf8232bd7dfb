"""The History window's Players page: the standings of everyone who played (sortable), and
the two edits of a player, Rename… and Merge Into…, each one undoable step of the history.

It renders from the session's ``GameHistory`` and keeps nothing of its own; an edit goes
through ``edit`` (the window's, which says a refusal in the window's message line).
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QSortFilterProxyModel, Qt
from PySide6.QtWidgets import QHBoxLayout, QVBoxLayout, QWidget

from ...app.history import GameHistory
from ...history import stats
from ...history.rows import Profile
from .history_model import ID_ROLE, SORT_ROLE, PlayersModel
from .history_parts import choice_table, page_button
from .history_questions import PlayerQuestion

Edit = Callable[[Callable[[], None]], None]


class PlayersPage(QWidget):
    """The players' standings with Rename… and Merge Into…; read when first shown."""

    def __init__(self, history: GameHistory, edit: Edit, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.history, self._edit, self.shown = history, edit, False
        #: Asks for a player's new name (None: cancelled); replaced by tests.
        self.ask_name: Callable[[Profile], str | None] = lambda p: PlayerQuestion(self).new_name(p)
        #: Asks which player to merge one into (None: cancelled); replaced by tests.
        self.ask_target: Callable[[Profile, list[Profile]], Profile | None] = \
            lambda p, others: PlayerQuestion(self).merge_target(p, others)
        layout = QVBoxLayout(self)
        self.model = PlayersModel(self)
        self.players = QSortFilterProxyModel(self)
        self.players.setSortRole(SORT_ROLE)
        self.players.setSourceModel(self.model)
        self.view = view = choice_table(self, "historyPlayers")
        view.setModel(self.players)
        view.setSortingEnabled(True)
        view.sortByColumn(2, Qt.SortOrder.DescendingOrder)
        layout.addWidget(view, 1)
        row = QHBoxLayout()
        self.rename_button = page_button(self, "historyRename", self.rename_selected)
        self.merge_button = page_button(self, "historyMerge", self.merge_selected)
        for button in (self.rename_button, self.merge_button):
            row.addWidget(button)
        row.addStretch(1)
        layout.addLayout(row)
        self.update_buttons()

    def word(self) -> None:
        self.rename_button.setText(self.tr("Re&name…"))
        self.merge_button.setText(self.tr("&Merge Into…"))

    def show_first(self) -> None:
        """The standings, read the first time the page is chosen (not at each window)."""
        if not self.shown:
            self.shown = True
            self.refresh()

    def refresh(self) -> None:
        self.model.set_rows(self.history.read(stats.standings, []))
        self.view.resizeColumnsToContents()
        self.update_buttons()

    def update_buttons(self) -> None:
        count = self.model.rowCount()
        self.rename_button.setEnabled(bool(count))
        self.merge_button.setEnabled(count > 1)

    def selected_player(self) -> Profile | None:
        rows = self.view.selectionModel().selectedRows()
        index = rows[0] if rows else self.players.index(0, 0)
        profile_id = index.data(ID_ROLE) if index.isValid() else None
        return next((p for p in self.history.known_players() if p.id == profile_id), None)

    def select_player(self, profile_id: int) -> None:
        for row in range(self.players.rowCount()):
            if self.players.index(row, 0).data(ID_ROLE) == profile_id:
                self.view.selectRow(row)

    def rename_selected(self) -> None:
        profile = self.selected_player()
        name = self.ask_name(profile) if profile else None
        if profile is not None and name:
            self._edit(lambda: self.history.rename(profile.id, name))

    def merge_selected(self) -> None:
        profile = self.selected_player()
        if profile is None:
            return
        others = [p for p in self.history.known_players() if p.id != profile.id]
        target = self.ask_target(profile, others)
        if target is not None:
            self._edit(lambda: self.history.merge(profile, target))
