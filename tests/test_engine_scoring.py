"""Scoring (RULES.md §4, §6, §7 and the §8 worked examples) and the shared example games."""

from __future__ import annotations

import pytest

from alhambra_gui.engine import AlhambraError, Game, RecordedScoring, Tile, Walls, get_variant, load_game
from alhambra_gui.engine.scoring import Entrant
from alhambra_gui.engine.tally import Participant, score_round
from tests.conftest import with_empty_modules

ALHAMBRA = get_variant("alhambra")
GRANADA = get_variant("granada")
EXAMPLES = ["three-players", "two-players-dirk"]


def award(round_: int, building: str, counts: dict[str, int], variant=ALHAMBRA, best=None):
    entrants = [Entrant(name, count, (best or {}).get(name, 0)) for name, count in counts.items()]
    return variant.scoring.award(round_, building, entrants)


def points(round_: int, building: str, counts: dict[str, int], **kwargs) -> dict[str, int]:
    return {name: a.points for name, a in award(round_, building, counts, **kwargs).items()}


def real(kind: str, price: int, walls: str) -> Tile:
    t = Tile(kind, price, Walls(walls))
    ALHAMBRA.check_tile(t)
    return t


# ---- building points: every row of the §8 table and the §4 tie examples --------------------

@pytest.mark.parametrize(("round_", "building", "counts", "expected"), [
    (1, "pavilion", {"A": 3, "B": 2, "C": 1}, {"A": 1, "B": 0, "C": 0}),
    (1, "tower", {"A": 2, "B": 2, "C": 0}, {"A": 3, "B": 3, "C": 0}),
    (2, "garden", {"A": 3, "B": 3, "C": 1}, {"A": 8, "B": 8, "C": 0}),
    (2, "seraglio", {"A": 4, "B": 2, "C": 2}, {"A": 9, "B": 1, "C": 1}),
    (2, "chambers", {"A": 2, "B": 2, "C": 2}, {"A": 5, "B": 5, "C": 5}),
    (3, "tower", {"A": 4, "B": 4, "C": 2}, {"A": 17, "B": 17, "C": 6}),
    (3, "arcades", {"A": 5, "B": 3, "C": 3, "D": 1}, {"A": 18, "B": 6, "C": 6, "D": 0}),
    (3, "garden", {"A": 2, "B": 2, "C": 2, "D": 2}, {"A": 9, "B": 9, "C": 9, "D": 9}),
    (3, "pavilion", {"A": 2, "B": 1, "C": 0}, {"A": 16, "B": 8, "C": 0}),
    # §4: tower, two tied for 1st in scoring 1 / 2, two tied for 2nd in scoring 3.
    (1, "tower", {"A": 1, "B": 1}, {"A": 3, "B": 3}),
    (2, "tower", {"A": 2, "B": 2, "C": 1}, {"A": 9, "B": 9, "C": 0}),
    (3, "tower", {"A": 3, "B": 2, "C": 2}, {"A": 21, "B": 9, "C": 9}),
    (1, "pavilion", {"A": 1, "B": 1}, {"A": 0, "B": 0}),
])
def test_building_points(round_, building, counts, expected):
    assert points(round_, building, counts) == expected


@pytest.mark.parametrize("round_", [1, 2, 3])
def test_a_player_without_tiles_of_a_type_never_ranks(round_):
    result = award(round_, "garden", {"A": 0, "B": 0, "C": 1})
    assert result["A"].points == result["B"].points == 0
    assert result["A"].place is None and result["B"].place is None
    assert result["C"].place == 1 and result["C"].points == (5, 12, 20)[round_ - 1]


def test_nobody_with_tiles_scores_nothing():
    result = award(3, "tower", {"A": 0, "B": 0})
    assert {a.points for a in result.values()} == {0}
    assert {a.place for a in result.values()} == {None}


def test_award_explains_a_shared_place():
    result = award(2, "garden", {"A": 3, "B": 3, "C": 1})
    a, c = result["A"], result["C"]
    assert (a.place, a.shared_with, a.place_points, a.points) == (1, ("B",), (12, 5), 8)
    assert result["B"].shared_with == ("A",)
    assert (c.place, c.shared_with, c.place_points, c.points) == (3, (), (0,), 0)


