"""The grid of a city fitted to points seen on the photo: a homography by least squares
(direct linear transform) and RANSAC, from grid coordinates (cells) to photo pixels.

Written here on numpy, not taken from OpenCV (``cv2.findHomography``): OpenCV would add
about 150 MB to the app bundle for these few lines (see CONTRIBUTING.md, Dependencies).
"""

from __future__ import annotations

import numpy as np

from .geometry import FloatArray

Matrix = FloatArray
#: RANSAC stops once this share of the points agrees with one model.
_ENOUGH = 0.9
#: RANSAC's rounds fitted and scored together.
_BATCH = 32


def fit_homography(grid: FloatArray, photo: FloatArray) -> Matrix | None:
    """The homography taking ``grid`` points (N x 2) to ``photo`` points by least squares on
    normalised coordinates (Hartley); None when the points do not fix one."""
    if len(grid) < 4:
        return None
    source, t_source = _normalised(grid)
    target, t_target = _normalised(photo)
    u, v = source[:, 0], source[:, 1]
    x, y = target[:, 0], target[:, 1]
    rows = np.zeros((max(2 * len(source), 9), 9))  # the null vector is the last of nine singular vectors
    rows[0:2 * len(source):2, :3] = np.column_stack([-u, -v, -np.ones(len(u))])
    rows[0:2 * len(source):2, 6:] = np.column_stack([u * x, v * x, x])
    rows[1:2 * len(source):2, 3:6] = np.column_stack([-u, -v, -np.ones(len(u))])
    rows[1:2 * len(source):2, 6:] = np.column_stack([u * y, v * y, y])
    _, singular, vt = np.linalg.svd(rows, full_matrices=False)
    if singular[-2] < 1e-9 * singular[0]:
        return None
    h = vt[-1].reshape(3, 3)
    matrix: Matrix = np.linalg.inv(t_target) @ h @ t_source
    if abs(matrix[2, 2]) < 1e-12:
        return None
    normal: Matrix = matrix / matrix[2, 2]
    return normal


def fit_affine(grid: FloatArray, photo: FloatArray) -> Matrix | None:
    """The affine map (as a 3 x 3 matrix) taking ``grid`` points to ``photo`` points by least
    squares; None when the points do not fix one."""
    if len(grid) < 3:
        return None
    design = np.column_stack([grid, np.ones(len(grid))])
    solution, _, rank, _ = np.linalg.lstsq(design, photo, rcond=None)
    if rank < 3:
        return None
    matrix: Matrix = np.vstack([solution.T, [0.0, 0.0, 1.0]])
    return matrix


def ransac_homography(grid: FloatArray, photo: FloatArray, threshold: float, rounds: int = 300,
                      seed: int = 0) -> tuple[Matrix | None, np.ndarray]:
    """The homography most points agree with (within ``threshold`` photo pixels), refitted on
    them, and which points those are. The rounds' samples are drawn one by one as ever; their
    models are fitted and scored a batch at a time (_BATCH), and looked at in order."""
    count = len(grid)
    if count < 4:
        return None, np.zeros(count, bool)
    rng = np.random.default_rng(seed)
    best = np.zeros(count, bool)
    left = rounds if count > 4 else 1
    while left > 0:
        batch = min(left, _BATCH)
        left -= batch
        samples = np.array([rng.choice(count, 4, replace=False) if count > 4 else np.arange(4)
                            for _ in range(batch)])
        models, fitted = _fit_fours(grid[samples], photo[samples])
        for agree in _batch_errors(models[fitted], grid, photo) < threshold:
            if agree.sum() > best.sum():
                best = agree
                if best.mean() >= _ENOUGH:  # nearly all agree: more rounds would find no better
                    left = 0
                    break
    if best.sum() < 4:
        return fit_homography(grid, photo), np.ones(count, bool)
    return fit_homography(grid[best], photo[best]), best


