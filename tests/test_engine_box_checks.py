"""The box's checks over every typed figure of every module of the third set (MODULES.md §19),
read from the modules' own declarations: whatever the module, a number outside its range and
a list entry that is none of its values are refused in their place; a shared supply cannot
be exceeded by the table; what is kept stays listed and what may only grow never falls
between recorded scorings; a figure the city contradicts is refused.

The cities are the sample game's (tests/test_engine_typed_modules.py)."""

from __future__ import annotations

import json
from typing import Any

import pytest
from hypothesis import given
from hypothesis import strategies as st

from alhambra_gui.engine import GameFileError, ModuleError, game_to_dict, get_variant, loads
from alhambra_gui.engine.figure_edits import set_figure
from alhambra_gui.engine.figures import Figure
from alhambra_gui.engine.modules.facets import FigureTyper
from alhambra_gui.engine.modules.registry import modules_with
from tests.test_engine_typed_modules import game_data

VARIANT = get_variant("alhambra")
TYPERS = {m.id: m for m in modules_with(FigureTyper)}
FIGURES = [(m.id, f) for m in TYPERS.values() for f in m.figures(VARIANT)]
NUMBERS = [(m, f) for m, f in FIGURES if f.shape == "number"]
LISTS = [(m, f) for m, f in FIGURES if f.shape == "values" and f.options]
SUPPLIES = [(m, f) for m, f in FIGURES if f.supply is not None and f.shape == "number"]
COUNTERS = [0, 3, 6, 10, 15, 21]
RECORDED = {"round": 1, "points": {"Anna": 0, "Ben": 0, "Chen": 0}}


def entry(module_id: str, figure: Figure, value: Any) -> Any:
    """A player's typed entry for the module with ``figure`` at ``value``."""
    return value if TYPERS[module_id].bare_figure else {figure.key: value}


def refusal(modules: list[str], typed: dict[int, dict[str, Any]], scorings: list[dict[str, Any]] | None = None
            ) -> str | None:
    try:
        loads(json.dumps(game_data(modules, typed, scorings)), "game.json")
    except GameFileError as error:
        return str(error)
    return None


def test_every_typed_module_of_the_box_is_covered():
    assert set(TYPERS) >= {"buildings_of_power", "watchtowers", "falconers", "art_of_the_moors",
                           "major_construction_projects", "alhambra_zoo", "fresh_colours",
                           "gates_without_end", "bathhouses", "wishing_well", "red_palace", "orchards",
                           "treasures"}
    assert NUMBERS and LISTS and SUPPLIES


@given(st.sampled_from(NUMBERS), st.integers(0, 2), st.one_of(st.integers(-50, -1), st.integers(1, 50)))
def test_a_number_outside_its_range_is_always_refused_in_its_place(case, player, beyond):
    module_id, figure = case
    value = figure.low + beyond if beyond < 0 else figure.high + beyond
    found = refusal([module_id], {player: {module_id: entry(module_id, figure, value)}})
    assert found is not None and found.startswith(f"game.json: players[{player}].typed.{module_id}")


@given(st.sampled_from(LISTS), st.integers(0, 2), st.integers(-5, 40))
def test_a_list_entry_that_is_none_of_its_values_is_always_refused(case, player, value):
    module_id, figure = case
    found = refusal([module_id], {player: {module_id: entry(module_id, figure, [value])}})
    if value in figure.options:
        return
    assert found is not None and found.startswith(f"game.json: players[{player}].typed.{module_id}")


@given(st.sampled_from(SUPPLIES), st.data())
def test_the_table_never_holds_more_than_the_box(case, data):
    """Figures each within range whose sum over the table passes the box's supply are refused
    (by the supply, or before it by a check on one player's city)."""
    module_id, figure = case
    assert figure.supply is not None
    wanted = figure.supply + data.draw(st.integers(1, 3))
    if wanted > 3 * figure.high:
        return  # three players cannot type that much within the range
    first = data.draw(st.integers(max(0, wanted - 2 * figure.high), min(figure.high, wanted)))
    second = data.draw(st.integers(max(0, wanted - first - figure.high), min(figure.high, wanted - first)))
    values = [first, second, wanted - first - second]
    typed = {i: {module_id: entry(module_id, figure, v)} for i, v in enumerate(values)}
    found = refusal([module_id], typed)
    assert found is not None and found.startswith("game.json: players[")


