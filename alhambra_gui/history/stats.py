"""Statistics over the history, each one query the database answers (with its indexes, a
player's statistics take milliseconds over 10 000 games: tests/benchmarks).

Points by source and the majorities won count the scorings whose terms are known
(``record``); the totals, wins, walls and buildings count every game.
"""

from __future__ import annotations

import sqlite3
from collections.abc import Sequence
from dataclasses import dataclass
from datetime import datetime
from itertools import combinations

from . import sound
from .rows import MOATED, MOATED_SQL, when
from .store import History


@dataclass(frozen=True)
class Standing:
    """One player over the games counted."""

    profile_id: int
    name: str
    colour: str | None
    games: int
    wins: int
    average: float
    best: int
    best_wall: int  # of every game, a Granada game's moat included
    #: The best wall of the games of walled variants, and the best moat of those with moats
    #: (None: no such game): a wall and a moat are not the same record.
    best_walled: int | None = None
    best_moat: int | None = None

    @property
    def win_rate(self) -> float:
        return self.wins / self.games if self.games else 0.0


@dataclass(frozen=True)
class PlayerStats:
    standing: Standing
    #: Points per source over the scorings whose terms are known: (source, key) -> points; the
    #: ``moated`` variants' moat is ("wall", "moat"), apart from the walls' ("wall", "wall").
    by_source: dict[tuple[str, str], int]
    scorings_known: int  # how many of the player's scorings those are
    scorings: int  # of how many
    #: How often the player had the first place of each building type's majority.
    majorities_won: dict[str, int]
    #: Each game's total, oldest first: (when it ended, total, won).
    totals: tuple[tuple[datetime, int, bool], ...]
    #: The variants of the player's games (a Granada game's wall is its moat).
    variants: frozenset[str] = frozenset({"alhambra"})
    #: The best wall of the player's games of walled variants, and the best moat of those of
    #: the ``moated`` variants asked for (None: no such game).
    best_walled: int | None = None
    best_moat: int | None = None


@dataclass(frozen=True)
class HeadToHead:
    """Two players at the same tables: how often each finished ahead of the other."""

    first: int
    second: int
    games: int
    first_ahead: int
    second_ahead: int

    @property
    def level(self) -> int:
        return self.games - self.first_ahead - self.second_ahead


@dataclass(frozen=True)
class Record:
    """The best ever of something: what, by whom, in which game, when."""

    what: str  # "total", "wall", or "buildings:<type>"
    value: float
    profile_id: int
    name: str
    game_id: int
    ended: datetime
    #: The variant of the game it was reached in (a Granada game's wall is its moat).
    variant: str = "alhambra"


_LIVE = f"JOIN games g ON g.id = s.game_id AND {History.live('g')}"


#: A player's standing over the seats of a query (``_standing`` reads it).
_STANDING = ("p.id, p.name, p.colour, count(*) AS games, sum(s.winner) AS wins, avg(s.total) AS average, "
             "max(s.total) AS best, max(s.wall) AS wall")
#: The best wall and the best moat told apart (the Players tab's; a cost of each seat's row).
_EDGES = (f"max(CASE WHEN g.variant IN ({MOATED_SQL}) THEN NULL ELSE s.wall END) AS best_walled, "
          f"max(CASE WHEN g.variant IN ({MOATED_SQL}) THEN s.wall END) AS best_moat")


def _standing(r: sqlite3.Row) -> Standing:
    asked = "best_moat" in r.keys()  # noqa: SIM118 - a Row's ``in`` looks among its values
    edges = (r["best_walled"], r["best_moat"]) if asked else (None, None)
    return Standing(r["id"], r["name"], r["colour"], r["games"], r["wins"], float(r["average"]), r["best"],
                    r["wall"], *edges)


def standings(history: History, game_ids: Sequence[int] | None = None) -> list[Standing]:
    """Every player's games, wins, average and best total and best wall, and best wall and
    moat told apart (over ``game_ids`` only, when given), most wins first."""
    history.check_seats()
    where, params = _only(game_ids)
    rows = history.rows(
        f"SELECT {_STANDING}, {_EDGES} FROM seats s {_LIVE} JOIN profiles p ON p.id = s.profile_id {where} "
        "GROUP BY s.profile_id ORDER BY wins DESC, average DESC, p.name", params)  # down seats_standing
    return [_standing(r) for r in rows]


