"""Building huts (MODULES.md §13, box 1: The Vizier's Favour; the Family Box): a hut is a
piece of one building type with at least one walled side, built by the rules of a tile
with those walls. It is no building; in every scoring it counts as ``v`` extra buildings
of its type, ``v`` being its open sides that face a building of its type (0–3).

A hut is a ``Tile`` of the kind ``hut`` (its ``type`` and ``walls`` as described, price 0).
24 huts in the game, per type as ``resources/modules/building_huts.json`` says, at most
3 a player (city and reserve together); Dirk has none.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterator, Mapping
from functools import cache
from typing import TYPE_CHECKING, Any

from ..assets import load_json
from ..codes import CodeError, PieceCode, parse_walls
from ..counts import CountInput, Counts, typed
from ..errors import sentence
from ..geometry import SIDES, Cell, Walls
from ..marks import Marks
from ..names import player_word
from ..scoring import DIRK
from ..tally import CountPart
from ..tiles import Tile, type_word
from ..words import QT_TRANSLATE_NOOP, Line, Text, sides_word
from .base import FieldReader, Locate, Module, at, city_pieces, pieces_of
from .facets import BuildingCounter, CountsInput, FileChecker, OwnScoring, PieceMaker
from .per_type import read_per_type, write_per_type
from .supply import SupplyLine

if TYPE_CHECKING:
    from ..city import City
    from ..context import GameView, PlayerView, RulesView
    from ..tally import ScoringContext
    from ..variant import Variant

KIND = "hut"
#: Its key in the file's counts: per building type, the extra buildings its huts add.
COUNT_KEY = "huts"
#: A hut has four sides and at least one wall.
MOST_VALUE = 3


@cache
def _data() -> dict[str, Any]:
    data: dict[str, Any] = load_json("modules", "building_huts.json")
    return data


def supply() -> dict[str, int]:
    """Huts of each building type in the whole game."""
    return {str(k): int(v) for k, v in _data()["supply"].items()}


def left(game: GameView, building_type: str) -> int:
    """The huts of a type the supply still holds."""
    return supply()[building_type] - sum(1 for _, _, t in pieces_of(game, KIND) if t.type == building_type)


def offered(game: GameView) -> tuple[SupplyLine, ...]:
    """The supply's huts, a line per building type (walled south until the player says)."""
    return tuple(SupplyLine(hut(kind, "S"), left(game, kind), sides=True) for kind in supply())


def per_player() -> int:
    """The most huts a player holds, city and reserve together."""
    return int(_data()["per_player"])


def hut(building_type: str, walls: Walls | str) -> Tile:
    """A hut as described: its type and its walled sides."""
    return Tile(building_type, 0, walls if isinstance(walls, Walls) else Walls.parse(walls), kind=KIND)


