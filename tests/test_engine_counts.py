"""Counts only: a player scored from typed counts is scored exactly as a city with those
counts (RULES.md §4, §6, §7; MODULES.md), switching keeps both, and no count is possible
that no city could have."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from alhambra_gui.engine import Cell, Game, Marks, Player, Tile, Walls, get_variant
from alhambra_gui.engine.counts import Counts, CountsError, scored_wall, typed
from alhambra_gui.engine.counts_actions import (
    check_kept,
    from_city,
    refuse_kept,
    set_counts,
    use_city,
    use_counts,
)
from alhambra_gui.engine.modules import bonus_cards, characters, new_score_cards
from tests.module_games import MODULES, module_game
from tests.test_engine_module_properties import module_games
from tests.test_engine_properties import games

ALHAMBRA = get_variant("alhambra")
GRANADA = get_variant("granada")


def typed_in(chests: int = 0, tiles: tuple[Tile, ...] = ()) -> dict[str, Marks]:
    """The modules' typed numbers: chests on buildings, bonus cards' tiles built."""
    modules = {}
    if chests:
        modules["treasure_chamber"] = Marks({"chests": chests})
    if tiles:
        modules["bonus_cards"] = Marks({bonus_cards.card_key(t): 1 for t in tiles})
    return modules


def tile(kind: str, price: int, walls: str = "") -> Tile:
    return Tile(kind, price, Walls(walls))


def typed_player(name: str, wall: int = 0, **buildings: int) -> Player:
    return Player(name, counts=Counts(buildings, wall))


def city_player(name: str, tiles: dict[tuple[int, int], Tile]) -> Player:
    player = Player(name)
    for cell, placed in tiles.items():
        player.city.put(cell, placed)
    return player


def points(game: Game, round_: int) -> dict[str, int]:
    return game.score(round_).points()


def terms(game: Game, round_: int, name: str) -> list[tuple[str, int, float]]:
    """Each term of a player's score: its key, points and the count behind a majority."""
    score = next(p for p in game.score(round_).players if p.name == name)
    return [(t.key, t.points, t.award.count if t.award else -1) for t in score.terms]


# ---- RULES.md §8: the whole scoring with Dirk, from typed counts ---------------------------

#: Cities of the worked example's counts: A tower 2, garden 1; B tower 1, pavilion 2.
A_CITY = {(0, -1): tile("tower", 7, "NEW"), (1, 0): tile("tower", 9, "NE"), (0, 1): tile("garden", 6, "ESW")}
B_CITY = {(-1, 0): tile("tower", 9, "NW"), (0, -1): tile("pavilion", 5, "NW"),
          (0, 1): tile("pavilion", 3, "SW")}
A_WALL = 5  # tower 7's three sides and tower 9's two, corner to corner
DIRK_TILES = [tile("tower", 10, "W"), tile("tower", 11, "N"), tile("seraglio", 5, "SW")]


@pytest.mark.parametrize(("round_", "expected"), [(1, {"A": 12, "B": 7, "Dirk": 5}),
                                                  (2, {"A": 25, "B": 14, "Dirk": 18})])
def test_the_worked_example_with_dirk_scores_from_typed_counts(round_, expected):
    game = Game([typed_player("A", 4, tower=2, garden=1), typed_player("B", 6, tower=1, pavilion=2)],
                dirk=DIRK_TILES)
    assert points(game, round_) == expected
    assert all(p.typed for p in game.score(round_).players)


@pytest.mark.parametrize("round_", [1, 2, 3])
@pytest.mark.parametrize("typed_names", [("A",), ("B",), ("A", "B")])
def test_typed_counts_score_like_the_equivalent_digitised_city(round_, typed_names):
    digitised = Game([city_player("A", A_CITY), city_player("B", B_CITY)], dirk=DIRK_TILES)
    assert digitised.player("A").city.longest_wall() == A_WALL
    mixed = digitised.copy()
    for name in typed_names:
        use_counts(mixed, name)
    assert points(mixed, round_) == points(digitised, round_)
    for name in ("A", "B"):
        assert terms(mixed, round_, name) == terms(digitised, round_, name)


@pytest.mark.parametrize(("round_", "counts", "expected"), [
    (1, {"A": 2, "B": 2, "C": 0}, {"A": 3, "B": 3, "C": 0}),  # tied 1st share (6 + 0) / 2
    (2, {"A": 2, "B": 2, "C": 1}, {"A": 9, "B": 9, "C": 0}),  # tied 1st, next gets nothing
    (3, {"A": 3, "B": 2, "C": 2}, {"A": 21, "B": 9, "C": 9}),  # tied 2nd
    (3, {"A": 4, "B": 4, "C": 2}, {"A": 17, "B": 17, "C": 6}),
])
def test_ties_between_typed_and_digitised_players_share_places(round_, counts, expected):
    towers = [t for t in ALHAMBRA.catalogue if t.type == "tower"]
    a_city = {(x, 0): towers[x - 1] for x in range(1, counts["A"] + 1)}  # walls need not fit
    game = Game([city_player("A", a_city), typed_player("B", tower=counts["B"]),
                 typed_player("C", tower=counts["C"])])
    scored = {p.name: p.buildings["tower"].points for p in game.score(round_).players}
    assert scored == expected


