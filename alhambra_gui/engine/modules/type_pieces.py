"""Pieces that are buildings of their type in every respect (MODULES.md §19.3 grounds, §19.4
new-market tiles): a piece of one building type with the walls printed on it (none by
default, §19.31 no. 5 and 6), built by the rules of a tile with those walls, counted in its
type's majority (Dirk's too), taking a building's marks, a limited number of each type in
the whole game. Each module words its own refusals (``TypePieceWords``)."""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterator, Mapping
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, ClassVar

from ..codes import CodeError, PieceCode, parse_walls
from ..errors import sentence
from ..geometry import Walls
from ..tiles import Tile, type_word
from ..words import Line, Text, sides_word
from .base import FieldReader, Locate, at, pieces_of
from .supply import SupplyLine

if TYPE_CHECKING:
    from ..context import GameView
    from ..variant import Variant


@dataclass(frozen=True)
class TypePieceWords:
    """A module's words for its pieces (context ``Module`` for names, ``AlhambraError`` for
    refusals): ``name`` "{type} ground", ``name_walls`` "{type} ground (walls {sides})",
    ``used_up`` "all {count} {type} grounds are in the game", ``beyond`` "more than the
    {count} {type} grounds of the game", ``code`` how its code is typed."""

    name: str
    name_walls: str
    used_up: str
    beyond: str
    code: str


class TypePieces:
    """A ``PieceMaker`` and ``FileChecker`` for pieces that are buildings of their type."""

    id: ClassVar[str]
    piece_kind: ClassVar[str]
    piece_kinds: ClassVar[tuple[str, ...]]
    code_letter: ClassVar[str]
    words: ClassVar[TypePieceWords]

    def per_type(self) -> int:
        """How many of each type the game holds."""
        raise NotImplementedError

    def piece(self, building_type: str, walls: Walls | str = "") -> Tile:
        """A piece as described: its type and the walls printed on it."""
        printed = walls if isinstance(walls, Walls) else Walls.parse(walls)
        return Tile(building_type, 0, printed, kind=self.piece_kind)

    def read_piece(self, reader: FieldReader, data: Mapping[str, Any], place: str) -> Tile:
        where = at(place, "type")
        kind = reader.text(data.get("type"), where, 40)
        if kind not in reader.variant.type_ids:
            raise reader.fail(where, reader.variant.not_a_type(kind).line)
        return self.piece(kind, reader.walls(data.get("walls", ""), at(place, "walls")))

    def piece_to_dict(self, tile: Tile) -> dict[str, Any]:
        entry: dict[str, Any] = {"kind": self.piece_kind, "type": tile.type}
        if tile.walls:
            entry["walls"] = str(tile.walls)
        return entry

    def piece_name(self, tile: Tile, full: bool = True) -> Line:
        if not full or not tile.walls:
            return Line("Module", self.words.name, type=type_word(tile.type))
        return Line("Module", self.words.name_walls, type=type_word(tile.type),
                    sides=sides_word(tile.walls.letters))

    def piece_code(self, tile: Tile, variant: Variant) -> str:
        return f"{self.code_letter}{variant.building_type(tile.type).letter.lower()}{tile.walls.letters}"

    def read_code(self, code: PieceCode, variant: Variant) -> Tile:
        letters = {t.letter.lower(): t.id for t in variant.types}
        kind = letters.get(code.letters[:1])
        typed = code.letters[1:] + code.sides
        sides = parse_walls(typed) if typed else Walls("")
        if code.number is not None or kind is None or sides is None:
            raise CodeError(self.words.code)
        return self.piece(kind, sides)

    def is_building_piece(self, tile: Tile) -> bool:
        return True

    def building_supply(self, building_type: str) -> int:
        return self.per_type()

    def left(self, game: GameView, building_type: str) -> int:
        """The pieces of a type the supply still holds."""
        held = sum(1 for _, _, t in pieces_of(game, self.piece_kind) if t.type == building_type)
        return self.per_type() - held

    def supply_refusal(self, game: GameView, tile: Tile, holder: str | None = None) -> Line | None:
        if tile.type not in game.variant.type_ids:
            return game.variant.not_a_type(tile.type).line
        if self.left(game, tile.type) <= 0:
            return sentence(self.words.used_up, count=self.per_type(), type=type_word(tile.type))
        return None

    def supply_lines(self, game: GameView) -> tuple[SupplyLine, ...]:
        return tuple(SupplyLine(self.piece(kind), self.left(game, kind), sides=True)
                     for kind in game.variant.type_ids)

    def problems(self, game: GameView, locate: Locate) -> Iterator[tuple[Text, Line]]:
        per_type: Counter[str] = Counter()
        for owner, cell, tile in pieces_of(game, self.piece_kind):
            per_type[tile.type] += 1
            if per_type[tile.type] > self.per_type():
                yield locate.tile(owner, cell, tile, ""), sentence(
                    self.words.beyond, count=self.per_type(), type=type_word(tile.type))
