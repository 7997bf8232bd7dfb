"""The core's hooks for pieces that are not building tiles, shown with a module made for the
test: pegs, which lie outside the city like camps, and tokens, built in it like huts."""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from typing import Any

import pytest

from alhambra_gui.engine import Cell, City, Game, GameFileError, ModuleError, Tile, Walls, get_variant
from alhambra_gui.engine.gamefile import piece_from_dict
from alhambra_gui.engine.geometry import ORIGIN
from alhambra_gui.engine.marks import Marks
from alhambra_gui.engine.modules import city_walls
from alhambra_gui.engine.modules.base import FieldReader, Module, at
from alhambra_gui.engine.modules.facets import PieceMaker
from alhambra_gui.engine.ruleset import Ruleset
from alhambra_gui.engine.tally import Participant, Term, score_round
from alhambra_gui.engine.words import Line

PEG = Tile("", 0, Walls("N"), kind="peg")
TOKEN_A = Tile("", 0, kind="token", types=("garden", "tower"))
TOKEN_B = Tile("", 0, kind="token", types=("pavilion", "tower"))


class _Pieces(Module, PieceMaker):
    """Pegs lie outside the city (on any empty cell next to it); tokens are built in it.
    Dirk takes no pegs."""

    id = "test_pieces"
    name = "Test pieces"
    summary = ""
    piece_kinds = ("peg", "token")

    def read_piece(self, reader: FieldReader, data: Mapping[str, Any], place: str) -> Tile:
        return Tile("", 0, reader.walls(data.get("walls", ""), at(place, "walls")), kind=data["kind"])

    def supply_refusal(self, game, tile: Tile, holder: str | None = None) -> Line | None:
        return Line("", "Dirk takes no pegs") if holder == "Dirk" and tile.kind == "peg" else None

    def outside_city(self, tile: Tile) -> bool:
        return tile.kind == "peg"

    def candidate_cells(self, city: City, tile: Tile) -> Iterable[Cell]:
        return city.facts.frontier


def _rules() -> Ruleset:
    return Ruleset(get_variant("alhambra"), (_Pieces(),))


def test_a_piece_is_located_by_its_whole_description():
    game = Game(["Anna", "Ben"], dirk=True)
    game.ruleset = _rules()
    game.take_into_reserve("Anna", TOKEN_A)
    assert game.locate(TOKEN_B) is None
    assert game.locate(TOKEN_A).holder == "Anna"


def test_the_holder_is_told_to_the_supply():
    game = Game(["Anna", "Ben"], dirk=True)
    game.ruleset = _rules()
    with pytest.raises(ModuleError, match="Dirk takes no pegs"):
        game.give_to_dirk(PEG)
    game.take_into_reserve("Ben", PEG)
    assert game.player("Ben").reserve == [PEG]


def test_a_cell_holding_a_piece_outside_the_city_is_never_a_legal_cell():
    city = City(rules=_rules())
    city.put((1, 0), PEG)
    garden = Tile("garden", 8, Walls(""))
    assert Cell(1, 0) not in city.legal_cells(garden)
    assert Cell(1, 0) in City().legal_cells(garden)
    assert Cell(1, 0) not in city.legal_cells(PEG)


def test_a_piece_with_added_walls_stays_a_piece():
    rules = Ruleset.of(get_variant("alhambra"), [city_walls.CityWalls.id])
    effective = rules.effective(TOKEN_A, Marks({city_walls.KEY: Walls("S")}))
    assert (effective.kind, effective.types, effective.walls) == ("token", TOKEN_A.types, Walls("S"))


def test_a_pieces_description_is_read_with_the_source_and_the_key_in_errors():
    assert piece_from_dict({"kind": "peg", "walls": "n"}, _rules(), "--kind peg") == PEG
    with pytest.raises(GameFileError, match=r"^--kind peg: walls: walls \"NN\""):
        piece_from_dict({"kind": "peg", "walls": "NN"}, _rules(), "--kind peg")
    with pytest.raises(GameFileError, match=r"^--kind cup: kind: 'cup' is not a kind of piece"):
        piece_from_dict({"kind": "cup"}, _rules(), "--kind cup")


