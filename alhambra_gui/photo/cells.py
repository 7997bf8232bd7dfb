"""What is measured in every cell of the rectified block.

Positions inside a cell are in cell units from its NW corner.
"""

from __future__ import annotations

from dataclasses import dataclass

import numpy as np

from .block import CELL_PX, Rectified
from .colour import Sand, chroma_spread
from .geometry import FloatArray

#: The badge's middle, where a building tile's digits are and the fountain has none.
_INK_BOX = (0.70, 0.72, 0.86, 0.86)
#: Ink is darker than this fraction of the sand's brightness.
INK_LEVEL = 0.3
#: Appearance descriptors: the cell's inside (walls left out) at LOOK_SIZE x LOOK_SIZE.
_LOOK_BOX = (0.125, 0.875)
LOOK_SIZE = 15


@dataclass(frozen=True)
class CellFeatures:
    """The measurements of one cell; colours are relative to the sand lighting that cell."""

    col: int
    row: int
    spread: float
    sand_fraction: float
    sand_rgb: tuple[float, float, float]
    ink: float
    look: FloatArray


def measure(block: Rectified, sand: Sand) -> list[CellFeatures]:
    """Features of every cell, row-major."""
    return [measure_cell(block, sand, col, row) for row in range(block.rows) for col in range(block.cols)]


def measure_cell(block: Rectified, sand: Sand, col: int, row: int) -> CellFeatures:
    inside = block.region(col, row, 0.12, 0.88)
    whole = block.region(col, row)
    here = sand.local(whole)
    lit = here.rgb
    # A black photo has black "sand": a floor of one level keeps every ratio finite.
    relative: FloatArray = np.divide(whole, np.maximum(np.array(lit, np.float32), 1.0))
    return CellFeatures(col, row, chroma_spread(inside), here.fraction(inside), lit, _ink(relative),
                        _look(block.region(col, row, *_LOOK_BOX), lit))


def _ink(relative: FloatArray) -> float:
    """The share of very dark pixels in the middle of the badge (the price's digits)."""
    x0, y0, x1, y1 = (round(v * CELL_PX) for v in _INK_BOX)
    middle = relative[y0:y1, x0:x1].mean(axis=-1)
    return float((middle < INK_LEVEL).mean())


def _look(inside: FloatArray, lit: tuple[float, float, float]) -> FloatArray:
    """The inside of a cell as log colour relative to its sand, averaged down to a small grid."""
    relative = np.log(np.maximum(inside / np.maximum(np.array(lit, np.float32), 1.0), 0.02))
    step = relative.shape[0] // LOOK_SIZE
    cut = relative[:step * LOOK_SIZE, :step * LOOK_SIZE]
    small: FloatArray = cut.reshape(LOOK_SIZE, step, LOOK_SIZE, step, 3).mean(axis=(1, 3))
    return small
