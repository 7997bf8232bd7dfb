"""Typed figures and immediate points in the engine (MODULES.md §19, spec "The third set of
modules"): the file's ``typed`` and ``immediate`` entries, ranges and refusals naming their
place, the box's checks across the table and over the recorded scorings, the gains in the
game's total, the copies a recorded scoring keeps, the edits, with a module of the tests
(tests/typed_module.py) that uses every kind of figure and check."""

from __future__ import annotations

import json

import pytest
from hypothesis import given
from hypothesis import strategies as st

from alhambra_gui.engine import AlhambraError, Game, GameFileError, ModuleError, game_to_dict, loads
from alhambra_gui.engine.figure_edits import add_gain, set_figure, take_back_gain
from alhambra_gui.engine.marks import Marks
from tests.typed_module import FIGURES, ID, MARKET, registered


@pytest.fixture(autouse=True)
def _aviary():
    with registered():
        yield


def _file(typed_a=None, typed_b=None, scorings=(), modules=(ID,), immediate=None) -> str:
    players = [{"name": "Anna", "city": []}, {"name": "Ben", "city": []}]
    for player, typed in zip(players, (typed_a, typed_b), strict=True):
        if typed is not None:
            player["typed"] = {ID: typed}
    if immediate is not None:
        players[0]["immediate"] = immediate
    return json.dumps({"format": "alhambra-game", "version": 1, "modules": list(modules),
                       "players": players, "scorings": list(scorings)})


def _refusal(text: str) -> str:
    with pytest.raises(GameFileError) as caught:
        loads(text, "game.json")
    return str(caught.value)


# ---- the file ---------------------------------------------------------------------------------
def test_typed_figures_and_gains_read_and_write_back():
    text = _file({"black": 2, "dials": [3, 0, 6], "flags": ["tower", "garden"], "wall": 7},
                 {"white": 1}, [{"round": 1, "points": {"Anna": 3, "Ben": 1},
                                 "typed": {"Anna": {ID: {"black": 1}}}}],
                 immediate=[{"module": ID, "points": 2, "round": 1}, {"module": ID, "points": 1, "round": 2}])
    game = loads(text)
    anna = game.player("Anna")
    assert anna.typed[ID] == Marks({"black": 2, "dials": (3, 0, 6), "flags": ("garden", "tower"), "wall": 7})
    assert [(g.points, g.round) for g in anna.immediate] == [(2, 1), (1, 2)]
    data = game_to_dict(game)
    assert data["players"][0]["typed"] == {ID: {"black": 2, "dials": [3, 0, 6], "flags": ["garden", "tower"],
                                                "wall": 7}}
    assert data["players"][0]["immediate"][1] == {"module": ID, "points": 1, "round": 2}
    assert data["scorings"][0]["typed"] == {"Anna": {ID: {"black": 1}}}
    assert loads(json.dumps(data)) == game


def test_a_figure_out_of_its_range_is_refused_with_its_place():
    assert _refusal(_file(None, {"white": 6})) == \
        "game.json: players[1].typed.test_aviary.white: 6 white birds (the box has 5)"
    assert _refusal(_file({"seeds": -1})) == \
        "game.json: players[0].typed.test_aviary.seeds: -1 is out of range (0 to 10)"
    assert _refusal(_file({"dials": [3, 4]})) == \
        "game.json: players[0].typed.test_aviary.dials: 4 is not one of 0, 3, 6"
    assert _refusal(_file({"dials": [3, 3, 3, 3]})) == \
        "game.json: players[0].typed.test_aviary.dials: 4 entries (at most 3)"
    assert _refusal(_file({"flags": ["garden", "moat"]})) == \
        "game.json: players[0].typed.test_aviary.flags: 'moat' is not a building type"
    assert _refusal(_file({"flags": ["garden", "garden"]})) == \
        "game.json: players[0].typed.test_aviary.flags: garden is listed twice"
    assert _refusal(_file({"eagles": 1})).startswith(
        "game.json: players[0].typed.test_aviary.eagles: is not a figure of 'test_aviary'")
    assert _refusal(_file({"black": True})) == \
        "game.json: players[0].typed.test_aviary.black: must be a whole number"


def test_figures_of_a_module_not_in_play_are_refused():
    assert _refusal(_file({"black": 1}, modules=())) == \
        "game.json: players[0].typed.test_aviary: the game does not list the module 'test_aviary'"
    text = json.dumps({"format": "alhambra-game", "version": 1, "players": [
        {"name": "Anna", "typed": {"bonus_cards": 1}}]})
    assert _refusal(text) == \
        "game.json: players[0].typed.bonus_cards: 'bonus_cards' is not a module whose figures are typed"


