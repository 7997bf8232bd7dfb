"""The core's hooks for a module's piece that is named as a tile is (the magical buildings of
MODULES.md §19.5), shown with a module made for the test: a "gem" is a tile entry without
``kind`` marked ``"gem": true``, a building of its type, lying in any of four turns; its walls
are described as printed. It passes through the file, ``moves`` (each cell once per turn),
typed codes and the painter with no special case."""

from __future__ import annotations

import io
import json
from collections.abc import Mapping
from typing import Any

import pytest
from PySide6.QtCore import QRectF
from PySide6.QtGui import QImage, QPainter

from alhambra_gui.cli import main
from alhambra_gui.engine import Cell, Game, GameFileError, Marks, Tile, Walls, game_from_dict, game_to_dict
from alhambra_gui.engine.codes import Code
from alhambra_gui.engine.context import GameView
from alhambra_gui.engine.modules import registry
from alhambra_gui.engine.modules.base import Field, FieldReader, Module, at
from alhambra_gui.engine.modules.facets import PieceMaker, TileTurner
from alhambra_gui.engine.variant import Variant
from alhambra_gui.engine.words import Line

GEM = Tile("garden", 20, Walls("N"), kind="gem")


def _turn(reader: FieldReader, data: Any, place: str) -> int | None:
    return reader.integer(data, place, 0, 3) or None


class _Gems(Module, PieceMaker, TileTurner):
    id = "test_gems"
    name = "Gems"
    summary = ""
    piece_kinds = ("gem",)
    code_letter = ""
    claim_key = "gem"
    fields = (Field("tile", "turn", _turn, int, city_only=True),)

    def read_piece(self, reader: FieldReader, data: Mapping[str, Any], place: str) -> Tile:
        price = reader.integer(data.get("price"), at(place, "price"), 20, 20)
        walls = reader.walls(data.get("walls", ""), at(place, "walls"))
        return Tile(str(data.get("type")), price, walls, "gem")

    def piece_to_dict(self, tile: Tile) -> dict[str, Any]:
        return {"type": tile.type, "price": tile.price, "walls": str(tile.walls), "gem": True}

    def piece_code(self, tile: Tile, variant: Variant) -> str:
        return f"g{tile.price}{tile.walls.letters}"

    def piece_name(self, tile: Tile, full: bool = True) -> Line:
        return Line("", f"gem {tile.type} {tile.price}")

    def is_building_piece(self, tile: Tile) -> bool:
        return True

    def coded_pieces(self, code: Code, game: GameView) -> tuple[tuple[Tile, int], ...]:
        if (code.type, code.price) != ("garden", 20) or code.walls is None or len(code.walls) != 1:
            return ()
        return ((GEM, next(k for k in range(4) if GEM.walls.turned(k) == code.walls)),)

    def turnable(self, tile: Tile) -> bool:
        return tile.kind == "gem"

    def turn_of(self, marks: Marks) -> int:
        turn = marks.get("turn")
        return turn if isinstance(turn, int) else 0

    def with_turn(self, marks: Marks, turn: int) -> Marks:
        return marks.with_("turn", turn % 4 or None)


@pytest.fixture(autouse=True)
def gems():
    with registry.registered(_Gems):
        yield


def game() -> Game:
    return Game(["Anna", "Ben"], modules=["test_gems"])


def test_an_entry_its_module_claims_is_read_written_and_built_turned():
    played = game()
    played.build("Anna", GEM, (0, 1), turn=2)  # walled south as it lies
    data = game_to_dict(played)
    entry = data["players"][0]["city"][0]
    assert entry == {"x": 0, "y": 1, "type": "garden", "price": 20, "walls": "N", "gem": True, "turn": 2}
    again = game_from_dict(data, "game.json")
    assert again.player("Anna").city.get((0, 1)) == GEM
    assert again.player("Anna").city.longest_wall() == 1
    assert again.score(1).players[0].buildings["garden"].count == 1  # a building of its type
    data["modules"] = []
    with pytest.raises(GameFileError, match=r"game.json: players\[0\]\.city\[0\]\.gem: the game "
                                            r"does not list the module 'test_gems'"):
        game_from_dict(data, "game.json")


def test_moves_of_a_claimed_piece_list_each_cell_once_per_turn(tmp_path):
    path = tmp_path / "game.json"
    path.write_text(json.dumps(game_to_dict(game())))
    out = io.StringIO()
    code = main(["moves", str(path), "--player", "Anna", "--gem", "--type", "garden", "--price", "20",
                 "--walls", "N", "--json"], out)
    assert code == 0
    report = json.loads(out.getvalue())
    assert report["tile"] == {"type": "garden", "price": 20, "walls": "N", "gem": True}
    # north of the fountain its wall may face north, east or west, never south; and so on
    north = [c["turn"] for c in report["cells"] if (c["x"], c["y"]) == (0, -1)]
    assert north == [0, 1, 3]
    keys = [(c["y"], c["x"], c["turn"]) for c in report["cells"]]
    assert keys == sorted(keys) and len(keys) == 12
    out = io.StringIO()
    assert main(["moves", str(path), "--player", "Anna", "--gem", "--type", "garden", "--price", "20",
                 "--walls", "N", "--turn", "2", "--json"], out) == 0
    assert {c["turn"] for c in json.loads(out.getvalue())["cells"]} == {2}


def test_a_tile_code_names_the_piece_as_it_lies(qapp):
    from alhambra_gui.widgets.city.city_preview import resolve_code

    played = game()
    result = resolve_code(played, "Anna", "g20e", Cell(-1, 0))
    assert result.tile == GEM and result.action is not None and result.action.turn == 1


def test_a_piece_lying_turned_is_drawn_turned(qapp):
    from alhambra_gui.widgets.paint.painters import Painters
    from alhambra_gui.widgets.paint.tile_painter import paint_tile

    drawn: list[Tile] = []
    painters = Painters({"gem": lambda _p, _r, tile, _v: drawn.append(tile)}, (),
                        lambda tile, marks: _Gems().turn_of(marks))
    image = QImage(40, 40, QImage.Format.Format_ARGB32)
    painter = QPainter(image)
    paint_tile(painter, QRectF(0, 0, 40, 40), GEM, game().variant, painters, marks=Marks({"turn": 3}))
    painter.end()
    assert [t.walls for t in drawn] == [Walls("W")]
