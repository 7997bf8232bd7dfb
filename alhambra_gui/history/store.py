"""The history database: one SQLite file (standard library ``sqlite3``), foreign keys on,
WAL, a busy timeout so that two windows or processes can add games at once, every write
one ``BEGIN IMMEDIATE`` transaction (``connection``).

``History.open`` never fails on a bad file: a file that SQLite says is damaged or no
database, or another program's database, is moved aside (never deleted) and a new history
started; a history another program holds is left as it is ("in use; try again"); one from
a newer version of the app, or one that cannot be opened at all, leaves the app without a
history; a read-only file, or a file in a read-only folder, is shown but not written.
Each case is one sentence.

A deleted game stays in the file (marked) until the window that deleted it purges it, when
it closes (its Undo can no longer bring it back then), or, left by a window that never
closed, ``PURGE_AFTER`` later; no other process's open takes it away.
"""

from __future__ import annotations

import os
import sqlite3
import uuid
from collections.abc import Iterable, Mapping, Sequence
from datetime import UTC, datetime
from pathlib import Path
from typing import Any, NamedTuple

from ..engine.errors import sentence
from ..engine.words import QT_TRANSLATE_NOOP, Line
from . import opening, schema, sound
from .errors import HistoryError
from .opening import Unusable, busy, check, connect, move_aside, refusal, use_wal
from .places import FILE_NAME as FILE_NAME
from .players import Players
from .record import GameRecord, TermRecord, content_hash
from .rows import GameRow, Seat, stamp, when

#: How long a deleted game left by a window that never closed (killed, or crashed) is kept.
PURGE_AFTER_DAYS = 30


class Opened(NamedTuple):
    """What opening gave: the history (None: none can be used) and what to tell the user;
    ``busy``: another program holds the history, which may be opened again later."""

    history: History | None
    problem: Line | None
    busy: bool = False


