"""Finding the city in a photo by itself: the tiles, the grid they lie on, and the block.

The photo is looked at small (about ``WORK_SIDE`` pixels; a JPEG is decoded so in draft
mode). Every tile has the same sand-yellow background: the sand is the commonest colour of
the photo's busy (colourful) parts, and its mask outlines every tile. The grid's direction
is the commonest direction of the mask's edges (the tiles' sides), its cell size the period
of those edges across the photo, and each tile shows as a square outline of that size
(matched by correlation, so that tiles touching their neighbours are told apart). From the
tile nearest the middle outwards, the tiles' centres fix the grid as a homography (RANSAC),
following perspective and tiles a little off their cells. The cells the grid finds covered
form the city (the largest group of touching cells; tiles or cards lying beside it are
strays) and its bounding box is the block. Last, the badge, printed at the same place on
every building tile, tells which way round the city lies (a photo taken from another side).
"""

from __future__ import annotations

from collections import deque
from dataclasses import dataclass, field
from pathlib import Path

import numpy as np
from PIL import Image

from .badge import BADGE_CENTRE, RIM
from .colour import SAND_RADIUS, commonest_chroma, log_chroma
from .errors import NoTilesError, TwoCitiesError
from .geometry import Corners, FloatArray
from .image import decode, opened_photo, oriented_size
from .lattice import apply, errors, fit_affine, fit_homography, ransac_homography
from .progress import Progress, quiet

#: The longest side the finder looks at.
WORK_SIDE = 1400
#: A patch whose chroma spreads this much is busy (a tile's art, not the table); the sand is
#: looked for among busy pixels at least _NOT_TABLE (chroma) away from the table's colour.
_BUSY = 0.12
_NOT_TABLE = 0.25
#: A pixel is sand when its chroma is this near the sand's; darker pixels have no chroma to judge.
_SAND_REACH = SAND_RADIUS + 0.04
_DARK = 40
#: Too little sand in the photo for even one tile (share of its pixels).
_LEAST_SAND = 0.002
#: The smallest cell looked for, as a share of the working photo's shorter side; tiles'
#: outlines are matched at _FIND_PX pixels a cell.
_SMALLEST, _LARGEST = 0.03, 0.45
_FIND_PX = 24
#: About this share of a tile is sand.
_SAND_SHARE = 0.5
#: A gap line is one whose length is at least this share of the longest's.
_CLEAR_GAP = 0.5
#: A cell's sides differ by at most this factor (perspective).
_ASPECT = 1.35
#: The spacings tried, as multiples of the gap lines'.
_SCALES = (1.0, 0.5, 2.0, 1 / 3, 3.0, 0.25)
#: A city covers at most this many cells (all the tiles, and a few strays among them).
_MOST_CELLS = 60
#: At most this many rounds of badges, each on the cells the last one's grid covers.
_ROUNDS = 3
#: A tile's outline answers at least this share of the best tile's.
_CLEAR = 0.45
#: A tile's centre lies this near (cells) the centre of the cell the grid gives it.
_ON_CELL = 0.32
_FRAME = 0.6
#: A second group of covered cells with this many tiles is a second city.
_SECOND_CITY = 4
#: Pixels per cell when the block is looked at for the badges; how far (cells) from its usual
#: place a badge is looked for; a grid is fitted to at least _FEW_BADGES, leaving out those
#: farther than _BADGE_OUTLIER (cells) from it.
_LOOK_PX = 64
_BADGE_REACH = 0.3
_FEW_BADGES = 5
_BADGE_OUTLIER = 0.06

#: A cell holds a tile when this share of its middle is sand, or this share of its frame
#: (the band just inside its edges); where those are looked at, in cell units.
_COVERED = 0.25
_MIDDLE = np.array([(a, b) for a in np.linspace(0.15, 0.85, 8) for b in np.linspace(0.15, 0.85, 8)])
_FRAME_BAND = np.array([p for t in np.linspace(0.15, 0.85, 8) for d in (0.1, 0.9) for p in ((t, d), (d, t))])
#: The grid's lines are snapped to gaps up to _SNAP_REACH of a cell away, as wide as
#: _SNAP_WIDTH of a cell at most (two walls back to back); a point farther than _SNAP_OUTLIER
#: from the fitted grid is left out of the fit.
_SNAP_REACH, _SNAP_WIDTH, _SNAP_OUTLIER = 0.2, 0.3, 0.06
#: The city's edge is taken this far (cells) outside where its sand ends (half a wall); the
#: edges count in the last rounds only while fewer than _ENOUGH_GAPS gaps were seen.
_EDGE_OUT = 0.035
_ENOUGH_GAPS = 20