def _fit_fours(grid: FloatArray, photo: FloatArray) -> tuple[FloatArray, np.ndarray]:
    """``fit_homography`` of each of K samples of four points (K x 4 x 2 each): the K models
    and which of them were fixed (the others are left as they came out)."""
    source, t_source = _normalised_each(grid)
    target, t_target = _normalised_each(photo)
    u, v, x, y = source[..., 0], source[..., 1], target[..., 0], target[..., 1]
    one, zero = np.ones_like(u), np.zeros_like(u)
    rows = np.zeros((len(grid), 9, 9))  # the null vector is the last of nine singular vectors
    rows[:, 0:8:2] = np.stack([-u, -v, -one, zero, zero, zero, u * x, v * x, x], axis=-1)
    rows[:, 1:8:2] = np.stack([zero, zero, zero, -u, -v, -one, u * y, v * y, y], axis=-1)
    _, singular, vt = np.linalg.svd(rows, full_matrices=False)
    fixed = singular[:, -2] >= 1e-9 * singular[:, 0]
    matrices = np.linalg.inv(t_target) @ vt[:, -1].reshape(-1, 3, 3) @ t_source
    corner = matrices[:, 2, 2]
    fixed &= np.abs(corner) >= 1e-12
    with np.errstate(divide="ignore", invalid="ignore"):
        models: FloatArray = matrices / corner[:, None, None]
    return models, fixed


def _normalised_each(points: FloatArray) -> tuple[FloatArray, FloatArray]:
    """``_normalised`` of each of K point sets (K x N x 2): the moved points and the K maps."""
    centre = points.mean(axis=1)
    spread = np.mean(np.hypot(*np.moveaxis(points - centre[:, None], -1, 0)), axis=1)
    scale = np.sqrt(2.0) / np.where(spread > 0, spread, 1.0)
    matrices = np.zeros((len(points), 3, 3))
    matrices[:, 0, 0] = matrices[:, 1, 1] = scale
    matrices[:, 0, 2], matrices[:, 1, 2] = -scale * centre[:, 0], -scale * centre[:, 1]
    matrices[:, 2, 2] = 1.0
    moved: FloatArray = points * scale[:, None, None] - (scale[:, None] * centre)[:, None]
    return moved, matrices


def _batch_errors(models: FloatArray, grid: FloatArray, photo: FloatArray) -> FloatArray:
    """``errors`` of K models at once (K x N)."""
    homogeneous = np.column_stack([grid, np.ones(len(grid))]) @ np.swapaxes(models, 1, 2)
    with np.errstate(divide="ignore", invalid="ignore"):
        mapped = homogeneous[..., :2] / homogeneous[..., 2:3]
        distance: FloatArray = np.hypot(*np.moveaxis(mapped - photo, -1, 0))
    return distance


def errors(matrix: Matrix, grid: FloatArray, photo: FloatArray) -> FloatArray:
    """How far (photo pixels) each grid point lands from its photo point."""
    mapped = apply(matrix, grid)
    distance: FloatArray = np.hypot(*(mapped - photo).T)
    return distance


def apply(matrix: Matrix, points: FloatArray) -> FloatArray:
    """Points (N x 2) through the homography."""
    homogeneous = np.column_stack([points, np.ones(len(points))]) @ matrix.T
    with np.errstate(divide="ignore", invalid="ignore"):  # a point on the horizon: inf, never a warning
        mapped: FloatArray = homogeneous[:, :2] / homogeneous[:, 2:3]
    return mapped


def _normalised(points: FloatArray) -> tuple[FloatArray, Matrix]:
    """The points moved to their centroid and scaled to a mean distance of sqrt(2), and that map."""
    centre = points.mean(axis=0)
    spread = float(np.mean(np.hypot(*(points - centre).T))) or 1.0
    scale = np.sqrt(2.0) / spread
    matrix = np.array([[scale, 0.0, -scale * centre[0]], [0.0, scale, -scale * centre[1]], [0.0, 0.0, 1.0]])
    return apply(matrix, points), matrix
