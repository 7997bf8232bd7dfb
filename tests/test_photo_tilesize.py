"""Which grid tried has one tile a cell (``tilesize``): among grids of about one size, folding
decides; a grid a multiple of it does not win for folding a little more sharply."""

from __future__ import annotations

import numpy as np

from alhambra_gui.photo.tilesize import Tried, cell_side, mean_side, of_one_size, rivals

BLOCK = {(c, r) for c in range(4) for r in range(3)}


def tried(across: float, down: float, sharpness: float, cells: set[tuple[int, int]] = BLOCK) -> Tried:
    grid = np.array([[across, 0.0, 10.0], [0.0, down, 20.0], [0.0, 0.0, 1.0]])
    return sharpness, cell_side(grid, cells), grid, cells


def test_the_sides_of_a_grids_cells_are_measured_across_and_down():
    grid = tried(114.0, 90.0, 0.1)[2]
    assert cell_side(grid, BLOCK) == 114.0
    assert np.isclose(mean_side(grid, BLOCK), np.sqrt(114.0 * 90.0))


def test_an_oblong_grid_narrower_across_does_not_win_over_a_sharper_grid_of_about_its_size():
    # sparse validation photo 3009: the city's outline gave a grid of 114 x 90 px cells folding
    # 0.10, the gaps one of 115 x 113 folding 0.16; the first, narrower across, was taken as
    # the smaller, and the block came out 7 x 10 instead of 7 x 7 (no fountain found)
    oblong, square = tried(113.8, 90.3, 0.098), tried(114.6, 113.4, 0.163)
    assert of_one_size([oblong, square]) is square
    assert of_one_size([square, oblong]) is square


def test_a_sharper_grid_just_larger_than_the_smallest_is_one_tile_measured_better():
    # rough validation photo 3005: 84 x 105 px folding 0.08 (taken) beside 117 x 121 folding 0.11
    small, larger = tried(83.9, 105.3, 0.081), tried(117.4, 120.7, 0.106)
    assert of_one_size([small, larger]) is larger


def test_a_grid_of_two_tiles_a_cell_does_not_win_for_folding_a_little_more_sharply():
    one = tried(114.0, 113.0, 0.16)
    double = tried(228.0, 226.0, 0.17, {(c, r) for c in range(2) for r in range(2)})
    assert of_one_size([double, one]) is one


def test_the_smallest_grid_taken_is_a_rival_when_a_sharper_one_of_about_its_size_is_chosen():
    # rough tuning photo 1007: 123 px folding 0.16 was chosen over 104 px folding 0.10; the
    # badges fixed the first to a drifted grid, the second to the tiles' own (``locate``)
    sand = np.zeros((600, 800), np.float32)
    chosen, smallest = tried(122.9, 121.0, 0.16), tried(103.9, 104.0, 0.10)
    found = rivals(sand, [chosen, smallest])
    assert len(found) == 2 and found[0] is chosen and found[1] is smallest
    alone = rivals(sand, [chosen])
    assert len(alone) == 1 and alone[0] is chosen
