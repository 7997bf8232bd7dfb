"""Which building type each tile is.

Two kinds of evidence, both judged against this photo's own sand:

* the colour of the printed price badge, which is the type's colour. Without calibration
  it is compared with a weak prior of the printed colours (``resources/photo``); each
  calibration cell replaces the prior of its type by what this photo shows, and shifts
  the types not calibrated by the same average offset (another printing or light);
* the tile's look: tiles of one type share their art, so cells that look alike (and whose
  badges agree) pass their evidence to each other (a few rounds of label propagation). A
  group of tiles is then named by all its badges together, and one calibration cell names
  its whole group.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from functools import cache

import numpy as np

from ..engine.assets import load_json
from .cells import CellFeatures
from .geometry import FloatArray
from .known import Position

#: Look distances (trimmed RMS of log colour) at which two cells count as alike, and how sharply.
_ALIKE = 0.42
_SHARPNESS = 6
#: Badges of one type differ by less than this within a photo (badge colour units).
_SAME_BADGE = 0.2
#: How much the alike cells' belief counts against the cell's own badge, and how many rounds.
_PULL = 3.0
_ROUNDS = 6
#: The share of a look's grid points compared (the rest, e.g. digits or a shadow, is ignored).
_TRIM = 0.8
#: How far (in badge colour units) a calibrated badge may differ between tiles of its type.
_CALIBRATED_SPREAD = 0.11
_KNOWN_WEIGHT = 30.0
#: Brightness counts half in badge comparisons (shadows change it more than the chroma).
_BADGE_AXES = np.array([1.0, 1.0, 0.5], np.float32)


@dataclass(frozen=True)
class BadgePrior:
    """The printed badge colour of each type, and how far a photo may stray from it."""

    types: tuple[str, ...]
    centres: FloatArray
    spread: float


@cache
def badge_prior() -> BadgePrior:
    data = load_json("photo", "printed-badges.json")
    types = tuple(data["types"])
    return BadgePrior(types, np.array([data["types"][t] for t in types], np.float32), float(data["spread"]))


def type_probabilities(features: Sequence[CellFeatures], badge_colours: Sequence[tuple[float, float, float]],
                       known: Mapping[Position, str]) -> list[dict[str, float]]:
    """For each given cell, the probability of each building type."""
    prior = badge_prior()
    badges = np.array(badge_colours, np.float32).reshape(len(features), 3)
    own = _badge_logits(badges, features, known, prior)
    fixed = _known_rows(features, known, prior.types)
    alike = _similarity(np.array([f.look for f in features], np.float32), badges)
    logits = own.copy()
    for _ in range(_ROUNDS):
        belief = _softmax(logits)
        logits = own + _PULL * (alike @ belief) + fixed
    return [dict(zip(prior.types, map(float, row), strict=True)) for row in _softmax(logits)]


def _badge_logits(badges: FloatArray, features: Sequence[CellFeatures], known: Mapping[Position, str],
                  prior: BadgePrior) -> FloatArray:
    centres, spreads = _calibrated_centres(badges, features, known, prior)
    squared = ((badges[:, None, :] - centres[None, :, :]) ** 2).sum(axis=-1)
    logits: FloatArray = -squared / (2 * spreads[None, :] ** 2)
    return logits


def _calibrated_centres(badges: FloatArray, features: Sequence[CellFeatures], known: Mapping[Position, str],
                        prior: BadgePrior) -> tuple[FloatArray, FloatArray]:
    """Badge centres and spreads per type: seen on calibration cells, else the shifted prior."""
    centres = prior.centres.copy()
    spreads = np.full(len(prior.types), prior.spread, np.float32)
    seen: dict[int, list[FloatArray]] = {}
    for badge, f in zip(badges, features, strict=True):
        label = known.get((f.col, f.row))
        if label in prior.types:
            seen.setdefault(prior.types.index(label), []).append(badge)
    if not seen:
        return centres, spreads
    offset = np.mean([np.mean(v, axis=0) - prior.centres[t] for t, v in seen.items()], axis=0)
    centres += offset
    for t, values in seen.items():
        centres[t] = np.mean(values, axis=0)
        spreads[t] = _CALIBRATED_SPREAD
    return centres, spreads


def _known_rows(features: Sequence[CellFeatures], known: Mapping[Position, str],
                types: tuple[str, ...]) -> FloatArray:
    rows = np.zeros((len(features), len(types)), np.float32)
    for i, f in enumerate(features):
        label = known.get((f.col, f.row))
        if label in types:
            rows[i] = -_KNOWN_WEIGHT
            rows[i, types.index(label)] = _KNOWN_WEIGHT
    return rows


def look_distances(looks: FloatArray) -> FloatArray:
    """Pairwise distances between cell looks, allowing each tile to sit one grid step off."""
    core = looks[:, 1:-1, 1:-1]
    size = core.shape[1]
    keep = max(1, int(_TRIM * size * size))
    best = np.full((len(looks), len(looks)), np.inf, np.float32)
    for dy in (-1, 0, 1):
        for dx in (-1, 0, 1):
            moved = looks[:, 1 + dy:1 + dy + size, 1 + dx:1 + dx + size]
            gaps = np.sqrt(((core[:, None] - moved[None, :]) ** 2).sum(axis=-1))
            gaps = gaps.reshape(len(looks), len(looks), -1)
            trimmed = np.partition(gaps, keep - 1, axis=-1)[..., :keep].mean(axis=-1)
            best = np.minimum(best, trimmed)
    result: FloatArray = np.minimum(best, best.T)
    return result


def _similarity(looks: FloatArray, badges: FloatArray) -> FloatArray:
    """How alike two cells are (0..1): in their look, and in their badge's colour."""
    if len(looks) == 0:
        return np.zeros((0, 0), np.float32)
    badge_gaps = np.linalg.norm((badges[:, None, :] - badges[None, :, :]) * _BADGE_AXES, axis=-1)
    looks_alike = np.exp(-((look_distances(looks) / _ALIKE) ** _SHARPNESS))
    weights: FloatArray = (looks_alike * np.exp(-((badge_gaps / _SAME_BADGE) ** 2))).astype(np.float32)
    np.fill_diagonal(weights, 0.0)
    return weights


def _softmax(logits: FloatArray) -> FloatArray:
    shifted = np.exp(logits - logits.max(axis=-1, keepdims=True))
    result: FloatArray = shifted / shifted.sum(axis=-1, keepdims=True)
    return result
