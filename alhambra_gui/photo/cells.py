"""What is measured in every cell of the rectified block.

Positions inside a cell are in cell units from its NW corner.
"""

from __future__ import annotations

from dataclasses import dataclass

import numpy as np

from .block import CELL_PX, Rectified
from .colour import Sand, chroma_spread
from .geometry import FloatArray
from .gridlines import box_mean

#: The badge's middle, where a building tile's digits are and the fountain has none.
_INK_BOX = (0.70, 0.72, 0.86, 0.86)
#: Ink is darker than this fraction of the sand's brightness.
INK_LEVEL = 0.3
#: Appearance descriptors: the cell's inside (walls left out) at LOOK_SIZE x LOOK_SIZE.
_LOOK_BOX = (0.125, 0.875)
LOOK_SIZE = 15
#: Fine detail: the brightness's band-pass (a 3-pixel mean less a 9-pixel one, of the rectified
#: cell at CELL_PX), its _DETAIL_SHARE-th quantile over the cell, as a share of the photo's sand
#: brightness. The printed art's edges show there under a glare too (which only lowers their
#: contrast); a table's grain and the sensor's noise hardly do.
_DETAIL_SHARE = 0.9
_DETAIL_BOX = (3, 9)
_EDGE = round(0.12 * CELL_PX)


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
    #: The fine detail (``_DETAIL_SHARE``), 0 where not measured.
    detail: float = 0.0
    #: How much paler the cell's sand is than the photo's (1 less the ratio of their saturations:
    #: about 0 on a tile, above 0 under a glare, below on a hand or a cloth redder than the sand).
    washed: float = 0.0


def measure(block: Rectified, sand: Sand) -> list[CellFeatures]:
    """Features of every cell, row-major."""
    band = Rectified(fine_detail(block.pixels), block.cols, block.rows)
    return [measure_cell(block, sand, col, row, band)
            for row in range(block.rows) for col in range(block.cols)]


def fine_detail(pixels: FloatArray) -> FloatArray:
    """The brightness's band-pass at every pixel (``_DETAIL_BOX``), as a magnitude."""
    light = pixels.mean(axis=-1)
    small, large = _DETAIL_BOX
    band: FloatArray = np.abs(box_mean(light, small) - box_mean(light, large))
    return band


def measure_cell(block: Rectified, sand: Sand, col: int, row: int,
                 band: Rectified | None = None, veiled: bool = False) -> CellFeatures:
    """The features of one cell; ``band``: the block's ``fine_detail`` (worked out once for all
    cells), else worked out on the cell alone; ``veiled``: its sand is looked for under a glare's
    veil too (``Sand.local``)."""
    inside = block.region(col, row, 0.12, 0.88)
    whole = block.region(col, row)
    here = sand.local(whole, veiled=veiled)
    lit = here.rgb
    # A black photo has black "sand": a floor of one level keeps every ratio finite.
    relative: FloatArray = np.divide(whole, np.maximum(np.array(lit, np.float32), 1.0))
    if band is None:
        detail = fine_detail(whole)[_EDGE:-_EDGE, _EDGE:-_EDGE]
    else:
        detail = band.region(col, row, 0.12, 0.88)
    return CellFeatures(col, row, chroma_spread(inside), here.fraction(inside), lit, _ink(relative),
                        _look(block.region(col, row, *_LOOK_BOX), lit), _detail(detail, sand.rgb),
                        1.0 - _saturation(lit) / max(_saturation(sand.rgb), 1e-3))


def _saturation(rgb: tuple[float, float, float]) -> float:
    return (max(rgb) - min(rgb)) / max(max(rgb), 1.0)


def _detail(band: FloatArray, sand_rgb: tuple[float, float, float]) -> float:
    """The cell's fine detail inside its edges (the gap and the wall bands left out: ``band``), as
    a share of the sand's brightness."""
    return float(np.quantile(band, _DETAIL_SHARE)) / max(float(np.mean(sand_rgb)), 1.0)


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
