"""New market (MODULES.md §19.4, the New Market board): a second market with 6 building
tiles, one a type. A new-market tile is a piece of its type with the walls printed on it
(none by default, §19.31 no. 6) and a building of its type in every respect. The die rolled
for each (probably its price) is not public; no price is stored.

A new-market tile is a ``Tile`` of the kind ``new_market`` (price 0).
"""

from __future__ import annotations

from functools import cache

from ..assets import load_json
from ..tiles import Tile
from ..words import QT_TRANSLATE_NOOP, Line
from .base import Module
from .facets import FileChecker, PieceMaker
from .type_pieces import TypePieces, TypePieceWords

KIND = "new_market"


@cache
def per_type() -> int:
    """New-market tiles of each building type."""
    return int(load_json("modules", "new_market.json")["per_type"])


class NewMarket(TypePieces, Module, PieceMaker, FileChecker):
    id = "new_market"
    box = 12
    name = QT_TRANSLATE_NOOP("Module", "New market")
    summary = QT_TRANSLATE_NOOP(
        "Module", "A second market with one building of each type; each counts as a building of its type.")
    reminder = QT_TRANSLATE_NOOP("Module", "Is every tile of the new market entered where it stands?")
    piece_kind = KIND
    piece_kinds = (KIND,)
    code_letter = "n"
    words = TypePieceWords(
        QT_TRANSLATE_NOOP("Module", "New-market {type}"),
        QT_TRANSLATE_NOOP("Module", "New-market {type} (walls {sides})"),
        QT_TRANSLATE_NOOP("AlhambraError", "the new-market {type} is in the game already"),
        QT_TRANSLATE_NOOP("AlhambraError", "a second new-market {type} (the board has one a type)"),
        QT_TRANSLATE_NOOP("AlhambraError", "type n, the type's letter and any walled sides, e.g. nt or nts"))

    def per_type(self) -> int:
        return per_type()

    def setup_lines(self) -> tuple[Line, ...]:
        return (Line("Module", QT_TRANSLATE_NOOP(
            "Module", "the New Market board with its {count} building tiles and a die for each"),
            count=per_type() * 6),)


def new_market_tile(building_type: str, walls: str = "") -> Tile:
    """A new-market tile as described: its type and the walls printed on it."""
    return NewMarket().piece(building_type, walls)