@pytest.mark.parametrize(("module_id", "key"), [
    ("fresh_colours", None), ("gates_without_end", "semi_buildings"), ("red_palace", "half_buildings")])
def test_a_kept_type_stays_listed_after_a_recorded_scoring(module_id, key):
    def typed(types: list[str]) -> Any:
        return types if key is None else {key: types}

    recorded = [{**RECORDED, "typed": {"Anna": {module_id: typed(["garden"])}}}]
    assert refusal([module_id], {0: {module_id: typed(["garden"])}}, recorded) is None
    found = refusal([module_id], {0: {module_id: typed([])}}, recorded)
    assert found is not None and found.startswith(f"game.json: players[0].typed.{module_id}")
    assert "garden" in found


@given(st.integers(0, 22), st.integers(0, 22), st.booleans())
def test_zoo_points_grow_at_most_by_what_the_supply_still_held(recorded_points, now, personal):
    """Supply over time: the table's increase since scoring 1 at most what the 22 animals
    minus those counted then — Anna's animals counted then are gone (moved, sold), Ben's
    are new; a personal building market switches the check off (the 22 still hold)."""
    modules = ["alhambra_zoo", *(["personal_building_market"] if personal else [])]
    recorded = [{**RECORDED, "typed": {"Anna": {"alhambra_zoo": recorded_points}}}]
    found = refusal(modules, {0: {"alhambra_zoo": 0}, 1: {"alhambra_zoo": now}}, recorded)
    allowed = personal or now <= 22 - recorded_points
    assert (found is None) == allowed


@given(st.lists(st.sampled_from(COUNTERS), max_size=3), st.lists(st.sampled_from(COUNTERS), max_size=3))
def test_art_of_the_moors_sum_never_falls_between_recorded_scorings(before, after):
    recorded = [{**RECORDED, "typed": {"Ben": {"art_of_the_moors": before}}}]
    found = refusal(["art_of_the_moors"], {1: {"art_of_the_moors": after}}, recorded)
    assert (found is None) == (sum(after) >= sum(before))


@given(st.integers(0, 18), st.integers(0, 32))
def test_a_figure_the_city_contradicts_is_refused(towers, guards):
    """Watchtowers and guards on Ben's longest wall (4) at most the wall."""
    found = refusal(["watchtowers"], {1: {"watchtowers": {"towers": towers}}})
    assert (found is None) == (towers <= 4)
    found = refusal(["red_palace"], {1: {"red_palace": {"guards": guards}}})
    assert (found is None) == (guards <= 4)


@pytest.mark.parametrize("case", SUPPLIES, ids=[f"{m}-{f.key}" for m, f in SUPPLIES])
def test_a_figure_refused_by_the_table_leaves_the_game_as_it_was(case):
    """Typing past the box's supply raises, and the game keeps what it held before (the
    figure is not left behind half-made)."""
    module_id, figure = case
    game = loads(json.dumps(game_data([module_id], {})), "game.json")
    refused = 0
    for name in [*game.names, *game.names]:
        before = game_to_dict(game)
        try:
            set_figure(game, name, module_id, figure.key, figure.high)
        except ModuleError:
            assert game_to_dict(game) == before
            refused += 1
    assert refused  # three players at the highest pass the box's supply


def test_a_half_building_another_holds_is_refused_and_not_kept():
    game = loads(json.dumps(game_data(["red_palace"], {0: {"red_palace": {"half_buildings": ["arcades"]}}})),
                 "game.json")
    before = game_to_dict(game)
    with pytest.raises(ModuleError, match="arcades half-building is Anna's"):
        set_figure(game, "Ben", "red_palace", "half_buildings", ("arcades",))
    assert game_to_dict(game) == before
