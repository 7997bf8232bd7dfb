"""Every number the scoreboard dock shows, computed by engine/explain.py (no Qt)."""

from __future__ import annotations

import pytest

from alhambra_gui.engine import Game, Player, RecordedScoring, Tile, get_variant, load_game
from alhambra_gui.engine.explain import (
    dirk_advice,
    explain_award,
    explain_cell,
    explain_total,
    history,
    majority_overview,
    ranks,
)
from alhambra_gui.engine.scoring import Entrant

ALHAMBRA = get_variant("alhambra")


def award(round_: int, building: str, **counts: int):
    entrants = [Entrant(name, count) for name, count in counts.items()]
    awards = ALHAMBRA.scoring.award(round_, building, entrants)
    return {name: explain_award(a, building, round_) for name, a in awards.items()}


@pytest.fixture
def dirk_game(example_path):
    return load_game(example_path("two-players-dirk"))


@pytest.fixture
def three_game(example_path):
    return load_game(example_path("three-players"))


# ---- explanations of single awards: RULES.md §8 worked examples --------------------------
def test_shared_second_place_in_scoring_three():
    got = award(3, "tower", A=4, B=4, C=2)
    a, c = got["A"], got["C"]
    assert (a.kind, a.place, a.last_place, a.shared_with, a.place_points, a.divisor, a.points) == (
        "shared", 1, 2, ("B",), (21, 13), 2, 17)
    assert (c.kind, c.place, c.place_points, c.points) == ("alone", 3, (6,), 6)


def test_tied_second_place_and_an_unpaid_fourth():
    got = award(3, "arcades", A=5, B=3, C=3, D=1)
    assert (got["A"].kind, got["A"].points) == ("alone", 18)
    assert (got["B"].kind, got["B"].place, got["B"].last_place, got["B"].place_points) == (
        "shared", 2, 3, (10, 3))
    assert got["B"].points == got["C"].points == 6
    assert (got["D"].kind, got["D"].place, got["D"].points) == ("unpaid", 4, 0)


def test_zero_tiles_have_no_rank():
    got = award(3, "pavilion", A=2, B=1, C=0)
    assert (got["C"].kind, got["C"].place, got["C"].points) == ("no_tile", None, 0)
    assert (got["A"].points, got["B"].points) == (16, 8)


def test_unpaid_second_place_in_scoring_one():
    got = award(1, "pavilion", A=3, B=2, C=1)
    assert (got["B"].kind, got["B"].place) == ("unpaid", 2)
    assert (got["C"].kind, got["C"].place) == ("unpaid", 3)


def test_shared_first_place_in_scoring_one_rounds_down_to_zero():
    got = award(1, "pavilion", A=2, B=2)
    assert (got["A"].kind, got["A"].place_points, got["A"].points) == ("shared", (1, 0), 0)


def test_three_way_tie_in_scoring_two():
    got = award(2, "chambers", A=2, B=2, C=2)
    assert got["A"].shared_with == ("B", "C")
    assert (got["A"].place_points, got["A"].divisor, got["A"].points) == ((11, 4, 0), 3, 5)


def test_granada_multiplied_award_and_the_tie_break():
    game = Game(["A", "B", "C"], variant="granada")
    faces = {"A": [11, 4, 3], "B": [6, 5, 2], "C": [7]}
    for name, values in faces.items():
        for x, value in enumerate(values, start=1):
            game.player(name).city.put((x, 0), Tile("library", value))
    score = game.score(1)
    a, b = explain_cell(score, "A", "library"), explain_cell(score, "B", "library")
    assert (a.kind, a.multiplier, a.type_total, a.points, a.same_count) == ("multiplied", 1, 7, 7, ("B",))
    assert (b.kind, b.place, b.points, b.same_count) == ("unpaid", 2, 0, ("A",))
    assert explain_cell(game.score(3), "B", "library").points == 2 * 7


def test_explain_cell_on_the_dirk_example(dirk_game):
    score = dirk_game.score(2)
    ben = explain_cell(score, "Ben", "tower")
    assert (ben.kind, ben.place, ben.shared_with, ben.place_points, ben.points) == (
        "shared", 2, ("Dirk",), (6, 0), 3)
    assert explain_cell(score, "Dirk", "chambers").kind == "alone"


def test_total_written_out(dirk_game):
    score = dirk_game.score(1)
    anna = explain_total(score.players[0])
    assert anna.terms == (("pavilion", 0), ("seraglio", 2), ("arcades", 3), ("chambers", 0),
                          ("garden", 2), ("tower", 6))
    assert (anna.wall, anna.total) == (9, 22)
    dirk = explain_total(score.dirk)
    assert (dirk.wall, dirk.total) == (None, 4)
    assert anna.modules == dirk.modules == ()


def test_total_written_out_with_the_module_terms():
    from tests.module_games import MODULES, module_game

    score = module_game(MODULES).score(2)
    anna = explain_total(score.players[0])
    assert anna.modules == (("treasure_chamber", 10), ("city_watch", 3))
    assert anna.total == sum(p for _, p in anna.terms) + anna.wall + 13


