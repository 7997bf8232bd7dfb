"""Games for the history's tests: records made by hand (exact numbers for the statistics)
and real finished games (for what reads the game file back)."""

from __future__ import annotations

import json
from datetime import UTC, datetime, timedelta
from pathlib import Path

from alhambra_gui.engine import Game, load_game, save_game
from alhambra_gui.engine.assets import resource_path
from alhambra_gui.engine.explain import ranks
from alhambra_gui.history.record import GameRecord, SeatRecord, TermRecord

START = datetime(2025, 1, 10, 19, 0, tzinfo=UTC)


def made(table: dict[str, tuple[int, int, int]], *, day: int = 0, wall: dict[str, int] | None = None,
         terms: dict[str, list[tuple[str, str, int, int | None]]] | None = None,
         towers: dict[str, int] | None = None, variant: str = "alhambra",
         modules: tuple[str, ...] = (), minutes: int | None = 90) -> GameRecord:
    """A record of a game with these points per scoring (seat order as given), ended on
    day ``day`` after START; ``terms``: the final scoring's terms of some players."""
    totals = {n: sum(p) for n, p in table.items()}
    rank = ranks(totals)
    best = max(totals.values())
    ended = START + timedelta(days=day)
    seats = tuple(SeatRecord(
        name=n, seat=i, colour=None, total=totals[n], rank=rank[n], winner=totals[n] == best,
        wall=(wall or {}).get(n, 0), counts_only=False, points=p,
        terms={3: tuple(TermRecord(*t) for t in (terms or {})[n])} if n in (terms or {}) else {},
        buildings={"tower": (towers or {})[n]} if n in (towers or {}) else {})
        for i, (n, p) in enumerate(table.items()))
    return GameRecord(variant, modules, ended, ended - timedelta(minutes=minutes) if minutes else None,
                      seats, None, json.dumps({"made": list(table.items()), "day": day}))


def finished(name: str = "sample-game.json") -> Game:
    """A sample game with its three scorings recorded."""
    game = load_game(resource_path("samples", name))
    while not game.finished:
        game.record_scoring()
    return game


def finished_file(folder: Path, name: str = "sample-game.json", file: str = "game.json") -> Path:
    path = folder / file
    save_game(finished(name), path)
    return path
