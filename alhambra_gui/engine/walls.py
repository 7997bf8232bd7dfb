"""The longest outer wall (RULES.md §3).

Outer wall segments are the edges of a graph whose nodes are grid corners. The wall score is
the longest trail in that graph: each segment used once, corners may repeat, a closed ring
counts all its segments. A trail never leaves its component, so each component is worked out
on its own (``trails.longest_trail``: exact unless the search of a junction-rich component
runs out of its budget, and then with a proven bound; a legal city's outline is one loop,
touching itself at a few corners at most) and remembered: a component that a change leaves
alone keeps its trail.

``WallMap`` holds the components of one city state; ``WallMap.length_after`` answers "the
longest wall after building this tile on that empty cell" touching only what the tile
changes: the segments of its cell and of its four neighbours, so only the components that
meet them.
"""

from __future__ import annotations

from collections import defaultdict
from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from functools import cached_property

from .geometry import SIDES, Cell, reading_order
from .tiles import Tile
from .trails import Corner, Trail, WallSegment, forget_trails, longest_trail

__all__ = ["Corner", "WallMap", "WallRun", "WallSegment", "forget_trails", "longest_wall_run",
           "outer_segments"]


@dataclass(frozen=True)
class WallRun:
    """The longest outer wall: its length and its segments (sorted by cell, then side).

    ``exact``: the length is proven the longest (always, but when a junction-rich component's
    search ran out of its budget: see ``trails``); ``bound`` is proven no less than the
    longest wall, and equals ``length`` in most cities."""

    length: int
    segments: tuple[WallSegment, ...]
    bound: int = 0
    exact: bool = True


NO_RUN = WallRun(0, ())


def outer_segments(tiles: Mapping[Cell, Tile]) -> list[WallSegment]:
    """Walled sides facing an empty cell; double walls between neighbours are not outer."""
    return [
        WallSegment(cell, side)
        for cell, tile in tiles.items()
        for side in SIDES
        if side in tile.walls and cell.neighbour(side) not in tiles
    ]


def longest_wall_run(tiles: Mapping[Cell, Tile]) -> WallRun:
    return WallMap(tiles).run


def _run(best: Trail, trails: tuple[Trail, ...]) -> WallRun:
    """The best trail as the city's run: proven the longest when no component's bound leaves
    room for more (its own search ran to the end, or its bound is no more than ``best``)."""
    ordered = sorted(best.segments, key=lambda s: (*reading_order(s.cell), SIDES.index(s.side)))
    length = len(ordered)
    exact = all(t.exact or t.bound <= length for t in trails)
    return WallRun(length, tuple(ordered), max(length, *(t.bound for t in trails)), exact)


def _best(trails: Iterable[Trail]) -> Trail | None:
    """The longest of the trails; of equal ones the first (components come in a fixed order)."""
    best: Trail | None = None
    for trail in trails:
        if best is None or len(trail.segments) > len(best.segments):
            best = trail
    return best


class WallMap:
    """The outer segments of one city state, in components, each with its longest trail."""

    def __init__(self, tiles: Mapping[Cell, Tile]) -> None:
        self.tiles = tiles
        self.components: tuple[frozenset[WallSegment], ...] = components(outer_segments(tiles))

    @cached_property
    def trails(self) -> tuple[Trail, ...]:
        return tuple(longest_trail(part) for part in self.components)

    @cached_property
    def run(self) -> WallRun:
        best = _best(self.trails)
        return NO_RUN if best is None else _run(best, self.trails)

    @cached_property
    def _component_of(self) -> dict[Corner, int]:
        return {corner: i for i, part in enumerate(self.components)
                for segment in part for corner in segment.corners()}

    @cached_property
    def _by_length(self) -> tuple[int, ...]:
        """Component indexes, longest trail first (ties in component order)."""
        return tuple(sorted(range(len(self.components)),
                            key=lambda i: (-len(self.trails[i].segments), i)))

    def length_after(self, cell: Cell, tile: Tile) -> int:
        """The longest wall once ``tile`` (its walls those that count) stands on the empty
        ``cell``: the walls of its neighbours that face it stop being outer, its own walls
        facing an empty cell start; components that meet neither keep their trails."""
        tiles = self.tiles
        gone = {WallSegment(near, side.opposite) for side, near in cell.neighbours()
                if (other := tiles.get(near)) is not None and side.opposite in other.walls}
        added = [WallSegment(cell, side) for side, near in cell.neighbours()
                 if side in tile.walls and near not in tiles]
        where = self._component_of
        touched = {where[corner] for segment in (*gone, *added) for corner in segment.corners()
                   if corner in where}
        changed = [s for i in sorted(touched) for s in self.components[i] if s not in gone]
        kept = next((self.trails[i] for i in self._by_length if i not in touched), None)
        lengths = [len(longest_trail(part).segments) for part in components([*changed, *added])]
        return max([*lengths, 0 if kept is None else len(kept.segments)])


def components(segments: list[WallSegment]) -> tuple[frozenset[WallSegment], ...]:
    """The segments joined through shared corners, each component once, in the order of its
    first segment."""
    by_corner: dict[Corner, list[int]] = defaultdict(list)
    for i, seg in enumerate(segments):
        for corner in seg.corners():
            by_corner[corner].append(i)
    seen: set[int] = set()
    parts = []
    for start in range(len(segments)):
        if start in seen:
            continue
        seen.add(start)
        stack, part = [start], []
        while stack:
            i = stack.pop()
            part.append(segments[i])
            for corner in segments[i].corners():
                for j in by_corner[corner]:
                    if j not in seen:
                        seen.add(j)
                        stack.append(j)
        parts.append(frozenset(part))
    return tuple(parts)