def test_granada_breaks_a_tie_of_typed_counts_by_the_highest_value():
    """§8: 7 library faces, counts A3 B3 C1, A's best 11, B's 6 → A 7, B 0, C 0."""
    b_city = {(1, 0): tile("library", 6), (2, 0): tile("library", 4), (3, 0): tile("library", 2)}
    game = Game([Player("A", counts=Counts({"library": 3}, 0, {"library": 11})), city_player("B", b_city),
                 Player("C", counts=Counts({"library": 1}, 0, {"library": 13}))], variant="granada")
    scored = {p.name: p.buildings["library"] for p in game.score(1).players}
    assert {n: a.points for n, a in scored.items()} == {"A": 7, "B": 0, "C": 0}
    assert scored["A"].type_total == 7
    swapped = Game([Player("A", counts=Counts({"library": 3}, 0, {"library": 5})), city_player("B", b_city)],
                   variant="granada")
    assert {p.name: p.buildings["library"].points for p in swapped.score(1).players} == {"A": 0, "B": 6}


def test_a_typed_wall_scores_for_every_player_and_the_city_is_not_scored():
    player = city_player("A", A_CITY)
    player.counts = Counts({"garden": 1}, 9)
    game = Game([player, Player("B")])
    score = game.score(2).players[0]
    assert (score.wall, score.buildings["tower"].count, score.buildings["garden"].count) == (9, 0, 1)
    assert scored_wall(player) == 9
    assert score.to_dict()["counts_only"] is True
    assert "counts_only" not in game.score(2).players[1].to_dict()


# ---- switching keeps both -----------------------------------------------------------------

def test_switching_to_counts_fills_them_from_the_city_and_keeps_the_city():
    game = Game([city_player("A", A_CITY), Player("B")])
    use_counts(game, "A")
    player = game.player("A")
    assert player.counts == Counts({"tower": 2, "garden": 1}, A_WALL)
    assert typed(player) is player.counts
    assert dict(player.city) == {Cell(*c): t for c, t in A_CITY.items()}


def test_switching_back_keeps_the_counts_and_switching_again_reuses_them():
    game = Game([city_player("A", A_CITY), Player("B")])
    use_counts(game, "A")
    set_counts(game, "A", Counts({"pavilion": 5}, 11))
    use_city(game, "A")
    assert typed(game.player("A")) is None
    assert game.player("A").counts == Counts({"pavilion": 5}, 11, in_use=False)
    assert game.score(1).players[0].wall == A_WALL  # the city scores again
    use_counts(game, "A")
    assert game.player("A").counts == Counts({"pavilion": 5}, 11)
    use_counts(game, "A", refill=True)
    assert game.player("A").counts == Counts({"tower": 2, "garden": 1}, A_WALL)


def test_switching_to_the_city_twice_is_refused():
    game = Game(["A", "B"])
    with pytest.raises(CountsError, match="scored from the city already"):
        use_city(game, "A")


def test_a_kept_city_may_not_change_while_its_counts_score():
    before = Game([city_player("A", A_CITY), Player("B")])
    use_counts(before, "A")
    after = before.copy()
    after.build("A", tile("tower", 13, "E"), (3, 0), force=True)
    with pytest.raises(CountsError, match="city is kept"):
        check_kept(before, after)
    after.build("B", tile("tower", 12), (1, 0), force=True)  # another city: fine
    use_city(after, "A")
    check_kept(before, after)  # switched back in the same change: the city may change


def test_a_change_of_a_kept_city_is_refused_before_it_is_tried():
    game = Game([city_player("A", A_CITY), Player("B")])
    refuse_kept(game, ["A", "B"])  # both cities score: nothing to refuse
    use_counts(game, "A")
    with pytest.raises(CountsError, match="A is scored from typed counts"):
        refuse_kept(game, ["B", "A"])
    refuse_kept(game, ["B"])


def test_a_copy_and_equality_include_the_counts():
    game = Game(["A", "B"])
    twin = game.copy()
    set_counts(twin, "A", Counts({"tower": 1}, 2))
    assert twin != game and game.player("A").counts is None
    assert twin.copy() == twin


# ---- counts no city could have ----------------------------------------------------------------

