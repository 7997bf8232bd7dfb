"""A photo taken near and slanted (issue 29) seen straight before the block is looked for.

The finder's first grid (``locate``) has one cell size across the photo; a camera near the
table and tilted 30 to 45 degrees shows the near tiles half as large again as the far ones,
and that grid then fits a part of the city only. The tiles' sides are straight lines all the
same, and the two families of them (the grid's two directions) each run towards a vanishing
point. The edges of the sand mask give both: every edge pixel's line (through it, across its
gradient, or across the gradients' mean direction around it: ``WINDOWS``) passes near its
family's point; each point is the one its lines pass nearest
(least squares, the lines far off it weighed less, every line given to the family whose
point it passes nearer, a few rounds). Sending both points to infinity, each along one of
the axes, makes every tile the same size and square up to the width against the height,
which the gaps between the tiles then give (``gridlines.periods``). The finder looks for the
block on the photo so straightened (through the points of each measure of the sides'
directions) and takes the grid back through the same map.

Finding tiles as blobs of sand was tried first: the sand of a tile is a thin frame around its
art, and cutting the mask where two tiles touch cut the frames first.
"""

from __future__ import annotations

from dataclasses import dataclass

import numpy as np
from PIL import Image

from .geometry import FloatArray
from .gridlines import agreeing, box_mean, periods
from .lattice import Matrix, apply

#: At most this many edge pixels decide the vanishing points.
_EDGES = 3000
#: An edge pixel's side is the mean direction of the gradients in a window around it (the
#: structure tensor) this many times the softening's size across (made odd; 0: the pixel's
#: own gradient), each measure giving its own vanishing points (``straightened_all``): a pixel's
#: gradient on the softened mask strays by some degrees, and those strays drew the points near
#: (the cells' sizes, straightened, still differed by a median 1.25 times across the block on
#: 30 strong perspective photos; 1.12 with the window twice the softening), but the grid found
#: on a photo straightened so is not always the better one (on two of 140, half a cell off or
#: half the tiles' size): the finder keeps the one folding the sand sharper (``locate``).
WINDOWS = (0, 2)
#: A window's side is taken where its gradients agree this much (the structure tensor's
#: coherence, 0 to 1: 1 along one straight side, low at corners and in the art).
_COHERENT = 0.9
#: The rounds of reweighing and regrouping the lines.
_ROUNDS = 4
#: A line whose direction misses its point by this much (sine of the angle) weighs half.
_MISS = 0.04
#: The vanishing points lie at least this far from the photo's middle (half its longest sides):
#: a point among the edges would draw the lines near it.
_NEAREST = 1.0
#: The points are first looked for within _TURN (radians) of the tiles' commonest directions
#: from the photo's middle, in _TURN_STEPS and _NEARNESS_STEPS steps each way.
_TURN = np.radians(40.0)
_TURN_STEPS = 20
_NEARNESS_STEPS = 24
#: A photo is straightened only when its tiles, straightened, differ in size by at least this
#: factor from one end of the sand to the other (a photo from farther away is left as it is).
STRONG = 1.3
#: The straightened photo's longest side at most (pixels).
_LARGEST = 1600


@dataclass(frozen=True)
class Straightened:
    """The working photo and its sand mask seen straight, and the map ``to_straight`` from the
    working photo's pixels to theirs."""

    work: np.ndarray
    sand: FloatArray
    to_straight: Matrix

    def back(self, grid: Matrix) -> Matrix:
        """A grid on the straightened photo as a grid on the working photo."""
        matrix: Matrix = np.linalg.inv(self.to_straight) @ grid
        normal: Matrix = matrix / matrix[2, 2]
        return normal


def straightened_all(work: np.ndarray, sand: FloatArray, theta: float) -> list[Straightened]:
    """The photo seen straight through the vanishing points of each of the WINDOWS (``straightened``),
    where the perspective is strong."""
    photos = (straightened(work, sand, theta, window) for window in WINDOWS)
    return [photo for photo in photos if photo is not None]


def straightened(work: np.ndarray, sand: FloatArray, theta: float, window: int = WINDOWS[-1]
                 ) -> Straightened | None:
    """The photo seen straight when it shows its tiles slanted (``theta``: the tiles' sides'
    commonest direction, radians; ``window``: one of the WINDOWS); None when the perspective
    is weak."""
    points = vanishing_points(sand, theta, window)
    if points is None:
        return None
    ys, xs = np.nonzero(sand[::4, ::4] > 0.5)
    if len(xs) < 50:
        return None
    where = np.column_stack([xs, ys]).astype(np.float64) * 4 + 2
    centre = np.median(where, axis=0)
    to_straight = _sending(points, centre)
    if to_straight is None or _spread(to_straight, where) < STRONG:
        return None
    to_straight = _framed(to_straight, where, centre)
    if to_straight is None:
        return None
    size = _size(to_straight, where)
    sand_s = _warped(sand, to_straight, size)
    across, down = agreeing(*periods(sand_s))
    if across.step and down.step:  # the tiles are square: as wide as high
        stretch = np.diag([1.0, across.step / down.step, 1.0])
        framed = _framed(stretch @ to_straight, where, centre)
        if framed is not None:
            to_straight = framed
            size = _size(to_straight, where)
            sand_s = _warped(sand, to_straight, size)
    work_s = np.asarray(_seen(Image.fromarray(work), to_straight, size))
    return Straightened(work_s, (sand_s > 0.5).astype(np.float32), to_straight)


