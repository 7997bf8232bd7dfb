"""Cells beside a city taken as strays (``strays``, issue 29): a block the photo cuts cannot be
read, so a cell at the city's edge that alone makes its block reach off the photo, and looks
far less like the city's tiles than they look like each other, is left out (a stray tile lying
just below a small city made its block a row taller, a corner of it off the photo, and the whole
reading was refused)."""

from __future__ import annotations

import numpy as np

from alhambra_gui.photo.lattice import apply
from alhambra_gui.photo.strays import inside_photo, on_photo

#: A grid of 50-pixel cells turned 30 degrees, on a photo of 400 x 270 pixels.
_TURN = np.radians(30.0)
GRID = np.array([[50 * np.cos(_TURN), -50 * np.sin(_TURN), 150.0],
                 [50 * np.sin(_TURN), 50 * np.cos(_TURN), 0.0], [0.0, 0.0, 1.0]])
SHAPE = (270, 400)
#: A city of three by two cells and two cells running down from its west end: every cell's centre
#: lies on the photo, the block's south-east corner cell's does not (it does without (1, 4)).
BLOCK = {(c, r) for c in (1, 2, 3) for r in (1, 2)}
TALL = BLOCK | {(1, 3), (1, 4)}


def printed(city: set[tuple[int, int]], stray: tuple[int, int] | None = None) -> np.ndarray:
    """The sand mask: each tile of ``city`` a sand frame a tenth of a cell wide round its cell
    (a tile's print), the ``stray`` cell all sand (a card lying across it)."""
    ys, xs = np.mgrid[0:SHAPE[0], 0:SHAPE[1]]
    places = apply(np.linalg.inv(GRID), np.stack([xs.ravel() + 0.5, ys.ravel() + 0.5], axis=1))
    cells, within = np.floor(places).astype(int), places - np.floor(places)
    frame = (within.min(axis=1) < 0.1) | (within.max(axis=1) > 0.9)
    sand = np.zeros(len(places), np.float32)
    for col, row in city:
        here = (cells[:, 0] == col) & (cells[:, 1] == row)
        sand[here & (frame | ((col, row) == stray))] = 1.0
    return sand.reshape(SHAPE)


def test_a_stray_that_alone_makes_the_block_reach_off_the_photo_is_left_out():
    sand = printed(TALL, stray=(1, 4))
    assert not on_photo(GRID, TALL, SHAPE)
    kept = inside_photo(sand, GRID, TALL)
    assert kept == TALL - {(1, 4)}
    assert on_photo(GRID, kept, SHAPE)


def test_a_cell_like_the_citys_tiles_is_kept_and_the_block_refused_later():
    # a block found off the city (its edge cell looks like the city's tiles) is not made to fit
    assert inside_photo(printed(TALL), GRID, TALL) == TALL


def test_a_city_whose_block_lies_on_the_photo_is_kept_whole():
    city = TALL - {(1, 4)}
    assert inside_photo(printed(city, stray=(1, 3)), GRID, city) == city
