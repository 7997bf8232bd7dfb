"""The Red Palace (MODULES.md §19.17, 2023): 54 land tiles, 9 a type, replace the base tiles.
Their prices and walls are not public, so with this module a building tile is described as
printed — type, price, walls — without the catalogue, the same description as often as the
box may print it, at most 9 a type (Decision 22): the module's pieces are the game's tiles
(``claims_tiles``), a ``Tile`` of the kind ``land`` and a building of its type.

Scoring (KS): every player starts with **5 points** (an immediate gain, never listed; Dirk
none); a **half-building** (typed, a type each, one holder, kept) adds ½ to its holder's
count of its type where that count is at least 1, as a semi-building (§19.13) — both may add
to one type; **guards** on the longest wall score ``guards × points per guard`` every
scoring, the points per guard typed for the game at each scoring (0-8, never lower than the
scoring before: the game's ``red_palace.guard_points``); a player who does not use guards
pays the number of the next scoring in points (an immediate loss). Dirk never scores.
Wall pieces and plazas as with Gates without end (Decision 18: its kit, City walls' rules).
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Hashable, Iterable, Iterator, Mapping, Sequence
from typing import TYPE_CHECKING, Any, ClassVar

from ..edits import Edit
from ..errors import ModuleError, sentence
from ..figures import Figure, figures_of, number, types
from ..geometry import Walls
from ..marks import Marks
from ..tally import CountPart
from ..tiles import Tile, type_word
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
    ScoringInputs,
    TermScorer,
    WallChanger,
)
from .gates_without_end import (
    PLAZA,
    owns_plazas,
    plaza_code,
    plaza_lines,
    plaza_name,
    plaza_problems,
    plaza_refusal,
    plaza_to_dict,
    read_plaza,
    read_plaza_code,
)
from .supply import SupplyLine
from .typed_kit import TypedTerm, data, figure

if TYPE_CHECKING:
    from ..codes import Code, PieceCode
    from ..context import GameView, PlayerView
    from ..tally import ScoringContext
    from ..variant import Variant

KIND = "land"
#: The game's state: the points per guard of scorings 1, 2 and 3 (None: not reached yet).
KEY = "red_palace"
GUARDS = "guards"
HALF = "half_buildings"

#: The prices a land tile may be described with (the box's are not public: a positive whole
#: number, two digits at most).
PRICES = (1, 99)

GuardPoints = tuple[int | None, int | None, int | None]
NO_GUARD_POINTS: GuardPoints = (None, None, None)

_TENTH = QT_TRANSLATE_NOOP("AlhambraError", "more than the {count} {type} land tiles of the box")
_LOWER = QT_TRANSLATE_NOOP("AlhambraError", "{points} points a guard in scoring {round}, fewer than "
                                            "the {before} of scoring {earlier}")


def per_type() -> int:
    """Land tiles of each type in the box."""
    return int(data(RedPalace.id)["per_type"])


def land(building_type: str, price: int, walls: Walls | str = "") -> Tile:
    """A land tile as described: its type, its price and its walls as printed."""
    return Tile(building_type, price, walls if isinstance(walls, Walls) else Walls.parse(walls), kind=KIND)


def guard_range() -> tuple[int, int]:
    spec = data(RedPalace.id)["guard_points"]
    return int(spec["low"]), int(spec["high"])


def guard_points(state: Marks) -> GuardPoints:
    """The points per guard of scorings 1, 2 and 3 (None where not entered)."""
    value = state.get(KEY)
    if isinstance(value, tuple) and len(value) == 3:
        first, second, third = (v if isinstance(v, int) else None for v in value)
        return (first, second, third)
    return NO_GUARD_POINTS


def lower_than_before(points: GuardPoints) -> tuple[int, int, int, int] | None:
    """The first scoring whose points per guard are below an earlier one's: (round, points,
    earlier round, its points), or None."""
    best: tuple[int, int] | None = None
    for round_, value in enumerate(points, start=1):
        if value is None:
            continue
        if best is not None and value < best[1]:
            return round_, value, best[0], best[1]
        best = (round_, value)
    return None


def _read_points(reader: FieldReader, value: Any, place: str) -> Hashable | None:
    entry = reader.mapping(value, place, QT_TRANSLATE_NOOP("AlhambraError", 'an object with "guard_points"'))
    for key in entry:
        if key != "guard_points":
            raise reader.fail(at(place, str(key)[:40]), QT_TRANSLATE_NOOP(
                "AlhambraError", "is not a field of The Red Palace (guard_points)"))
    where = at(place, "guard_points")
    numbers = reader.array(entry.get("guard_points", []), where, 3)
    low, high = guard_range()
    found = tuple(None if n is None else reader.integer(n, f"{where}[{i}]", low, high)
                  for i, n in enumerate(numbers))
    points: GuardPoints = (*found, *(None,) * (3 - len(found)))  # type: ignore[assignment]
    if (lower := lower_than_before(points)) is not None:
        round_, value, earlier, before = lower
        raise reader.fail(f"{where}[{round_ - 1}]", _LOWER, points=value, round=round_, before=before,
                          earlier=earlier)
    return points if any(p is not None for p in points) else None


def _write_points(points: Any) -> dict[str, Any]:
    return {"guard_points": list(points)}


class RedPalace(TypedTerm, Module, PieceMaker, FigureTyper, TermScorer, GainScorer, BuildingCounter,
                ScoringInputs, FileChecker, WallChanger, CheckSwitch, city_walls.WallPieces):
    id = "red_palace"
    box = 7
    kind = "typed"
    name = QT_TRANSLATE_NOOP("Module", "The Red Palace")
    summary = QT_TRANSLATE_NOOP(
        "Module", "Land tiles described as printed replace the base tiles; guards on the longest wall "
        "score every scoring, half-buildings add ½, every player starts with 5 points.")
    reminder = QT_TRANSLATE_NOOP("Module", "Are the guards on each longest wall typed, and this "
                                           "scoring's points per guard entered?")
    terms: ClassVar[Mapping[str, str]] = {"red_palace": QT_TRANSLATE_NOOP("Module", "Guards")}
    fields: ClassVar[tuple[Field, ...]] = (Field("game", KEY, _read_points, _write_points),
                                           Field("tile", city_walls.KEY, city_walls.read_added, str))
    switched_off: ClassVar[frozenset[str]] = frozenset({city_walls.SUPPLY_CHECK})
    piece_kinds = (KIND, PLAZA)
    code_letter = "z"  # a plaza's; a land tile is typed as a tile is
    claims_tiles = True
    starting_points = 5

    def setup_lines(self) -> tuple[Line, ...]:
        return (Line("Module", QT_TRANSLATE_NOOP(
            "Module", "the {count} land tiles in the bag instead of the base tiles; the guards, the "
            "guard board with its placement tiles, the half-building tiles"), count=6 * per_type()),
                Line("Module", QT_TRANSLATE_NOOP("Module", "each player starts with 5 points")))

    # ---- land tiles: the game's building tiles, described as printed ----
    def read_piece(self, reader: FieldReader, data_: Mapping[str, Any], place: str) -> Tile:
        if data_.get("kind") == PLAZA:
            return read_plaza(reader, data_, place)
        where = at(place, "type")
        kind = reader.text(data_.get("type"), where, 40)
        if kind not in reader.variant.type_ids:
            raise reader.fail(where, reader.variant.not_a_type(kind).line)
        price = reader.integer(data_.get("price"), at(place, "price"), *PRICES)
        return land(kind, price, reader.walls(data_.get("walls", ""), at(place, "walls")))

    def piece_to_dict(self, tile: Tile) -> dict[str, Any]:
        if tile.kind == PLAZA:
            return plaza_to_dict(tile)
        return {"type": tile.type, "price": tile.price, "walls": str(tile.walls)}

    def claimed(self, tile: Tile) -> Tile:
        return land(tile.type, tile.price, tile.walls)

    def piece_name(self, tile: Tile, full: bool = True) -> Line:
        if tile.kind == PLAZA:
            return plaza_name(tile, full)
        if not full:
            return Line("Module", QT_TRANSLATE_NOOP("Module", "{type} {price}"), type=type_word(tile.type),
                        price=tile.price)
        return Line("Module", QT_TRANSLATE_NOOP("Module", "{type} {price} (walls {sides})"),
                    type=type_word(tile.type), price=tile.price, sides=sides_word(tile.walls.letters, "–"))

    def piece_code(self, tile: Tile, variant: Variant) -> str:
        if tile.kind == PLAZA:
            return plaza_code(tile)
        return f"{variant.building_type(tile.type).letter.lower()}{tile.price}{tile.walls.letters}"

    def read_code(self, code: PieceCode, variant: Variant) -> Tile:
        return read_plaza_code(code)

    def coded_pieces(self, code: Code, game: GameView) -> tuple[tuple[Tile, int], ...]:
        """The land tile the code describes as printed (no walls given: none)."""
        if code.price <= 0:
            return ()
        return ((land(code.type, code.price, code.walls or Walls("")), 0),)

    def supply_refusal(self, game: GameView, tile: Tile, holder: str | None = None) -> Line | None:
        if tile.kind == PLAZA:
            return plaza_refusal(game)
        if tile.type not in game.variant.type_ids:
            return game.variant.not_a_type(tile.type).line
        held = sum(1 for _, _, t in pieces_of(game, KIND) if t.type == tile.type)
        if held >= per_type():
            return sentence(QT_TRANSLATE_NOOP("AlhambraError", "all {count} {type} land tiles are in the "
                                                               "game already"),
                            count=per_type(), type=type_word(tile.type))
        return None

    def supply_lines(self, game: GameView) -> tuple[SupplyLine, ...]:
        """The land tiles left of each type, each described by its price and walls as printed
        (the window's land form, a phone's), and its plazas."""
        held = Counter(t.type for _, _, t in pieces_of(game, KIND))
        lands = tuple(SupplyLine(land(kind, PRICES[0]), max(0, per_type() - held[kind]), sides=True,
                                 prices=PRICES) for kind in game.variant.type_ids)
        return lands + plaza_lines(game, self.id)

    def is_building_piece(self, tile: Tile) -> bool:
        return tile.kind == KIND

    def from_bag(self, tile: Tile) -> bool:
        return tile.kind == KIND

    def added_walls(self, marks: Marks) -> Walls:
        return city_walls.added(marks)

    def bag_pieces(self) -> int:
        return per_type() * 6

    def building_supply(self, building_type: str) -> int:
        return per_type()

    def problems(self, game: GameView, locate: Locate) -> Iterator[tuple[Text, Line]]:
        per: Counter[str] = Counter()
        for owner, cell, tile in pieces_of(game, KIND):
            per[tile.type] += 1
            if per[tile.type] == per_type() + 1:
                yield locate.tile(owner, cell, tile, ""), sentence(_TENTH, count=per_type(),
                                                                   type=type_word(tile.type))
        if city_walls.speaks(game, self.id):
            yield from city_walls.wall_problems(game, locate)
        if owns_plazas(game, self.id):
            yield from plaza_problems(game, locate)

    # ---- the typed figures: guards, half-buildings ----
    def figures(self, variant: Variant) -> tuple[Figure, ...]:
        return (
            figure(self.id, GUARDS, QT_TRANSLATE_NOOP("Module", "Guards on the longest wall"),
                   too_many=QT_TRANSLATE_NOOP("AlhambraError", "{value} guards (the box has {high})")),
            figure(self.id, HALF, QT_TRANSLATE_NOOP("Module", "Half-buildings"),
                   item=QT_TRANSLATE_NOOP("AlhambraError", "the {type} half-building"),
                   hint=QT_TRANSLATE_NOOP("Module", "Each adds ½ to its type where the player holds "
                                                    "at least one")),
        )

    def figure_problems(self, game: GameView, order: Sequence[str]) -> Iterator[tuple[str, str, Line]]:
        for name in order:
            player = game.player(name)
            guards = number(figures_of(player, self.id), GUARDS)
            wall = game.ruleset.scored_wall(player)
            if guards > wall:
                yield name, GUARDS, Line("AlhambraError", QT_TRANSLATE_NOOP(
                    "AlhambraError", "{guards} guards on a longest wall of {wall}"), guards=guards, wall=wall)

    def count_topping(self, context: ScoringContext, player: PlayerView, building_type: str,
                      count: float) -> tuple[CountPart, ...]:
        if building_type not in types(figures_of(player, self.id), HALF):
            return ()
        if count < 1:
            return (CountPart(self.id, 0, Line("Module", QT_TRANSLATE_NOOP(
                "Module", "half-building: +0 (no {type} to add it to)"), type=type_word(building_type))),)
        return (CountPart(self.id, float(data(self.id)["half"]), Line("Module", QT_TRANSLATE_NOOP(
            "Module", "half-building: +½"))),)

    # ---- guards, every scoring ----
    def points(self, context: ScoringContext, player: PlayerView) -> tuple[int, Iterable[Line]]:
        guards = number(figures_of(player, self.id), GUARDS)
        each = guard_points(context.game.state)[context.round - 1]
        if each is None:
            return 0, (Line.counted("Module", Module.tr(
                "%n guard(s) on the longest wall; the points per guard of scoring {round} are not "
                "entered: 0", "", guards), guards, round=context.round),)
        return guards * each, (Line.counted("Module", Module.tr(
            "%n guard(s) on the longest wall × {each}: {points}", "", guards), guards, each=each,
            points=guards * each),)

    def concerns(self, game: GameView, round_: int) -> tuple[Line, ...]:
        if guard_points(game.state)[round_ - 1] is not None:
            return ()
        return (Line("Module", QT_TRANSLATE_NOOP(
            "Module", "The points per guard of scoring {round} are not entered: the guards would "
                      "score nothing."), round=round_),)

    # ---- points paid instead of using guards ----
    def gain_amounts(self, round_: int) -> tuple[int, ...]:
        return (-round_,)


def set_guard_points(game: GameView, points: GuardPoints) -> None:
    """The points per guard of scorings 1, 2 and 3 (None: not reached yet), each 0-8 and never
    below an earlier scoring's."""
    low, high = guard_range()
    if any(p is not None and not low <= p <= high for p in points):
        raise ModuleError(QT_TRANSLATE_NOOP("AlhambraError", "points per guard are {low} to {high}"),
                          low=low, high=high)
    if (lower := lower_than_before(points)) is not None:
        round_, value, earlier, before = lower
        raise ModuleError(_LOWER, points=value, round=round_, before=before, earlier=earlier)
    game.state = game.state.with_(KEY, tuple(points) if any(p is not None for p in points) else None)


def guard_points_step(points: GuardPoints) -> Edit:
    """The points per guard of the three scorings, as one step of the game's history."""
    return Edit(Line("Module", QT_TRANSLATE_NOOP("Module", "Enter the points per guard")),
                lambda g: set_guard_points(g, points))
