"""Undoable commands. A game is small, so a command keeps the game before and after.

The change is worked out on a copy before the command is pushed, so a refused
action raises before anything reaches the stack or the open game.
"""

from __future__ import annotations

import contextlib
from collections.abc import Callable, Hashable
from typing import Protocol

from PySide6.QtCore import QThread
from PySide6.QtGui import QUndoCommand, QUndoStack

from ..engine import Game
from .change import Change

#: What a step says it did (Edit ▸ Undo, Redo): a function that words it in the language of
#: the moment, asked again after a switch of language (``retranslate``); or a fixed text.
Describe = Callable[[], str] | str
#: Makes a game the open one and says what changed (the session's).
Install = Callable[[Game, Change], None]
#: ``QUndoCommand.id`` of the steps that may merge (each says with which: ``merge``).
MERGING = 1


class Editor(Protocol):
    """What the edits of one part of the game (the modules in play, typed counts) ask of the
    session: the open game, and one undoable step made on a copy of it."""

    @property
    def game(self) -> Game: ...

    def edit(self, text: Describe, change: Callable[[Game], object], touched: Change | None = None,
             *, merge: Hashable | None = None) -> None: ...


def drop_steps(stack: QUndoStack | None) -> None:
    """Delete the steps of an owner's undo stack while the owner is still whole: called from
    the owner's ``__del__``. Its steps hold the owner (their texts and installs are its
    methods), so an owner that Python owns dies with them in a reference cycle; the
    collector, clearing that cycle, could free a step's wrapper while the stack still held
    the step, and the stack, deleted with the owner, then deleted it a second time (a crash
    at exit). Python calls ``__del__`` before it clears the cycle. Nothing happens when Qt
    deleted the stack first (a parent's end), nor on another thread than the stack's (a
    collection a photo's reading set off): Qt objects are touched on their own thread only;
    nor without a stack (an owner whose ``__init__`` failed before making it)."""
    with contextlib.suppress(RuntimeError):  # the stack's C++ object already gone
        if stack is not None and stack.thread() is QThread.currentThread():
            stack.clear()


class SnapshotCommand(QUndoCommand):
    """One step: the game before and after it, ``install``-ed by redo and undo. ``merge``:
    what the step edits (a player's typed wall, say); a step pushed right after one that edits
    the same merges into it (``mergeWith``), so that a run of clicks on one box is one step."""

    def __init__(self, install: Install, text: Describe, before: Game, after: Game,
                 change: Change, merge: Hashable | None = None) -> None:
        self._describe = text
        super().__init__(self.described())
        self._install = install
        self._before = before
        self._after = after
        self._merge = merge
        self.change = change  # what the edit touched (and its undo touches again)
        self.applied = False  # whether the open game has this step (redone, not undone)

    def id(self) -> int:
        return MERGING if self._merge is not None else -1

    def mergeWith(self, other: QUndoCommand) -> bool:
        """Take ``other`` (pushed and done just now) in: this step then leads from the game
        before it to the game after ``other``, named as ``other`` is."""
        if not isinstance(other, SnapshotCommand) or self._merge is None or other._merge != self._merge:
            return False
        self._after, self._describe = other._after, other._describe
        self.change = _joined(self.change, other.change)
        self.retranslate()
        return True

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
        self._install(self._before, self.change.undone())


def _joined(first: Change, then: Change) -> Change:
    """What two changes touched together (the later's purchase, if any)."""
    cities = None if first.cities is None or then.cities is None else first.cities | then.cities
    return Change(first.replaced or then.replaced, cities, first.rules or then.rules, then.bought,
                  first.players or then.players, first.renamed + then.renamed)
