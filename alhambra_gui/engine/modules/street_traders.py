"""Street traders (MODULES.md §15, box 3: The Thief's Turn): citizens that became residents
stand on buildings of their own colour, at most one a building, 7 of each colour in the
game. Every scoring, with ``c_t`` residents of type ``t`` in the city, each layer ``j = 0,
1, …`` scores ``T(k)`` for the ``k`` types with ``c_t > j`` (T = 1, 3, 6, 10, 15, 21).

A resident is the mark ``resident`` of a tile: it goes with its tile into the reserve,
where it counts nothing; only finished buildings of the city count. The trader disc's
empty cell beside the city is the city's state ``trader`` (stored and shown, scoring
nothing). Dirk has none.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Hashable, Iterator, Mapping
from functools import cache
from typing import TYPE_CHECKING, Any, ClassVar

from ..assets import load_json
from ..counts import CountInput, Counts, typed
from ..edits import Edit, cities_of, tile_at
from ..errors import ModuleError, sentence
from ..geometry import COORDINATE_LIMIT, ORIGIN, Cell, Side
from ..marks import Marks
from ..names import player_word
from ..rules import Violation, register
from ..tally import Term
from ..tiles import Tile, type_word
from ..words import QT_TRANSLATE_NOOP, Line, Text
from .base import Field, FieldReader, Locate, Module
from .edge_markers import EdgeMarker, EdgeMarkerMaker
from .facets import CountsInput, FileChecker, MarkerMaker, OwnScoring, PlacementCheck, TermScorer
from .per_type import read_per_type, write_per_type

if TYPE_CHECKING:
    from ..city import City
    from ..city_rules import Placement
    from ..context import GameView, PlayerView, RulesView
    from ..tally import ScoringContext
    from ..variant import Variant

KEY = "resident"
TRADER = "trader"
#: Building on the trader disc's cell: the disc is moved first (it stands on an empty cell).
ON_TRADER = register("trader_disc", QT_TRANSLATE_NOOP("Rule", "the trader disc stands on this cell"),
                     forceable=False)
TERM = "street_traders"
#: Its key in the file's counts: the residents per building type.
COUNT_KEY = "residents"


@cache
def _data() -> dict[str, Any]:
    data: dict[str, Any] = load_json("modules", "street_traders.json")
    return data


def supply() -> int:
    """Residents of each building colour in the whole game."""
    return int(_data()["supply"])


def layer_points(types: int) -> int:
    """T(k): what a layer of residents of ``types`` different types scores."""
    return int(_data()["layer_points"][types])


def _read_resident(reader: FieldReader, data: Any, place: str) -> Hashable | None:
    return True if reader.boolean(data, place) else None


def _read_trader(reader: FieldReader, data: Any, place: str) -> Hashable | None:
    reader.mapping(data, place, QT_TRANSLATE_NOOP("AlhambraError", "a cell with x and y"))
    cell = Cell(reader.integer(data.get("x"), f"{place}.x", -COORDINATE_LIMIT, COORDINATE_LIMIT),
                reader.integer(data.get("y"), f"{place}.y", -COORDINATE_LIMIT, COORDINATE_LIMIT))
    if cell == ORIGIN:
        raise reader.fail(place, _TRADER_CELL)
    return cell


def _write_trader(value: Any) -> Any:
    return {"x": value.x, "y": value.y}


class StreetTraders(Module, TermScorer, OwnScoring, PlacementCheck, CountsInput, FileChecker, MarkerMaker,
                    EdgeMarkerMaker):
    id = "street_traders"
    box = 3
    name = QT_TRANSLATE_NOOP("Module", "Street traders")
    summary = QT_TRANSLATE_NOOP(
        "Module", "Residents stand on buildings of their colour; every scoring each layer of "
        "different colours scores 1, 3, 6, 10, 15 or 21.")
    reminder = QT_TRANSLATE_NOOP("Module", "Is every resident entered on his building?")
    fields: ClassVar[tuple[Field, ...]] = (Field("tile", KEY, _read_resident, bool),
                                           Field("city", TRADER, _read_trader, _write_trader))
    terms: ClassVar[Mapping[str, str]] = {TERM: QT_TRANSLATE_NOOP("Module", "Residents")}

    marker_key = KEY

    def marker_step(self, game: GameView, name: str, cell: Cell, present: bool) -> Edit:
        return resident_step(game, name, cell, present)

    edge_key = TRADER

    def edge_markers(self, game: GameView, name: str, cell: Cell) -> tuple[EdgeMarker, ...]:
        city = game.player(name).city
        if trader(city) == cell:
            return (EdgeMarker(None, True),)
        return (EdgeMarker(None, False),) if trader_problem(city, cell) is None else ()

    def edge_step(self, game: GameView, name: str, cell: Cell, side: Side | None, present: bool) -> Edit:
        return trader_step(name, cell if present else None)

    def placement_reasons(self, city: City, placement: Placement) -> tuple[Violation, ...]:
        return (Violation(ON_TRADER, placement.cell),) if trader(city) == placement.cell else ()

    def setup_lines(self) -> tuple[Line, ...]:
        return (Line("Module", QT_TRANSLATE_NOOP(
            "Module", "the trader disc and {count} residents of each colour"), count=supply()),)

    def score_terms(self, context: ScoringContext) -> Mapping[str, tuple[Term, ...]]:
        return {p.name: self.own_terms(context, p) for p in context.game.players}

    def own_terms(self, context: ScoringContext, player: PlayerView) -> tuple[Term, ...]:
        return (self._term(context, player),)

    def _term(self, context: ScoringContext, player: PlayerView) -> Term:
        counts = typed(player)
        found = typed_residents(counts) if counts is not None else residents(player.city, context.rules)
        lines = [_layer_line(j, k) for j, k in enumerate(layers(found), start=1)]
        if counts is not None:
            lines.insert(0, Line("Module", QT_TRANSLATE_NOOP("Module", "residents (typed)")))
        return Term(self.id, TERM, score(found), lines=tuple(lines) or (
            Line("Module", QT_TRANSLATE_NOOP("Module", "no residents in the city")),))

    def problems(self, game: GameView, locate: Locate) -> Iterator[tuple[Text, Line]]:
        for player in game.players:
            if why := _trader_problem(player.city):
                yield locate.player(player.name, TRADER), why
        used: Counter[str] = Counter()
        for piece in game.marked_pieces():
            if not has_resident(piece.marks):
                continue
            if not game.ruleset.is_building_kind(piece.tile):
                yield locate.tile(piece.player, piece.cell, piece.tile, KEY), sentence(_ON_BUILDING)
                continue
            if piece.cell is not None and not game.ruleset.is_building(piece.marks):
                yield locate.tile(piece.player, piece.cell, piece.tile, KEY), sentence(_NOT_ON_A_SITE)
                continue
            used[piece.tile.type] += 1
            if used[piece.tile.type] > supply():
                yield locate.tile(piece.player, piece.cell, piece.tile, KEY), sentence(QT_TRANSLATE_NOOP(
                    "AlhambraError", "more than the {count} {type} residents"),
                    count=supply(), type=type_word(piece.tile.type))

    # ---- counts only: the residents per type ----
    count_file_keys = (COUNT_KEY,)

    def count_inputs(self, game: GameView, player: PlayerView, counts: Counts) -> tuple[CountInput, ...]:
        return tuple(CountInput(kind, Line("Module", QT_TRANSLATE_NOOP("Module", "Residents on {type}"),
                                           type=type_word(kind)),
                                high=min(supply(), counts.count(kind)), type=kind, hint=Line(
                                    "Module", QT_TRANSLATE_NOOP(
                                        "Module", "At most one resident a building, of its colour")))
                     for kind in game.variant.type_ids)

    def count_step(self, game: GameView, player: PlayerView, key: str, value: int) -> Line:
        return Line("Module", QT_TRANSLATE_NOOP("Module", "Type {name}'s residents on {type}: {value}"),
                    type=type_word(key), value=value)

    def counts_from_city(self, game: GameView, player: PlayerView) -> Marks:
        return Marks(residents(player.city, game.ruleset))

    def keep_counts(self, counts: Counts, variant: Variant) -> Marks:
        """No more residents of a type than its buildings."""
        return Marks({kind: min(value, counts.count(kind)) or None
                      for kind, value in typed_residents(counts).items()})

    def counts_problems(self, counts: Counts, variant: Variant) -> Iterator[tuple[str, Line]]:
        for kind, value in sorted(typed_residents(counts).items()):
            if kind not in variant.type_ids:
                yield COUNT_KEY, variant.not_a_type(kind).line
            elif value > counts.count(kind):
                yield f"{COUNT_KEY}.{kind}", sentence(QT_TRANSLATE_NOOP(
                    "AlhambraError", "{number} {type} residents on {count} {type} buildings"),
                    number=value, type=type_word(kind), count=counts.count(kind))

    def read_counts(self, reader: FieldReader, data: Mapping[str, Any], place: str) -> Marks:
        return read_per_type(reader, data, place, COUNT_KEY, QT_TRANSLATE_NOOP(
            "AlhambraError", "an object of the residents per building type"), supply())

    def write_counts(self, typed: Marks, variant: Variant) -> dict[str, Any]:
        return write_per_type(COUNT_KEY, typed, variant)


_ON_BUILDING = QT_TRANSLATE_NOOP("AlhambraError", "a resident stands on one of the player's buildings")
_NOT_ON_A_SITE = QT_TRANSLATE_NOOP("AlhambraError", "a building site cannot hold a resident")
_TRADER_CELL = QT_TRANSLATE_NOOP("AlhambraError", "the trader disc stands on an empty cell beside the city")


def _layer_line(layer: int, types: int) -> Line:
    """"layer 2: residents of 3 types = 6"."""
    return Line.counted("Module", Module.tr("layer {layer}: residents of %n type(s) = {points}", "", types),
                        types, layer=layer, points=layer_points(types))


def has_resident(marks: Marks) -> bool:
    return marks.get(KEY) is True


def residents(city: City, rules: RulesView) -> dict[str, int]:
    """The residents on the city's finished buildings, per type."""
    found: Counter[str] = Counter()
    for cell, tile in city:
        if has_resident(city.marks(cell)) and rules.is_building_tile(tile, city.marks(cell)):
            found[tile.type] += 1
    return dict(found)


