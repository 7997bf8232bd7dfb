"""Bazaars (MODULES.md §11, box 4: The Treasure Chamber; reprinted in The Red Palace): eight
wall-less pieces, each showing three different building types, built by the rules of a
wall-less tile. In the final scoring a bazaar scores ``n × k``: ``n`` the buildings of its
types in the eight cells around it, ``k`` the distinct types among them (at most 24).
Dirk's bazaars count nothing.

A bazaar is a ``Tile`` of the kind ``bazaar`` with its three ``types`` in the variant's order.
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator, Mapping
from functools import cache
from typing import TYPE_CHECKING, Any, ClassVar

from ..assets import load_json
from ..codes import CodeError, PieceCode
from ..counts import CountInput, Counts, typed
from ..errors import sentence
from ..geometry import NO_WALLS, Cell
from ..marks import Marks
from ..tally import Term
from ..tiles import Tile, type_word
from ..words import QT_TRANSLATE_NOOP, Line, Text
from .base import FieldReader, Locate, Module, at, beyond_supply, pieces_of, supply_used_up
from .facets import CountsInput, FileChecker, OwnScoring, PieceMaker, TermScorer
from .supply import SupplyLine

if TYPE_CHECKING:
    from ..city import City
    from ..context import GameView, PlayerView, RulesView
    from ..tally import ScoringContext
    from ..variant import Variant

KIND = "bazaar"
TERM = "bazaars"
FINAL = 3


@cache
def _data() -> dict[str, Any]:
    data: dict[str, Any] = load_json("modules", "bazaars.json")
    return data


def supply() -> int:
    """Bazaars in the whole game."""
    return int(_data()["supply"])


def shown() -> int:
    """The building types a bazaar shows."""
    return int(_data()["types"])


def bazaar(types: Iterable[str], variant: Variant) -> Tile:
    """A bazaar showing these types (kept in the variant's order, so that one bazaar is
    written one way)."""
    chosen = set(types)
    return Tile("", 0, NO_WALLS, kind=KIND, types=tuple(t for t in variant.type_ids if t in chosen))


def in_game(game: GameView) -> int:
    """The bazaars in the game (cities, reserves, Dirk's pile)."""
    return sum(1 for _ in pieces_of(game, KIND))


def offered(game: GameView) -> tuple[SupplyLine, ...]:
    """The supply's bazaars: one line, its types the player's to pick (the first ones until then)."""
    first = bazaar(game.variant.type_ids[:shown()], game.variant)
    return (SupplyLine(first, max(0, supply() - in_game(game)), types=shown()),)


def possible_points() -> frozenset[int]:
    """What one bazaar can score: n buildings of k types, k ≤ n ≤ 8, k ≤ its types."""
    return frozenset(n * k for k in range(shown() + 1) for n in range(k, 9))


class Bazaars(Module, PieceMaker, TermScorer, OwnScoring, CountsInput, FileChecker):
    id = "bazaars"
    box = 4
    name = QT_TRANSLATE_NOOP("Module", "Bazaars")
    summary = QT_TRANSLATE_NOOP(
        "Module", "In the final scoring a bazaar scores its neighbours of its three types times "
        "the types among them.")
    reminder = QT_TRANSLATE_NOOP("Module", "Is every bazaar entered where it stands?")
    piece_kinds = (KIND,)
    terms: ClassVar[Mapping[str, str]] = {TERM: QT_TRANSLATE_NOOP("Module", "Bazaars")}

    def setup_lines(self) -> tuple[Line, ...]:
        return (Line("Module", QT_TRANSLATE_NOOP("Module", "the {count} bazaars"), count=supply()),)

    # ---- the piece ----
    def read_piece(self, reader: FieldReader, data: Mapping[str, Any], place: str) -> Tile:
        where = at(place, "types")
        items = reader.array(data.get("types"), where, shown(), shown())
        names = [reader.text(item, f"{where}[{i}]", 40) for i, item in enumerate(items)]
        for i, name in enumerate(names):
            if name not in reader.variant.type_ids:
                raise reader.fail(f"{where}[{i}]", reader.variant.not_a_type(name).line)
        if len(set(names)) != len(names):
            raise reader.fail(where, _DIFFERENT, count=shown())
        if reader.walls(data.get("walls", ""), at(place, "walls")):
            raise reader.fail(at(place, "walls"), QT_TRANSLATE_NOOP("AlhambraError", "a bazaar has no walls"))
        return bazaar(names, reader.variant)

    def piece_to_dict(self, tile: Tile) -> dict[str, Any]:
        return {"kind": KIND, "types": list(tile.types)}

    def piece_name(self, tile: Tile, full: bool = True) -> Line:
        if not full or len(tile.types) != shown():
            return Line("Module", QT_TRANSLATE_NOOP("Module", "Bazaar"))
        first, second, third = (type_word(t) for t in tile.types)
        return Line("Module", QT_TRANSLATE_NOOP("Module", "Bazaar ({first}, {second}, {third})"),
                    first=first, second=second, third=third)

    # ---- its code: b and its three types' letters (bsat) ----
    code_letter = "b"

    def piece_code(self, tile: Tile, variant: Variant) -> str:
        return self.code_letter + "".join(variant.building_type(t).letter.lower() for t in tile.types)

    def read_code(self, code: PieceCode, variant: Variant) -> Tile:
        letters = {t.letter.lower(): t.id for t in variant.types}
        kinds = [letters.get(letter) for letter in code.letters]
        if code.number is not None or code.sides not in ("", "-") or None in kinds \
                or len(kinds) != shown() or len(set(kinds)) != shown():
            raise CodeError(QT_TRANSLATE_NOOP(
                "AlhambraError", "type b and the letters of its three building types, e.g. bsat"))
        return bazaar((k for k in kinds if k is not None), variant)

    def supply_lines(self, game: GameView) -> tuple[SupplyLine, ...]:
        return offered(game)

    def supply_refusal(self, game: GameView, tile: Tile, holder: str | None = None) -> Line | None:
        if len(set(tile.types)) != shown() or not set(tile.types) <= set(game.variant.type_ids) or tile.walls:
            return sentence(_DIFFERENT, count=shown())
        return supply_used_up(game, KIND, supply(), QT_TRANSLATE_NOOP(
            "AlhambraError", "all {count} bazaars are in the game"))

    def problems(self, game: GameView, locate: Locate) -> Iterator[tuple[Text, Line]]:
        return beyond_supply(game, KIND, supply(), locate, QT_TRANSLATE_NOOP(
            "AlhambraError", "more than the {count} bazaars of the game"))

    # ---- scoring: the final scoring only ----
    def score_terms(self, context: ScoringContext) -> Mapping[str, tuple[Term, ...]]:
        return {p.name: self.own_terms(context, p) for p in context.game.players}

    def own_terms(self, context: ScoringContext, player: PlayerView) -> tuple[Term, ...]:
        return (self._term(context, player),)

    def _term(self, context: ScoringContext, player: PlayerView) -> Term:
        if context.round != FINAL:
            return Term(self.id, TERM, 0, lines=(Line("Module", QT_TRANSLATE_NOOP(
                "Module", "bazaars score in the final scoring only")),))
        counts = typed(player)
        if counts is not None:
            values = typed_points(counts)
            text = QT_TRANSLATE_NOOP("Module", "bazaar {number} (typed): {points}")
            typed_lines = tuple(Line("Module", text, number=i, points=v)
                                for i, v in enumerate(values, start=1) if v)
            return Term(self.id, TERM, sum(values), lines=typed_lines or (_NONE,))
        lines: list[Line] = []
        total = 0
        for cell, _ in bazaars_in(player.city):
            found = neighbours(player.city, cell, context.rules)
            kinds = types_among(player.city, found)
            total += len(found) * kinds
            lines.append(Line("Module", QT_TRANSLATE_NOOP(
                "Module", "bazaar at ({x}, {y}): {count} buildings of {kinds} of its types = {points}"),
                x=cell.x, y=cell.y, count=len(found), kinds=kinds, points=len(found) * kinds))
        return Term(self.id, TERM, total, lines=tuple(lines) or (_NONE,))

    # ---- counts only: each bazaar's points ----
    count_file_keys = (TERM,)

    def count_inputs(self, game: GameView, player: PlayerView, counts: Counts) -> tuple[CountInput, ...]:
        values = typed_points(counts)
        last = max((i for i, v in enumerate(values, start=1) if v), default=0)
        title = QT_TRANSLATE_NOOP("Module", "Bazaar {number}")
        return tuple(CountInput(str(i), Line("Module", title, number=i),
                                high=max(possible_points()), shown=i <= last + 1,
                                hint=Line("Module", QT_TRANSLATE_NOOP(
                                    "Module", "Its neighbours of its types times the types among them")))
                     for i in range(1, supply() + 1))

    def count_step(self, game: GameView, player: PlayerView, key: str, value: int) -> Line:
        return Line("Module", QT_TRANSLATE_NOOP("Module", "Type {name}'s bazaar {number}: {value}"),
                    number=key, value=value)

    def counts_from_city(self, game: GameView, player: PlayerView) -> Marks:
        city = player.city
        return _typed(points(city, cell, game.ruleset) for cell, _ in bazaars_in(city))

    def counts_problems(self, counts: Counts, variant: Variant) -> Iterator[tuple[str, Line]]:
        for i, value in enumerate(typed_points(counts)):
            if value not in possible_points():
                yield f"{TERM}[{i}]", sentence(QT_TRANSLATE_NOOP(
                    "AlhambraError", "no bazaar scores {points} (its buildings times their types)"),
                    points=value)

    def read_counts(self, reader: FieldReader, data: Mapping[str, Any], place: str) -> Marks:
        if TERM not in data:
            return Marks()
        where = f"{place}.{TERM}"
        items = reader.array(data[TERM], where, supply())
        most = max(possible_points())
        return _typed([reader.integer(v, f"{where}[{i}]", 0, most) for i, v in enumerate(items)])

    def write_counts(self, typed: Marks, variant: Variant) -> dict[str, Any]:
        values = [int(v) if isinstance(v := typed.get(str(i)), int) else 0 for i in range(1, supply() + 1)]
        while values and not values[-1]:
            values.pop()
        return {TERM: values}


_DIFFERENT = QT_TRANSLATE_NOOP("AlhambraError", "a bazaar shows {count} different building types")
_NONE = Line("Module", QT_TRANSLATE_NOOP("Module", "no bazaar in the city"))


def _typed(values: Iterable[int]) -> Marks:
    """Each bazaar's points by its number (1, 2, …), 0 left out."""
    return Marks({str(i): v or None for i, v in enumerate(values, start=1)})


def typed_points(counts: Counts) -> list[int]:
    """The typed points of bazaars 1 to 8."""
    return [counts.typed_number(Bazaars.id, str(i)) for i in range(1, supply() + 1)]


def bazaars_in(city: City) -> list[tuple[Cell, Tile]]:
    return [(cell, tile) for cell, tile in city if tile.kind == KIND]


def neighbours(city: City, cell: Cell, rules: RulesView) -> tuple[Cell, ...]:
    """The buildings of the bazaar's types in the eight cells around it (what it scores;
    for drawing, clockwise from north)."""
    tile = city.get(cell)
    if tile is None or tile.kind != KIND:
        return ()
    found = []
    for near in cell.ring():
        other = city.get(near)
        if other is not None and other.type in tile.types and rules.is_building_tile(other, city.marks(near)):
            found.append(near)
    return tuple(found)


def types_among(city: City, cells: Iterable[Cell]) -> int:
    """How many building types the tiles on these cells have."""
    return len({t.type for c in cells if (t := city.get(c)) is not None})


def points(city: City, cell: Cell, rules: RulesView) -> int:
    """What the bazaar on ``cell`` scores in the final scoring."""
    found = neighbours(city, cell, rules)
    return len(found) * types_among(city, found)
