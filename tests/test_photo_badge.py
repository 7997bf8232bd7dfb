"""Reading the price badge (alhambra_gui.photo.badge) on painted tiles seen from straight above."""

from __future__ import annotations

import random
from dataclasses import replace

import numpy as np
import pytest
from PIL import Image

from alhambra_gui.photo import pipeline
from alhambra_gui.photo.badge import READ_PX, WIDE_SEARCH, Badge, PriceReading, _find_digits, read_badge
from alhambra_gui.photo.catalogue import TileRef, catalogue
from alhambra_gui.photo.cells import LOOK_SIZE, CellFeatures
from alhambra_gui.photo.geometry import Corners, Homography
from alhambra_gui.photo.image import BlockImage
from alhambra_gui.photo.kinds import RIM
from alhambra_gui.photo.pipeline import looked_further, observe

from .photo_render import blur, paint_tile, printing

PX = 130
LOOK = printing(random.Random(5))


def photographed(tile: TileRef | None, shift: tuple[float, float] = (0.0, 0.0), blur_px: float = 0.8):
    """One tile on a grey table, its cell at (PX/2, PX/2)..(3 PX/2, 3 PX/2) of a 2-cell picture."""
    canvas = np.full((2 * PX, 2 * PX, 3), 70, np.uint8)
    face = np.asarray(paint_tile(LOOK, tile, PX, random.Random(1)))
    left, top = PX // 2 + round(shift[0] * PX), PX // 2 + round(shift[1] * PX)
    canvas[top:top + PX, left:left + PX] = face
    picture = np.asarray(blur(Image.fromarray(canvas), blur_px), np.float32)
    corners = Corners((PX / 2, PX / 2), (1.5 * PX, PX / 2), (1.5 * PX, 1.5 * PX), (PX / 2, 1.5 * PX))
    return picture, Homography.from_corners(corners, 1, 1)


def badge_of(tile: TileRef | None, **options):
    picture, homography = photographed(tile, **options)
    return read_badge(picture, homography, 0, 0, tuple(float(v) for v in LOOK.sand))


@pytest.mark.parametrize("blur_px", [0.8, 2.0])
@pytest.mark.parametrize("price", range(2, 14))
def test_every_price_is_read_as_far_as_the_catalogue_needs(price, blur_px):
    tile = next(t for t in catalogue() if t.price == price)
    reading = badge_of(tile, blur_px=blur_px).price
    assert reading is not None
    assert reading.digits == len(str(price))
    assert reading.last_is_one == (price == 11)
    assert reading.likelihood(price) > 0.5


def test_a_building_shows_a_clear_rim_and_the_fountain_none():
    assert badge_of(TileRef("garden", 10, "")).rim > 0.15
    fountain = badge_of(None)
    assert fountain.rim < 0.1


def test_the_badge_is_placed_where_the_tile_lies():
    still = badge_of(TileRef("tower", 12, "")).offset
    moved = badge_of(TileRef("tower", 12, ""), shift=(0.03, -0.02)).offset
    assert moved[0] - still[0] == pytest.approx(0.03, abs=0.012)
    assert moved[1] - still[1] == pytest.approx(-0.02, abs=0.012)


def test_a_wall_beside_the_badge_does_not_pull_it_aside():
    plain = badge_of(TileRef("arcades", 9, "")).offset
    walled = badge_of(TileRef("arcades", 4, "NES")).offset
    assert walled == pytest.approx(plain, abs=0.012)


def test_a_walls_strip_in_the_digits_window_is_not_taken_for_digits():
    """A rim found off the badge's centre, pulled towards the tile's south wall: the digits'
    window then holds a strip of the wall below the digits. The digits are read alone, where
    they are (with the strip, they looked 0.19 cells tall and their centre lay 0.04 low, which
    was read as the tile lying so far south: its north wall was then read open)."""
    light = np.ones((68, 68), np.float32)
    light[27:45, 31:41] = 0.1  # one digit at the usual place, 18 pixels tall
    light[58:, :] = 0.1  # the south wall's band
    digits = _find_digits(light, (42.0, 42.0))  # the rim found at the search's corner
    assert digits is not None
    assert digits.ink.shape == (18, 10)
    assert digits.centre == pytest.approx((36.0, 36.0), abs=1.0)
    assert abs(digits.centre[1] - 36.0) / READ_PX < 0.01


def test_strokes_far_apart_at_the_windows_sides_are_no_digits():
    """Digits blurred away on a small photo: what is left dark in the digits' window are edges at
    its two sides (a wall's, the art's), 0.13 cells apart. They were read as two digits, 0.94
    sure; they are no price (a pavilion 4 then read as a garden 12, 0.99 sure)."""
    light = np.ones((68, 68), np.float32)
    light[30:40, 8:13] = 0.1
    light[30:40, 36:45] = 0.1
    assert _find_digits(light, (26.0, 34.0)) is None
    light[30:40, 26:31] = 0.1  # two digits side by side are still two digits
    light[30:40, 8:13] = 1.0
    light[30:40, 36:45] = 1.0
    light[30:40, 33:38] = 0.1
    assert _find_digits(light, (32.0, 34.0)) is not None