def test_award_explains_a_place_alone():
    result = award(3, "arcades", {"A": 5, "B": 3, "C": 3, "D": 1})
    assert (result["A"].place, result["A"].place_points, result["A"].shared_with) == (1, (18,), ())
    assert (result["B"].place, result["B"].place_points) == (2, (10, 3))
    assert (result["D"].place, result["D"].place_points, result["D"].points) == (4, (0,), 0)
    assert result["D"].count == 1


# ---- a whole scoring with Dirk (§8), from real cities ----------------------------------------

def dirk_example() -> Game:
    game = Game(["A", "B"], dirk=[real("tower", 12, ""), real("tower", 13, "E"),
                                  real("seraglio", 9, "")])
    for cell, t in [((0, -1), real("tower", 7, "NEW")), ((0, 1), real("tower", 9, "ES")),
                    ((-1, 1), real("garden", 8, "SW"))]:
        game.build("A", t, cell)
    for cell, t in [((0, -1), real("pavilion", 2, "NEW")), ((-1, 0), real("pavilion", 3, "SW")),
                    ((1, 0), real("tower", 8, "NES"))]:
        game.build("B", t, cell)
    # Reserve tiles never count: three pavilions here would otherwise beat B.
    for t in [real("pavilion", 4, "ES"), real("pavilion", 5, "NW"), real("pavilion", 6, "N")]:
        game.take_into_reserve("A", t)
    return game


def test_dirk_example_cities_are_legal_with_walls_four_and_six():
    game = dirk_example()
    assert [p.city.is_legal() for p in game.players] == [True, True]
    assert [p.city.longest_wall() for p in game.players] == [4, 6]


@pytest.mark.parametrize(("round_", "expected"), [
    (1, {"A": 12, "B": 7, "Dirk": 5}),
    (2, {"A": 25, "B": 14, "Dirk": 18}),
])
def test_dirk_example(round_, expected):
    result = dirk_example().score(round_)
    assert result.points() == expected
    assert result.dirk is not None and result.dirk.wall == 0
    a = result.players[0]
    assert a.wall == 4 and a.total == a.building_points + 4
    assert a.buildings["pavilion"].points == 0 and a.buildings["pavilion"].count == 0


def test_dirk_example_through_score_round_with_given_walls():
    tiles = {"A": [real("tower", 7, "NEW"), real("tower", 9, "ES"), real("garden", 8, "SW")],
             "B": [real("tower", 8, "NES"), real("pavilion", 2, "NEW"), real("pavilion", 3, "SW")]}
    players = [Participant("A", tiles["A"], wall=4), Participant("B", tiles["B"], wall=6)]
    dirk = [real("tower", 12, ""), real("tower", 13, "E"), real("seraglio", 9, "")]
    assert score_round(ALHAMBRA, 1, players, dirk).points() == {"A": 12, "B": 7, "Dirk": 5}
    result = score_round(ALHAMBRA, 2, players, dirk)
    assert result.points() == {"A": 25, "B": 14, "Dirk": 18}
    tower = result.players[0].buildings["tower"]
    assert (tower.place, tower.shared_with, tower.place_points) == (1, ("Dirk",), (13, 6))
    assert result.to_dict()["dirk"] == {"buildings": {
        "pavilion": 0, "seraglio": 9, "arcades": 0, "chambers": 0, "garden": 0, "tower": 9},
        "total": 18}


def test_score_round_refuses_a_fourth_scoring():
    with pytest.raises(ValueError):
        score_round(ALHAMBRA, 4, [Participant("A", [])])


def test_every_player_gets_their_own_wall_in_every_scoring():
    players = [Participant("A", [], wall=3), Participant("B", [], wall=7)]
    for round_ in (1, 2, 3):
        assert score_round(ALHAMBRA, round_, players).points() == {"A": 3, "B": 7}


# ---- Granada ----------------------------------------------------------------------------------

