"""Game ▸ Counts Only for <player>: the switch of the counts form, in the menu, for the
player whose tab is shown (checked while that player is scored from typed counts)."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtGui import QAction
from PySide6.QtWidgets import QMainWindow

from ...app import labels
from ...app.labels import arg, tr
from ...app.session import GameSession
from ...engine import AlhambraError, typed
from ..paint.plain import menu_text


class CountsOnlyAction(QAction):
    """Checkable; its text names the player whose tab is shown. The window keeps it up to
    date on every change of the game and of the tab (``update_state``), once its tabs are
    those of the game."""

    def __init__(self, session: GameSession, shown_player: Callable[[], str | None],
                 window: QMainWindow) -> None:
        """``shown_player``: whose tab is shown (None: the overview); ``window``: its parent,
        whose status bar says a refusal."""
        super().__init__(window)
        self.setObjectName("action_counts_only")
        self.setCheckable(True)
        self._session = session
        self._shown_player = shown_player
        self._window = window
        self.triggered.connect(self._on_triggered)

    def update_state(self) -> None:
        """Its words and its state (the window calls it after a switch of language too)."""
        self.setStatusTip(tr("Score the shown player from typed counts per building type and the "
                             "longest wall instead of a digitised city (both are kept)"))
        player = self._shown_player()
        self.setEnabled(player is not None)
        if player is None:
            self.setText(tr("&Counts Only for the Shown Player"))
            self.setChecked(False)
            return
        self.setText(arg(tr("&Counts Only for %1"), menu_text(player)))
        self.setChecked(typed(self._session.game.player(player)) is not None)

    def _on_triggered(self, on: bool) -> None:
        player = self._shown_player()
        if player is None:
            return
        try:
            self._session.counts.set_counts_only(player, on)
        except AlhambraError as error:
            self._window.statusBar().showMessage(labels.error_text(error), 8000)
            self.update_state()
