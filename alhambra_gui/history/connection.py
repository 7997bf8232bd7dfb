"""The history's connection: every query and every write of the history goes through here.

Reads leave out the games the app cannot read (``sound``), found again whenever another
connection has written since (``PRAGMA data_version``: this connection's own writes are
typed values and never make a game unreadable), and each game left out is noted once
(``notes``). Every write is one ``BEGIN IMMEDIATE`` transaction (a kill in the middle
leaves the file as it was); a write that waits past the busy timeout for another program
says the history is in use and changes nothing.
"""

from __future__ import annotations

import sqlite3
from collections.abc import Iterator, Sequence
from contextlib import contextmanager
from pathlib import Path
from typing import Any

from ..engine.words import QT_TRANSLATE_NOOP, Line
from . import sound
from .errors import HistoryBusy, HistoryUnavailable
from .opening import busy, in_use


class Connection:
    def __init__(self, db: sqlite3.Connection, path: Path, *, read_only: bool) -> None:
        self._db = db
        self.path = path
        self.read_only = read_only
        self._seen_version: int | None = None
        self._seats_seen: int | None = None
        #: The finding queries (with their parameters) run since another connection last
        #: wrote (``leave_out_found``).
        self._found: set[tuple[str, tuple[Any, ...]]] = set()
        #: The games each query of ``games_found`` found since another connection last wrote.
        self._games_found: dict[str, list[int]] = {}
        self._left_out: dict[int, tuple[str, Any]] = {}
        self._noted: set[int] = set()
        self._in_batch = False
        db.execute("CREATE TEMP TABLE IF NOT EXISTS unreadable (game_id INTEGER PRIMARY KEY)")

    def close(self) -> None:
        self._db.close()

    # ---- reading ---------------------------------------------------------------------------
    def rows(self, sql: str, params: Sequence[Any] = ()) -> list[sqlite3.Row]:
        """The rows of a query (HistoryUnavailable if the file fails under it)."""
        try:
            self._find_unreadable()
            return self._db.execute(sql, params).fetchall()
        except sqlite3.DatabaseError as error:
            raise self._failed(error) from None

    def tuples(self, sql: str, params: Sequence[Any] = ()) -> list[tuple[Any, ...]]:
        """The rows of a query as plain tuples (quicker to make, for tens of thousands)."""
        return list(self.stream(sql, params))

    def stream(self, sql: str, params: Sequence[Any] = (), size: int = 2000) -> Iterator[tuple[Any, ...]]:
        """The rows of a query as plain tuples, read ``size`` at a time (an export of
        10 000 games never holds all of a table's rows at once)."""
        try:
            self._find_unreadable()
            cursor = self._db.cursor()
            cursor.row_factory = None
            cursor.execute(sql, params)
            while chunk := cursor.fetchmany(size):
                yield from chunk
        except sqlite3.DatabaseError as error:
            raise self._failed(error) from None

    def begin_reading(self) -> None:
        """Read the history as it stands now until the connection closes (one read
        transaction: an export across many steps sees no game added or deleted meanwhile)."""
        try:
            self._db.execute("BEGIN")
            self._db.execute("SELECT count(*) FROM games").fetchone()
        except sqlite3.DatabaseError as error:
            raise self._failed(error) from None

    def choose(self, ids: Sequence[int]) -> None:
        """The games ``g.id IN temp.chosen`` names (any number of them, unlike parameters)."""
        self._db.execute("CREATE TEMP TABLE IF NOT EXISTS chosen (game_id INTEGER PRIMARY KEY)")
        self._db.execute("DELETE FROM temp.chosen")
        self._db.executemany("INSERT OR IGNORE INTO temp.chosen VALUES (?)", [(i,) for i in ids])

    @staticmethod
    def live(alias: str = "g") -> str:
        """The SQL condition that the game ``alias`` is in the history and can be read."""
        return f"{alias}.deleted = 0 AND {alias}.id NOT IN temp.unreadable"

    def _find_unreadable(self) -> None:
        """The games whose own row cannot be read, found again when another connection
        wrote (their seats: ``check_seats``)."""
        version = self._db.execute("PRAGMA data_version").fetchone()[0]
        if version == self._seen_version:
            return
        found = sound.unreadable(self._db)
        self._db.execute("DELETE FROM temp.unreadable")
        self._db.executemany("INSERT INTO temp.unreadable VALUES (?)", [(i,) for i in found])
        self._left_out, self._seen_version, self._seats_seen = found, version, None
        self._found.clear()
        self._games_found.clear()

    def check_seats(self) -> None:
        """Leave out the games with a seat that cannot be read, every seat looked at (once
        until another connection writes): what the statistics and the exports, which sum or
        write every seat, do first."""
        self._find_unreadable()
        if self._seats_seen != self._seen_version:
            for game_id, (column, value) in sound.unreadable(self._db, sound.UNREADABLE_SEATS).items():
                self.leave_out(game_id, column, value)
            self._seats_seen = self._seen_version

    def leave_out_found(self, finding: str, params: Sequence[Any] = ()) -> None:
        """Leave out the games a query of (game, column, value) finds (``sound.finding``),
        once until another connection writes (as ``check_seats``: this connection's own
        writes are typed values): the Statistics page, refreshed, scans no table again."""
        self._find_unreadable()
        key = (finding, tuple(params))
        if key in self._found:
            return
        for game_id, column, value in self.tuples(finding, params):
            self.leave_out(game_id, column, value)
        self._found.add(key)

    def games_found(self, query: str) -> list[int]:
        """The games a query finds (its one column), asked once until another connection
        writes (this connection's own writes are typed values): a pass over a large table
        that an export makes, made once for many exports."""
        self._find_unreadable()
        if query not in self._games_found:
            self._games_found[query] = [row[0] for row in self.stream(query)]
        return self._games_found[query]

    def leave_out(self, game_id: int, column: str, value: Any) -> None:
        """A game found unreadable while its details were read: left out from now on (until
        another process writes) and noted like the others."""
        self._left_out.setdefault(game_id, (column, value))
        self._db.execute("INSERT OR IGNORE INTO temp.unreadable VALUES (?)", (game_id,))

    def notes(self) -> list[Line]:
        """One line for each game left out that was not said before (live games only)."""
        new = sorted(set(self._left_out) - self._noted)
        if not new:
            return []
        self._noted.update(new)
        marks = ",".join("?" * len(new))
        live = {r[0] for r in self._db.execute(f"SELECT id FROM games WHERE deleted = 0 AND id IN ({marks})",
                                               new)}
        return [sound.left_out(i, *self._left_out[i]) for i in new if i in live]

    # ---- writing ---------------------------------------------------------------------------
    @contextmanager
    def batch(self) -> Iterator[None]:
        """Many writes as one transaction (a history filled at once: one commit, not one a game)."""
        with self._write():
            self._in_batch = True
            try:
                yield
            finally:
                self._in_batch = False

    @contextmanager
    def _write(self) -> Iterator[sqlite3.Connection]:
        """One transaction: all of it is written, or none of it (inside ``batch``: part of its)."""
        if self._in_batch:
            yield self._db
            return
        if self.read_only:
            raise HistoryUnavailable(QT_TRANSLATE_NOOP(
                "AlhambraError", "the history {file} is read-only"), file=str(self.path))
        try:
            self._db.execute("BEGIN IMMEDIATE")
        except sqlite3.DatabaseError as error:
            raise self._failed(error) from None
        try:
            yield self._db
            self._db.execute("COMMIT")
        except sqlite3.DatabaseError as error:
            self._roll_back()
            raise self._failed(error) from None
        except BaseException:
            self._roll_back()
            raise

    def _roll_back(self) -> None:
        if self._db.in_transaction:  # SQLite may have rolled back already (a full disk)
            self._db.execute("ROLLBACK")

    def _failed(self, error: sqlite3.Error) -> HistoryUnavailable:
        if busy(error):
            return HistoryBusy(in_use(self.path))
        return HistoryUnavailable(QT_TRANSLATE_NOOP(
            "AlhambraError", "the history {file} cannot be read or written ({reason})"),
            file=str(self.path), reason=str(error))