def test_a_terms_details_are_written_under_their_key():
    term = Term("test_pieces", "pegs", 6, details=(("1", 2), ("4", 7)), details_key="peg_details")
    plain = Term("test_pieces", "tokens", 1)
    score = score_round(get_variant("alhambra"), 1, [Participant("Anna", [], 0, terms=(term, plain))])
    data = score.to_dict()["players"][0]
    assert data["modules"] == {"pegs": 6, "tokens": 1}
    assert data["peg_details"] == {"1": 2, "4": 7}
    assert "tokens_details" not in data and data["total"] == 7


def test_the_fountain_cell_is_never_a_pieces_cell():
    city = City(rules=_rules())
    assert ORIGIN not in city.legal_cells(PEG)


def test_the_pieces_of_a_kind_are_found_in_cities_reserves_and_with_dirk():
    from alhambra_gui.engine.modules.base import pieces_of

    game = Game(["Anna", "Ben"], dirk=True)
    game.ruleset = _rules()
    game.player("Anna").city.put((1, 0), TOKEN_A)
    game.take_into_reserve("Ben", TOKEN_B)
    game.dirk.append(TOKEN_B)
    game.take_into_reserve("Ben", PEG)
    assert list(pieces_of(game, "token")) == [("Anna", Cell(1, 0), TOKEN_A), ("Ben", None, TOKEN_B),
                                              ("Dirk", None, TOKEN_B)]


def test_a_module_taken_out_of_the_game_takes_its_pieces_along():
    from alhambra_gui.engine import dumps, loads
    from alhambra_gui.engine.modules import building_huts, medina

    game = Game(["Anna", "Ben"], dirk=True, modules=["building_huts", "medina"])
    game.build("Anna", building_huts.hut("garden", "N"), (1, 0))
    game.take_into_reserve("Ben", building_huts.hut("tower", "S"))
    game.give_to_dirk(medina.medina(5))
    game.set_modules(["medina"])
    assert len(game.player("Anna").city) == 0 and game.player("Ben").reserve == []
    assert game.dirk == [medina.medina(5)]
    assert loads(dumps(game)) == game


# ---- pieces that are buildings (grounds, new-market and magical tiles) ----------------------
BLOCK = Tile("garden", 0, kind="block")


class _Blocks(Module, PieceMaker):
    """Blocks are buildings of their type, mixed into the bag (two of them)."""

    id = "test_blocks"
    name = "Test blocks"
    summary = ""
    piece_kinds = ("block",)

    def read_piece(self, reader: FieldReader, data: Mapping[str, Any], place: str) -> Tile:
        return Tile(data["type"], 0, kind="block")

    def is_building_piece(self, tile: Tile) -> bool:
        return True

    def from_bag(self, tile: Tile) -> bool:
        return True

    def bag_pieces(self) -> int:
        return 2


def _with_blocks(game: Game) -> Game:
    game.ruleset = Ruleset(get_variant("alhambra"), (_Blocks(),))
    for player in game.players:
        player.city.bind(game.ruleset)
    return game


def test_a_piece_its_module_makes_a_building_counts_in_the_majorities_and_takes_marks():
    from alhambra_gui.engine.modules import handymen, treasure_chamber

    game = _with_blocks(Game(["Anna", "Ben"], dirk=True))
    game.player("Anna").city.put(Cell(1, 0), BLOCK)
    game.dirk = [Tile("garden", 0, kind="block", types=("x",))]
    scored = game.score(1)
    assert scored.players[0].buildings["garden"].count == 1
    assert scored.dirk.buildings["garden"].count == 1
    rules = game.ruleset
    assert rules.is_building_tile(BLOCK, Marks()) and not rules.is_building_tile(PEG, Marks())
    handymen.set_handyman(game, "Anna", Cell(1, 0), True)  # a building's mark goes on it
    with pytest.raises(ModuleError):
        treasure_chamber.set_chest(game, "Anna", Cell(0, 0), True)  # never on the fountain


def test_pieces_mixed_into_the_bag_are_tiles_out_of_it():
    from alhambra_gui.engine.endgame import bag_count

    game = _with_blocks(Game(["Anna", "Ben"]))
    full = bag_count(game)
    assert full == len(get_variant("alhambra").catalogue) + 2
    game.player("Anna").reserve.append(BLOCK)
    assert bag_count(game) == full - 1
