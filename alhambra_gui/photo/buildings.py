"""Which building type each tile is.

Two kinds of evidence, both judged against this photo's own sand:

* the colour of the printed price badge, which is the type's colour. The photo's own
  groups of alike tiles are named by matching them to the types' colour names
  (``naming.py``; nothing measured on a photo); each group then gives the centre of its
  type as a calibration cell would. Calibration cells name their own group, and a type
  not seen keeps its named colour, moved with the photo's;
* the tile's look: tiles of one type share their art, so cells that look alike (and whose
  badges agree) pass their evidence to each other (a few rounds of label propagation). A
  group of tiles is then named by all its badges together, and one calibration cell names
  its whole group.
"""

from __future__ import annotations

from collections.abc import Callable, Collection, Mapping, Sequence
from dataclasses import dataclass
from functools import cache

import numpy as np

from .cells import CellFeatures
from .geometry import FloatArray
from .known import Position
from .named_colours import load_named_colours, named_centres
from .naming import Naming, groups, name_groups, split_groups, transformed

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
#: How far a badge may differ from the centre of the group of its type named by colour.
_NAMED_SPREAD = 0.13
#: Brightness counts half in badge comparisons (shadows change it more than the chroma).
_BADGE_AXES = np.array([1.0, 1.0, 0.5], np.float32)
#: Groups named one type whose badges' means lie further apart than this (twice the spread of a
#: named type's badges; brightness counting half) disagree: the type's centre is its surest
#: group's (``_named_cells``).
_APART = 2 * _NAMED_SPREAD


@dataclass(frozen=True)
class BadgePrior:
    """The printed badge colour of each type, and how far a photo may stray from it."""

    types: tuple[str, ...]
    centres: FloatArray
    spread: float


@cache
def badge_prior() -> BadgePrior:
    """The types' named colours in badge coordinates (nothing measured on a photo)."""
    data = load_named_colours()
    centres = named_centres(data)
    types = tuple(centres)
    spread = float(data["spread"]["value"])
    return BadgePrior(types, np.array([centres[t] for t in types], np.float32), spread)


def type_probabilities(features: Sequence[CellFeatures], badge_colours: Sequence[tuple[float, float, float]],
                       known: Mapping[Position, str],
                       fits: Callable[[list[list[int]], Sequence[str]], FloatArray] | None = None,
                       aside: Collection[int] = ()) -> list[dict[str, float]]:
    """For each given cell, the probability of each building type. ``fits`` says how well
    groups of the cells (lists of their indices) fit each type's printed tiles by walls and
    prices (``assignment.group_fits``): the groups are named by colour and catalogue together.
    ``aside``: cells that name no group and give no type its centre (the likeliest fountain:
    its bare sand, named a type of its own, pulled that type's centre off its tiles)."""
    prior = badge_prior()
    badges = np.array(badge_colours, np.float32).reshape(len(features), 3)
    fixed = _known_rows(features, known, prior.types)
    alike = _similarity(np.array([f.look for f in features], np.float32), badges)
    members = [kept for m in groups(alike) if (kept := [i for i in m if i not in aside])]
    if fits is not None:
        members = split_groups(members, badges, lambda parts: fits(parts, prior.types))
        alike = alike * _same_group(members, len(features))  # split parts no longer pull each other
    centres, spreads, naming = _named_centres(badges, features, known, members, prior, fits)
    own = _badge_logits(badges, centres, spreads)
    logits = own.copy()
    for _ in range(_ROUNDS):
        belief = _softmax(logits)
        logits = own + _PULL * (alike @ belief) + fixed
    probabilities = _doubted(_softmax(logits), naming, fixed)
    return [dict(zip(prior.types, map(float, row), strict=True)) for row in probabilities]


def _doubted(probabilities: FloatArray, naming: Naming, fixed: FloatArray) -> FloatArray:
    """Each cell's type probabilities, as sure as the naming of its group is: a group whose next
    name costs little more (its margin) shares its belief with that name (calibration cells
    stay as told)."""
    result = probabilities.copy()
    for i, (other, margin) in enumerate(zip(naming.alternatives, naming.margins, strict=True)):
        if other < 0 or not np.isfinite(margin) or fixed[i].any():
            continue
        share = 1.0 / (1.0 + np.exp(min(margin, 50.0)))
        result[i] *= 1.0 - share
        result[i, other] += share
    return result


