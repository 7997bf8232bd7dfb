"""Why a reading is doubted: a kind a caller may word itself, and one English sentence."""

from __future__ import annotations

import math
from collections.abc import Iterable
from dataclasses import dataclass
from functools import cache

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

#: A city of at most this many buildings is small (``Signs.small``).
SMALL_CITY = 10
#: Confidences are taken within this of 0 and 1 (their log-odds stay finite).
_EDGE = 1e-4

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


@dataclass(frozen=True)
class Signs:
    """What the doubt weighs of one building read: the ``confidence`` of its tile match (before a
    doubted city's cells are outlined), the ``type_margin``, how much likelier the photo shows
    the matched tile's type than the next likeliest type (below 0: the rules chose a type the
    image put second), and whether the city is ``small`` (at most SMALL_CITY buildings: its
    rules hold a misreading back less)."""

    confidence: float
    type_margin: float
    small: bool = False


@dataclass(frozen=True)
class _Model:
    intercept: float
    confidence: float
    type_margin: float
    small: float
    doubted_from: float


@cache
def _model() -> _Model:
    data = load_json("photo", "confidence.json")
    weights = data["weights"]
    return _Model(float(weights["intercept"]), float(weights["confidence_logit"]),
                  float(weights["type_margin"]), float(weights["small_city"]), float(data["doubted_from"]))


def wrong_chance(signs: Signs) -> float:
    """How likely a building read so is wrong: a logistic model of its confidence's log-odds, its
    type's margin and the city's size, fitted on the painted tuning photos
    (``resources/photo/confidence.json``, ``python -m tests.photo_doubt_fit``)."""
    model = _model()
    sure = min(max(signs.confidence, _EDGE), 1.0 - _EDGE)
    z = (model.intercept + model.confidence * math.log(sure / (1.0 - sure))
         + model.type_margin * signs.type_margin + model.small * signs.small)
    return 1.0 / (1.0 + math.exp(-z))


def expected_wrong(signs: Iterable[Signs]) -> float:
    """The misreadings expected among buildings read with these signs."""
    return sum(wrong_chance(s) for s in signs)


def doubted_from() -> float:
    """The misreadings expected from which a city is doubted (``confidence.json``: chosen by the
    fit's cross-validation so that no tuning photo of a held-back fold is read wrongly without
    doubt)."""
    return _model().doubted_from