def player_stats(history: History, profile_id: int, moated: Sequence[str] = MOATED) -> PlayerStats | None:
    """One player's statistics (None: the player has no game in the history); ``moated``: the
    variants whose games have moats, not walls (their best is told apart)."""
    history.check_seats()
    history.leave_out_found(sound.finding(  # the player's points by source: each readable
        "sources", "o", sound.SOURCES, "s.game_id", "sources o JOIN seats s ON s.id = o.seat_id",
        where="s.profile_id = ?"), (profile_id,))
    moats = f"g.variant IN ({','.join('?' * len(moated)) or 'NULL'})"
    found = history.rows(  # the player's standing and scorings counted in one pass over their seats
        f"SELECT {_STANDING}, sum(s.scorings) AS scorings, sum(s.detailed) AS known, "
        f"group_concat(DISTINCT g.variant) AS variants, max(CASE WHEN {moats} THEN NULL ELSE s.wall END) "
        f"AS best_walled, max(CASE WHEN {moats} THEN s.wall END) AS best_moat FROM seats s {_LIVE} "
        "JOIN profiles p ON p.id = s.profile_id WHERE s.profile_id = ? GROUP BY p.id",
        (*moated, *moated, profile_id))
    if not found:
        return None
    sources = history.rows(  # a moat's points apart from a wall's: ("wall", "moat")
        f"SELECT o.source, CASE WHEN o.source = 'wall' AND {moats} THEN 'moat' ELSE o.key END AS part, "
        "sum(o.points) AS points, sum(o.firsts) AS firsts FROM sources o "
        f"JOIN seats s ON s.id = o.seat_id {_LIVE} "
        "WHERE s.profile_id = ? GROUP BY part, o.source ORDER BY min(o.position), part, o.source",
        (*moated, profile_id))  # grouped by the key first: the sort of 50 000 rows ends on it (a third less)
    by_source = {(r["source"], r["part"]): r["points"] for r in sources}
    won = {r["part"]: r["firsts"] for r in sources if r["firsts"]}
    # each game's row as plain values, read column by column (6 000 games: no Python call a row)
    rows = history.tuples(f"SELECT g.ended || '+00:00', s.total, s.winner FROM seats s {_LIVE} "
                          "WHERE s.profile_id = ? ORDER BY g.ended, g.id", (profile_id,))
    ended, scored, winner = zip(*rows, strict=True) if rows else ((), (), ())
    totals = tuple(zip(map(datetime.fromisoformat, ended), scored, map(bool, winner), strict=True))
    variants = frozenset((found[0]["variants"] or "alhambra").split(","))
    return PlayerStats(_standing(found[0]), by_source, found[0]["known"], found[0]["scorings"], won, totals,
                       variants, found[0]["best_walled"], found[0]["best_moat"])


def standings_of(history: History, profile_ids: Sequence[int]) -> list[Standing]:
    """The standings of these players over all their games."""
    history.check_seats()
    marks = ",".join("?" * len(profile_ids))
    rows = history.rows(
        f"SELECT {_STANDING}, {_EDGES} FROM seats s {_LIVE} JOIN profiles p ON p.id = s.profile_id "
        f"WHERE s.profile_id IN ({marks}) GROUP BY p.id", list(profile_ids))
    return [_standing(r) for r in rows]


def table_games(history: History, profile_ids: Sequence[int]) -> list[int]:
    """The games played by exactly this table (these players, no one else)."""
    history.check_seats()
    wanted = sorted(set(profile_ids))
    rows = history.rows(
        f"SELECT s.game_id, group_concat(s.profile_id) AS who FROM seats s {_LIVE} GROUP BY s.game_id "
        f"HAVING count(*) = ? AND sum(s.profile_id IN ({','.join('?' * len(wanted))})) = ?",
        (len(wanted), *wanted, len(wanted)))
    return [r["game_id"] for r in rows]


@dataclass(frozen=True)
class Table:
    """Players who sat at one table together, and how many games they played so."""

    profile_ids: tuple[int, ...]
    names: tuple[str, ...]
    games: int


