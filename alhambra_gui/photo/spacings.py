"""The cell sizes the block finder tries (``locate._best_scale``): the gap lines' spacings, their
multiples and parts, and a little more or less; the city's outline's spacings; sizes a little
off a grid that folded blurred."""

from __future__ import annotations

import numpy as np

from .geometry import FloatArray
from .gridlines import ASPECT, LARGEST, SAND_SHARE, SMALLEST, Comb

#: The spacings tried, as multiples of the gap lines', and off them (perspective spreads the
#: gaps' spacings, blur hides some gaps: the gap lines' spacing was measured up to a third off).
_SCALES = (1.0, 0.5, 2.0, 1 / 3, 3.0, 0.25)
_NEAR_SCALES = (0.8, 0.9, 1.12, 1.25, 1.5)
#: A grid folding blurred may be a little off the tiles' size: where the gap lines measured a
#: third or a quarter of a tile (a rough photo's art), no spacing tried need lie near it (tiles
#: of 119 px, the gaps' 36 px: grids of 109 and 99 px tried). Its size times each of these is
#: tried too (``between``).
_BETWEEN_SCALES = (0.85, 0.9, 0.95, 1.05, 1.1, 1.15, 1.2)
#: The city's outline's spacings are tried as they are and halved (the outline of a city of
#: tiles in twos shows sides two cells apart).
_OUTLINE_SCALES = (1.0, 0.5)


def spacings(turned: FloatArray, across: Comb, down: Comb, outline: tuple[Comb, Comb]
             ) -> list[tuple[float, float]]:
    """The cell sizes (width, height; turned pixels) worth trying, most likely first: the gap
    lines' spacings across and down, and each of them both ways (the tiles are square), times
    each factor; then the city's outline's spacings (``outline``), as they are (tiles laid
    close show no gaps, and their art's lines may pass for gaps a fraction of a tile apart)."""
    short = min(turned.shape)
    width = across.step or down.step or float(np.sqrt(turned.sum() / SAND_SHARE))
    height = down.step or width
    bases = [(width, height), (width, width), (height, height)]
    sides = [c.step for c in outline if c.step is not None]
    lined = [(side, side) for side in sides]  # and both, where they make a cell perspective allows
    if len(sides) == 2 and 1 / ASPECT <= sides[0] / sides[1] <= ASPECT:
        lined.insert(0, (sides[0], sides[1]))
    sizes: list[tuple[float, float]] = []
    tries = [(f, *b) for f in _SCALES + _NEAR_SCALES for b in bases]
    tries += [(f, *b) for f in _OUTLINE_SCALES for b in lined]
    for factor, w, h in tries:
        sizes += new_sizes(sizes, [(w * factor, h * factor)], short)
    return sizes


def new_sizes(sizes: list[tuple[float, float]], more: list[tuple[float, float]], short: float
              ) -> list[tuple[float, float]]:
    """Of the cell sizes ``more``, those not within 5 % of one in ``sizes`` (nor of one kept
    before them) that fit a mask whose shorter side is ``short``."""
    kept: list[tuple[float, float]] = []
    for size in more:
        fits = SMALLEST * short <= min(size) and max(size) <= LARGEST * short
        new = all(abs(size[0] / s[0] - 1) > 0.05 or abs(size[1] / s[1] - 1) > 0.05 for s in sizes + kept)
        if fits and new:
            kept.append(size)
    return kept


def between(sizes: list[tuple[float, float]], side: float, short: float) -> list[tuple[float, float]]:
    """Square cell sizes a little off ``side`` (each of _BETWEEN_SCALES times it), of them those
    not tried yet (``sizes``) and fitting a mask whose shorter side is ``short``."""
    return new_sizes(sizes, [(side * f, side * f) for f in _BETWEEN_SCALES], short)
