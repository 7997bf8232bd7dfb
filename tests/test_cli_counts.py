"""``check`` and ``score`` with a counts-only player: the kept city is checked as it stands
and marked ``counts_only``; the scoring takes the typed counts. Files without counts give
exactly the spec's output."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from alhambra_gui.engine import game_from_dict
from alhambra_gui.engine.assets import resource_path
from tests.test_cli import EXAMPLES, example, expected, run, run_json
from tests.test_engine_counts_file import with_counts

SPEC_CHECK_KEYS = {"name", "legal", "longest_wall", "violations"}
SPEC_SCORE_KEYS = {"name", "buildings", "wall", "modules", "total"}


def write(tmp_path: Path, data: dict) -> str:
    path = tmp_path / "game.json"
    path.write_text(json.dumps(data), encoding="utf-8")
    return str(path)


def test_check_marks_the_counts_only_player_and_checks_the_kept_city(tmp_path):
    path = write(tmp_path, with_counts())
    code, output = run_json("check", path)
    assert code == 0
    assert output["players"][:2] == expected("three-players")["check"]["players"][:2]
    chen = output["players"][2]
    assert chen == {**expected("three-players")["check"]["players"][2], "counts_only": True}


def test_counts_kept_while_the_city_scores_change_nothing_in_check(tmp_path):
    code, output = run_json("check", write(tmp_path, with_counts(scored_from=None)))
    assert (code, output) == (0, expected("three-players")["check"])


@pytest.mark.parametrize("round_", [1, 2, 3])
def test_score_takes_the_typed_counts(tmp_path, round_):
    code, output = run_json("score", write(tmp_path, with_counts()), "--round", str(round_))
    assert code == 0
    chen = output["players"][2]
    assert chen["counts_only"] is True and chen["wall"] == 7
    assert set(output["players"][0]) == SPEC_SCORE_KEYS
    assert chen["total"] == sum(chen["buildings"].values()) + 7
    assert output == game_from_dict(with_counts()).score(round_).to_dict()
    from_city = expected("three-players")[f"score --round {round_}"]["players"][2]
    assert (chen["wall"], chen["total"]) != (from_city["wall"], from_city["total"])


def test_the_readable_tables_say_which_player_is_typed(tmp_path):
    path = write(tmp_path, with_counts())
    check = run("check", path).stdout.splitlines()
    assert check[2].startswith("Chen") and "scored from typed counts" in check[2]
    assert "typed" not in check[0] + check[1]
    score = run("score", path, "--round", "2").stdout.splitlines()
    row = next(line for line in score if line.startswith("Chen"))
    assert row.startswith("Chen (typed counts)") and row.split()[-2] == "7"


@pytest.mark.parametrize("name", EXAMPLES)
def test_base_files_give_exactly_the_spec_keys(name):
    _, check = run_json("check", example(name))
    assert all(set(p) == SPEC_CHECK_KEYS for p in check["players"])
    for round_ in ("1", "2", "3"):
        _, score = run_json("score", example(name), "--round", round_)
        assert all(set(p) == SPEC_SCORE_KEYS for p in score["players"])


def test_the_modules_sample_gives_no_counts_keys():
    sample = str(resource_path("samples", "modules-game.json"))
    _, check = run_json("check", sample)
    _, score = run_json("score", sample, "--round", "3")
    assert all("counts_only" not in p for p in check["players"] + score["players"])


def test_a_broken_count_is_exit_2_with_its_place(tmp_path):
    result = run("check", write(tmp_path, with_counts({"garden": 99})))
    assert result.returncode == 2 and result.stdout == ""
    assert result.stderr == "alhambra-gui: error: game.json: players[2].counts.garden: 99 is out of " \
                            "range (0 to 11)\n"
