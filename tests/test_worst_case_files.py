"""Issue 19's worst-case files through the command line (the benchmarks time them): the
wall after every cell ``moves --json`` lists is the wall of that city worked out anew."""

from __future__ import annotations

import io
import json

import pytest

from alhambra_gui.cli import main
from alhambra_gui.engine import City, load_game, save_game
from alhambra_gui.engine.trails import forget_trails

from .benchmarks.cities import NORMAL_MOVE, SIX_PLAYERS, moves_args, unknown_field_text, worst_case_game


def moves(path, name, tile) -> dict:
    out = io.StringIO()
    assert main(["moves", str(path), *moves_args(load_game(path), name, tile), "--json"], out) == 0
    return json.loads(out.getvalue())


@pytest.mark.parametrize("variant", ["alhambra", "granada"])
def test_the_wall_after_each_cell_is_the_wall_worked_out_anew(tmp_path, variant):
    game, free = worst_case_game(variant)
    path = tmp_path / "worst.json"
    save_game(game, path)
    forget_trails()
    report = moves(path, "Anna", free)
    city = load_game(path).player("Anna").city
    assert [(c["x"], c["y"]) for c in report["cells"]] == city.legal_cells(free)
    assert len(report["cells"]) >= 5
    for entry in report["cells"]:
        forget_trails()  # nothing remembered: every component searched again
        after = City(dict(city), rules=city.rules)
        after.put((entry["x"], entry["y"]), free)
        assert entry["longest_wall"] == after.longest_wall()
    assert city.wall_run().exact == (variant == "alhambra")  # Granada's checkerboard: a bound


def test_the_unknown_field_changes_no_move(tmp_path):
    path = tmp_path / "unknown.json"
    path.write_text(unknown_field_text(), encoding="utf-8")
    assert moves(path, *NORMAL_MOVE) == moves(SIX_PLAYERS, *NORMAL_MOVE)


def test_a_file_near_the_size_limit_saves_so_that_it_opens_again(tmp_path):
    """Read from a compact 2 MB file, the game written with indentation would pass the 2 MB
    a file may have; it is written compactly instead, and opens to the same game."""
    from alhambra_gui.engine import load_game, save_game
    from alhambra_gui.engine.gamefile import MAX_FILE_BYTES

    path = tmp_path / "big.json"
    path.write_text(unknown_field_text(), encoding="utf-8")
    game = load_game(path)
    again = tmp_path / "again.json"
    save_game(game, again)
    assert again.stat().st_size <= MAX_FILE_BYTES
    assert load_game(again) == game
