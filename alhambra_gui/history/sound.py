"""Values the app cannot read: a history edited by hand or by another program may hold a
date that is no date (``games.ended = 'yesterday'``), a total that is no number
(``seats.total = 'lots'``), a seat whose player is gone. SQLite keeps such a value as it
was given (a column's type is a preference), and every sum or comparison over it would be
wrong, or the reading would fail.

A game with such a value in its own row or its seats is left out of everything the
history reads (the list, the statistics, the exports, the players). Its own row is
checked for every game whenever the file changed (``UNREADABLE``: milliseconds); its seats
where they are read: as the list reads them (``bad_seat``), or in one pass before the
statistics (``UNREADABLE_SEATS``). The details read a game at a time (its scorings, its
terms) are checked as they are read (``bad_detail``). Each game left out is said in one
line naming it, the column and the value (``left_out``).
"""

from __future__ import annotations

import sqlite3
from collections.abc import Container, Iterable, Sequence
from typing import Any

from ..engine.errors import sentence
from ..engine.names import excerpt, printable
from ..engine.variant import VARIANTS
from ..engine.words import QT_TRANSLATE_NOOP, Line

#: What makes a value of each kind unreadable, as an SQL condition on the column ``{c}``.
_BAD = {
    "int": "typeof({c}) != 'integer'",
    "int?": "({c} IS NOT NULL AND typeof({c}) != 'integer')",
    "flag": "(typeof({c}) != 'integer' OR {c} NOT IN (0, 1))",
    "number": "typeof({c}) NOT IN ('integer', 'real')",
    "text": "typeof({c}) != 'text'",
    "date": "(typeof({c}) != 'text' OR datetime({c}) IS NOT {c})",
    "date?": "({c} IS NOT NULL AND (typeof({c}) != 'text' OR datetime({c}) IS NOT {c}))",
    "variant": "(typeof({c}) != 'text' OR {c} NOT IN (" + ", ".join(f"'{v}'" for v in VARIANTS) + "))",
    "colour": "({c} IS NOT NULL AND typeof({c}) != 'text')",  # a colour Qt cannot read is black
}
#: The Python types a value of each kind is read as.
_TYPES: dict[str, type | tuple[type, ...]] = {
    "int": int, "int?": (int, type(None)), "flag": int, "number": (int, float), "text": str,
    "date": str, "date?": (str, type(None)), "variant": str, "colour": (str, type(None))}
Columns = Sequence[tuple[str, str]]
GAMES: Columns = (("ended", "date"), ("started", "date?"), ("dirk_total", "int?"), ("variant", "variant"),
                  ("modules", "text"), ("play_id", "text"), ("source", "text"))
SEATS: Columns = (("seat", "int"), ("name", "text"), ("colour", "colour"), ("total", "int"), ("rank", "int"),
                  ("winner", "flag"), ("wall", "int"), ("counts_only", "flag"), ("scorings", "int"),
                  ("detailed", "int"))
PROFILES: Columns = (("name", "text"), ("colour", "colour"))
SCORES: Columns = (("round", "int"), ("points", "int"))
TERMS: Columns = (("round", "int"), ("position", "int"), ("source", "text"), ("key", "text"),
                  ("points", "int"), ("place", "int?"))
SOURCES: Columns = (("source", "text"), ("key", "text"), ("position", "int"), ("points", "int"),
                    ("firsts", "int"))
BUILDINGS: Columns = (("type", "text"), ("count", "number"))


def bad(column: str, kind: str) -> str:
    """The SQL condition under which ``column`` (a kind of ``_BAD``) cannot be read."""
    return _BAD[kind].format(c=column)


def sound(alias: str, columns: Columns) -> str:
    """The SQL condition that every column of a row (``alias``) can be read."""
    return "NOT (" + " OR ".join(bad(f"{alias}.{c}", k) for c, k in columns) + ")"


def finding(table: str, alias: str, columns: Columns, game: str, source: str, *, where: str = "",
            extra: str = "") -> str:
    """A query of (game, column, value) for the unreadable rows of ``table`` (``alias`` in
    ``source``; only those ``where`` says, when given)."""
    conditions = [(bad(f"{alias}.{c}", k), f"'{table}.{c}'", f"{alias}.{c}") for c, k in columns]
    if extra:
        conditions.append((extra, "'seats.profile_id'", f"{alias}.profile_id"))
    which = " ".join(f"WHEN {b} THEN {name}" for b, name, _ in conditions)
    value = " ".join(f"WHEN {b} THEN {column}" for b, _, column in conditions)
    return (f"SELECT {game}, CASE {which} END, CASE {value} END FROM {source} "
            f"WHERE ({' OR '.join(b for b, _, _ in conditions)})" + (f" AND {where}" if where else ""))


#: The games (deleted or not) whose own row holds a value the app cannot read: (game id,
#: table.column, the value). A pass over the games alone: milliseconds for 10 000.
UNREADABLE = finding("games", "g", GAMES, "g.id", "games g")
#: The profiles whose name and colour can be read.
READABLE_PLAYER = f"SELECT p.id FROM profiles p WHERE {sound('p', PROFILES)}"
#: The games with a seat the app cannot read, or whose player is gone or unreadable (a pass
#: over every seat: the statistics and the exports, which read them all, make it).
UNREADABLE_SEATS = finding("seats", "x", SEATS, "x.game_id", "seats x",
                           extra=f"x.profile_id NOT IN ({READABLE_PLAYER})")


def unreadable(db: sqlite3.Connection, query: str = UNREADABLE) -> dict[int, tuple[str, Any]]:
    """The games a finding query finds, each with its first unreadable column and value."""
    found: dict[int, tuple[str, Any]] = {}
    for game_id, column, value in db.execute(query):
        found.setdefault(int(game_id), (column, value))
    return found


_SEAT_TYPES = tuple(_TYPES[kind] for _, kind in SEATS)
_FLAGS = tuple(number for number, (_, kind) in enumerate(SEATS) if kind == "flag")


def bad_seat(seat: Sequence[Any], players: Container[int]) -> tuple[str, Any] | None:
    """The first value of a seat row (``SEATS``' columns, then the profile id) the app
    cannot read, checked as the row is read (the list of games reads every seat anyway:
    one pass of ``isinstance`` over the row, the sentence made only for a bad one)."""
    if (all(map(isinstance, seat, _SEAT_TYPES)) and all(seat[n] in (0, 1) for n in _FLAGS)
            and seat[len(SEATS)] in players):
        return None
    found = bad_detail((seat,), SEATS, "seats")
    if found is None and seat[len(SEATS)] not in players:
        return "seats.profile_id", seat[len(SEATS)]
    return found


def bad_detail(rows: Iterable[Sequence[Any]], columns: Columns, table: str) -> tuple[str, Any] | None:
    """The first unreadable value among rows read a game at a time (columns in the order of
    ``columns``): (table.column, value), or None."""
    for row in rows:
        for value, (column, kind) in zip(row, columns, strict=False):
            if not _readable(value, kind):
                return f"{table}.{column}", value
    return None


def _readable(value: Any, kind: str) -> bool:
    return isinstance(value, _TYPES[kind]) and (kind != "flag" or value in (0, 1))


def left_out(game_id: int, column: str, value: Any) -> Line:
    """One line naming a game left out, the column and the value."""
    return sentence(QT_TRANSLATE_NOOP(
        "AlhambraError", "game {id} of the history is left out: its {column} holds {value}, which "
        "the app cannot read"), id=game_id, column=column,
        value=excerpt(value) if isinstance(value, str) else printable(repr(value)))
