"""Camps (MODULES.md §12, box 2: The City Gates; reprinted in The Red Palace): eight camps,
each with one bastion side or two adjacent ones, lie **outside** the city. Every bastion
faces a walled side of a city tile; every other side faces an empty cell or another
camp's side without a bastion; a camp touches the city through a bastion or another camp
through a side without one. A city tile built later next to a camp meets the same rule
from its side. Camps take no part in holes, walking or the longest wall.

Every scoring each bastion scores a point per building in the straight line of buildings
that starts at the city tile it faces and runs the way its arrow points (into the city).
Dirk gets no camp points.

A camp is a ``Tile`` of the kind ``camp`` whose ``walls`` are its bastion sides.
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator, Mapping
from functools import cache
from typing import TYPE_CHECKING, Any, ClassVar

from ..assets import load_json
from ..codes import CodeError, PieceCode, piece_sides
from ..counts import CountInput, Counts, typed
from ..errors import sentence
from ..geometry import Cell, Side, Walls, in_bounds
from ..marks import Marks
from ..rules import Violation, register, side_word
from ..tally import Term
from ..tiles import Tile
from ..words import QT_TRANSLATE_NOOP, Line, Text, sides_word
from .base import FieldReader, Locate, Module, at, beyond_supply, pieces_of, supply_used_up
from .facets import CountsInput, FileChecker, OwnScoring, PieceMaker, PlacementCheck, TermScorer
from .supply import SupplyLine

if TYPE_CHECKING:
    from ..city import City
    from ..city_rules import Placement
    from ..context import GameView, PlayerView, RulesView
    from ..tally import ScoringContext
    from ..variant import Variant

KIND = "camp"
TERM = "camps"

CAMP_BASTION = register(
    "camp_bastion",
    QT_TRANSLATE_NOOP("Rule", "its bastion to the {side} faces no walled side of a city tile"),
    their_text=QT_TRANSLATE_NOOP("Rule", "a camp's bastion to the {side} needs a wall on this side"))
CAMP_SIDE = register(
    "camp_side", QT_TRANSLATE_NOOP("Rule", "its side to the {side} touches a city tile or a camp's bastion"),
    their_text=QT_TRANSLATE_NOOP("Rule", "to the {side} it touches a camp's side without a bastion"))
CAMP_DETACHED = register(
    "camp_detached", QT_TRANSLATE_NOOP("Rule", "the camp touches neither the city through a bastion nor "
                                               "another camp"))


@cache
def supply() -> int:
    """Camps in the whole game."""
    return int(load_json("modules", "camps.json")["supply"])


def offered(game: GameView) -> tuple[SupplyLine, ...]:
    """The supply's camps: one line (a bastion north until the player says)."""
    return (SupplyLine(camp("N"), supply() - in_game(game), sides=True),)


def camp(bastions: Walls | str) -> Tile:
    """A camp as described: its bastion sides."""
    return Tile("", 0, bastions if isinstance(bastions, Walls) else Walls.parse(bastions), kind=KIND)


def possible(bastions: Walls) -> bool:
    """One bastion side, or two adjacent ones."""
    sides = list(bastions)
    return len(sides) == 1 or (len(sides) == 2 and sides[0].opposite is not sides[1])


