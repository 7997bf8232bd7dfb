"""A glare lifted off the tiles it washes out (issue 29).

A glare is light reflected off the tiles' surface: it adds a veil of the lamp's colour to what
they print, ``seen = gain * printed + veil``, and so lowers every contrast there (a wall's dark
band against the sand, a badge's rim, the art's colours) until walls read open and types read
as their paler neighbours. The sand is printed one colour on every tile: a tile's own sand
against the photo's tells its gain and veil (three channels, two unknowns, a near-white veil),
and the veil, known at the glared tiles and spread smoothly between them, is taken off the
block's pixels before its cells are read again.
"""

from __future__ import annotations

from collections.abc import Mapping

import numpy as np

from .geometry import FloatArray
from .image import BlockImage
from .known import Position

#: The veil's colour, as a share of each channel (a near-white light: a lamp, a window).
_WHITE = np.array([1.0, 1.0, 1.0], np.float32)
#: The brightest a channel gets: a veil is at most this (a pixel wholly washed out).
_FULL = 255.0
#: A veil takes off at most this share of the light (what remains is divided by 1 less it).
_MOST = 0.85


def veil(local: tuple[float, float, float], sand: tuple[float, float, float]) -> float:
    """The veil (in channel levels, at least 0) that, added to the photo's ``sand`` lit by some
    gain, makes a tile's ``local`` sand: the least-squares fit of ``local = gain * sand + veil``."""
    design = np.stack([np.array(sand, np.float32), _WHITE], axis=1)
    (_gain, lifted), *_ = np.linalg.lstsq(design, np.array(local, np.float32), rcond=None)
    return float(np.clip(lifted, 0.0, _MOST * _FULL))


def unveiled(image: BlockImage, cols: int, rows: int, veils: Mapping[Position, float]) -> BlockImage:
    """The block's pixels with the veil over each cell of ``veils`` (col, row: channel levels)
    taken off, the veil spread between cell centres bilinearly (a cell without one takes its
    veiled neighbours' mean, else none)."""
    grid = _filled(cols, rows, veils)
    height, width = image.pixels.shape[:2]
    ys, xs = np.mgrid[0:height, 0:width].astype(np.float64)
    inverse = np.linalg.inv(np.array(image.homography.matrix, np.float64))
    u, v, w = (inverse[i, 0] * (xs + 0.5) + inverse[i, 1] * (ys + 0.5) + inverse[i, 2] for i in range(3))
    w = np.where(np.abs(w) < 1e-12, 1e-12, w)
    lifted = _bilinear(grid, u / w - 0.5, v / w - 0.5)[..., None] * _WHITE
    share = 1.0 - lifted / _FULL
    pixels: FloatArray = ((image.pixels - lifted) / share).astype(np.float32)
    return BlockImage(pixels, image.homography)


def _filled(cols: int, rows: int, veils: Mapping[Position, float]) -> FloatArray:
    grid = np.zeros((rows, cols), np.float64)
    for (col, row), value in veils.items():
        grid[row, col] = value
    for row in range(rows):
        for col in range(cols):
            if (col, row) in veils:
                continue
            near = [veils[(col + dc, row + dr)] for dc in (-1, 0, 1) for dr in (-1, 0, 1)
                    if (col + dc, row + dr) in veils]
            grid[row, col] = float(np.mean(near)) if near else 0.0
    return grid


def _bilinear(grid: FloatArray, u: FloatArray, v: FloatArray) -> FloatArray:
    """``grid`` (rows x cols, values at cell centres) at cell coordinates ``u``, ``v`` (0 at the
    first centre), held at the edge beyond the outer centres."""
    rows, cols = grid.shape
    u = np.clip(u, 0.0, cols - 1.0)
    v = np.clip(v, 0.0, rows - 1.0)
    c0 = np.minimum(np.floor(u).astype(np.int64), max(cols - 2, 0))
    r0 = np.minimum(np.floor(v).astype(np.int64), max(rows - 2, 0))
    c1, r1 = np.minimum(c0 + 1, cols - 1), np.minimum(r0 + 1, rows - 1)
    fu, fv = u - c0, v - r0
    top = grid[r0, c0] * (1 - fu) + grid[r0, c1] * fu
    bottom = grid[r1, c0] * (1 - fu) + grid[r1, c1] * fu
    result: FloatArray = top * (1 - fv) + bottom * fv
    return result