def tables(history: History, at_least: int = 2, most: int = 30) -> list[Table]:
    """The tables that met at least ``at_least`` times, those that met most first."""
    return _tables(history, _seatings(history), at_least, most)


def head_to_head(history: History, game_ids: Sequence[int] | None = None) -> list[HeadToHead]:
    """Every pair of players who sat at one table (``first`` < ``second``), over ``game_ids``
    only when given."""
    return _pairs(_seatings(history, game_ids))


def meetings(history: History, at_least: int = 2, most: int = 30) -> tuple[list[Table], list[HeadToHead]]:
    """``tables`` and every game's ``head_to_head`` from one reading of the seats."""
    seatings = _seatings(history)
    return _tables(history, seatings, at_least, most), _pairs(seatings)


#: Who sat at a game (profile ids in seat order) with their ranks, and how many games were
#: seated and ranked so.
Seatings = list[tuple[tuple[int, ...], tuple[int, ...], int]]


def _seatings(history: History, game_ids: Sequence[int] | None = None) -> Seatings:
    """Every game's seats, counted by who sat and how they ranked: SQLite groups the games
    (one row per distinct seating, some hundreds for 10 000 games), the tables and the head
    to head are counted from those (not a Python pass over 40 000 seats)."""
    history.check_seats()
    where, params = _only(game_ids)
    rows = history.tuples(
        "SELECT who, ranks, count(*) FROM (SELECT group_concat(s.profile_id) AS who, "  # both in one order
        f"group_concat(s.rank) AS ranks FROM seats s {_LIVE} {where} GROUP BY s.game_id) GROUP BY who, ranks",
        params)
    return [(tuple(map(int, who.split(","))), tuple(map(int, ranks.split(","))), games)
            for who, ranks, games in rows]


def _tables(history: History, seatings: Seatings, at_least: int, most: int) -> list[Table]:
    met: dict[tuple[int, ...], int] = {}
    for who, _, games in seatings:
        table = tuple(sorted(who))
        met[table] = met.get(table, 0) + games
    # the most met first, then as SQLite orders the ids' text ("1,10,2")
    shown = sorted(((n, ",".join(map(str, t)), t) for t, n in met.items() if n >= at_least),
                   key=lambda found: (-found[0], found[1]))[:most]
    names = dict(history.tuples("SELECT id, name FROM profiles"))
    return [Table(table, tuple(names[i] for i in table), n) for n, _, table in shown]


def _pairs(seatings: Seatings) -> list[HeadToHead]:
    pairs: dict[tuple[int, int], list[int]] = {}  # games, first ahead, second ahead
    for who, ranks, games in seatings:
        seated = sorted(zip(who, ranks, strict=True))  # each pair comes first player first
        for (first, first_rank), (second, second_rank) in combinations(seated, 2):
            if first == second:  # a player seated twice (a history edited by hand) is no pair
                continue
            counts = pairs.setdefault((first, second), [0, 0, 0])
            counts[0] += games
            counts[1] += games * (first_rank < second_rank)
            counts[2] += games * (second_rank < first_rank)
    return [HeadToHead(first, second, *counts) for (first, second), counts in sorted(pairs.items())]


def records(history: History, standings: Sequence[Standing] | None = None) -> list[Record]:
    """The highest total, the longest wall and the most buildings of each type ever (the
    first to reach it, when several did). The best total and wall are found by their value
    (every game's ``standings``' best, when read already; else one pass over the seats):
    then only the seats holding it are joined to their games, none sorted."""
    history.check_seats()
    history.leave_out_found(sound.finding("buildings", "b", sound.BUILDINGS, "s.game_id",
                                          "buildings b JOIN seats s ON s.id = b.seat_id"))
    if standings is None:
        best = history.tuples(f"SELECT max(s.total), max(s.wall) FROM seats s {_LIVE} "
                              "JOIN profiles p ON p.id = s.profile_id")[0]
    else:
        best = (max((s.best for s in standings), default=None),
                max((s.best_wall for s in standings), default=None))
    found = []
    for (what, column), value in zip((("total", "s.total"), ("wall", "s.wall")), best, strict=True):
        if value is not None:  # the first to reach it: its game's end, its id, its seat, the least
            found += _best(history, what, f"SELECT {column} AS value, s.profile_id, p.name, s.game_id, "
                           "g.ended, g.variant, "
                           f"min(g.ended || printf('%012d %03d', g.id, s.seat)) FROM seats s "
                           f"{_LIVE} JOIN profiles p ON p.id = s.profile_id WHERE {column} = ? "
                           "HAVING count(*)", (value,))
    seats = history.tuples("SELECT max(id) FROM seats")[0][0] or 0  # about how many
    for (kind,) in history.tuples(_BUILDING_TYPES):
        found += _most_buildings(history, kind, seats)
    return found