Cell = tuple[int, int]


@dataclass(frozen=True)
class _Comb:
    """Gap lines along one axis: how many gap pixels lie at each place (turned pixels), their
    spacing and where one lies (None without two clear ones)."""

    profile: FloatArray = field(repr=False)
    step: float | None = None
    phase: float | None = None
    support: int = 0

    def placed(self, step: float) -> float | None:
        """Where the lines of spacing ``step`` lie on most gap pixels (one of them), None without gaps."""
        if self.phase is not None and self.step is not None and abs(self.step - step) < 0.1 * step:
            return self.phase
        if self.profile.max() <= 0:
            return None
        places = np.arange(0.0, step, 0.5)
        sums = [self.profile[np.round(np.arange(p, len(self.profile) - 1, step)).astype(int)].sum()
                for p in places]
        return float(places[int(np.argmax(sums))])


@dataclass(frozen=True)
class Found:
    """The block found: its corners (NW, NE, SE, SW, in the photo's pixels, EXIF-turned), its
    size in cells, how many quarter turns clockwise the city lies in the photo, the tiles of
    the city and the tiles seen beside it."""

    corners: Corners
    cols: int
    rows: int
    turns: int
    tiles: int
    strays: int

    def to_dict(self) -> dict[str, object]:
        return {"corners": [[round(x, 1), round(y, 1)] for x, y in self.corners.points],
                "grid": {"cols": self.cols, "rows": self.rows}}


def find_block(source: str | Path | FloatArray, progress: Progress = quiet) -> Found:
    """The block holding the city in the photo (a file or an H x W x 3 RGB array).

    Raises NoTilesError when the photo shows no tiles, TwoCitiesError when it shows two cities.
    """
    work, scale = _working_image(source)
    progress(0.1)
    sand = _sand_mask(work)
    theta = _direction(sand)
    turned, to_turned = _turned(sand, theta)
    across, down = _agreeing(*_periods(turned))
    progress(0.3)
    homography, cells = _best_scale(work, sand, turned, to_turned, across, down)
    progress(0.7)
    for _ in range(_ROUNDS):  # a better grid may cover tiles the last one missed
        refined, turns = _refine(work, sand, homography, cells)
        grown = _city(sand, refined)[0]
        if not grown or len(grown) > _MOST_CELLS:
            break
        homography = refined
        if grown == cells:
            break
        cells = grown
    cells, strays, second = _city(sand, homography)
    (c0, r0), (c1, r1) = _extent(cells)
    grid = np.array([(c0, r0), (c1 + 1, r0), (c1 + 1, r1 + 1), (c0, r1 + 1)], np.float64)
    corners = [(float(x / scale), float(y / scale)) for x, y in apply(homography, grid)]
    corners = corners[turns:] + corners[:turns]
    cols, rows = (c1 - c0 + 1, r1 - r0 + 1) if turns % 2 == 0 else (r1 - r0 + 1, c1 - c0 + 1)
    progress(1.0)
    found = Found(Corners(*corners), cols, rows, turns, len(cells), strays)
    if second >= _SECOND_CITY:
        flat = ",".join(f"{v:.1f}" for point in found.corners.points for v in point)
        raise TwoCitiesError(f"the photo shows two cities, of {len(cells)} and {second} tiles: the larger "
                             f"lies at --corners {flat} --grid {cols}x{rows}; give the corners and the grid "
                             f"of the one to read", found)
    return found


# ---- the photo, small, and its sand -------------------------------------------------------------
def _working_image(source: str | Path | FloatArray) -> tuple[np.ndarray, float]:
    """The photo as uint8 RGB with its longest side at most about WORK_SIDE, and its scale
    (working pixels per photo pixel)."""
    if isinstance(source, np.ndarray):
        image = Image.fromarray(np.clip(source[..., :3], 0, 255).astype(np.uint8))
        size = image.size
    else:
        with opened_photo(source) as opened:
            size = oriented_size(opened)
            reduce = max(1.0, max(size) / WORK_SIDE)
            image = decode(opened, source, (max(1, int(size[0] / reduce)), max(1, int(size[1] / reduce))))
    factor = WORK_SIDE / max(image.size)
    if factor < 1.0:
        image = image.resize((max(1, round(image.width * factor)), max(1, round(image.height * factor))),
                             Image.Resampling.BOX)
    return np.asarray(image), image.width / size[0]


