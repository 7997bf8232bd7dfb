"""Why a reading is doubted: a kind a caller may word itself, and one English sentence."""

from __future__ import annotations

from dataclasses import dataclass
from functools import cache

import numpy as np

from ..engine.assets import load_json

BLOCK_OFF = "block"  # the block reads as if it lay a cell off or had the wrong size
NO_FOUNTAIN = "fountain"  # no tile stands out as the fountain
TWO_CITIES = "two_cities"  # the photo shows two cities; the larger was read
RULES = "rules"  # the likeliest reading breaks the rules
CLOSE = "close"  # another reading is nearly as likely
UNSURE = "unsure"  # too many cells read unsure for the city to be right as a whole
TABLE = "table"  # a tile was read in another city of the table too
BESIDE = "beside"  # tiles lie just beside the block read, left out of the city
PART = "part"  # much of the photo's tiles lie outside the block read: it holds a part of the city

_REASONS = {
    BLOCK_OFF: "the block reads as if it lay a cell off or had the wrong size: check the corners "
               "and the grid",
    NO_FOUNTAIN: "no tile stands out as the fountain: tell its cell",
    TWO_CITIES: "the photo shows two cities and the larger was read: give the corners of the other "
                "to read it",
    RULES: "the city read breaks the rules ({0}): check the cells outlined",
    CLOSE: "another reading is nearly as likely: compare it and check the cells outlined",
    UNSURE: "{0} cells are read unsure: check the cells outlined",
    BESIDE: "{0} tiles lie just beside the city read and were left out: if they belong to it, check "
            "the corners and the grid",
    PART: "much of the tiles in the photo lie outside the block read: check the corners and the grid",
    TABLE: "a tile was read in another city too, and only one city can hold it: check the cells outlined",
}


@dataclass(frozen=True)
class Doubt:
    """Why a reading is not to be trusted as it stands: ``kind`` (one of the names above, for a
    caller that words it itself), ``detail`` (what the sentence names: the rules broken, the
    number of cells), ``cells`` (how many cells are in question) and ``reason``, one English
    sentence without its full stop."""

    kind: str
    detail: str = ""
    cells: int = 0

    @property
    def reason(self) -> str:
        return _REASONS[self.kind].format(self.detail)

    @classmethod
    def of(cls, kind: str, detail: str = "", cells: int = 0) -> Doubt:
        return cls(kind, detail, cells)


@cache
def _calibration() -> tuple[tuple[float, ...], tuple[float, ...]]:
    points = load_json("photo", "confidence.json")["points"]
    return tuple(float(x) for x, _ in points), tuple(float(y) for _, y in points)


def right_share(confidence: float) -> float:
    """How often a building read ``confidence`` sure is right (``resources/photo/confidence.json``,
    measured on the painted tuning photos): the reader's own confidence is too modest in the middle."""
    xs, ys = _calibration()
    return float(np.interp(confidence, xs, ys))


def expected_wrong(confidences: list[float]) -> float:
    """The misreadings expected among buildings read with these confidences."""
    return sum(1.0 - right_share(c) for c in confidences)