@pytest.mark.parametrize(("variant", "modules", "counts", "message"), [
    ("alhambra", (), Counts({"garden": 12}), "garden: 12 is out of range (0 to 11)"),
    ("alhambra", (), Counts({"pavilion": 8}), "pavilion: 8 is out of range (0 to 7)"),
    ("alhambra", (), Counts({"castle": 1}), "castle: is not a building type of Alhambra"),
    ("alhambra", (), Counts(wall=217), "wall: 217 is out of range (0 to 216)"),
    ("alhambra", (), Counts({"tower": 1}, highest={"tower": 9}), "highest: only Granada"),
    ("alhambra", (), Counts({"tower": 1}, modules=typed_in(chests=1)),
     "does not list the module 'treasure_chamber'"),
    ("alhambra", ("treasure_chamber",), Counts({"tower": 1}, modules=typed_in(chests=2)),
     "2 chests on 1 buildings"),
    ("alhambra", ("bonus_cards",),
     Counts({"tower": 1}, modules=typed_in(tiles=(tile("tower", 11), tile("tower", 12)))),
     "2 tower tiles of bonus cards stand in a city of 1 tower buildings"),
    ("alhambra", ("bonus_cards",), Counts({"tower": 1}, modules=typed_in(tiles=(tile("tower", 9),))),
     "no bonus card shows tower 9"),
    ("alhambra", (), Counts({"tower": 1}, modules=typed_in(tiles=(tile("tower", 11),))),
     "does not list the module 'bonus_cards'"),
    ("granada", (), Counts({"park": 3}, highest={"park": 3}), "highest.park: 3 is out of range (4 to 13"),
    ("granada", (), Counts({"park": 3}), "give the highest value of park (3 counted)"),
    ("granada", (), Counts({"park": 13}, highest={"park": 13}), "park: 13 is out of range (0 to 12)"),
    ("granada", (), Counts({"park": 1}, highest={"park": 9, "school": 4}), "no school is counted"),
])
def test_counts_no_city_could_have_are_refused(variant, modules, counts, message):
    game = Game(["A", "B"], variant=variant, modules=modules)
    with pytest.raises(CountsError, match=message.replace("(", r"\(").replace(")", r"\)")):
        set_counts(game, "A", counts)
    assert game.player("A").counts is None


def test_with_count_drops_the_highest_value_of_a_type_no_longer_counted():
    counts = Counts({"park": 2}, 0, {"park": 7}).with_count("park", 0)
    assert counts == Counts() and counts.highest == {}


# ---- modules ---------------------------------------------------------------------------------

def test_a_bonus_card_counts_for_a_typed_player_when_its_tile_is_ticked_as_built():
    game = Game([typed_player("A", 0, pavilion=2), Player("B")], modules=["bonus_cards"])
    card = tile("pavilion", 8)
    bonus_cards.set_card(game, "A", card, True)
    assert game.score(1).players[0].buildings["pavilion"].count == 2
    set_counts(game, "A", game.player("A").counts.with_number("bonus_cards", bonus_cards.card_key(card), 1))
    parts = game.score(1).players[0].parts["pavilion"]
    assert game.score(1).players[0].buildings["pavilion"].count == 3
    assert [p.why.english() for p in parts] == ["bonus card pavilion 8: +1"]
    bonus_cards.set_card(game, "A", card, False)  # ticked, but the card is not held
    assert game.score(1).players[0].buildings["pavilion"].count == 2


def test_the_wise_man_needs_a_typed_building_of_his_type():
    game = Game([typed_player("A", 3, tower=1), typed_player("B", 0, garden=1)], modules=["characters"])
    characters.set_holders(game, characters.Holders("A", "tower", "A"))
    a = game.score(1).players[0]
    assert a.buildings["tower"].count == 1.5
    assert a.term("city_watch").points == 1  # the typed wall 3 ÷ 3
    characters.set_holders(game, characters.Holders("B", "tower", None))
    assert game.score(1).players[1].buildings["tower"].count == 0


def test_typed_chests_are_one_more_majority():
    game = Game([typed_player("A", 0, tower=3), typed_player("B", 0, tower=2)], modules=["treasure_chamber"])
    set_counts(game, "A", game.player("A").counts.with_number("treasure_chamber", "chests", 2))
    set_counts(game, "B", game.player("B").counts.with_number("treasure_chamber", "chests", 1))
    a, b = (p.term("treasure_chamber") for p in game.score(2).players)
    assert (a.points, b.points) == (14, 7)
    assert a.lines[0].english() == "2 chests on the buildings (typed)"
    assert b.lines[0].english() == "1 chest on the buildings (typed)"


def test_the_new_score_cards_value_typed_majorities():
    game = Game([typed_player("A", 0, tower=1), Player("B")], modules=["new_score_cards"])
    new_score_cards.set_cards(game, (4, 1, 2))  # card 4: a tower majority is worth 3
    assert game.score(1).players[0].buildings["tower"].points == 3


