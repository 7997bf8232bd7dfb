"""Medina (MODULES.md §14): a negative majority of the medinas built, fewest and cheapest
first, tied penalties pooled and rounded up, more without any; Dirk ranks but never pays."""

from __future__ import annotations

import io
import json
from itertools import pairwise

import pytest
from hypothesis import given
from hypothesis import strategies as st

from alhambra_gui.cli import main
from alhambra_gui.engine import Game, GameFileError, ModuleError, dumps, game_from_dict, loads
from alhambra_gui.engine.counts_actions import from_city, set_counts, use_counts
from alhambra_gui.engine.modules.medina import medina, penalties, standings

MODULES = ["medina"]
#: Where each player builds their medinas (never mind the walls: medinas without walls).
CELLS = [(1, 0), (-1, 0), (0, 1)]


def medina_game(held: dict[str, list[int]], dirk: list[int] | None = None) -> Game:
    game = Game(list(held), modules=MODULES, dirk=None if dirk is None else [medina(p) for p in dirk])
    for name, owned in held.items():
        for cell, price in zip(CELLS, owned, strict=False):
            game.build(name, medina(price), cell)
    return game


def points(game: Game, round_: int) -> dict[str, int]:
    return {p.name: p.term("medina").points for p in game.score(round_).players}


def test_the_example_in_scoring_3():
    game = medina_game({"A": [7, 3], "B": [9], "C": [], "D": []})
    assert points(game, 3) == {"A": 0, "B": -3, "C": -11, "D": -11}
    c = game.score(3).players[2].term("medina")
    assert [line.english() for line in c.lines] == [
        "no medina built", "places 1–2 shared by 2: ⌈15 / 2⌉ = −8", "no medina: −3 more"]
    assert [line.english() for line in game.score(3).players[0].term("medina").lines] == [
        "2 medinas built, the dearest 7", "place 4: no penalty"]
    assert game.score(3).to_dict()["players"][1]["modules"] == {"medina": -3}


def test_equal_numbers_rank_by_the_dearest_medina_and_fewer_places_pay_earlier():
    game = medina_game({"A": [4], "B": [9], "C": [2, 3]})
    assert points(game, 1) == {"A": -3, "B": 0, "C": 0}
    assert points(game, 2) == {"A": -6, "B": -3, "C": 0}
    assert [line.english() for line in game.score(2).players[1].term("medina").lines] == [
        "1 medina built, the dearest 9", "place 2: −3"]


def test_dirk_ranks_with_the_medinas_in_his_pile_and_is_never_penalised():
    game = medina_game({"Anna": [], "Ben": [5]}, dirk=[])
    assert points(game, 2) == {"Anna": -5 - 2, "Ben": 0}  # Anna shares places 1-2 with Dirk: ⌈9 / 2⌉
    assert game.score(2).dirk.total == 0
    assert "medina" not in game.score(2).to_dict()["dirk"]
    game.dirk.append(medina(8))  # Dirk is 3rd: one medina like Ben, but dearer
    assert points(game, 2) == {"Anna": -6 - 2, "Ben": -3}
    game.dirk.append(medina(2))  # two medinas: Dirk goes last and Ben is second
    assert points(game, 3) == {"Anna": -9 - 3, "Ben": -6}


def test_only_medinas_built_count_and_a_reserve_one_does_not():
    game = medina_game({"Anna": [6], "Ben": [7]})
    game.take_into_reserve("Ben", medina(2))
    assert points(game, 1) == {"Anna": -3, "Ben": 0}


