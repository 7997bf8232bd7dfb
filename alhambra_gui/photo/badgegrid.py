"""The grid fixed by the tiles' badges, and which way round the city lies.

Every building tile has its price badge at one place (``badge.BADGE_CENTRE``). On the block
seen from above, a matched filter for the badge's dark octagonal rim is looked at near that
place on every covered cell, at each of the four corners a turned city would put it.
"""

from __future__ import annotations

from functools import cache

import numpy as np
from PIL import Image

from .badge import BADGE_CENTRE, RIM
from .fold import sharpness, side_dip
from .geometry import FloatArray
from .gridlines import Cell, around, covered_cells, extent, matches, touching, vertex
from .lattice import apply, ransac_homography
from .tilesize import SEEN

#: Pixels per cell when the block is looked at for the badges; how far (cells) from its usual
#: place a badge is looked for; a grid is fitted to at least _FEW_BADGES, leaving out those
#: farther than _BADGE_OUTLIER (cells) from it.
LOOK_PX = 64
BADGE_REACH = 0.3
_FEW_BADGES = 5
_BADGE_OUTLIER = 0.06
#: A refitted grid is kept only if at least _AGREEING of the points agree with it (a first grid
#: of a large tilted city may drift from the tiles toward its edges), it moves the
#: city's cells by at most _MOST_MOVE (cells; the median) from where the grid handed to the refit
#: had them (both passes together: each pass near the last, a glare photo's two passes made the
#: cells 0.7 as large and its block 2 x 4 of 7 x 4), and it
#: makes the cells at most _MOST_GROWTH larger or smaller (the median; none more than
#: _MOST_GROWTH squared, perspective put right): the badges fix the grid, they do not find
#: another one (on a blurred photo a few wrong rims can agree on a wild homography).
_AGREEING = 0.2
_MOST_MOVE = 0.35
_MOST_GROWTH = 1.25
#: A city of at most SMALL_CITY cells (up to 10 tiles, the fountain and a stray) shows few badges,
#: all at one place of their cells, which may fit a homography that swings wild between them and
#: passes the checks above (a 6-cell city's grid of 113 px refitted to 149 px, folding the sand
#: -0.07 where it folded 0.29; another's of 102 px to 83 px, folding 0.04 where it folded 0.27):
#: its refit must also fold the sand on its cells at least ``tilesize.SEEN`` (below, near what any
#: grid folds by chance), and when its badges alone fit no such grid, the first pass fits them
#: with the gaps between its tiles too (the first: 119 px, the tiles 125, folding 0.32). A large
#: city's many badges fix its grid alone (on a blurred photo to one folding 0.02, the tiles' own).
SMALL_CITY = 12
#: A grid half a cell off along one axis puts the badges where a city turned a quarter would
#: have them (at 0.77 of a cell instead of 0.21): the badges cannot tell the two apart, the
#: tiles' edges can. The grid is moved to another turn's place when, along every axis the move
#: crosses, the edges show _CLEARER times more plainly there (``fold.side_dip``) than on the
#: grid's own sides.
_CLEARER = 1.5

Badges = list[list[tuple[tuple[float, float], tuple[float, float], float]]]
#: The rim kernel's spectra (conjugated) by the padded size of the block looked at.
Spectra = dict[tuple[int, int], FloatArray]


def refine(work: np.ndarray, sand: FloatArray, homography: FloatArray, cells: set[Cell],
           turns: int | None = None) -> tuple[FloatArray, int]:
    """The grid refitted to the tiles' badges, and how many quarter turns clockwise the city
    lies in the photo. Every building tile has its badge at one place (BADGE_CENTRE): on the
    block seen from above, a dark octagonal rim is looked for near that place on every covered
    cell, at each of the four corners a turned city would put it; the corner where the rims
    show most is the city's turn, and the rims found there, each a point of its tile, fix the
    grid (least squares, the worst left out) far more finely than the tiles' edges. ``turns``,
    when given, is the city's turn already known."""
    grey = np.asarray(Image.fromarray(work).convert("L"), np.float32)
    spectra: Spectra = {}
    start, start_cells = homography, cells
    for reach in (BADGE_REACH, BADGE_REACH / 3):
        found = badges(grey, homography, cells, reach, spectra)
        if turns is None:
            turns = int(np.argmax([sum(strength for _, _, strength in found[k]) for k in range(4)]))
        points = found[turns]
        if len(points) < _FEW_BADGES:
            break
        strengths = np.array([strength for _, _, strength in points])
        clear = (strengths >= 0.5 * np.median(strengths)) & (strengths > 0)
        source = np.array([grid for grid, _, _ in points])[clear]
        target = np.array([photo for _, photo, _ in points])[clear]
        if reach < BADGE_REACH:  # the gaps between tiles, found near the badges' grid, count too
            source, target = _with_gaps(sand, homography, cells, source, target)
        fitted = _refit(sand, (start, start_cells), homography, source, target)
        if fitted is None and reach == BADGE_REACH and len(cells) <= SMALL_CITY:
            fitted = _refit(sand, (start, start_cells), homography,
                            *_with_gaps(sand, homography, cells, source, target))
        if fitted is None:
            break
        covered = covered_cells(sand, fitted)
        if not covered:
            break
        homography, cells = fitted, max(touching(covered), key=len)
    return homography, 0 if turns is None else turns


