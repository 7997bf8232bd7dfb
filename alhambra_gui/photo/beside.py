"""The cells just beside a found block that hold tiles whose sand a glare washed out (issue 29).

The block finder sees tiles by their sand, and a glare washing a tile's sand out hides it from
the finder: the block then stops short of it, and a city a column short was read without doubt
(two validation glare photos). The cells' own reading sees such a tile (``kinds``: a little
colourful, finely detailed, its sand paler than the photo's), so the cells one beyond the block
that touch one of its tiles are read too: the block is grown to the glared tiles among them, its
fountain kept on the block found (``grow.grown_to_glared``: a glared building's badge, washed
out, passes for the fountain's; on a painted photo the block grown so took one for the
fountain), and where it cannot be they make the reading doubtful (``doubt.BESIDE``).
A tile beside the block showing its sand as the city's do, the finder has seen and judged (a
stray lying turned)."""

from __future__ import annotations

from collections.abc import Iterable

import numpy as np

from .block import CELL_PX, Rectified
from .cells import measure_cell
from .colour import Sand
from .errors import PhotoError
from .geometry import Corners, FloatArray, Homography
from .image import BlockImage, PhotoSource, load_block, opened_photo, oriented_size
from .kinds import PALER, occupied_probabilities
from .known import Position

_STEPS = ((0, -1), (1, 0), (0, 1), (-1, 0))
#: A glare washes a tile's colours out: glared tiles on the painted tuning photos showed 0.09 to
#: 0.39 of spread; a cell showing more is no glared tile but something bright beside the city (a
#: blue card on a sand-coloured table showed 0.61, and the block grown to it read a building).
GLARED_MOST_SPREAD = 0.5


def tiles_beside(image: PhotoSource | FloatArray, corners: Corners, cols: int, rows: int, sand: Sand,
                 tiles: Iterable[Position], *, washed: bool = True) -> tuple[Position, ...]:
    """The cells (on the block's grid, so outside its cells) one beyond the ``cols`` x ``rows``
    block of ``corners``, wholly on the photo and touching one of its ``tiles``, that read as
    tiles a glare washed out (without ``washed``: as any tile), measured against the block's
    ``sand``. The block and the cells around it are decoded only as finely as the cells are
    measured (CELL_PX)."""
    own = set(tiles)
    ring = sorted({(c + dc, r + dr) for c, r in own for dc, dr in _STEPS}
                  - {(c, r) for c in range(cols) for r in range(rows)})
    if not ring:
        return ()
    width, height = _size(image)
    outer = Homography.from_corners(corners, cols, rows)

    def on_photo(cells: Iterable[Position], reach: float) -> bool:
        points = [outer.point(c + u, r + v) for c, r in cells for u, v in ((0.5 - reach, 0.5 - reach),
                                                                              (0.5 + reach, 0.5 + reach),
                                                                              (0.5 - reach, 0.5 + reach),
                                                                              (0.5 + reach, 0.5 - reach))]
        return all(0 <= x <= width and 0 <= y <= height for x, y in points)

    west = int(on_photo([(-1, r) for r in range(rows)], 0.0))  # the decoded block's cells: centres on it
    east = int(on_photo([(cols, r) for r in range(rows)], 0.0))
    north = int(on_photo([(c, -1) for c in range(-west, cols + east)], 0.0))
    south = int(on_photo([(c, rows) for c in range(-west, cols + east)], 0.0))
    wide, high = cols + west + east, rows + north + south
    around = Corners(*(outer.point(u, v) for u, v in ((-west, -north), (cols + east, -north),
                                                      (cols + east, rows + south), (-west, rows + south))))
    try:
        block = load_block(image, around, wide, high, CELL_PX)
    except PhotoError:
        return ()
    found = []
    for col, row in ring:
        inside = -west <= col < cols + east and -north <= row < rows + south
        if not inside or not on_photo([(col, row)], 0.5):  # a cell read wholly on the photo only
            continue
        u0, v0 = col + west, row + north  # the cell on the decoded block
        points = [block.homography.point(u0 + u, v0 + v) for u, v in ((0, 0), (1, 0), (1, 1), (0, 1))]
        alone = BlockImage(block.pixels, Homography.from_corners(Corners(*points), 1, 1))
        features = measure_cell(Rectified.from_image(alone, 1, 1), sand, 0, 0)
        glared = features.washed >= PALER and features.spread <= GLARED_MOST_SPREAD
        if (glared or not washed) and occupied_probabilities([features], {})[0] >= 0.5:
            found.append((col, row))
    return tuple(found)


def _size(image: PhotoSource | FloatArray) -> tuple[int, int]:
    """The photo's width and height (EXIF-turned)."""
    if isinstance(image, np.ndarray):
        return int(image.shape[1]), int(image.shape[0])
    with opened_photo(image) as opened:
        return oriented_size(opened)
