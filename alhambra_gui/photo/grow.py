"""A block found that leaves tiles beside it, grown to hold them (issue 29).

The finder's grid covers the cells whose sand it sees; a glare washes a tile's sand out, and the
block then stops short of it and of the tiles beyond it (``Found.beside`` counts those seen). The
cells read as tiles (``kinds``: a washed-out tile keeps the fine detail of its art) tell more:
the block is read again BESIDE_REACH cells larger each way (as far as the photo goes), and the
tiles touching the city's found there are its own; the block around them all is the one read,
unless a building it adds reads unsure (a stray lying across a cell beside the city).

Tiles the finder saw beside the block are not all there is: a glare can wash a tile's sand out
so far that the finder sees nothing beside the block, and the cells' own reading sees it
(``Basis.beside``). The block is grown to such tiles too (``grown_to_glared``), its fountain kept among
the block found's tiles: a glared building's badge, washed out, passes for the fountain's (on a
painted photo the block grown so took one for the fountain), and a glared tile reads unsure, so
no building it adds is asked to read sure.
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

#: How many times the block is grown towards glared tiles and the tiles beyond them: once to
#: the glared tiles, once more to the tiles a glare cut off beyond them.
GLARE_GROWTHS = 2


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
    bigger = _block(found, (c0, r0), (c1, r1), len(city))
    try:
        more = observe(image, bigger.corners, bigger.cols, bigger.rows, known, progress, readings)
    except PhotoError:
        return found, basis
    return (bigger, more) if _sure_beside(more, found, (c0, r0)) else (found, basis)


def grown_to_glared(image: PhotoSource | FloatArray, found: Found, basis: Basis,
                    progress: Progress = quiet, readings: Iterable[TileRef] = ()) -> tuple[Found, Basis]:
    """The block found and what it shows (``basis``), or, when glared tiles the finder did not
    see lie just beside it (``Basis.beside``), the block grown to hold them and what that shows,
    its fountain on the block found (``fountain_kept``), each tile added read as a tile there and
    as a building of the city (``_lawful``); then grown to the tiles just beyond those added
    (up to GLARE_GROWTHS times): a glare across a tile cuts the finder's city short of the tiles
    beyond it too, though they show their sand (a column's last tile was left out, unasked).
    The basis of a block grown holds in ``beside`` the tiles beyond it left out (to doubt)."""
    block, seen, origin, cells = found, basis, (0, 0), basis.beside
    for _ in range(GLARE_GROWTHS):
        grown_ = _grown_to(image, found, block, origin, cells, progress, readings)
        if grown_ is None:
            break
        block, seen, origin = grown_
        cells = seen.beside
        if not cells:
            break
    return (block, seen) if block is not found else (found, basis)


def _grown_to(image: PhotoSource | FloatArray, found: Found, block: Found, origin: Position,
              cells: tuple[Position, ...], progress: Progress, readings: Iterable[TileRef]
              ) -> tuple[Found, Basis, Position] | None:
    """``block`` (its NW cell at ``origin`` on the found block's grid) grown to ``cells`` beside
    it: the block, what it shows (``beside``: the tiles just beyond the cells added) and its
    origin; None when a cell added does not read as a tile, a building, or lawfully there."""
    if not cells:
        return None
    (c0, r0), (c1, r1) = extent({*cells, (0, 0), (block.cols - 1, block.rows - 1)})
    bigger = _block(block, (c0, r0), (c1, r1), block.tiles + len(cells))
    added = {(c - c0, r - r0) for c, r in cells}
    try:
        more = observe(image, bigger.corners, bigger.cols, bigger.rows, None, progress, readings,
                       beyond=sorted(added))
    except PhotoError:
        return None
    if any(more.occupied[r * bigger.cols + c] < 0.5 for c, r in added):
        return None
    at = (origin[0] + c0, origin[1] + r0)
    kept = fountain_kept(more, found, at)
    return (bigger, kept, at) if kept is not None and _lawful(kept, added) else None


def _lawful(basis: Basis, added: set[Position]) -> bool:
    """Whether every cell ``added`` to the block reads as a building that breaks no rule there: a
    stray tile lying beside the city, cut off from the fountain, does not (a glared stray half
    off the photo's edge, grown to, was read as a building, and two of the city's wrong)."""
    decision = decide(basis)
    return all(decision.proposal.cell(*cell).kind == BUILDING for cell in added) \
        and not added & decision.breaches.cells()


def _block(found: Found, low: Position, high: Position, tiles: int) -> Found:
    """The found block grown to the cells from ``low`` to ``high`` (its grid), holding ``tiles``."""
    (c0, r0), (c1, r1) = low, high
    return replace(found, corners=_corners(found, c0, r0, c1 + 1, r1 + 1), cols=c1 + 1 - c0, rows=r1 + 1 - r0,
                   tiles=tiles, beside=0, covered=frozenset((c - c0, r - r0) for c, r in found.covered))


def fountain_kept(basis: Basis, found: Found, origin: Position) -> Basis | None:
    """The grown block's ``basis`` (its NW cell at ``origin`` on the found block's grid) with
    only the fountain hypotheses on the block found, their shares taken among them; None when
    none lies there."""
    def inside(position: Position) -> bool:
        return 0 <= position[0] + origin[0] < found.cols and 0 <= position[1] + origin[1] < found.rows

    kept = [h for h in basis.hypotheses if inside(h.fountain.position)]
    if not kept:
        return None
    left = 1.0 - sum(h.fountain.confidence for h in basis.hypotheses if not inside(h.fountain.position))
    shared = [replace(h, fountain=replace(h.fountain, confidence=min(1.0, h.fountain.confidence / left)))
              for h in kept] if left > 0 else kept
    return replace(basis, hypotheses=tuple(shared))


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