# ---- the table -----------------------------------------------------------------------------
def test_a_supply_shared_by_the_table():
    assert _refusal(_file({"white": 3}, {"white": 3})) == \
        "game.json: players[1].typed.test_aviary.white: White birds: 6 among the players (the box has 5)"
    assert loads(_file({"white": 3}, {"white": 2})).player("Ben").typed[ID]["white"] == 2
    assert _refusal(_file({"dials": [3, 3, 3]}, {"dials": [0, 6, 6]})).startswith(
        "game.json: players[1].typed.test_aviary.dials: Dials: 6 among the players")


def test_a_type_held_by_one_player():
    assert _refusal(_file({"flags": ["garden"]}, {"flags": ["tower", "garden"]})) == \
        "game.json: players[1].typed.test_aviary.flags: the garden flag is Anna's"


def test_a_module_checks_a_figure_against_another():
    assert _refusal(_file({"black": 3, "wall": 2})) == \
        "game.json: players[0].typed.test_aviary.black: 3 black birds on a wall of 2"


# ---- over the recorded scorings ----------------------------------------------------------------
def _scoring(round_, typed):
    return {"round": round_, "points": {"Anna": 0, "Ben": 0}, "typed": typed}


def test_what_is_kept_stays_listed_and_stays_its_holders():
    first = _scoring(1, {"Anna": {ID: {"flags": ["garden"]}}})
    assert _refusal(_file({"flags": []}, scorings=[first])) == \
        ("game.json: players[0].typed.test_aviary.flags: the garden flag was listed in scoring 1 "
         "and stays listed")
    second = _scoring(2, {"Ben": {ID: {"flags": ["garden"]}}})
    assert _refusal(_file({"flags": ["garden"]}, scorings=[first, second])) == \
        "game.json: scorings[1].typed.Ben.test_aviary.flags: the garden flag was Anna's in scoring 1"
    assert loads(_file({"flags": ["garden", "tower"]}, scorings=[first])).player("Anna").typed


def test_what_may_only_grow_never_falls():
    first = _scoring(1, {"Anna": {ID: {"dials": [6, 3]}}})
    assert _refusal(_file({"dials": [6]}, scorings=[first])) == \
        "game.json: players[0].typed.test_aviary.dials: 6 is below the 9 of scoring 1: it never falls"
    assert loads(_file({"dials": [6, 6]}, scorings=[first]))


def test_the_supply_over_time_and_its_switch():
    first = _scoring(1, {"Anna": {ID: {"seeds": 6}}, "Ben": {ID: {"seeds": 2}}})
    # the supply held 2 more after scoring 1: Anna gives 4 back, Ben gains 3 -> refused
    text = _file({"seeds": 2}, {"seeds": 5}, scorings=[first])
    assert _refusal(text) == ("game.json: players[1].typed.test_aviary.seeds: Seeds: 3 more since "
                              "scoring 1, when the box held only 2 more")
    assert loads(_file({"seeds": 2}, {"seeds": 4}, scorings=[first]))
    assert loads(_file({"seeds": 2}, {"seeds": 5}, scorings=[first], modules=(ID, MARKET)))


# ---- immediate points ----------------------------------------------------------------------
def test_gains_count_once_in_the_total_and_in_score_json():
    game = loads(_file(immediate=[{"module": ID, "points": 2, "round": 1}, {"module": ID, "points": 1,
                                                                          "round": 1}]))
    assert game.totals() == {"Anna": 5 + 3, "Ben": 5}
    scored = game.score(1).to_dict()["players"]
    assert scored[0]["immediate"] == {ID: 8}
    assert scored[1]["immediate"] == {ID: 5}
    assert scored[0]["total"] == 0  # not in a scoring's total
    game.record_scoring()
    assert game.scorings[0].points["Anna"] == 0
    assert game.totals()["Anna"] == 8
    assert "immediate" not in Game(["A", "B"]).score(1).to_dict()["players"][0]


def test_a_gain_refused_with_its_place():
    assert _refusal(_file(immediate=[{"module": ID, "points": 3, "round": 1}])) == \
        "game.json: players[0].immediate[0]: 3 points are no gain before scoring 1 (one of 1, 2)"
    assert _refusal(_file(immediate=[{"module": ID, "points": 1, "round": 2}])) == \
        "game.json: players[0].immediate[0]: a gain before scoring 2, but scoring 1 is the next"
    assert _refusal(_file(immediate=[{"module": "bonus_cards", "points": 1, "round": 1}])) == \
        "game.json: players[0].immediate[0].module: 'bonus_cards' is not a module with immediate points"
    two = [_scoring(1, {}), _scoring(2, {})]
    assert _refusal(_file(scorings=two, immediate=[{"module": ID, "points": 1, "round": 2},
                                                   {"module": ID, "points": 1, "round": 1}])) == \
        "game.json: players[0].immediate[1]: a gain before scoring 1 after one before scoring 2"