def test_the_medina_entry_of_the_file_round_trips_and_each_price_is_once():
    game = medina_game({"Anna": [5], "Ben": []}, dirk=[9])
    game.take_into_reserve("Ben", medina(10, "NE"))
    data = json.loads(dumps(game))
    assert data["players"][0]["city"] == [{"x": 1, "y": 0, "kind": "medina", "price": 5, "walls": ""}]
    assert data["dirk"]["tiles"] == [{"kind": "medina", "price": 9, "walls": ""}]
    assert loads(dumps(game)) == game
    data["players"][1]["reserve"].append({"kind": "medina", "price": 5, "walls": "N"})
    with pytest.raises(GameFileError,
                       match=r"^game.json: players\[1\].reserve\[1\]: the medina 5 is in the game"):
        game_from_dict(data, "game.json")
    data["players"][1]["reserve"].pop()
    data["dirk"]["tiles"].append({"kind": "medina", "price": 10, "walls": ""})
    with pytest.raises(GameFileError, match=r"^game.json: dirk.tiles\[1\]: the medina 10 is in the game"):
        game_from_dict(data, "game.json")
    data["dirk"]["tiles"][1]["price"] = 11
    with pytest.raises(GameFileError, match=r"dirk.tiles\[1\].price: 11 is out of range \(2 to 10\)"):
        game_from_dict(data, "game.json")
    with pytest.raises(ModuleError, match="the medina 5 is in the game already"):
        game.take_into_reserve("Ben", medina(5))
    with pytest.raises(ModuleError, match="there is no medina 1"):
        game.give_to_dirk(medina(1))


def test_counts_only_types_the_medinas_and_the_dearest():
    game = medina_game({"A": [7, 3], "B": [9], "C": [], "D": []})
    use_counts(game, "A")
    assert from_city(game, "A").module("medina") == {"medinas": 2, "dearest_medina": 7}
    assert points(game, 3)["A"] == 0
    counts = game.player("A").counts
    set_counts(game, "A", counts.with_number("medina", "medinas", 0).with_number(
        "medina", "dearest_medina", 0))
    assert points(game, 3) == {"A": -6 - 3, "B": 0, "C": -6 - 3, "D": -6 - 3}  # ⌈18 / 3⌉
    assert game.score(3).players[0].term("medina").lines[0].english() == "no medina (typed)"
    assert json.loads(dumps(game))["players"][0]["counts"]["medinas"] == 0
    assert loads(dumps(game)) == game
    with pytest.raises(ValueError, match="costs at least 4"):
        set_counts(game, "A", counts.with_number("medina", "medinas", 3).with_number(
            "medina", "dearest_medina", 3))
    with pytest.raises(ValueError, match="none is the dearest"):
        set_counts(game, "A", counts.with_number("medina", "medinas", 0))


def test_moves_of_a_medina_are_those_of_a_tile_with_its_walls(tmp_path):
    game = medina_game({"Anna": [], "Ben": [5]})
    path = tmp_path / "game.json"
    path.write_text(dumps(game), encoding="utf-8")
    out = io.StringIO()
    assert main(["moves", str(path), "--player", "Anna", "--kind", "medina", "--price", "6", "--walls", "N",
                 "--json"], out) == 0
    report = json.loads(out.getvalue())
    assert report["tile"] == {"kind": "medina", "price": 6, "walls": "N"}
    assert [(c["x"], c["y"]) for c in report["cells"]] == \
        game.player("Anna").city.legal_cells(medina(6, "N"))
    taken = ["moves", str(path), "--player", "Anna", "--kind", "medina", "--price", "5"]
    assert main(taken, io.StringIO()) == 2  # Ben's medina 5 is the only one


entrants = st.lists(st.tuples(st.integers(0, 3), st.integers(0, 10)), min_size=1, max_size=7)


@given(entrants, st.integers(1, 3))
def test_the_penalties_of_a_scoring_pool_the_table_and_round_up_within_each_group(drawn, round_):
    found = standings(round_, [(f"P{i}", count, dearest) for i, (count, dearest) in enumerate(drawn)])
    groups = {s.group: s for s in found.values()}
    paid = penalties(round_)
    assert sum(s.pool for s in groups.values()) == sum(paid[:len(drawn)])
    for group, standing in groups.items():
        assert 0 <= standing.share * len(group) - standing.pool < len(group)
    ordered = sorted(found.values(), key=lambda s: s.place)
    assert all(a.share >= b.share for a, b in pairwise(ordered))