class Camps(Module, PieceMaker, PlacementCheck, TermScorer, OwnScoring, CountsInput, FileChecker):
    id = "camps"
    box = 2
    name = QT_TRANSLATE_NOOP("Module", "Camps")
    summary = QT_TRANSLATE_NOOP(
        "Module", "Camps outside the city point their bastions at its walls; every scoring each "
        "bastion scores the line of buildings behind the wall.")
    reminder = QT_TRANSLATE_NOOP("Module", "Is every camp entered where it lies?")
    piece_kinds = (KIND,)
    terms: ClassVar[Mapping[str, str]] = {TERM: QT_TRANSLATE_NOOP("Module", "Camps")}

    def setup_lines(self) -> tuple[Line, ...]:
        return (Line("Module", QT_TRANSLATE_NOOP("Module", "the {count} camps"), count=supply()),)

    # ---- the piece ----
    def read_piece(self, reader: FieldReader, data: Mapping[str, Any], place: str) -> Tile:
        where = at(place, "bastions")
        bastions = reader.walls(data.get("bastions"), where)
        if not possible(bastions):
            raise reader.fail(where, _BASTIONS)
        return camp(bastions)

    def piece_to_dict(self, tile: Tile) -> dict[str, Any]:
        return {"kind": KIND, "bastions": str(tile.walls)}

    def piece_name(self, tile: Tile, full: bool = True) -> Line:
        if not full:
            return Line("Module", QT_TRANSLATE_NOOP("Module", "Camp"))
        text = QT_TRANSLATE_NOOP("Module", "Camp (bastion {sides})") if len(tile.walls.letters) == 1 \
            else QT_TRANSLATE_NOOP("Module", "Camp (bastions {sides})")
        return Line("Module", text, sides=sides_word(tile.walls.letters))

    # ---- its code: k and the bastion sides (kn, kne) ----
    code_letter = "k"

    def piece_code(self, tile: Tile, variant: Variant) -> str:
        return f"{self.code_letter}{tile.walls.letters}"

    def read_code(self, code: PieceCode, variant: Variant) -> Tile:
        sides = piece_sides(code)
        if code.number is not None or sides is None:
            raise CodeError(QT_TRANSLATE_NOOP(
                "AlhambraError", "type k and the bastion sides, each once, e.g. kn or kne"))
        if not possible(sides):
            raise CodeError(_BASTIONS)
        return camp(sides)

    def supply_refusal(self, game: GameView, tile: Tile, holder: str | None = None) -> Line | None:
        if not possible(tile.walls):
            return sentence(_BASTIONS)
        return supply_used_up(game, KIND, supply(), QT_TRANSLATE_NOOP(
            "AlhambraError", "all {count} camps are in the game"))

    def supply_lines(self, game: GameView) -> tuple[SupplyLine, ...]:
        return offered(game)

    def problems(self, game: GameView, locate: Locate) -> Iterator[tuple[Text, Line]]:
        yield from beyond_supply(game, KIND, supply(), locate, QT_TRANSLATE_NOOP(
            "AlhambraError", "more than the {count} camps of the game"))
        for piece in game.marked_pieces():  # a camp lies outside the city: nothing goes on it
            if piece.tile.kind == KIND:
                yield locate.tile(piece.player, piece.cell, piece.tile, next(iter(piece.marks))), sentence(
                    QT_TRANSLATE_NOOP("AlhambraError", "nothing goes on a camp"))

    # ---- where a camp goes, and what it asks of the city tiles beside it ----
    def outside_city(self, tile: Tile) -> bool:
        return True

    def candidate_cells(self, city: City, tile: Tile) -> Iterable[Cell]:
        around = set(city.facts.tiles) | {cell for cell, _ in camps_in(city)}
        return {near for cell in around for _, near in cell.neighbours()
                if near not in city and in_bounds(near)}

    def placement_reasons(self, city: City, placement: Placement) -> tuple[Violation, ...]:
        cell, tile = placement.cell, placement.tile
        if tile.kind == KIND:
            return camp_reasons(city, cell, tile.walls)
        walls = city.rules.effective(tile, placement.marks).walls
        reasons = []
        for side, near in cell.neighbours():
            other = city.get(near)
            if other is None or other.kind != KIND:
                continue
            if side.opposite not in other.walls:
                reasons.append(Violation(CAMP_SIDE, cell, side, theirs=True))
            elif side not in walls:
                reasons.append(Violation(CAMP_BASTION, cell, side, theirs=True))
        return tuple(reasons)

    def city_violations(self, city: City) -> Iterator[Violation]:
        for cell, tile in camps_in(city):
            yield from camp_reasons(city, cell, tile.walls)

    # ---- scoring: every scoring, each bastion's line of buildings ----
    def score_terms(self, context: ScoringContext) -> Mapping[str, tuple[Term, ...]]:
        return {p.name: self.own_terms(context, p) for p in context.game.players}

    def own_terms(self, context: ScoringContext, player: PlayerView) -> tuple[Term, ...]:
        return (self._term(context, player),)

    def _term(self, context: ScoringContext, player: PlayerView) -> Term:
        counts = typed(player)
        if counts is not None:
            value = counts.typed_number(self.id, TERM)
            return Term(self.id, TERM, value, lines=(Line("Module", QT_TRANSLATE_NOOP(
                "Module", "camp points (typed): {points}"), points=value),))
        lines, total = [], 0
        for cell, tile in camps_in(player.city):
            for side in tile.walls:
                found = len(ray(player.city, cell, side, context.rules))
                total += found
                lines.append(Line.counted("Module", Module.tr(
                    "camp at ({x}, {y}), bastion {side}: %n building(s)", "", found), found,
                    x=cell.x, y=cell.y, side=side_word(side)))
        return Term(self.id, TERM, total, lines=tuple(lines) or (
            Line("Module", QT_TRANSLATE_NOOP("Module", "no camp beside the city")),))

    # ---- counts only: the camp points ----
    count_file_keys = (TERM,)

    def count_inputs(self, game: GameView, player: PlayerView, counts: Counts) -> tuple[CountInput, ...]:
        return (CountInput(TERM, Line("Module", QT_TRANSLATE_NOOP("Module", "Camp points")), high=_MOST,
                           hint=Line("Module", QT_TRANSLATE_NOOP(
                               "Module", "For each bastion, the buildings in a line behind the wall it "
                               "faces"))),)

    def count_step(self, game: GameView, player: PlayerView, key: str, value: int) -> Line:
        return Line("Module", QT_TRANSLATE_NOOP("Module", "Type {name}'s camp points: {value}"), value=value)

    def counts_from_city(self, game: GameView, player: PlayerView) -> Marks:
        city = player.city
        found = sum(len(ray(city, cell, side, game.ruleset))
                    for cell, tile in camps_in(city) for side in tile.walls)
        return Marks({TERM: found or None})

    def read_counts(self, reader: FieldReader, data: Mapping[str, Any], place: str) -> Marks:
        if TERM not in data:
            return Marks()
        return Marks({TERM: reader.integer(data[TERM], f"{place}.{TERM}", 0, _MOST) or None})

    def write_counts(self, typed: Marks, variant: Variant) -> dict[str, Any]:
        return {TERM: typed.get(TERM, 0)}


