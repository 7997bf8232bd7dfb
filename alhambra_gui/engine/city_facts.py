"""The facts derived from one state of a city.

``Facts`` works out, once per state, reachability, holes,
the frontier and the per-cell table that ``City.legal_cells`` reads.
"""

from __future__ import annotations

from collections import deque
from collections.abc import Iterable, Iterator
from dataclasses import dataclass
from functools import cached_property
from typing import Protocol

from .enclosure import components, enclosing, holes
from .geometry import ORIGIN, Cell, Edge, Side, edge, in_bounds, reading_order
from .rules import Rule, Violation, sorted_violations
from .tiles import Tile
from .walls import WallMap, WallRun


@dataclass(frozen=True)
class Spot:
    """An empty cell next to a tile reachable on foot: which sides have neighbours, which
    need a wall, which open sides lead to a reachable tile, and whether building there would
    enclose a hole."""

    cell: Cell
    neighbours: int
    walls_needed: int
    open_reachable: int
    encloses: bool


class Facts:
    """Facts derived from one state of a city; thrown away on every change but one more tile
    built (``city_growth.grown`` carries them over).

    ``tiles`` are the effective tiles (walls that count), ``opened`` the gated edges.
    """

    def __init__(self, tiles: dict[Cell, Tile], opened: frozenset[Edge] = frozenset()) -> None:
        self.tiles = tiles
        self.opened = opened

    def walkable(self, cell: Cell, side: Side, other: Tile) -> bool:
        """Can one walk from ``cell`` across ``side`` onto the tile ``other``?"""
        open_here = not (side in self.tiles[cell].walls or side.opposite in other.walls)
        return open_here or (bool(self.opened) and edge(cell, side) in self.opened)

    @cached_property
    def reachable(self) -> frozenset[Cell]:
        """Tiles reachable on foot from the fountain (open sides, or gates)."""
        return self._flood(self.walkable)

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
    def components(self) -> list[frozenset[Cell]]:
        """The tiles' 8-connected components (joined through sides or corners)."""
        return components(self.tiles.keys())

    @cached_property
    def holes(self) -> frozenset[Cell]:
        """Empty cells that cannot reach the far outside (see ``enclosure``)."""
        return holes(self.tiles.keys(), self.components)

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

    @cached_property
    def candidates(self) -> tuple[Cell, ...]:
        """The empty cells next to a tile reachable on foot, in reading order: the only cells
        where a tile may be built (it must share an open side, or a gate, with one). A city
        holding far tiles that cannot be reached (a digitised city) asks only near its
        fountain's part."""
        tiles = self.tiles
        near = {n for cell in self.reachable for _, n in cell.neighbours()
                if n not in tiles and in_bounds(n)}
        return tuple(sorted(near, key=reading_order))

    def would_enclose(self, cell: Cell) -> bool:
        """Would building on the empty ``cell`` cut an empty region off (a new hole)?"""
        known = self._encloses
        if cell not in known:
            if cell in self._candidate_set:
                batch = self._enclosing(self.candidates)
                known.update((c, c in batch) for c in self.candidates)
            else:
                known[cell] = bool(self._enclosing([cell]))
        return known[cell]

    @cached_property
    def _encloses(self) -> dict[Cell, bool]:
        """``would_enclose`` as far as it was asked (the candidates are asked together)."""
        return {}

    @cached_property
    def _candidate_set(self) -> frozenset[Cell]:
        return frozenset(self.candidates)

    def _enclosing(self, cells: Iterable[Cell]) -> frozenset[Cell]:
        """The ring of eight cells around a cell decides first: with one empty arc (at most
        two changes) nothing can be cut off in any city, since the arc's cells share sides.
        With several arcs a connected, hole-free city certainly gets a hole. Filling a hole
        never makes a new one. Any other city asks ``enclosure.enclosing``, exact for all.
        """
        broken = [cell for cell in cells if not self._one_arc(cell) and cell not in self.holes]
        if self.sound or not broken:
            return frozenset(broken)
        return enclosing(self.tiles.keys(), broken, self.components)

    def _one_arc(self, cell: Cell) -> bool:
        ring = [near in self.tiles for near in cell.ring()]
        return sum(ring[i] != ring[i - 1] for i in range(8)) <= 2

    @cached_property
    def spots(self) -> tuple[Spot, ...]:
        """What every candidate cell asks of a tile built there (see ``City.legal_cells``)."""
        spots = []
        for cell in self.candidates:
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
            spots.append(Spot(cell, neighbours, walls_needed, open_reachable,
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
        for cell in self.tiles:
            for side in (Side.W, Side.N):
                if (found := self.mismatch(cell, side)) is not None:
                    yield found

    def mismatch(self, cell: Cell, side: Side) -> Violation | None:
        """The mismatch across the west or north ``side`` of the tile on ``cell``, if any."""
        near = cell.neighbour(side)
        other = self.tiles.get(near)
        tile = self.tiles[cell]
        if other is None or (side in tile.walls) == (side.opposite in other.walls):
            return None
        if cell == ORIGIN:
            return Violation(Rule.WALL_MISMATCH, near, side.opposite, theirs=side.opposite not in other.walls)
        return Violation(Rule.WALL_MISMATCH, cell, side, theirs=side not in tile.walls)

    @cached_property
    def wall_map(self) -> WallMap:
        """The outer segments in components, each with its longest trail (and what one more
        tile would make of them: ``WallMap.length_after``)."""
        return WallMap(self.tiles)

    @cached_property
    def wall_run(self) -> WallRun:
        return self.wall_map.run


class _Passable(Protocol):
    def __call__(self, cell: Cell, side: Side, other: Tile) -> bool: ...
