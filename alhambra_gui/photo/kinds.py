"""Empty, fountain or building: what lies on each cell.

A tile cell is richly coloured and shows the sand background; the table (wood, cloth,
felt, whatever it is) is one uniform colour, and a stray card shows no sand. The fountain
is the one tile without a price badge: no dark octagonal rim and no digits where a
building's badge is. Calibration cells fix their own kind and move the occupied/empty
boundary to separate them.
"""

from __future__ import annotations

import math
from collections.abc import Mapping, Sequence
from dataclasses import dataclass

from .cells import CellFeatures
from .colour import COLOURFUL_SPREAD
from .known import EMPTY, FOUNTAIN, Position

#: A tile shows at least this share of sand-coloured pixels.
SAND_SHARE = 0.1
#: A tile under a glare is less colourful (at least FAINT_SPREAD) but keeps the fine detail of its
#: art (at least DETAIL of the sand's brightness: ``cells.CellFeatures.detail``): on the painted
#: tuning photos, glared tiles show 0.08 to 0.2 of spread and 0.045 or more of detail, the
#: tables' cells (wood, cloth, felt, grey, white; glared too) at most 0.012 of detail.
FAINT_SPREAD = 0.08
DETAIL = 0.025
#: ... and its sand is paler than the photo's (``CellFeatures.washed``): a hand lying on the table,
#: as detailed and as coloured, is redder.
PALER = 0.1
#: ... and it shows at least GLARED_SAND_SHARE of sand-coloured pixels, less than SAND_SHARE: the
#: glare moves the sand's colour, unevenly across the tile, off the photo's. On the painted tuning
#: photos glared tiles show 0.044 to 0.62 of sand (four of 30 below SAND_SHARE, read empty: a
#: glared tile at a city's edge left a column out without doubt), a hand lying on the table, as
#: pale, none.
GLARED_SAND_SHARE = 0.03
#: A tile of little colour whose art is finely drawn (a garden, mostly green on its sand, on a
#: blurred or small photo) shows at least DETAILED_SPREAD of spread and DETAILED of fine detail:
#: on the painted tuning photos such tiles show 0.19 to 0.2 of spread (the colourful boundary's
#: half-way point) and 0.1 to 0.16 of detail, a hand on the table at most 0.17 and 0.07, the
#: tables at most 0.012 of detail. Read half empty before, a garden's neighbours were cut off
#: with it (a rough photo: eight tiles proposed empty).
DETAILED_SPREAD = 0.16
DETAILED = 0.08
#: The fountain's badge position shows less ink than FOUNTAIN_INK (within _INK_SCALE), and a
#: fainter rim than RIM (within _RIM_SCALE). The ink is the weaker sign: a building's digits on a
#: small or blurred photo show less than 0.03 of ink on one tile in four, while the fountain's
#: art near the badge's place (its shrubs) shows up to 0.09 where the grid lies a little off;
#: its rim stays below 0.09, a building's above 0.1 on 19 tiles in 20 (6248 building cells and
#: 361 fountains of 180 painted photos).
FOUNTAIN_INK = 0.06
_INK_SCALE = 0.015
RIM = 0.1
_RIM_SCALE = 0.02
#: The fountain shows sand where a building's badge is (``badge.Badge.bare``: at least 0.2 on the
#: painted tuning photos, small and rough ones too, where rim and digits blur away; a building 0.08
#: or less on 99 tiles in 100, more where its badge is printed far off).
BARE = 0.12
_BARE_SCALE = 0.03
#: ... but only on a block lying on the tiles: one lying a tenth of a cell off or more shows some
#: sand at the badge's place of many tiles (more than OFF_BARE on the third barest: on the
#: painted tuning photos' own blocks the second barest is at most 0.05, on blocks moved 0.1 to
#: 0.5 of a cell off theirs the third 0.079 to 1), where the fountain's place would decide
#: nothing about the buildings' places. One building may show sand there on a block that lies
#: on the tiles: a tile lying a little off its cell on a rough photo, a badge printed far off
#: (0.083 beside the fountain's 0.45-0.66 on two rough photos, whose third barest showed 0.049).
OFF_BARE = 0.06
#: Buildings besides the fountain allowed to show more sand than OFF_BARE at the badge's place.
_OFF_ALONE = 1
#: The fountain has no walls (rules: price 0, no walls), so a side seen walled counts against a
#: tile being it: its log-odds of a wall (when above 0) taken at _SHARED_TRUST where the side
#: faces another tile (both tiles' evidence added), at _EDGE_TRUST on the city's edge (one tile's
#: only; a tile lying a little off its cell shows the table there as a wall: +3 to +6 on true
#: fountains). A side seen open is no sign either way (most buildings have open sides too).
_SHARED_TRUST = 0.5
_EDGE_TRUST = 0.25
_STEPS = ((0, -1), (1, 0), (0, 1), (-1, 0))


