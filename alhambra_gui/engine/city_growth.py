"""One more tile: a city state's facts carried over from the state before it.

Building a tile changes a city only around its cell: the tiles it joins on foot, the
8-component it merges, the frontier and the outer walls of its cell and its four
neighbours. So what the state before had already worked out is carried over and amended
there, instead of worked out again for the whole city (a digitised city may hold a hundred
tiles, most of them far from where one is built). A fact is carried only when the state
before knew it and the tile leaves the rest of it alone; any other fact is worked out when
it is asked, as for every state. ``tests/test_engine_growth.py`` checks that the carried
facts equal the facts worked out anew.
"""

from __future__ import annotations

from bisect import bisect_left, insort
from collections import deque
from collections.abc import Callable, Sequence
from typing import Any

from .city_facts import Facts
from .geometry import Cell, Side, in_bounds, reading_order
from .rules import Rule, Violation
from .tiles import Tile

_Passable = Callable[[Cell, Side, Tile], bool]


def grown(before: Facts, cell: Cell, tile: Tile) -> Facts:
    """The facts of ``before``'s state with ``tile`` (its walls those that count) built on
    the empty ``cell``."""
    after = Facts({**before.tiles, cell: tile}, before.opened)
    known: dict[str, Any] = vars(before)
    carried: dict[str, Any] = vars(after)
    reach = _flood(known.get("reachable"), after, cell, after.walkable)
    link = _flood(known.get("connected"), after, cell, lambda c, s, o: True)
    for name, found in (("reachable", reach), ("connected", link)):
        if found is not None:
            carried[name] = found
    if "components" in known:
        carried["components"] = _merged(known["components"], cell)
    holes = _holes(known, cell)
    if holes is not None:
        carried["holes"] = holes
    if "frontier" in known:
        carried["frontier"] = _frontier(known["frontier"], after, cell)
    simple = (_only(reach, known.get("reachable"), cell) and _only(link, known.get("connected"), cell))
    if simple and "candidates" in known and reach is not None:
        carried["candidates"] = _candidates(known["candidates"], after, cell, cell in reach)
    if simple and holes is not None and "violations" in known and reach is not None and link is not None:
        carried["violations"] = _violations(known["violations"], after, cell, cell in known["holes"])
    if "wall_map" in known:
        carried["wall_map"] = known["wall_map"].grown(after.tiles, cell)
    return after


def _flood(old: frozenset[Cell] | None, after: Facts, cell: Cell,
           passable: _Passable) -> frozenset[Cell] | None:
    """The tiles joined to the fountain once ``cell`` is built: the old ones, plus the new
    tile and all it leads to when it joins them."""
    if old is None:
        return None
    tiles = after.tiles
    if not any(near in old and passable(cell, side, tiles[near]) for side, near in cell.neighbours()):
        return old
    seen = {cell}
    queue = deque([cell])
    while queue:
        here = queue.popleft()
        for side, near in here.neighbours():
            other = tiles.get(near)
            if other is not None and near not in old and near not in seen and passable(here, side, other):
                seen.add(near)
                queue.append(near)
    return old | seen


def _only(new: frozenset[Cell] | None, old: frozenset[Cell] | None, cell: Cell) -> bool:
    """Whether the tile joined nothing but itself (no far tiles came with it)."""
    return new is not None and old is not None and len(new) <= len(old) + 1


def _merged(parts: list[frozenset[Cell]], cell: Cell) -> list[frozenset[Cell]]:
    """The 8-components once ``cell`` is built: those it touches become one with it."""
    ring = cell.ring()
    touched = [part for part in parts if any(near in part for near in ring)]
    kept = [part for part in parts if not any(part is t for t in touched)]
    return [*kept, frozenset({cell}).union(*touched)]


def _holes(known: dict[str, Any], cell: Cell) -> frozenset[Cell] | None:
    """Filling a hole leaves the rest of it cut off; building where no hole is enclosed
    changes none. Otherwise the holes are worked out again."""
    holes: frozenset[Cell] | None = known.get("holes")
    if holes is None:
        return None
    if cell in holes:
        return holes - {cell}
    return holes if known.get("_encloses", {}).get(cell) is False else None


def _frontier(old: Sequence[Cell], after: Facts, cell: Cell) -> tuple[Cell, ...]:
    cells = _without(old, cell)
    for _, near in cell.neighbours():
        if near not in after.tiles and in_bounds(near):
            _add(cells, near)
    return tuple(cells)


def _candidates(old: Sequence[Cell], after: Facts, cell: Cell, reachable: bool) -> tuple[Cell, ...]:
    """The cells next to a reachable tile: the old ones but ``cell``, plus the new tile's
    empty neighbours when it is reachable itself."""
    cells = _without(old, cell)
    if reachable:
        for _, near in cell.neighbours():
            if near not in after.tiles and in_bounds(near):
                _add(cells, near)
    return tuple(cells)


def _without(cells: Sequence[Cell], cell: Cell) -> list[Cell]:
    found = list(cells)
    at = bisect_left(found, reading_order(cell), key=reading_order)
    if at < len(found) and found[at] == cell:
        del found[at]
    return found


def _add(cells: list[Cell], cell: Cell) -> None:
    at = bisect_left(cells, reading_order(cell), key=reading_order)
    if at == len(cells) or cells[at] != cell:
        cells.insert(at, cell)


def _violations(old: Sequence[Violation], after: Facts, cell: Cell,
                filled_hole: bool) -> tuple[Violation, ...]:
    """The old violations, less the hole the tile fills, plus the new tile's own: joined
    and reachable or not, and the mismatches on its four sides."""
    found = list(old)
    if filled_hole:
        found.remove(Violation(Rule.HOLE, cell))
    new: list[Violation | None] = []
    if cell not in after.connected:
        new.append(Violation(Rule.NOT_ADJACENT, cell))
    elif cell not in after.reachable:
        new.append(Violation(Rule.UNREACHABLE, cell))
    tiles = after.tiles
    for here, side in ((cell, Side.W), (cell, Side.N), (cell.neighbour(Side.E), Side.W),
                       (cell.neighbour(Side.S), Side.N)):
        if here in tiles:
            new.append(after.mismatch(here, side))
    for violation in new:
        if violation is not None:
            insort(found, violation, key=Violation.sort_key)
    return tuple(found)