def test_granada_library_example():
    result = award(1, "library", {"A": 3, "B": 3, "C": 1}, variant=GRANADA,
                   best={"A": 11, "B": 6, "C": 2})
    assert {n: a.points for n, a in result.items()} == {"A": 7, "B": 0, "C": 0}
    assert (result["A"].place, result["A"].multiplier, result["A"].type_total) == (1, 1, 7)
    assert result["B"].place == 2


def test_granada_later_scorings_pay_more_places_and_the_best_face_breaks_ties():
    counts = {"A": 3, "B": 3, "C": 1, "D": 0}
    assert points(3, "library", counts, variant=GRANADA, best={"A": 6, "B": 11, "C": 2}) == {
        "A": 14, "B": 21, "C": 7, "D": 0}
    assert points(2, "park", counts, variant=GRANADA, best={"A": 9, "B": 4, "C": 5}) == {
        "A": 14, "B": 7, "C": 0, "D": 0}


def test_granada_scoring_from_faces():
    faces = {"A": [Tile("library", v, Walls("")) for v in (11, 4, 2)],
             "B": [Tile("library", v, Walls("")) for v in (6, 8, 3)],
             "C": [Tile("library", 13, Walls("N"))]}
    players = [Participant(n, t) for n, t in faces.items()]
    assert score_round(GRANADA, 1, players).points() == {"A": 7, "B": 0, "C": 0}
    assert set(score_round(GRANADA, 1, players).players[0].buildings) == set(GRANADA.type_ids)


# ---- recording scorings in a game ------------------------------------------------------------

def test_record_scorings_in_order_and_total_them():
    game = dirk_example()
    assert game.next_round == 1
    first = game.record_scoring()
    assert (first.round, first.points) == (1, {"A": 12, "B": 7, "Dirk": 5})
    assert (first.dirk_held, first.tiles_known) == (3, 12)  # for Dirk's hand-out after it
    with pytest.raises(AlhambraError, match="scoring 2"):
        game.record_scoring(3)
    game.record_scoring(2)
    assert game.totals() == {"A": 37, "B": 21, "Dirk": 23}
    assert game.winners() == [] and not game.finished
    game.record_scoring(3)
    assert game.finished and game.next_round is None
    with pytest.raises(AlhambraError):
        game.record_scoring()
    third = game.score(3).points()
    assert game.totals()["A"] == 37 + third["A"]
    assert game.winners() == ["A"]


def test_recording_does_not_change_the_cities():
    game = dirk_example()
    before = game.copy()
    game.record_scoring(1)
    assert [p.city for p in game.players] == [p.city for p in before.players]


def test_shared_victory():
    game = Game(["A", "B", "C"])
    game.scorings = [RecordedScoring(r, {"A": 10 * r, "B": 10 * r, "C": r}) for r in (1, 2, 3)]
    assert game.totals() == {"A": 60, "B": 60, "C": 6}
    assert game.winners() == ["A", "B"]


def test_dirk_cannot_win():
    game = Game(["A", "B"], dirk=True)
    game.scorings = [RecordedScoring(r, {"A": 5, "B": 7, "Dirk": 50}) for r in (1, 2, 3)]
    assert game.totals() == {"A": 15, "B": 21, "Dirk": 150}
    assert game.winners() == ["B"]


# ---- the shared example games -------------------------------------------------------------------

def check_report(game: Game) -> dict:
    return {"players": [
        {"name": p.name, "legal": p.city.is_legal(), "longest_wall": p.city.longest_wall(),
         "violations": [v.to_dict() for v in p.city.violations()]} for p in game.players]}


@pytest.mark.parametrize("name", EXAMPLES)
def test_shared_example_check(name, example_path, expected):
    assert check_report(load_game(example_path(name))) == expected(name)["check"]


@pytest.mark.parametrize("round_", [1, 2, 3])
@pytest.mark.parametrize("name", EXAMPLES)
def test_shared_example_scores(name, round_, example_path, expected):
    game = load_game(example_path(name))
    assert game.score(round_).to_dict() == with_empty_modules(expected(name)[f"score --round {round_}"])