def test_taking_a_module_out_takes_its_typed_numbers_along():
    game = Game([typed_player("A", 0, pavilion=1), Player("B")], modules=["treasure_chamber", "bonus_cards"])
    pavilion_8 = (tile("pavilion", 8),)
    set_counts(game, "A", Counts({"pavilion": 1}, 0, modules=typed_in(chests=1, tiles=pavilion_8)))
    game.set_modules(["bonus_cards"])
    assert game.player("A").counts == Counts({"pavilion": 1}, 0, modules=typed_in(tiles=pavilion_8))
    game.set_modules([])
    assert game.player("A").counts == Counts({"pavilion": 1})


def test_counts_from_a_city_with_modules_leave_out_building_sites():
    game = module_game()
    counts = from_city(game, "Chen")  # the pavilion 7 is a building site
    assert counts.buildings == {"pavilion": 1, "tower": 1}
    assert counts.modules == typed_in(chests=1, tiles=(tile("pavilion", 8),))


# ---- properties --------------------------------------------------------------------------------

def _all_typed(game: Game) -> Game:
    twin = game.copy()
    for name in twin.names:
        use_counts(twin, name)
    return twin


def _scores(game: Game, round_: int) -> list[list[tuple[str, int, float]]]:
    return [terms(game, round_, name) for name in game.names] + [
        [(t.key, t.points, t.award.count if t.award else -1) for t in d.terms]
        for d in [game.score(round_).dirk] if d is not None]


@given(games(), st.integers(1, 3), st.data())
def test_scoring_from_the_counts_of_random_cities_equals_scoring_the_cities(game, round_, data):
    some = data.draw(st.lists(st.sampled_from(game.names), unique=True))
    mixed = game.copy()
    for name in some:
        use_counts(mixed, name)
    assert _scores(mixed, round_) == _scores(game, round_)
    assert _scores(_all_typed(game), round_) == _scores(game, round_)


@given(module_games(), st.integers(1, 3))
def test_with_every_module_the_counts_of_random_cities_score_like_the_cities(game, round_):
    assert set(MODULES) <= set(game.modules)
    assert _scores(_all_typed(game), round_) == _scores(game, round_)


@st.composite
def granada_games(draw) -> Game:
    faces = [Tile(t, v, Walls(draw(st.sampled_from(["", "N", "ES", "NSW"])))) for t in GRANADA.type_ids
             for v in range(2, 14)]
    game = Game([Player(n) for n in ("A", "B", "C")[:draw(st.integers(1, 3))]], variant="granada")
    for face in draw(st.permutations(faces))[:draw(st.integers(0, 60))]:
        holder = draw(st.sampled_from(game.players))
        cell = draw(st.sampled_from(holder.city.facts.frontier))
        holder.city.put(cell, face)
    return game


@given(granada_games(), st.integers(1, 3))
def test_granada_counts_with_their_highest_values_score_like_the_cities(game, round_):
    assert _scores(_all_typed(game), round_) == _scores(game, round_)


def test_a_count_changed_keeps_what_rests_on_it_possible():
    from alhambra_gui.engine.counts_rules import with_count

    counts = Counts({"pavilion": 1, "garden": 2}, 0,
                    modules=typed_in(chests=3, tiles=(tile("garden", 10), tile("garden", 11))))
    fewer = with_count(counts, ALHAMBRA, "garden", 1)
    assert fewer == Counts({"pavilion": 1, "garden": 1}, 0,
                           modules=typed_in(chests=2, tiles=(tile("garden", 10),)))
    park = with_count(Counts(), GRANADA, "park", 3)
    assert park.highest == {"park": 4}
    assert with_count(Counts({"park": 3}, 0, {"park": 11}), GRANADA, "park", 5).highest == {"park": 11}
    assert with_count(Counts({"park": 3}, 0, {"park": 11}), GRANADA, "park", 0) == Counts()


def test_dirk_s_third_hand_out_counts_typed_buildings_as_out_of_the_bag():
    from alhambra_gui.engine import bag_count, dirk_due

    digitised = Game([city_player("A", A_CITY), city_player("B", B_CITY)], dirk=DIRK_TILES)
    typed_game = Game([Player("A", counts=Counts({"tower": 2, "garden": 1}, A_WALL)),
                       city_player("B", B_CITY)], dirk=DIRK_TILES)
    assert bag_count(typed_game) == bag_count(digitised) == 54 - 3 - 3 - 3
    kept = digitised.copy()
    use_counts(kept, "A")
    set_counts(kept, "A", Counts({"tower": 5, "garden": 4}, 2))  # the city on the table grew
    assert bag_count(kept) == bag_count(digitised) - 6
    for round_ in (1, 2):
        kept.record_scoring(round_)
    assert kept.scorings[1].tiles_known == 3 + 9 + 3  # B's city, A's typed buildings, Dirk's
    assert dirk_due(kept) == (54 - 15) // 3
