"""Rectification maths: the block homography and bilinear sampling (alhambra_gui.photo.geometry)."""

from __future__ import annotations

import math

import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from alhambra_gui.photo.errors import CornersError
from alhambra_gui.photo.geometry import Corners, Homography, bilinear, sample


@st.composite
def convex_blocks(draw):
    """A grid size and the corners of a plausible photographed block (perspective, turned)."""
    cols = draw(st.integers(1, 12))
    rows = draw(st.integers(1, 12))
    cell = draw(st.floats(20, 400))
    turn = math.radians(draw(st.floats(-15, 15)))
    jitter = [draw(st.floats(-0.15, 0.15)) * cell for _ in range(8)]
    base = [(0, 0), (cols * cell, 0), (cols * cell, rows * cell), (0, rows * cell)]
    points = []
    for k, (x, y) in enumerate(base):
        x, y = x + jitter[2 * k], y + jitter[2 * k + 1]
        cos, sin = math.cos(turn), math.sin(turn)
        points.append((1000 + x * cos - y * sin, 800 + x * sin + y * cos))
    return cols, rows, Corners(*points)


@settings(max_examples=60, deadline=None)
@given(convex_blocks())
def test_the_homography_takes_the_grid_corners_to_the_photo_corners(block):
    cols, rows, corners = block
    h = Homography.from_corners(corners, cols, rows)
    for (u, v), expected in zip([(0, 0), (cols, 0), (cols, rows), (0, rows)], corners.points, strict=True):
        assert h.point(u, v) == pytest.approx(expected, abs=1e-3)


@settings(max_examples=40, deadline=None)
@given(convex_blocks(), st.floats(0, 1), st.floats(0, 1))
def test_straight_grid_lines_stay_straight(block, s, t):
    """A projective map keeps collinear points collinear: the cell corners on one grid line."""
    cols, rows, corners = block
    h = Homography.from_corners(corners, cols, rows)
    u = s * cols
    a, b, c = (np.array(h.point(u, v)) for v in (0.0, t * rows, float(rows)))
    cross = (b - a)[0] * (c - a)[1] - (b - a)[1] * (c - a)[0]
    assert abs(cross) <= 1e-6 * np.linalg.norm(c - a) ** 2 + 1e-3


def test_a_known_perspective_is_recovered():
    """Corners made by a known homography give back that homography (up to scale)."""
    truth = np.array([[376.3, -18.3, 775.1], [9.4, 359.6, 521.5], [0.0026, -0.0078, 1.0]])
    grid = np.array([[0, 0, 1], [5, 0, 1], [5, 5, 1], [0, 5, 1]], float).T
    mapped = truth @ grid
    corners = Corners(*[(float(x), float(y)) for x, y in (mapped[:2] / mapped[2]).T])
    found = np.array(Homography.from_corners(corners, 5, 5).matrix)
    assert found == pytest.approx(truth, rel=1e-6, abs=1e-9)


def test_sampling_reads_pixel_centres_in_continuous_coordinates():
    """Pixel (i, j) covers [i, i+1) x [j, j+1): a ramp image sampled through the identity."""
    height, width = 40, 60
    ys, xs = np.mgrid[0:height, 0:width].astype(np.float32)
    image = np.stack([xs, ys, xs + ys], axis=-1)
    frame = Corners((0, 0), (width, 0), (width, height), (0, height))
    identity = Homography.from_corners(frame, width, height)
    patch = sample(image, identity, (10, 5, 30, 25), (20, 20))
    assert patch[0, 0] == pytest.approx([10.0, 5.0, 15.0])
    assert patch[19, 19] == pytest.approx([29.0, 24.0, 53.0])
    half = sample(image, identity, (10, 5, 30, 25), (40, 40))  # points between centres interpolate
    assert half[0, 1, 0] == pytest.approx(10.25)


def test_bilinear_clamps_outside_the_image():
    image = np.arange(12, dtype=np.float32).reshape(3, 4, 1)
    values = bilinear(image, np.array([-5.0, 10.0], np.float32), np.array([-5.0, 10.0], np.float32))
    assert values[:, 0] == pytest.approx([0.0, 11.0])


def test_cell_size_is_the_shortest_cell_side():
    corners = Corners((0, 0), (400, 0), (400, 150), (0, 150))
    assert Homography.from_corners(corners, 4, 3).cell_size(4, 3) == pytest.approx(50.0)


@pytest.mark.parametrize("values", [[1, 2, 3], [0] * 9, [0, 0, 1, 0, float("nan"), 1, 0, 1]])
def test_malformed_corner_lists_are_refused(values):
    with pytest.raises(CornersError):
        Corners.from_flat(values)


@pytest.mark.parametrize("points", [
    [(0, 0), (10, 0), (0, 10), (10, 10)],  # NW, NE, SW, SE: the order crosses itself
    [(0, 0), (10, 0), (10, 0), (0, 10)],   # two corners in one place
    [(0, 0), (10, 0), (1, 1), (0, 10)],    # a dent
])
def test_corners_that_do_not_span_a_convex_block_are_refused(points):
    with pytest.raises(CornersError, match=r"NW, NE, SE, SW|quadrilateral"):
        Homography.from_corners(Corners(*points), 3, 3)


def test_corners_come_as_four_points():
    assert Corners.from_points([(0, 0), (4, 0), (4, 3), (0, 3)]).se == (4.0, 3.0)
    with pytest.raises(CornersError, match="4 corners"):
        Corners.from_points([(0, 0), (4, 0), (4, 3)])
