"""Logging plays elsewhere: a game as a BG Stats "create play" link (every player scans it
as a QR code and logs the play on their own phone), and what the history's BG Stats play
file (``export``) says of a game: its BG Stats game, its comments.

The link is ``https://app.bgstatsapp.com/createPlay.html?data=`` followed by the play as
JSON: ``sourceName``, ``sourcePlayId`` (the game's play id: unique, and stable when the game
is corrected), ``playDate`` (UTC, ``YYYY-MM-DD HH:MM:SS``), ``durationMin``, ``game``
(``name``, ``bggId`` as a number, ``highestWins``, ``noPoints``), ``players`` (``name``,
``score``, ``winner``, ``rank``, ``startPlayer``) and the scoring in ``comments``: each
player's total, their points per scoring and their points by category (over the whole game
when every scoring's terms are known, else the final scoring's). Every boolean is written
out. The JSON is percent-encoded only where a link needs it (``link``): a QR code holds a
third more of it than when every ``{":,`` is encoded too. What names the games is data
(``resources/history/bgstats.json``).
"""

from __future__ import annotations

import json
from collections.abc import Callable, Mapping, Sequence
from functools import cache
from typing import Any
from urllib.parse import quote

from ..engine.assets import load_json
from ..engine.variant import VARIANTS, get_variant
from .rows import GameRow, stamp
from .store import History

TermName = Callable[[str, str], str]


@cache
def _config() -> dict[str, Any]:
    data: dict[str, Any] = load_json("history", "bgstats.json")
    return data


def source_name() -> str:
    """The app's name as BG Stats shows it beside a play it did not make."""
    return str(_config()["sourceName"])


def game_of(variant: str) -> dict[str, Any]:
    """BG Stats' description of a variant's game."""
    entry = _config()["games"].get(variant, {})
    game: dict[str, Any] = {"name": get_variant(variant).title, "highestWins": True, "noPoints": False,
                            "sourceGameId": variant}
    if "bggId" in entry:
        game["bggId"] = int(entry["bggId"])
    return game


def _english(source: str, key: str) -> str:
    return key.replace("_", " ")


def english_terms(variant: str) -> TermName:
    """The terms' English names in a variant's game: its wall is a moat where it has moats
    (Granada); the points won during play (no term of a scoring) are "during play"."""
    moated = variant in VARIANTS and get_variant(variant).moats

    def name(source: str, key: str) -> str:
        if source == "wall" and moated:
            return "moat"
        return _english(source, key)

    return name


#: The term name asked for the points a player won during play, outside the scorings.
DURING_PLAY = ("play", "during_play")


#: How much of the scoring ``comments`` tells: each player's scorings and points by
#: category, the scorings only, nothing (a link short enough for a QR code).
FULL, POINTS, NONE = "full", "points", "none"


def comments(history: History, row: GameRow, term_name: TermName | None = None, detail: str = FULL,
             most: int | None = None) -> str:
    """The scoring of a game in words, a line per player: the total, each scoring's points
    and (``FULL``) the points by category, at most ``most`` of them (the largest) per player."""
    return comments_of(row, history.scores(row.id), history.terms(row.id), term_name, detail, most)


def comments_of(row: GameRow, points: Mapping[int, Sequence[int]],
                terms: Mapping[int, Mapping[int, Sequence[tuple[str, str, int]]]],
                term_name: TermName | None = None, detail: str = FULL, most: int | None = None) -> str:
    """``comments`` of what is read already: each seat's points per scoring, and its terms by
    round (``term_name``: English in the game's own words by default)."""
    named = term_name or english_terms(row.variant)
    told = {seat.seat: categories_text(_by_category(terms.get(seat.seat, {}), most), named)
            for seat in row.seats} if detail == FULL else {}
    return comments_told(row, points, told, named)


def categories_text(parts: Sequence[tuple[str, str, int]], term_name: TermName = _english) -> str:
    """A seat's points by category in words: "garden 8, wall 5" (the play file's export
    has SQLite word them the same way, ``export._final_told``)."""
    return ", ".join(f"{term_name(source, key)} {value}" for source, key, value in parts)


def comments_told(row: GameRow, points: Mapping[int, Sequence[int | None]], told: Mapping[int, str],
                  term_name: TermName | None = None) -> str:
    """The comments, a line per player: the total, each scoring's points (None: a scoring
    not recorded, left out) and the points won during play, which the total holds besides
    (a module's immediate points), so that they add up; and, when ``told`` has it, the
    points by category already in words (``categories_text``)."""
    during = (term_name or english_terms(row.variant))(*DURING_PLAY)
    lines = []
    for seat in row.seats:
        recorded = points.get(seat.seat, ())
        parts = [str(p) for p in recorded if p is not None]
        won = seat.total - sum(p for p in recorded if p is not None)
        scored = " + ".join(parts)
        if won and len(parts) == 3:
            scored += f" + {won} {during}" if won > 0 else f" \N{MINUS SIGN} {-won} {during}"
        line = f"{seat.player} {seat.total} ({scored})"
        final = told.get(seat.seat)
        lines.append(f"{line}: {final}" if final else line)
    return "\n".join(lines)


def _by_category(rounds: Mapping[int, Sequence[tuple[str, str, int]]],
                 most: int | None) -> list[tuple[str, str, int]]:
    """A seat's points by category, in the score's order, none of nothing: summed over the
    game when every scoring's terms are known, else the final scoring's (None of them: no
    category); the ``most`` largest only, when given."""
    if all(r in rounds for r in (1, 2, 3)):
        summed: dict[tuple[str, str], int] = {}
        for scored in (rounds[1], rounds[2], rounds[3]):
            for source, key, value in scored:
                summed[source, key] = summed.get((source, key), 0) + value
        parts = [(source, key, value) for (source, key), value in summed.items() if value]
    else:  # one scoring names a category once (the history's key of a term): nothing to sum
        parts = [part for part in rounds.get(3, ()) if part[2]]
    if most is not None:
        kept = sorted(parts, key=lambda part: -part[2])[:most]
        parts = [part for part in parts if part in kept]
    return parts


def play(history: History, row: GameRow, *, detail: str = FULL, most: int | None = None,
         term_name: TermName | None = None) -> dict[str, Any]:
    """The play a link creates (``detail`` and ``most``: how much its comments tell)."""
    data: dict[str, Any] = {
        "sourceName": source_name(),
        "sourcePlayId": row.play_id,
        "playDate": stamp(row.ended),
        "durationMin": row.duration_min or 0,
        "game": game_of(row.variant),
        "players": [{"name": s.player, "score": s.total, "winner": s.winner, "rank": s.rank,
                     "startPlayer": s.seat == 0} for s in row.seats],
    }
    if detail != NONE:
        data["comments"] = comments(history, row, term_name, detail, most)
    return data


#: What a link's query takes as it is (RFC 3986's unreserved characters, ``:@/?`` and the
#: sub-delimiters but ``&+=``, and the JSON's ``{}[]"`` that every browser reads as written);
#: everything else is percent-encoded: spaces and line breaks, ``%&+=#``, ``<>\\^`|``, and
#: every character beyond ASCII (as UTF-8).
LINK_SAFE = ":@/?!$'()*,;{}[]\""


def link(data: dict[str, Any]) -> str:
    """The "create play" link of a play: its JSON, encoded where a link needs it (names and
    comments read back as typed)."""
    text = json.dumps(data, ensure_ascii=False, separators=(",", ":"))
    return str(_config()["link"]) + quote(text, safe=LINK_SAFE)
