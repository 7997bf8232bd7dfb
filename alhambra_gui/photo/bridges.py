"""Cells whose sand the block finder does not see, joining parts of one city (issue 29).

The finder's grid covers the cells that show the tiles' sand (``gridlines.covered_cells``). A
glare washes one tile's sand out; where that tile is the only link between two parts of the
city, the parts fall apart and the larger is read alone as one of two cities. A cell of the
table between two cities on one grid shows no art, and a tile under a glare keeps the fine
detail of its print (``cells.fine_detail``, as ``kinds`` reads it): so an uncovered cell
touching two groups of covered cells by its sides joins them when it shows that detail.
"""

from __future__ import annotations

import numpy as np

from .cells import fine_detail
from .fold import likeness
from .geometry import FloatArray, Homography, sample
from .gridlines import Cell, touching

#: An uncovered cell joins the groups it touches when the fine detail inside its edges (the
#: _DETAIL_SHARE-th quantile, as a share of the sand's brightness) reaches BRIDGE_DETAIL: on the
#: painted tuning photos, tiles under a glare that split their city showed 0.075 to 0.18, the
#: table between a city and a second one beside it 0.005 to 0.013, the tiles 0.07 or more.
BRIDGE_DETAIL = 0.04
_DETAIL_SHARE = 0.9
#: The cell is looked at this many pixels a side, its edges (the gap, the walls) left out.
_SIDE = 60
_EDGE = 7
#: A group of one cell is joined only when its sand folds at least LIKE_ITS_TILES as sharply as
#: the largest group's cells do (their median: ``fold.likeness``): a tile of the city lies on
#: its grid, a stray lies turned.
LIKE_ITS_TILES = 0.4


def joined(work: np.ndarray, sand: FloatArray, grid: FloatArray, covered: set[Cell]) -> set[Cell]:
    """``covered`` with the uncovered cells that touch two of its groups by their sides and show a
    tile's fine detail (``grid``: grid to working pixels); a group of one cell counts only when it
    folds like the city's tiles (LIKE_ITS_TILES)."""
    groups = touching(covered)
    label = {cell: k for k, group in enumerate(groups) for cell in group}
    links = _links(covered, label, set())
    if not links:
        return covered
    sides = {side for cell in links for side in _sides(cell) if side in label}
    alone = {side for side in sides if len(groups[label[side]]) == 1}
    links = _links(covered, label, _strays(sand, grid, max(groups, key=len), alone))
    if not links:
        return covered
    homography = Homography(tuple(tuple(float(v) for v in row) for row in grid))  # type: ignore[arg-type]
    light = max(float(work[sand > 0.5].mean()), 1.0)
    return covered | {cell for cell in links if _detail(work, homography, cell) >= BRIDGE_DETAIL * light}


def _links(covered: set[Cell], label: dict[Cell, int], left_out: set[Cell]) -> list[Cell]:
    """The uncovered cells touching two groups (``label``: each covered cell's group) by their
    sides, the cells ``left_out`` not counted."""
    around = {side for cell in covered for side in _sides(cell)} - covered
    return [cell for cell in sorted(around)
            if len({label[s] for s in _sides(cell) if s in label and s not in left_out}) > 1]


def _strays(sand: FloatArray, grid: FloatArray, city: set[Cell], alone: set[Cell]) -> set[Cell]:
    """The cells of ``alone`` whose sand folds less than LIKE_ITS_TILES as sharply as ``city``'s."""
    if not alone:
        return set()
    like = likeness(sand, grid, city | alone)
    usual = float(np.median([like[cell] for cell in city]))
    return {cell for cell in alone if like[cell] <= 0 or like[cell] < LIKE_ITS_TILES * usual}


def _sides(cell: Cell) -> tuple[Cell, Cell, Cell, Cell]:
    c, r = cell
    return (c + 1, r), (c - 1, r), (c, r + 1), (c, r - 1)


def _detail(work: np.ndarray, homography: Homography, cell: Cell) -> float:
    """The fine detail inside the cell's edges, in the working image's brightness."""
    c, r = cell
    patch = sample(work, homography, (c, r, c + 1, r + 1), (_SIDE, _SIDE))
    return float(np.quantile(fine_detail(patch)[_EDGE:-_EDGE, _EDGE:-_EDGE], _DETAIL_SHARE))
