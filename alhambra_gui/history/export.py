"""The history (or some of its games) as a BG Stats play file or as CSV, for any number of
games: one query, streamed in the games' order, joins the games, their seats and their
scorings, and for the play file each seat's final scoring told by category (its terms
worded and joined by SQLite, a text per seat: 226 000 terms of 10 000 games never become
Python rows), so that 10 000 games are one pass over each table, never a query per game
nor all rows at once.

``write`` writes to any text stream and hands back, every so many games, how many are
written (the window shows progress and may stop between two steps; the command line
writes through). A game the app cannot read is left out, and said (``History.notes``).
"""

from __future__ import annotations

import csv
import json
import re
import uuid
from collections.abc import Iterator, Sequence
from dataclasses import dataclass
from datetime import datetime
from itertools import groupby
from operator import itemgetter
from typing import Any, TextIO

from ..engine.spreadsheet import spreadsheet_safe
from . import bgstats, sound
from .errors import HistoryError
from .rows import MOATED_SQL, GameRow, Seat, when
from .store import History

BGSTATS, CSV = "bgstats", "csv"
KINDS = (BGSTATS, CSV)
#: Games written between two looks at progress (and Cancel).
STEP = 250
CSV_HEADER = ("game", "date_utc", "duration_min", "variant", "modules", "seat", "player",
              "name_in_game", "scoring_1", "scoring_2", "scoring_3", "total", "rank", "winner",
              "longest_wall")
#: The namespace of the uuids the play file gives players and games (stable across exports).
_NAMESPACE = uuid.UUID("6f0d3a52-5b3e-4c1e-9a57-3c5b2f0e6a49")
_HEX = re.compile(r"[0-9a-fA-F]{32}")


@dataclass(frozen=True)
class Played:
    """A game as the exports need it: its row, each seat's points in the three scorings (None
    for one not recorded), and when the play file asks for it each seat's final scoring by
    category, worded (``bgstats.categories_text``: "garden 8, wall 5")."""

    row: GameRow
    points: dict[int, tuple[int | None, ...]]
    final: dict[int, str]
    #: When it ended, as the history writes it (``rows.stamp``: the text read, never made again).
    ended: str


def count(history: History, ids: Sequence[int] | None = None) -> int:
    """How many games an export of ``ids`` (None: all) writes, at most."""
    return history.count() if ids is None else len(set(ids))


def write(history: History, kind: str, out: TextIO, ids: Sequence[int] | None = None, *,
          ascii_json: bool = False, step: int = STEP) -> Iterator[int]:
    """Write the export of ``ids`` (None: every game), oldest game first; yields the count
    of games written every ``step`` games and at the end."""
    games = _played(history, ids, with_terms=kind == BGSTATS)
    writer = _csv(games, out) if kind == CSV else _play_file(games, out, ascii_json)
    done = 0
    for done in writer:
        if done % step == 0:
            yield done
    yield done


def text(history: History, kind: str, ids: Sequence[int] | None = None, *, ascii_json: bool = False) -> str:
    """The whole export as one text (the command line, the tests)."""
    import io

    out = io.StringIO()
    for _ in write(history, kind, out, ids, ascii_json=ascii_json):
        pass
    return out.getvalue()


def play_file(history: History, ids: Sequence[int] | None = None) -> dict[str, Any]:
    """The play file as data."""
    data: dict[str, Any] = json.loads(text(history, BGSTATS, ids))
    return data


# ---- reading: one query, the tables joined -----------------------------------------------------

def _final_told() -> str:
    """A seat's final scoring by category as ``bgstats.categories_text`` words it (the
    terms that scored, in the score's order, ``key points`` joined by ", "), made by SQLite;
    NULL for none. A game with such a term that cannot be read is left out before
    (``_UNREADABLE_FINAL_TERMS``)."""
    return ("(SELECT group_concat(told, ', ') FROM "
            f"(SELECT CASE WHEN t.source = 'wall' AND g.variant IN ({MOATED_SQL}) THEN 'moat' "
            "ELSE replace(t.key, '_', ' ') END || ' ' || t.points AS told FROM terms t "
            "WHERE t.seat_id = s.id AND t.round = 3 AND t.points IS NOT 0 "  # comments tell no zero
            "ORDER BY t.position, t.key))")


