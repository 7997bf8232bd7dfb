"""A player's city: the fountain plus built tiles, with the building rules of RULES.md §2.

Grid rules are plain integer code. Derived facts (reachable tiles, holes, the
frontier) are computed once per change and cached, so that ``legal_cells`` can use
the cheap local tests while a tile is dragged.
"""

from __future__ import annotations

from collections import deque
from collections.abc import Callable, Iterable, Iterator, Mapping
from dataclasses import dataclass
from functools import cached_property

from .errors import IllegalMoveError
from .geometry import ORIGIN, Cell, Side, in_bounds, reading_order
from .rules import Rule, Violation, sorted_violations
from .tiles import FOUNTAIN, Tile
from .walls import WallRun, longest_wall_run

_Passable = Callable[[Cell, Side, Tile], bool]


class City:
    """The built tiles of one player. The fountain at (0, 0) is always there."""

    def __init__(self, tiles: Mapping[tuple[int, int], Tile] | None = None) -> None:
        self._tiles: dict[Cell, Tile] = {ORIGIN: FOUNTAIN}
        self._facts: _Facts | None = None
        for cell, tile in (tiles or {}).items():
            self.put(Cell(*cell), tile)

    # ---- reading -------------------------------------------------------------
    def get(self, cell: tuple[int, int]) -> Tile | None:
        return self._tiles.get(Cell(*cell))

    def __contains__(self, cell: object) -> bool:
        return cell in self._tiles

    def __len__(self) -> int:
        """Number of built tiles, not counting the fountain."""
        return len(self._tiles) - 1

    def __iter__(self) -> Iterator[tuple[Cell, Tile]]:
        """Built tiles in reading order, without the fountain."""
        for cell in sorted(self._tiles, key=reading_order):
            if cell != ORIGIN:
                yield cell, self._tiles[cell]

    def __eq__(self, other: object) -> bool:
        return isinstance(other, City) and self._tiles == other._tiles

    __hash__ = None  # type: ignore[assignment]

    def __repr__(self) -> str:
        return f"City({ {c: str(t) for c, t in self} })"

    def cells(self) -> frozenset[Cell]:
        """Every occupied cell, the fountain's included."""
        return frozenset(self._tiles)

    def tiles(self) -> list[Tile]:
        return [tile for _, tile in self]

    def count(self, building_type: str) -> int:
        return sum(1 for _, tile in self if tile.type == building_type)

    def copy(self) -> City:
        twin = City()
        twin._tiles = dict(self._tiles)
        return twin

    # ---- unchecked editing (files, undo, forced placements) ----------------------
    def put(self, cell: tuple[int, int], tile: Tile) -> None:
        cell = Cell(*cell)
        if cell == ORIGIN or tile.is_fountain:
            raise IllegalMoveError("the fountain stays alone at (0, 0)",
                                   (Violation(Rule.FOUNTAIN, ORIGIN),))
        if cell in self._tiles:
            raise IllegalMoveError(f"({cell.x}, {cell.y}) is already built on",
                                   (Violation(Rule.OCCUPIED, cell),))
        if not in_bounds(cell):
            outside = Violation(Rule.OUTSIDE, cell)
            raise IllegalMoveError(outside.describe(), (outside,))
        self._tiles[cell] = tile
        self._facts = None

    def take(self, cell: tuple[int, int]) -> Tile:
        cell = Cell(*cell)
        if cell == ORIGIN:
            raise IllegalMoveError("the fountain never moves", (Violation(Rule.FOUNTAIN, ORIGIN),))
        if cell not in self._tiles:
            raise IllegalMoveError(f"({cell.x}, {cell.y}) has no tile", (Violation(Rule.EMPTY, cell),))
        self._facts = None
        return self._tiles.pop(cell)

    # ---- derived facts -------------------------------------------------------------
    @property
    def facts(self) -> _Facts:
        if self._facts is None:
            self._facts = _Facts(self._tiles)
        return self._facts

    def violations(self) -> tuple[Violation, ...]:
        """Everything wrong with the city as it stands (a digitised city may be illegal)."""
        return self.facts.violations

    def is_legal(self) -> bool:
        return not self.facts.violations

    def wall_run(self) -> WallRun:
        return self.facts.wall_run

    def longest_wall(self) -> int:
        return self.facts.wall_run.length

    # ---- checks --------------------------------------------------------------------
    def check_place(self, tile: Tile, cell: tuple[int, int]) -> tuple[Violation, ...]:
        """Every reason why ``tile`` cannot be built on ``cell`` (empty when legal)."""
        cell = Cell(*cell)
        if cell in self._tiles:
            return (Violation(Rule.OCCUPIED, cell),)
        if not in_bounds(cell):
            return (Violation(Rule.OUTSIDE, cell),)
        tiles = self._tiles
        facts = self.facts
        reasons: list[Violation] = []
        adjacent = walkable = False
        for side, near in cell.neighbours():
            other = tiles.get(near)
            if other is None:
                continue
            adjacent = True
            wall = side in tile.walls
            if wall != (side.opposite in other.walls):
                reasons.append(Violation(Rule.WALL_MISMATCH, cell, side))
            elif not wall and near in facts.reachable:
                walkable = True
        if not adjacent:
            return (Violation(Rule.NOT_ADJACENT, cell),)
        if not walkable:
            reasons.append(Violation(Rule.UNREACHABLE, cell))
        if facts.would_enclose(cell):
            reasons.append(Violation(Rule.HOLE, cell))
        return tuple(reasons)

    def can_place(self, tile: Tile, cell: tuple[int, int]) -> bool:
        return not self.check_place(tile, cell)

    def legal_cells(self, tile: Tile) -> list[Cell]:
        """Every cell where ``tile`` can be built now, sorted by y, then x.

        Uses the per-cell table of the city's state: three integer tests per cell.
        """
        mask = tile.walls.mask
        return [spot.cell for spot in self.facts.spots
                if mask & spot.neighbours == spot.walls_needed and spot.open_reachable
                and not spot.encloses]

    def check_remove(self, cell: tuple[int, int]) -> tuple[Violation, ...]:
        """Reasons why the tile on ``cell`` cannot go back to the reserve."""
        cell = Cell(*cell)
        if refused := self._not_a_building(cell):
            return refused
        after = self.without(cell)
        return sorted_violations(set(after.violations()) - set(self.violations()))

    def check_swap(self, cell: tuple[int, int], tile: Tile) -> tuple[Violation, ...]:
        """Reasons why ``tile`` cannot take the place of the tile on ``cell``."""
        cell = Cell(*cell)
        if refused := self._not_a_building(cell):
            return refused
        after = self.without(cell)
        local = [v for v in after.check_place(tile, cell) if v.rule is not Rule.HOLE]
        after.put(cell, tile)
        new = set(after.violations()) - set(self.violations())
        wider = {v for v in new if v.rule is not Rule.WALL_MISMATCH and v.cell != cell}
        return sorted_violations(set(local) | wider)

    def check_move(self, source: tuple[int, int], target: tuple[int, int]) -> tuple[Violation, ...]:
        """A move is a removal followed by a placement; both must be legal."""
        source, target = Cell(*source), Cell(*target)
        removal = self.check_remove(source)
        if removal or source == target:
            return removal
        after = self.copy()
        tile = after.take(source)
        return after.check_place(tile, target)

    def _not_a_building(self, cell: Cell) -> tuple[Violation, ...]:
        """Removal and swap need a built tile that is not the fountain."""
        if cell == ORIGIN:
            return (Violation(Rule.FOUNTAIN, cell),)
        if cell not in self._tiles:
            return (Violation(Rule.EMPTY, cell),)
        return ()

    def without(self, cell: tuple[int, int]) -> City:
        after = self.copy()
        after.take(cell)
        return after

    # ---- checked editing -------------------------------------------------------------
    def place(self, tile: Tile, cell: tuple[int, int], *, force: bool = False) -> None:
        _refuse_unless(force, self.check_place(tile, cell), f"{tile} cannot be built here")
        self.put(cell, tile)

    def remove(self, cell: tuple[int, int], *, force: bool = False) -> Tile:
        _refuse_unless(force, self.check_remove(cell), "this tile cannot be removed")
        return self.take(cell)

    def swap(self, cell: tuple[int, int], tile: Tile, *, force: bool = False) -> Tile:
        _refuse_unless(force, self.check_swap(cell, tile), f"{tile} cannot be swapped in here")
        old = self.take(cell)
        self.put(cell, tile)
        return old

    def move(self, source: tuple[int, int], target: tuple[int, int], *, force: bool = False) -> None:
        _refuse_unless(force, self.check_move(source, target), "this tile cannot move there")
        self.put(target, self.take(source))