# ---- the majority overview --------------------------------------------------------------
def test_majority_overview_three_players(three_game):
    overview = {m.building_type: m for m in majority_overview(three_game)}
    assert list(overview) == list(ALHAMBRA.type_ids)
    pavilion = overview["pavilion"]
    assert (pavilion.leaders, pavilion.lead_count) == (("Anna",), 2)
    assert pavilion.standing("Anna").margin == 1
    ben, chen = pavilion.standing("Ben"), pavilion.standing("Chen")
    assert (ben.to_share, ben.to_lead) == (1, 2)
    assert (chen.count, chen.to_share, chen.to_lead) == (0, 2, 3)
    chambers = overview["chambers"]
    assert chambers.leaders == ("Ben", "Chen")
    assert (chambers.standing("Ben").to_share, chambers.standing("Ben").to_lead) == (0, 1)
    assert (chambers.standing("Anna").to_share, chambers.standing("Anna").to_lead) == (1, 2)
    assert overview["arcades"].standing("Ben").margin == 5


def test_majority_overview_includes_dirk(dirk_game):
    chambers = {m.building_type: m for m in majority_overview(dirk_game)}["chambers"]
    assert chambers.leaders == ("Dirk",)
    assert [s.name for s in chambers.standings] == ["Anna", "Ben", "Dirk"]
    assert (chambers.standing("Anna").to_share, chambers.standing("Anna").to_lead) == (2, 3)


def test_majority_when_nobody_has_a_type():
    empty = majority_overview(Game(["A", "B"]))[0]
    assert (empty.leaders, empty.lead_count) == ((), 0)
    assert (empty.standing("A").to_share, empty.standing("A").to_lead) == (None, 1)


def test_granada_majority_does_not_share():
    game = Game(["A", "B"], variant="granada")
    game.player("A").city.put((1, 0), Tile("park", 9))
    game.player("B").city.put((1, 0), Tile("park", 4))
    park = {m.building_type: m for m in majority_overview(game)}["park"]
    assert park.leaders == ("A",)
    assert (park.standing("A").margin, park.standing("B").to_share, park.standing("B").to_lead) == (
        0, None, 1)


def test_granada_a_player_behind_with_the_best_face_leads_with_one_tile_fewer():
    """Played (Granada, German): Anna had 3 arenas (12, 7, 11), Bernd 2 (13, 9). One more
    arena of any value levels Bernd and puts him first (equal counts go to the best face: his
    13), yet the Majorities tab said "Führung +2"."""
    game = Game(["Anna", "Bernd", "Clara"], variant="granada")
    faces = {"Anna": [12, 7, 11], "Bernd": [13, 9], "Clara": [10]}
    for name, values in faces.items():
        for x, value in enumerate(values, start=1):
            game.player(name).city.put((x, 0), Tile("arena", value))
    arena = {m.building_type: m for m in majority_overview(game)}["arena"]
    assert arena.leaders == ("Anna",)
    assert arena.standing("Bernd").to_lead == 1
    assert arena.standing("Clara").to_lead == 3  # two more only level her: Anna's 12 beats her 10


# ---- history and ranking ---------------------------------------------------------------
def test_history_after_three_scorings(dirk_game):
    for _ in range(3):
        dirk_game.record_scoring()
    rows = {r.name: r for r in history(dirk_game)}
    assert rows["Anna"].points == (22, 53, 97)
    assert rows["Anna"].cumulative == (22, 75, 172)
    assert (rows["Ben"].total, rows["Dirk"].total) == (6 + 27 + 67, 4 + 15 + 42)
    assert (rows["Anna"].rank, rows["Ben"].rank, rows["Dirk"].rank) == (1, 2, None)


def test_ranks_share_places():
    assert ranks({"A": 50, "B": 70, "C": 50, "Dirk": 99}) == {"A": 2, "B": 1, "C": 2}


def test_no_rank_before_the_first_scoring(three_game):
    assert {r.rank for r in history(three_game)} == {None}


def test_history_keeps_names_of_old_scorings():
    game = Game([Player("A"), Player("B")], scorings=[RecordedScoring(1, {"A": 3, "B": 1, "Dirk": 2})])
    assert [r.name for r in history(game)] == ["A", "B", "Dirk"]


# ---- Dirk --------------------------------------------------------------------------------
def test_dirk_advice_moments(dirk_game):
    start = dirk_advice(dirk_game)
    assert (start.moment, start.size, start.due, start.has) == ("start", 6, 0, 8)  # holds 8 already
    assert (start.known, start.market, start.catalogue, start.bag) == (38, 4, 54, 12)
    dirk_game.record_scoring()
    assert (dirk_advice(dirk_game).moment, dirk_advice(dirk_game).due) == ("after_first", 6)
    dirk_game.record_scoring()
    after = dirk_advice(dirk_game, market_count=4)
    assert (after.moment, after.due) == ("after_second", (54 - 38 - 4) // 3)
    assert dirk_advice(dirk_game, market_count=0).due == (54 - 38) // 3
    dirk_game.give_to_dirk(dirk_game.free_tiles()[0])  # one tile handed out
    assert dirk_advice(dirk_game, market_count=0).size == (54 - 38) // 3  # as when recorded
    assert dirk_advice(dirk_game, market_count=0).due == (54 - 38) // 3 - 1
    dirk_game.record_scoring()
    assert (dirk_advice(dirk_game).moment, dirk_advice(dirk_game).due) == ("done", 0)


def test_no_dirk_advice_without_dirk(three_game):
    assert dirk_advice(three_game) is None