def _badge_logits(badges: FloatArray, centres: FloatArray, spreads: FloatArray) -> FloatArray:
    squared = ((badges[:, None, :] - centres[None, :, :]) ** 2).sum(axis=-1)
    logits: FloatArray = -squared / (2 * spreads[None, :] ** 2)
    return logits


def _same_group(members: list[list[int]], count: int) -> FloatArray:
    group = -1 - np.arange(count)  # a cell in no group (set aside) is alike to none
    for g, cells in enumerate(members):
        group[cells] = g
    same: FloatArray = (group[:, None] == group[None, :]).astype(np.float32)
    return same


def _named_centres(badges: FloatArray, features: Sequence[CellFeatures], known: Mapping[Position, str],
                   members: list[list[int]], prior: BadgePrior,
                   fits: Callable[[list[list[int]], Sequence[str]], FloatArray] | None = None
                   ) -> tuple[FloatArray, FloatArray, Naming]:
    """Badge centres and spreads per type: the mean of its calibration cells, else of the
    groups named after it, else its named colour moved as the photo's; and the naming."""
    labels = {i: prior.types.index(known[(f.col, f.row)]) for i, f in enumerate(features)
              if known.get((f.col, f.row)) in prior.types}
    catalogue = fits(members, prior.types) if fits is not None else None
    naming = name_groups(badges, members, prior.centres, prior.spread, labels, _CALIBRATED_SPREAD, catalogue)
    centres = transformed(prior.centres, naming.offset, naming.scale)
    spreads = np.full(len(prior.types), prior.spread, np.float32)
    for t in range(len(prior.types)):
        calibrated = [i for i, label in labels.items() if label == t]
        cells = calibrated or _named_cells(badges, members, naming, t)
        if cells:
            centres[t] = badges[cells].mean(axis=0)
            spreads[t] = _CALIBRATED_SPREAD if calibrated else _NAMED_SPREAD
    return centres, spreads, naming


def _named_cells(badges: FloatArray, members: list[list[int]], naming: Naming, t: int) -> list[int]:
    """The cells named type ``t``, but for the groups of several cells whose badges lie further
    than _APART from those of its surest such group (the largest margin, ``Naming.margins``).

    Two groups of several tiles named one type whose badges lie far apart disagree: one is most
    likely named wrong, and the mean of both lay between them, nearer another type's badges than
    either (a far printing's three gardens named a second group of towers: the mean lay nearer
    the pavilions' badges than the towers', and four towers, named towers 16 cost units surer
    than anything else, were read as pavilions, sure). The further group's cells are read against
    the surest group's centre instead, as any cell against a type its group was not named. A
    single tile far off its type's group stays in the mean: its colour alone is no sign of a
    wrong name (a pavilion washed out by a glare, a tile under a hand)."""
    named = [cells for m in members if (cells := [i for i in m if naming.types[i] == t])]
    several = [cells for cells in named if len(cells) > 1]
    if len(several) > 1:
        surest = max(several, key=lambda cells: (naming.margins[cells[0]] if naming.margins else 0.0,
                                                 len(cells)))
        centre = badges[surest].mean(axis=0)
        named = [cells for cells in named if len(cells) == 1
                 or np.linalg.norm((badges[cells].mean(axis=0) - centre) * _BADGE_AXES) <= _APART]
    return [i for cells in named for i in cells]


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
    """Pairwise distances between cell looks, allowing each tile to sit one grid step off.

    A colour channel at a time (each a plane of its own), its squares added in place: the same
    sums in the same order as over the last axis, without a five-dimensional difference and a
    reduction along an axis of three (a 54-tile city: 125 -> 30 ms)."""
    count = len(looks)
    core = looks[:, 1:-1, 1:-1]
    size = core.shape[1]
    keep = max(1, int(_TRIM * size * size))
    best = np.full((count, count), np.inf, np.float32)
    planes = [np.ascontiguousarray(core[..., k]).reshape(count, 1, -1) for k in range(looks.shape[-1])]
    for dy in (-1, 0, 1):
        for dx in (-1, 0, 1):
            moved = looks[:, 1 + dy:1 + dy + size, 1 + dx:1 + dx + size]
            gaps = np.zeros((count, count, size * size), np.float32)
            for k, plane in enumerate(planes):
                apart = plane - np.ascontiguousarray(moved[..., k]).reshape(1, count, -1)
                gaps += np.multiply(apart, apart, out=apart)
            np.sqrt(gaps, out=gaps)
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
