"""Undoable commands. A game is small, so a command keeps the game before and after.

The change is worked out on a copy before the command is pushed, so a refused
action raises before anything reaches the stack or the open game.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace
from typing import Protocol

from PySide6.QtGui import QUndoCommand

from ..engine import Game
from .change import Change

#: What a step says it did (Edit ▸ Undo, Redo): a function that words it in the language of
#: the moment, asked again after a switch of language (``retranslate``); or a fixed text.
Describe = Callable[[], str] | str
#: Makes a game the open one and says what changed (the session's).
Install = Callable[[Game, Change], None]


class Editor(Protocol):
    """What the edits of one part of the game (the modules in play, typed counts) ask of the
    session: the open game, and one undoable step made on a copy of it."""

    @property
    def game(self) -> Game: ...

    def edit(self, text: Describe, change: Callable[[Game], object],
             touched: Change | None = None) -> None: ...


class SnapshotCommand(QUndoCommand):
    """One step: the game before and after it, ``install``-ed by redo and undo."""

    def __init__(self, install: Install, text: Describe, before: Game, after: Game,
                 change: Change) -> None:
        self._describe = text
        super().__init__(self.described())
        self._install = install
        self._before = before
        self._after = after
        self.change = change  # what the edit touched (and its undo touches again)
        self.applied = False  # whether the open game has this step (redone, not undone)

    def described(self) -> str:
        return self._describe() if callable(self._describe) else self._describe

    def retranslate(self) -> None:
        self.setText(self.described())

    # The snapshots are installed as they are: every edit works on a copy of the open game, so
    # an installed snapshot is never changed, and the facts its cities derived stay cached.
    def redo(self) -> None:
        self.applied = True
        self._install(self._after, self.change)

    def undo(self) -> None:
        self.applied = False
        # Taking a purchase back is not a purchase: nothing to offer Dirk.
        self._install(self._before, replace(self.change, bought=None))
