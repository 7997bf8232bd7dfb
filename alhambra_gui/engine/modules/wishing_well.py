"""Wishing well (MODULES.md §19.16, Designers' box): 6 wells valued 3, 3, 4, 4, 5, 5 mixed
into the bag; a well is a piece of the city with its value, no walls and no building
(Decision 21: the waterspout is not recorded). Each player types their **well points**,
**every scoring** (KS); each well scores its value or nothing, so the points must be the
sum of some of the wells in the player's city (a player scored from typed counts: of the
six). Dirk never.

A well is a ``Tile`` of the kind ``well`` whose ``price`` is its value.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable, Iterator, Mapping, Sequence
from typing import TYPE_CHECKING, Any, ClassVar

from ..codes import CodeError, PieceCode
from ..counts import typed
from ..errors import sentence
from ..figures import Figure, figures_of, number
from ..geometry import NO_WALLS
from ..tiles import Tile
from ..words import QT_TRANSLATE_NOOP, Line, Text
from .base import FieldReader, Locate, Module, at, pieces_of
from .facets import FigureTyper, FileChecker, PieceMaker, TermScorer
from .supply import SupplyLine
from .typed_kit import TypedTerm, data, figure

if TYPE_CHECKING:
    from ..context import GameView, PlayerView
    from ..tally import ScoringContext
    from ..variant import Variant

KIND = "well"
KEY = "points"
_BOTH = QT_TRANSLATE_NOOP("AlhambraError", "every well of value {value} is in the game already "
                                           "(the box has {count})")


def box_values() -> tuple[int, ...]:
    """The wells of the box, by value."""
    return tuple(int(v) for v in data(WishingWell.id)["values"])


def well(value: int) -> Tile:
    return Tile("", value, NO_WALLS, kind=KIND)


def in_game(game: GameView) -> Counter[int]:
    """The wells in the game (cities, reserves, Dirk's pile), by value."""
    return Counter(t.price for _, _, t in pieces_of(game, KIND))


def left(game: GameView) -> Counter[int]:
    """The wells still in the supply, by value."""
    used = in_game(game)
    return Counter({v: n - used[v] for v, n in Counter(box_values()).items()})


def offered(game: GameView) -> tuple[SupplyLine, ...]:
    """The wells by value, with how many of each are left."""
    free = left(game)
    return tuple(SupplyLine(well(value), max(0, free[value])) for value in sorted(free))


def wells_in_city(player: PlayerView) -> tuple[int, ...]:
    return tuple(sorted(t.price for _, t in player.city if t.kind == KIND))


def sums(values: Iterable[int]) -> frozenset[int]:
    """Every sum of some of ``values`` (none: 0)."""
    found = {0}
    for value in values:
        found |= {s + value for s in found}
    return frozenset(found)


class WishingWell(TypedTerm, Module, PieceMaker, FigureTyper, TermScorer, FileChecker):
    id = "wishing_well"
    box = 10
    kind = "typed"
    name = QT_TRANSLATE_NOOP("Module", "Wishing well")
    summary = QT_TRANSLATE_NOOP(
        "Module", "Wells from the bag score their value when their spout's line is right; each player "
        "types their well points every scoring.")
    reminder = QT_TRANSLATE_NOOP("Module", "Are the well points typed for everyone?")
    terms: ClassVar[Mapping[str, str]] = {"wishing_well": name}
    bare_figure = True
    piece_kinds = (KIND,)
    code_letter = "w"

    def setup_lines(self) -> tuple[Line, ...]:
        return (Line("Module", QT_TRANSLATE_NOOP("Module", "mix the {count} wells ({values}) into the bag"),
                     count=len(box_values()), values=", ".join(map(str, box_values()))),)

    # ---- the piece ----
    def read_piece(self, reader: FieldReader, data_: Mapping[str, Any], place: str) -> Tile:
        value = reader.integer(data_.get("value"), at(place, "value"), min(box_values()), max(box_values()))
        if value not in box_values():
            raise reader.fail(at(place, "value"), _no_well(value))
        if reader.walls(data_.get("walls", ""), at(place, "walls")):
            raise reader.fail(at(place, "walls"), QT_TRANSLATE_NOOP("AlhambraError", "a well has no walls"))
        return well(value)

    def piece_to_dict(self, tile: Tile) -> dict[str, Any]:
        return {"kind": KIND, "value": tile.price}

    def piece_name(self, tile: Tile, full: bool = True) -> Line:
        return Line("Module", QT_TRANSLATE_NOOP("Module", "Well {value}"), value=tile.price)

    def piece_code(self, tile: Tile, variant: Variant) -> str:
        return f"{self.code_letter}{tile.price}"

    def read_code(self, code: PieceCode, variant: Variant) -> Tile:
        if code.letters or code.sides or code.number not in box_values():
            raise CodeError(QT_TRANSLATE_NOOP("AlhambraError", "type w and the well's value, e.g. w5"))
        return well(code.number)

    def supply_lines(self, game: GameView) -> tuple[SupplyLine, ...]:
        return offered(game)

    def supply_refusal(self, game: GameView, tile: Tile, holder: str | None = None) -> Line | None:
        if tile.price not in box_values():
            return _no_well(tile.price)
        held = Counter(box_values())[tile.price]
        if sum(1 for _, _, t in pieces_of(game, KIND) if t.price == tile.price) >= held:
            return sentence(_BOTH, value=tile.price, count=held)
        return None

    def problems(self, game: GameView, locate: Locate) -> Iterator[tuple[Text, Line]]:
        seen: Counter[int] = Counter()
        held = Counter(box_values())
        for owner, cell, tile in pieces_of(game, KIND):
            seen[tile.price] += 1
            if seen[tile.price] > held[tile.price]:
                yield locate.tile(owner, cell, tile, ""), sentence(_BOTH, value=tile.price,
                                                                   count=held[tile.price])

    # ---- the typed points ----
    def figures(self, variant: Variant) -> tuple[Figure, ...]:
        return (figure(self.id, KEY, QT_TRANSLATE_NOOP("Module", "Well points"),
                       hint=QT_TRANSLATE_NOOP("Module", "Each well in the city scores its value or "
                                                        "nothing")),)

    def figure_problems(self, game: GameView, order: Sequence[str]) -> Iterator[tuple[str, str, Line]]:
        for name in order:
            player = game.player(name)
            points = number(figures_of(player, self.id), KEY)
            if not points:
                continue
            wells = box_values() if typed(player) is not None else wells_in_city(player)
            if points in sums(wells):
                continue
            if not wells:
                yield name, "", sentence(QT_TRANSLATE_NOOP(
                    "AlhambraError", "well points {points}, but no well stands in the city"), points=points)
            elif typed(player) is not None:
                yield name, "", sentence(QT_TRANSLATE_NOOP(
                    "AlhambraError", "{points} is no sum of the box's wells ({values})"),
                    points=points, values=", ".join(map(str, wells)))
            else:
                yield name, "", sentence(QT_TRANSLATE_NOOP(
                    "AlhambraError", "{points} is no sum of the wells in the city ({values})"),
                    points=points, values=", ".join(map(str, wells)))

    def points(self, context: ScoringContext, player: PlayerView) -> tuple[int, Iterable[Line]]:
        points = number(figures_of(player, self.id), KEY)
        return points, (Line("Module", QT_TRANSLATE_NOOP("Module", "well points (typed): {points}"),
                             points=points),)


def _no_well(value: int) -> Line:
    return sentence(QT_TRANSLATE_NOOP("AlhambraError",
                                      "there is no well of value {value} (the wells: {values})"),
                    value=value, values=", ".join(map(str, box_values())))
