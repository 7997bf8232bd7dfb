"""The core's hook for marks on tiles of Dirk's pile (an extension, MODULES.md §19.1): a
module's tile field declared ``dirk`` may be on his tiles in the file and in the game, and what
a module adds to his counts (``dirk_parts``) joins his majorities. Shown with a module made for
the test: a star on a tile counts one more building of its type, Dirk's stars too."""

from __future__ import annotations

from typing import Any

import pytest

from alhambra_gui.engine import Game, GameFileError, Marks, Tile, Walls, game_from_dict, game_to_dict
from alhambra_gui.engine.modules import registry
from alhambra_gui.engine.modules.base import Field, FieldReader, Module
from alhambra_gui.engine.modules.facets import BuildingCounter
from alhambra_gui.engine.tally import CountPart
from alhambra_gui.engine.words import Line

GARDEN = Tile("garden", 8, Walls("NE"))
TOWER = Tile("tower", 9, Walls("NW"))


def _read(reader: FieldReader, data: Any, place: str) -> bool | None:
    return True if reader.boolean(data, place) else None


class _Stars(Module, BuildingCounter):
    id = "test_stars"
    name = "Stars"
    summary = ""
    fields = (Field("tile", "star", _read, bool, dirk=True),)

    def dirk_parts(self, context, building_type: str) -> tuple[CountPart, ...]:
        marks = context.game.dirk_marks
        stars = sum(1 for t, m in marks.items() if m.get("star") and t.type == building_type)
        return (CountPart(self.id, stars, Line("", "stars")),) if stars else ()


@pytest.fixture(autouse=True)
def stars():
    with registry.registered(_Stars):
        yield


def game() -> Game:
    played = Game(["Anna", "Ben"], dirk=[GARDEN, TOWER], modules=["test_stars", "treasure_chamber"])
    played.set_dirk_marks(GARDEN, Marks({"star": True}))
    return played


def test_a_mark_on_a_tile_of_dirks_pile_is_kept_in_the_file_and_counts_for_him():
    played = game()
    data = game_to_dict(played)
    assert data["dirk"]["tiles"][0] == {"type": "garden", "price": 8, "walls": "NE", "star": True}
    again = game_from_dict(data, "game.json")
    assert again.dirk_marks == {GARDEN: Marks({"star": True})}
    assert again == played
    assert again.score(1).dirk.buildings["garden"].count == 2  # his garden and its star


def test_a_mark_no_module_allows_on_dirks_tiles_is_refused_with_its_place():
    data = game_to_dict(game())
    data["dirk"]["tiles"][1]["chest"] = True
    with pytest.raises(GameFileError, match=r"game.json: dirk.tiles\[1\]\.chest: is not allowed on a tile of "
                                            r"Dirk's pile"):
        game_from_dict(data, "game.json")


def test_dirks_marks_go_with_his_tile_and_with_the_module():
    played = game()
    copy = played.copy()
    played.release(GARDEN)
    assert played.dirk_marks == {} and copy.dirk_marks == {GARDEN: Marks({"star": True})}
    copy.set_modules(["treasure_chamber"])
    assert copy.dirk_marks == {}
    copy.set_dirk(False)
    assert copy.dirk is None and copy.dirk_marks == {}
