"""When a session's game is autosaved: the app layer's clock for ``Autosave``.

Edits are written after a short idle moment (a burst of edits is written once), a game that
replaces another at once, and a pending write at once before anything risky (``flush``:
opening, a new game, closing). The game is put into words on the GUI thread, its files are
written by the autosave's writer thread (``Autosave.write(..., later=True)``): the fsyncs
(some 30 ms on a disk) never hold up an edit the player makes meanwhile; ``flush`` returns
once they are on the disk. The record of a game opened is flushed to the disk a moment
after it is shown (``opened``). A write that fails is reported once per session through
``failed`` (the window says it); it never stops the work.
"""

from __future__ import annotations

import contextlib
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, QTimer, Signal

from ..engine import Game, GameFileError
from . import labels
from .autosave import Autosave
from .change import Change
from .session import GameSession

if TYPE_CHECKING:
    from collections.abc import Callable

AUTOSAVE_DELAY_MS = 800


class AutosaveSchedule(QObject):
    """Writes ``session``'s game to ``autosave`` when it changes, at most once a moment."""

    #: The first write that failed this session, in one sentence (later failures are not said).
    failed = Signal(str)
    #: A write failed on the writer's thread (queued to this object's thread).
    _failed_later = Signal(object)

    def __init__(self, session: GameSession, autosave: Autosave, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.session = session
        self.autosave = autosave
        self._failed = False
        self._failed_later.connect(self._say_failed)
        autosave.on_failure = self._failed_later.emit
        # After the stack has moved, so that "modified" is already up to date.
        self.write_timer = _single_shot(self, self.write)
        session.historyChanged.connect(self.write_timer.start)
        session.changed.connect(self._on_changed)
        self.sync_timer = _single_shot(self, self._sync)

    def _on_changed(self, change: Change) -> None:
        if change.replaced:  # edits, undo and redo are written on historyChanged
            self.write()

    def flush(self) -> None:
        """Write a pending autosave now (before anything risky): on the disk on return."""
        if self.write_timer.isActive():
            self.write()  # which stops the timer
        self.autosave.wait()

    def write(self) -> None:
        """Write the session's game as it is now, its files on the writer's thread (a pending
        write is covered by it: another game's cleared undo stack starts the timer just
        before the game is written)."""
        self.write_timer.stop()
        self.write_game(self.session.game, self.session.path, clean=not self.session.is_modified, later=True)

    def write_game(self, game: Game, source: Path | None, *, clean: bool, later: bool = False) -> bool:
        """Write ``game`` (from ``source``) to the autosave; False if it could not be written
        (``later``: its files on the writer's thread, a failure said when it happens)."""
        try:
            self.autosave.write(game, source, clean=clean, sample=self.session.is_sample, later=later)
        except GameFileError as error:
            self._say_failed(error)
            return False
        return True

    def _say_failed(self, error: GameFileError) -> None:
        if not self._failed:
            self._failed = True
            self.failed.emit(labels.error_text(error))

    def opened(self) -> None:
        """The game opened is on screen: opening it did not crash the app. Its record is
        flushed to the disk a moment later, when the user is looking at it."""
        with contextlib.suppress(GameFileError):  # said when the game is next written
            self.autosave.end_opening()
        self.sync_timer.start()

    def _sync(self) -> None:
        with contextlib.suppress(GameFileError):  # the record stands, unflushed: said at the next write
            self.autosave.sync()


def _single_shot(parent: QObject, slot: Callable[[], None]) -> QTimer:
    timer = QTimer(parent)
    timer.setSingleShot(True)
    timer.setInterval(AUTOSAVE_DELAY_MS)
    timer.timeout.connect(slot)
    return timer
