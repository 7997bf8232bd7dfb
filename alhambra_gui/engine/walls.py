"""The longest outer wall (RULES.md §3).

Outer wall segments are the edges of a graph whose nodes are grid corners. The
wall score is the longest trail in that graph: each segment used once, corners
may repeat, a closed ring counts all its segments. A component with at most two
odd corners is one trail (Euler); only the rare junctions of illegal cities need
a search.
"""

from __future__ import annotations

from collections import defaultdict
from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from typing import NamedTuple

from .geometry import SIDES, Cell, Side, reading_order
from .tiles import Tile

Corner = tuple[int, int]

#: How many trail extensions the search for junction-rich (illegal) cities may try.
SEARCH_BUDGET = 200_000


class WallSegment(NamedTuple):
    """One walled side of one tile."""

    cell: Cell
    side: Side

    def corners(self) -> tuple[Corner, Corner]:
        x, y = self.cell
        return {
            Side.N: ((x, y), (x + 1, y)),
            Side.E: ((x + 1, y), (x + 1, y + 1)),
            Side.S: ((x, y + 1), (x + 1, y + 1)),
            Side.W: ((x, y), (x, y + 1)),
        }[self.side]


@dataclass(frozen=True)
class WallRun:
    """The longest outer wall: its length and its segments (sorted by cell, then side)."""

    length: int
    segments: tuple[WallSegment, ...]


def outer_segments(tiles: Mapping[Cell, Tile]) -> list[WallSegment]:
    """Walled sides facing an empty cell; double walls between neighbours are not outer."""
    return [
        WallSegment(cell, side)
        for cell, tile in tiles.items()
        for side in SIDES
        if side in tile.walls and cell.neighbour(side) not in tiles
    ]


def longest_wall_run(tiles: Mapping[Cell, Tile]) -> WallRun:
    best: list[WallSegment] = []
    for component in _components(outer_segments(tiles)):
        if len(component) <= len(best):
            continue
        trail = component if _odd_corners(component) <= 2 else _search(component)
        if len(trail) > len(best):
            best = trail
    ordered = sorted(best, key=lambda s: (*reading_order(s.cell), SIDES.index(s.side)))
    return WallRun(len(ordered), tuple(ordered))


def _components(segments: list[WallSegment]) -> list[list[WallSegment]]:
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
        parts.append(part)
    return parts


def _odd_corners(segments: Iterable[WallSegment]) -> int:
    degree: dict[Corner, int] = defaultdict(int)
    for seg in segments:
        for corner in seg.corners():
            degree[corner] += 1
    return sum(d % 2 for d in degree.values())


def _search(segments: list[WallSegment]) -> list[WallSegment]:
    """Longest trail by depth-first search with a budget (only illegal cities get here)."""
    adjacency: dict[Corner, list[tuple[int, Corner]]] = defaultdict(list)
    for i, seg in enumerate(segments):
        a, b = seg.corners()
        adjacency[a].append((i, b))
        adjacency[b].append((i, a))
    best: list[int] = []
    used: list[int] = []
    in_use: set[int] = set()
    budget = [SEARCH_BUDGET]

    def extend(corner: Corner) -> None:
        nonlocal best
        if len(used) > len(best):
            best = list(used)
        for edge, far in adjacency[corner]:
            if edge in in_use or budget[0] <= 0 or len(best) == len(segments):
                continue
            budget[0] -= 1
            used.append(edge)
            in_use.add(edge)
            extend(far)
            used.pop()
            in_use.discard(edge)

    for corner in sorted(adjacency):
        extend(corner)
    return [segments[i] for i in best]
