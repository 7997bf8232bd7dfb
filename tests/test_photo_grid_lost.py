"""Painted photos whose whole grid was lost (issue 29: a photo whose block is not found or whose
grid lies off reads 0 % of its tiles exact). Seeds of the validation set (3000-3019), each the
photo that showed the cause."""

from __future__ import annotations

import numpy as np

from alhambra_gui.photo import read_city
from alhambra_gui.photo.locate import find_block

from .photo_found import Truth, compare
from .photo_scene import render_scene
from .photo_sets import options

GLARE = "glare over the tiles"
ROUGH = "rough: blur 1.5 px, noise, JPEG 60, cast 0.2, shifts 3.5 %, twists 3°"
FEW = "5–10-tile cities"


def painted(condition: str, seed: int):
    tiles, given = options(condition, seed)
    return render_scene(seed, tiles, **given)


def read(scene):
    truth = Truth(list(scene.corners), scene.cols, scene.rows, scene.cells, scene.fountain)
    return compare(truth, read_city(scene.photo.astype(np.float32)))


def test_a_stray_tile_below_a_small_city_does_not_push_its_block_off_the_photo():
    # A stray tile lies just below the city's south-west tile: taken for a part of the city it
    # made the block a row taller, one of its cells off the photo, and the reading was refused.
    scene = painted(FEW, 3017)
    found = find_block(scene.photo.astype(np.float32))
    assert (found.cols, found.rows) == (scene.cols, scene.rows)


def test_of_two_rival_grids_fixed_the_one_leaving_the_sand_outside_its_city_is_not_taken():
    # A glare cut the city: of the two rival grids the badges fixed, one folded the sand 0.39 on
    # the 9 cells of a part of it (leaving 0.44 of the sand outside), the other 0.28 on the whole
    # city's 15 (leaving 0.01); the sharper was taken, and the photo read as two cities.
    counts = read(painted(GLARE, 3005))
    assert counts.fountains == 1 and counts.exact >= 12


def test_a_finer_rival_grid_is_not_taken_for_leaving_less_sand_outside():
    # On a rough photo the finer of two rival grids fixed (cells 78 px, the tiles 113) left less
    # sand outside its city (it covers more cells in part) than the other (110 px): taken, it
    # proposed 11 buildings, every one wrong; the grid of the tiles' size is read doubted.
    counts = read(painted(ROUGH, 3005))
    assert counts.wrong == 0


def test_the_badges_refit_of_a_few_cells_does_not_drift_from_the_grid_it_was_handed():
    # A glare left 7 cells covered: each of the refit's two passes kept near the grid before it,
    # together they made the cells 0.7 as large (105 px to 73) and the block was 2 x 4 of 7 x 4.
    counts = read(painted(GLARE, 3019))
    assert counts.fountains == 1 and counts.exact >= 12


def test_a_small_citys_grid_is_placed_by_its_outline_where_no_gaps_measure_its_spacing():
    # Cities of 7 and 8 tiles laid close showed no gap lines across and a few stray ones down
    # (their art's): the grid of the outline's spacing was placed on those, a quarter of a cell
    # off, the badges could not fix it, and the block was found a row too tall (5 x 4 of 4 x 4,
    # 3 x 5 of 3 x 4), its fountain lost. Seeds of the sets 6000 and 7000.
    for seed in (6011, 7010):
        scene = painted(FEW, seed)
        found = find_block(scene.photo.astype(np.float32))
        assert (found.cols, found.rows) == (scene.cols, scene.rows)


def test_a_grid_folding_blurred_is_tried_a_little_larger_and_smaller():
    # The gap lines measured a part of a tile (47 px, the tiles 111; 28 px, the tiles 105) and no
    # spacing tried lay near the tiles': the grid chosen (94 px, 96 px) folded 0.07 and 0.06 and
    # the block came out 5 x 8 of 6 x 5 and 4 x 4 of 3 x 3, the fountain lost. Seeds of the sets
    # 8000.
    for condition, seed in ((ROUGH, 8017), (FEW, 8011)):
        counts = read(painted(condition, seed))
        assert counts.fountains == 1 and counts.wrong == 0


def test_a_grid_leaving_much_sand_outside_is_placed_by_the_citys_outline_too():
    # A rough photo's art showed lines a quarter of a tile apart (30 px, the tiles 129): the grid
    # of the outline's spacing placed on them lay a third of a cell off, leaving 0.32 of the sand
    # outside its city, and the fountain was read two cells off, 7 buildings wrong. A seed of
    # the set 6000.
    counts = read(painted(ROUGH, 6019))
    assert counts.fountains == 1 and counts.wrong == 0


def test_a_small_citys_badges_are_refitted_with_the_gaps_between_its_tiles_too():
    # A 6-cell city's five badges (all at one place of their cells) fitted a homography that
    # swung wild between them: the grid of 113 px became one of 149 px folding the sand -0.07
    # (0.29 before), the half-cell check moved it, and the block was 2 x 3 of 4 x 3, read as a
    # part. That refit is refused (it folds no more than by chance), and the badges fitted with
    # the gaps between the tiles too give a grid of 119 px folding 0.32.
    scene = painted(FEW, 3005)
    found = find_block(scene.photo.astype(np.float32))
    assert (found.cols, found.rows) == (scene.cols, scene.rows)
    counts = read(scene)
    assert counts.fountains == 1 and counts.exact >= 4 and counts.wrong == 0


def test_a_small_citys_refit_folding_the_sand_no_more_than_by_chance_is_refused():
    # A 6-cell city's badges refitted its grid of 102 px to 83 px, folding the sand 0.04 where it
    # folded 0.27; the rival then taken left a fifth of the sand outside, the photo straightened
    # gave a grid of 29 px, and the reading was refused ("64 cells look like tiles"). Its block is
    # found the city's size now, and read never wrongly without doubt (with photo36's straightening
    # too, its fountain found and 4 of its 5 tiles exact). A seed of the set 7000.
    scene = painted(FEW, 7013)
    found = find_block(scene.photo.astype(np.float32))
    assert (found.cols, found.rows) == (scene.cols, scene.rows)
    counts = read(scene)
    assert counts.silent == 0 and (counts.doubted == 1 or counts.fountains == 1)