class History(Players):
    # ---- opening -------------------------------------------------------------------------
    @classmethod
    def open(cls, path: str | os.PathLike[str], *, busy_timeout: float | None = None) -> Opened:
        """Open (or make) the history; ``busy_timeout``: how long to wait for another program's
        write (by default ``opening.BUSY_TIMEOUT_S``)."""
        path = Path(path)
        busy_timeout = opening.BUSY_TIMEOUT_S if busy_timeout is None else busy_timeout
        if path.exists() and not path.is_file():
            return Opened(None, sentence(QT_TRANSLATE_NOOP(
                "AlhambraError", "the history {file} is not a file: the app goes on without a history"),
                file=str(path)))
        read_only = path.exists() and not (os.access(path, os.W_OK) and os.access(path.parent, os.W_OK))
        try:
            return Opened(cls._open(path, read_only, busy_timeout), sentence(QT_TRANSLATE_NOOP(
                "AlhambraError", "the history {file} is read-only: its games are shown, but no game "
                "is added to it"), file=str(path)) if read_only else None)
        except Unusable as why:
            if not why.aside or read_only:
                return Opened(None, why.line, why.busy)
            try:
                kept = move_aside(path)
                history = cls._open(path, False, busy_timeout)
            except (OSError, Unusable, sqlite3.Error):
                return Opened(None, why.line)
            return Opened(history, sentence(QT_TRANSLATE_NOOP(
                "AlhambraError", "{why}: it was kept as {kept} and a new history was started"),
                why=why.line, kept=str(kept)))
        except (OSError, sqlite3.Error) as error:
            return Opened(None, sentence(QT_TRANSLATE_NOOP(
                "AlhambraError", "the history {file} cannot be opened ({reason}): the app goes on "
                "without a history"), file=str(path), reason=str(error)))

    @classmethod
    def _open(cls, path: Path, read_only: bool, timeout: float) -> History:
        if not read_only:
            path.parent.mkdir(parents=True, exist_ok=True)
        try:
            db = connect(path, read_only, timeout)
        except sqlite3.DatabaseError as error:
            raise refusal(error, path, QT_TRANSLATE_NOOP(
                "AlhambraError", "the history {file} is not a readable SQLite database ({reason})")) from None
        try:
            check(db, path, read_only)
            if not read_only:
                use_wal(db)
                schema.migrate(db)  # a new file is made here: one locked step, done once
                _purge_old(db)
            return cls(db, path, read_only=read_only)
        except sqlite3.DatabaseError as error:
            db.close()
            raise refusal(error, path, QT_TRANSLATE_NOOP(
                "AlhambraError", "the history {file} is damaged ({reason})")) from None
        except BaseException:
            db.close()
            raise

    # ---- games ------------------------------------------------------------------------------
    def find(self, record: GameRecord) -> int | None:
        """The game already in the history that is this very game file, if any."""
        return self.find_file(record.file)

    def find_file(self, file: str) -> int | None:
        """The game in the history whose game file is this text (``record.game_file_text``)."""
        found = self.rows("SELECT id FROM games WHERE content_hash = ? AND deleted = 0",
                          (content_hash(file),))
        return int(found[0]["id"]) if found else None

    def has(self, game_id: int) -> bool:
        """Whether the game is in the history (not deleted)."""
        return bool(self.rows("SELECT 1 FROM games WHERE id = ? AND deleted = 0", (game_id,)))

    def add(self, record: GameRecord, *, source: str = "", replacing: int | None = None) -> int:
        """Add a game (or replace game ``replacing`` by it: the same game, corrected; it keeps
        its play id); its id. HistoryError if this game file is there already."""
        with self._write() as db:
            same = db.execute("SELECT id FROM games WHERE content_hash = ? AND deleted = 0 AND id IS NOT ?",
                              (record.content_hash, replacing)).fetchone()
            if same is not None:
                raise _already_there(same["id"])
            play_id = uuid.uuid4().hex
            if replacing is not None:
                old = db.execute("SELECT play_id FROM games WHERE id = ?", (replacing,)).fetchone()
                if old is None:
                    raise _no_game(replacing)
                play_id = old["play_id"]
                db.execute("DELETE FROM games WHERE id = ?", (replacing,))
            cursor = db.execute(
                "INSERT INTO games (id, play_id, content_hash, variant, modules, ended, started, "
                "dirk_total, source, added) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
                (replacing, play_id, record.content_hash, record.variant, ",".join(record.modules),
                 stamp(record.ended), stamp(record.started) if record.started else None,
                 record.dirk_total, source, stamp(datetime.now(UTC))))
            game_id = int(cursor.lastrowid or 0)
            db.execute("INSERT INTO files VALUES (?, ?)", (game_id, record.file))
            for seat in record.seats:
                profile = self._profile_for(db, seat.name, seat.colour)
                seat_id = db.execute(
                    "INSERT INTO seats (game_id, profile_id, seat, name, colour, total, rank, winner, "
                    "wall, counts_only, scorings, detailed) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
                    (game_id, profile, seat.seat, seat.name, seat.colour, seat.total, seat.rank,
                     int(seat.winner), seat.wall, int(seat.counts_only), len(seat.points),
                     len(seat.terms))).lastrowid
                db.executemany("INSERT INTO scores VALUES (?, ?, ?)",
                               [(seat_id, r, p) for r, p in enumerate(seat.points, 1)])
                db.executemany("INSERT INTO terms VALUES (?, ?, ?, ?, ?, ?, ?)",
                               [(seat_id, r, i, t.source, t.key, t.points, t.place)
                                for r, terms in seat.terms.items() for i, t in enumerate(terms)])
                db.executemany("INSERT INTO sources VALUES (?, ?, ?, ?, ?, ?)",
                               [(seat_id, *entry) for entry in _sources(seat.terms)])
                db.executemany("INSERT INTO buildings VALUES (?, ?, ?)",
                               [(seat_id, k, n) for k, n in seat.buildings.items()])
        return game_id

    def count(self) -> int:
        return int(self.rows(f"SELECT count(*) FROM games g WHERE {self.live()}")[0][0])

    def game_ids(self, player: int | None = None, module: str | None = None) -> list[int]:
        """The ids of the games (of one player, with one module), newest first: what a list
        shows before it reads the games themselves (``games``)."""
        where = self.live()
        params: list[object] = []
        if player is not None:
            where += " AND g.id IN (SELECT game_id FROM seats WHERE profile_id = ?)"
            params.append(player)
        if module is not None:
            where += " AND ',' || g.modules || ',' LIKE ?"
            params.append(f"%,{module},%")
        return [r[0] for r in self.tuples(
            f"SELECT id FROM games g WHERE {where} ORDER BY ended DESC, id DESC", params)]

    def games(self, ids: Sequence[int] | None = None) -> list[GameRow]:
        """Every game (or those of ``ids``), newest first, each with its seats in seat order."""
        where = self.live() + (f" AND g.id IN ({','.join('?' * len(ids))})" if ids else "")
        players = dict(self.tuples(sound.READABLE_PLAYER.replace("p.id", "p.id, p.name", 1)))  # a few
        seats: dict[int, list[Seat]] = {}
        for game_id, *row in self.stream(
                f"SELECT s.game_id, {', '.join(f's.{c}' for c, _ in sound.SEATS)}, s.profile_id "
                f"FROM games g JOIN seats s ON s.game_id = g.id WHERE {where} ORDER BY s.game_id, s.seat",
                ids or ()):
            bad = sound.bad_seat(row, players)
            if bad is not None:
                self.leave_out(game_id, *bad)
            seat, name, colour, total, rank, winner, wall, *_, profile_id = row
            seats.setdefault(game_id, []).append(Seat(profile_id, players.get(profile_id, name), name, seat,
                                                      colour, total, rank, winner == 1, wall))
        return [GameRow(game_id, play_id, variant, tuple(filter(None, modules.split(","))),
                        _moment(ended), when(started), dirk, tuple(seats.get(game_id, ())), source)
                for game_id, play_id, variant, modules, ended, started, dirk, source in self.stream(
                    "SELECT id, play_id, variant, modules, ended, started, dirk_total, source "
                    f"FROM games g WHERE {where} ORDER BY ended DESC, id DESC", ids or ())
                if game_id not in self._left_out]

    def game(self, game_id: int) -> GameRow:
        found = self.games([game_id])
        if not found:
            raise self._not_shown(game_id)
        return found[0]

    def game_file(self, game_id: int) -> str:
        """The game file as it stood at the end (``engine.loads`` reads it)."""
        found = self.rows("SELECT f.file FROM files f JOIN games g ON g.id = f.game_id "
                          f"WHERE g.id = ? AND {self.live()}", (game_id,))
        if not found or not isinstance(found[0]["file"], str):
            raise self._not_shown(game_id)
        return str(found[0]["file"])

    def terms(self, game_id: int) -> dict[int, dict[int, list[tuple[str, str, int]]]]:
        """A game's known terms: by seat, by round, (source, key, points) in their order."""
        rows = self.tuples("SELECT t.round, t.position, t.source, t.key, t.points, t.place, s.seat "
                           "FROM terms t JOIN seats s ON s.id = t.seat_id WHERE s.game_id = ? "
                           "ORDER BY s.seat, t.round, t.position", (game_id,))
        self._check_detail(game_id, rows, sound.TERMS, "terms")
        result: dict[int, dict[int, list[tuple[str, str, int]]]] = {}
        for round_, _, source, key, points, _, seat in rows:
            result.setdefault(seat, {}).setdefault(round_, []).append((source, key, points))
        return result

    def scorings(self, game_id: int) -> dict[int, dict[int, int]]:
        """A game's recorded points: by seat, by round (1 to 3)."""
        rows = self.tuples("SELECT c.round, c.points, s.seat FROM scores c JOIN seats s ON s.id = c.seat_id "
                           "WHERE s.game_id = ? ORDER BY s.seat, c.round", (game_id,))
        self._check_detail(game_id, rows, sound.SCORES, "scores")
        result: dict[int, dict[int, int]] = {}
        for round_, points, seat in rows:
            result.setdefault(seat, {})[round_] = points
        return result

    def scores(self, game_id: int) -> dict[int, list[int]]:
        """A game's recorded points: by seat, per scoring in the order of the rounds."""
        return {seat: [points for _, points in sorted(rounds.items())]
                for seat, rounds in self.scorings(game_id).items()}

    def _check_detail(self, game_id: int, rows: Iterable[Sequence[Any]], columns: sound.Columns,
                      table: str) -> None:
        found = sound.bad_detail(rows, columns, table)
        if found is not None:
            self.leave_out(game_id, *found)
            raise HistoryError(sound.left_out(game_id, *found))

    def _not_shown(self, game_id: int) -> HistoryError:
        """A game not in the history, or left out (then said why)."""
        self.count()  # the games left out found again, if another process wrote since
        if game_id in self._left_out:
            return HistoryError(sound.left_out(game_id, *self._left_out[game_id]))
        return _no_game(game_id)

    def delete(self, game_id: int) -> None:
        """Take a game out of the history (``restore`` brings it back until it is purged)."""
        with self._write() as db:
            if db.execute("UPDATE games SET deleted = 1, deleted_at = datetime('now') "
                          "WHERE id = ? AND deleted = 0", (game_id,)).rowcount == 0:
                raise _no_game(game_id)

    def restore(self, game_id: int) -> None:
        """Bring a deleted game back (HistoryError if it was purged, or a copy of it was
        added since)."""
        with self._write() as db:
            row = db.execute("SELECT content_hash FROM games WHERE id = ? AND deleted != 0",
                             (game_id,)).fetchone()
            if row is None:
                raise _no_game(game_id)
            same = db.execute("SELECT id FROM games WHERE content_hash = ? AND deleted = 0",
                              (row["content_hash"],)).fetchone()
            if same is not None:
                raise _already_there(same["id"])
            db.execute("UPDATE games SET deleted = 0, deleted_at = NULL WHERE id = ?", (game_id,))

    def purge(self, ids: Iterable[int]) -> None:
        """Remove for good those of these games that are still deleted (a window closing
        with deletions its Undo can no longer bring back)."""
        ids = list(ids)
        if ids and not self.read_only:
            with self._write() as db:
                marks = ",".join("?" * len(ids))
                db.execute(f"DELETE FROM games WHERE deleted != 0 AND id IN ({marks})", ids)


