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


PLAYERS = (("Anna", "#d35400"), ("Ben", "#2471a3"), ("Chen", "#229954"), ("Dora", "#7d3c98"),
           ("Emil", "#c0392b"), ("Fatma", "#b7950b"))
TYPES = ("pavilion", "seraglio", "arcades", "chambers", "garden", "tower")


def random_record(rng, day: float, players: int | None = None, names=PLAYERS) -> GameRecord:
    """A plausible finished game: 2-6 of ``names``, every scoring with its terms (majorities
    per type, the wall), buildings and walls at the end; reproducible from ``rng``."""
    table = rng.sample(list(names), players or rng.randint(2, min(6, len(names))))
    seats, totals = [], {}
    for seat, (name, colour) in enumerate(table):
        points, terms = [], {}
        for round_ in (1, 2, 3):
            scored = [TermRecord("buildings", t, rng.choice((0, 0, 1, 2, 4, 8, 9, 13, 16)) * round_ // 2,
                                 rng.choice((1, 2, 3, None))) for t in TYPES]
            scored.append(TermRecord("wall", "wall", rng.randint(2, 12 + 3 * round_)))
            terms[round_] = tuple(scored)
            points.append(sum(t.points for t in scored))
        totals[name] = sum(points)
        seats.append((name, seat, colour, tuple(points), terms))
    rank = ranks(totals)
    best = max(totals.values())
    ended = START + timedelta(days=day)
    return GameRecord("alhambra", (), ended, ended - timedelta(minutes=rng.randint(45, 150)), tuple(
        SeatRecord(name=n, seat=s, colour=c, total=totals[n], rank=rank[n], winner=totals[n] == best,
                   wall=t[3][-1].points, counts_only=False, points=p, terms=t,
                   buildings={k: rng.randint(0, 7) for k in TYPES})
        for n, s, c, p, t in seats), None, json.dumps({"random": day, "seed": rng.random()}))


def fill_history(history, count: int, seed: int = 6249) -> None:
    """``count`` random games, one every day or so, each through ``History.add`` as the app
    adds a game, all in one transaction (10 000 games in seconds: one commit, not one each)."""
    import random

    rng = random.Random(seed)
    with history.batch():
        for number in range(count):
            history.add(random_record(rng, number * 1.3))


#: Games made one by one for ``history_of``; more are copies of these.
DISTINCT = 1000


def history_of(path, count: int, seed: int = 6249):
    """A history file of ``count`` games, closed; its path. Up to ``DISTINCT`` games are
    made one by one (``fill_history``); beyond, those are copied in SQL as often as needed,
    each copy a game of its own (its id, play id, content hash, seats, later dates): 10 000
    games in a few seconds, for the benchmarks."""
    import sqlite3

    from alhambra_gui.history import History

    history = History.open(path).history
    fill_history(history, min(count, DISTINCT), seed)
    history.close()
    if count <= DISTINCT:
        return path
    db = sqlite3.connect(path, isolation_level=None)
    games, seats = db.execute("SELECT max(id), (SELECT max(id) FROM seats) FROM games").fetchone()
    span = db.execute("SELECT julianday(max(ended)) - julianday(min(ended)) + 1 FROM games").fetchone()[0]
    db.execute("BEGIN")
    for copy in range(1, -(-count // DISTINCT)):
        g, s, days = copy * games, copy * seats, copy * span
        last = min(games, count - g)  # the games copied this time: the first ``last`` made
        db.execute(f"INSERT INTO games (id, play_id, content_hash, variant, modules, ended, started, "
                   f"dirk_total, source, deleted, added, deleted_at) "
                   f"SELECT id + {g}, lower(hex(randomblob(16))), "
                   f"content_hash || '-{copy}', variant, modules, datetime(ended, '+{days} days'), "
                   f"datetime(started, '+{days} days'), dirk_total, source, deleted, added, deleted_at "
                   f"FROM games WHERE id <= {last}")
        db.execute(f"INSERT INTO files SELECT game_id + {g}, file FROM files WHERE game_id <= {last}")
        db.execute(f"INSERT INTO seats SELECT id + {s}, game_id + {g}, profile_id, seat, name, colour, "
                   f"total, rank, winner, wall, counts_only, scorings, detailed FROM seats "
                   f"WHERE game_id <= {last}")
        for table in ("scores", "terms", "sources", "buildings"):
            columns = [r[1] for r in db.execute(f"PRAGMA table_info({table})")][1:]
            db.execute(f"INSERT INTO {table} SELECT seat_id + {s}, {', '.join(columns)} FROM {table} "
                       f"WHERE seat_id IN (SELECT id FROM seats WHERE game_id <= {last})")
    db.execute("COMMIT")
    db.close()
    return path