def test_the_badge_colour_is_read_relative_to_the_sand():
    """The colour painted for each type comes back (log-chroma, relative to the sand)."""
    for kind, colour in LOOK.badges.items():
        seen = badge_of(next(t for t in catalogue() if t.type == kind)).colour
        expected = np.log(np.array(colour, float) / np.array(LOOK.sand, float))
        chroma = (expected[0] - expected[1], expected[2] - expected[1])
        assert seen[:2] == pytest.approx(chroma, abs=0.08), kind


@pytest.mark.parametrize("shift", [(-0.12, 0.03), (0.1, 0.08)])
def test_a_badge_far_off_its_place_is_read_where_it_lies(shift):
    """A tile lying a tenth of a cell off (a grid fitted a little off at the block's edge): its
    faint rim at the usual place has the badge looked for further, and its price and colour are
    read there (at the usual place alone, its colour and price were read half off the badge)."""
    tile = next(t for t in catalogue() if (t.type, t.price) == ("garden", 11))
    picture, homography = photographed(tile, shift=shift)
    sand = tuple(float(v) for v in LOOK.sand)
    first = read_badge(picture, homography, 0, 0, sand)
    others = {(1, k): Badge(0.3, (0.0, 0.0), (0.0, 0.0, 0.0), None) for k in range(3)}
    cell = CellFeatures(0, 0, 0.3, 0.5, sand, 0.0, np.zeros((LOOK_SIZE, LOOK_SIZE, 3), np.float32))
    badge = looked_further(BlockImage(picture, homography), {(0, 0): first, **others}, [cell])[(0, 0)]
    assert badge.price is not None and badge.price.likelihood(11) > 0.9
    expected = np.log(np.array(LOOK.badges["garden"], float) / np.array(LOOK.sand, float))
    assert badge.colour[:2] == pytest.approx((expected[0] - expected[1], expected[2] - expected[1]), abs=0.08)
    assert badge.bare == first.bare


def test_the_fountain_shows_no_badge_when_looked_for_further():
    """The wider search finds no badge's rim on the fountain (it stays the tile without one)."""
    for shift in ((0.0, 0.0), (-0.12, 0.03), (0.1, 0.08)):
        picture, homography = photographed(None, shift=shift)
        sand = tuple(float(v) for v in LOOK.sand)
        assert read_badge(picture, homography, 0, 0, sand, WIDE_SEARCH).rim < RIM


def test_a_tile_found_far_off_its_cell_has_its_walls_read_where_it_lies():
    """The badge found by the wider search tells how far its tile lies off its cell, and its walls
    are read there: a tile a tenth of a cell north of its cell at the block's north edge showed
    its north wall's band outside the cell, and was read without it (a garden 8 NE read as a
    garden 9 E on the tuning photos, without doubt)."""
    tiles = [None, TileRef("garden", 8, "NE"), TileRef("arcades", 9, ""),
             TileRef("pavilion", 6, ""), TileRef("tower", 12, "")]
    canvas = np.full((2 * PX, (len(tiles) + 1) * PX, 3), 70, np.uint8)
    for k, tile in enumerate(tiles):
        top = PX // 2 - (round(0.12 * PX) if k == 1 else 0)
        left = PX // 2 + k * PX + (round(0.03 * PX) if k == 1 else 0)
        canvas[top:top + PX, left + 2:left + PX - 2] = np.asarray(
            paint_tile(LOOK, tile, PX, random.Random(k)))[:, 2:PX - 2]
    picture = np.asarray(blur(Image.fromarray(canvas), 0.8), np.float32)
    right = PX / 2 + len(tiles) * PX
    corners = [(PX / 2, PX / 2), (right, PX / 2), (right, 1.5 * PX), (PX / 2, 1.5 * PX)]
    basis = observe(picture, corners, len(tiles), 1)
    assert basis.hypotheses[0].fountain.position == (0, 0)
    garden = next(e for e in basis.hypotheses[0].evidence if (e.col, e.row) == (1, 0))
    assert garden.walls[0] > 0


def test_a_dimmed_badge_found_again_where_it_was_first_looked_for_stays_faint(monkeypatch):
    """The wider search is for a tile lying further off than the first search reaches: a badge it
    finds within that reach is the first one (a glare or a hand dimmed its rim) and its first
    reading stands, its faint rim taken as seen in part (on a glare tuning photo, a badge found
    again there with a rim just clear enough was read as seen wholly)."""
    price = PriceReading(1, False, 0.99)
    first = Badge(0.09, (0.03, -0.03), (0.1, 0.2, 0.0), price)
    near = Badge(0.11, (0.03, -0.035), (0.1, 0.2, 0.0), price, rim_offset=(0.03, -0.035))
    far = Badge(0.11, (0.03, -0.1), (0.1, 0.2, 0.0), price, rim_offset=(0.03, -0.1))
    others = {(1, k): Badge(0.2, (0.0, 0.0), (0.0, 0.0, 0.0), price) for k in range(3)}
    sand = tuple(float(v) for v in LOOK.sand)
    cell = CellFeatures(0, 0, 0.3, 0.5, sand, 0.0, np.zeros((LOOK_SIZE, LOOK_SIZE, 3), np.float32))
    image = BlockImage(np.zeros((PX, PX, 3), np.float32), photographed(None)[1])
    for again, kept in ((near, first), (far, replace(far, bare=first.bare))):
        monkeypatch.setattr(pipeline, "read_badge", lambda *_args, found=again: found)
        assert looked_further(image, {(0, 0): first, **others}, [cell])[(0, 0)] == kept
