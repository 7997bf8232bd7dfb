"""Which of the grids tried has one tile a cell (``locate._best_scale`` tries many spacings).

Every tile is printed alike, so the right grid folds the sand mask onto one cell sharply
(``fold``); so does a grid of two or three cells a tile (each of its cells shows a part of the
print, sharp), and a grid a little off the tiles' size folds them blurred. Grids whose sizes
differ by less than a multiple are rival measures of one tile, and folding decides among them.
"""

from __future__ import annotations

import numpy as np

from .fold import repeats
from .geometry import FloatArray
from .gridlines import Cell
from .lattice import apply

#: The smallest grid folding the sand at least this sharply as the sharpest one is taken; when
#: its folded cell shows two or three tiles each way, a grid within _FINER of that many times
#: finer is.
_NEARLY = 0.6
_FINER = 0.2
#: ... of those whose city covers at least _COVERING of the largest area one of them covers: a
#: smaller grid covering much less fits a part of the city only (a die photo: 5 cells folded by
#: chance, a quarter of the area of the tiles' own grid's 11, sent the search to half-tile cells).
_COVERING = 0.5
#: Grids whose cells are less than _SAME_TILE times the smallest such grid's (nearer its size
#: than its double's) measure one tile: of them, the one folding the sand most sharply is taken.
_SAME_TILE = float(np.sqrt(2.0))
#: ... where the sharpest folds at least this much (a grid of the tiles folds 0.1 to 0.4; below
#: SEEN, near what any grid folds by chance, folding tells sizes apart no better than chance).
SEEN = 0.05

#: A grid tried: how sharply it folds the sand, its cells' side across the photo, the grid
#: (grid to working pixels) and its city's cells.
Tried = tuple[float, float, FloatArray, set[Cell]]


def one_tile(sand: FloatArray, tried: list[Tried]) -> Tried:
    """The grid tried likeliest to have one tile a cell (``of_one_size``); when its folded cell
    shows two or three tiles each way, the sharpest grid that many times finer."""
    return _finer(sand, tried, of_one_size(tried))


def rivals(sand: FloatArray, tried: list[Tried]) -> list[Tried]:
    """``one_tile``'s grid, and the smallest grid taken (``of_one_size``; two or three times
    finer as ``one_tile``) when it is another: the badges may fix either to the tiles better
    (on a rough photo the sharper of two grids of about one size was fixed to a drifted grid,
    the smaller to the tiles' own), so both are fixed and the fixed grids compared."""
    chosen = one_tile(sand, tried)
    smallest = _finer(sand, tried, _taken(tried)[1])
    return [chosen] if smallest is chosen else [chosen, smallest]


def _finer(sand: FloatArray, tried: list[Tried], chosen: Tried) -> Tried:
    for _ in range(2):  # a folded cell of two or three tiles each way: the grid that many times finer
        parts = repeats(sand, chosen[2], chosen[3])
        finer = [t for t in tried if parts > 1 and abs(t[1] * parts / chosen[1] - 1) < _FINER and t[0] > 0]
        if not finer:
            break
        chosen = max(finer, key=lambda t: t[0])
    return chosen


def of_one_size(tried: list[Tried]) -> Tried:
    """Of the grids folding at least _NEARLY as sharply as the sharpest and covering at least
    _COVERING of the largest area one of them covers, the smallest (a grid of two or three cells
    a tile folds as sharply as the right one), or the sharpest of those whose cells are less
    than _SAME_TILE times its size (``mean_side``): sizes nearer its own than its double are
    rival measures of one tile, not a multiple of it, and a narrow cell is no smaller for being
    narrow (an oblong grid of the city's outline, 114 x 90 px, folding 0.10, was taken over the
    tiles' own, 115 x 113 px folding 0.16, for its shorter side across)."""
    taken, smallest, sharpest = _taken(tried)
    if sharpest < SEEN:
        return smallest
    least = _SAME_TILE * mean_side(smallest[2], smallest[3])
    return max((t for t in taken if t is smallest or mean_side(t[2], t[3]) < least), key=lambda t: t[0])


def _taken(tried: list[Tried]) -> tuple[list[Tried], Tried, float]:
    """The grids folding at least _NEARLY as sharply as the sharpest and covering at least
    _COVERING of the largest area one of them covers, the smallest of them (by ``cell_side``),
    and the sharpest folding."""
    sharpest = max(score for score, _, _, _ in tried)
    # when no grid folds the print sharply (every sharpness below zero: a glare, a small photo
    # straightened), the sharpest is among those taken
    near = [(t, len(t[3]) * t[1] ** 2) for t in tried if t[0] >= min(_NEARLY * sharpest, sharpest)]
    widest = max(area for _, area in near)  # the area (working pixels) a grid's city covers
    taken = [t for t, area in near if area >= _COVERING * widest]
    return taken, min(taken, key=lambda t: t[1]), sharpest


def _sides(homography: FloatArray, cells: set[Cell], step: tuple[float, float]) -> FloatArray:
    starts = np.array(sorted(cells), np.float64)
    sides = apply(homography, starts + np.array(step)) - apply(homography, starts)
    lengths: FloatArray = np.hypot(*sides.T)
    return lengths


def cell_side(homography: FloatArray, cells: set[Cell]) -> float:
    """The median length (working pixels) of the cells' sides running across the photo."""
    return float(np.median(_sides(homography, cells, (1.0, 0.0))))


def mean_side(homography: FloatArray, cells: set[Cell]) -> float:
    """The cells' size (working pixels): the geometric mean of the median lengths of their
    sides across and down the photo (an oblong cell is no smaller for being narrow)."""
    down = float(np.median(_sides(homography, cells, (0.0, 1.0))))
    return float(np.sqrt(cell_side(homography, cells) * down))