def test_gains_entered_and_taken_back():
    game = Game(["Anna", "Ben"], modules=[ID])
    add_gain(game, "Anna", ID, 2)
    game.record_scoring()
    add_gain(game, "Anna", ID, 1)
    assert [(g.points, g.round) for g in game.player("Anna").immediate] == [(2, 1), (1, 2)]
    with pytest.raises(ModuleError, match=r"^Anna, 'test_aviary': 3 points are no gain before scoring 2"):
        add_gain(game, "Anna", ID, 3)
    take_back_gain(game, "Anna", ID)
    assert [g.points for g in game.player("Anna").immediate] == [2]
    game.record_scoring()
    game.record_scoring()
    with pytest.raises(ModuleError, match="all three scorings are recorded"):
        add_gain(game, "Anna", ID, 1)


# ---- edits, recording, modules -------------------------------------------------------------
def test_typing_a_figure_names_the_player_the_module_and_the_limit():
    game = Game(["Anna", "Ben"], modules=[ID])
    set_figure(game, "Ben", ID, "white", 4)
    with pytest.raises(ModuleError) as caught:
        set_figure(game, "Anna", ID, "white", 2)
    assert str(caught.value) == "Anna, 'test_aviary': White birds: 6 among the players (the box has 5)"
    with pytest.raises(ModuleError, match=r"^Anna, 'test_aviary': 6 white birds \(the box has 5\)$"):
        set_figure(game, "Anna", ID, "white", 6)
    set_figure(game, "Anna", ID, "white", 1)
    assert game.player("Anna").typed[ID]["white"] == 1


def test_recording_a_scoring_keeps_a_copy_of_the_figures():
    game = Game(["Anna", "Ben"], modules=[ID])
    set_figure(game, "Anna", ID, "dials", (3, 6))
    game.record_scoring()
    assert game.scorings[0].typed == Marks({"Anna": Marks({ID: Marks({"dials": (3, 6)})})})
    assert game.scorings[0].points["Anna"] == 9
    with pytest.raises(ModuleError, match="it never falls"):
        set_figure(game, "Anna", ID, "dials", (3,))


def test_leaving_the_module_takes_its_figures_gains_and_copies():
    game = Game(["Anna", "Ben"], modules=[ID])
    set_figure(game, "Anna", ID, "black", 2)
    add_gain(game, "Anna", ID, 1)
    game.record_scoring()
    game.set_modules([])
    assert not game.player("Anna").typed
    assert game.player("Anna").immediate == ()
    assert not game.scorings[0].typed
    assert game.totals()["Anna"] == 2


def test_a_typed_wall_replaces_the_wall_that_scores():
    game = Game(["Anna", "Ben"], modules=[ID])
    set_figure(game, "Anna", ID, "wall", 6)
    score = game.score(1)
    assert score.players[0].wall == 6
    set_figure(game, "Anna", ID, "wall", None)
    assert game.score(1).players[0].wall == 0


# ---- properties ---------------------------------------------------------------------------------
@given(st.sampled_from([f for f in FIGURES if f.shape == "number"]),
       st.one_of(st.integers(-1000, -1), st.integers(201, 10_000)))
def test_a_figure_outside_its_range_is_always_refused(figure, value):
    value = value if value < 0 else figure.high + value
    with registered():
        with pytest.raises(GameFileError, match=rf"players\[0\]\.typed\.{ID}\.{figure.key}: "):
            loads(_file({figure.key: value}))
        game = Game(["Anna", "Ben"], modules=[ID])
        with pytest.raises(AlhambraError, match=r"^Anna, 'test_aviary': "):
            set_figure(game, "Anna", ID, figure.key, value)
        assert not game.player("Anna").typed


def test_the_recorded_table_counts_the_gains_in_the_total_and_before_each_scoring():
    from alhambra_gui.engine import cumulative_series, history

    game = Game(["Anna", "Ben"], modules=[ID])
    add_gain(game, "Anna", ID, 2)
    game.record_scoring()
    add_gain(game, "Anna", ID, 1)
    rows = {row.name: row for row in history(game)}
    assert (rows["Anna"].total, rows["Anna"].immediate, rows["Anna"].points) == (8, 8, (0,))
    assert rows["Anna"].cumulative == (7,)  # the 5 every player starts with and the gain before scoring 1
    assert cumulative_series(game)["Ben"] == [0, 5]
    assert rows["Anna"].rank == 1 and rows["Ben"].rank == 2
