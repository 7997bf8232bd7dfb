"""How well a grid explains the sand mask: every tile is printed alike (a sand frame, the badge
at one place), so on the right grid the mask folded onto one cell (its mean over the city's
cells, at each place in the cell) shows that print sharply, and on a grid of the wrong size
it blurs (each place of the folded cell then falls on different parts of different tiles).

This is epoch folding, as periods are found in a series: a grid of two or three cells a tile
folds as sharply as the right one (it shows two by two tiles, each sharp), so the finder takes
the smallest grid that folds nearly as sharply as the sharpest (``locate._best_scale``), and
a folded cell that repeats itself two or three times each way (``repeats``) is a grid of that
many cells a tile.
"""

from __future__ import annotations

import numpy as np

from .geometry import FloatArray
from .gridlines import Cell
from .lattice import apply

#: The folded cell has _BINS x _BINS places (two and three divide it); fewer than _FEWEST
#: cells fold into nothing. A folded cell repeats itself k x k times when its k x k parts
#: correlate by _REPEATS on average (about 0.4 on a grid of two cells a tile, 0.15 of three,
#: at most 0.05 on the right grid: a tile's quarters differ, its frame on other sides).
_BINS = 24
_FEWEST = 3
_REPEATS = 0.1
_PLACES = (np.arange(_BINS) + 0.5) / _BINS
_LATTICE = np.array([(u, v) for v in _PLACES for u in _PLACES])
#: The gaps between tiles, their walls and their cardboard edges lie along the cells' sides: the
#: mask is read on a cell's side (at _ALONG of its length) and _AWAY (cells) to either side of it,
#: the side looked for within _SEARCH of where the grid puts it (in steps of _STEP).
_ALONG = np.linspace(0.15, 0.85, 8)
_AWAY = 0.08
_SEARCH = 0.05
_STEP = 0.01


def sharpness(sand: FloatArray, grid: FloatArray, cells: set[Cell]) -> float:
    """The share of the mask's variance over ``cells`` that the folded cell explains, less
    what a fold of that many cells explains by chance (0 for fewer than _FEWEST cells)."""
    if len(cells) < _FEWEST:
        return 0.0
    folded = _samples(sand, grid, sorted(cells))
    total = float(folded.var())
    if total <= 0:
        return 0.0
    between = float(folded.mean(axis=0).var())
    chance = float(folded.var(axis=0, ddof=1).mean()) / len(cells)  # the folded mean's own noise
    return (between - chance) / total


def repeats(sand: FloatArray, grid: FloatArray, cells: set[Cell]) -> int:
    """2 or 3 when the folded cell shows that many tiles each way (its parts alike), else 1."""
    if len(cells) < _FEWEST:
        return 1
    folded = _samples(sand, grid, sorted(cells)).mean(axis=0).reshape(_BINS, _BINS)
    for parts in (2, 3):
        side = _BINS // parts
        blocks = [folded[i * side:(i + 1) * side, j * side:(j + 1) * side].ravel()
                  for i in range(parts) for j in range(parts)]
        pairs = [_correlation(a, b) for k, a in enumerate(blocks) for b in blocks[k + 1:]]
        if np.mean(pairs) >= _REPEATS:
            return parts
    return 1


def _correlation(a: FloatArray, b: FloatArray) -> float:
    spread = float(a.std() * b.std())
    return float(np.mean((a - a.mean()) * (b - b.mean()))) / spread if spread else 0.0


def likeness(sand: FloatArray, grid: FloatArray, cells: set[Cell]) -> dict[Cell, float]:
    """Per cell, how much its mask looks like the others folded (their correlation): a tile of
    the city shows the print's frame where the others do, a stray tile lying turned across the
    cell does not."""
    order = sorted(cells)
    if len(order) < _FEWEST:
        return dict.fromkeys(order, 1.0)
    folded = _samples(sand, grid, order)
    total = folded.sum(axis=0)
    result = {}
    for cell, values in zip(order, folded, strict=True):
        result[cell] = _correlation(values, (total - values) / (len(order) - 1))
    return result


def side_dip(sand: FloatArray, grid: FloatArray, cells: set[Cell], axis: int, place: float) -> float:
    """How much less sand the mask shows on the cells' sides ``place`` (cells) east of their west
    sides (``axis`` 0) or south of their north sides (1) than _AWAY to either side of them: large
    where the tiles' edges lie (a thin line of gap, wall or cardboard between two sand frames),
    small across a tile's middle (its art is broad). The best within _SEARCH of ``place``."""
    offsets = place + np.arange(-_SEARCH, _SEARCH + _STEP / 2, _STEP)
    lines = (offsets[:, None] + np.array([-_AWAY, 0.0, _AWAY])[None, :]).ravel()
    across = np.repeat(lines, len(_ALONG))
    along = np.tile(_ALONG, len(lines))
    lattice = np.column_stack([across, along] if axis == 0 else [along, across])
    order = sorted(cells)
    values = _samples(sand, grid, order, lattice).mean(axis=0).reshape(len(offsets), 3, len(_ALONG))
    means = values.mean(axis=2)
    dips = 0.5 * (means[:, 0] + means[:, 2]) - means[:, 1]
    return float(dips.max())


def _samples(sand: FloatArray, grid: FloatArray, cells: list[Cell],
             lattice: FloatArray = _LATTICE) -> FloatArray:
    """The mask at the folded cell's places (or ``lattice``'s, cell units) in each of ``cells``
    (one row a cell; 0 off the mask)."""
    origins = np.array(cells, np.float64)
    points = (origins[:, None, :] + lattice[None, :, :]).reshape(-1, 2)
    xs, ys = apply(grid, points).T
    height, width = sand.shape
    inside = np.isfinite(xs) & np.isfinite(ys) & (xs >= 0) & (ys >= 0) & (xs < width) & (ys < height)
    values = np.zeros(len(points), np.float32)
    values[inside] = sand[ys[inside].astype(int), xs[inside].astype(int)]
    samples: FloatArray = values.reshape(len(origins), -1)
    return samples
