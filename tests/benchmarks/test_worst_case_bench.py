"""Issue 19: the worst-case files against a normal full six-player game (skipped by default;
``pytest tests/benchmarks/test_worst_case_bench.py --benchmark-only -n 0``).

The worst cases (``cities.worst_case_game``): Anna's legal city near the fountain plus a
junction-rich walled checkerboard far away, recorded as it stands, one tile left free, in
Alhambra and in Granada; and the normal six-player game with an unknown top-level field of
661 448 empty lists (2 MB). Each is timed doing what the app and the command line do, and so
is the normal game (``resources/samples/six-players.json``, Ben's reserve tile):

- ``moves``: the command, in a process of its own (as a user runs it), and in this process
  (``cli.main``, from the file to the output) with the longest trails of earlier runs forgotten;
- drag-enter: the engine work behind it, the legal cells and the wall after every lit cell
  (``placements`` and ``Moves.wall_after``), on a city just read from its file and drawn
  (what the view asks to draw it is known: its violations, its frontier, its longest wall;
  nothing a drag asks is);
- drop: ``Game.build`` on a ``Game.copy()`` as the session does, then what the view asks of
  the changed city (its longest wall, its violations);
- undo: the snapshot swap, then the same questions of the city it brings back.

The goal: each within 5x the same on the normal game (``group`` pairs them).
"""

from __future__ import annotations

import io
import subprocess
import sys
from pathlib import Path

import pytest

from alhambra_gui.cli import main
from alhambra_gui.engine import City, Game, Tile, load_game, save_game
from alhambra_gui.engine import walls as walls_module
from alhambra_gui.engine.moves import placements

from .cities import NORMAL_MOVE, SIX_PLAYERS, moves_args, unknown_field_text, worst_case_game

CASES = ["normal", "alhambra", "granada", "unknown-2MB"]


def forget_trails() -> None:
    """Forget the longest trails worked out before (a fresh process knows none)."""
    getattr(walls_module, "forget_trails", lambda: None)()


@pytest.fixture(scope="module")
def files(tmp_path_factory) -> dict[str, tuple[Path, str, Tile]]:
    """Each case's file, with the player and the tile that is dragged."""
    folder = tmp_path_factory.mktemp("issue19")
    found: dict[str, tuple[Path, str, Tile]] = {"normal": (SIX_PLAYERS, *NORMAL_MOVE)}
    for variant in ("alhambra", "granada"):
        game, free = worst_case_game(variant)
        path = folder / f"{variant}.json"
        save_game(game, path)
        found[variant] = (path, "Anna", free)
    unknown = folder / "unknown-2MB.json"
    unknown.write_text(unknown_field_text(), encoding="utf-8")
    found["unknown-2MB"] = (unknown, *NORMAL_MOVE)
    return found


def _moves_argv(case: tuple[Path, str, Tile]) -> list[str]:
    path, name, tile = case
    return ["moves", str(path), *moves_args(load_game(path), name, tile), "--json"]


@pytest.mark.benchmark(group="issue 19: moves, a process of its own")
@pytest.mark.parametrize("case", CASES)
def test_moves_process(benchmark, files, case):
    argv = [sys.executable, "-m", "alhambra_gui", *_moves_argv(files[case])]
    done = benchmark.pedantic(subprocess.run, args=(argv,), kwargs={"capture_output": True},
                              rounds=5, iterations=1)
    assert done.returncode == 0, done.stderr


@pytest.mark.benchmark(group="issue 19: moves, in this process (cli.main)")
@pytest.mark.parametrize("case", CASES)
def test_moves_in_process(benchmark, files, case):
    argv = _moves_argv(files[case])
    code = benchmark.pedantic(lambda: main(argv, io.StringIO()), setup=forget_trails,
                              rounds=10, iterations=1)
    assert code == 0


def drawn(city: City) -> City:
    """What the city view asks of a city to draw it (``CityScene``): every later question
    is timed against a city the window shows."""
    city.violations()
    city.longest_wall()
    assert city.facts.frontier is not None
    return city


def _game(files, case) -> tuple[Game, str, Tile]:
    path, name, tile = files[case]
    game = load_game(path)
    drawn(game.player(name).city)
    return game, name, tile


@pytest.mark.benchmark(group="issue 19: drag-enter, legal cells and the wall after each")
@pytest.mark.parametrize("case", CASES)
def test_drag_enter(benchmark, files, case):
    game, name, tile = _game(files, case)
    player = game.player(name)

    def fresh_city() -> None:
        player.city = drawn(City(dict(player.city), rules=player.city.rules))

    def drag_enter() -> list[int]:
        found = placements(game, name, tile)
        return [found.wall_after(cell) for cell in found.cells]

    walls = benchmark.pedantic(drag_enter, setup=fresh_city, rounds=20, iterations=1)
    assert walls


@pytest.mark.benchmark(group="issue 19: drop (build on a copy, then the view's questions)")
@pytest.mark.parametrize("case", CASES)
def test_drop(benchmark, files, case):
    game, name, tile = _game(files, case)
    cell = game.player(name).city.legal_cells(tile)[0]

    def drop() -> int:
        after = game.copy()
        after.build(name, tile, cell)
        city = after.player(name).city
        city.violations()
        return city.longest_wall()

    assert benchmark.pedantic(drop, rounds=20, iterations=1) >= 0


@pytest.mark.benchmark(group="issue 19: undo (a snapshot swap, then the view's questions)")
@pytest.mark.parametrize("case", CASES)
def test_undo(benchmark, files, case):
    game, name, tile = _game(files, case)
    before = game.copy()
    game.build(name, tile, game.player(name).city.legal_cells(tile)[0])
    stack = [before, game]

    def undo() -> int:
        stack.reverse()  # undo, then redo: each round swaps the open snapshot
        city = stack[-1].player(name).city
        city.violations()
        return city.longest_wall()

    assert benchmark.pedantic(undo, rounds=50, iterations=1) >= 0
