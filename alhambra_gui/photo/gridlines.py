"""The grid's lines as the sand mask shows them: the gaps between tiles side by side, their
spacing and place along each axis, and a grid snapped to them and to the city's edges.

Grids here map grid coordinates (cells; u east, v south) to the mask's pixels as 3 x 3
matrices (``lattice.apply``). A cell is covered when enough sand shows in its middle or
along its frame.
"""

from __future__ import annotations

from collections import deque
from dataclasses import dataclass, field

import numpy as np

from .errors import NoTilesError
from .geometry import FloatArray
from .lattice import apply, errors, fit_affine, fit_homography

#: The smallest and the largest cell looked for, as shares of the photo's shorter side.
SMALLEST, LARGEST = 0.03, 0.45
#: About this share of a tile is sand.
SAND_SHARE = 0.5
#: A gap line is one whose length is at least this share of the longest's.
_CLEAR_GAP = 0.5
#: A cell's sides differ by at most this factor (perspective).
ASPECT = 1.35
#: A cell holds a tile when this share of its middle is sand, or _FRAME of its frame (the
#: band just inside its edges; a tile of much art in a soft shadow shows about half of its
#: frame as sand, an empty cell beside tiles at most a quarter); where those are looked at,
#: in cell units.
_COVERED = 0.25
_FRAME = 0.45
_MIDDLE = np.array([(a, b) for a in np.linspace(0.15, 0.85, 8) for b in np.linspace(0.15, 0.85, 8)])
_FRAME_BAND = np.array([p for t in np.linspace(0.15, 0.85, 8) for d in (0.1, 0.9) for p in ((t, d), (d, t))])
#: A gap is at most _SNAP_WIDTH of a cell wide (two walls back to back); a point farther than
#: _SNAP_OUTLIER from the fitted grid is left out of the fit.
_SNAP_WIDTH, _SNAP_OUTLIER = 0.3, 0.06
#: The city's edge is taken this far (cells) outside where its sand ends (half a wall); the
#: edges count in the last rounds only while fewer than _ENOUGH_GAPS gaps were seen.
_EDGE_OUT = 0.035
_ENOUGH_GAPS = 20

Cell = tuple[int, int]


@dataclass(frozen=True)
class Comb:
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
        end = len(self.profile) - 1
        lines = places[:, None] + step * np.arange(int(np.ceil(end / step)) + 1)[None, :]
        inside = lines < end  # each place's lines along the profile, all of them at once
        picked = self.profile[np.where(inside, np.round(lines), 0).astype(int)]
        sums = np.round(np.where(inside, picked, 0.0).sum(axis=1), 9)  # equal sums: the first place
        return float(places[int(np.argmax(sums))])


