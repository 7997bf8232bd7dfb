"""Walled sides: a dark band printed along the edge of a tile.

For each side, at every position along its middle, the detector walks from inside the
tile towards the edge and notes where the first dark run (darker than the sand by
``DARK``, at least ``RUN`` pixels deep) begins. A wall's inner edge lies a band's width
inside the tile; an open side shows dark only at or beyond its edge (the gap, the table,
the cardboard's side). The depth is taken from the tile's edge, not the cell's: where its
badge shows the tile moved, or, on a side with no tile beside it, where the table shows light
beyond the run outside the cell (the grid a little inside the tile at the city's edge, as at
the far rows of a slanted photo). The median over the positions tolerates art touching the
edge and a slightly twisted tile. Neighbouring tiles must agree on the side they share, so their
evidence is added before the catalogue is matched.
"""

from __future__ import annotations

from collections.abc import Sequence

import numpy as np

from .block import CELL_PX, PAD, Rectified
from .catalogue import SIDES
from .geometry import FloatArray

#: A pixel belongs to a wall (or a gap) when darker than this share of the sand's brightness.
DARK = 0.65
#: The inner edge of a wall lies deeper than this (cell units); the band is about 0.075 wide.
WALL_DEPTH = 0.048
#: How sharply the log-odds change with the inner edge's depth.
_SCALE = 0.008
#: Dark runs shorter than this many pixels (art details) are ignored.
RUN = 3
#: Where the detector looks: depths from -PAD (outside the cell) to _DEEPEST, and the middle of the side;
#: on a tile lying inside its cell (its shift), that much deeper: its band lies deeper (a tile 0.06
#: inside at a small city's corner, where the grid fits a little off, showed its band's inner edge
#: at 0.2, and was read without its walls on two sides).
_DEEPEST = 0.14
_ALONG = (0.12, 0.88)
_LIMIT = 6.0


def inner_edge_depth(brightness: FloatArray, deeper: float = 0.0, alone: bool = False) -> float:
    """Depth (cell units, positive inside) of the innermost dark run below the top edge of the
    tile, looked for down to _DEEPEST and ``deeper`` (cell units, as far as the tile's edge lies
    inside its cell's) beyond, measured from the tile's edge: ``deeper`` inside the cell's, or, on
    a side with no tile beside it (``alone``) where the photo shows light beyond the run outside
    the cell (the table beyond the tile's edge, which lies out there: the grid runs a little
    inside the tile), from where the run ends, whichever is the deeper. (Beside another tile,
    light beyond a run is that tile's sand, and the run the gap between the two.)

    ``brightness`` is a window of the cell relative to its sand, rows from PAD outside the
    top edge downwards, as wide as the cell plus PAD on each side. Returns -PAD when no
    dark run is found.
    """
    pad = round(PAD * CELL_PX)
    rows = pad + round((_DEEPEST + max(deeper, 0.0)) * CELL_PX)
    left, right = (pad + round(v * CELL_PX) for v in _ALONG)
    light = brightness[:rows + 1, left:right]
    dark = (light[:rows] < DARK).astype(np.int32)
    totals = np.vstack([np.zeros((1, dark.shape[1]), np.int32), np.cumsum(dark, axis=0)])
    runs = (totals[RUN:] - totals[:-RUN]) == RUN
    found = runs.any(axis=0)
    inner = runs.shape[0] - 1 - np.argmax(runs[::-1], axis=0) + RUN - 1  # the innermost dark row
    depth = _crossing(light, inner, 1.0) / CELL_PX - PAD
    beyond = _beyond_the_edge(light, dark, inner, found, depth) if alone else np.full_like(depth, -PAD)
    return float(np.median(np.where(found, np.maximum(depth - deeper, beyond), -PAD)))


