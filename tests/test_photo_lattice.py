"""The grid fitted to points seen on a photo (``photo.lattice``): RANSAC keeps the homography
most points agree with, its rounds fitted a batch at a time exactly as one by one; and the
search for a vanishing point (``photo.perspective``) scores its candidates as their definition
says."""

from __future__ import annotations

import numpy as np
import pytest

from alhambra_gui.photo import lattice, perspective

TRUE = np.array([[52.0, 6.0, 100.0], [3.0, 47.0, 80.0], [1e-3, 2e-3, 1.0]])


def seen(count: int, outliers: float, seed: int) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
    """Grid points, where a photo shows them (a pixel's noise, some far off), which are off."""
    rng = np.random.default_rng(seed)
    grid = rng.integers(0, 10, (count, 2)).astype(float)
    photo = lattice.apply(TRUE, grid) + rng.normal(0.0, 0.5, (count, 2))
    off = rng.random(count) < outliers
    photo[off] += rng.choice([-1.0, 1.0], (off.sum(), 2)) * rng.uniform(40.0, 90.0, (off.sum(), 2))
    return grid, photo, off


@pytest.mark.parametrize("seed", range(6))
def test_ransac_keeps_the_points_that_agree_and_their_homography(seed):
    grid, photo, off = seen(60, 0.3, seed)
    model, agree = lattice.ransac_homography(grid, photo, 3.0)
    assert model is not None
    assert not (agree & off).any() and agree[~off].mean() >= 0.9  # no point far off agrees
    assert np.abs(lattice.apply(model, grid[~off]) - lattice.apply(TRUE, grid[~off])).max() < 1.5


def test_a_batch_of_rounds_fits_each_sample_as_fitting_it_alone_does():
    grid, photo, _ = seen(40, 0.2, 7)
    rng = np.random.default_rng(1)
    samples = np.array([rng.choice(len(grid), 4, replace=False) for _ in range(50)])
    samples[3] = [0, 0, 1, 2]  # a point twice: no homography
    models, fixed = lattice._fit_fours(grid[samples], photo[samples])
    for sample, model, ok in zip(samples, models, fixed, strict=True):
        alone = lattice.fit_homography(grid[sample], photo[sample])
        assert ok == (alone is not None)
        if ok:
            assert np.allclose(model, alone, rtol=1e-9, atol=1e-12)
    errors = lattice._batch_errors(models[fixed], grid, photo)
    for model, found in zip(models[fixed], errors, strict=True):
        assert np.allclose(found, lattice.errors(model, grid, photo), rtol=1e-9)


def test_four_points_on_one_line_among_the_rest_do_not_stop_it():
    grid, photo, _ = seen(30, 0.0, 3)
    line = np.array([[0.0, 0.0], [1.0, 1.0], [2.0, 2.0], [3.0, 3.0]])
    grid, photo = np.vstack([line, grid]), np.vstack([lattice.apply(TRUE, line), photo])
    model, agree = lattice.ransac_homography(grid, photo, 3.0)
    assert model is not None and agree.mean() >= 0.9


def searched_by_definition(lines, places, direction):
    """Each candidate (heading, nearness) scored from the vectors it is defined by."""
    best, score = None, -1.0
    nearness = np.linspace(-1.0 / perspective._NEAREST, 1.0 / perspective._NEAREST,
                           2 * perspective._NEARNESS_STEPS + 1)
    for turn in np.linspace(-perspective._TURN, perspective._TURN, 2 * perspective._TURN_STEPS + 1):
        for near in nearness:
            candidate = np.array([np.cos(direction + turn), np.sin(direction + turn), near])
            towards = candidate[:2] - near * places
            length = np.maximum(np.hypot(*towards.T), 1e-9)
            miss = np.abs((lines[:, :2] * towards).sum(axis=1)) / length
            found = np.exp(-(miss / perspective._MISS) ** 2).sum()
            if found > score:
                best, score = candidate, found
    return best / np.linalg.norm(best)


def test_the_vanishing_point_search_scores_candidates_as_defined():
    rng = np.random.default_rng(5)
    places = rng.uniform(-1.0, 1.0, (300, 2))
    towards = np.array([0.3, 1.8]) - places  # most lines run to one point
    towards[:60] = rng.normal(size=(60, 2))
    normals = np.column_stack([-towards[:, 1], towards[:, 0]]) / np.hypot(*towards.T)[:, None]
    lines = np.column_stack([normals, -(normals * places).sum(axis=1)])
    found = perspective._searched(lines, places, np.pi / 2)
    assert np.allclose(found, searched_by_definition(lines, places, np.pi / 2), atol=1e-12)
