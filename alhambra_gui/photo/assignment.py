"""Matching the building cells to physical tiles, each tile used at most once.

Every (cell, tile) pair costs the negative log-likelihood of the tile there: its type,
each of its four sides walled or open, and its price where the badge was read. The
cheapest one-to-one matching is found exactly (the Hungarian method). A second round adds
the building rules as a soft prior: sides that disagree with the neighbour's matched tile,
and tiles that no open side would connect to their neighbours, cost extra.
"""

from __future__ import annotations

import math
from collections.abc import Mapping, Sequence
from dataclasses import dataclass

import numpy as np

from .badge import PriceReading
from .catalogue import SIDES, TileRef
from .geometry import FloatArray

#: The cost of a side disagreeing with its neighbour's tile, or of a tile cut off from its neighbours.
RULE_PENALTY = 2.5
#: The cost of leaving a building cell without a tile (when more cells than tiles remain).
_NO_TILE = 60.0
#: At most this many rounds of matching with the rules set by the last round's neighbours.
_RULE_ROUNDS = 4
_STEPS = ((0, -1), (1, 0), (0, 1), (-1, 0))
#: The fountain as a neighbour: no walls.
_FOUNTAIN = TileRef("fountain", 0, "")


@dataclass(frozen=True)
class Evidence:
    """What was seen on one building cell."""

    col: int
    row: int
    types: dict[str, float]
    walls: tuple[float, float, float, float]
    price: PriceReading | None
    #: How clearly the badge showed (1: wholly; less under a hand, a die or a glare).
    seen: float = 1.0


@dataclass(frozen=True)
class Match:
    """The tile matched to a cell (None when none was left), how sure the match is, the image's
    cost of it (negative log-likelihood, the tile's extra cost included) and the next likeliest
    tile there (None: none)."""

    tile: TileRef | None
    confidence: float
    cost: float = 0.0
    next_best: TileRef | None = None


def match_tiles(cells: Sequence[Evidence], tiles: Sequence[TileRef],
                extra: Mapping[TileRef, float] | None = None,
                fountain: tuple[int, int] | None = None) -> list[Match]:
    """One tile per building cell (or None), cheapest in total: first by the image alone, then
    again with the rules as the neighbours' last choice sets them (the fountain on its cell, a
    neighbour without walls), until the choice settles.

    ``extra`` adds a cost to some tiles wherever they are proposed (tiles the game has elsewhere).
    """
    if not cells:
        return []
    added = extra or {}
    kinds = np.array([[c.types.get(t.type, 0.0) for t in tiles] for c in cells], np.float64)
    costs: FloatArray = (-np.log(np.maximum(kinds, 1e-9))
                         + shape_costs([c.walls for c in cells], [c.price for c in cells], tiles)
                         + np.array([added.get(t, 0.0) for t in tiles])[None, :])
    walled = wall_flags(tiles)
    chosen_k = _solve(costs)
    ruled = costs
    for _ in range(_RULE_ROUNDS):  # the rules as the neighbours' last choice sets them, until settled
        chosen = {(c.col, c.row): None if k is None else tiles[k]
                  for c, k in zip(cells, chosen_k, strict=True)}
        if fountain is not None:
            chosen[fountain] = _FOUNTAIN
        ruled = costs + np.array([_rule_costs(c, walled, chosen) for c in cells])
        again = _solve(ruled)
        if again == chosen_k:
            break
        chosen_k = again
    return [_match(ruled[i], costs[i], tiles, k) for i, k in enumerate(chosen_k)]


def tile_cost(cell: Evidence, tile: TileRef) -> float:
    """Negative log-likelihood of ``tile`` lying on ``cell``."""
    return -math.log(max(cell.types.get(tile.type, 0.0), 1e-9)) + shape_cost(cell.walls, cell.price, tile)


def shape_cost(walls: Sequence[float], price: PriceReading | None, tile: TileRef) -> float:
    """Negative log-likelihood of ``tile``'s walls and price on a cell whose sides show ``walls``
    (log-odds, NESW) and whose badge reads ``price`` (its type left aside)."""
    cost = 0.0
    for side, logit in zip(SIDES, walls, strict=True):
        cost += _softplus(-logit if tile.has_wall(side) else logit)
    if price is not None:
        cost -= math.log(max(price.likelihood(tile.price), 1e-9))
    return cost


def wall_flags(tiles: Sequence[TileRef]) -> np.ndarray:
    """Per tile, whether each side (NESW) is walled."""
    return np.array([[side in t.walls for side in SIDES] for t in tiles], bool).reshape(len(tiles), 4)


def shape_costs(walls: Sequence[Sequence[float]], prices: Sequence[PriceReading | None],
                tiles: Sequence[TileRef]) -> FloatArray:
    """``shape_cost`` of every tile on every cell at once (cells x tiles)."""
    seen = np.array(walls, np.float64).reshape(len(walls), 4)
    against = np.where(wall_flags(tiles)[None, :, :], -seen[:, None, :], seen[:, None, :])
    costs: FloatArray = (np.maximum(against, 0.0) + np.log1p(np.exp(-np.abs(against)))).sum(axis=-1)
    values = [t.price for t in tiles]
    for i, price in enumerate(prices):
        if price is not None:
            costs[i] -= np.log(np.maximum([price.likelihood(v) for v in values], 1e-9))
    return costs


