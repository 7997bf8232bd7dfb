"""Deciding what lies on a block from what the photo showed (issue 29): which tile is the
fountain, and each building as one of the printed tiles still free, scored by the image and
by the rules together; the likeliest reading, whether to doubt it, and the next likeliest.

What the photo showed is kept (``Basis``), so that a reading can be decided again without
the photo, as when the table finds a tile read in two cities and one of them must do without.
"""

from __future__ import annotations

import math
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, replace

import numpy as np

from .assignment import Evidence, Match, match_tiles
from .catalogue import TileRef, catalogue, walls_text
from .doubt import (
    BLOCK_OFF,
    CLOSE,
    NO_FOUNTAIN,
    RULES,
    SMALL_CITY,
    UNSURE,
    Doubt,
    Signs,
    doubted_from,
    wrong_chance,
)
from .kinds import Fountain
from .known import EMPTY, FOUNTAIN, Position
from .prior import Breaches, breaches
from .proposal import BUILDING, CellProposal, Proposal
from .proposal import UNSURE as UNSURE_BELOW

#: How sure a proposed tile can look when the game has it elsewhere (the user must check it),
#: and what proposing such a tile costs against a free one the photo shows as well (a tie-break
#: only: a tile the photo tells apart is proposed as what it is).
ELSEWHERE_CONFIDENCE = 0.3
ELSEWHERE_COST = 0.7
#: A reading is doubtful as a block when the fountain stands out from the other tiles this
#: little (its share) and the buildings were matched this unsurely (their mean confidence): on
#: the painted photos only blocks a cell off or of the wrong size read so.
DOUBTFUL_FOUNTAIN = 0.2
DOUBTFUL_BUILDINGS = 0.6
#: How sure a building must be to stay proposed when its place is in doubt as a whole (a block
#: so doubted; no tile standing out as the fountain and another fountain nearly as likely, within
#: CLOSE_COST): none stays, not even one read sure. Each stands where the fountain puts it, and on
#: the painted tuning, validation and further photos (seeds 9000, 11000) every reading so doubted
#: (4 of 4) had the wrong tile for its fountain: every building kept (2, 7, 9 of them, 0.69 to 0.99
#: sure) was a place off or invented. (Without a rival fountain that close, 7 of 7 fountains were
#: right, the rival 4.8 or more behind.)
PLACELESS_SURE = math.inf
#: Below this share, the fountain counts as not found (unless told): every building's place
#: is then in doubt, and those the reader is unsure of are proposed empty, not a place off.
FOUNTAIN_FOUND = 0.35
#: Fountain candidates weighed (the likeliest first), and how much the fountain's own look (no
#: badge, no walls: its log-odds) counts against the rest: the rules break near ties only (a
#: misread wall beside the true fountain must not move the fountain onto a building).
FOUNTAINS = 3
_FOUNTAIN_WEIGHT = 6.0
#: Another reading within this cost of the likeliest (negative log-likelihood) is close.
CLOSE_COST = 2.0
#: A city is doubted for its buildings when the misreadings they expect add up to
#: ``doubt.doubted_from()`` (each building's chance of being wrong from its confidence and its
#: type's margin: ``doubt.wrong_chance``, fitted with cross-validation on the painted tuning
#: photos, ``python -m tests.photo_doubt_fit``). Its buildings at least OUTLINED_CHANCE likely
#: wrong (the likeliest always) are then outlined, at most _OUTLINED sure.
OUTLINED_CHANCE = 0.1
_OUTLINED = UNSURE_BELOW - 0.01
#: A tile whose sand a glare washed out (``Basis.glared``) shows its walls' dark bands washed out
#: too, and a wall there can read as an open side with a sure match (two tiles' shared wall read
#: open on both, a glare over it: each 0.71 and 0.93 sure, a city two cells off without doubt):
#: the doubt weighs such a tile as at most GLARED_SURE, as a tile the reader is unsure of.
GLARED_SURE = _OUTLINED
#: How much paler than the photo's a tile's sand is (``CellFeatures.washed``) under a glare's
#: middle: 0.25 to 0.49 on each painted tuning photo of a glare (seeds 1000-1019); light falling
#: off across a slanted wooden table makes a row of tiles 0.11 to 0.14 paler, and no glare.
GLARED_STRONGLY = 0.2
#: How sure a cell at which the reading breaks a rule can look. A tile beside the city that its
#: walls cut off from the fountain, wall against wall, is proposed empty and unsure: on the
#: painted tuning photos whose fountain was found, each such tile was a stray lying against the
#: city (a building whose walls were misread cuts itself off with a join, a wall against an open
#: side, and is proposed outlined; a tile apart from the city, ``detached``, was a building
#: beside one read empty).
BREACH_CONFIDENCE = 0.4
#: A tile cut off from the fountain (``unreachable``, or apart from the city, ``detached``) that
#: matched no printed tile even this surely (its badge unseen, its print askew) is proposed empty
#: and unsure too, whatever its walls: on the painted photos such tiles were strays lying askew
#: beside the city (0.0 to 0.06 sure) and a hand over an empty cell (0.0), never a building.
STRAY_SURE = 0.1
#: Buildings of one type, at least NAMED_TOGETHER of them, each of whose type the photo holds
#: less than NAMED_MARGIN likelier than the next type (``Signs.type_margin``), doubt the reading:
#: their type rests on one naming of a group of alike tiles (``naming.py``) that another name
#: nearly matches, and if that naming is wrong, every one of them is. The misreadings expected
#: (``doubted_from``) weigh buildings one by one, as if they could be wrong apart, and let such a
#: group through: on the fresh painted photos of seeds 5000-5019, three of the four cities read
#: wrongly without doubt had a whole group named another type (three gardens named chambers,
#: each 0.72 likelier; three seraglios, 0.44; two gardens, 0.65 and 0.68), every tile of it wrong;
#: the first two are doubted so (the third's next type, gardens, named a lone tile elsewhere).
#: Only a group whose next type the city holds nowhere: on the painted tuning photos (seeds
#: 1000-1019) groups read so unsurely between two types the city both holds (seraglios and
#: arcades, each named by a group of its own) were named right, 15 cities read exactly that the
#: rule would have doubted; of groups whose next type the city lacks, it doubts one more city.
NAMED_TOGETHER = 2
NAMED_MARGIN = 0.75