@dataclass(frozen=True)
class Fountain:
    """Where the fountain may be, how sure (its share among the tiles), and how likely the tile
    there looks like a fountain on its own (no badge, no walls; 0..1)."""

    position: Position
    confidence: float
    likelihood: float = 1.0


def occupied_probabilities(features: Sequence[CellFeatures], known: Mapping[Position, str],
                           glared: bool = True) -> list[float]:
    """Per cell (row-major): the probability that a tile lies there; without ``glared``, only as a
    tile showing its sand and colour (a cell whose glare's veil was taken off, ``glared_look``)."""
    scores = [_occupied_logit(f, glared) for f in features]
    shift = _calibrated_shift(features, scores, known)
    occupied = []
    for f, score in zip(features, scores, strict=True):
        label = known.get((f.col, f.row))
        if label is None:
            occupied.append(_sigmoid(score - shift))
        else:
            occupied.append(0.0 if label == EMPTY else 1.0)
    return occupied


def _occupied_logit(f: CellFeatures, glared: bool = True) -> float:
    """Log-odds that a tile lies on the cell: showing sand, and colourful, or nearly so and finely
    detailed (``DETAILED``), or (under a glare, which washes the colours out and moves the sand's;
    ``glared``) a little colourful, finely detailed and showing a little sand, each on its own scale."""
    colourful = (f.spread - COLOURFUL_SPREAD) / 0.04
    sandy = (f.sand_fraction - SAND_SHARE) / 0.02
    detailed = min((f.spread - DETAILED_SPREAD) / 0.02, (f.detail - DETAILED) / 0.01)
    if not glared:
        return min(max(colourful, detailed), sandy)
    washed = min((f.spread - FAINT_SPREAD) / 0.02, (f.detail - DETAIL) / 0.005, (f.washed - PALER) / 0.02,
                 (f.sand_fraction - GLARED_SAND_SHARE) / 0.01)
    return max(min(max(colourful, detailed), sandy), washed)


def glared_look(f: CellFeatures) -> bool:
    """Whether a cell looks as a tile a glare washed out, however little colour the glare left it
    (the washed-out signs of ``_occupied_logit`` but the spread): its sand paler than the photo's,
    the fine detail of a tile's art (a table's cells, glared too, show a third of it at most) and a
    little sand. Under a glare's middle a tile's colours wash out below FAINT_SPREAD (a garden at a
    city's corner showed 0.074): the veil is taken off such a cell too, and it is judged again as
    any tile, showing its sand and colour (a hand on a pale table looks glared too, but shows no
    sand once unveiled: 0.037 of it, the garden 0.26)."""
    return f.washed >= PALER and f.detail >= DETAIL and f.sand_fraction >= GLARED_SAND_SHARE


def _calibrated_shift(features: Sequence[CellFeatures], scores: Sequence[float],
                      known: Mapping[Position, str]) -> float:
    """Moves the boundary to the middle of the gap between known empty and known tile cells."""
    empty = [s for f, s in zip(features, scores, strict=True) if known.get((f.col, f.row)) == EMPTY]
    tiles = [s for f, s in zip(features, scores, strict=True)
             if known.get((f.col, f.row), EMPTY) != EMPTY]
    if not empty or not tiles:
        return 0.0
    high, low = max(empty), min(tiles)
    if high >= low or high < 0.0 < low:
        return 0.0
    return (high + low) / 2


