"""A dark badge's two thin digits on a small photo (issue 29): a tower's, an arcades' or a
garden's 10 to 13 at 75 pixels a cell show fainter than a price is read at, and the wall-less
tower 11 and tower 12 (arcades 9 and 10) were then told apart by a guess. Their digits are read
again against the badge's own fill: two faint digits tell the price, one faint digit does not."""

from __future__ import annotations

import numpy as np
import pytest

from alhambra_gui.photo.badge import _faint_reading, _find_digits

from .photo_found import _city, read_painted

SMALL = "small photo: cells 75 px wide"


@pytest.mark.parametrize(("seed", "cell", "tile"), [
    (3006, (5, -1), {"type": "tower", "price": 12, "walls": ""}),  # read as tower 11
    (1001, (1, 0), {"type": "arcades", "price": 10, "walls": ""}),  # read as arcades 9
])
def test_a_wall_less_tile_is_told_from_its_twin_by_its_faint_digits(seed, cell, tile) -> None:
    scene, reading, counts = read_painted(SMALL, seed)
    assert _city(scene.cells, scene.fountain)[cell] == tile  # the truth, as the case says
    proposal = reading.proposal
    assert _city([c.to_dict() for c in proposal.cells], proposal.fountain)[cell] == tile
    assert counts.exact == counts.buildings


def digits(text: str, contrast: float) -> np.ndarray:
    """A badge's window (light relative to the sand, 180 pixels a cell): a fill of 0.67 and
    ``text``'s strokes ``contrast`` darker, each digit a block 12 wide and 18 tall (a 1: a stroke
    3 wide in its middle), 2 apart, centred."""
    light = np.full((69, 69), 0.67, np.float32)
    x = 34 - (14 * len(text) - 2) // 2
    for digit in text:
        left, width = (x + 5, 3) if digit == "1" else (x, 12)
        light[26:44, left:left + width] = 0.67 - contrast
        x += 14
    return light


def test_faint_digits_are_read_against_the_fill_and_only_as_two() -> None:
    centre = (34.5, 34.5)
    faint = digits("12", 0.21)  # 0.31 of the fill: below the usual contrast, above the faint one's
    assert _find_digits(faint, centre) is None
    found = _find_digits(faint, centre, faint=True)
    assert found is not None
    reading = _faint_reading(found.ink)
    assert reading is not None and reading.digits == 2 and reading.confidence <= 0.75
    one = _find_digits(digits("8", 0.21), centre, faint=True)
    assert one is not None and _faint_reading(one.ink) is None  # a 1 beside it may have faded
    assert _find_digits(digits("12", 0.15), centre, faint=True) is None  # 0.22 of the fill: blank
