"""Extensions (MODULES.md §19.1): an extension counts as one more building of its tile's type."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from alhambra_gui.engine import (
    Cell,
    Game,
    GameFileError,
    ModuleError,
    Tile,
    Walls,
    game_from_dict,
    game_to_dict,
)
from alhambra_gui.engine.counts_actions import from_city, use_counts
from alhambra_gui.engine.modules import building_sites
from alhambra_gui.engine.modules.extensions import has_extension, set_extension
from alhambra_gui.engine.scoring import DIRK


def tile(kind: str, price: int, walls: str = "") -> Tile:
    return Tile(kind, price, Walls(walls))


GARDENS = [tile("garden", 10), tile("garden", 11), tile("garden", 12, "S"), tile("garden", 9, "E"),
           tile("garden", 10, "N"), tile("garden", 10, "W"), tile("garden", 8, "SW"), tile("garden", 8, "NE"),
           tile("garden", 8, "NW")]
CELLS = [(1, 0), (2, 0), (3, 0), (4, 0)]


def example() -> Game:
    """§19.1: A has 3 gardens, one extended; B has 4; C has 2."""
    game = Game(["A", "B", "C"], modules=["extensions"])
    held = iter(GARDENS)
    for name, count in (("A", 3), ("B", 4), ("C", 2)):
        for cell in CELLS[:count]:
            game.player(name).city.put(Cell(*cell), next(held))
    set_extension(game, "A", Cell(1, 0), True)
    return game


def test_the_worked_example_an_extension_makes_a_tie_for_first():
    result = example().score(2)
    a, b, c = result.players
    assert a.buildings["garden"].count == 4 and b.buildings["garden"].count == 4
    assert a.buildings["garden"].points == 8 and b.buildings["garden"].points == 8  # ⌊(12 + 5) / 2⌋
    assert c.buildings["garden"].points == 0
    lines = [p.why.english() for p in a.parts["garden"]]
    assert lines == ["extension at (1, 0): +1"]


def test_the_file_keeps_extensions_on_cities_reserves_and_dirks_tiles():
    game = Game(["A", "B"], dirk=[tile("tower", 9, "ES"), tile("tower", 11)], modules=["extensions"])
    game.player("A").city.put(Cell(1, 0), GARDENS[0])
    set_extension(game, "A", Cell(1, 0), True)
    set_extension(game, DIRK, tile("tower", 9, "ES"), True)
    data = game_to_dict(game)
    assert data["players"][0]["city"][0]["extension"] is True
    assert data["dirk"]["tiles"][0] == {"type": "tower", "price": 9, "walls": "ES", "extension": True}
    again = game_from_dict(data, "game.json")
    assert again.score(1).dirk.buildings["tower"].count == 3  # his two towers and an extension
    assert has_extension(again.dirk_marks[tile("tower", 9, "ES")])
    again.release(tile("tower", 9, "ES"))
    assert again.dirk_marks == {}


def test_a_third_extension_of_a_type_is_refused_with_its_place():
    game = example()
    set_extension(game, "B", Cell(1, 0), True)
    with pytest.raises(ModuleError, match="both garden extensions are in use"):
        set_extension(game, "C", Cell(1, 0), True)
    data = game_to_dict(game)
    data["players"][2]["city"][0]["extension"] = True
    with pytest.raises(GameFileError, match=r"game.json: players\[2\]\.city\[0\]: a third garden extension "
                                            r"\(the box has 2\)"):
        game_from_dict(data, "game.json")


def test_an_extension_on_a_building_site_or_in_the_reserve_counts_nothing():
    game = example()
    game.set_modules(["extensions", "building_sites"])
    building_sites.set_site(game, "B", Cell(2, 0), True)
    with pytest.raises(ModuleError, match="building site"):
        set_extension(game, "B", Cell(2, 0), True)
    game.unbuild("A", Cell(1, 0), force=True)
    assert has_extension(game.player("A").reserve_marks[GARDENS[0]])
    assert game.score(1).players[0].buildings["garden"].count == 2
    data = game_to_dict(game)
    data["players"][1]["city"][1]["extension"] = True
    with pytest.raises(GameFileError, match=r"players\[1\]\.city\[1\]\.extension: a building site cannot "
                                            r"hold an extension"):
        game_from_dict(data, "game.json")


def test_a_counts_only_player_types_extensions_per_type():
    game = example()
    from_city(game, "A")
    use_counts(game, "A")
    counts = game.player("A").counts
    assert counts is not None and counts.typed_number("extensions", "garden") == 1
    assert game.score(2).players[0].buildings["garden"].count == 4
    again = game_from_dict(game_to_dict(game), "game.json")
    assert again.score(2).players[0].buildings["garden"].points == 8


@given(st.lists(st.sampled_from(["A", "B", "C"]), max_size=2, unique=True))
def test_an_extension_never_lowers_its_owners_rank_in_its_type(extended):
    game = Game(["A", "B", "C"], modules=["extensions"])
    held = iter(GARDENS)
    for name, count in (("A", 3), ("B", 4), ("C", 2)):
        for cell in CELLS[:count]:
            game.player(name).city.put(Cell(*cell), next(held))
    before = {p.name: p.buildings["garden"].points for p in game.score(3).players}
    for name in extended:
        set_extension(game, name, Cell(1, 0), True)
    after = {p.name: p.buildings["garden"].points for p in game.score(3).players}
    for name in extended:
        assert after[name] >= before[name]