_BASTIONS = QT_TRANSLATE_NOOP("AlhambraError", "a camp has one bastion side or two adjacent ones")
#: Eight camps of two bastions, each line at most the game's 54 buildings.
_MOST = 8 * 2 * 54


def in_game(game: GameView) -> int:
    """The camps in the game (cities, reserves, Dirk's pile): the supply holds the rest."""
    return sum(1 for _ in pieces_of(game, KIND))


def camps_in(city: City) -> list[tuple[Cell, Tile]]:
    return [(cell, tile) for cell, tile in city if tile.kind == KIND]


def camp_reasons(city: City, cell: Cell, bastions: Walls) -> tuple[Violation, ...]:
    """What a camp with these bastions on ``cell`` breaks of the camps' rules in ``city``."""
    tiles = city.facts.tiles  # the city tiles (camps are none)
    reasons: list[Violation] = []
    attached = False
    for side, near in cell.neighbours():
        other = city.get(near)
        if side in bastions:
            attached = attached or near in tiles
            if near not in tiles or side.opposite not in tiles[near].walls:
                reasons.append(Violation(CAMP_BASTION, cell, side))
        elif near in tiles or (other is not None and other.kind == KIND and side.opposite in other.walls):
            reasons.append(Violation(CAMP_SIDE, cell, side))
        elif other is not None and other.kind == KIND:
            attached = True
    if not attached:
        reasons.append(Violation(CAMP_DETACHED, cell))
    return tuple(reasons)


def ray(city: City, cell: Cell, side: Side, rules: RulesView) -> tuple[Cell, ...]:
    """The buildings the camp on ``cell`` scores through its bastion ``side``: the unbroken
    straight line of buildings from the city tile it faces, the way its arrow points."""
    found: list[Cell] = []
    near = cell.neighbour(side)
    while (tile := city.get(near)) is not None and rules.is_building_tile(tile, city.marks(near)):
        found.append(near)
        near = near.neighbour(side)
    return tuple(found)