@dataclass(frozen=True)
class Hypothesis:
    """One way to read the block: the fountain there, the other tiles' evidence as buildings."""

    fountain: Fountain
    evidence: tuple[Evidence, ...]


@dataclass(frozen=True)
class Basis:
    """What the photo showed on a ``cols`` x ``rows`` block: per cell (row-major) how likely a
    tile lies there, and the hypotheses of where the fountain is (likeliest first); ``told``:
    the fountain's cell was told by the user."""

    cols: int
    rows: int
    occupied: tuple[float, ...]
    hypotheses: tuple[Hypothesis, ...]
    told: bool = False
    #: Tiles as the modules in play may lay them (a tile built turned), matched besides the catalogue's.
    readings: tuple[TileRef, ...] = ()
    #: The tiles whose sand a glare washed out (``kinds.PALER``): the doubt weighs each as unsure
    #: (GLARED_SURE).
    glared: tuple[Position, ...] = ()
    #: The cells just beside the block, touching a tile of it, that read as tiles a glare washed
    #: out (``beside.tiles_beside``, when ``pipeline.observe`` is asked; outside the block's cells).
    beside: tuple[Position, ...] = ()
    #: Of ``glared``, the tiles a glare washed out by GLARED_STRONGLY or more.
    glared_strongly: tuple[Position, ...] = ()


@dataclass(frozen=True)
class Decision:
    """A reading decided: its proposal, the rules it breaks, its cost (image and rules), why it
    is doubted (None: it is not) and the next likeliest reading (None: there is none)."""

    proposal: Proposal
    breaches: Breaches
    cost: float
    doubt: Doubt | None = None
    runner_up: Decision | None = None