#: The games with a row an export reads that cannot be read, each found in one pass over its
#: table, made once until another program writes (``Connection.games_found``), rather than
#: each row checked again on every export: a scoring's points (the rounds the exports join),
#: and for the play file a term of the final scoring that it tells (one that scored).
_UNREADABLE_SCORES = (
    "SELECT DISTINCT s.game_id FROM scores c CROSS JOIN seats s ON s.id = c.seat_id "
    f"WHERE c.round IN (1, 2, 3) AND NOT {sound.sound('c', sound.SCORES)}")
_UNREADABLE_FINAL_TERMS = (
    "SELECT DISTINCT s.game_id FROM terms t CROSS JOIN seats s ON s.id = t.seat_id "
    f"WHERE t.round = 3 AND t.points IS NOT 0 AND NOT {sound.sound('t', sound.TERMS)}")


def _leave_out_unreadable(history: History, where: str, *, with_terms: bool) -> None:
    """Leave out the games of this export (``where``) whose scorings or, for the play file,
    final scoring's terms cannot be read, each said as when they are read (``_leave_out``)."""
    found = sorted({*history.games_found(_UNREADABLE_SCORES),
                    *(history.games_found(_UNREADABLE_FINAL_TERMS) if with_terms else ())})
    for start in range(0, len(found), 500):  # few, if any; SQLite takes some hundreds of parameters
        part = found[start:start + 500]
        asked = f"SELECT g.id FROM games g WHERE {where} AND g.id IN ({','.join('?' * len(part))})"
        for (game_id,) in history.tuples(asked, part):
            _leave_out(history, game_id)


def _played(history: History, ids: Sequence[int] | None, *, with_terms: bool) -> Iterator[Played]:
    """The games oldest first: their seats with the three scorings (and for the play file
    the final scoring told by category) joined to them in one query; a game whose
    scorings or terms cannot be read is left out (before: ``_leave_out_unreadable``)."""
    history.check_seats()
    where = history.live("g")
    if ids is not None:
        where += " AND g.id IN temp.chosen"
        history.choose(ids)
    _leave_out_unreadable(history, where, with_terms=with_terms)
    told = _final_told() if with_terms else "''"
    # CROSS JOIN keeps SQLite's order of the tables: the games by their end (an index), each
    # game's seats, each seat's rows, so that the rows come out in the order asked, unsorted.
    seats = groupby(history.stream(
        "SELECT g.id, g.play_id, g.variant, g.modules, g.ended, g.started, g.dirk_total, g.source, "
        "s.profile_id, p.name, s.name, s.seat, s.colour, s.total, s.rank, s.winner, s.wall, "
        f"c1.points, c2.points, c3.points, {told} "
        "FROM games g CROSS JOIN seats s ON s.game_id = g.id JOIN profiles p ON p.id = s.profile_id "
        + " ".join(f"LEFT JOIN scores c{r} ON c{r}.seat_id = s.id AND c{r}.round = {r}" for r in (1, 2, 3))
        + f" WHERE {where} ORDER BY g.ended, g.id, s.seat"), key=_first)
    for game_id, rows in seats:
        seated = list(rows)
        _, play_id, variant, modules, ended, started, dirk, source = seated[0][:8]
        row = GameRow(game_id, play_id, variant, tuple(filter(None, modules.split(","))),
                      when(ended) or datetime.min, when(started), dirk,
                      tuple(Seat(r[8], r[9], r[10], r[11], r[12], r[13], r[14], r[15] == 1, r[16])
                            for r in seated), source)
        yield Played(row, {r[11]: r[17:20] for r in seated}, {r[11]: r[20] for r in seated if r[20]}, ended)


def _leave_out(history: History, game_id: int) -> None:
    """A game whose scorings or terms cannot be read: said which (read again, it is one)."""
    try:
        history.scorings(game_id)
        history.terms(game_id)
    except HistoryError:
        pass  # left out, with its line


#: A row's game (its first column).
_first = itemgetter(0)


# ---- writing ---------------------------------------------------------------------------------

