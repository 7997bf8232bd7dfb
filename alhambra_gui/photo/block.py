"""The block rectified: every cell sampled square at a fixed resolution, with a margin."""

from __future__ import annotations

from dataclasses import dataclass

from .geometry import FloatArray, sample
from .image import BlockImage

#: Pixels per cell side in the rectified block.
CELL_PX = 60
#: Cells of margin sampled around the block (CELL_PX * PAD is a whole number of pixels).
PAD = 0.2


@dataclass(frozen=True)
class Rectified:
    """The block seen from straight above: ``(rows + 2 PAD) x (cols + 2 PAD)`` cells."""

    pixels: FloatArray
    cols: int
    rows: int

    @classmethod
    def from_image(cls, image: BlockImage, cols: int, rows: int) -> Rectified:
        box = (-PAD, -PAD, cols + PAD, rows + PAD)
        size = (round((cols + 2 * PAD) * CELL_PX), round((rows + 2 * PAD) * CELL_PX))
        return cls(sample(image.pixels, image.homography, box, size), cols, rows)

    def region(self, col: int, row: int, low: float = 0.0, high: float = 1.0) -> FloatArray:
        """The square ``[low, high]^2`` of cell (col, row), in cell units (may reach into the margin)."""
        pad = round(PAD * CELL_PX)
        top = pad + round((row + low) * CELL_PX)
        left = pad + round((col + low) * CELL_PX)
        size = round((high - low) * CELL_PX)
        return self.pixels[top:top + size, left:left + size]
