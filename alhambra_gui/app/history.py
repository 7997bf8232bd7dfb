"""The history of finished games for the session's window: a QObject that owns the history
connection (opened when first needed, so that the start pays nothing for it), follows the
session so that a game enters the history when its final scoring is recorded, and makes
the history's own edits (delete games, rename and merge players) undoable steps of its
own stack.

The file is ``history.sqlite`` in the app's data folder (``QStandardPaths``'
AppDataLocation, where the autosaves are), unless ``ALHAMBRA_GUI_HISTORY`` names another
(the command line reads the same variable).
"""

from __future__ import annotations

import os
from collections.abc import Callable, Iterator, Sequence
from contextlib import contextmanager, suppress
from datetime import UTC, datetime
from pathlib import Path
from typing import TYPE_CHECKING, TypeVar

from PySide6.QtCore import QCoreApplication, QObject, Signal
from PySide6.QtGui import QUndoCommand, QUndoStack

from ..engine import Game
from ..engine.words import Line
from ..history.errors import HistoryBusy, HistoryError
from ..history.places import ENVIRONMENT, FILE_NAME
from . import labels
from .autosave import default_folder
from .change import Change
from .commands import drop_steps
from .session import PLAYER_COLOURS, GameSession

if TYPE_CHECKING:  # the database and the records load when the history is first used
    from ..history.importer import Outcome
    from ..history.rows import GameRow, Profile
    from ..history.store import History


T = TypeVar("T")


def history_file(folder: Path | None = None) -> Path:
    """Where the history lives: ``ALHAMBRA_GUI_HISTORY``, else in ``folder`` (by default the
    app's data folder)."""
    chosen = os.environ.get(ENVIRONMENT)
    return Path(chosen) if chosen else (folder or default_folder()) / FILE_NAME


