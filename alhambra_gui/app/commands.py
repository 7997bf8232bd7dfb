"""Undoable commands. A game is small, so a command keeps the game before and after.

The change is worked out on a copy before the command is pushed, so a refused
action raises before anything reaches the stack or the open game.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtGui import QUndoCommand

from ..engine import Game

if TYPE_CHECKING:
    from .session import GameSession


class SnapshotCommand(QUndoCommand):
    def __init__(self, session: GameSession, text: str, before: Game, after: Game,
                 players: tuple[str, ...] = ()) -> None:
        super().__init__(text)
        self._session = session
        self._before = before
        self._after = after
        self.players = players  # whose city changed; empty: unknown, everyone

    def redo(self) -> None:
        self._session._install(self._after.copy(), self.players)

    def undo(self) -> None:
        self._session._install(self._before.copy(), self.players)
