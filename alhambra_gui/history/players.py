"""The players the history knows (profiles): the name a seat plays as, renames and merges
that can be undone."""

from __future__ import annotations

import sqlite3

from ..engine.names import excerpt, name_key, name_problem
from ..engine.words import QT_TRANSLATE_NOOP
from . import sound
from .connection import Connection
from .errors import HistoryError
from .rows import Merge, Profile, when

#: Profiles whose name and colour can be read (``sound``); the others are not offered.
_READABLE = sound.sound("p", sound.PROFILES)


class Players(Connection):
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

    def profiles(self) -> list[Profile]:
        """Every player the history knows (merged ones aside): the last table first, in its
        seating order, then by the last game they played, newest first."""
        rows = self.rows(
            "SELECT p.id, p.name, p.colour, count(g.id) AS games, max(g.ended) AS last "
            "FROM profiles p LEFT JOIN seats s ON s.profile_id = p.id "
            f"LEFT JOIN games g ON g.id = s.game_id AND {self.live('g')} "
            f"WHERE p.merged_into IS NULL AND {_READABLE} GROUP BY p.id")
        table = {r["profile_id"]: r["seat"] for r in self.rows(
            "SELECT profile_id, seat FROM seats WHERE game_id = "
            f"(SELECT id FROM games g WHERE {self.live('g')} ORDER BY ended DESC, id DESC LIMIT 1)")}
        newest_first = sorted(rows, key=lambda r: r["last"] or "", reverse=True)
        ordered = sorted(newest_first, key=lambda r: (r["id"] not in table, table.get(r["id"], 0)))
        return [Profile(r["id"], r["name"], r["colour"], r["games"], when(r["last"])) for r in ordered]

    def player_names(self) -> list[tuple[int, str]]:
        """Every player's profile id and name (merged ones aside), as stored."""
        return [(r[0], r[1]) for r in self.tuples(
            f"SELECT id, name FROM profiles p WHERE merged_into IS NULL AND {_READABLE}")]

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


def _no_profile(profile_id: int) -> HistoryError:
    return HistoryError(QT_TRANSLATE_NOOP("AlhambraError", "there is no player {id} in the history"),
                        id=profile_id)
