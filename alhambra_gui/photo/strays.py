"""Which covered cells beside a city are strays (a tile or a card lying beside it, not of it).

A tile of the city shows the print's frame where the others do (``fold.likeness``); a stray
tile or card lying turned across a cell does not. A block the photo cuts cannot be read: a
cell at the city's edge that makes its block reach off the photo is taken as a stray too.
"""

from __future__ import annotations

import numpy as np

from .fold import likeness
from .geometry import FloatArray
from .gridlines import Cell, extent, touching
from .lattice import apply

#: A cell of the city touching it at one side only whose mask correlates less than
#: _STRAY_LIKENESS with the other cells folded is a stray beside it (cities of more than
#: FEWEST_FOR_STRAYS cells; a smaller one folds too few cells to tell).
_STRAY_LIKENESS = 0.0
FEWEST_FOR_STRAYS = 8
_STRAY_ROUNDS = 3
#: A cell at the city's edge whose block reaches off the photo is a stray when it correlates with
#: the other cells folded less than _UNLIKE times as much as the city's cells do (their median).
_UNLIKE = 0.25


def without_strays(city: set[Cell], like: dict[Cell, float]) -> set[Cell]:
    """The city less the cells touching it at one side that do not look like its tiles (a stray
    lying across them), from the outside in (a stray across two cells: one, then the other)."""
    for _ in range(_STRAY_ROUNDS):
        strays = {cell for cell in _leaves(city) if like[cell] < _STRAY_LIKENESS}
        if not strays:
            break
        city = max(touching(city - strays), key=len)
    return city


def on_photo(homography: FloatArray, cells: set[Cell], shape: tuple[int, ...]) -> bool:
    """Whether every cell of the block's bounding box has its centre on the photo."""
    (c0, r0), (c1, r1) = extent(cells)
    centres = np.array([(c + 0.5, r + 0.5) for c in range(c0, c1 + 1) for r in range(r0, r1 + 1)], np.float64)
    xs, ys = apply(homography, centres).T
    return bool(np.all((xs >= 0) & (xs <= shape[1]) & (ys >= 0) & (ys <= shape[0])))


def inside_photo(sand: FloatArray, grid: FloatArray, city: set[Cell]) -> set[Cell]:
    """The city, or, when its block reaches off the photo (which cannot be read), the city less
    the cells at its edge touching it at one side that alone make the block reach so far and
    look far less like its tiles than they look like each other (below _UNLIKE of the median
    likeness), the least like first: a stray tile lying just below a small city made its block a
    row taller, a cell of it off the photo (0.06 to a median of 0.53). The city as it is when
    that does not bring the block onto the photo: a block found off the city (its edge cell 0.09
    to 0.30) is refused, and the sentence says where it was found."""
    cells = city
    for _ in range(_STRAY_ROUNDS):
        if on_photo(grid, cells, sand.shape) or len(cells) <= FEWEST_FOR_STRAYS // 2:
            break
        box = extent(cells)
        like = likeness(sand, grid, cells)
        usual = float(np.median(list(like.values())))
        outer = [cell for cell in _leaves(cells)
                 if extent(cells - {cell}) != box and like[cell] < _UNLIKE * usual]
        if not outer:
            break
        cells = max(touching(cells - {min(outer, key=lambda cell: like[cell])}), key=len)
    return cells if on_photo(grid, cells, sand.shape) else city


def _leaves(city: set[Cell]) -> set[Cell]:
    """The cells touching the rest of the city at one side only."""
    return {(c, r) for c, r in city
            if sum(n in city for n in ((c + 1, r), (c - 1, r), (c, r + 1), (c, r - 1))) == 1}
