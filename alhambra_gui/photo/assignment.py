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
_STEPS = ((0, -1), (1, 0), (0, 1), (-1, 0))


@dataclass(frozen=True)
class Evidence:
    """What was seen on one building cell."""

    col: int
    row: int
    types: dict[str, float]
    walls: tuple[float, float, float, float]
    price: PriceReading | None


@dataclass(frozen=True)
class Match:
    """The tile matched to a cell (None when none was left) and how sure the match is."""

    tile: TileRef | None
    confidence: float


def match_tiles(cells: Sequence[Evidence], tiles: Sequence[TileRef],
                extra: Mapping[TileRef, float] | None = None) -> list[Match]:
    """One tile per building cell (or None), cheapest in total; two rounds, the second with the rules.

    ``extra`` adds a cost to some tiles wherever they are proposed (tiles the game has elsewhere).
    """
    if not cells:
        return []
    shape = (len(cells), len(tiles))
    added = extra or {}
    costs: FloatArray = np.array([[tile_cost(c, t) + added.get(t, 0.0) for t in tiles] for c in cells],
                                 np.float64).reshape(shape)
    first = _solve(costs)
    chosen = {(c.col, c.row): (None if k is None else tiles[k]) for c, k in zip(cells, first, strict=True)}
    ruled = costs + np.array([[_rule_cost(c, t, chosen) for t in tiles] for c in cells]).reshape(shape)
    second = _solve(ruled)
    return [_match(ruled[i], tiles, k) for i, k in enumerate(second)]


def tile_cost(cell: Evidence, tile: TileRef) -> float:
    """Negative log-likelihood of ``tile`` lying on ``cell``."""
    cost = -math.log(max(cell.types.get(tile.type, 0.0), 1e-9))
    for side, logit in zip(SIDES, cell.walls, strict=True):
        cost += _softplus(-logit if tile.has_wall(side) else logit)
    if cell.price is not None:
        cost -= math.log(max(cell.price.likelihood(tile.price), 1e-9))
    return cost


def _rule_cost(cell: Evidence, tile: TileRef, chosen: dict[tuple[int, int], TileRef | None]) -> float:
    cost = 0.0
    linked = False
    has_neighbour = False
    for k, (dx, dy) in enumerate(_STEPS):
        neighbour = (cell.col + dx, cell.row + dy)
        if neighbour not in chosen:
            continue
        other = chosen[neighbour]
        has_neighbour = True
        facing = other.has_wall(SIDES[(k + 2) % 4]) if other is not None else False
        mine = tile.has_wall(SIDES[k])
        if mine != facing:
            cost += RULE_PENALTY
        linked = linked or not (mine or facing)
    if has_neighbour and not linked:
        cost += RULE_PENALTY
    return cost


def _match(row: FloatArray, tiles: Sequence[TileRef], index: int | None) -> Match:
    if index is None:
        return Match(None, 0.0)
    weights = np.exp(-(row - row.min()))
    return Match(tiles[index], float(weights[index] / weights.sum()))


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