def _sand_mask(work: np.ndarray) -> FloatArray:
    """1 where a pixel has the tiles' sand colour, else 0."""
    chroma = log_chroma(work.astype(np.float32))
    light = work.mean(axis=-1) > _DARK
    size = max(5, max(work.shape[:2]) // 100) | 1
    variance = box_mean(chroma * chroma, size) - box_mean(chroma, size) ** 2
    spread = np.sqrt(np.maximum(variance, 0).sum(axis=-1))
    busy = (box_mean((spread > _BUSY).astype(np.float32), size) > 0) & light
    calm = chroma[~busy & light][::7]
    points = chroma[busy][::5]
    if len(calm) > 500:  # the table: the photo's commonest calm colour, which the busy parts border on
        table = commonest_chroma(calm)
        points = points[np.hypot(*(points - table).T) > _NOT_TABLE]
    if len(points) < 500:
        raise NoTilesError("no tiles of the game were found in the photo")
    sand = commonest_chroma(points)
    near = np.hypot(*(chroma - sand).transpose(2, 0, 1)) < _SAND_REACH
    mask: FloatArray = (near & light).astype(np.float32)
    if mask.mean() < _LEAST_SAND:
        raise NoTilesError("no tiles of the game were found in the photo")
    return mask


def box_mean(values: FloatArray, size: int) -> FloatArray:
    """The mean over a ``size`` x ``size`` box around every pixel (edges repeated)."""
    half = size // 2
    padded = np.pad(values, [(half + 1, half), (half + 1, half)] + [(0, 0)] * (values.ndim - 2), mode="edge")
    total = padded.cumsum(axis=0).cumsum(axis=1)
    box = total[size:, size:] - total[:-size, size:] - total[size:, :-size] + total[:-size, :-size]
    result: FloatArray = (box / (size * size)).astype(np.float32)
    return result


# ---- the grid's direction and size -------------------------------------------------------------
def _direction(sand: FloatArray) -> float:
    """The tiles' sides' direction (radians, -45 to 45 degrees): the commonest edge direction
    modulo a quarter turn."""
    size = max(5, max(sand.shape) // 200) | 1
    soft = box_mean(box_mean(sand, size), size)  # soft enough that the pixel grid's own directions fade
    gy, gx = (np.asarray(g, np.float32) for g in np.gradient(soft))
    weight = np.hypot(gx, gy)
    strong = weight > 0.02
    angles = np.mod(np.arctan2(gy[strong], gx[strong]), np.pi / 2)
    counts, _ = np.histogram(angles, bins=90, range=(0, np.pi / 2), weights=weight[strong])
    smooth = np.sum([np.roll(counts, k) for k in (-2, -1, 0, 1, 2)], axis=0)
    peak = int(np.argmax(smooth))
    neighbours = (float(smooth[peak - 1]), float(smooth[peak]), float(smooth[(peak + 1) % 90]))
    angle = (peak + 0.5 + _vertex(*neighbours)) * (np.pi / 180)
    return angle - np.pi / 2 if angle >= np.pi / 4 else angle


def _turned(sand: FloatArray, theta: float) -> tuple[FloatArray, FloatArray]:
    """The mask turned by ``-theta`` (the tiles' sides along the axes), whole, and the map
    from the mask's pixels to the turned one's."""
    height, width = sand.shape
    c, s = np.cos(theta), np.sin(theta)
    out_w, out_h = int(abs(width * c) + abs(height * s)) + 2, int(abs(width * s) + abs(height * c)) + 2
    rotate = np.array([[c, s, 0.0], [-s, c, 0.0], [0.0, 0.0, 1.0]])  # turns by -theta
    to_turned = _moved(out_w / 2, out_h / 2) @ rotate @ _moved(-width / 2, -height / 2)
    back = np.linalg.inv(to_turned)
    data = (back[0, 0], back[0, 1], back[0, 2], back[1, 0], back[1, 1], back[1, 2])
    turned = Image.fromarray(sand, "F").transform((out_w, out_h), Image.Transform.AFFINE, data,
                                                  Image.Resampling.BILINEAR)
    return np.asarray(turned, np.float32), to_turned


def _moved(dx: float, dy: float) -> FloatArray:
    return np.array([[1.0, 0.0, dx], [0.0, 1.0, dy], [0.0, 0.0, 1.0]])


def _periods(turned: FloatArray) -> tuple[_Comb, _Comb]:
    """The gap lines between tiles side by side (a thin line of table between two sand
    frames), across and down the turned mask: their spacing and where one of them lies."""
    sand = turned > 0.5
    reach = max(2, min(sand.shape) // 250)
    return (_comb(_gaps(sand, reach).sum(axis=0), min(sand.shape)),
            _comb(_gaps(sand.T, reach).sum(axis=0), min(sand.shape)))


def _gaps(sand: np.ndarray, reach: int) -> np.ndarray:
    """Pixels that are not sand with sand within ``reach`` on their left and on their right."""
    left, right = np.zeros_like(sand), np.zeros_like(sand)
    for k in range(1, reach + 1):
        left[:, k:] |= sand[:, :-k]
        right[:, :-k] |= sand[:, k:]
    gaps: np.ndarray = ~sand & left & right
    return gaps


def _comb(profile: np.ndarray, short: int) -> _Comb:
    """The gap lines along one axis: the common spacing of the profile's clear peaks and the
    strongest's place (None without two of them)."""
    smooth = np.convolve(profile.astype(np.float64), np.ones(3) / 3, mode="same")
    spacing = max(4, int(_SMALLEST * short))
    peaks = []
    values = smooth.copy()
    while values.max() > 0 and values.max() >= _CLEAR_GAP * smooth.max():
        k = int(np.argmax(values))
        peaks.append(k + _vertex(smooth[max(k - 1, 0)], smooth[k], smooth[min(k + 1, len(smooth) - 1)]))
        values[max(0, k - spacing):k + spacing + 1] = 0
    if len(peaks) < 2:
        return _Comb(smooth, None, None)
    steps = np.diff(np.sort(peaks))
    step, support = float(np.min(steps)), 1
    for candidate in np.sort(steps):
        multiples = np.round(steps / candidate)
        fits = (multiples >= 1) & (np.abs(steps - multiples * candidate) < 0.12 * candidate)
        if fits.mean() >= 0.7:
            step, support = float(np.median(steps[fits] / multiples[fits])), int(fits.sum())
            break
    return _Comb(smooth, step, peaks[0], support)


def _agreeing(across: _Comb, down: _Comb) -> tuple[_Comb, _Comb]:
    """The two axes' spacings made to agree (perspective makes a cell at most _ASPECT longer
    one way than the other): the less supported one is taken as a multiple or a part of the
    other, or as the other."""
    if across.step is None or down.step is None:
        return across, down
    if 1 / _ASPECT <= down.step / across.step <= _ASPECT:
        return across, down
    strong, weak = (across, down) if across.support >= down.support else (down, across)
    assert strong.step is not None and weak.step is not None
    options = [weak.step * k for k in (1, 2, 3, 4)] + [weak.step / k for k in (2, 3, 4)]
    best = min(options, key=lambda v: abs(np.log(v / strong.step)))  # type: ignore[operator]
    step = best if 1 / _ASPECT <= best / strong.step <= _ASPECT else strong.step
    fixed = _Comb(weak.profile, step, None, 0)
    return (strong, fixed) if strong is across else (fixed, strong)


def _best_scale(work: np.ndarray, sand: FloatArray, turned: FloatArray, to_turned: FloatArray,
                across: _Comb, down: _Comb) -> tuple[FloatArray, set[Cell]]:
    """The grid (grid to working pixels) and its covered cells, at whichever spacing puts the
    badges where a grid of tiles has them: the gap lines' spacing, or a multiple or a part of
    it (a city may show gaps between every other tile only, or two gaps within one tile)."""
    best: tuple[float, FloatArray, set[Cell]] | None = None
    grey = np.asarray(Image.fromarray(work).convert("L"), np.float32)
    for width, height in _spacings(turned, across, down):
        start = _start(turned, across, down, width, height)
        homography = np.linalg.inv(to_turned) @ _snap(turned, start)
        covered = _covered(sand, homography)
        if not covered:
            continue
        cells = max(_groups(covered), key=len)
        if len(cells) > _MOST_CELLS or not _on_photo(homography, cells, sand.shape):
            continue  # no city is that large; a block the photo cuts cannot be read
        score = _specificity(_badges(grey, homography, cells, _BADGE_REACH))
        if best is None or score > best[0]:
            best = (score, homography, cells)
    if best is None:
        raise NoTilesError("no tiles of the game were found in the photo")
    return best[1], best[2]


def _specificity(found: list[list[tuple[tuple[float, float], tuple[float, float], float]]]) -> float:
    """How clearly the cells show a badge at one corner only, that of the likeliest turn: each
    cell's rim there against its clearest rim at the other three corners, added up over the
    cells (on a grid of the wrong size, rims show anywhere or nowhere)."""
    strengths = np.array([[strength for _, _, strength in turn] for turn in found])
    best = int(np.argmax(strengths.sum(axis=1)))
    others = np.delete(strengths, best, axis=0).max(axis=0)
    return float(np.sum(strengths[best] - others))


def _on_photo(homography: FloatArray, cells: set[Cell], shape: tuple[int, ...]) -> bool:
    """Whether every cell of the block's bounding box has its centre on the photo."""
    (c0, r0), (c1, r1) = _extent(cells)
    centres = np.array([(c + 0.5, r + 0.5) for c in range(c0, c1 + 1) for r in range(r0, r1 + 1)], np.float64)
    xs, ys = apply(homography, centres).T
    return bool(np.all((xs >= 0) & (xs <= shape[1]) & (ys >= 0) & (ys <= shape[0])))


def _spacings(turned: FloatArray, across: _Comb, down: _Comb) -> list[tuple[float, float]]:
    """The cell sizes (width, height; turned pixels) worth trying, most likely first."""
    short = min(turned.shape)
    width = across.step or down.step or float(np.sqrt(turned.sum() / _SAND_SHARE))
    height = down.step or width
    bases = [(width, height), (width, width), (height, height)]
    sizes: list[tuple[float, float]] = []
    for factor in _SCALES:
        for w, h in bases:
            size = (w * factor, h * factor)
            fits = _SMALLEST * short <= min(size) and max(size) <= _LARGEST * short
            new = all(abs(size[0] / s[0] - 1) > 0.05 or abs(size[1] / s[1] - 1) > 0.05 for s in sizes)
            if fits and new:
                sizes.append(size)
    return sizes


def _start(turned: FloatArray, across: _Comb, down: _Comb, width: float, height: float) -> FloatArray:
    """A first grid on the turned mask (grid to turned pixels): the gap lines' spacing and
    place; an axis without clear gaps takes the other's spacing (and, without any gap, the
    city's edge); without any, one tile holds all the sand."""
    ys, xs = np.nonzero(turned > 0.5)
    x0 = across.placed(width)
    y0 = down.placed(height)
    return np.array([[width, 0.0, float(np.percentile(xs, 1)) if x0 is None else x0],
                     [0.0, height, float(np.percentile(ys, 1)) if y0 is None else y0], [0.0, 0.0, 1.0]])


def _snap(turned: FloatArray, grid: FloatArray) -> FloatArray:
    """The grid refitted (least squares) to the lines of the city as the photo shows them:
    between covered cells side by side, the middle of the gap (or of two walls back to back)
    nearest to where the grid has it; between a covered cell and an empty one, the sand's edge
    (a little outside it: a wall may end the sand before the tile's edge). First as an affine
    map, far reaching, then as a homography (the perspective), nearer; each round moves the
    lines the next one looks along. The city's edges count only while they are needed."""
    sand = turned > 0.5
    rounds = ((fit_affine, 0.35, True), (fit_affine, 0.25, True), (fit_homography, 0.2, True),
              (fit_homography, 0.12, True), (fit_homography, 0.1, True))
    for fit, reach, edges in rounds:
        cells = _covered(turned, grid)
        size = float(np.sqrt(abs(np.linalg.det(grid[:2, :2]))))
        source, target = _matches(sand, grid, cells, int(reach * size) + 1, size, edges)
        if len(source) < 8:
            break
        fitted = fit(source, target)
        if fitted is None:
            break
        near = errors(fitted, source, target) < _SNAP_OUTLIER * size
        refitted = fit(source[near], target[near]) if near.sum() >= 8 else None
        grid = refitted if refitted is not None else fitted
    return grid


def _matches(sand: np.ndarray, grid: FloatArray, cells: set[Cell], reach: int, size: float,
             edges: bool, gaps_only: bool = False) -> tuple[FloatArray, FloatArray]:
    """Points on the grid's lines of the city and where the photo has them (only the gaps
    between tiles with ``gaps_only``)."""
    lines = _line_points(cells)
    if not lines:
        return np.zeros((0, 2)), np.zeros((0, 2))
    source = np.array([point for point, _, _ in lines], np.float64)
    vertical = np.array([v for _, v, _ in lines])
    inward = np.array([side for _, _, side in lines])
    photo = apply(grid, source)
    across, valid = _across(sand, photo, vertical, reach)
    centre = np.where(vertical, photo[:, 0], photo[:, 1])
    gap = _gap_middles(across, _SNAP_WIDTH * size) - reach
    edge = _sand_edges(across, inward) - reach - inward * _EDGE_OUT * size
    moved = np.where(inward == 0, gap, edge)
    use = valid & np.isfinite(moved)
    is_gap = use & (inward == 0)
    if gaps_only or not (edges or is_gap.sum() < _ENOUGH_GAPS):
        use = is_gap
    target = photo.copy()
    target[:, 0] = np.where(vertical, centre + moved, photo[:, 0])
    target[:, 1] = np.where(vertical, photo[:, 1], centre + moved)
    return source[use], target[use]


def _across(sand: np.ndarray, photo: FloatArray, vertical: np.ndarray, reach: int
            ) -> tuple[np.ndarray, np.ndarray]:
    """The mask across each line at its point (``reach`` pixels each way, one row per point)
    and whether the point lies on the mask."""
    height, width = sand.shape
    offsets = np.arange(-reach, reach + 1)
    xs, ys = photo[:, 0], photo[:, 1]
    valid = np.isfinite(xs) & np.isfinite(ys) & (xs >= 0) & (ys >= 0) & (xs < width) & (ys < height)
    xs, ys = np.where(valid, xs, 0.0), np.where(valid, ys, 0.0)
    columns = np.where(vertical[:, None], np.round(xs[:, None] + offsets), xs[:, None].astype(int))
    rows = np.where(vertical[:, None], ys[:, None].astype(int), np.round(ys[:, None] + offsets))
    columns = np.clip(columns, 0, width - 1).astype(int)
    rows = np.clip(rows, 0, height - 1).astype(int)
    return sand[rows, columns], valid


def _gap_middles(across: np.ndarray, widest: float) -> FloatArray:
    """Per row: the middle (index) of the non-sand run nearest the row's middle that has sand on
    both sides and is at most ``widest`` wide (a gap, or two walls back to back); NaN if none."""
    count = across.shape[1]
    index = np.arange(count)
    last_sand = np.maximum.accumulate(np.where(across, index, -1), axis=1)
    flipped = np.flip(np.where(across, index, count), axis=1)
    first_sand = np.flip(np.minimum.accumulate(flipped, axis=1), axis=1)
    width = first_sand - last_sand - 1
    ok = ~across & (last_sand >= 0) & (first_sand < count) & (width <= widest)
    middles = np.where(ok, (last_sand + first_sand) / 2.0, np.nan)
    return _nearest(middles, count // 2)


def _sand_edges(across: np.ndarray, inward: np.ndarray) -> FloatArray:
    """Per row: where the sand ends nearest the row's middle, the city lying on the ``inward``
    side (1: towards larger indices, so table then sand); NaN if nowhere."""
    rising = ~across[:, :-1] & across[:, 1:]
    falling = across[:, :-1] & ~across[:, 1:]
    places = np.arange(across.shape[1] - 1) + 0.5
    steps = np.where((inward == 1)[:, None], rising, falling)
    return _nearest(np.where(steps, places, np.nan), across.shape[1] // 2)


def _nearest(values: FloatArray, centre: float) -> FloatArray:
    """Per row, the value nearest ``centre`` (NaN where a row has none)."""
    distance = np.where(np.isnan(values), np.inf, np.abs(values - centre))
    best = np.argmin(distance, axis=1)
    picked: FloatArray = values[np.arange(len(values)), best]
    return picked


def _line_points(cells: set[Cell]) -> list[tuple[tuple[float, float], bool, int]]:
    """Points along the grid lines of the city: whether each line runs down the photo, and on
    which side of it the city lies (0 on both; 1 towards larger coordinates, -1 smaller)."""
    along = np.linspace(0.2, 0.8, 5)
    points: list[tuple[tuple[float, float], bool, int]] = []
    for col, row in sorted(cells):
        for step in (1, -1):
            neighbour = (col + step, row) in cells
            if step == 1 or not neighbour:
                side = 0 if neighbour else -step
                edge = col + (1.0 if step == 1 else 0.0)
                points.extend(((edge, row + float(t)), True, side) for t in along)
            neighbour = (col, row + step) in cells
            if step == 1 or not neighbour:
                side = 0 if neighbour else -step
                edge = row + (1.0 if step == 1 else 0.0)
                points.extend(((col + float(t), edge), False, side) for t in along)
    return points


def _sand_box(sand: FloatArray) -> tuple[tuple[int, int], tuple[int, int]]:
    """The rows and the columns (first, past-last) that hold sand."""
    rows = np.nonzero(sand.any(axis=1))[0]
    columns = np.nonzero(sand.any(axis=0))[0]
    if len(rows) == 0:
        return (0, 1), (0, 1)
    return (int(rows[0]), int(rows[-1]) + 1), (int(columns[0]), int(columns[-1]) + 1)


def _covered(sand: FloatArray, grid: FloatArray) -> set[Cell]:
    """The cells (on the photo) that show enough sand for a tile: in their middle, or along
    the frame just inside their edges (a tile whose art fills its middle)."""
    height, width = sand.shape
    ys, xs = _sand_box(sand)
    box = np.array([(xs[0], ys[0]), (xs[1], ys[0]), (xs[1], ys[1]), (xs[0], ys[1])], float)
    corners = apply(np.linalg.inv(grid), box)
    if not np.all(np.isfinite(corners)):
        return set()
    low = np.maximum(np.floor(corners.min(axis=0)).astype(int), -60)
    high = np.minimum(np.ceil(corners.max(axis=0)).astype(int), 60)
    cells = np.array([(c, r) for c in range(low[0], high[0]) for r in range(low[1], high[1])], np.float64)
    if len(cells) == 0:
        return set()
    found = set()
    for offsets, least in ((_MIDDLE, _COVERED), (_FRAME_BAND, _FRAME)):
        points = (cells[:, None, :] + offsets[None, :, :]).reshape(-1, 2)
        xs, ys = apply(grid, points).T
        inside = (xs >= 0) & (ys >= 0) & (xs < width) & (ys < height)
        values = np.zeros(len(points), np.float32)
        values[inside] = sand[ys[inside].astype(int), xs[inside].astype(int)]
        whole = inside.reshape(len(cells), -1).all(axis=1)
        share = values.reshape(len(cells), -1).mean(axis=1)
        found |= {(int(c), int(r)) for (c, r), ok in zip(cells, whole & (share >= least), strict=True) if ok}
    return found


# ---- the city ----------------------------------------------------------------------------------
def _city(turned: FloatArray, grid: FloatArray) -> tuple[set[Cell], int, int]:
    """The cells of the city (the largest group of touching covered cells), how many cells
    beside it look like tiles (strays), and how many the next largest group has."""
    covered = _covered(turned, grid)
    if not covered:
        raise NoTilesError("no tiles of the game were found in the photo")
    groups = sorted(_groups(covered), key=len, reverse=True)
    city = groups[0]
    return city, len(covered) - len(city), len(groups[1]) if len(groups) > 1 else 0


def _around(values: FloatArray, x: int, y: int, dx: int, dy: int) -> tuple[float, float, float]:
    """The values before, at and after (x, y) along (dx, dy), the edge repeated."""
    height, width = values.shape
    before = values[max(0, y - dy), max(0, x - dx)]
    after = values[min(height - 1, y + dy), min(width - 1, x + dx)]
    return float(before), float(values[y, x]), float(after)


def _vertex(left: float, middle: float, right: float) -> float:
    """Where the parabola through three equally spaced values peaks, from the middle (-0.5..0.5)."""
    curve = left - 2 * middle + right
    return float(np.clip(0.5 * (left - right) / curve, -0.5, 0.5)) if curve < 0 else 0.0


def _groups(cells: set[Cell]) -> list[set[Cell]]:
    """The groups of edge-touching cells."""
    left, result = set(cells), []
    while left:
        start = left.pop()
        group, queue = {start}, deque([start])
        while queue:
            col, row = queue.popleft()
            for nxt in ((col + 1, row), (col - 1, row), (col, row + 1), (col, row - 1)):
                if nxt in left:
                    left.remove(nxt)
                    group.add(nxt)
                    queue.append(nxt)
        result.append(group)
    return result


def _extent(cells: set[Cell]) -> tuple[Cell, Cell]:
    if not cells:
        raise NoTilesError("no tiles of the game were found in the photo")
    cols, rows = [c for c, _ in cells], [r for _, r in cells]
    return (min(cols), min(rows)), (max(cols), max(rows))


# ---- which way round ---------------------------------------------------------------------------
def _refine(work: np.ndarray, sand: FloatArray, homography: FloatArray, cells: set[Cell]
            ) -> tuple[FloatArray, int]:
    """The grid refitted to the tiles' badges, and how many quarter turns clockwise the city
    lies in the photo. Every building tile has its badge at one place (BADGE_CENTRE): on the
    block seen from above, a dark octagonal rim is looked for near that place on every covered
    cell, at each of the four corners a turned city would put it; the corner where the rims
    show most is the city's turn, and the rims found there, each a point of its tile, fix the
    grid (least squares, the worst left out) far more finely than the tiles' edges."""
    grey = np.asarray(Image.fromarray(work).convert("L"), np.float32)
    turns = 0
    for reach in (_BADGE_REACH, _BADGE_REACH / 3):
        found = _badges(grey, homography, cells, reach)
        if turns == 0 and reach == _BADGE_REACH:
            turns = int(np.argmax([sum(strength for _, _, strength in found[k]) for k in range(4)]))
        points = found[turns]
        if len(points) < _FEW_BADGES:
            break
        strengths = np.array([strength for _, _, strength in points])
        clear = (strengths >= 0.5 * np.median(strengths)) & (strengths > 0)
        source = np.array([grid for grid, _, _ in points])[clear]
        target = np.array([photo for _, photo, _ in points])[clear]
        if reach < _BADGE_REACH:  # the gaps between tiles, found near the badges' grid, count too
            size = float(np.sqrt(abs(np.linalg.det(homography[:2, :2]))))
            gaps = _matches(sand > 0.5, homography, cells, max(2, int(0.06 * size)), size, False, True)
            source, target = np.vstack([source, gaps[0]]), np.vstack([target, gaps[1]])
        if len(source) < _FEW_BADGES:
            break
        size = float(np.sqrt(abs(np.linalg.det(homography[:2, :2]))))
        fitted, agree = ransac_homography(source, target, _BADGE_OUTLIER * size)
        if fitted is None or agree.sum() < _FEW_BADGES:
            break
        covered = _covered(sand, fitted)
        if not covered:
            break
        homography, cells = fitted, max(_groups(covered), key=len)
    return homography, turns


def _badges(grey: FloatArray, homography: FloatArray, cells: set[Cell], reach: float
            ) -> list[list[tuple[tuple[float, float], tuple[float, float], float]]]:
    """For each turn (0..3): per covered cell, where a badge rim shows best within ``reach``
    (cells) of its place: the place (grid), the rim's centre (photo pixels) and its strength."""
    (c0, r0), (c1, r1) = _extent(cells)
    pad = 0.5
    size = (round((c1 - c0 + 1 + 2 * pad) * _LOOK_PX), round((r1 - r0 + 1 + 2 * pad) * _LOOK_PX))
    to_grid = np.array([[1.0 / _LOOK_PX, 0, c0 - pad], [0, 1.0 / _LOOK_PX, r0 - pad], [0, 0, 1.0]])
    to_photo = homography @ to_grid
    to_photo = to_photo / to_photo[2, 2]
    block = np.asarray(Image.fromarray(grey, "F").transform(size, Image.Transform.PERSPECTIVE,
                                                             tuple(to_photo.ravel()[:8]),
                                                             Image.Resampling.BILINEAR), np.float32)
    response = _correlate(block / max(float(np.median(block)), 1.0), _rim_kernel(_LOOK_PX))
    window = max(1, round(reach * _LOOK_PX))
    found: list[list[tuple[tuple[float, float], tuple[float, float], float]]] = [[], [], [], []]
    for col, row in cells:
        for turns in range(4):
            dx, dy = BADGE_CENTRE[0] - 0.5, BADGE_CENTRE[1] - 0.5
            for _ in range(turns):
                dx, dy = -dy, dx
            place = (col + 0.5 + dx, row + 0.5 + dy)
            x = round((place[0] - c0 + pad) * _LOOK_PX)
            y = round((place[1] - r0 + pad) * _LOOK_PX)
            top, left = max(0, y - window), max(0, x - window)
            patch = response[top:y + window + 1, left:x + window + 1]
            if patch.size == 0:
                found[turns].append((place, (float("nan"), float("nan")), 0.0))
                continue
            py, px = np.unravel_index(int(np.argmax(patch)), patch.shape)
            fx = px + _vertex(*_around(patch, int(px), int(py), 1, 0))
            fy = py + _vertex(*_around(patch, int(px), int(py), 0, 1))
            seen = apply(to_photo, np.array([(left + fx + 0.5, top + fy + 0.5)], np.float64))[0]
            found[turns].append((place, (float(seen[0]), float(seen[1])), float(patch[py, px])))
    return found


def _rim_kernel(cell_px: int) -> FloatArray:
    """The badge's octagonal rim as a kernel: just around it against on it (each side's mean)."""
    reach = int((RIM + 0.06) * cell_px) + 1
    ys, xs = np.mgrid[-reach:reach + 1, -reach:reach + 1].astype(np.float32) / cell_px
    radius = np.maximum(np.maximum(np.abs(xs), np.abs(ys)), (np.abs(xs) + np.abs(ys)) / np.sqrt(2.0))
    gap = np.abs(radius - RIM)
    ring = gap < 0.015
    around = (gap > 0.03) & (gap < 0.055)
    kernel: FloatArray = (around / max(around.sum(), 1) - ring / max(ring.sum(), 1)).astype(np.float32)
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


def _correlate(image: FloatArray, kernel: FloatArray) -> FloatArray:
    """``image`` correlated with ``kernel`` (centred), the same size as ``image``."""
    kh, kw = kernel.shape
    shape = (_fast_length(image.shape[0] + kh), _fast_length(image.shape[1] + kw))
    spectrum = np.fft.rfft2(image, shape) * np.conj(np.fft.rfft2(kernel, shape))
    full = np.fft.irfft2(spectrum, shape)
    result: FloatArray = np.roll(full, (kh // 2, kw // 2), axis=(0, 1))[:image.shape[0], :image.shape[1]]
    return result
