"""Holes, and which empty cells would enclose a new one, for any set of occupied cells.

A city is a finite set of occupied cells; the empty cells are joined through sides (4-
neighbours), the occupied ones also through corners (8-neighbours). A *hole* is an empty
cell that cannot reach the far outside. Everything here rests on one fact of plane
topology (Rosenfeld's "surrounding" for 8/4 pictures; in the continuous plane it is
Janiszewski's theorem on disjoint compact sets, each 8-component being one compact union
of closed squares):

    every hole is cut off from the outside by a single 8-connected component of the
    occupied cells on its own.

So the holes of a city are the holes of its components taken one at a time, each found
by a flood of that component's bounding box only; and building on an empty cell ``c``
can only enclose new holes with the components that touch ``c`` (merged by it), which
is a question about cut vertices in the graph of the empty cells of their box: one
depth-first search (Tarjan's low points) per group of cells that touch the same
components answers it for all of them. The cost grows with the components' boxes,
never with how far apart the components lie (a city may span 201 x 201 cells).
"""

from __future__ import annotations

from collections import defaultdict, deque
from collections.abc import Collection, Iterable, Iterator

from .geometry import Cell

#: The 8 neighbours through sides and corners.
_AROUND = ((0, -1), (1, -1), (1, 0), (1, 1), (0, 1), (-1, 1), (-1, 0), (-1, -1))


class Box:
    """The cells of a bounding box grown by a margin, numbered row by row."""

    def __init__(self, cells: Iterable[Cell], margin: int = 1) -> None:
        listed = list(cells)
        xs = [c.x for c in listed]
        ys = [c.y for c in listed]
        self.left: int = min(xs) - margin
        self.top: int = min(ys) - margin
        self.width: int = max(xs) + margin - self.left + 1
        self.height: int = max(ys) + margin - self.top + 1

    def __len__(self) -> int:
        return self.width * self.height

    def index(self, cell: Cell) -> int:
        return (cell.y - self.top) * self.width + cell.x - self.left

    def cell(self, index: int) -> Cell:
        y, x = divmod(index, self.width)
        return Cell(x + self.left, y + self.top)

    def blocked(self, cells: Iterable[Cell]) -> bytearray:
        """One byte per cell of the box: 1 where one of ``cells`` stands."""
        marks = bytearray(len(self))
        for cell in cells:
            marks[self.index(cell)] = 1
        return marks

    def border(self) -> list[int]:
        """The cells on the box's edge (with a margin: empty, and next to the far outside)."""
        w, h = self.width, self.height
        rows = {*range(w), *range((h - 1) * w, h * w)}
        return sorted(rows | {y * w for y in range(h)} | {y * w + w - 1 for y in range(h)})

    def sides(self, index: int) -> Iterator[int]:
        """The 4-neighbours of a cell that lie in the box."""
        w = self.width
        x = index % w
        if index >= w:
            yield index - w
        if x + 1 < w:
            yield index + 1
        if index + w < len(self):
            yield index + w
        if x > 0:
            yield index - 1


def components(cells: Collection[Cell]) -> list[frozenset[Cell]]:
    """The 8-connected components of ``cells`` (joined through sides or corners)."""
    left = set(cells)
    found = []
    while left:
        start = left.pop()
        part = {start}
        queue = deque([start])
        while queue:
            x, y = queue.popleft()
            for dx, dy in _AROUND:
                near = Cell(x + dx, y + dy)
                if near in left:
                    left.discard(near)
                    part.add(near)
                    queue.append(near)
        found.append(frozenset(part))
    return found


def enclosed(occupied: Iterable[Cell]) -> frozenset[Cell]:
    """Empty cells of the bounding box (one cell of margin) cut off from its border.

    A flood of the whole box: exact for any cells, and what ``holes`` does per component.
    """
    filled = set(occupied)
    box = Box(filled)
    blocked = box.blocked(filled)
    seen = bytearray(len(box))
    queue = deque(box.border())
    for i in queue:
        seen[i] = 1
    while queue:
        for near in box.sides(queue.popleft()):
            if not seen[near] and not blocked[near]:
                seen[near] = 1
                queue.append(near)
    return frozenset(box.cell(i) for i in range(len(box)) if not seen[i] and not blocked[i])


def holes(occupied: Collection[Cell], parts: Iterable[frozenset[Cell]] | None = None) -> frozenset[Cell]:
    """Empty cells that cannot reach the outside: the holes of each 8-component alone."""
    found: set[Cell] = set()
    for part in components(occupied) if parts is None else parts:
        if len(part) >= 4:  # fewer cells enclose nothing
            found.update(enclosed(part))
    return frozenset(found - set(occupied))


def cut_cells(obstacles: Collection[Cell], candidates: Collection[Cell]) -> frozenset[Cell]:
    """The candidates (empty cells) whose building would cut some empty cell of the box
    around ``obstacles`` off from the box's border: the cut vertices (articulation points)
    of the graph of the box's empty cells plus one node for the far outside, joined to
    every border cell. Found by one iterative depth-first search with low points.
    """
    box = Box(obstacles)
    outside = len(box)  # the extra node, after the box's cells
    blocked = box.blocked(obstacles) + b"\0"
    border = box.border()
    on_border = bytearray(len(box))
    for i in border:
        on_border[i] = 1
    order = [0] * (len(box) + 1)  # discovery times from 1; 0 = not yet seen
    low = [0] * (len(box) + 1)
    wanted = {box.index(c) for c in candidates}
    cut: set[int] = set()
    order[outside] = low[outside] = clock = 1
    stack = [(outside, iter(border))]
    while stack:
        node, todo = stack[-1]
        child = next(todo, None)
        if child is None:
            stack.pop()
            if stack:
                parent = stack[-1][0]
                low[parent] = min(low[parent], low[node])
                if low[node] >= order[parent] and parent in wanted:
                    cut.add(parent)
            continue
        if blocked[child]:
            continue
        if order[child]:
            low[node] = min(low[node], order[child])
            continue
        clock += 1
        order[child] = low[child] = clock
        stack.append((child, _steps(box, child, on_border[child], outside)))
    return frozenset(box.cell(i) for i in cut)


def _steps(box: Box, index: int, on_border: int, outside: int) -> Iterator[int]:
    yield from box.sides(index)
    if on_border:
        yield outside


def enclosing(occupied: Collection[Cell], candidates: Iterable[Cell],
              parts: list[frozenset[Cell]] | None = None) -> frozenset[Cell]:
    """Which empty ``candidates`` outside every hole would, built on, enclose a new hole.

    A new hole is surrounded by the one component the new cell makes: the cell plus the
    components in its ring of eight. So the candidates are grouped by the components
    they touch, and each group asks ``cut_cells`` about the box of those components.
    """
    parts = components(occupied) if parts is None else parts
    label = {cell: i for i, part in enumerate(parts) for cell in part}
    groups: dict[frozenset[int], list[Cell]] = defaultdict(list)
    for cell in candidates:
        touched = frozenset(label[near] for near in _ring(cell) if near in label)
        if touched:
            groups[touched].append(cell)
    found: set[Cell] = set()
    for touched, cells in groups.items():
        found.update(cut_cells(frozenset().union(*(parts[i] for i in touched)), cells))
    return frozenset(found)


def _ring(cell: Cell) -> Iterable[Cell]:
    x, y = cell
    return (Cell(x + dx, y + dy) for dx, dy in _AROUND)
