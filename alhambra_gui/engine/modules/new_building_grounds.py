"""New building grounds (MODULES.md §19.3, the Designers' box): 12 buildings "under
construction", 2 a type. A ground is a piece of one type with the walls printed on it (none
by default, §19.31 no. 5), built by the rules of a tile with those walls, and a building of
its type in every respect from the moment it stands in the city (majorities — Dirk's too —,
chests, residents, handymen, missions, extensions, servants).

How grounds are bought, and what the number tiles and the bag's site tiles do, is not public
and not modelled. A ground is a ``Tile`` of the kind ``ground`` (price 0).
"""

from __future__ import annotations

from functools import cache

from ..assets import load_json
from ..tiles import Tile
from ..words import QT_TRANSLATE_NOOP, Line
from .base import Module
from .facets import FileChecker, PieceMaker
from .type_pieces import TypePieces, TypePieceWords

KIND = "ground"


@cache
def per_type() -> int:
    """Grounds of each building type in the whole game."""
    return int(load_json("modules", "new_building_grounds.json")["per_type"])


class NewBuildingGrounds(TypePieces, Module, PieceMaker, FileChecker):
    id = "new_building_grounds"
    box = 10
    name = QT_TRANSLATE_NOOP("Module", "New building grounds")
    summary = QT_TRANSLATE_NOOP(
        "Module", "Buildings under construction, two of each type: each counts as a building of its "
        "type as soon as it stands in the city.")
    reminder = QT_TRANSLATE_NOOP("Module", "Is every ground entered where it stands?")
    piece_kind = KIND
    piece_kinds = (KIND,)
    code_letter = "u"
    words = TypePieceWords(
        QT_TRANSLATE_NOOP("Module", "{type} ground"),
        QT_TRANSLATE_NOOP("Module", "{type} ground (walls {sides})"),
        QT_TRANSLATE_NOOP("AlhambraError", "all {count} {type} grounds are in the game"),
        QT_TRANSLATE_NOOP("AlhambraError", "more than the {count} {type} grounds of the game"),
        QT_TRANSLATE_NOOP("AlhambraError", "type u, the type's letter and any walled sides, e.g. ug or ugs"))

    def per_type(self) -> int:
        return per_type()

    def setup_lines(self) -> tuple[Line, ...]:
        return (Line("Module", QT_TRANSLATE_NOOP(
            "Module", "the {count} buildings under construction in four rows of three under the number "
            "tiles beside the market"), count=per_type() * 6),)


def ground(building_type: str, walls: str = "") -> Tile:
    """A ground as described: its type and the walls printed on it."""
    return NewBuildingGrounds().piece(building_type, walls)
