"""Rectification maths: the block's homography and bilinear sampling through it.

Grid coordinates ``(u, v)`` count cells from the block's NW corner (``u`` east, ``v``
south, fractions allowed). Photo coordinates are continuous pixels: the image's top-left
corner is (0, 0) and pixel (i, j) covers [i, i+1) x [j, j+1), so its centre is
(i + 0.5, j + 0.5).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

import numpy as np
from numpy.typing import NDArray

from .errors import CornersError

Point = tuple[float, float]
FloatArray = NDArray[np.floating[Any]]


@dataclass(frozen=True)
class Corners:
    """The block's outer corners in photo pixels, in the order NW, NE, SE, SW."""

    nw: Point
    ne: Point
    se: Point
    sw: Point

    @classmethod
    def from_flat(cls, values: Sequence[float]) -> Corners:
        """``[x1, y1, ..., x4, y4]`` as the command line gives them."""
        if len(values) != 8:
            raise CornersError(f"the corners need 8 numbers (x,y for NW, NE, SE, SW), got {len(values)}")
        if not all(np.isfinite(v) for v in values):
            raise CornersError("the corners must be finite numbers")
        points = [(float(values[i]), float(values[i + 1])) for i in range(0, 8, 2)]
        return cls(*points)

    @classmethod
    def from_points(cls, points: Sequence[Point]) -> Corners:
        """Four ``(x, y)`` points in the order NW, NE, SE, SW."""
        if len(points) != 4:
            raise CornersError(f"a block has 4 corners (NW, NE, SE, SW), got {len(points)}")
        return cls.from_flat([float(v) for point in points for v in point])

    @property
    def points(self) -> tuple[Point, Point, Point, Point]:
        return (self.nw, self.ne, self.se, self.sw)

    def scaled(self, factor: float, origin: Point = (0.0, 0.0)) -> Corners:
        """These corners in an image scaled by ``factor`` and then cropped at ``origin``."""
        moved = [(x * factor - origin[0], y * factor - origin[1]) for x, y in self.points]
        return Corners(*moved)


@dataclass(frozen=True)
class Homography:
    """A 3x3 projective map from grid coordinates to photo pixels."""

    matrix: tuple[tuple[float, float, float], tuple[float, float, float], tuple[float, float, float]]

    @classmethod
    def from_corners(cls, corners: Corners, cols: int, rows: int) -> Homography:
        """The map taking (0,0), (cols,0), (cols,rows), (0,rows) to NW, NE, SE, SW."""
        grid = ((0.0, 0.0), (float(cols), 0.0), (float(cols), float(rows)), (0.0, float(rows)))
        _check_convex(corners)
        system = np.zeros((8, 8))
        target = np.zeros(8)
        for k, ((u, v), (x, y)) in enumerate(zip(grid, corners.points, strict=True)):
            system[2 * k] = (u, v, 1.0, 0.0, 0.0, 0.0, -u * x, -v * x)
            system[2 * k + 1] = (0.0, 0.0, 0.0, u, v, 1.0, -u * y, -v * y)
            target[2 * k], target[2 * k + 1] = x, y
        try:
            h = np.linalg.solve(system, target)
        except np.linalg.LinAlgError:
            raise CornersError("the four corners do not span a quadrilateral") from None
        return cls(((float(h[0]), float(h[1]), float(h[2])), (float(h[3]), float(h[4]), float(h[5])),
                    (float(h[6]), float(h[7]), 1.0)))

    def apply(self, u: FloatArray, v: FloatArray) -> tuple[FloatArray, FloatArray]:
        """Photo pixel coordinates (double precision) of the grid points ``(u, v)``, arrays of one shape."""
        m = self.matrix
        u, v = np.asarray(u, np.float64), np.asarray(v, np.float64)
        w = m[2][0] * u + m[2][1] * v + m[2][2]
        x: FloatArray = (m[0][0] * u + m[0][1] * v + m[0][2]) / w
        y: FloatArray = (m[1][0] * u + m[1][1] * v + m[1][2]) / w
        return x, y

    def point(self, u: float, v: float) -> Point:
        x, y = self.apply(np.array([u]), np.array([v]))
        return float(x[0]), float(y[0])

    def cell_size(self, cols: int, rows: int) -> float:
        """The shortest cell side in photo pixels (the block's sides divided evenly)."""
        u = np.array([0, cols, cols, 0], np.float32)
        v = np.array([0, 0, rows, rows], np.float32)
        x, y = self.apply(u, v)
        sides = np.hypot(np.diff(np.append(x, x[0])), np.diff(np.append(y, y[0])))
        return float(min(sides[0] / cols, sides[2] / cols, sides[1] / rows, sides[3] / rows))


def _check_convex(corners: Corners) -> None:
    pts = np.array(corners.points)
    edges = np.roll(pts, -1, axis=0) - pts
    nxt = np.roll(edges, -1, axis=0)
    cross = edges[:, 0] * nxt[:, 1] - edges[:, 1] * nxt[:, 0]
    # Clockwise on the photo (y grows downwards): the other way round is the city mirrored,
    # which no camera shows.
    if not np.all(cross > 0):
        raise CornersError("the corners must be given clockwise in the order NW, NE, SE, SW "
                           "around a convex block")


def sample(image: FloatArray, homography: Homography, box: tuple[float, float, float, float],
           size: tuple[int, int]) -> FloatArray:
    """The grid region ``box`` = (u0, v0, u1, v1) sampled at ``size`` = (width, height).

    Output pixel (i, j) is the bilinear interpolation of the photo at the grid point of its
    centre. Points outside the photo take the nearest edge pixel.
    """
    u0, v0, u1, v1 = box
    width, height = size
    us = u0 + (np.arange(width, dtype=np.float32) + 0.5) * ((u1 - u0) / width)
    vs = v0 + (np.arange(height, dtype=np.float32) + 0.5) * ((v1 - v0) / height)
    uu, vv = np.meshgrid(us, vs)
    x, y = homography.apply(uu, vv)
    return bilinear(image, x - 0.5, y - 0.5)


def bilinear(image: FloatArray, x: FloatArray, y: FloatArray) -> FloatArray:
    """``image`` read at array positions (x = column, y = row; integers are pixel centres).

    The four neighbours are taken by their index in the image's pixels laid flat (``take``: a
    gather several times faster than indexing by rows and columns), each weight worked out once;
    what is no longer needed goes before the last sums (a block's peak memory)."""
    h, w = image.shape[:2]
    x = np.clip(x, 0.0, w - 1.0)
    y = np.clip(y, 0.0, h - 1.0)
    x0 = np.minimum(x.astype(np.intp), max(w - 2, 0))
    y0 = np.minimum(y.astype(np.intp), max(h - 2, 0))
    fx = (x - x0)[..., None]
    fy = (y - y0)[..., None]
    del x, y
    x1 = np.minimum(x0 + 1, w - 1)
    y1 = np.minimum(y0 + 1, h - 1)
    y0 *= w  # each row's first pixel in the flat pixels
    y1 *= w
    flat = image.reshape(h * w, *image.shape[2:])
    gx = 1 - fx
    top = flat.take(y0 + x0, axis=0) * gx + flat.take(y0 + x1, axis=0) * fx
    bottom = flat.take(y1 + x0, axis=0) * gx + flat.take(y1 + x1, axis=0) * fx
    del x0, x1, y0, y1, fx, gx
    result: FloatArray = (top * (1 - fy) + bottom * fy).astype(np.float32)
    return result