def _csv(games: Iterator[Played], out: TextIO) -> Iterator[int]:
    """One line per player of a game. Numbers are written as numbers (a scoring not
    recorded, None, as an empty cell: the csv module writes None so); every text cell (the
    names, the variant, the modules) is made safe for a spreadsheet once per distinct text."""
    writer = csv.writer(out)
    writer.writerow(CSV_HEADER)
    safe: dict[str, str] = {}

    def cell(value: str) -> str:
        if value not in safe:
            safe[value] = spreadsheet_safe(value)
        return safe[value]

    for done, game in enumerate(games, 1):
        row = game.row
        common = (row.id, game.ended, row.duration_min, cell(row.variant), cell(" ".join(row.modules)))
        writer.writerows([
            (*common, seat.seat + 1, cell(seat.player), cell(seat.name), *game.points[seat.seat],
             seat.total, seat.rank, "yes" if seat.winner else "no", seat.wall) for seat in row.seats])
        yield done


def _play_file(games: Iterator[Played], out: TextIO, ascii_json: bool) -> Iterator[int]:
    """BG Stats' play file: ``plays`` with ``playerScores``, linked by ids to ``players``
    and ``games`` (each given once, with a uuid stable across exports). A play is written
    from a template, each text through the JSON encoder's own escaping: the same text
    ``json.dumps`` writes of the play (``tests/test_history_export_text.py``), without a
    dictionary of some 30 entries built and walked for each of 10 000 games."""
    dumps = json.JSONEncoder(ensure_ascii=ascii_json).encode  # made once: json.dumps makes one a play

    players: dict[int, dict[str, Any]] = {}
    kinds: dict[str, dict[str, Any]] = {}
    out.write('{"about": ' + dumps("This is a play file that Board Game Stats reads (exported by "
                                   f"{bgstats.source_name()}).") + ', "plays": [')
    for done, game in enumerate(games):
        row, when_ = game.row, game.ended
        if row.variant not in kinds:
            kinds[row.variant] = {
                "id": len(kinds) + 1, "uuid": str(uuid.uuid5(_NAMESPACE, f"game:{row.variant}")),
                "modificationDate": when_, "cooperative": False, "usesTeams": False,
                **{k: v for k, v in bgstats.game_of(row.variant).items() if k != "sourceGameId"}}
        for seat in row.seats:
            if seat.profile_id not in players:
                players[seat.profile_id] = {
                    "id": len(players) + 1, "uuid": str(uuid.uuid5(_NAMESPACE, f"player:{seat.profile_id}")),
                    "name": seat.player, "isAnonymous": False, "modificationDate": when_, "bggUsername": ""}
        scores = ", ".join([_score(seat, players[seat.profile_id]["id"]) for seat in row.seats])
        out.write(_PLAY.format("," if done else "", dumps(_uuid_text(row.play_id)), dumps(when_),
                               row.duration_min or 0, kinds[row.variant]["id"],
                               dumps(bgstats.comments_told(row, game.points, game.final)), scores))
        yield done + 1
    out.write('], "players": ' + dumps(list(players.values())) + ', "locations": [], "games": '
              + dumps(list(kinds.values())) + "}\n")


#: A play of the play file as ``json.dumps`` writes it (its
#: separators, the keys in this order): the texts filled in are JSON already.
_PLAY = ('{0}{{"uuid": {1}, "modificationDate": {2}, "entryDate": {2}, "playDate": {2}, "usesTeams": false, '
         '"durationMin": {3:d}, "ignored": false, "manualWinner": false, "rounds": 3, "gameRefId": {4:d}, '
         '"board": "", "scoringSetting": 0, "comments": {5}, "playerScores": [{6}]}}')
_TRUTH = {True: "true", False: "false"}


def _score(seat: Seat, player: int) -> str:
    """A seat's score in a play, as ``json.dumps`` writes it (``_PLAY``)."""
    return (f'{{"score": "{seat.total:d}", "winner": {_TRUTH[seat.winner]}, "newPlayer": false, '
            f'"startPlayer": {_TRUTH[seat.seat == 0]}, "playerRefId": {player:d}, "rank": {seat.rank:d}, '
            f'"seatOrder": {seat.seat + 1:d}}}')


def _uuid_text(play_id: str) -> str:
    """A play id (32 hex digits) written as a uuid, without making one."""
    if _HEX.fullmatch(play_id):
        play_id = play_id.lower()
        return f"{play_id[:8]}-{play_id[8:12]}-{play_id[12:16]}-{play_id[16:20]}-{play_id[20:]}"
    return play_id
