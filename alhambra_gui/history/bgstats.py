"""Logging plays elsewhere: a game as a BG Stats "create play" link (every player scans it
as a QR code and logs the play on their own phone), and what the history's BG Stats play
file (``export``) says of a game: its BG Stats game, its comments.

The link is ``https://app.bgstatsapp.com/createPlay.html?data=`` followed by the play as
URL-encoded JSON: ``sourceName``, ``sourcePlayId`` (the game's play id: unique, and stable
when the game is corrected), ``playDate`` (UTC, ``YYYY-MM-DD HH:MM:SS``), ``durationMin``,
``game`` (``name``, ``bggId`` as a number, ``highestWins``, ``noPoints``), ``players``
(``name``, ``score``, ``winner``, ``rank``, ``startPlayer``) and the scoring in
``comments``. Every boolean is written out. What names the games is data
(``resources/history/bgstats.json``).
"""

from __future__ import annotations

import json
from collections.abc import Callable, Mapping, Sequence
from functools import cache
from typing import Any
from urllib.parse import quote

from ..engine.assets import load_json
from ..engine.variant import get_variant
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


#: How much of the scoring ``comments`` tells: each player's scorings and the final
#: scoring's terms, the scorings only, nothing (a link short enough for a QR code).
FULL, POINTS, NONE = "full", "points", "none"


def comments(history: History, row: GameRow, term_name: TermName = _english, detail: str = FULL) -> str:
    """The scoring of a game in words: each player's scorings and the final scoring's terms."""
    return comments_of(row, history.scores(row.id), history.terms(row.id), term_name, detail)


def comments_of(row: GameRow, points: Mapping[int, Sequence[int]],
                terms: Mapping[int, Mapping[int, Sequence[tuple[str, str, int]]]],
                term_name: TermName = _english, detail: str = FULL) -> str:
    """``comments`` of what is read already: each seat's points per scoring, and its terms by
    round (the final scoring's are told)."""
    lines = []
    for seat in row.seats:
        scored = " + ".join(str(p) for p in points.get(seat.seat, []))
        final = ", ".join(f"{term_name(source, key)} {value}" for source, key, value
                          in terms.get(seat.seat, {}).get(3, []) if value) if detail == FULL else ""
        lines.append(f"{seat.player} {seat.total} ({scored})" + (f": {final}" if final else ""))
    return "\n".join(lines)


def play(history: History, row: GameRow, *, detail: str = FULL,
         term_name: TermName = _english) -> dict[str, Any]:
    """The play a link creates."""
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
        data["comments"] = comments(history, row, term_name, detail)
    return data


def link(data: dict[str, Any]) -> str:
    """The "create play" link of a play (its JSON URL-encoded: names and comments as typed)."""
    text = json.dumps(data, ensure_ascii=False, separators=(",", ":"))
    return str(_config()["link"]) + quote(text, safe="")