def group_fits(shapes: FloatArray, kinds: Sequence[str], members: Sequence[Sequence[int]],
               types: Sequence[str]) -> FloatArray:
    """How well each group of cells fits each type's printed tiles by walls and prices alone:
    the cheapest one-to-one matching of the group's cells to the type's tiles (``shapes``: per
    cell, the shape cost of every tile, whose types ``kinds`` gives), per group and type."""
    fits = np.zeros((len(members), len(types)))
    for t, kind in enumerate(types):
        columns = [k for k, name in enumerate(kinds) if name == kind]
        for g, cells in enumerate(members):
            costs = shapes[np.ix_(list(cells), columns)]
            fits[g, t] = sum(costs[i, k] if k is not None else _NO_TILE / 4
                             for i, k in enumerate(_solve(costs)))
    return fits


def _rule_costs(cell: Evidence, walled: np.ndarray,
                chosen: dict[tuple[int, int], TileRef | None]) -> FloatArray:
    """What the rules cost each tile (rows of ``walled``) on ``cell``, its neighbours as chosen:
    each side disagreeing with the neighbour's facing side, and no open way to any neighbour."""
    cost = np.zeros(len(walled))
    linked = np.zeros(len(walled), bool)
    has_neighbour = False
    for k, (dx, dy) in enumerate(_STEPS):
        neighbour = (cell.col + dx, cell.row + dy)
        if neighbour not in chosen:
            continue
        other = chosen[neighbour]
        has_neighbour = True
        facing = other.has_wall(SIDES[(k + 2) % 4]) if other is not None else False
        mine = walled[:, k]
        cost += RULE_PENALTY * (mine != facing)
        linked |= ~mine & (not facing)
    if has_neighbour:
        cost += RULE_PENALTY * ~linked
    return cost


def _match(row: FloatArray, image: FloatArray, tiles: Sequence[TileRef], index: int | None) -> Match:
    if index is None:
        return Match(None, 0.0, _NO_TILE)
    weights = np.exp(-(row - row.min()))
    others = np.where(np.arange(len(tiles)) == index, np.inf, row)
    following = tiles[int(np.argmin(others))] if len(tiles) > 1 else None
    return Match(tiles[index], float(weights[index] / weights.sum()), float(image[index]), following)


def _solve(costs: FloatArray) -> list[int | None]:
    """Cheapest assignment of rows to distinct columns; rows beyond the columns get None."""
    n, m = costs.shape
    padded = np.hstack([costs, np.full((n, n), _NO_TILE)]) if n > 0 else costs
    assignment = hungarian(padded)
    return [k if k < m else None for k in assignment]


def hungarian(costs: FloatArray) -> list[int]:
    """For an n x m cost matrix (n <= m): the column of each row in a cheapest assignment.

    Shortest augmenting paths with row and column potentials, O(n^2 m).
    """
    n, m = costs.shape
    if n > m:
        raise ValueError("the cost matrix needs at least as many columns as rows")
    row_pot = np.zeros(n + 1)
    col_pot = np.zeros(m + 1)
    owner = np.zeros(m + 1, dtype=np.intp)  # owner[j]: 1-based row holding column j (0 = free)
    for i in range(1, n + 1):
        _augment(costs, i, row_pot, col_pot, owner)
    result = [0] * n
    for j in range(1, m + 1):
        if owner[j]:
            result[owner[j] - 1] = j - 1
    return result


def _augment(costs: FloatArray, i: int, row_pot: FloatArray, col_pot: FloatArray, owner: np.ndarray) -> None:
    """Adds row ``i`` (1-based) to the assignment along a shortest augmenting path."""
    m = costs.shape[1]
    owner[0] = i
    slack = np.full(m + 1, np.inf)
    came_from = np.zeros(m + 1, dtype=np.intp)
    done = np.zeros(m + 1, dtype=bool)
    column = 0
    while owner[column]:
        done[column] = True
        row = owner[column]
        free = ~done[1:]
        reduced = costs[row - 1] - row_pot[row] - col_pot[1:]
        better = free & (reduced < slack[1:])
        slack[1:][better] = reduced[better]
        came_from[1:][better] = column
        candidates = np.where(free, slack[1:], np.inf)
        nxt = int(np.argmin(candidates)) + 1
        delta = candidates[nxt - 1]
        row_pot[owner[done]] += delta
        col_pot[done] -= delta
        slack[1:][free] -= delta
        column = nxt
    while column:
        previous = came_from[column]
        owner[column] = owner[previous]
        column = previous


def _softplus(x: float) -> float:
    """``-log(sigmoid(-x))``: the cost of a side whose log-odds say ``x`` against the tile."""
    return max(x, 0.0) + math.log1p(math.exp(-abs(x)))