def _refuse_unless(force: bool, reasons: tuple[Violation, ...], what: str) -> None:
    fatal = [v for v in reasons if v.rule in (Rule.OCCUPIED, Rule.FOUNTAIN, Rule.EMPTY, Rule.OUTSIDE)]
    if fatal or (reasons and not force):
        shown = fatal or list(reasons)
        raise IllegalMoveError(f"{what}: " + "; ".join(v.describe() for v in shown), reasons)


@dataclass(frozen=True)
class _Bounds:
    left: int
    top: int
    right: int
    bottom: int

    @classmethod
    def around(cls, cells: Iterable[Cell], margin: int) -> _Bounds:
        xs, ys = zip(*cells, strict=True)
        return cls(min(xs) - margin, min(ys) - margin, max(xs) + margin, max(ys) + margin)

    def __contains__(self, cell: Cell) -> bool:
        return self.left <= cell.x <= self.right and self.top <= cell.y <= self.bottom


@dataclass(frozen=True)
class _Spot:
    """An empty cell next to the city: which sides have neighbours, which need a wall,
    which open sides lead to a tile reachable on foot, and whether building there
    would enclose a hole."""

    cell: Cell
    neighbours: int
    walls_needed: int
    open_reachable: int
    encloses: bool


class _Facts:
    """Facts derived from one state of a city; thrown away on every change."""

    def __init__(self, tiles: dict[Cell, Tile]) -> None:
        self.tiles = tiles

    @cached_property
    def reachable(self) -> frozenset[Cell]:
        """Tiles reachable on foot from the fountain (across sides open on both tiles)."""
        return self._flood(lambda cell, side, other: not (
            side in self.tiles[cell].walls or side.opposite in other.walls))

    @cached_property
    def connected(self) -> frozenset[Cell]:
        """Tiles joined to the fountain through shared sides."""
        return self._flood(lambda cell, side, other: True)

    def _flood(self, passable: _Passable) -> frozenset[Cell]:
        seen = {ORIGIN}
        queue = deque([ORIGIN])
        while queue:
            cell = queue.popleft()
            for side, near in cell.neighbours():
                other = self.tiles.get(near)
                if other is not None and near not in seen and passable(cell, side, other):
                    seen.add(near)
                    queue.append(near)
        return frozenset(seen)

    @cached_property
    def holes(self) -> frozenset[Cell]:
        """Empty cells that cannot reach the outside of the city's bounding box."""
        return self.enclosed(self.tiles.keys())

    @staticmethod
    def enclosed(occupied: Iterable[Cell]) -> frozenset[Cell]:
        filled = set(occupied)
        box = _Bounds.around(filled, margin=1)
        start = Cell(box.left, box.top)
        outside = {start}
        queue = deque([start])
        while queue:
            cell = queue.popleft()
            for _, near in cell.neighbours():
                if near in box and near not in filled and near not in outside:
                    outside.add(near)
                    queue.append(near)
        return frozenset(
            Cell(x, y)
            for y in range(box.top, box.bottom + 1)
            for x in range(box.left, box.right + 1)
            if Cell(x, y) not in filled and Cell(x, y) not in outside
        )

    @cached_property
    def sound(self) -> bool:
        """Connected and hole-free: the local tests of RULES.md §2 are exact."""
        return not self.holes and len(self.connected) == len(self.tiles)

    @cached_property
    def frontier(self) -> tuple[Cell, ...]:
        """Empty cells sharing a side with the city, in reading order."""
        empty = {near for cell in self.tiles for _, near in cell.neighbours()
                 if near not in self.tiles and in_bounds(near)}
        return tuple(sorted(empty, key=reading_order))

    def would_enclose(self, cell: Cell) -> bool:
        """Would building on the empty ``cell`` cut an empty region off?

        The ring of eight cells around it decides: with one empty arc (at most two
        changes) nothing can be cut off in any city, since the arc's cells share sides.
        With several arcs a connected, hole-free city certainly gets a hole; any other
        city needs a flood fill.
        """
        ring = [near in self.tiles for near in cell.ring()]
        changes = sum(ring[i] != ring[i - 1] for i in range(8))
        if changes <= 2:
            return False
        if self.sound:
            return True
        after = self.enclosed([*self.tiles, cell])
        return bool(after - self.holes - {cell})

    @cached_property
    def spots(self) -> tuple[_Spot, ...]:
        """What every frontier cell asks of a tile built there (see ``City.legal_cells``)."""
        spots = []
        for cell in self.frontier:
            neighbours = walls_needed = open_reachable = 0
            for side, near in cell.neighbours():
                other = self.tiles.get(near)
                if other is None:
                    continue
                neighbours |= side.bit
                if side.opposite in other.walls:
                    walls_needed |= side.bit
                elif near in self.reachable:
                    open_reachable |= side.bit
            spots.append(_Spot(cell, neighbours, walls_needed, open_reachable,
                               self.would_enclose(cell)))
        return tuple(spots)

    @cached_property
    def violations(self) -> tuple[Violation, ...]:
        found: set[Violation] = set()
        for cell in self.tiles:
            if cell == ORIGIN:
                continue
            if cell not in self.connected:
                found.add(Violation(Rule.NOT_ADJACENT, cell))
            elif cell not in self.reachable:
                found.add(Violation(Rule.UNREACHABLE, cell))
        found.update(self._mismatches())
        found.update(Violation(Rule.HOLE, cell) for cell in self.holes)
        return sorted_violations(found)

    def _mismatches(self) -> Iterator[Violation]:
        """Each mismatched pair once: at the eastern/southern tile, unless that is the fountain."""
        for cell, tile in self.tiles.items():
            for side in (Side.W, Side.N):
                near = cell.neighbour(side)
                other = self.tiles.get(near)
                if other is None or (side in tile.walls) == (side.opposite in other.walls):
                    continue
                if cell == ORIGIN:
                    yield Violation(Rule.WALL_MISMATCH, near, side.opposite)
                else:
                    yield Violation(Rule.WALL_MISMATCH, cell, side)

    @cached_property
    def wall_run(self) -> WallRun:
        return longest_wall_run(self.tiles)

