"""The city's outline as a second measure of the grid's spacing, beside the gaps between tiles.

Tiles laid close show hardly any gap between them, and the lines of a tile's art (a striped
column, a row of windows) can then pass for gaps a fifth of a tile apart (``gridlines.periods``).
The city's outline is made of the tiles' sides only: where the sand meets the table, the table
being what is not sand and reaches the photo's border (the holes of a tile's art do not). Its
sides, counted across and down the turned mask, lie on the grid's lines, so their spacing is
a cell's (or a multiple of it).
"""

from __future__ import annotations

import numpy as np

from .geometry import FloatArray
from .gridlines import Comb, comb

#: The outline is looked for on every _STEP-th pixel each way; the table is grown from the
#: border at most _ROUNDS times along the rows and along the columns in turn.
_STEP = 2
_ROUNDS = 6


def outline_combs(turned: FloatArray) -> tuple[Comb, Comb]:
    """The spacing of the city's outline across and down the turned mask (turned pixels)."""
    sand = turned[::_STEP, ::_STEP] > 0.5
    table = _table(sand)
    across = (sand[:, 1:] & table[:, :-1]) | (table[:, 1:] & sand[:, :-1])  # sides running down
    down = (sand[1:, :] & table[:-1, :]) | (table[1:, :] & sand[:-1, :])
    short = min(sand.shape)
    return (_scaled(comb(across.sum(axis=0).astype(np.float64), short)),
            _scaled(comb(down.sum(axis=1).astype(np.float64), short)))


def _scaled(found: Comb) -> Comb:
    """A comb on the mask looked at every _STEP-th pixel, in the turned mask's pixels."""
    step = None if found.step is None else found.step * _STEP
    phase = None if found.phase is None else found.phase * _STEP
    return Comb(np.repeat(found.profile, _STEP), step, phase, found.support)


def _table(sand: np.ndarray) -> np.ndarray:
    """The pixels that are not sand and are joined to the photo's border by others (row and
    column runs grown from the border a few rounds)."""
    free = ~sand
    table = np.zeros_like(sand)
    table[0, :], table[-1, :], table[:, 0], table[:, -1] = free[0, :], free[-1, :], free[:, 0], free[:, -1]
    for k in range(_ROUNDS):
        grown = _runs_grown(free.T, table.T).T if k % 2 else _runs_grown(free, table)
        if np.array_equal(grown, table):
            break
        table = grown
    return table


def _runs_grown(free: np.ndarray, table: np.ndarray) -> np.ndarray:
    """``table`` and every run of ``free`` pixels along a row that holds a pixel of it."""
    height, width = free.shape
    starts = free & ~np.pad(free, ((0, 0), (1, 0)))[:, :width]
    run = np.cumsum(starts.ravel()).reshape(height, width)  # each run's number, on its pixels
    reached = np.zeros(int(run.max()) + 1, bool)
    reached[run[free & table]] = True
    grown: np.ndarray = free & reached[run]
    return grown