def decide(basis: Basis, elsewhere: Iterable[TileRef] = (), taken: Iterable[TileRef] = ()) -> Decision:
    """The likeliest reading of the block and its runner-up. ``elsewhere``: tiles the game has
    elsewhere (proposed when the photo shows them, but unsure); ``taken``: tiles another city
    on the table keeps (never proposed here)."""
    best, runner_up = likeliest(basis, elsewhere, taken)
    signs = building_signs(basis, best.proposal)
    chances = {(c.col, c.row): wrong_chance(s) for c, s in signs}
    named = _named_unsure(basis, best.proposal, signs) | _glared_pairs(basis, best.proposal)
    unsure_cells = _in_doubt(chances, named)
    doubt = _doubt(basis, best, runner_up, unsure_cells)
    proposal = best.proposal
    unsure = any(c.kind == BUILDING and c.confidence < UNSURE_BELOW for c in proposal.cells)
    kind = doubt.kind if doubt is not None else None
    if kind == BLOCK_OFF or (kind == NO_FOUNTAIN and _rival(best, runner_up)):
        proposal = emptied(proposal, PLACELESS_SURE)  # the fountain, and so every place, is in doubt
    elif kind == NO_FOUNTAIN and unsure:
        proposal = emptied(proposal)  # the places of all are in doubt: the unsure ones are left empty
    elif kind == UNSURE:  # the cells the doubt counts are outlined
        cells = tuple(c.unsure(_OUTLINED) if (c.col, c.row) in unsure_cells else c for c in proposal.cells)
        proposal = replace(proposal, cells=cells)
    return Decision(proposal, best.breaches, best.cost, doubt, runner_up)


def likeliest(basis: Basis, elsewhere: Iterable[TileRef] = (),
              taken: Iterable[TileRef] = ()) -> tuple[Decision, Decision | None]:
    """The likeliest reading of the block, undoubted and as its cells were matched, and the
    next likeliest (``decide``'s arguments)."""
    elsewhere, taken = frozenset(elsewhere), frozenset(taken)
    tiles = [t for t in (*catalogue(), *basis.readings) if t not in taken]
    readings = sorted((_read(basis, h, tiles, elsewhere) for h in basis.hypotheses), key=lambda d: d.cost)
    best = readings[0]
    return best, readings[1] if len(readings) > 1 else _second_tiles(basis, best, tiles, elsewhere)


def building_signs(basis: Basis, proposal: Proposal) -> list[tuple[CellProposal, Signs]]:
    """Each building of the proposal (as matched, before any outline) with what the doubt weighs
    of it: its confidence (at most GLARED_SURE where a glare washed the tile out), how much
    likelier its type looked than the next, the city's size."""
    hypothesis = next((h for h in basis.hypotheses if h.fountain.position == proposal.fountain), None)
    if hypothesis is None:  # no fountain hypothesis is the proposal's: nothing seen to weigh
        return []
    evidence = {(e.col, e.row): e for e in hypothesis.evidence}
    signs = []
    small = sum(c.kind == BUILDING for c in proposal.cells) <= SMALL_CITY
    for cell in proposal.cells:
        seen = evidence.get((cell.col, cell.row))
        if cell.kind == BUILDING and seen is not None:
            own = seen.types.get(cell.type or "", 0.0)
            other = max((p for t, p in seen.types.items() if t != cell.type), default=0.0)
            glared = (cell.col, cell.row) in basis.glared
            sure = min(cell.confidence, GLARED_SURE) if glared else cell.confidence
            signs.append((cell, Signs(sure, own - other, small)))
    return signs


def _rival(best: Decision, runner_up: Decision | None) -> bool:
    """Whether the next likeliest reading puts the fountain elsewhere and is close (CLOSE_COST)."""
    return runner_up is not None and runner_up.proposal.fountain != best.proposal.fountain \
        and runner_up.cost - best.cost < CLOSE_COST


def _glared_pairs(basis: Basis, proposal: Proposal) -> set[Position]:
    """The glared buildings (``Basis.glared``) beside another, one of the two under a glare's
    middle (``Basis.glared_strongly``): the side they share lies under the glare on both, and its
    walls, washed out on both, read open on both with sure matches (GLARED_SURE weighs each alone
    as one unsure tile, which a city may be off by): a city two cells off (a fresh painted glare
    photo: an arcades 7 and a garden 8 read an arcades 8 and a garden 9, 0.83 and 0.94 sure)
    doubts itself for them."""
    glared = {(c.col, c.row) for c in proposal.cells if c.kind == BUILDING} & set(basis.glared)
    strong = set(basis.glared_strongly)
    pairs = {(a, b) for a in glared for b in glared if abs(a[0] - b[0]) + abs(a[1] - b[1]) == 1}
    return {a for a, b in pairs if a in strong or b in strong}


