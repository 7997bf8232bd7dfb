"""Tiles the block finder left beside the block (issue 29): the finder sees tiles by their sand,
and a glare washing a tile's sand out hides it from the finder; the cells' own reading (a
washed-out tile keeps its art's fine detail) still sees it, and the block grows to it (else the
reading is doubted), never a city a column short without doubt."""

from __future__ import annotations

from dataclasses import replace

import numpy as np
import pytest

from alhambra_gui.photo import read_city
from alhambra_gui.photo import reading as reading_module
from alhambra_gui.photo.decide import Basis, Hypothesis
from alhambra_gui.photo.geometry import Corners, Homography
from alhambra_gui.photo.grow import fountain_kept
from alhambra_gui.photo.kinds import Fountain
from alhambra_gui.photo.locate import Found
from alhambra_gui.photo.pipeline import observe

from .photo_found import Truth, compare, read_painted
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


def test_a_block_found_a_column_short_of_a_glared_tile_grows_to_it(monkeypatch):
    # The finder is made blind to the east column (Found.beside 0): read before on the short
    # block, doubted only for two cells of its own ("unsure"), the glared tile left out unsaid;
    # then doubted for it ("1 tiles lie just beside the city"); now the block grows to it.
    scene = _scene()
    found = _short(scene)
    monkeypatch.setattr(reading_module, "find_block", lambda image, progress: found)
    reading = read_city(scene.photo.astype(np.float32))
    assert (reading.cols, reading.rows) == (scene.cols, scene.rows)
    truth = Truth(list(scene.corners), scene.cols, scene.rows, scene.cells, scene.fountain)
    assert compare(truth, reading).cities == 1


@pytest.mark.parametrize("seed", [1117, 1126])
def test_a_city_whose_edge_tile_a_glare_hid_from_the_finder_is_read_whole(seed):
    # A glare washes the sand of a tile at the city's edge out: the finder sees nothing beside
    # the block (Found.beside 0), which stopped a column short, and the city was read one tile
    # short without doubt. The cells' reading sees the tile (a little sand, colourful, detailed),
    # the block grows to it, and the fountain stays among the tiles the finder saw.
    scene, reading, counts = read_painted("glare over the tiles", seed)
    assert (reading.cols, reading.rows) == (scene.cols, scene.rows)
    assert counts.cities == 1


def test_only_the_block_founds_tiles_may_be_the_grown_blocks_fountain():
    # Two fountain hypotheses on a block grown one column west: the likelier on the glared tile
    # added (its badge washed out), the other on the block found, which is kept, its share taken
    # among the hypotheses kept.
    found = Found(Corners((0.0, 0.0), (2.0, 0.0), (2.0, 1.0), (0.0, 1.0)), 2, 1, 0, 2, 0)
    added, own = Fountain((0, 0), 0.6), Fountain((1, 0), 0.3)
    basis = Basis(3, 1, (1.0, 1.0, 1.0), (Hypothesis(added, ()), Hypothesis(own, ())))
    kept = fountain_kept(basis, found, (-1, 0))
    assert kept is not None and [h.fountain.position for h in kept.hypotheses] == [(1, 0)]
    assert kept.hypotheses[0].fountain.confidence == pytest.approx(0.75)
    assert fountain_kept(replace(basis, hypotheses=basis.hypotheses[:1]), found, (-1, 0)) is None


def test_a_stray_beside_the_city_read_as_a_glared_tile_does_not_grow_the_block():
    # A tile lying half off the photo's edge beside the city reads as a glared tile beside the
    # block; grown to, it was read as a building cut off from the fountain, and two of the city's
    # buildings wrong. The block stays as found (the stray, as colourful as a tile in plain light,
    # is no glared tile either: GLARED_MOST_SPREAD), and the city is read exactly.
    scene, reading, counts = read_painted("usual", 1017)
    assert (reading.cols, reading.rows) == (scene.cols, scene.rows)
    assert counts.cities == 1


def test_a_bright_card_beside_the_city_is_no_glared_tile():
    # Fresh photo 5016 lies on a sand-coloured table with a blue card beside the city: the card
    # showed sand, detail and paleness enough to pass for a glared tile beside the block, the
    # block grew to it and read it as a building. A glare washes colours out; the card's are not.
    scene, reading, counts = read_painted("usual", 5016)
    assert (reading.cols, reading.rows) == (scene.cols, scene.rows)
    assert counts.wrong == 0