def _with_gaps(sand: FloatArray, homography: FloatArray, cells: set[Cell], source: FloatArray,
               target: FloatArray) -> tuple[FloatArray, FloatArray]:
    """The points (grid, photo) and the gaps between the city's tiles near where the grid has them."""
    size = float(np.sqrt(abs(np.linalg.det(homography[:2, :2]))))
    gaps = matches(sand > 0.5, homography, cells, max(2, int(0.06 * size)), size, False, True)
    return np.vstack([source, gaps[0]]), np.vstack([target, gaps[1]])


def _refit(sand: FloatArray, handed: tuple[FloatArray, set[Cell]], homography: FloatArray,
           source: FloatArray, target: FloatArray) -> FloatArray | None:
    """The grid fitted to the points (grid, photo), None when too few of them agree with it, it
    strays from the grid handed to the refit and its city's cells (``_near``), or a small city's
    folds the sand no more than by chance (SMALL_CITY)."""
    start, start_cells = handed
    if len(source) < _FEW_BADGES:
        return None
    size = float(np.sqrt(abs(np.linalg.det(homography[:2, :2]))))
    fitted, agree = ransac_homography(source, target, _BADGE_OUTLIER * size)
    if fitted is None or agree.sum() < max(_FEW_BADGES, _AGREEING * len(source)):
        return None
    if not _near(start, fitted, start_cells):
        return None
    return fitted if len(start_cells) > SMALL_CITY or sharpness(sand, fitted, start_cells) >= SEEN else None


def half_cell_checked(sand: FloatArray, homography: FloatArray, cells: set[Cell], turns: int
                      ) -> tuple[FloatArray, int]:
    """The grid and the turn, or the grid moved about half a cell and the turn that keeps the
    badges where they were, when the tiles' edges lie there rather than on the grid's sides."""
    here = np.array(badge_place(turns))
    own = [side_dip(sand, homography, cells, axis, 0.0) for axis in (0, 1)]
    best: tuple[float, int, FloatArray] | None = None
    for other in range(4):
        shift = (here - np.array(badge_place(other)) + 0.5) % 1.0 - 0.5
        crossed = [axis for axis in (0, 1) if abs(shift[axis]) > 0.25]
        if other == turns or not crossed:
            continue
        dips = [side_dip(sand, homography, cells, axis, shift[axis]) if axis in crossed else own[axis]
                for axis in (0, 1)]
        clearer = all(dips[axis] > _CLEARER * max(own[axis], 0.0) for axis in crossed)
        if clearer and (best is None or sum(dips) > best[0]):
            best = (sum(dips), other, shift)
    if best is None:
        return homography, turns
    _, other, (du, dv) = best
    moved: FloatArray = homography @ np.array([[1.0, 0.0, du], [0.0, 1.0, dv], [0.0, 0.0, 1.0]])
    return moved, other


def badge_place(turns: int) -> tuple[float, float]:
    """Where a tile's badge lies on its cell (cell units) when the city lies ``turns`` quarter
    turns clockwise in the photo."""
    dx, dy = BADGE_CENTRE[0] - 0.5, BADGE_CENTRE[1] - 0.5
    for _ in range(turns):
        dx, dy = -dy, dx
    return 0.5 + dx, 0.5 + dy


def _near(old: FloatArray, new: FloatArray, cells: set[Cell]) -> bool:
    """Whether ``new`` moves the corners of the city's cells by at most _MOST_MOVE cells (the
    median) from where ``old`` has them, and their sides at most _MOST_GROWTH times longer or
    shorter (the median; none more than its square)."""
    corners = np.array([(c + dc, r + dr) for c, r in cells for dc in (0, 1) for dr in (0, 1)], np.float64)
    before, after = apply(old, corners), apply(new, corners)
    if not np.all(np.isfinite(after)):
        return False
    sides_before = np.hypot(*(before[1::2] - before[0::2]).T)  # each cell's west and east sides
    sides_after = np.hypot(*(after[1::2] - after[0::2]).T)
    size = float(np.median(sides_before))
    growth = sides_after / np.maximum(sides_before, 1e-9)
    moved = np.hypot(*(after - before).T)
    spread = np.abs(np.log(growth))
    return bool(np.median(moved) < _MOST_MOVE * size and np.median(spread) < np.log(_MOST_GROWTH)
                and np.all(spread < 2 * np.log(_MOST_GROWTH)))


