"""The fountain on a small or rough photo (issue 29): where a badge's dark rim and digits blur
away, its coloured disc still shows, and the fountain shows sand there; the fountain then
stands out from the buildings, and the reading is not doubted for want of one; a tile of little
colour whose art is finely drawn is still a tile."""

from __future__ import annotations

import numpy as np

from alhambra_gui.photo import read_city
from alhambra_gui.photo.badge import READ_PX, read_badge
from alhambra_gui.photo.cells import CellFeatures
from alhambra_gui.photo.decide import FOUNTAIN_FOUND
from alhambra_gui.photo.geometry import Corners, Homography
from alhambra_gui.photo.kinds import find_fountain

from .photo_scene import render_scene
from .photo_sets import options

SAND = (236.0, 207.0, 115.0)


def features(col: int) -> CellFeatures:
    return CellFeatures(col, 0, 0.5, 0.3, SAND, 0.0, np.zeros((15, 15, 3), np.float32))


def test_sand_where_the_badge_would_be_tells_the_fountain_from_blurred_badges():
    # Four tiles, no digits seen and every rim faint (a small photo): the rims alone leave the
    # fountain unsure among them; the sand at the badge's place finds it.
    cells = [features(k) for k in range(4)]
    rims = {(0, 0): 0.05, (1, 0): 0.045, (2, 0): 0.06, (3, 0): 0.04}
    alone = find_fountain(cells, [1.0] * 4, rims, {})
    assert alone.confidence < FOUNTAIN_FOUND
    bare = {(0, 0): 0.02, (1, 0): 0.35, (2, 0): 0.0, (3, 0): 0.05}
    found = find_fountain(cells, [1.0] * 4, rims, {}, bare=bare)
    assert found.position == (1, 0) and found.confidence > 0.8


def test_one_building_off_its_cell_leaves_the_fountain_found_by_its_sand():
    # A rough photo: one tile lies a little off its cell and shows some sand where its badge
    # would be (0.08 on tuning photo rough 1007, beside the fountain's 0.66); the block lies on
    # the tiles, so the sand still finds the fountain. Before, the sand was not weighed and the
    # fountain was doubted, its buildings proposed empty.
    cells = [features(k) for k in range(5)]
    rims = {(0, 0): 0.05, (1, 0): 0.045, (2, 0): 0.06, (3, 0): 0.04, (4, 0): 0.05}
    bare = {(0, 0): 0.02, (1, 0): 0.45, (2, 0): 0.0, (3, 0): 0.083, (4, 0): 0.01}
    found = find_fountain(cells, [1.0] * 5, rims, {}, bare=bare)
    assert found.position == (1, 0) and found.confidence > 2 * FOUNTAIN_FOUND
    # two buildings showing sand there: a block lying off the tiles, the sand decides nothing
    off = find_fountain(cells, [1.0] * 5, rims, {}, bare={**bare, (2, 0): 0.1})
    assert off.confidence < FOUNTAIN_FOUND


def _painted_cell(badge: bool, colour: tuple[float, float, float] = (70, 90, 170)) -> np.ndarray:
    """One cell of sand, 100 px, with (or without) a badge disc of ``colour`` (blue unless
    given) at the badge's usual place."""
    cell = np.broadcast_to(np.array(SAND, np.float32), (100, 100, 3)).copy()
    if badge:
        ys, xs = np.mgrid[0:100, 0:100]
        cell[np.hypot(xs - 77, ys - 79) < 12] = colour
    return cell


def test_a_badge_disc_shows_no_sand_and_a_bare_place_shows_sand():
    homography = Homography.from_corners(Corners.from_points([(0, 0), (100, 0), (100, 100), (0, 100)]), 1, 1)
    with_badge = read_badge(_painted_cell(True), homography, 0, 0, SAND)
    without = read_badge(_painted_cell(False), homography, 0, 0, SAND)
    assert with_badge.bare < 0.05 and without.bare > 0.9
    assert READ_PX > 100  # read finer than painted: the disc is found by colour, not by its rim


def test_a_badge_disc_of_the_sands_colour_a_quarter_darker_shows_no_sand():
    # An arcades' badge can be of about the sand's chroma, only darker: read as sand by its
    # chroma alone, such badges made a glare photo's block look off its tiles, the fountain's
    # sand went unweighed, and an arcades was taken for the fountain (``test_photo_glare``).
    homography = Homography.from_corners(Corners.from_points([(0, 0), (100, 0), (100, 100), (0, 100)]), 1, 1)
    tan = read_badge(_painted_cell(True, tuple(0.78 * v for v in SAND)), homography, 0, 0, SAND)
    assert tan.bare < 0.05


def test_the_fountain_of_a_small_photo_is_found_without_doubt():
    # Cells 75 px wide: no digit shows, rims are as faint on buildings as on the fountain. Read
    # before with the fountain 0.17 sure, doubted, and six buildings proposed empty.
    tiles, given = options("small photo: cells 75 px wide", 1001)
    scene = render_scene(1001, tiles, **given)
    reading = read_city(scene.photo.astype(np.float32), scene.corners, (scene.cols, scene.rows))
    assert reading.proposal.fountain == scene.fountain
    assert reading.doubt is None or reading.doubt.kind != "fountain"
    built = sum(1 for c in scene.cells if c["kind"] == "building")
    assert sum(1 for c in reading.proposal.cells if c.kind == "building") == built


def test_a_block_lying_off_the_tiles_weighs_no_sand_at_the_badges_place():
    # A block found a fifth of a cell off shows sand at the badge's place of several tiles: the
    # place of the fountain there says nothing about the buildings', which stay in doubt.
    cells = [features(k) for k in range(4)]
    rims = {(0, 0): 0.05, (1, 0): 0.045, (2, 0): 0.06, (3, 0): 0.04}
    off = {(0, 0): 0.2, (1, 0): 0.35, (2, 0): 0.1, (3, 0): 0.05}
    assert find_fountain(cells, [1.0] * 4, rims, {}, bare=off).confidence < FOUNTAIN_FOUND


def test_plain_gardens_on_a_blurred_photo_are_read_as_the_tiles_they_are():
    # Two gardens (little colour, fine art) on a rough photo were read as empty cells, half sure.
    tiles, given = options("rough: blur 1.5 px, noise, JPEG 60, cast 0.2, shifts 3.5 %, twists 3°", 1012)
    scene = render_scene(1012, tiles, **given)
    reading = read_city(scene.photo.astype(np.float32), scene.corners, (scene.cols, scene.rows))
    truth = {(c["col"], c["row"]): c for c in scene.cells}
    for col, row in ((0, 2), (0, 3)):
        cell = reading.proposal.cell(col, row)
        assert cell.kind == "building" and cell.tile is not None
        assert cell.tile.to_dict() == truth[(col, row)]["tile"]
