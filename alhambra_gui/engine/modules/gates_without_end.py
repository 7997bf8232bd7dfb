"""Gates without end (MODULES.md §19.13, Designers' box): key tiles with a reward at each
corner; every player takes the reward pointing at them. **Points** are immediate gains
entered as won (Decision 17: 1 or 2 a gain). A **semi-building** (one a type, one holder,
kept once recorded) adds ½ to its holder's count of its type in every scoring if that count
is at least 1 after every other part (bonus cards, huts, the Wise Man, extensions, major
projects): it breaks ties, never makes a player rank. Dirk never.

**Wall pieces** are added walls (§3, Decision 18), allowed even without City walls and
without the 12-piece limit while this module is in play (the rules are City walls': the
first of the modules in play that bring them speaks for them). **Plazas**: up to 6 pieces a
module in play that brings them (this one, The Red Palace), with walls as printed, built by
the tile rules, no building; this module's kit reads, names and checks them for both.
"""

from __future__ import annotations

from collections.abc import Iterator, Mapping
from typing import TYPE_CHECKING, Any, ClassVar

from ..errors import sentence
from ..figures import Figure, figures_of, types
from ..geometry import Walls
from ..marks import Marks
from ..tally import CountPart
from ..tiles import Tile
from ..words import QT_TRANSLATE_NOOP, Line, Text, sides_word
from . import city_walls
from .base import Field, FieldReader, Locate, Module, at, pieces_of
from .facets import (
    BuildingCounter,
    CheckSwitch,
    FigureTyper,
    FileChecker,
    GainScorer,
    PieceMaker,
    WallChanger,
    unknown_piece,
)
from .supply import SupplyLine
from .typed_kit import data, figure

if TYPE_CHECKING:
    from ..codes import PieceCode
    from ..context import GameView, PlayerView
    from ..tally import ScoringContext
    from ..variant import Variant

KEY = "semi_buildings"


class GatesWithoutEnd(Module, FigureTyper, GainScorer, BuildingCounter, PieceMaker, WallChanger,
                      CheckSwitch, FileChecker, city_walls.WallPieces):
    id = "gates_without_end"
    box = 10
    kind = "typed"
    name = QT_TRANSLATE_NOOP("Module", "Gates without end")
    summary = QT_TRANSLATE_NOOP(
        "Module", "Key tiles reward every player: points as won, and semi-buildings that add ½ to a "
        "type already held.")
    reminder = QT_TRANSLATE_NOOP("Module", "Are the points and semi-buildings won from key tiles entered?")
    fields: ClassVar[tuple[Field, ...]] = (Field("tile", city_walls.KEY, city_walls.read_added, str),)
    switched_off: ClassVar[frozenset[str]] = frozenset({city_walls.SUPPLY_CHECK})
    piece_kinds = ("plaza",)
    code_letter = "z"

    def setup_lines(self) -> tuple[Line, ...]:
        return (Line("Module", QT_TRANSLATE_NOOP("Module", "the gate board and the key tiles beside the "
                                                           "building market")),
                Line("Module", QT_TRANSLATE_NOOP("Module", "the {count} plazas and the wall pieces beside "
                                                           "the building market"), count=PLAZAS_A_MODULE))

    def figures(self, variant: Variant) -> tuple[Figure, ...]:
        return (figure(self.id, KEY, QT_TRANSLATE_NOOP("Module", "Semi-buildings"),
                       item=QT_TRANSLATE_NOOP("AlhambraError", "the {type} semi-building"),
                       hint=QT_TRANSLATE_NOOP("Module", "Each adds ½ to its type where the player "
                                                        "holds at least one")),)

    def gain_amounts(self, round_: int) -> tuple[int, ...]:
        return tuple(int(v) for v in data(self.id)["gains"])

    def count_topping(self, context: ScoringContext, player: PlayerView, building_type: str,
                      count: float) -> tuple[CountPart, ...]:
        if building_type not in types(figures_of(player, self.id), KEY):
            return ()
        if count < 1:
            return (CountPart(self.id, 0, Line("Module", QT_TRANSLATE_NOOP(
                "Module", "semi-building: +0 (no {type} to add it to)"), type=building_type)),)
        return (CountPart(self.id, float(data(self.id)["semi"]), Line("Module", QT_TRANSLATE_NOOP(
            "Module", "semi-building: +½"))),)

    # ---- plazas and wall pieces ----
    def read_piece(self, reader: FieldReader, data_: Mapping[str, Any], place: str) -> Tile:
        if data_.get("kind") != PLAZA:
            raise unknown_piece(self.id, reader, data_, place)
        return read_plaza(reader, data_, place)

    def piece_to_dict(self, tile: Tile) -> dict[str, Any]:
        return plaza_to_dict(tile)

    def piece_name(self, tile: Tile, full: bool = True) -> Line:
        return plaza_name(tile, full)

    def piece_code(self, tile: Tile, variant: Variant) -> str:
        return plaza_code(tile)

    def read_code(self, code: PieceCode, variant: Variant) -> Tile:
        return read_plaza_code(code)

    def supply_refusal(self, game: GameView, tile: Tile, holder: str | None = None) -> Line | None:
        return plaza_refusal(game)

    def supply_lines(self, game: GameView) -> tuple[SupplyLine, ...]:
        return plaza_lines(game, self.id)

    def added_walls(self, marks: Marks) -> Walls:
        return city_walls.added(marks)

    def problems(self, game: GameView, locate: Locate) -> Iterator[tuple[Text, Line]]:
        if city_walls.speaks(game, self.id):
            yield from city_walls.wall_problems(game, locate)
        if owns_plazas(game, self.id):
            yield from plaza_problems(game, locate)