def resident_cells(city: City, rules: RulesView) -> frozenset[Cell]:
    """The finished buildings with a resident (for drawing)."""
    return frozenset(cell for cell, tile in city
                     if has_resident(city.marks(cell)) and rules.is_building_tile(tile, city.marks(cell)))


def typed_residents(counts: Counts) -> dict[str, int]:
    return {kind: value for kind, value in counts.module(StreetTraders.id).items() if isinstance(value, int)}


def layers(per_type: Mapping[str, int]) -> list[int]:
    """The number of types in each layer of residents: layer j holds the types with more
    than j residents."""
    most = max(per_type.values(), default=0)
    return [sum(1 for c in per_type.values() if c > j) for j in range(most)]


def score(per_type: Mapping[str, int]) -> int:
    return sum(layer_points(k) for k in layers(per_type))


def set_resident(game: GameView, name: str, where: Cell | Tile, present: bool) -> None:
    """Put a resident on one of a player's buildings (a city cell or a reserve tile), or
    take him off."""
    player = game.player(name)
    tile = where if isinstance(where, Tile) else player.city.get(where)
    if tile is None or not game.ruleset.is_building_kind(tile):
        raise ModuleError(_ON_BUILDING)
    marks = player.marks_of(where)
    if present == has_resident(marks):
        raise ModuleError(QT_TRANSLATE_NOOP("AlhambraError", "{tile} has a resident already") if present
                          else QT_TRANSLATE_NOOP("AlhambraError", "{tile} has no resident"), tile=tile.word())
    if present and not isinstance(where, Tile) and not game.ruleset.is_building(marks):
        raise ModuleError(QT_TRANSLATE_NOOP(
            "AlhambraError", "{tile} is a building site: a resident stands on a building"), tile=tile.word())
    used = sum(1 for p in game.marked_pieces() if p.tile.type == tile.type and has_resident(p.marks))
    if present and used >= supply():
        raise ModuleError(QT_TRANSLATE_NOOP("AlhambraError", "all {count} {type} residents are in use"),
                          count=supply(), type=type_word(tile.type))
    player.set_marks_of(where, marks.with_(KEY, True if present else None))