def _outlined(chances: dict[Position, float]) -> set[Position]:
    """The buildings a city doubted for them outlines: the likeliest wrong, and any at least
    OUTLINED_CHANCE likely wrong."""
    worst = max(chances.values(), default=0.0)
    return {cell for cell, chance in chances.items() if chance >= min(OUTLINED_CHANCE, worst)}


def _named_unsure(basis: Basis, proposal: Proposal,
                  signs: Sequence[tuple[CellProposal, Signs]]) -> set[Position]:
    """The buildings of each type of which at least NAMED_TOGETHER were read with their type less
    than NAMED_MARGIN likelier than the next, that next type one the city holds nowhere (one
    group's naming in doubt)."""
    hypothesis = next((h for h in basis.hypotheses if h.fountain.position == proposal.fountain), None)
    if hypothesis is None:  # no fountain hypothesis is the proposal's: no naming to doubt
        return set()
    evidence = {(e.col, e.row): e for e in hypothesis.evidence}
    held = {cell.type for cell, _ in signs}
    weak: dict[str, set[Position]] = {}
    for cell, sign in signs:
        found = evidence.get((cell.col, cell.row))
        if found is None:
            continue
        seen = found.types
        following = max((t for t in seen if t != cell.type), key=lambda t: seen[t], default=None)
        if sign.type_margin < NAMED_MARGIN and following not in held:
            weak.setdefault(cell.type or "", set()).add((cell.col, cell.row))
    return {cell for cells in weak.values() if len(cells) >= NAMED_TOGETHER for cell in cells}


def _in_doubt(chances: dict[Position, float], named: set[Position]) -> set[Position]:
    """The buildings that doubt the city for themselves, outlined: those ``_outlined`` picks when
    the misreadings expected reach ``doubted_from``, and the buildings of a naming in doubt."""
    expected = _outlined(chances) if sum(chances.values()) >= doubted_from() else set()
    return expected | named


def _read(basis: Basis, hypothesis: Hypothesis, tiles: Sequence[TileRef], elsewhere: frozenset[TileRef],
          forced: dict[Position, TileRef] | None = None) -> Decision:
    extra = {tile: ELSEWHERE_COST for tile in elsewhere}
    evidence = hypothesis.evidence
    matches = match_tiles(evidence, tiles, extra, hypothesis.fountain.position)
    if forced:
        matches = [Match(forced[(e.col, e.row)], m.confidence * 0.5, m.cost, m.tile)
                   if (e.col, e.row) in forced else m for e, m in zip(evidence, matches, strict=True)]
    found = {(e.col, e.row): (e, m) for e, m in zip(evidence, matches, strict=True)}
    buildings = {cell: m.tile for cell, (_, m) in found.items()}
    walls = {cell: _seen_walls(e) for cell, (e, m) in found.items() if m.tile is None}
    broken = breaches(buildings, hypothesis.fountain.position, walls=walls)
    look = min(max(hypothesis.fountain.likelihood, 1e-6), 1 - 1e-6)
    image = -_FOUNTAIN_WEIGHT * math.log(look / (1 - look)) + sum(m.cost for _, m in found.values())
    proposal = _proposal(basis, hypothesis.fountain, found, elsewhere, broken)
    return Decision(proposal, broken, image + broken.cost())


def _second_tiles(basis: Basis, best: Decision, tiles: Sequence[TileRef],
                  elsewhere: frozenset[TileRef]) -> Decision | None:
    """The best reading with its least sure building read as its next likeliest tile."""
    hypothesis = next(h for h in basis.hypotheses if h.fountain.position == best.proposal.fountain)
    buildings = [c for c in best.proposal.cells if c.kind == BUILDING and c.next_best is not None]
    if not buildings:
        return None
    weakest = min(buildings, key=lambda c: c.confidence)
    assert weakest.next_best is not None
    return _read(basis, hypothesis, tiles, elsewhere, {(weakest.col, weakest.row): weakest.next_best})