def _purge_old(db: sqlite3.Connection) -> None:
    """Deleted games left by windows that never closed, once they are old. Looked for first
    (no write lock to wait for when there are none); a history in use keeps them for now."""
    old = f"deleted != 0 AND (deleted_at IS NULL OR deleted_at < datetime('now', '-{PURGE_AFTER_DAYS} days'))"
    if db.execute(f"SELECT 1 FROM games WHERE {old} LIMIT 1").fetchone() is None:
        return
    try:
        db.execute(f"DELETE FROM games WHERE {old}")
    except sqlite3.OperationalError as error:
        if not busy(error):
            raise


def _moment(text: str) -> datetime:
    moment = when(text)
    assert moment is not None  # a game's end is a date (``sound``)
    return moment


def _sources(terms: Mapping[int, Sequence[TermRecord]]) -> list[tuple[str, str, int, int, int]]:
    """A seat's points per source over its scorings with terms: (source, key, position,
    points, how often first in that majority)."""
    found: dict[str, list[Any]] = {}
    for scored in terms.values():
        for position, term in enumerate(scored):
            entry = found.setdefault(term.key, [term.source, term.key, position, 0, 0])
            entry[3] += term.points
            entry[4] += int(term.source == "buildings" and term.place == 1)
    return [(s, k, p, n, f) for s, k, p, n, f in found.values()]


def _already_there(game_id: int) -> HistoryError:
    return HistoryError(QT_TRANSLATE_NOOP(
        "AlhambraError", "this game is already in the history (game {id})"), id=game_id)


def _no_game(game_id: int) -> HistoryError:
    return HistoryError(QT_TRANSLATE_NOOP("AlhambraError", "there is no game {id} in the history"),
                        id=game_id)
