"""Magical buildings (MODULES.md §19.5, Queenie 2012): six building tiles, one a type, mixed
into the bag, each one dearer than the dearest base tile of its type, with 1, 1, 2, 2, 3, 3
walls by price band (§19.31 no. 7). Which sides are walled is not public: the user describes
each tile's walls once, as printed in its reading position.

Unlike every other tile a magical tile may be built in any of four orientations: its mark
``turn`` (0-3 quarter turns clockwise, city only: chosen whenever it is built, never kept
through the reserve, §19.31 no. 8) turns its printed walls — and its added walls — and every
rule uses the walls as turned. A magical tile is a file entry without ``kind`` marked
``"magical": true`` (a ``Tile`` of the kind ``magical``), a building of its type.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Hashable, Iterator, Mapping
from dataclasses import dataclass
from functools import cache
from typing import TYPE_CHECKING, Any, ClassVar

from ..assets import load_json
from ..codes import Code, CodeError, PieceCode
from ..errors import sentence
from ..geometry import Cell, Walls
from ..marks import NO_MARKS, Marks
from ..scoring import DIRK
from ..tiles import Tile, type_word
from ..words import QT_TRANSLATE_NOOP, Line, Text, sides_word
from .base import Field, FieldReader, Locate, Module, at
from .facets import FileChecker, PhotoHint, PhotoReading, PieceMaker, TileTurner
from .supply import SupplyLine

if TYPE_CHECKING:
    from ..city import City
    from ..context import GameView
    from ..variant import Variant

KIND = "magical"
KEY = "turn"


@dataclass(frozen=True)
class MagicalTile:
    """One of the six as the box has it: its type, its price and how many walls it has."""

    type: str
    price: int
    walls: int


@cache
def catalogue() -> tuple[MagicalTile, ...]:
    """The six magical tiles (``resources/modules/magical_buildings.json``)."""
    data = load_json("modules", "magical_buildings.json")
    return tuple(MagicalTile(str(t["type"]), int(t["price"]), int(t["walls"])) for t in data["tiles"])


def entry_of(building_type: str, price: int) -> MagicalTile | None:
    return next((m for m in catalogue() if (m.type, m.price) == (building_type, price)), None)


def magical(building_type: str, price: int, walls: Walls | str) -> Tile:
    """A magical tile as described: its type, its price and its walls as printed."""
    return Tile(building_type, price, walls if isinstance(walls, Walls) else Walls.parse(walls), kind=KIND)


def _read_turn(reader: FieldReader, data: Any, place: str) -> Hashable | None:
    return reader.integer(data, place, 0, 3) or None


#: A magical tile typed without walls before it was ever described.
_WALLS_FIRST = QT_TRANSLATE_NOOP(
    "AlhambraError", "type magical {type} {price} with its {count} walls as it lies, e.g. {example}")


class MagicalBuildings(Module, PieceMaker, TileTurner, PhotoHint, FileChecker):
    id = "magical_buildings"
    box = 11
    name = QT_TRANSLATE_NOOP("Module", "Magical buildings")
    summary = QT_TRANSLATE_NOOP(
        "Module", "Six dearer building tiles mixed into the bag that may be built turned any way.")
    reminder = QT_TRANSLATE_NOOP("Module", "Is every magical tile entered as it lies turned?")
    fields: ClassVar[tuple[Field, ...]] = (Field("tile", KEY, _read_turn, int, city_only=True),)
    piece_kinds = (KIND,)
    code_letter = ""
    claim_key = KIND

    def setup_lines(self) -> tuple[Line, ...]:
        return (Line("Module", QT_TRANSLATE_NOOP("Module", "the {count} magical tiles mixed into the bag"),
                     count=len(catalogue())),)

    # ---- the piece: named as a tile is, its walls as printed ----
    def read_piece(self, reader: FieldReader, data: Mapping[str, Any], place: str) -> Tile:
        kind = reader.text(data.get("type"), at(place, "type"), 40)
        price = reader.integer(data.get("price"), at(place, "price"), 0, 100)
        walls = reader.walls(data.get("walls", ""), at(place, "walls"))
        found = entry_of(kind, price)
        if found is None:
            raise reader.fail(at(place, "price"), _NOT_MAGICAL, type=type_word(kind), price=price)
        if len(walls) != found.walls:
            raise reader.fail(place, _WALL_COUNT, type=type_word(kind), price=price, count=found.walls,
                              given=len(walls))
        return magical(kind, price, walls)

    def piece_to_dict(self, tile: Tile) -> dict[str, Any]:
        return {"type": tile.type, "price": tile.price, "walls": str(tile.walls), KIND: True}

    def piece_name(self, tile: Tile, full: bool = True) -> Line:
        if not full:
            return Line("Module", QT_TRANSLATE_NOOP("Module", "Magical {type} {price}"),
                        type=type_word(tile.type), price=tile.price)
        return Line("Module", QT_TRANSLATE_NOOP("Module", "Magical {type} {price} (printed walls {sides})"),
                    type=type_word(tile.type), price=tile.price, sides=sides_word(tile.walls.letters, "–"))

    def piece_code(self, tile: Tile, variant: Variant) -> str:
        return f"{variant.building_type(tile.type).letter.lower()}{tile.price}{tile.walls.letters}"

    def read_code(self, code: PieceCode, variant: Variant) -> Tile:
        raise CodeError(QT_TRANSLATE_NOOP("AlhambraError", "type a magical tile as a tile, e.g. g13nes"))

    def coded_pieces(self, code: Code, game: GameView) -> tuple[tuple[Tile, int], ...]:
        """The magical tile of the code's type and price: the one in the game, turned so that
        its printed walls lie as the code's (every such turn); else one described by the code's
        walls as printed."""
        found = entry_of(code.type, code.price)
        if found is None:
            return ()
        held = next((t for t in known(game) if (t.type, t.price) == (code.type, code.price)), None)
        if held is None:
            if code.walls is None:  # "g13": it is described by its walls the first time
                letter = game.variant.building_type(code.type).letter.lower()
                raise CodeError(_WALLS_FIRST, type=type_word(code.type), price=code.price, count=found.walls,
                                example=f"{letter}{code.price}{'nesw'[:found.walls]}")
            if len(code.walls) != found.walls:
                return ()
            return ((magical(code.type, code.price, code.walls), 0),)
        if code.walls is None:
            return ((held, 0),)
        turns = [k for k in range(4) if held.walls.turned(k) == code.walls]
        return ((held, turns[0]),) if turns else ()

    def supply_lines(self, game: GameView) -> tuple[SupplyLine, ...]:
        return offered(game)

    def supply_refusal(self, game: GameView, tile: Tile, holder: str | None = None) -> Line | None:
        found = entry_of(tile.type, tile.price)
        if found is None:
            return sentence(_NOT_MAGICAL, type=type_word(tile.type), price=tile.price)
        if len(tile.walls) != found.walls:
            return sentence(_WALL_COUNT, type=type_word(tile.type), price=tile.price, count=found.walls,
                            given=len(tile.walls))
        if any((t.type, t.price) == (tile.type, tile.price) for t in known(game)):
            return sentence(_TWICE, type=type_word(tile.type), price=tile.price)
        return None

    def is_building_piece(self, tile: Tile) -> bool:
        return True

    def from_bag(self, tile: Tile) -> bool:
        return True

    def bag_pieces(self) -> int:
        return len(catalogue())

    def building_supply(self, building_type: str) -> int:
        return sum(1 for m in catalogue() if m.type == building_type)

    # ---- lying turned ----
    def turnable(self, tile: Tile) -> bool:
        return tile.kind == KIND

    def turn_of(self, marks: Marks) -> int:
        turn = marks.get(KEY)
        return turn if isinstance(turn, int) else 0

    def with_turn(self, marks: Marks, turn: int) -> Marks:
        return marks.with_(KEY, turn % 4 or None)

    def photo_readings(self, game: GameView) -> tuple[PhotoReading, ...]:
        """Each magical tile the game holds, in each of its four turns (the catalogue prints none)."""
        return tuple(PhotoReading(Tile(tile.type, tile.price, tile.walls.turned(k)), tile,
                                  Marks({KEY: k or None}))
                     for tile in known(game) for k in range(4))

    # ---- the file: once each, the turn only on a magical tile ----
    def problems(self, game: GameView, locate: Locate) -> Iterator[tuple[Text, Line]]:
        seen: Counter[tuple[str, int]] = Counter()
        for owner, cell, tile, marks in _turned_or_magical(game):  # the place is worded only for a problem
            if KEY in marks and tile.kind != KIND:
                yield locate.tile(owner, cell, tile, ""), sentence(_NOT_TURNED)
            if tile.kind == KIND:
                seen[(tile.type, tile.price)] += 1
                if seen[(tile.type, tile.price)] == 2:
                    yield locate.tile(owner, cell, tile, ""), sentence(
                        _TWICE, type=type_word(tile.type), price=tile.price)


def _turned_or_magical(game: GameView) -> Iterator[tuple[str, Cell | None, Tile, Marks]]:
    """The pieces of ``game.pieces()`` then Dirk's pile that are magical tiles or are turned
    (what the check reads: the others have nothing to say), each city's kept with it."""
    for player in game.players:
        yield from _city_turned_or_magical(player.city, player.name)
        for tile in player.reserve:
            marks = player.reserve_marks.get(tile, NO_MARKS)
            if KEY in marks or tile.kind == KIND:
                yield player.name, None, tile, marks
    for tile in game.dirk or ():
        if tile.kind == KIND:
            yield DIRK, None, tile, NO_MARKS