def find_fountain(features: Sequence[CellFeatures], occupied: Sequence[float], rims: Mapping[Position, float],
                  known: Mapping[Position, str], walls: Mapping[Position, Sequence[float]] | None = None,
                  bare: Mapping[Position, float] | None = None) -> Fountain:
    """The one fountain: the known one, else the likeliest tile without a badge and without walls
    (``fountain_candidates``'s first)."""
    return fountain_candidates(features, occupied, rims, known, walls, bare)[0]


def fountain_candidates(features: Sequence[CellFeatures], occupied: Sequence[float],
                        rims: Mapping[Position, float], known: Mapping[Position, str],
                        walls: Mapping[Position, Sequence[float]] | None = None,
                        bare: Mapping[Position, float] | None = None) -> list[Fountain]:
    """Where the fountain may be, likeliest first, each with its share of the likelihood: the
    known one alone, else the tiles by how likely each has no badge and no walls.

    ``rims`` holds the badge rim's contrast for the cells that may hold a tile; ``walls`` the
    log-odds of a wall on each side (NESW) of such a cell: the fountain has none, so a walled
    tile whose badge is too faint to see is not taken for it; ``bare`` the share of sand where the
    badge would be (``badge.Badge.bare``; none given: not weighed).
    """
    for position, label in known.items():
        if label == FOUNTAIN:
            return [Fountain(position, 1.0)]
    sides = walls or {}
    sandy = bare if bare is not None and _on_the_tiles(bare) else {}
    weights = {(f.col, f.row): p * _badgeless(f.ink, rims[(f.col, f.row)], sandy.get((f.col, f.row)))
               * _unwalled((f.col, f.row), sides.get((f.col, f.row), ()), rims)
               for f, p in zip(features, occupied, strict=True)
               if (f.col, f.row) in rims and known.get((f.col, f.row)) is None}
    if not weights:
        return [Fountain((features[0].col, features[0].row), 0.0, 0.0)]
    total = sum(weights.values())
    ranked = sorted(weights, key=lambda c: -weights[c])  # stable: ties in reading order
    return [Fountain(c, weights[c] / total if total > 0 else 0.0, weights[c]) for c in ranked]


def _badgeless(ink: float, rim: float, bare: float | None = None) -> float:
    """How likely a tile has no badge: no ink where the digits would be, no rim around them, and
    (``bare`` given) sand where the badge's fill would be."""
    sand = 1.0 if bare is None else _sigmoid((bare - BARE) / _BARE_SCALE)
    return _sigmoid((FOUNTAIN_INK - ink) / _INK_SCALE) * _sigmoid((RIM - rim) / _RIM_SCALE) * sand


def _on_the_tiles(bare: Mapping[Position, float]) -> bool:
    """Whether the block lies on the tiles: besides the fountain, at most _OFF_ALONE tiles show
    sand at the badge's place."""
    return sum(value > OFF_BARE for value in bare.values()) <= 1 + _OFF_ALONE


def _unwalled(position: Position, logits: Sequence[float], tiles: Mapping[Position, float]) -> float:
    """How much the sides seen walled (``logits``: NESW) speak against the tile at ``position``
    being the fountain (1: none seen walled; ``tiles`` holds the cells that may hold a tile)."""
    weight = 1.0
    for (dx, dy), logit in zip(_STEPS, logits, strict=False):
        trust = _SHARED_TRUST if (position[0] + dx, position[1] + dy) in tiles else _EDGE_TRUST
        weight *= 2.0 * _sigmoid(-trust * max(logit, 0.0))
    return weight


def _sigmoid(x: float) -> float:
    return 1.0 / (1.0 + math.exp(-max(-50.0, min(50.0, x))))
