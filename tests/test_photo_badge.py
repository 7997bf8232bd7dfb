"""Reading the price badge (alhambra_gui.photo.badge) on painted tiles seen from straight above."""

from __future__ import annotations

import random

import numpy as np
import pytest
from PIL import Image

from alhambra_gui.photo.badge import read_badge
from alhambra_gui.photo.catalogue import TileRef, catalogue
from alhambra_gui.photo.geometry import Corners, Homography

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


def test_the_badge_colour_is_read_relative_to_the_sand():
    """The colour painted for each type comes back (log-chroma, relative to the sand)."""
    for kind, colour in LOOK.badges.items():
        seen = badge_of(next(t for t in catalogue() if t.type == kind)).colour
        expected = np.log(np.array(colour, float) / np.array(LOOK.sand, float))
        chroma = (expected[0] - expected[1], expected[2] - expected[1])
        assert seen[:2] == pytest.approx(chroma, abs=0.08), kind