# ---- plazas: this module's kit, The Red Palace's too ----------------------------------------
PLAZA = "plaza"
PLAZA_LETTER = "z"
#: Plazas each module that brings them adds to the game.
PLAZAS_A_MODULE = 6
#: The modules that bring plazas, in the order they speak for them.
PLAZA_MODULES = ("gates_without_end", "red_palace")

_USED_UP = QT_TRANSLATE_NOOP("AlhambraError", "all {count} plazas are in the game already")
_BEYOND = QT_TRANSLATE_NOOP("AlhambraError", "more than the {count} plazas of the game")


def plaza(walls: Walls | str = "") -> Tile:
    """A plaza with the walls printed on it."""
    return Tile("", 0, walls if isinstance(walls, Walls) else Walls.parse(walls), kind=PLAZA)


def plaza_supply(game: GameView) -> int:
    """The plazas of the game: 6 for each module in play that brings them."""
    return PLAZAS_A_MODULE * sum(1 for m in PLAZA_MODULES if m in game.ruleset.module_ids)


def owns_plazas(game: GameView, module_id: str) -> bool:
    """Whether ``module_id`` is the module in play that speaks for the plazas (the first)."""
    return next((m for m in PLAZA_MODULES if m in game.ruleset.module_ids), None) == module_id


def plazas_in_game(game: GameView) -> int:
    return sum(1 for _ in pieces_of(game, PLAZA))


def read_plaza(reader: FieldReader, data: Mapping[str, Any], place: str) -> Tile:
    return plaza(reader.walls(data.get("walls", ""), at(place, "walls")))


def plaza_to_dict(tile: Tile) -> dict[str, Any]:
    entry: dict[str, Any] = {"kind": PLAZA}
    if tile.walls:
        entry["walls"] = str(tile.walls)
    return entry


def plaza_name(tile: Tile, full: bool = True) -> Line:
    if not full or not tile.walls:
        return Line("Module", QT_TRANSLATE_NOOP("Module", "Plaza"))
    return Line("Module", QT_TRANSLATE_NOOP("Module", "Plaza (walls {sides})"),
                sides=sides_word(tile.walls.letters))


def plaza_code(tile: Tile) -> str:
    return f"{PLAZA_LETTER}{tile.walls.letters}"


def read_plaza_code(typed: PieceCode) -> Tile:
    from ..codes import CodeError, piece_sides  # codes load when a code is typed, not for `score`

    sides = piece_sides(typed)
    if typed.number is not None or sides is None:
        raise CodeError(QT_TRANSLATE_NOOP("AlhambraError", "type z and the plaza's walls, e.g. zne"))
    return plaza(sides)


def plaza_lines(game: GameView, module_id: str) -> tuple[SupplyLine, ...]:
    """The plazas left as one line, from the module in play that speaks for them."""
    if not owns_plazas(game, module_id):
        return ()
    return (SupplyLine(plaza(), max(0, plaza_supply(game) - plazas_in_game(game)), sides=True),)


def plaza_refusal(game: GameView) -> Line | None:
    if plazas_in_game(game) >= plaza_supply(game):
        return sentence(_USED_UP, count=plaza_supply(game))
    return None


def plaza_problems(game: GameView, locate: Locate) -> Iterator[tuple[Text, Line]]:
    most = plaza_supply(game)
    for number, (owner, cell, tile) in enumerate(pieces_of(game, PLAZA), start=1):
        if number > most:
            yield locate.tile(owner, cell, tile, ""), sentence(_BEYOND, count=most)