class BuildingHuts(Module, PieceMaker, BuildingCounter, OwnScoring, CountsInput, FileChecker):
    id = "building_huts"
    box = 1
    name = QT_TRANSLATE_NOOP("Module", "Building huts")
    summary = QT_TRANSLATE_NOOP(
        "Module", "A hut counts as one more building of its type for each open side it turns to "
        "a building of that type.")
    reminder = QT_TRANSLATE_NOOP("Module", "Is every hut entered where it stands?")
    piece_kinds = (KIND,)

    def setup_lines(self) -> tuple[Line, ...]:
        return (Line("Module", QT_TRANSLATE_NOOP("Module", "the {count} building huts"),
                     count=sum(supply().values())),)

    # ---- the piece ----
    def read_piece(self, reader: FieldReader, data: Mapping[str, Any], place: str) -> Tile:
        where = at(place, "type")
        kind = reader.text(data.get("type"), where, 40)
        if kind not in reader.variant.type_ids:
            raise reader.fail(where, reader.variant.not_a_type(kind).line)
        walls = reader.walls(data.get("walls", ""), at(place, "walls"))
        if not walls:
            raise reader.fail(at(place, "walls"), _NO_WALL)
        return hut(kind, walls)

    def piece_to_dict(self, tile: Tile) -> dict[str, Any]:
        return {"kind": KIND, "type": tile.type, "walls": str(tile.walls)}

    def piece_name(self, tile: Tile, full: bool = True) -> Line:
        if not full:
            return Line("Module", QT_TRANSLATE_NOOP("Module", "{type} hut"), type=type_word(tile.type))
        return Line("Module", QT_TRANSLATE_NOOP("Module", "{type} hut (walls {sides})"),
                    type=type_word(tile.type), sides=sides_word(tile.walls.letters))

    # ---- its code: h, the type's letter, the walled sides (hgs) ----
    code_letter = "h"

    def piece_code(self, tile: Tile, variant: Variant) -> str:
        return f"{self.code_letter}{variant.building_type(tile.type).letter.lower()}{tile.walls.letters}"

    def read_code(self, code: PieceCode, variant: Variant) -> Tile:
        letters = {t.letter.lower(): t.id for t in variant.types}
        kind = letters.get(code.letters[:1])
        sides = parse_walls(code.letters[1:] + code.sides) if code.letters[1:] + code.sides else None
        if code.number is not None or kind is None or sides is None:
            raise CodeError(QT_TRANSLATE_NOOP(
                "AlhambraError", "type h, the type's letter and the walled sides, e.g. hgs"))
        if not sides:
            raise CodeError(_NO_WALL)
        return hut(kind, sides)

    def supply_refusal(self, game: GameView, tile: Tile, holder: str | None = None) -> Line | None:
        if tile.type not in game.variant.type_ids:
            return game.variant.not_a_type(tile.type).line
        if not tile.walls:
            return sentence(_NO_WALL)
        if holder == DIRK:
            return sentence(_NOT_DIRK)
        held = Counter(owner for owner, _, _ in pieces_of(game, KIND))
        if holder is not None and held[holder] >= per_player():
            return sentence(_PER_PLAYER, name=player_word(holder), count=per_player())
        if sum(1 for _, _, t in pieces_of(game, KIND) if t.type == tile.type) >= supply()[tile.type]:
            return sentence(QT_TRANSLATE_NOOP("AlhambraError", "all {count} {type} huts are in the game"),
                            count=supply()[tile.type], type=type_word(tile.type))
        return None

    def supply_lines(self, game: GameView) -> tuple[SupplyLine, ...]:
        return offered(game)

    def problems(self, game: GameView, locate: Locate) -> Iterator[tuple[Text, Line]]:
        per_type: Counter[str] = Counter()
        held: Counter[str] = Counter()
        for owner, cell, tile in pieces_of(game, KIND):
            per_type[tile.type] += 1
            held[owner] += 1
            if owner == DIRK:
                yield locate.tile(owner, cell, tile, ""), sentence(_NOT_DIRK)
            elif held[owner] > per_player():
                yield locate.tile(owner, cell, tile, ""), sentence(
                    _PER_PLAYER, name=player_word(owner), count=per_player())
            if per_type[tile.type] > supply().get(tile.type, 0):
                yield locate.tile(owner, cell, tile, ""), sentence(QT_TRANSLATE_NOOP(
                    "AlhambraError", "more than the {count} {type} huts of the game"),
                    count=supply().get(tile.type, 0), type=type_word(tile.type))

    # ---- scoring: a hut's value joins its type's count ----
    def count_parts(self, context: ScoringContext, player: PlayerView,
                    building_type: str) -> tuple[CountPart, ...]:
        counts = typed(player)
        if counts is not None:
            value = counts.typed_number(self.id, building_type)
            return (CountPart(self.id, value, Line("Module", QT_TRANSLATE_NOOP(
                "Module", "huts (typed): +{count}"), count=value)),) if value else ()
        city = player.city
        text = QT_TRANSLATE_NOOP("Module", "hut at ({x}, {y}): +{count}")
        return tuple(CountPart(self.id, value, Line("Module", text, x=cell.x, y=cell.y, count=value))
                     for cell, tile in city_pieces(city, KIND) if tile.type == building_type
                     if (value := len(linked(city, cell, context.rules))))

    # ---- counts only: per type, the extra buildings of the huts ----
    count_file_keys = (COUNT_KEY,)

    def count_inputs(self, game: GameView, player: PlayerView, counts: Counts) -> tuple[CountInput, ...]:
        return tuple(CountInput(kind, Line("Module", QT_TRANSLATE_NOOP("Module", "Huts' extra {type}"),
                                           type=type_word(kind)),
                                high=_most(), type=kind, enabled=counts.count(kind) > 0,
                                hint=Line("Module", QT_TRANSLATE_NOOP(
                                    "Module", "The open sides of the player's huts of this type that "
                                    "face a building of it")))
                     for kind in game.variant.type_ids)

    def count_step(self, game: GameView, player: PlayerView, key: str, value: int) -> Line:
        return Line("Module", QT_TRANSLATE_NOOP("Module", "Type {name}'s huts' extra {type}: {value}"),
                    type=type_word(key), value=value)

    def counts_from_city(self, game: GameView, player: PlayerView) -> Marks:
        city, found = player.city, Counter[str]()
        for cell, tile in city:
            if tile.kind == KIND:
                found[tile.type] += len(linked(city, cell, game.ruleset))
        return Marks({kind: value or None for kind, value in found.items()})

    def keep_counts(self, counts: Counts, variant: Variant) -> Marks:
        """A type no longer counted has no hut's extra buildings either."""
        return Marks({kind: value if counts.count(kind) else None
                      for kind, value in counts.module(self.id).items()})

    def counts_problems(self, counts: Counts, variant: Variant) -> Iterator[tuple[str, Line]]:
        typed_in = counts.module(self.id)
        for kind in sorted(typed_in):
            if kind not in variant.type_ids:
                yield COUNT_KEY, variant.not_a_type(kind).line
            elif not counts.count(kind):
                yield f"{COUNT_KEY}.{kind}", sentence(QT_TRANSLATE_NOOP(
                    "AlhambraError", "a hut adds {type} only beside a {type} building, and none is counted"),
                    type=type_word(kind))
        total = sum(counts.typed_number(self.id, k) for k in typed_in)
        if total > _most():
            yield COUNT_KEY, sentence(QT_TRANSLATE_NOOP(
                "AlhambraError", "{number} extra buildings from huts: {count} huts add at most {most}"),
                number=total, count=per_player(), most=_most())

    def read_counts(self, reader: FieldReader, data: Mapping[str, Any], place: str) -> Marks:
        return read_per_type(reader, data, place, COUNT_KEY, QT_TRANSLATE_NOOP(
            "AlhambraError", "an object of the huts' extra buildings per type"), _most())

    def write_counts(self, typed: Marks, variant: Variant) -> dict[str, Any]:
        return write_per_type(COUNT_KEY, typed, variant)


_NO_WALL = QT_TRANSLATE_NOOP("AlhambraError", "a hut has at least one walled side")
_NOT_DIRK = QT_TRANSLATE_NOOP("AlhambraError", "Dirk has no huts")
_PER_PLAYER = QT_TRANSLATE_NOOP("AlhambraError", "{name} holds {count} huts already, the most a player may")


def _most() -> int:
    """The most extra buildings one player's huts can add."""
    return per_player() * MOST_VALUE


def linked(city: City, cell: Cell, rules: RulesView) -> tuple[Cell, ...]:
    """The buildings of its type that the hut on ``cell`` faces through its open sides (its
    value is how many; for drawing, in the order N, E, S, W)."""
    tile = city.get(cell)
    if tile is None or tile.kind != KIND:
        return ()
    walls = city.walls(cell)
    found = []
    for side in SIDES:
        near = cell.neighbour(side)
        other = city.get(near)
        if side not in walls and other is not None and other.type == tile.type \
                and rules.is_building_tile(other, city.marks(near)):
            found.append(near)
    return tuple(found)
