"""City gates (MODULES.md §4, box 2: The City Gates): a gate opens a double wall for walking.

A city's gates are its state ``gates`` (a set of edges; written in the file's player as
``[{"x", "y", "side"}]``). A gated edge is walkable; both tiles beside it are held in place.
"""

from __future__ import annotations

from collections.abc import Hashable, Iterable, Iterator
from functools import cache
from typing import TYPE_CHECKING, Any, ClassVar

from ..assets import load_json
from ..city import City, refuse_unless
from ..city_rules import Move
from ..edits import Edit, cities_of, tile_at
from ..errors import ModuleError, sentence
from ..geometry import COORDINATE_LIMIT, SIDES, Cell, Edge, Side, edge, reading_order
from ..marks import NO_MARKS, Marks
from ..rules import Rule, Violation, register, side_word
from ..tiles import Tile
from ..words import QT_TRANSLATE_NOOP, Line, Text
from .base import Field, FieldReader, Locate, Module
from .edge_markers import EdgeMarker, EdgeMarkerMaker
from .facets import FileChecker, PlacementAid, WalkOpener

if TYPE_CHECKING:
    from ..city_rules import Placement
    from ..context import GameView

KEY = "gates"
#: The aid of a placement with a gate (``city_facts.Placement``): the new tile's side.
AID = "gate"
GATED = register("gated", QT_TRANSLATE_NOOP("Rule", "a city gate holds this tile in place"),
                 forceable=False)

DOUBLE_WALL = QT_TRANSLATE_NOOP(
    "AlhambraError", "a gate goes on a double wall: both tiles walled on that side")


@cache
def supply() -> int:
    """Gates in the whole game."""
    return int(load_json("modules", "city_gates.json")["supply"])


def _read(reader: FieldReader, data: Any, place: str) -> Hashable | None:
    found: set[Edge] = set()
    for i, item in enumerate(reader.array(data, place, 4 * supply())):
        where = f"{place}[{i}]"
        reader.mapping(item, where, QT_TRANSLATE_NOOP("AlhambraError", "a gate with x, y and side"))
        cell = Cell(reader.integer(item.get("x"), f"{where}.x", -COORDINATE_LIMIT, COORDINATE_LIMIT),
                    reader.integer(item.get("y"), f"{where}.y", -COORDINATE_LIMIT, COORDINATE_LIMIT))
        sides = reader.walls(item.get("side"), f"{where}.side")
        if len(sides) != 1:
            raise reader.fail(f"{where}.side", QT_TRANSLATE_NOOP(
                "AlhambraError", "must be one side: N, E, S or W"))
        gate = edge(cell, next(iter(sides)))
        if gate in found:
            raise reader.fail(where, QT_TRANSLATE_NOOP("AlhambraError", "the same gate is listed twice"))
        found.add(gate)
    return frozenset(found) if found else None


def _write(value: Any) -> Any:
    return [{"x": cell.x, "y": cell.y, "side": side.name} for cell, side in in_order(value)]


def in_order(found: Iterable[Edge]) -> list[Edge]:
    """Gates in reading order of their cells, a cell's gates by side (N, E, S, W): sides
    have no order of their own, so two gates on one tile never compare them."""
    return sorted(found, key=lambda e: (*reading_order(e[0]), SIDES.index(e[1])))


class CityGates(Module, WalkOpener, PlacementAid, FileChecker, EdgeMarkerMaker):
    id = "city_gates"
    box = 2
    name = QT_TRANSLATE_NOOP("Module", "City gates")
    summary = QT_TRANSLATE_NOOP(
        "Module", "A gate on a double wall lets a tile join the city through it; gated tiles stay put.")
    reminder = QT_TRANSLATE_NOOP("Module", "Is every gate entered on its edge?")
    fields: ClassVar[tuple[Field, ...]] = (Field("city", KEY, _read, _write),)

    def setup_lines(self) -> tuple[Line, ...]:
        return (Line("Module", QT_TRANSLATE_NOOP("Module", "{count} city gates"), count=supply()),)

    edge_key = "gate"

    def edge_markers(self, game: GameView, name: str, cell: Cell) -> tuple[EdgeMarker, ...]:
        city = game.player(name).city
        if cell not in city:
            return ()
        now, free = gates(city.state), left(game) > 0
        return tuple(EdgeMarker(side, edge(cell, side) in now) for side in SIDES
                     if edge(cell, side) in now or (free and is_double_wall(city, cell, side)))

    def edge_step(self, game: GameView, name: str, cell: Cell, side: Side | None, present: bool) -> Edit:
        if side is None:
            raise ValueError("on a side only")  # never offered on the cell itself
        return gate_step(game, name, cell, side, present)

    def opened_edges(self, state: Marks) -> frozenset[Edge]:
        return gates(state)

    moves_key = "with_gate"

    def aided_moves(self, game: GameView, city: City, tile: Tile, marks: Marks) -> tuple[Move, ...] | None:
        if left(game) <= 0:
            return None
        return tuple(Move(cell, with_gate(side), self.id) for cell, side in gate_cells(city, tile, marks))

    def aid_to_dict(self, aid: Marks) -> dict[str, Any]:
        side = gate_side(aid)
        return {"side": side.name} if side is not None else {}

    def holds(self, city: City, cell: Cell) -> tuple[Violation, ...]:
        if any(edge(cell, side) in gates(city.state) for side in SIDES):
            return (Violation(GATED, cell),)
        return ()

    def waive(self, city: City, placement: Placement,
              reasons: tuple[Violation, ...]) -> tuple[Violation, ...]:
        """A gate on a double wall to a tile reachable on foot makes the new tile reachable."""
        side = gate_side(placement.aid)
        if side is None:
            return reasons
        near = placement.cell.neighbour(side)
        walls = city.rules.effective(placement.tile, placement.marks).walls
        if side in walls and near in city.facts.reachable and side.opposite in city.walls(near):
            return tuple(v for v in reasons if v.rule is not Rule.UNREACHABLE)
        return reasons

    def placed(self, city: City, placement: Placement) -> None:
        side = gate_side(placement.aid)
        if side is not None:
            city.set_state(city.state.with_(KEY, gates(city.state) | {edge(placement.cell, side)}))

    def problems(self, game: GameView, locate: Locate) -> Iterator[tuple[Text, Line]]:
        count = 0
        for player in game.players:
            for cell, side in sorted(gates(player.city.state), key=lambda e: reading_order(e[0])):
                where = locate.player(player.name, KEY)
                if not is_double_wall(player.city, cell, side):
                    near = cell.neighbour(side)
                    yield where, sentence(QT_TRANSLATE_NOOP(
                        "AlhambraError",
                        "the gate between ({x}, {y}) and ({x2}, {y2}) is not on a double wall"),
                        x=cell.x, y=cell.y, x2=near.x, y2=near.y)
                count += 1
                if count > supply():
                    yield where, sentence(QT_TRANSLATE_NOOP(
                        "AlhambraError", "more than the {count} gates of the game"),
                                          count=supply())