class GameHistory(QObject):
    """The session's history (one per session; ``of`` finds or makes it)."""

    #: The games or players in the history changed (added, updated, deleted, renamed, merged).
    changed = Signal()
    #: A finished game entered the history by itself (its id), or was updated in it.
    gameAdded = Signal(int)
    #: A sentence for the user: the history cannot be used, or was moved aside.
    problem = Signal(str)

    def __init__(self, session: GameSession, path: Path | None = None) -> None:
        super().__init__(session)
        self.setObjectName("gameHistory")
        self._session = session
        self.path = path or history_file()
        self._store: History | None = None
        self._tried = False
        self._said: set[str] = set()
        self.undo_stack = QUndoStack(self)
        #: The game as it was when each scoring was recorded in this session, by round (a
        #: snapshot, which never changes: it is scored when the game goes into the history,
        #: not on every scoring recorded).
        self._seen: dict[int, Game] = {}
        self._count = len(session.game.scorings)
        self._started: datetime | None = None
        self._row: int | None = None  # the history's game that the open game is
        self._opened: Game | None = None  # the game as it was opened (snapshots never change)
        self._fresh = False
        #: The games deleted here and not brought back: purged when the history closes.
        self._deleted: set[int] = set()
        session.changed.connect(self._on_changed)
        if (app := QCoreApplication.instance()) is not None:
            app.aboutToQuit.connect(self.close)
        self._on_changed(Change(replaced=True))

    def __del__(self) -> None:
        drop_steps(getattr(self, "undo_stack", None))  # its steps hold it: see commands.drop_steps

    @staticmethod
    def of(session: GameSession, path: Path | None = None) -> GameHistory:
        found = session.findChild(GameHistory, "gameHistory")
        return found if isinstance(found, GameHistory) else GameHistory(session, path)

    # ---- the database ------------------------------------------------------------------
    def store(self) -> History | None:
        """The history, opened on first use (None when it cannot be used: said once; a
        history another program holds is tried again, and said again, at the next use)."""
        if not self._tried:
            from ..history.store import History

            opened = History.open(self.path)
            self._store, self._tried = opened.history, not opened.busy
            if opened.problem is not None:
                self._say(labels.sentence_text(opened.problem), once=not opened.busy)
        return self._store

    def read(self, reading: Callable[[History], T], default: T) -> T:
        """What ``reading`` reads from the history; ``default`` without a history or when the
        reading fails (said). Each game the history leaves out is said once, in one line."""
        store = self.store()
        if store is None:
            return default
        try:
            return reading(store)
        except HistoryError as error:
            self._say(labels.error_text(error), once=not isinstance(error, HistoryBusy))
            return default
        finally:
            for line in store.notes():
                self._say(labels.sentence_text(line))

    def close(self) -> None:
        """Done with the history (the app quits): the games this window deleted are purged,
        as its Undo can no longer bring them back, and its undo steps go with them."""
        if self._store is not None:
            with suppress(HistoryError):  # else kept deleted: purged when old (``store.PURGE_AFTER_DAYS``)
                self._store.purge(self._deleted)
            self._store.close()
        self._store, self._tried, self._deleted = None, False, set()
        self.undo_stack.clear()

    def tell(self, line: Line) -> None:
        """Say a line of the history's (a game left out by an export), once."""
        self._say(labels.sentence_text(line))

    def _say(self, text: str, *, once: bool = True) -> None:
        """Tell the user; a problem of the file itself once per session (``once``), one that
        passes (the history in use) whenever it happens."""
        if not once or text not in self._said:
            self._said.add(text)
            self.problem.emit(text)

    def _require(self) -> History:
        store = self.store()
        if store is None:
            raise HistoryError(labels.arg(self.tr("The history cannot be used: %1"),
                                          next(iter(self._said), str(self.path))))
        return store

    # ---- following the session -------------------------------------------------------------
    def _on_changed(self, change: Change) -> None:
        game = self._session.game
        count = len(game.scorings)
        if change.replaced:
            self._seen, self._row = {}, None
            self._started = datetime.now(UTC) if count == 0 else None
            self._opened = None if self._fresh or count < 3 else game
            self._count = count
            return
        if change.renamed:  # the cities as scored, under the names the game has now
            self._seen = {round_: _renamed(seen, dict(change.renamed)) for round_, seen in self._seen.items()}
        for round_ in range(self._count + 1, count + 1):  # recorded just now: the cities as scored
            self._seen[round_] = game
        for round_ in range(count + 1, 4):
            self._seen.pop(round_, None)
        finished_now = self._count < 3 <= count
        self._count = count
        if finished_now:
            try:
                self.gameAdded.emit(self.add_current())
            except HistoryError as error:
                self._say(labels.error_text(error), once=not isinstance(error, HistoryBusy))

    @contextmanager
    def as_new_game(self) -> Iterator[None]:
        """A game put in the session now is a new game, even if the history has it (a copy)."""
        self._fresh = True
        try:
            yield
        finally:
            self._fresh = False

    def add_current(self) -> int:
        """Add the open game (finished), or update it if the history has it already: the
        game it was opened as, or the one it was added as in this session. Its id."""
        from ..history.record import game_file_text, record_of

        store = self._require()
        scored = {round_: seen.score(round_, seen.scorings[round_ - 1].inputs)
                  for round_, seen in self._seen.items()}
        record = record_of(self._session.game, started=self._started, scored=scored)
        if self._row is None and self._opened is not None:
            self._row = store.find_file(game_file_text(self._opened))
        if self._row is not None and store.has(self._row):
            self._row = store.add(record, replacing=self._row)
        else:
            self._row = store.add(record, source=self._session.display_name())
        self.changed.emit()
        return self._row

    def in_history(self) -> int | None:
        """The history's game that the open game is, if known."""
        return self._row

    # ---- reading -----------------------------------------------------------------------------
    def known_players(self) -> list[Profile]:
        """The players the history knows, the last table first (none without a history)."""
        return self.read(lambda store: store.profiles(), [])

    def colours(self) -> dict[int, str]:
        """Each known player's colour (by profile id): the one they last played with, else the
        one their newest game showed them in (their seat's), so that a player keeps a colour
        from game to game and the statistics draw them in it."""
        from ..history.stats import newest_seats, profile_colours

        store = self.store()
        if store is None:
            return {}
        try:
            chosen = profile_colours(store)
            missing = [profile for profile, colour in chosen.items() if not colour]
            seats = newest_seats(store, missing) if missing else {}
        except HistoryError as error:
            self._say(labels.error_text(error))
            return {}
        found = {profile: colour for profile, colour in chosen.items() if colour}
        for profile, (colour, seat) in seats.items():
            found[profile] = colour or PLAYER_COLOURS[seat % len(PLAYER_COLOURS)]
        return found

    def last_table(self) -> GameRow | None:
        """The game that ended last (its table starts File ▸ New Game), None without one."""
        from ..history.stats import newest_game

        store = self.store()
        try:
            found = newest_game(store) if store is not None else None
            return store.game(found) if store is not None and found is not None else None
        except HistoryError as error:
            self._say(labels.error_text(error))
            return None

    def import_file(self, path: str | Path) -> Outcome:
        """One saved game into the history (``changed`` is sent by ``imported``)."""
        from ..history.importer import import_file

        return import_file(self._require(), path)

    def imported(self) -> None:
        self.changed.emit()

    # ---- undoable edits ----------------------------------------------------------------------
    def delete_games(self, ids: Sequence[int]) -> None:
        """Delete games as one undoable step. They stay in the file until this history
        closes (``close``): Undo brings them back until then, whatever another process does."""
        ids = list(ids)
        with self._require().batch():
            self._delete(ids)

        def restore() -> None:
            with self._require().batch():
                for game_id in ids:
                    self._require().restore(game_id)
            self._deleted.difference_update(ids)

        self._push(self.tr("Delete %n game(s) from the history", "", len(ids)), lambda: self._delete(ids),
                   restore)

    def _delete(self, ids: Sequence[int]) -> None:
        for game_id in ids:
            self._require().delete(game_id)
        self._deleted.update(ids)

    def rename(self, profile_id: int, name: str) -> None:
        old = self._require().rename(profile_id, name.strip())
        self._push(labels.arg(self.tr("Rename %1 to %2"), old, name.strip()),
                   lambda: self._require().rename(profile_id, name.strip()),
                   lambda: self._require().rename(profile_id, old))

    def merge(self, source: Profile, target: Profile) -> None:
        done = [self._require().merge(source.id, target.id)]

        def redo() -> None:
            done[0] = self._require().merge(source.id, target.id)

        self._push(labels.arg(self.tr("Merge %1 into %2"), source.name, target.name), redo,
                   lambda: self._require().unmerge(done[0]))

    def _push(self, text: str, redo: Callable[[], object], undo: Callable[[], object]) -> None:
        """A step already made (its first redo is skipped) onto the history's undo stack."""
        self.undo_stack.push(_Step(self, text, redo, undo))
        self.changed.emit()


class _Step(QUndoCommand):
    def __init__(self, owner: GameHistory, text: str, redo: Callable[[], object],
                 undo: Callable[[], object]) -> None:
        super().__init__(text)
        self._owner, self._redo, self._undo, self._done = owner, redo, undo, True

    def redo(self) -> None:
        if self._done:  # made before it was pushed, where a refusal could still be said
            self._done = False
            return
        self._run(self._redo)

    def undo(self) -> None:
        self._run(self._undo)

    def _run(self, step: Callable[[], object]) -> None:
        try:
            step()
        except HistoryError as error:
            self._owner._say(labels.error_text(error), once=not isinstance(error, HistoryBusy))
        self._owner.changed.emit()


def _renamed(game: Game, renames: dict[str, str]) -> Game:
    """A copy of a snapshot (never changed) with players renamed."""
    from ..engine import rename_players

    twin = game.copy()
    rename_players(twin, renames)
    return twin
