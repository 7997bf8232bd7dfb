"""A block found that leaves tiles beside it, grown to hold them (issue 29).

The finder's grid covers the cells whose sand it sees; a glare washes a tile's sand out, and the
block then stops short of it and of the tiles beyond it (``Found.beside`` counts those seen). The
cells read as tiles (``kinds``: a washed-out tile keeps the fine detail of its art) tell more:
the block is read again BESIDE_REACH cells larger each way (as far as the photo goes), and the
tiles touching the city's found there are its own; the block around them all is the one read,
unless a building it adds reads unsure (a stray lying across a cell beside the city).
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping
from dataclasses import replace

import numpy as np

from .catalogue import TileRef
from .decide import Basis, decide
from .errors import PhotoError
from .geometry import Corners, FloatArray, Homography
from .gridlines import extent, touching
from .image import PhotoSource, opened_photo, oriented_size
from .known import Position
from .locate import BESIDE_REACH, Found
from .pipeline import observe
from .progress import Progress, quiet
from .proposal import BUILDING, UNSURE


def grown(image: PhotoSource | FloatArray, found: Found, basis: Basis,
          known: Mapping[Position, str] | Iterable[tuple[Position, str]] | None = None,
          progress: Progress = quiet, readings: Iterable[TileRef] = ()) -> tuple[Found, Basis]:
    """The block found and what it shows (``basis``), or, when tiles touching its city are read
    beside it, the block grown to hold them and what that shows."""
    west, north, east, south = _reaches(found, _size(image))
    cols, rows = found.cols + west + east, found.rows + north + south
    if (cols, rows) == (found.cols, found.rows):
        return found, basis
    try:
        around = _corners(found, -west, -north, found.cols + east, found.rows + south)
        wide = observe(image, around, cols, rows, None, quiet, readings)
    except PhotoError:  # the grown block shows more tiles than a city has
        return found, basis
    tiles = {(i % cols - west, i // cols - north) for i, p in enumerate(wide.occupied) if p >= 0.5}
    city = _city(tiles, found)
    if city is None:
        return found, basis
    (c0, r0), (c1, r1) = extent(city)
    bigger = replace(found, corners=_corners(found, c0, r0, c1 + 1, r1 + 1), cols=c1 + 1 - c0,
                     rows=r1 + 1 - r0, tiles=len(city), beside=0,
                     covered=frozenset((c - c0, r - r0) for c, r in found.covered))
    try:
        more = observe(image, bigger.corners, bigger.cols, bigger.rows, known, progress, readings)
    except PhotoError:
        return found, basis
    return (bigger, more) if _sure_beside(more, found, (c0, r0)) else (found, basis)


def _city(tiles: set[Position], found: Found) -> set[Position] | None:
    """The tiles read (cells on the found block's grid) touching the found block's, None when
    none lies outside it."""
    inner = {(c, r) for c, r in tiles if 0 <= c < found.cols and 0 <= r < found.rows}
    city: set[Position] = set().union(*(group for group in touching(tiles) if group & inner))
    return city if city - inner else None


def _sure_beside(basis: Basis, found: Found, origin: Position) -> bool:
    """Whether every building the grown block (its NW cell at ``origin`` on the found block's
    grid) adds beside the found one reads sure (a stray lying across a cell reads unsure)."""
    added = [cell for cell in decide(basis).proposal.cells
             if not (0 <= cell.col + origin[0] < found.cols and 0 <= cell.row + origin[1] < found.rows)]
    return all(cell.kind != BUILDING or cell.confidence >= UNSURE for cell in added)


def _reaches(found: Found, size: tuple[int, int]) -> tuple[int, int, int, int]:
    """How many cells (up to BESIDE_REACH) the block may grow west, north, east and south with
    every new cell's centre on the photo."""
    homography = Homography.from_corners(found.corners, found.cols, found.rows)

    def on_photo(cells: list[tuple[float, float]]) -> bool:
        points = [homography.point(c + 0.5, r + 0.5) for c, r in cells]
        return all(0 <= x <= size[0] and 0 <= y <= size[1] for x, y in points)

    def reach(line: Callable[[int], list[tuple[float, float]]]) -> int:
        k = 0
        while k < BESIDE_REACH and on_photo(line(k + 1)):
            k += 1
        return k

    rows = range(found.rows)
    west = reach(lambda k: [(-k, r) for r in rows])
    east = reach(lambda k: [(found.cols - 1 + k, r) for r in rows])
    cols = range(-west, found.cols + east)  # the corners' cells too
    north = reach(lambda k: [(c, -k) for c in cols])
    south = reach(lambda k: [(c, found.rows - 1 + k) for c in cols])
    return west, north, east, south


def _size(image: PhotoSource | FloatArray) -> tuple[int, int]:
    """The photo's width and height (EXIF-turned)."""
    if isinstance(image, np.ndarray):
        return int(image.shape[1]), int(image.shape[0])
    with opened_photo(image) as opened:
        return oriented_size(opened)


def _corners(found: Found, c0: float, r0: float, c1: float, r1: float) -> Corners:
    """The corners of the cells from (c0, r0) to (c1, r1) on the found block's grid."""
    homography = Homography.from_corners(found.corners, found.cols, found.rows)
    return Corners(*(homography.point(u, v) for u, v in ((c0, r0), (c1, r0), (c1, r1), (c0, r1))))