def trader(city: City) -> Cell | None:
    """The trader disc's cell, if it is stored."""
    value = city.state.get(TRADER)
    return value if isinstance(value, Cell) else None


def trader_problem(city: City, cell: Cell) -> Line | None:
    """Why the trader disc cannot stand on ``cell`` of ``city`` (built on, or not beside the
    city), or None."""
    if cell in city:
        return sentence(QT_TRANSLATE_NOOP(
            "AlhambraError", "the trader disc stands on an empty cell beside the city, and ({x}, {y}) is "
            "built on"), x=cell.x, y=cell.y)
    if not any(near in city.facts.tiles for _, near in cell.neighbours()):
        return sentence(QT_TRANSLATE_NOOP(
            "AlhambraError", "the trader disc stands on an empty cell beside the city, and ({x}, {y}) is "
            "not beside it"), x=cell.x, y=cell.y)
    return None


def _trader_problem(city: City) -> Line | None:
    """Why the city's trader disc cannot stand where it stands (None: no disc, or well
    placed), kept with the city (the check asks of every city after every edit)."""
    return city.kept(("trader problem",), lambda: None if (cell := trader(city)) is None
                     else trader_problem(city, cell))


def set_trader(game: GameView, name: str, cell: tuple[int, int] | None) -> None:
    """Put the trader disc on an empty cell beside a player's city (None: take it away)."""
    city = game.player(name).city
    if cell is not None:
        cell = Cell(*cell)
        if (why := trader_problem(city, cell)) is not None:
            raise ModuleError(why)
    city.set_state(city.state.with_(TRADER, cell))


# ---- as steps of the game's history --------------------------------------------------------
def resident_step(game: GameView, name: str, where: Cell | Tile, present: bool) -> Edit:
    """Put a resident on one of a player's buildings, or take him off."""
    text = QT_TRANSLATE_NOOP("Module", "Put a resident on {tile}") if present else \
        QT_TRANSLATE_NOOP("Module", "Take the resident off {tile}")
    return Edit(Line("Module", text, tile=tile_at(game, name, where)),
                lambda g: set_resident(g, name, where, present), cities_of(name, where))


def trader_step(name: str, cell: Cell | None) -> Edit:
    """Put the trader disc on an empty cell beside the player's city, or take it away."""
    if cell is None:
        step = Line("Module", QT_TRANSLATE_NOOP("Module", "Take the trader disc out of {player}'s city"),
                    player=player_word(name))
    else:
        text = QT_TRANSLATE_NOOP("Module", "Put the trader disc at ({x}, {y}) beside {player}'s city")
        step = Line("Module", text, x=cell.x, y=cell.y, player=player_word(name))
    return Edit(step, lambda g: set_trader(g, name, cell), frozenset({name}))