def gate_side(aid: Marks) -> Side | None:
    """The side a placement's gate goes on, if it has one."""
    side = aid.get(AID)
    return side if isinstance(side, Side) else None


def with_gate(side: Side) -> Marks:
    """The aid of a placement with a gate on the new tile's ``side``."""
    return Marks({AID: side})


def gates(state: Marks) -> frozenset[Edge]:
    value = state.get(KEY)
    return value if isinstance(value, frozenset) else frozenset()


def used(game: GameView) -> int:
    return sum(len(gates(p.city.state)) for p in game.players)


def left(game: GameView) -> int:
    return supply() - used(game)


def is_double_wall(city: City, cell: Cell, side: Side) -> bool:
    """Both tiles of the edge are built and walled on it (printed or added walls)."""
    near = cell.neighbour(side)
    return (cell in city and near in city and side in city.walls(cell)
            and side.opposite in city.walls(near))


def gate_cells(city: City, tile: Tile, marks: Marks = NO_MARKS) -> list[tuple[Cell, Side]]:
    """Where ``tile`` could be built with a gate: cells where the base rules refuse it, every
    tile it touches meets it with a double wall, and a gate on one side (the new tile's side)
    makes the placement legal. Sorted by y, x, then side (NESW)."""
    legal = set(city.legal_cells(tile, marks))
    walls = city.rules.effective(tile, marks).walls
    found = []
    for spot in city.facts.spots:
        touching = [s for s in SIDES if s.bit & spot.neighbours]
        if spot.cell in legal or not all(s in walls and s.bit & spot.walls_needed for s in touching):
            continue
        found += [(spot.cell, side) for side in touching
                  if not city.check_place(tile, spot.cell, marks=marks, aid=with_gate(side))]
    return found


def build_with_gate(game: GameView, name: str, tile: Tile, cell: tuple[int, int], side: Side, *,
                    force: bool = False) -> None:
    """Build ``tile`` on ``cell`` with a gate on its ``side`` (one step)."""
    player = game.player(name)
    marks = player.reserve_marks.get(tile, NO_MARKS)
    cell = Cell(*cell)
    walls = player.city.rules.effective(tile, marks).walls
    near = player.city.walls(cell.neighbour(side)) if cell.neighbour(side) in player.city else None
    if near is None or side not in walls or side.opposite not in near:
        raise ModuleError(DOUBLE_WALL)
    _need_a_gate(game)
    game.build(name, tile, cell, force=force, aid=with_gate(side))


def set_gate(game: GameView, name: str, cell: tuple[int, int], side: Side, present: bool, *,
             force: bool = False) -> None:
    """Put a gate on a double wall of a built city, or take one away (to correct the
    digitised city; refused when that breaks a rule, unless ``force``)."""
    city = game.player(name).city
    gate = edge(Cell(*cell), side)
    now = gates(city.state)
    if present:
        if gate in now:
            raise ModuleError(QT_TRANSLATE_NOOP("AlhambraError", "there is a gate on that edge already"))
        if not is_double_wall(city, Cell(*cell), side):
            raise ModuleError(DOUBLE_WALL)
        _need_a_gate(game)
        city.set_state(city.state.with_(KEY, now | {gate}))
        return
    if gate not in now:
        raise ModuleError(QT_TRANSLATE_NOOP("AlhambraError", "there is no gate on that edge"))
    after = city.copy()
    rest = now - {gate}
    after.set_state(city.state.with_(KEY, rest or None))
    refuse_unless(force, city.new_violations(after),
                  sentence(QT_TRANSLATE_NOOP("AlhambraError", "without the gate the city breaks a rule")))
    city.set_state(after.state)


def _need_a_gate(game: GameView) -> None:
    if left(game) <= 0:
        raise ModuleError(QT_TRANSLATE_NOOP("AlhambraError", "all {count} gates are in use"), count=supply())


# ---- as steps of the game's history --------------------------------------------------------
def gate_step(game: GameView, name: str, cell: Cell, side: Side, present: bool, *,
              force: bool = False) -> Edit:
    """Put a gate on a double wall of a player's city, or take it off."""
    text = QT_TRANSLATE_NOOP("Module", "Put a gate on the {side} side of {tile}") if present else \
        QT_TRANSLATE_NOOP("Module", "Take the gate off the {side} side of {tile}")
    return Edit(Line("Module", text, tile=tile_at(game, name, cell), side=side_word(side)),
                lambda g: set_gate(g, name, cell, side, present, force=force), cities_of(name, cell))
