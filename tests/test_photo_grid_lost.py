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