def vanishing_points(sand: FloatArray, theta: float, window: int = WINDOWS[-1]
                     ) -> tuple[FloatArray, FloatArray] | None:
    """The two vanishing points of the tiles' sides (homogeneous, working pixels), the family
    nearer ``theta`` first, the sides' directions measured in ``window`` (one of the WINDOWS);
    None without enough edges."""
    size = max(5, max(sand.shape) // 200) | 1
    soft = box_mean(box_mean(sand, size), size)  # soft enough that the pixel grid's own directions fade
    gy, gx = (np.asarray(g, np.float64) for g in np.gradient(soft))
    ys, xs, normals = _edge_normals(gx, gy, window * size | 1)
    if len(xs) < 100:
        return None
    scale = max(sand.shape) / 2.0
    places = (np.column_stack([xs, ys]) + 0.5 - np.array(sand.shape[::-1]) / 2.0) / scale
    lines = np.column_stack([normals, -(normals * places).sum(axis=1)])
    points = [_searched(lines, places, theta + np.pi / 2), _searched(lines, places, theta)]
    for _ in range(_ROUNDS):
        misses = np.column_stack([_misses(lines, places, p) for p in points])
        first = misses[:, 0] < misses[:, 1]
        for k, family in enumerate((first, ~first)):
            if family.sum() < 20:
                return None
            trust = 1.0 / (1.0 + (misses[family, k] / _MISS) ** 2)
            points[k] = _point(lines[family], places[family], points[k], trust)
    unscale = np.array([[scale, 0.0, sand.shape[1] / 2.0], [0.0, scale, sand.shape[0] / 2.0],
                        [0.0, 0.0, 1.0]])
    return unscale @ points[0], unscale @ points[1]


def _edge_normals(gx: FloatArray, gy: FloatArray, window: int) -> tuple[np.ndarray, np.ndarray, FloatArray]:
    """The edge pixels (at most about _EDGES: rows, columns) and their sides' unit normals, each
    the mean direction of the gradients in a ``window`` (pixels) around it where they agree
    (_COHERENT; a window of one pixel: its own gradient)."""
    xx, xy, yy = (box_mean(np.asarray(v, np.float64), window) for v in (gx * gx, gx * gy, gy * gy))
    angle = 0.5 * np.arctan2(2.0 * xy, xx - yy)
    agree = np.hypot(xx - yy, 2.0 * xy) / np.maximum(xx + yy, 1e-12)
    ys, xs = np.nonzero((np.hypot(gx, gy) > 0.1) & (agree > _COHERENT))
    step = max(1, len(xs) // _EDGES)
    ys, xs = ys[::step], xs[::step]
    normals: FloatArray = np.column_stack([np.cos(angle[ys, xs]), np.sin(angle[ys, xs])]).astype(np.float64)
    return ys, xs, normals


def _searched(lines: FloatArray, places: FloatArray, direction: float) -> FloatArray:
    """The point (normalised photo) that most lines run towards, among points within _TURN of
    ``direction`` from the photo's middle, at least _NEAREST away (or at infinity).

    A candidate (d, n), d a unit heading and n its nearness, is seen from a line's place p
    along d - n p; the line (unit normal m through p) misses it by the sine
    |m·d - n m·p| / |d - n p|, where |d - n p|² = 1 - 2n d·p + n²|p|²: per heading, two
    products a line (m·d, d·p) and the rest by nearness, no candidate-by-line vectors."""
    best, score = np.array([np.cos(direction), np.sin(direction), 0.0]), -1.0
    nearness = np.linspace(-1.0 / _NEAREST, 1.0 / _NEAREST, 2 * _NEARNESS_STEPS + 1)[:, None]
    normals = lines[:, :2]
    across = (normals * places).sum(axis=1)  # m·p
    far = (places * places).sum(axis=1)  # |p|²
    for turn in np.linspace(-_TURN, _TURN, 2 * _TURN_STEPS + 1):
        heading = np.array([np.cos(direction + turn), np.sin(direction + turn)])
        facing, along = normals @ heading, places @ heading  # m·d, d·p
        squared = np.maximum(1.0 - 2.0 * nearness * along + nearness ** 2 * far, 1e-18)
        scores = np.exp(-(facing - nearness * across) ** 2 / (squared * _MISS ** 2)).sum(axis=1)
        k = int(np.argmax(scores))
        if scores[k] > score:
            best, score = np.array([heading[0], heading[1], float(nearness[k, 0])]), float(scores[k])
    point: FloatArray = best / np.linalg.norm(best)
    return point


def _misses(lines: FloatArray, places: FloatArray, point: FloatArray) -> FloatArray:
    """How far each line's direction misses ``point`` seen from its place (sine of the angle)."""
    towards = point[:2][None, :] - point[2] * places
    length = np.maximum(np.hypot(*towards.T), 1e-12)
    miss: FloatArray = np.abs((lines[:, :2] * towards).sum(axis=1)) / length
    return miss


def _point(lines: FloatArray, places: FloatArray, last: FloatArray, trust: FloatArray) -> FloatArray:
    """The point the lines pass nearest, each weighed by ``trust`` and by how far it lies from
    the last point (so that the algebraic error is an angle's)."""
    towards = last[:2][None, :] - last[2] * places
    # a point amid the lines would draw them all
    length = np.maximum(np.hypot(*towards.T), _NEAREST * abs(last[2]))
    weights = trust / length ** 2
    moment = (lines * weights[:, None]).T @ lines
    _, vectors = np.linalg.eigh(moment)
    point: FloatArray = vectors[:, 0]
    return point / np.linalg.norm(point)


def _sending(points: tuple[FloatArray, FloatArray], centre: FloatArray) -> Matrix | None:
    """The map sending the first point to infinity along x, the second along y and ``centre``
    to the origin, the photo's handedness kept."""
    one, two = points
    origin = np.array([centre[0], centre[1], 1.0])
    for a in (1.0, -1.0):
        for b in (1.0, -1.0):
            frame = np.column_stack([a * one, b * two, origin])
            if abs(np.linalg.det(frame)) < 1e-12:
                return None
            matrix = np.linalg.inv(frame)
            if np.linalg.det(_jacobian(matrix, centre)) > 0:
                kept: Matrix = matrix / matrix[2, 2]
                return kept
    return None


def _jacobian(matrix: Matrix, at: FloatArray) -> FloatArray:
    x, y = at
    w = matrix[2, 0] * x + matrix[2, 1] * y + matrix[2, 2]
    u = (matrix[0, 0] * x + matrix[0, 1] * y + matrix[0, 2]) / w
    v = (matrix[1, 0] * x + matrix[1, 1] * y + matrix[1, 2]) / w
    jac: FloatArray = np.array([[matrix[0, 0] - u * matrix[2, 0], matrix[0, 1] - u * matrix[2, 1]],
                                [matrix[1, 0] - v * matrix[2, 0], matrix[1, 1] - v * matrix[2, 1]]]) / w
    return jac


def _spread(matrix: Matrix, where: FloatArray) -> float:
    """How many times larger the straightening makes the sand's pixels at one end than at the
    other (the local scale's 95th against its 5th percentile)."""
    x, y = where.T
    w = matrix[2, 0] * x + matrix[2, 1] * y + matrix[2, 2]
    if np.any(w * w[0] <= 0):
        return 0.0  # the horizon crosses the sand: no plane seen
    local = np.abs(np.linalg.det(matrix) / w ** 3)
    return float(np.sqrt(np.percentile(local, 95) / np.percentile(local, 5)))


def _framed(matrix: Matrix, where: FloatArray, centre: FloatArray) -> Matrix | None:
    """``matrix`` scaled so that the photo's pixels at ``centre`` keep their size, and moved so
    that the sand lies on the picture (at most _LARGEST pixels each way around ``centre``)."""
    local = abs(float(np.linalg.det(_jacobian(matrix / matrix[2, 2], centre))))
    if not np.isfinite(local) or local <= 0:
        return None
    factor = 1.0 / np.sqrt(local)
    seen = apply(matrix, where) * factor
    middle = apply(matrix, centre[None, :])[0] * factor
    if not np.all(np.isfinite(seen)) or not np.all(np.isfinite(middle)):
        return None
    low = np.maximum(np.percentile(seen, 0.5, axis=0), middle - _LARGEST / 2)
    high = np.minimum(np.percentile(seen, 99.5, axis=0), middle + _LARGEST / 2)
    low -= 0.1 * (high - low)
    move = np.array([[factor, 0.0, -low[0]], [0.0, factor, -low[1]], [0.0, 0.0, 1.0]])
    framed: Matrix = move @ (matrix / matrix[2, 2])
    normal: Matrix = framed / framed[2, 2]
    return normal


def _size(matrix: Matrix, where: FloatArray) -> tuple[int, int]:
    """The picture holding the sand seen through ``matrix`` (at most _LARGEST each way)."""
    seen = apply(matrix, where)
    high = np.percentile(seen, 99.5, axis=0)
    margin = 0.1 * float(high.max())
    return int(min(_LARGEST, high[0] + margin)), int(min(_LARGEST, high[1] + margin))


def _warped(values: FloatArray, to_straight: Matrix, size: tuple[int, int]) -> FloatArray:
    """A mask seen through ``to_straight`` at ``size`` (0 outside the photo)."""
    image = Image.fromarray(np.ascontiguousarray(values, np.float32), "F")
    warped: FloatArray = np.asarray(_seen(image, to_straight, size), np.float32)
    return warped


def _seen(image: Image.Image, to_straight: Matrix, size: tuple[int, int]) -> Image.Image:
    back = np.linalg.inv(to_straight)
    back = back / back[2, 2]
    return image.transform(size, Image.Transform.PERSPECTIVE, tuple(back.ravel()[:8]),
                           Image.Resampling.BILINEAR)