def periods(turned: FloatArray) -> tuple[Comb, Comb]:
    """The gap lines between tiles side by side (a thin line of table between two sand
    frames), across and down the turned mask: their spacing and where one of them lies."""
    sand = turned > 0.5
    reach = max(2, min(sand.shape) // 250)
    return (comb(_gaps(sand, reach).sum(axis=0), min(sand.shape)),
            comb(_gaps(sand.T, reach).sum(axis=0), min(sand.shape)))


def _gaps(sand: np.ndarray, reach: int) -> np.ndarray:
    """Pixels that are not sand with sand within ``reach`` on their left and on their right."""
    left, right = np.zeros_like(sand), np.zeros_like(sand)
    for k in range(1, reach + 1):
        left[:, k:] |= sand[:, :-k]
        right[:, :-k] |= sand[:, k:]
    gaps: np.ndarray = ~sand & left & right
    return gaps


def comb(profile: np.ndarray, short: int) -> Comb:
    """The gap lines along one axis: the common spacing of the profile's clear peaks and the
    strongest's place (None without two of them)."""
    smooth = np.convolve(profile.astype(np.float64), np.ones(3) / 3, mode="same")
    spacing = max(4, int(SMALLEST * short))
    peaks = []
    values = smooth.copy()
    while values.max() > 0 and values.max() >= _CLEAR_GAP * smooth.max():
        k = int(np.argmax(values))
        peaks.append(k + vertex(smooth[max(k - 1, 0)], smooth[k], smooth[min(k + 1, len(smooth) - 1)]))
        values[max(0, k - spacing):k + spacing + 1] = 0
    if len(peaks) < 2:
        return Comb(smooth, None, None)
    steps = np.diff(np.sort(peaks))
    step, support = float(np.min(steps)), 1
    for candidate in np.sort(steps):
        multiples = np.round(steps / candidate)
        fits = (multiples >= 1) & (np.abs(steps - multiples * candidate) < 0.12 * candidate)
        if fits.mean() >= 0.7:
            step, support = float(np.median(steps[fits] / multiples[fits])), int(fits.sum())
            break
    return Comb(smooth, step, peaks[0], support)


def agreeing(across: Comb, down: Comb) -> tuple[Comb, Comb]:
    """The two axes' spacings made to agree (perspective makes a cell at most ASPECT longer
    one way than the other): the less supported one is taken as a multiple or a part of the
    other, or as the other."""
    if across.step is None or down.step is None:
        return across, down
    if 1 / ASPECT <= down.step / across.step <= ASPECT:
        return across, down
    strong, weak = (across, down) if across.support >= down.support else (down, across)
    assert strong.step is not None and weak.step is not None
    options = [weak.step * k for k in (1, 2, 3, 4)] + [weak.step / k for k in (2, 3, 4)]
    best = min(options, key=lambda v: abs(np.log(v / strong.step)))  # type: ignore[operator]
    step = best if 1 / ASPECT <= best / strong.step <= ASPECT else strong.step
    fixed = Comb(weak.profile, step, None, 0)
    return (strong, fixed) if strong is across else (fixed, strong)


def measuring(gaps: Comb, outline: Comb, step: float) -> Comb:
    """Of the gap lines and the city's outline along one axis, the comb of spacing ``step`` (the
    gaps', when both are): its lines lie on the grid's, so it places the grid."""
    def fits(comb: Comb) -> bool:
        return comb.step is not None and comb.phase is not None and abs(comb.step - step) < 0.1 * step
    return outline if fits(outline) and not fits(gaps) else gaps


def first_grid(turned: FloatArray, across: Comb, down: Comb, width: float, height: float) -> FloatArray:
    """A first grid on the turned mask (grid to turned pixels): the gap lines' spacing and
    place; an axis without clear gaps takes the other's spacing (and, without any gap, the
    city's edge); without any, one tile holds all the sand."""
    x0 = across.placed(width)
    y0 = down.placed(height)
    if x0 is None or y0 is None:  # the city's edge: looked for only then (a whole mask's look)
        ys, xs = np.nonzero(turned > 0.5)
        x0 = float(np.percentile(xs, 1)) if x0 is None else x0
        y0 = float(np.percentile(ys, 1)) if y0 is None else y0
    return np.array([[width, 0.0, x0], [0.0, height, y0], [0.0, 0.0, 1.0]])


def snap(turned: FloatArray, grid: FloatArray) -> FloatArray:
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
        cells = covered_cells(turned, grid)
        size = float(np.sqrt(abs(np.linalg.det(grid[:2, :2]))))
        source, target = matches(sand, grid, cells, int(reach * size) + 1, size, edges)
        if len(source) < 8:
            break
        fitted = fit(source, target)
        if fitted is None:
            break
        near = errors(fitted, source, target) < _SNAP_OUTLIER * size
        refitted = fit(source[near], target[near]) if near.sum() >= 8 else None
        grid = refitted if refitted is not None else fitted
    return grid


def matches(sand: np.ndarray, grid: FloatArray, cells: set[Cell], reach: int, size: float,
             edges: bool, gaps_only: bool = False) -> tuple[FloatArray, FloatArray]:
    """Points on the grid's lines of the city and where the photo has them (only the gaps
    between tiles with ``gaps_only``)."""
    source, vertical, inward = _line_points(cells)
    if len(source) == 0:
        return np.zeros((0, 2)), np.zeros((0, 2))
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
    return sand.reshape(-1).take(rows * width + columns), valid  # by index in the mask laid flat


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


def _line_points(cells: set[Cell]) -> tuple[FloatArray, np.ndarray, np.ndarray]:
    """Points along the grid lines of the city (N x 2, cells), whether each line runs down the
    photo, and on which side of it the city lies (0 on both; 1 towards larger coordinates, -1
    smaller): per cell (in order), its east and south sides, and its west and north sides where
    no cell of the city lies beyond them; five points a side."""
    if not cells:
        return np.zeros((0, 2)), np.zeros(0, bool), np.zeros(0, int)
    ordered = sorted(cells)
    corner = np.array(ordered, np.float64)
    beyond = np.array([[(c + 1, r) in cells, (c, r + 1) in cells, (c - 1, r) in cells, (c, r - 1) in cells]
                       for c, r in ordered])
    along = np.linspace(0.2, 0.8, 5)
    zeros, ones = np.zeros(5), np.ones(5)
    # each side's points in a cell's units, whether it runs down, and its side facing the city
    sides = [(np.column_stack([ones, along]), True, -1), (np.column_stack([along, ones]), False, -1),
             (np.column_stack([zeros, along]), True, 1), (np.column_stack([along, zeros]), False, 1)]
    # per cell, side and point: where it lies
    points = np.stack([corner[:, None, :] + offsets[None] for offsets, _, _ in sides], axis=1)
    down = np.broadcast_to(np.array([v for _, v, _ in sides])[None, :, None], (len(ordered), 4, 5))
    facing = np.array([f for _, _, f in sides])[None, :] * ~beyond  # a side shared with a cell: 0
    kept = np.column_stack([np.ones((len(ordered), 2), bool), ~beyond[:, 2:]])
    chosen = np.repeat(kept[:, :, None], 5, axis=2)
    inward = np.broadcast_to(facing[:, :, None], (len(ordered), 4, 5))
    return points[chosen], down[chosen], inward[chosen]


def _sand_box(sand: FloatArray) -> tuple[tuple[int, int], tuple[int, int]]:
    """The rows and the columns (first, past-last) that hold sand (kept for the last mask asked:
    the finder asks of one mask a hundred times)."""
    global _last_box
    held, box = _last_box  # one tuple, replaced whole: safe for readings in two threads
    if held is sand:
        return box
    rows = np.nonzero(sand.any(axis=1))[0]
    columns = np.nonzero(sand.any(axis=0))[0]
    box = ((0, 1), (0, 1)) if len(rows) == 0 else \
        ((int(rows[0]), int(rows[-1]) + 1), (int(columns[0]), int(columns[-1]) + 1))
    _last_box = (sand, box)
    return box


_last_box: tuple[FloatArray | None, tuple[tuple[int, int], tuple[int, int]]] = (None, ((0, 1), (0, 1)))


def covered_cells(sand: FloatArray, grid: FloatArray) -> set[Cell]:
    """The cells (on the photo) that show enough sand for a tile: in their middle, or along
    the frame just inside their edges (a tile whose art fills its middle)."""
    ys, xs = _sand_box(sand)
    box = np.array([(xs[0], ys[0]), (xs[1], ys[0]), (xs[1], ys[1]), (xs[0], ys[1])], float)
    corners = apply(np.linalg.inv(grid), box)
    if not np.all(np.isfinite(corners)):
        return set()
    low = np.maximum(np.floor(corners.min(axis=0)).astype(int), -60)
    high = np.minimum(np.ceil(corners.max(axis=0)).astype(int), 60)
    columns, rows = np.meshgrid(np.arange(low[0], high[0], dtype=np.float64),
                                np.arange(low[1], high[1], dtype=np.float64), indexing="ij")
    cells = np.column_stack([columns.ravel(), rows.ravel()])  # column by column, as ever
    found: set[Cell] = set()
    for offsets, least in ((_MIDDLE, _COVERED), (_FRAME_BAND, _FRAME)):
        if len(cells) == 0:
            break
        hit = _sandy(sand, grid, cells, offsets, least)
        found.update(zip(cells[hit, 0].astype(int).tolist(), cells[hit, 1].astype(int).tolist(), strict=True))
        cells = cells[~hit]  # a cell whose middle shows sand needs no look at its frame
    return found


def _sandy(sand: FloatArray, grid: FloatArray, cells: FloatArray, offsets: FloatArray, least: float
           ) -> np.ndarray:
    """Whether each cell's points at ``offsets`` (cell units) all lie on the mask and at least
    ``least`` of them on sand. The grid's three rows are summed per cell and per offset apart
    (a cell's point is its corner plus its offset), far fewer products than point by point."""
    height, width = sand.shape
    mapped = []
    for k in range(3):
        base = cells @ grid[k, :2] + grid[k, 2]
        mapped.append(base[:, None] + (offsets @ grid[k, :2])[None, :])
    with np.errstate(divide="ignore", invalid="ignore"):
        xs, ys = mapped[0] / mapped[2], mapped[1] / mapped[2]
    whole = ((xs >= 0) & (ys >= 0) & (xs < width) & (ys < height)).all(axis=1)
    hit = np.zeros(len(cells), bool)
    at = ys[whole].astype(np.intp) * width + xs[whole].astype(np.intp)  # the points in the mask laid flat
    shares = sand.reshape(-1).take(at).mean(axis=1)
    hit[whole] = shares >= least
    return hit


def box_mean(values: FloatArray, size: int) -> FloatArray:
    """The mean over a ``size`` x ``size`` box around every pixel (edges repeated)."""
    half = size // 2
    padded = np.pad(values, [(half + 1, half), (half + 1, half)] + [(0, 0)] * (values.ndim - 2), mode="edge")
    total = padded.cumsum(axis=0)
    del padded
    np.cumsum(total, axis=1, out=total)  # in place, and the sums below too: a photo's peak memory
    box = total[size:, size:] - total[:-size, size:]
    box -= total[size:, :-size]
    box += total[:-size, :-size]
    box /= size * size
    result: FloatArray = box.astype(np.float32, copy=False)
    return result


def around(values: FloatArray, x: int, y: int, dx: int, dy: int) -> tuple[float, float, float]:
    """The values before, at and after (x, y) along (dx, dy), the edge repeated."""
    height, width = values.shape
    before = values[max(0, y - dy), max(0, x - dx)]
    after = values[min(height - 1, y + dy), min(width - 1, x + dx)]
    return float(before), float(values[y, x]), float(after)


def vertex(left: float, middle: float, right: float) -> float:
    """Where the parabola through three equally spaced values peaks, from the middle (-0.5..0.5)."""
    curve = left - 2 * middle + right
    return float(np.clip(0.5 * (left - right) / curve, -0.5, 0.5)) if curve < 0 else 0.0


def touching(cells: set[Cell]) -> list[set[Cell]]:
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


def extent(cells: set[Cell]) -> tuple[Cell, Cell]:
    if not cells:
        raise NoTilesError("no tiles of the game were found in the photo")
    cols, rows = [c for c, _ in cells], [r for _, r in cells]
    return (min(cols), min(rows)), (max(cols), max(rows))


def on_block(cell: Cell, low: Cell, high: Cell, turns: int) -> tuple[int, int]:
    """The block's (col, row) of a cell of the grid, the block spanning the grid's cells from
    ``low`` to ``high`` and lying ``turns`` quarter turns clockwise (its NW corner the grid's
    corner ``turns`` places on from NW, clockwise)."""
    (c, r), (c0, r0), (c1, r1) = cell, low, high
    return ((c - c0, r - r0), (r - r0, c1 - c), (c1 - c, r1 - r), (r1 - r, c - c0))[turns % 4]