def _beyond_the_edge(light: FloatArray, dark: np.ndarray, inner: np.ndarray, found: np.ndarray,
                     depth: FloatArray) -> FloatArray:
    """Per column, the run's depth from the tile's edge where the photo shows that edge outside
    the cell (the last light row outside the run, and where the brightness crosses DARK after
    it); -PAD elsewhere. Only for a side with no tile beside it (``inner_edge_depth``)."""
    index = np.arange(dark.shape[0])[:, None]
    outer = np.where((dark == 0) & (index < inner[None, :]), index, -1).max(axis=0)
    seen = found & (outer >= 0)
    edge = np.where(seen, _crossing(light, np.maximum(outer, 0), -1.0) / CELL_PX - PAD, 0.0)
    return np.where(seen & (edge < 0.0), depth - edge, -PAD)


def _crossing(light: FloatArray, row: np.ndarray, rising: float) -> FloatArray:
    """Per column, where (rows from the window's top) the brightness crosses DARK between ``row``'s
    centre and the next row's, rising (1.0: dark to light downwards) or falling (-1.0)."""
    here = np.take_along_axis(light, row[None, :], axis=0)[0]
    below = np.take_along_axis(light, np.minimum(row + 1, light.shape[0] - 1)[None, :], axis=0)[0]
    step = np.clip(rising * (DARK - here) / np.maximum(rising * (below - here), 1e-6), 0.0, 1.0)
    return np.asarray(row + 0.5 + step, dtype=np.float64)


def wall_logits(block: Rectified, col: int, row: int, sand_rgb: tuple[float, float, float],
                shift: tuple[float, float] = (0.0, 0.0),
                alone: tuple[bool, bool, bool, bool] = (False,) * 4) -> tuple[float, float, float, float]:
    """Log-odds of a wall on each side (NESW) of one cell.

    ``shift`` is how far the tile lies east and south of its cell (cell units): its band's
    inner edge moves with it. ``alone``: the sides (NESW) with no tile beside them.
    """
    window = block.region(col, row, -PAD, 1 + PAD)
    brightness = window.mean(axis=-1) / max(float(np.mean(sand_rgb)), 1.0)
    # Each side turned to the top in turn, and how far that side's edge moved inwards.
    inwards = (shift[1], -shift[0], -shift[1], shift[0])
    north, east, south, west = (_logit(inner_edge_depth(np.rot90(brightness, turns), inwards[turns],
                                                        alone[turns])) for turns in range(4))
    return north, east, south, west


def _logit(depth: float) -> float:
    return float(np.clip((depth - WALL_DEPTH) / _SCALE, -_LIMIT, _LIMIT))


def sides_alone(occupied: Sequence[bool], cols: int, rows: int, col: int, row: int
                ) -> tuple[bool, bool, bool, bool]:
    """The sides (NESW) of cell (col, row) with no tile beside them (``occupied`` row-major)."""
    def tile(c: int, r: int) -> bool:
        return 0 <= c < cols and 0 <= r < rows and occupied[r * cols + c]

    return (not tile(col, row - 1), not tile(col + 1, row), not tile(col, row + 1), not tile(col - 1, row))


def shared_wall_logits(logits: Sequence[tuple[float, ...]], occupied: Sequence[bool],
                       cols: int, rows: int) -> list[tuple[float, ...]]:
    """Each side's log-odds plus those of the neighbour facing it (when a tile lies there).

    ``logits`` and ``occupied`` are row-major over the block.
    """
    steps = {"N": (0, -1), "E": (1, 0), "S": (0, 1), "W": (-1, 0)}
    fused = []
    for index, own in enumerate(logits):
        col, row = index % cols, index // cols
        sides = []
        for k, side in enumerate(SIDES):
            dx, dy = steps[side]
            c, r = col + dx, row + dy
            value = own[k]
            if 0 <= c < cols and 0 <= r < rows and occupied[r * cols + c]:
                value += logits[r * cols + c][(k + 2) % 4]
            sides.append(value)
        fused.append(tuple(sides))
    return fused
