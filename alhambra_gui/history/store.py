"""The history database: one SQLite file (standard library ``sqlite3``), foreign keys on,
WAL, a busy timeout so that two windows or processes can add games at once, every write
one ``BEGIN IMMEDIATE`` transaction (a kill in the middle leaves the file as it was).

``History.open`` never fails on a bad file: a file that is not SQLite, not a history,
or damaged is moved aside (never deleted) and a new history started; one from a newer
version of the app, or one that cannot be opened at all, leaves the app without a
history; a read-only file is shown but not written. Each case is one sentence.
"""

from __future__ import annotations

import os
import sqlite3
import uuid
from collections.abc import Iterator, Mapping, Sequence
from contextlib import contextmanager
from datetime import UTC, datetime
from pathlib import Path
from typing import Any, NamedTuple

from ..engine.errors import sentence
from ..engine.names import excerpt, name_key, name_problem
from ..engine.words import QT_TRANSLATE_NOOP, Line
from . import schema
from .errors import HistoryError, HistoryUnavailable
from .opening import Unusable, check, connect, move_aside
from .places import FILE_NAME as FILE_NAME
from .record import GameRecord, TermRecord
from .rows import GameRow, Merge, Profile, Seat, stamp, when


class Opened(NamedTuple):
    """What opening gave: the history (None: none can be used) and what to tell the user."""

    history: History | None
    problem: Line | None


