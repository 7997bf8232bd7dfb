"""Building sites (MODULES.md §7, box 6: The Falconers): a tile bought at half price is a
building site until finished. It is a tile for walls and placement, not a building for
majorities, bonus cards or chests. The mark ``site`` stays in the city: a site taken
into the reserve is a plain tile again.
"""

from __future__ import annotations

from collections.abc import Hashable
from typing import TYPE_CHECKING, Any, ClassVar

from ..counts import typed
from ..edits import Edit, cities_of, tile_at
from ..errors import ModuleError
from ..geometry import Cell
from ..tally import CountPart
from ..words import QT_TRANSLATE_NOOP, Line
from .base import Field, FieldReader, Module
from .facets import BuildingCounter, MarkerMaker, OwnScoring

if TYPE_CHECKING:
    from ..context import GameView, PlayerView
    from ..marks import Marks
    from ..tally import ScoringContext

KEY = "site"


def _read(reader: FieldReader, data: Any, place: str) -> Hashable | None:
    return True if reader.boolean(data, place) else None


class BuildingSites(Module, BuildingCounter, OwnScoring, MarkerMaker):
    id = "building_sites"
    box = 6
    name = QT_TRANSLATE_NOOP("Module", "Building sites")
    summary = QT_TRANSLATE_NOOP(
        "Module", "A tile bought at half price is a building site: it does not count as a building "
        "until it is finished.")
    reminder = QT_TRANSLATE_NOOP("Module", "Are the building sites marked, and the finished ones cleared?")
    fields: ClassVar[tuple[Field, ...]] = (Field("tile", KEY, _read, bool, city_only=True),)

    marker_key = KEY

    def marker_step(self, game: GameView, name: str, cell: Cell, present: bool) -> Edit:
        return site_step(game, name, cell, present)

    def setup_lines(self) -> tuple[Line, ...]:
        return (Line("Module", QT_TRANSLATE_NOOP("Module", "the building site markers")),)

    def is_building(self, marks: Marks) -> bool:
        return not is_site(marks)

    def count_parts(self, context: ScoringContext, player: PlayerView,
                    building_type: str) -> tuple[CountPart, ...]:
        city = player.city
        if typed(player) is not None:  # typed counts are of finished buildings
            return ()
        sites = sum(1 for cell, tile in city if tile.type == building_type and is_site(city.marks(cell)))
        if not sites:
            return ()
        why = Line("Module", QT_TRANSLATE_NOOP("Module", "building sites do not count: −{count}"),
                   count=sites)
        return (CountPart(self.id, -sites, why),)


def is_site(marks: Marks) -> bool:
    return marks.get(KEY) is True


def set_site(game: GameView, name: str, cell: tuple[int, int], present: bool) -> None:
    """Mark a built tile as a building site, or finish it."""
    player = game.player(name)
    tile = player.city.get(cell)
    if tile is None or not game.ruleset.is_building_kind(tile):
        raise ModuleError(QT_TRANSLATE_NOOP(
            "AlhambraError", "a building site is one of the player's built tiles"))
    marks = player.city.marks(cell)
    if present == is_site(marks):
        raise ModuleError(QT_TRANSLATE_NOOP("AlhambraError", "{tile} is a building site already") if present
                          else QT_TRANSLATE_NOOP(
                              "AlhambraError", "{tile} is not a building site"), tile=tile.word())
    player.city.set_marks(Cell(*cell), marks.with_(KEY, True if present else None))


# ---- as steps of the game's history --------------------------------------------------------
def site_step(game: GameView, name: str, cell: Cell, present: bool) -> Edit:
    """Mark a built tile as a building site, or finish it."""
    text = QT_TRANSLATE_NOOP("Module", "Mark {tile} as a building site") if present else \
        QT_TRANSLATE_NOOP("Module", "Finish the building site {tile}")
    return Edit(Line("Module", text, tile=tile_at(game, name, cell)),
                lambda g: set_site(g, name, cell, present), cities_of(name, cell))