def badges(grey: FloatArray, homography: FloatArray, cells: set[Cell], reach: float,
           spectra: Spectra | None = None) -> Badges:
    """For each turn (0..3): per covered cell, where a badge rim shows best within ``reach``
    (cells) of its place: the place (grid), the rim's centre (photo pixels) and its strength.
    ``spectra``: the rim kernel's spectra at the sizes already looked at (a round of badges on a
    block of the last round's size does not work its spectrum out again)."""
    spectra = {} if spectra is None else spectra
    (c0, r0), (c1, r1) = extent(cells)
    pad = 0.5
    size = (round((c1 - c0 + 1 + 2 * pad) * LOOK_PX), round((r1 - r0 + 1 + 2 * pad) * LOOK_PX))
    to_grid = np.array([[1.0 / LOOK_PX, 0, c0 - pad], [0, 1.0 / LOOK_PX, r0 - pad], [0, 0, 1.0]])
    to_photo = homography @ to_grid
    to_photo = to_photo / to_photo[2, 2]
    block = np.asarray(Image.fromarray(grey, "F").transform(size, Image.Transform.PERSPECTIVE,
                                                             tuple(to_photo.ravel()[:8]),
                                                             Image.Resampling.BILINEAR), np.float32)
    response = _correlate(block / max(float(np.median(block)), 1.0), spectra)
    window = max(1, round(reach * LOOK_PX))
    found: list[list[tuple[tuple[float, float], tuple[float, float], float]]] = [[], [], [], []]
    for col, row in cells:
        for turns in range(4):
            dx, dy = badge_place(turns)
            place = (col + dx, row + dy)
            x = round((place[0] - c0 + pad) * LOOK_PX)
            y = round((place[1] - r0 + pad) * LOOK_PX)
            top, left = max(0, y - window), max(0, x - window)
            patch = response[top:y + window + 1, left:x + window + 1]
            if patch.size == 0:
                found[turns].append((place, (float("nan"), float("nan")), 0.0))
                continue
            py, px = np.unravel_index(int(np.argmax(patch)), patch.shape)
            fx = px + vertex(*around(patch, int(px), int(py), 1, 0))
            fy = py + vertex(*around(patch, int(px), int(py), 0, 1))
            seen = apply(to_photo, np.array([(left + fx + 0.5, top + fy + 0.5)], np.float64))[0]
            found[turns].append((place, (float(seen[0]), float(seen[1])), float(patch[py, px])))
    return found


@cache
def _rim_kernel(cell_px: int) -> FloatArray:
    """The badge's octagonal rim as a kernel: just around it against on it (each side's mean)."""
    reach = int((RIM + 0.06) * cell_px) + 1
    ys, xs = np.mgrid[-reach:reach + 1, -reach:reach + 1].astype(np.float32) / cell_px
    radius = np.maximum(np.maximum(np.abs(xs), np.abs(ys)), (np.abs(xs) + np.abs(ys)) / np.sqrt(2.0))
    gap = np.abs(radius - RIM)
    ring = gap < 0.015
    around = (gap > 0.03) & (gap < 0.055)
    kernel: FloatArray = (around / max(around.sum(), 1) - ring / max(ring.sum(), 1)).astype(np.float32)
    kernel.flags.writeable = False
    return kernel


def _fast_length(least: int) -> int:
    """The smallest length at least ``least`` whose only prime factors are 2, 3 and 5 (fast FFTs)."""
    length = least
    while True:
        rest = length
        for prime in (2, 3, 5):
            while rest % prime == 0:
                rest //= prime
        if rest == 1:
            return length
        length += 1


def _correlate(image: FloatArray, spectra: Spectra) -> FloatArray:
    """``image`` correlated with the rim's kernel at LOOK_PX (centred), the same size as ``image``;
    the kernel's spectrum at that size is taken from ``spectra`` (and kept there)."""
    kernel = _rim_kernel(LOOK_PX)
    kh, kw = kernel.shape
    shape = (_fast_length(image.shape[0] + kh), _fast_length(image.shape[1] + kw))
    if shape not in spectra:
        spectra[shape] = np.conj(np.fft.rfft2(kernel, shape))
    spectrum = np.fft.rfft2(image, shape) * spectra[shape]
    full = np.fft.irfft2(spectrum, shape)
    result: FloatArray = np.roll(full, (kh // 2, kw // 2), axis=(0, 1))[:image.shape[0], :image.shape[1]]
    return result
