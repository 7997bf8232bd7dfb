"""Bathhouses (MODULES.md §19.15, Designers' box): 6 bathhouse tiles mixed into the bag; a
bathhouse is a piece of the city, no building, built by the rules of a wall-less tile
(Decision 20). Its rule is not public, so each player types their **bathhouse points**,
**every scoring** (KS), at most 4 × (city tiles − 1) × the bathhouses in their city, the
fountain counted (KS's bound; skipped for a player scored from typed counts). Dirk never.

A bathhouse is a ``Tile`` of the kind ``bathhouse``: no type, no price, no walls.
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator, Mapping, Sequence
from typing import TYPE_CHECKING, Any, ClassVar

from ..codes import CodeError, PieceCode
from ..figures import Figure, figures_of, number
from ..geometry import NO_WALLS
from ..tiles import Tile
from ..words import QT_TRANSLATE_NOOP, Line, Text
from .base import FieldReader, Locate, Module, at, beyond_supply, pieces_of, supply_used_up
from .facets import FigureTyper, FileChecker, PieceMaker, TermScorer
from .supply import SupplyLine
from .typed_kit import TypedTerm, city_tiles, data, figure

if TYPE_CHECKING:
    from ..context import GameView, PlayerView
    from ..tally import ScoringContext
    from ..variant import Variant

KIND = "bathhouse"
KEY = "points"
_USED_UP = QT_TRANSLATE_NOOP("AlhambraError", "all {count} bathhouses are in the game already")

BATHHOUSE = Tile("", 0, NO_WALLS, kind=KIND)


def supply() -> int:
    """Bathhouses in the box."""
    return int(data(Bathhouses.id)["supply"])


def in_game(game: GameView) -> int:
    """The bathhouses in the game (cities, reserves, Dirk's pile)."""
    return sum(1 for _ in pieces_of(game, KIND))


def offered(game: GameView) -> tuple[SupplyLine, ...]:
    return (SupplyLine(BATHHOUSE, max(0, supply() - in_game(game))),)


def in_city(player: PlayerView) -> int:
    return sum(1 for _, tile in player.city if tile.kind == KIND)


class Bathhouses(TypedTerm, Module, PieceMaker, FigureTyper, TermScorer, FileChecker):
    id = "bathhouses"
    box = 10
    kind = "typed"
    name = QT_TRANSLATE_NOOP("Module", "Bathhouses")
    summary = QT_TRANSLATE_NOOP(
        "Module", "Bathhouse tiles from the bag are built without walls; each player types their "
        "bathhouse points every scoring.")
    reminder = QT_TRANSLATE_NOOP("Module", "Are the bathhouse points typed for everyone?")
    terms: ClassVar[Mapping[str, str]] = {"bathhouses": name}
    bare_figure = True
    piece_kinds = (KIND,)
    code_letter = "x"

    def setup_lines(self) -> tuple[Line, ...]:
        return (Line("Module", QT_TRANSLATE_NOOP("Module", "mix the {count} bathhouses into the bag"),
                     count=supply()),)

    # ---- the piece ----
    def read_piece(self, reader: FieldReader, data_: Mapping[str, Any], place: str) -> Tile:
        if reader.walls(data_.get("walls", ""), at(place, "walls")):
            raise reader.fail(at(place, "walls"),
                              QT_TRANSLATE_NOOP("AlhambraError", "a bathhouse has no walls"))
        return BATHHOUSE

    def piece_to_dict(self, tile: Tile) -> dict[str, Any]:
        return {"kind": KIND}

    def piece_name(self, tile: Tile, full: bool = True) -> Line:
        return Line("Module", QT_TRANSLATE_NOOP("Module", "Bathhouse"))

    def piece_code(self, tile: Tile, variant: Variant) -> str:
        return self.code_letter

    def read_code(self, code: PieceCode, variant: Variant) -> Tile:
        if code.letters or code.number is not None or code.sides:
            raise CodeError(QT_TRANSLATE_NOOP("AlhambraError", "type x alone for a bathhouse"))
        return BATHHOUSE

    def supply_lines(self, game: GameView) -> tuple[SupplyLine, ...]:
        return offered(game)

    def supply_refusal(self, game: GameView, tile: Tile, holder: str | None = None) -> Line | None:
        return supply_used_up(game, KIND, supply(), _USED_UP)

    def problems(self, game: GameView, locate: Locate) -> Iterator[tuple[Text, Line]]:
        yield from beyond_supply(game, KIND, supply(), locate, _USED_UP)

    # ---- the typed points ----
    def figures(self, variant: Variant) -> tuple[Figure, ...]:
        return (figure(self.id, KEY, QT_TRANSLATE_NOOP("Module", "Bathhouse points")),)

    def figure_problems(self, game: GameView, order: Sequence[str]) -> Iterator[tuple[str, str, Line]]:
        each = int(data(self.id)["bound_per_tile"])
        for name in order:
            player = game.player(name)
            tiles = city_tiles(player, game.ruleset)
            points = number(figures_of(player, self.id), KEY)
            if tiles is None or not points:
                continue
            most = each * (tiles - 1) * in_city(player)
            if points > most:
                yield name, "", Line.counted("Module", Module.tr(
                    "bathhouse points {points}, but %n bathhouse(s) in a city of {tiles} tiles bring "
                    "at most {most}", "", in_city(player)), in_city(player), points=points, tiles=tiles,
                    most=most)

    def points(self, context: ScoringContext, player: PlayerView) -> tuple[int, Iterable[Line]]:
        points = number(figures_of(player, self.id), KEY)
        return points, (Line("Module", QT_TRANSLATE_NOOP("Module", "bathhouse points (typed): {points}"),
                             points=points),)
