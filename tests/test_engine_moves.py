"""One answer to "where may this tile go": the legal cells, the cells a module's help opens
(a gate), the wall after each, and a built tile's moves; and the tile-code grammar."""

import pytest

from alhambra_gui.engine import Cell, Game, Side, Tile, Walls, get_variant
from alhambra_gui.engine.codes import Code, CodeError, named_tiles, parse_code, tile_code
from alhambra_gui.engine.modules import city_gates
from alhambra_gui.engine.moves import Move, placements, relocations

PAVILION_4 = Tile("pavilion", 4, Walls("ES"))
SERAGLIO_7 = Tile("seraglio", 7, Walls("W"))


def _gate_game(modules=("city_gates",)) -> Game:
    game = Game(["Anna", "Ben"], modules=modules)
    game.build("Anna", PAVILION_4, (1, 0))
    return game


def test_placements_are_the_legal_cells_with_the_wall_after_each():
    game = _gate_game(())
    found = placements(game, "Anna", SERAGLIO_7)
    assert found.cells == tuple(game.player("Anna").city.legal_cells(SERAGLIO_7))
    for cell in found.cells:
        after = game.player("Anna").city.copy()
        after.put(cell, SERAGLIO_7)
        assert found.wall_after(cell) == after.longest_wall()
    assert found.aided == {}


def test_a_gate_opens_the_double_wall_join_as_an_aided_move():
    found = placements(_gate_game(), "Anna", SERAGLIO_7)
    assert Cell(2, 0) not in found.cells
    assert found.aided == {"city_gates": (Move(Cell(2, 0), city_gates.with_gate(Side.W), "city_gates"),)}
    assert found.aided_cells()[Cell(2, 0)].aid == city_gates.with_gate(Side.W)


def test_no_gate_left_means_no_aided_moves_at_all():
    game = _gate_game()
    game.player("Anna").city.set_state(game.player("Anna").city.state.with_(
        city_gates.KEY, frozenset((Cell(50, y), Side.E) for y in range(city_gates.supply()))))
    assert "city_gates" not in placements(game, "Anna", SERAGLIO_7).aided


def test_a_built_tile_moves_to_the_cells_legal_without_it():
    game = _gate_game(())
    city = game.player("Anna").city
    found = relocations(city, Cell(1, 0))
    assert found is not None
    assert Cell(1, 0) not in found.cells
    assert set(found.cells) == set(city.without((1, 0)).legal_cells(PAVILION_4)) - {Cell(1, 0)}
    assert relocations(city, Cell(0, 0)) is None


@pytest.mark.parametrize(("text", "code"), [
    ("g8", Code("garden", 8)), ("G8NE", Code("garden", 8, Walls("NE"))),
    ("g10-", Code("garden", 10, Walls(""))), (" t13e ", Code("tower", 13, Walls("E"))),
])
def test_codes_are_read(text, code):
    assert parse_code(get_variant("alhambra"), text) == code


@pytest.mark.parametrize("text", ["8", "g", "x8", "g8nn", "g8q"])
def test_a_code_that_names_nothing_says_why(text):
    with pytest.raises(CodeError):
        parse_code(get_variant("alhambra"), text)


def test_granada_codes_have_two_letters_and_name_the_face():
    granada = get_variant("granada")
    code = parse_code(granada, "pa8ne")
    assert code == Code("park", 8, Walls("NE"))
    assert named_tiles(granada, code, []) == [Tile("park", 8, Walls("NE"))]


def test_a_tile_is_written_as_its_code_and_read_back():
    variant = get_variant("alhambra")
    for tile in variant.catalogue:
        code = parse_code(variant, tile_code(variant, tile))
        assert tile in named_tiles(variant, code, [])
