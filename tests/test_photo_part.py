"""A block found that holds a part of the city only is doubted (issue 29): the photo shows
much sand outside the block's city, as when a glare or a strong slant leaves the grid fitting
a few tiles. Such a reading is never given without doubt, and the buildings it is unsure of
are proposed empty, not as wrong buildings."""

from __future__ import annotations

from dataclasses import replace

import numpy as np

from alhambra_gui.photo import read_city
from alhambra_gui.photo import reading as reading_module
from alhambra_gui.photo.locate import _sand_outside
from alhambra_gui.photo.proposal import UNSURE
from alhambra_gui.photo.reading import PART_OUTSIDE

from .photo_scene import render_scene
from .photo_sets import options


def test_the_sand_outside_the_city_is_counted_as_a_share_of_the_sand_on_it():
    sand = np.zeros((100, 400), np.float32)
    sand[:, :300] = 1.0  # three cells of 100 px covered, the fourth bare
    grid = np.diag([100.0, 100.0, 1.0])  # cell (c, r) covers x in [100c, 100c + 100)
    assert _sand_outside(sand, grid, {(0, 0), (1, 0), (2, 0)}) == 0.0
    assert abs(_sand_outside(sand, grid, {(0, 0)}) - 2.0) < 0.1
    assert abs(_sand_outside(sand, grid, {(0, 0), (1, 0)}) - 0.5) < 0.1


def _glared() -> np.ndarray:
    # A glare washes out a part of a 7 x 4 city of 14 tiles (seed 1105; seed 1004, read so
    # before, is now read whole).
    tiles, given = options("glare over the tiles", 1105)
    return render_scene(1105, tiles, **given).photo.astype(np.float32)


def test_a_block_holding_a_part_of_the_city_is_doubted_and_proposes_nothing_unsure(monkeypatch):
    """The rule: a block whose city leaves PART_OUTSIDE of the photo's sand outside is said to
    be a part, and the buildings the reader is unsure of are proposed empty. (The glared photo
    that showed it, read in part, is now read nearly whole: its block found is given here as
    leaving that much outside.)"""
    photo = _glared()
    search = reading_module.find_block
    monkeypatch.setattr(reading_module, "find_block",
                        lambda image, progress: replace(search(image, progress), outside=PART_OUTSIDE))
    reading = read_city(photo)
    assert reading.doubt is not None and reading.doubt.kind == "part"
    assert reading.proposal.doubtful
    assert all(c.confidence >= UNSURE for c in reading.proposal.cells if c.kind == "building")
    answer = reading.to_dict()
    assert answer["doubt"] and answer["doubt_reason"].startswith("Much of the tiles in the photo lie outside")


def test_a_city_read_in_part_is_doubted():
    """Never confidently wrong: the slanted city's block holds less than its 5 x 5 cells, and the
    reading says it is in doubt. (Glare seed 1105, read so before, is now read whole; so is the
    strong perspective seed 1128, a 7 x 4 city seen near, read 6 x 4 until the photo was
    straightened through the sides' directions measured over a window too, photo36, and a small
    city's badge refit was checked, photo37.)"""
    tiles, given = options("strong perspective: tilt 30–45°, the camera near", 5000)
    reading = read_city(render_scene(5000, tiles, **given).photo.astype(np.float32))
    assert reading.cols * reading.rows < 5 * 5
    assert reading.doubt is not None and reading.proposal.doubtful
    assert reading.to_dict()["doubt"] is True


def test_a_whole_city_read_leaves_little_sand_outside_and_no_doubt_of_a_part():
    tiles, given = options("usual", 1003)
    reading = read_city(render_scene(1003, tiles, **given).photo.astype(np.float32))
    assert reading.doubt is None or reading.doubt.kind != "part"
    assert PART_OUTSIDE > 0.3  # a stray or two and a card stay well below it
