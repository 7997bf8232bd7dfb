"""Naming the photo's own groups of tiles by the types' colour names.

Tiles of one type share their art and their badge colour, so the building cells fall into
groups (cells alike in look and badge, linked together). Each group is then named by
matching all groups at once to the types' named colours (``named_colours.py``):

* under one shared transform of the named colours, for the whole photo: an offset of the
  chroma (this printing's sand and inks, the light, the camera) and a scale (how vivid the
  printing and the camera are), tried over a small grid and kept small by a prior;
* in a space where saturation counts less than hue: the chroma's distance from the sand is
  compressed, so a very vivid red stays nearer red than purple;
* one group per type, a second group of a type only at a price (a type whose tiles fell
  into two groups);
* and by the catalogue (issue 29): a group is named by a type whose printed tiles its cells'
  walls and prices fit, one tile each (a printing whose inks stray far from the colour names
  is still named right where its tiles' shapes tell the types apart); a group whose badges
  fall in two colours that fit the tiles far better as two types is split first.

A group's margin (how sure its name is) is what the cheapest naming that names it otherwise costs
more, the other groups named anew around it (``renamed``: a name another group holds moves that
group too, or makes a second group of the type), or under another transform (a printing far off
its colour names). Calibration cells name their own group. The groups' own badges then give the centres of
the types they were named, as calibration cells do; types not seen keep their transformed
named colour.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass
from itertools import product

import numpy as np

from .assignment import hungarian
from .geometry import FloatArray

#: Cells whose similarity (look and badge, 0..1) exceeds this belong to one group.
LINK = 0.5
#: The grid of shared transforms tried: chroma offsets (both axes) and scales.
_OFFSETS = np.linspace(-0.3, 0.3, 7)
_SCALES = (0.8, 1.0, 1.25)
#: The prior on the transform: offsets and log-scales this large cost 1/2 (in cost units).
_OFFSET_SPREAD = 0.2
_SCALE_SPREAD = 0.25
#: Chroma radii are compressed to about this (saturation counts less than hue beyond it).
_RADIUS = 1.0
#: The cost of naming a second group with a type that already named one.
_SECOND_GROUP = 2.0
#: How much a group's fit to a type's printed tiles (walls and prices, negative log-likelihood
#: above its best type's) counts against its colour's distance from the type's.
CATALOGUE_WEIGHT = 1.0
#: A group is split in two where its badges' two means lie this far apart (badge colour units)
#: and the two parts fit the printed tiles by this much better (negative log-likelihood).
SPLIT_GAP = 0.06
SPLIT_GAIN = 2.0
#: Brightness counts half (shadows change it more than the chroma).
_AXES = np.array([1.0, 1.0, 0.5], np.float32)
_FORBIDDEN = 1e6


@dataclass(frozen=True)
class Naming:
    """The type index of each cell's group (-1: none), and the transform found; per cell, the
    type its group would take next and how much more that costs (its margin: 0, a tie)."""

    types: tuple[int, ...]
    offset: tuple[float, float]
    scale: float
    alternatives: tuple[int, ...] = ()
    margins: tuple[float, ...] = ()


def groups(alike: FloatArray) -> list[list[int]]:
    """Cells linked by a similarity above LINK, as lists of cell indices (connected components)."""
    n = len(alike)
    parent = list(range(n))

    def root(i: int) -> int:
        while parent[i] != i:
            parent[i] = parent[parent[i]]
            i = parent[i]
        return i

    for i, j in zip(*np.nonzero(np.triu(alike > LINK, 1)), strict=True):
        parent[root(int(i))] = root(int(j))
    found: dict[int, list[int]] = {}
    for i in range(n):
        found.setdefault(root(i), []).append(i)
    return list(found.values())


def split_groups(members: list[list[int]], badges: FloatArray,
                 fits: Callable[[list[list[int]]], FloatArray]) -> list[list[int]]:
    """The groups, each split in two by its badges' colours (two means) where its two parts are
    told apart by colour (SPLIT_GAP) and fit the printed tiles far better as two types than as
    one (SPLIT_GAIN: a chain of alike tiles may link two types whose inks are near)."""
    result: list[list[int]] = []
    waiting = list(members)
    while waiting:
        group = waiting.pop()
        parts = _two_means(badges, group) if len(group) >= 2 else None
        if parts is not None:
            whole, first, second = fits([group, *parts]).min(axis=1)
            if whole - (first + second) >= SPLIT_GAIN:
                waiting.extend(parts)
                continue
        result.append(group)
    return sorted(result)


def _two_means(badges: FloatArray, group: list[int]) -> tuple[list[int], list[int]] | None:
    """The group's cells in two by their badges (two means from its farthest pair), or None when
    the two means lie nearer than SPLIT_GAP."""
    points = badges[group] * _AXES
    gaps = np.linalg.norm(points[:, None, :] - points[None, :, :], axis=-1)
    i, j = np.unravel_index(int(np.argmax(gaps)), gaps.shape)
    centres = points[[i, j]].copy()
    labels = np.zeros(len(group), np.intp)
    for _ in range(10):
        labels = np.argmin(np.linalg.norm(points[:, None, :] - centres[None, :, :], axis=-1), axis=1)
        if labels.min() == labels.max():
            return None
        centres = np.array([points[labels == k].mean(axis=0) for k in range(2)])
    if float(np.linalg.norm(centres[0] - centres[1])) < SPLIT_GAP:
        return None
    first = [c for c, k in zip(group, labels, strict=True) if k == 0]
    return first, [c for c in group if c not in first]


def compressed(points: FloatArray) -> FloatArray:
    """The chroma (first two axes) pulled in radially beyond _RADIUS; brightness kept."""
    chroma = points[..., :2]
    radius = np.linalg.norm(chroma, axis=-1, keepdims=True)
    factor = np.where(radius > 1e-6, _RADIUS * np.tanh(radius / _RADIUS) / np.maximum(radius, 1e-6), 1.0)
    result: FloatArray = np.concatenate([chroma * factor, points[..., 2:]], axis=-1)
    return result


def transformed(named: FloatArray, offset: tuple[float, float], scale: float) -> FloatArray:
    """The named colours under a shared chroma scale (about the sand) and offset."""
    moved = named.copy()
    moved[:, :2] = named[:, :2] * scale + np.array(offset, np.float32)
    return moved


def name_groups(badges: FloatArray, members: list[list[int]], named: FloatArray, spread: float,
                known: Mapping[int, int], known_spread: float, fits: FloatArray | None = None) -> Naming:
    """The cheapest naming of the groups, over the grid of shared transforms.

    ``known`` maps a cell index to its calibrated type index; a group holding one is named
    by it (the first such cell decides), and a calibrated type is matched by the mean badge
    of its calibration cells (``known_spread`` around it) instead of its named colour.
    ``fits`` (groups x types) is how well each group's walls and prices fit each type's tiles.
    """
    shapes = np.zeros((len(members), len(named))) if fits is None else \
        CATALOGUE_WEIGHT * (fits - fits.min(axis=1, keepdims=True))
    means = np.array([badges[m].mean(axis=0) for m in members], np.float32).reshape(len(members), 3)
    sizes = np.array([len(m) for m in members], np.float32)
    forced = {g: next((known[i] for i in m if i in known), -1) for g, m in enumerate(members)}
    best: tuple[float, tuple[int, ...], tuple[float, float], float, FloatArray] | None = None
    namings: list[tuple[float, tuple[int, ...]]] = []
    for a, b, scale in product(_OFFSETS, _OFFSETS, _SCALES):
        offset = (float(a), float(b))
        prior = (a * a + b * b) / (2 * _OFFSET_SPREAD ** 2) + np.log(scale) ** 2 / (2 * _SCALE_SPREAD ** 2)
        centres = transformed(named, offset, scale)
        spreads = np.full(len(named), spread, np.float32)
        for t in set(known.values()):
            centres[t] = badges[[i for i, k in known.items() if k == t]].mean(axis=0)
            spreads[t] = known_spread
        # a calibrated type's other tiles may stray from its calibration cells as from its named colour
        centres = np.stack([centres, transformed(named, offset, scale)])
        spreads = np.stack([spreads, np.full(len(named), spread, np.float32)])
        cost, chosen, costs = _assign(means, sizes, centres, spreads, forced, shapes)
        total = cost + float(prior)
        namings.append((total, chosen))
        if best is None or total < best[0]:
            best = (total, chosen, offset, scale, costs)
    assert best is not None
    total, chosen, offset, scale, costs = best
    across = _across_transforms(namings, total, chosen)
    here = renamed(costs, chosen)
    per_cell, alternatives, margins = [-1] * len(badges), [-1] * len(badges), [np.inf] * len(badges)
    for g, m in enumerate(members):
        margin, following = here[g]
        if across[g][0] < margin:  # named otherwise under another transform, nearly as likely
            margin, following = across[g]
        for i in m:
            per_cell[i], alternatives[i], margins[i] = chosen[g], following, margin
    return Naming(tuple(per_cell), offset, scale, tuple(alternatives), tuple(margins))


def _across_transforms(namings: list[tuple[float, tuple[int, ...]]], best: float,
                       chosen: tuple[int, ...]) -> list[tuple[float, int]]:
    """Per group, how much more the likeliest naming that names it otherwise costs, over every
    transform tried, and that name (inf, -1: none does). A group's margin at the chosen
    transform alone misses a naming as likely under another transform (a printing far off
    its colour names: on a tuning photo five gardens named chambers, 8 sure at the transform
    chosen, 0.03 behind a transform naming them gardens)."""
    result = [(np.inf, -1)] * len(chosen)
    for total, names in namings:
        for g, name in enumerate(names):
            if name != chosen[g] and total - best < result[g][0]:
                result[g] = (max(0.0, total - best), name)
    return result


def _assign(means: FloatArray, sizes: FloatArray, centres: FloatArray, spreads: FloatArray,
            forced: Mapping[int, int], shapes: FloatArray) -> tuple[float, tuple[int, ...], FloatArray]:
    """Each group to a type (two slots per type, the second at a price): cost, choice, and what
    each group costs named each type. ``centres`` and ``spreads`` are sets of them (sets x
    types): a group costs its nearest."""
    gaps = (compressed(means)[None, :, None, :] - compressed(centres)[:, None, :, :]) * _AXES
    costs = (sizes[:, None] * (gaps ** 2).sum(axis=-1) / (2 * spreads[:, None, :] ** 2)).min(axis=0) + shapes
    types = costs.shape[1]
    for g, t in forced.items():
        if t >= 0:
            costs[g] = np.where(np.arange(types) == t, 0.0, _FORBIDDEN)
    slots = _slots(costs)
    columns = hungarian(slots)
    chosen = tuple(c % types for c in columns)
    return float(sum(slots[g, c] for g, c in enumerate(columns))), chosen, costs


def _slots(costs: FloatArray) -> FloatArray:
    """The groups' costs per slot: each type's first, its second at a price, and (more groups
    than slots) further ones at a higher price."""
    slots = np.hstack([costs, costs + _SECOND_GROUP]).astype(np.float64)
    if len(costs) > slots.shape[1]:  # more groups than slots: the rest may name freely at a price
        extra = np.tile(costs + 2 * _SECOND_GROUP, (1, -(-len(costs) // costs.shape[1])))
        slots = np.hstack([slots, extra])
    return slots


def renamed(costs: FloatArray, chosen: tuple[int, ...]) -> list[tuple[float, int]]:
    """Per group, how much more the cheapest naming that names it otherwise costs (the other
    groups named anew around it: a name taken by another group moves that group too, or costs
    a second group of the type) and that name; (inf, -1) where none can."""
    slots = _slots(costs)
    best = sum(float(slots[g, c]) for g, c in enumerate(hungarian(slots)))
    types = costs.shape[1]
    result = []
    for g, name in enumerate(chosen):
        cheapest = (np.inf, -1)
        for t in range(types):
            if t == name or costs[g, t] >= _FORBIDDEN:
                continue
            trial = slots.copy()
            trial[g, np.arange(slots.shape[1]) % types != t] = _FORBIDDEN
            total = sum(float(trial[h, c]) for h, c in enumerate(hungarian(trial)))
            if total - best < cheapest[0]:
                cheapest = (max(0.0, total - best), t)
        result.append(cheapest)
    return result
