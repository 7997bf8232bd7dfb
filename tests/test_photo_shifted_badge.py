"""A tile lying further off its cell than its badge is first looked for (a grid a little off at
the block's edge): the rim's best fit within the first search is pulled to the tile's walled side,
and a strip of the wall in the digits' window was read as the price, sure. On a fresh photo (seed
12016, its usual, turned and hand photos alike) a tower 13 and an arcades 4 at the block's
north-east edge, both 0.06 to 0.08 of a cell off, were read an arcades 8 and an arcades 7 without
doubt. A wall's strip is no digits, and a badge without digits is looked for further."""

from __future__ import annotations

from dataclasses import replace

import numpy as np
import pytest

from alhambra_gui.photo import pipeline
from alhambra_gui.photo.badge import Badge, PriceReading, _find_digits
from alhambra_gui.photo.cells import LOOK_SIZE, CellFeatures
from alhambra_gui.photo.geometry import Corners, Homography
from alhambra_gui.photo.image import BlockImage
from alhambra_gui.photo.pipeline import looked_further

from .photo_found import _city, read_painted


@pytest.mark.parametrize("condition", ["usual", "a hand or a die on a tile"])
def test_a_shifted_tiles_badge_is_read_where_it_lies_not_on_its_wall(condition) -> None:
    scene, reading, counts = read_painted(condition, 12016)
    truth = _city(scene.cells, scene.fountain)
    proposal = reading.proposal
    seen = _city([c.to_dict() for c in proposal.cells], proposal.fountain)
    edge = [cell for cell, tile in truth.items() if (tile["type"], tile["price"]) in
            (("tower", 13), ("arcades", 4))]
    assert len(edge) == 2  # the truth, as the case says
    assert all(seen.get(cell) == truth[cell] for cell in edge)
    assert counts.silent == 0 and counts.exact == counts.buildings


def test_a_walls_strip_in_the_digits_window_is_no_price() -> None:
    """The rim's best fit pulled to a tile's walled edge, the badge itself beyond: the wall's
    strip in the digits' window is no price, a stroke along it (read as one digit, 0.99 sure)
    or a band across it (read as two digits); a digit there still is."""
    stroke = np.ones((68, 68), np.float32)
    stroke[30:50, 56:61] = 0.1  # 20 pixels tall, 5 wide: 0.25 as wide as tall
    assert _find_digits(stroke, (42.0, 40.0)) is None
    band = np.ones((68, 68), np.float32)
    band[48:60, 26:60] = 0.1  # 12 pixels tall, 34 wide
    assert _find_digits(band, (42.0, 42.0)) is None
    digit = np.ones((68, 68), np.float32)
    digit[31:49, 42:52] = 0.1  # 18 pixels tall, 10 wide
    found = _find_digits(digit, (42.0, 40.0))
    assert found is not None and found.centre == pytest.approx((47.0, 40.0), abs=1.0)


def test_a_badge_found_further_counts_only_with_its_digits_in_its_rims_middle(monkeypatch) -> None:
    """Looked for further, a badge is kept where its digits stand in its rim's middle: a rim and
    digits 0.04 apart are two other things (a glare photo's chambers 5 read a chambers 9). A
    first reading without digits has its badge looked for further however clear its rim, and
    digits in the middle of a rim a little fainter than a clear one's vouch for it."""
    price = PriceReading(1, False, 0.99)
    others = {(1, k): Badge(0.16, (0.0, 0.0), (0.0, 0.0, 0.0), price) for k in range(3)}
    sand = (200.0, 170.0, 110.0)
    cell = CellFeatures(0, 0, 0.3, 0.5, sand, 0.0, np.zeros((LOOK_SIZE, LOOK_SIZE, 3), np.float32))
    image = BlockImage(np.zeros((64, 64, 3), np.float32), Homography.from_corners(
        Corners((0.0, 0.0), (64.0, 0.0), (64.0, 64.0), (0.0, 64.0)), 1, 1))
    cases = [  # the first reading, the one further, whether that is kept
        (Badge(0.06, (0.04, 0.04), (0.0, 0.0, 0.0), price), (0.02, -0.07), (0.02, -0.07), 0.12, True),
        (Badge(0.06, (0.04, 0.04), (0.0, 0.0, 0.0), price), (0.06, -0.1), (0.02, -0.07), 0.12, False),
        (Badge(0.06, (0.04, 0.04), (0.0, 0.0, 0.0), price), (0.02, -0.07), (0.02, -0.07), 0.09, False),
        (Badge(0.09, (0.04, 0.04), (0.0, 0.0, 0.0), None), (0.02, -0.07), (0.02, -0.07), 0.09, True),
    ]
    for first, digits, rim, clear, kept in cases:
        again = Badge(clear, digits, (0.1, 0.2, 0.0), price, rim_offset=rim)
        monkeypatch.setattr(pipeline, "read_badge", lambda *_args, found=again: found)
        read = looked_further(image, {(0, 0): first, **others}, [cell])[(0, 0)]
        assert (read == replace(again, bare=first.bare)) == kept, (first, digits, clear)