def _city_turned_or_magical(city: City, name: str) -> tuple[tuple[str, Cell | None, Tile, Marks], ...]:
    return city.kept(("turned or magical", name), lambda: tuple(
        (name, cell, tile, marks) for cell, tile in city
        if KEY in (marks := city.marks(cell)) or tile.kind == KIND))


_NOT_MAGICAL = QT_TRANSLATE_NOOP("AlhambraError", "{type} {price} is no magical tile")
_WALL_COUNT = QT_TRANSLATE_NOOP("AlhambraError", "magical {type} {price} has {count} walls, not {given}")
_NOT_TURNED = QT_TRANSLATE_NOOP("AlhambraError", '"turn" on a tile that is not magical')
_TWICE = QT_TRANSLATE_NOOP("AlhambraError", "a second magical {type} {price} (the box has one)")


#: The walls a magical tile is offered with, by its number of walls (the player turns them).
TEMPLATE_WALLS = {1: "N", 2: "NE", 3: "NES"}


def known(game: GameView) -> list[Tile]:
    """The magical tiles in the game: the cities', the reserves', Dirk's pile."""
    found = [p.tile for p in game.pieces() if p.tile.kind == KIND]
    return found + [t for t in game.dirk or () if t.kind == KIND]


def left(game: GameView) -> tuple[MagicalTile, ...]:
    """The magical tiles not yet in the game (still in the bag or on the market)."""
    held = {(t.type, t.price) for t in known(game)}
    return tuple(m for m in catalogue() if (m.type, m.price) not in held)


def offered(game: GameView) -> tuple[SupplyLine, ...]:
    """The magical tiles not yet in the game as a supply's lines: one of each, its walls said
    as printed (the player turns them)."""
    return tuple(SupplyLine(magical(m.type, m.price, TEMPLATE_WALLS.get(m.walls, "")), 1, sides=True)
                 for m in left(game))
