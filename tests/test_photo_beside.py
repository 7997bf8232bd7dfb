"""Tiles the block finder left beside the block (issue 29): the finder sees tiles by their sand,
and a glare washing a tile's sand out hides it from the finder; the cells' own reading (a
washed-out tile keeps its art's fine detail) still sees it, and the reading is doubted, never a
city a column short without doubt."""

from __future__ import annotations

import numpy as np

from alhambra_gui.photo import read_city
from alhambra_gui.photo import reading as reading_module
from alhambra_gui.photo.geometry import Corners, Homography
from alhambra_gui.photo.locate import Found
from alhambra_gui.photo.pipeline import observe

from .photo_scene import render_scene
from .photo_sets import options


def _scene():
    # A glare over a tile of the city's east column, beside a tile of the column west of it.
    tiles, given = options("glare over the tiles", 1101)
    return render_scene(1101, tiles, **given)


def _short(scene) -> Found:
    """The scene's block without its east column, as a finder blind to that column finds it."""
    homography = Homography.from_corners(Corners.from_points(scene.corners), scene.cols, scene.rows)
    cols = scene.cols - 1
    rows = scene.rows
    corners = Corners(*(homography.point(u, v) for u, v in ((0, 0), (cols, 0), (cols, rows), (0, rows))))
    kinds = {(c["col"], c["row"]): c["kind"] for c in scene.cells}
    tiles = sum(kinds[(c, r)] != "empty" for c in range(cols) for r in range(scene.rows))
    return Found(corners, cols, scene.rows, 0, tiles, 0)


def test_the_glared_tiles_just_beside_a_block_are_read_by_their_look():
    scene = _scene()
    photo = scene.photo.astype(np.float32)
    whole = observe(photo, scene.corners, scene.cols, scene.rows, beside=True)
    assert whole.beside == ()
    tiles = {(i % scene.cols, i // scene.cols) for i, p in enumerate(whole.occupied) if p >= 0.5}
    east = scene.cols - 1
    touching = {(c, r) for c, r in tiles if c == east and (c - 1, r) in tiles}
    glared = touching & set(whole.glared)
    assert glared  # a glared tile there
    found = _short(scene)
    assert set(observe(photo, found.corners, found.cols, found.rows, beside=True).beside) == glared
    assert observe(photo, found.corners, found.cols, found.rows).beside == ()  # only when asked


def test_a_block_found_a_column_short_of_a_glared_tile_is_doubted(monkeypatch):
    # The finder is made blind to the east column (Found.beside 0): read before on the short
    # block, doubted only for two cells of its own ("unsure"), the glared tile left out unsaid.
    scene = _scene()
    found = _short(scene)
    monkeypatch.setattr(reading_module, "find_block", lambda image, progress: found)
    reading = read_city(scene.photo.astype(np.float32))
    assert reading.doubt is not None and (reading.doubt.kind, reading.doubt.cells) == ("beside", 1)
    assert "1 tiles lie just beside the city" in reading.to_dict()["doubt_reason"]
