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
from .trails import Corner, Trail, WallSegment, forget_trails, longest_trail, segment_order

__all__ = ["Corner", "WallMap", "WallRun", "WallSegment", "forget_trails", "longest_wall_run",
           "outer_segments", "second_longest_wall"]


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


def second_longest_wall(walls: WallMap) -> tuple[WallSegment, ...]:
    """The second longest wall (MODULES.md §16 mission 4, §19.6 buildings of power; one
    definition in the app): the longest trail of the outer segments outside the component
    (segments joined at corners) that holds the longest wall; none without a wall. Found by
    the same search as the longest wall, so it is never longer than it."""
    longest = walls.run
    if not longest.length:
        return ()
    first = longest.segments[0]
    rest = [trail for trail, part in zip(walls.trails, walls.components, strict=True) if first not in part]
    best = _best(rest)
    if best is None:
        return ()
    return tuple(sorted(best.segments, key=lambda s: (*reading_order(s.cell), SIDES.index(s.side))))


def _run(best: Trail, trails: tuple[Trail, ...]) -> WallRun:
    """The best trail as the city's run: proven the longest when no component's bound leaves
    room for more (its own search ran to the end, or its bound is no more than ``best``)."""
    ordered = sorted(best.segments, key=lambda s: (*reading_order(s.cell), SIDES.index(s.side)))
    length = len(ordered)
    exact = all(t.exact or t.bound <= length for t in trails)
    return WallRun(length, tuple(ordered), max(length, *(t.bound for t in trails)), exact)


def _best(trails: Iterable[Trail]) -> Trail | None:
    """The longest of the trails; of equal ones the one whose first segment comes first in
    reading order (the same answer whatever order the components come in)."""
    best: Trail | None = None
    for trail in trails:
        if best is None or (len(trail.segments), _first(best)) > (len(best.segments), _first(trail)):
            best = trail
    return best


def _first(trail: Trail) -> tuple[int, int, int]:
    return min(map(segment_order, trail.segments), default=(0, 0, 0))


class WallMap:
    """The outer segments of one city state, in components, each with its longest trail."""

    def __init__(self, tiles: Mapping[Cell, Tile],
                 parts: tuple[frozenset[WallSegment], ...] | None = None) -> None:
        self.tiles = tiles
        self.components: tuple[frozenset[WallSegment], ...] = (
            components(outer_segments(tiles)) if parts is None else parts)

    @cached_property
    def trails(self) -> tuple[Trail, ...]:
        return tuple(longest_trail(part) for part in self.components)

    @cached_property
    def run(self) -> WallRun:
        best = _best(self.trails)
        return NO_RUN if best is None else _run(best, self.trails)

    @cached_property
    def _component_of(self) -> dict[Corner, frozenset[WallSegment]]:
        return {corner: part for part in self.components for segment in part for corner in segment.corners()}

    @cached_property
    def _by_length(self) -> tuple[frozenset[WallSegment], ...]:
        """The components, longest trail first."""
        return tuple(part for _, part in sorted(zip(self.trails, self.components, strict=True),
                                                key=lambda pair: -len(pair[0].segments)))

    def _change(self, cell: Cell, tile: Tile) -> tuple[list[frozenset[WallSegment]], list[WallSegment]]:
        """What ``tile`` on the empty ``cell`` changes: the components it touches, and their
        segments once it stands there (its neighbours' walls facing it are no longer outer,
        its own walls facing an empty cell are)."""
        tiles = self.tiles
        gone = {WallSegment(near, side.opposite) for side, near in cell.neighbours()
                if (other := tiles.get(near)) is not None and side.opposite in other.walls}
        added = [WallSegment(cell, side) for side, near in cell.neighbours()
                 if side in tile.walls and near not in tiles]
        where = self._component_of
        touched = list({id(part): part for segment in (*gone, *added) for corner in segment.corners()
                        if (part := where.get(corner)) is not None}.values())
        return touched, [*(s for part in touched for s in part if s not in gone), *added]

    def length_after(self, cell: Cell, tile: Tile) -> int:
        """The longest wall once ``tile`` (its walls those that count) stands on the empty
        ``cell``: components that the change does not meet keep their trails."""
        touched, changed = self._change(cell, tile)
        kept = next((part for part in self._by_length if not any(part is t for t in touched)), None)
        lengths = [len(longest_trail(part).segments) for part in components(changed)]
        return max([*lengths, 0 if kept is None else len(longest_trail(kept).segments)])

    def grown(self, tiles: Mapping[Cell, Tile], cell: Cell) -> WallMap:
        """The wall map of ``tiles``: these tiles with one more, on ``cell`` (see
        ``length_after``)."""
        touched, changed = self._change(cell, tiles[cell])
        fresh = components(changed)
        kept = tuple(part for part in self.components if not any(part is t for t in touched))
        after = WallMap(tiles, (*kept, *fresh))
        where = dict(self._component_of)
        for part in touched:
            for segment in part:
                for corner in segment.corners():
                    where.pop(corner, None)
        for part in fresh:
            for segment in part:
                for corner in segment.corners():
                    where[corner] = part
        vars(after)["_component_of"] = where
        return after


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