class History:
    def __init__(self, db: sqlite3.Connection, path: Path, *, read_only: bool) -> None:
        self._db = db
        self.path = path
        self.read_only = read_only

    # ---- opening -------------------------------------------------------------------------
    @classmethod
    def open(cls, path: str | os.PathLike[str]) -> Opened:
        path = Path(path)
        if path.exists() and not path.is_file():
            return Opened(None, sentence(QT_TRANSLATE_NOOP(
                "AlhambraError", "the history {file} is not a file: the app goes on without a history"),
                file=str(path)))
        read_only = path.exists() and not os.access(path, os.W_OK)
        try:
            return Opened(cls._open(path, read_only=read_only), sentence(QT_TRANSLATE_NOOP(
                "AlhambraError", "the history {file} is read-only: its games are shown, but no game "
                "is added to it"), file=str(path)) if read_only else None)
        except Unusable as why:
            if not why.aside or read_only:
                return Opened(None, why.line)
            try:
                kept = move_aside(path)
                history = cls._open(path, read_only=False)
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
    def _open(cls, path: Path, *, read_only: bool) -> History:
        if not read_only:
            path.parent.mkdir(parents=True, exist_ok=True)
        db = connect(path, read_only)
        try:
            check(db, path, read_only)
            if not read_only:
                db.execute("PRAGMA journal_mode = WAL")
                schema.migrate(db)
                db.execute("DELETE FROM games WHERE deleted = 1")  # deletions undoable until now
        except sqlite3.DatabaseError as error:
            db.close()
            raise Unusable(sentence(QT_TRANSLATE_NOOP(
                "AlhambraError", "the history {file} is damaged ({reason})"),
                file=str(path), reason=str(error)), aside=True) from None
        except BaseException:
            db.close()
            raise
        return cls(db, path, read_only=read_only)

    def close(self) -> None:
        self._db.close()

    # ---- reading and writing ---------------------------------------------------------------
    def rows(self, sql: str, params: Sequence[Any] = ()) -> list[sqlite3.Row]:
        """The rows of a query (HistoryUnavailable if the file fails under it)."""
        try:
            return self._db.execute(sql, params).fetchall()
        except sqlite3.DatabaseError as error:
            raise self._failed(error) from None

    def tuples(self, sql: str, params: Sequence[Any] = ()) -> list[tuple[Any, ...]]:
        """The rows of a query as plain tuples (quicker to make, for tens of thousands)."""
        try:
            cursor = self._db.cursor()
            cursor.row_factory = None
            return cursor.execute(sql, params).fetchall()
        except sqlite3.DatabaseError as error:
            raise self._failed(error) from None

    @contextmanager
    def _write(self) -> Iterator[sqlite3.Connection]:
        """One transaction: all of it is written, or none of it."""
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
            self._db.execute("ROLLBACK")
            raise self._failed(error) from None
        except BaseException:
            self._db.execute("ROLLBACK")
            raise

    def _failed(self, error: sqlite3.Error) -> HistoryUnavailable:
        return HistoryUnavailable(QT_TRANSLATE_NOOP(
            "AlhambraError", "the history {file} cannot be read or written ({reason})"),
            file=str(self.path), reason=str(error))

    # ---- games ------------------------------------------------------------------------------
    def find(self, record: GameRecord) -> int | None:
        """The game already in the history that is this very game file, if any."""
        found = self.rows("SELECT id FROM games WHERE content_hash = ? AND deleted = 0",
                          (record.content_hash,))
        return found[0]["id"] if found else None

    def add(self, record: GameRecord, *, source: str = "", replacing: int | None = None) -> int:
        """Add a game (or replace game ``replacing`` by it: the same game, corrected; it keeps
        its play id); its id. HistoryError if this game file is there already."""
        with self._write() as db:
            same = db.execute("SELECT id FROM games WHERE content_hash = ? AND deleted = 0 AND id IS NOT ?",
                              (record.content_hash, replacing)).fetchone()
            if same is not None:
                raise HistoryError(QT_TRANSLATE_NOOP(
                    "AlhambraError", "this game is already in the history (game {id})"), id=same["id"])
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

    @staticmethod
    def _profile_for(db: sqlite3.Connection, name: str, colour: str | None) -> int:
        """The profile a name plays as (following merges), made if new; it takes the colour."""
        key = name_key(name)
        row = db.execute("SELECT id, merged_into FROM profiles WHERE key = ?", (key,)).fetchone()
        if row is None:
            return int(db.execute("INSERT INTO profiles (name, key, colour) VALUES (?, ?, ?)",
                                  (name, key, colour)).lastrowid or 0)
        profile = int(row["id"])
        while row["merged_into"] is not None:
            profile = int(row["merged_into"])
            row = db.execute("SELECT id, merged_into FROM profiles WHERE id = ?", (profile,)).fetchone()
        if colour:
            db.execute("UPDATE profiles SET colour = ? WHERE id = ?", (colour, profile))
        return profile

    def count(self) -> int:
        return int(self.rows("SELECT count(*) FROM games WHERE deleted = 0")[0][0])

    def games(self, ids: Sequence[int] | None = None) -> list[GameRow]:
        """Every game (or those of ``ids``), newest first, each with its seats in seat order."""
        where = "g.deleted = 0" + (f" AND g.id IN ({','.join('?' * len(ids))})" if ids else "")
        players = dict(self.tuples("SELECT id, name FROM profiles"))  # a few: joined here, not per seat
        seats: dict[int, list[Seat]] = {}
        for game_id, profile_id, name, seat, colour, total, rank, winner, wall in self.tuples(
                "SELECT s.game_id, s.profile_id, s.name, s.seat, s.colour, s.total, s.rank, s.winner, "
                f"s.wall FROM seats s JOIN games g ON g.id = s.game_id WHERE {where} "
                "ORDER BY s.game_id, s.seat",
                ids or ()):
            seats.setdefault(game_id, []).append(
                Seat(profile_id, players[profile_id], name, seat, colour, total, rank, winner == 1, wall))
        return [GameRow(game_id, play_id, variant, tuple(filter(None, modules.split(","))),
                        when(ended) or datetime.now(UTC), when(started), dirk, tuple(seats.get(game_id, ())),
                        source)
                for game_id, play_id, variant, modules, ended, started, dirk, source in self.tuples(
                    "SELECT id, play_id, variant, modules, ended, started, dirk_total, source "
                    f"FROM games g WHERE {where} ORDER BY ended DESC, id DESC", ids or ())]

    def game(self, game_id: int) -> GameRow:
        found = self.games([game_id])
        if not found:
            raise _no_game(game_id)
        return found[0]

    def game_file(self, game_id: int) -> str:
        """The game file as it stood at the end (``engine.loads`` reads it)."""
        found = self.rows("SELECT f.file FROM files f JOIN games g ON g.id = f.game_id "
                          "WHERE g.id = ? AND g.deleted = 0", (game_id,))
        if not found:
            raise _no_game(game_id)
        return str(found[0]["file"])

    def terms(self, game_id: int) -> dict[int, dict[int, list[tuple[str, str, int]]]]:
        """A game's known terms: by seat, by round, (source, key, points) in their order."""
        result: dict[int, dict[int, list[tuple[str, str, int]]]] = {}
        for r in self.rows("SELECT s.seat, t.round, t.source, t.key, t.points FROM terms t "
                           "JOIN seats s ON s.id = t.seat_id WHERE s.game_id = ? "
                           "ORDER BY s.seat, t.round, t.position", (game_id,)):
            result.setdefault(r["seat"], {}).setdefault(r["round"], []).append(
                (r["source"], r["key"], r["points"]))
        return result

    def scores(self, game_id: int) -> dict[int, list[int]]:
        """A game's recorded points: by seat, per scoring."""
        result: dict[int, list[int]] = {}
        for r in self.rows("SELECT s.seat, c.points FROM scores c JOIN seats s ON s.id = c.seat_id "
                           "WHERE s.game_id = ? ORDER BY s.seat, c.round", (game_id,)):
            result.setdefault(r["seat"], []).append(r["points"])
        return result

    def delete(self, game_id: int) -> None:
        """Take a game out of the history (``restore`` brings it back until the next start)."""
        with self._write() as db:
            if db.execute("UPDATE games SET deleted = 1 WHERE id = ? AND deleted = 0",
                          (game_id,)).rowcount == 0:
                raise _no_game(game_id)

    def restore(self, game_id: int) -> None:
        with self._write() as db:
            db.execute("UPDATE games SET deleted = 0 WHERE id = ?", (game_id,))

    # ---- profiles ---------------------------------------------------------------------------
    def profiles(self) -> list[Profile]:
        """Every player the history knows (merged ones aside): the last table first, in its
        seating order, then by the last game they played, newest first."""
        rows = self.rows(
            "SELECT p.id, p.name, p.colour, count(g.id) AS games, max(g.ended) AS last "
            "FROM profiles p LEFT JOIN seats s ON s.profile_id = p.id "
            "LEFT JOIN games g ON g.id = s.game_id AND g.deleted = 0 "
            "WHERE p.merged_into IS NULL GROUP BY p.id")
        table = {r["profile_id"]: r["seat"] for r in self.rows(
            "SELECT profile_id, seat FROM seats WHERE game_id = (SELECT id FROM games WHERE deleted = 0 "
            "ORDER BY ended DESC, id DESC LIMIT 1)")}
        newest_first = sorted(rows, key=lambda r: r["last"] or "", reverse=True)
        ordered = sorted(newest_first, key=lambda r: (r["id"] not in table, table.get(r["id"], 0)))
        return [Profile(r["id"], r["name"], r["colour"], r["games"], when(r["last"])) for r in ordered]

    def player_names(self) -> list[tuple[int, str]]:
        """Every player's profile id and name (merged ones aside), as stored."""
        return [(r[0], r[1]) for r in self.tuples("SELECT id, name FROM profiles WHERE merged_into IS NULL")]

    def profile(self, name: str) -> Profile | None:
        """The profile a name plays as (the same name as the game file rules compare them,
        a merged one followed), or None."""
        key = name_key(name)
        row = self.rows("SELECT id, merged_into FROM profiles WHERE key = ?", (key,))
        if not row:
            return None
        profile_id = row[0]["id"]
        while row and row[0]["merged_into"] is not None:
            profile_id = row[0]["merged_into"]
            row = self.rows("SELECT id, merged_into FROM profiles WHERE id = ?", (profile_id,))
        return next((p for p in self.profiles() if p.id == profile_id), None)

    def rename(self, profile_id: int, name: str) -> str:
        """Give a profile a new name; the old one (for undo)."""
        problem = name_problem(name)
        if problem is not None:
            raise HistoryError(problem)
        with self._write() as db:
            old = db.execute("SELECT name FROM profiles WHERE id = ?", (profile_id,)).fetchone()
            if old is None:
                raise _no_profile(profile_id)
            taken = db.execute("SELECT id FROM profiles WHERE key = ? AND id != ?",
                               (name_key(name), profile_id)).fetchone()
            if taken is not None:
                raise HistoryError(QT_TRANSLATE_NOOP(
                    "AlhambraError", "the history already knows a player called {name}: merge the two "
                    "instead"), name=excerpt(name))
            db.execute("UPDATE profiles SET name = ?, key = ? WHERE id = ?",
                       (name, name_key(name), profile_id))
        return str(old["name"])

    def merge(self, source: int, target: int) -> Merge:
        """Make ``source`` one player with ``target``: its games count for ``target`` and its
        name plays as ``target`` from now on."""
        if source == target:
            raise HistoryError(QT_TRANSLATE_NOOP(
                "AlhambraError", "a player cannot be merged with themselves"))
        with self._write() as db:
            for profile in (source, target):
                if db.execute("SELECT 1 FROM profiles WHERE id = ? AND merged_into IS NULL",
                              (profile,)).fetchone() is None:
                    raise _no_profile(profile)
            together = db.execute(
                "SELECT 1 FROM seats a JOIN seats b ON a.game_id = b.game_id "
                "WHERE a.profile_id = ? AND b.profile_id = ? LIMIT 1", (source, target)).fetchone()
            if together is not None:
                raise HistoryError(QT_TRANSLATE_NOOP(
                    "AlhambraError", "the two players sat at one table: they are two people"))
            seats = tuple(r[0] for r in db.execute("SELECT id FROM seats WHERE profile_id = ?", (source,)))
            aliases = tuple(r[0] for r in db.execute("SELECT id FROM profiles WHERE merged_into = ?",
                                                     (source,)))
            db.execute("UPDATE seats SET profile_id = ? WHERE profile_id = ?", (target, source))
            db.execute("UPDATE profiles SET merged_into = ? WHERE merged_into = ?", (target, source))
            db.execute("UPDATE profiles SET merged_into = ? WHERE id = ?", (target, source))
        return Merge(source, target, seats, aliases)

    def unmerge(self, merge: Merge) -> None:
        """Undo a merge: the source's games and names are its own again."""
        with self._write() as db:
            marks = ",".join("?" * len(merge.seats))
            db.execute(f"UPDATE seats SET profile_id = ? WHERE id IN ({marks})", (merge.source, *merge.seats))
            marks = ",".join("?" * len(merge.aliases))
            db.execute(f"UPDATE profiles SET merged_into = ? WHERE id IN ({marks})",
                       (merge.source, *merge.aliases))
            db.execute("UPDATE profiles SET merged_into = NULL WHERE id = ?", (merge.source,))


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


def _no_game(game_id: int) -> HistoryError:
    return HistoryError(QT_TRANSLATE_NOOP("AlhambraError", "there is no game {id} in the history"),
                        id=game_id)


def _no_profile(profile_id: int) -> HistoryError:
    return HistoryError(QT_TRANSLATE_NOOP("AlhambraError", "there is no player {id} in the history"),
                        id=profile_id)