def _most_buildings(history: History, kind: str, seats: int) -> list[Record]:
    """The most buildings of a type ever: the value at the top of the index (the first live
    seat down it), then the first game to reach it: down the games by their end when many
    seats reach it (one is soon met: 10 000 games, some 5 000 seats with the most), else
    among those seats (few, sorted)."""
    top = history.tuples(f"SELECT b.count FROM buildings b JOIN seats s ON s.id = b.seat_id {_LIVE} "
                         "WHERE b.type = ? ORDER BY b.count DESC LIMIT 1", (kind,))
    if not top:
        return []
    value = top[0][0]
    ties = history.tuples("SELECT count(*) FROM buildings WHERE type = ? AND count = ?", (kind, value))[0][0]
    if ties * ties > seats:
        source = ("games g INDEXED BY games_ended CROSS JOIN seats s ON s.game_id = g.id "
                  "CROSS JOIN buildings b ON b.seat_id = s.id AND b.type = ? AND b.count = ? "
                  f"JOIN profiles p ON p.id = s.profile_id WHERE {History.live('g')}")
    else:
        source = (f"buildings b JOIN seats s ON s.id = b.seat_id {_LIVE} "
                  "JOIN profiles p ON p.id = s.profile_id WHERE b.type = ? AND b.count = ?")
    return _best(history, f"buildings:{kind}", "SELECT b.count AS value, s.profile_id, p.name, s.game_id, "
                 f"g.ended, g.variant FROM {source} ORDER BY g.ended, g.id, s.seat LIMIT 1", (kind, value))


#: The building types counted, in order: the next type up the index each time (a skip-scan
#: of ``buildings_type``: a handful of lookups, not a read of every building of 10 000 games).
_BUILDING_TYPES = ("WITH RECURSIVE t(type) AS (SELECT min(type) FROM buildings UNION ALL "
                   "SELECT (SELECT min(type) FROM buildings WHERE type > t.type) FROM t "
                   "WHERE t.type IS NOT NULL) SELECT type FROM t WHERE type IS NOT NULL")


def _best(history: History, what: str, sql: str, params: Sequence[object]) -> list[Record]:
    return [Record(what, r["value"], r["profile_id"], r["name"], r["game_id"],
                   when(r["ended"]) or datetime.min, r["variant"]) for r in history.rows(sql, params)]


def _only(game_ids: Sequence[int] | None, seat: str = "s") -> tuple[str, list[int]]:
    if game_ids is None:
        return "", []
    return f"WHERE {seat}.game_id IN ({','.join('?' * len(game_ids))})", list(game_ids)


def profile_colours(history: History) -> dict[int, str | None]:
    """Every player's colour, the one they last played with (None: no game file named one)."""
    return dict(history.tuples("SELECT id, colour FROM profiles WHERE merged_into IS NULL"))


def newest_seats(history: History, profile_ids: Sequence[int]) -> dict[int, tuple[str | None, int]]:
    """These players' colour (None: the game file names none) and seat in the newest game
    each played."""
    marks = ",".join("?" * len(profile_ids))
    rows = history.tuples(
        f"SELECT s.profile_id, s.colour, s.seat, max(g.ended || printf('%012d', g.id)) FROM seats s {_LIVE} "
        f"WHERE s.profile_id IN ({marks}) GROUP BY s.profile_id", list(profile_ids))
    return {profile: (colour, seat) for profile, colour, seat, _newest in rows}


def newest_game(history: History) -> int | None:
    """The game that ended last (None: the history has none)."""
    found = history.tuples("SELECT id FROM games WHERE deleted = 0 ORDER BY ended DESC, id DESC LIMIT 1")
    return int(found[0][0]) if found else None