def _doubt(basis: Basis, best: Decision, runner_up: Decision | None,
           unsure: set[Position]) -> Doubt | None:
    proposal = best.proposal
    fountain = proposal.cell(*proposal.fountain).confidence
    buildings = [c.confidence for c in proposal.cells if c.kind == BUILDING]
    if not basis.told and buildings and fountain < DOUBTFUL_FOUNTAIN \
            and float(np.mean(buildings)) < DOUBTFUL_BUILDINGS:
        return Doubt.of(BLOCK_OFF)
    if not basis.told and fountain < FOUNTAIN_FOUND:
        return Doubt.of(NO_FOUNTAIN)
    if best.breaches:
        return Doubt.of(RULES, best.breaches.words(), len(best.breaches.cells()))
    if runner_up is not None and runner_up.cost - best.cost < CLOSE_COST:
        return Doubt.of(CLOSE)
    if unsure:
        return Doubt.of(UNSURE, str(len(unsure)), len(unsure))
    return None


def _proposal(basis: Basis, fountain: Fountain, found: dict[Position, tuple[Evidence, Match]],
              elsewhere: frozenset[TileRef], broken: Breaches) -> Proposal:
    cells = []
    broken_cells = broken.cells()
    for index, occupied in enumerate(basis.occupied):
        position = (index % basis.cols, index // basis.cols)
        if position == fountain.position:
            cells.append(CellProposal(*position, FOUNTAIN, None, "", None, fountain.confidence))
        elif position in broken.unreachable and position not in broken.joins:  # a stray tile beside it
            cells.append(CellProposal(*position, EMPTY, None, "", None, 0.0))
        elif position in found:
            cell = _building(occupied, *found[position], elsewhere)
            if _stray(cell, broken):
                cell = CellProposal(*position, EMPTY, None, "", None, 0.0)
            elif position in broken_cells:
                cell = cell.unsure(BREACH_CONFIDENCE)
            cells.append(cell)
        else:
            cells.append(CellProposal(*position, EMPTY, None, "", None, 1.0 - occupied))
    return Proposal(basis.cols, basis.rows, tuple(cells), fountain.position)


def _stray(cell: CellProposal, broken: Breaches) -> bool:
    """Whether a building read cut off from the fountain is a stray: matched less than STRAY_SURE."""
    position = (cell.col, cell.row)
    cut_off = position in broken.unreachable or position in broken.detached
    return cut_off and cell.confidence < STRAY_SURE


def emptied(proposal: Proposal, sure: float = UNSURE_BELOW) -> Proposal:
    """The block read with doubt as a whole: the buildings read less ``sure`` than that (those the
    reader is unsure of, unless told) are proposed empty and unsure, not a whole city one place off."""
    cells = tuple(CellProposal(c.col, c.row, EMPTY, None, "", None, 0.0)
                  if c.kind == BUILDING and c.confidence < sure else c for c in proposal.cells)
    return Proposal(proposal.cols, proposal.rows, cells, proposal.fountain, True)


def _seen_walls(evidence: Evidence) -> str:
    n, e, s, w = (logit > 0 for logit in evidence.walls)
    return walls_text((n, e, s, w))


def _building(occupied: float, evidence: Evidence, match: Match,
              elsewhere: frozenset[TileRef]) -> CellProposal:
    """A building cell: its matched tile (unsure when the game has it elsewhere; no surer than
    its badge was seen: on the painted tuning photos, a badge seen less was read wrong about
    one time in three), or (when no tile is left) the likeliest type and walls seen."""
    tile = match.tile
    if tile is None:
        likeliest = max(evidence.types, key=lambda t: evidence.types[t])
        return CellProposal(evidence.col, evidence.row, BUILDING, likeliest, _seen_walls(evidence), None,
                            occupied * evidence.types[likeliest] * 0.5)
    confidence = occupied * min(match.confidence, evidence.seen)  # a hidden badge: at most as sure as seen
    if tile in elsewhere:
        return CellProposal(evidence.col, evidence.row, BUILDING, tile.type, tile.walls, tile,
                            min(confidence, ELSEWHERE_CONFIDENCE), elsewhere=True, next_best=match.next_best)
    return CellProposal(evidence.col, evidence.row, BUILDING, tile.type, tile.walls, tile, confidence,
                        next_best=match.next_best)
