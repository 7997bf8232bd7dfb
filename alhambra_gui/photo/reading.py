"""One photo read whole, without Qt: the block (given, or found by itself), the city proposed
on it, whether the reading is to be doubted and why, and the reading that came next.

``read_city(source, corners=None, grid=None, known=..., unavailable=..., progress=...)`` is
what the command line, the app's photo import and a headless server call; ``source`` is a
file, the photo's bytes (as an upload brings them) or an RGB array.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, field, replace
from pathlib import Path
from typing import Any

import numpy as np

from .catalogue import TileRef
from .decide import Basis, Decision, decide, emptied
from .doubt import BESIDE, BLOCK_OFF, NO_FOUNTAIN, PART, TWO_CITIES, UNSURE, Doubt
from .errors import GridError, TwoCitiesError
from .geometry import Corners, FloatArray, Point
from .grow import grown, grown_to_glared
from .known import EMPTY, Position
from .locate import Found, find_block
from .pipeline import FINDING, after_finding, block_text, observe, observe_found
from .progress import Progress, quiet
from .proposal import UNSURE as UNSURE_BELOW
from .proposal import Proposal

#: What a photo may be given as: a file, its bytes, or an H x W x 3 RGB array.
Source = str | Path | bytes | FloatArray
Known = Mapping[Position, str] | Iterable[tuple[Position, str]] | None
#: A block found is doubted as a part of the city when the photo shows this much sand outside
#: its city's cells (a share of the sand on them): on the painted tuning photos a block read
#: right leaves out at most a quarter (strays, a card); a grid that fits a part of a slanted or
#: glared city only leaves out half of it and more.
PART_OUTSIDE = 0.5

@dataclass(frozen=True)
class Reading:
    """A photo read: the proposal on the block whose ``corners`` (photo pixels, NW, NE, SE, SW)
    and size it has; ``found``: the block was found in the photo (not given); ``doubt`` (None:
    none) and ``runner_up``, the next likeliest reading (None: none came close)."""

    proposal: Proposal
    corners: Corners
    found: bool
    doubt: Doubt | None = None
    runner_up: Reading | None = field(default=None, compare=False)
    #: What the photo showed and the tiles the game has elsewhere: to decide again without it.
    basis: Basis | None = field(default=None, compare=False, repr=False)
    elsewhere: frozenset[TileRef] = field(default=frozenset(), compare=False, repr=False)
    #: The cells the block finder saw covered by the city's tiles (``missed``), kept with it.
    covered: frozenset[Position] = field(default=frozenset(), compare=False, repr=False)

    @classmethod
    def of(cls, decision: Decision, corners: Corners, found: bool, doubt: Doubt | None = None,
           basis: Basis | None = None, elsewhere: Iterable[TileRef] = (),
           covered: Iterable[Position] = ()) -> Reading:
        """A decision on the block of ``corners`` as a reading (``doubt``: one found beside it)."""
        runner = decision.runner_up
        runner_up = cls(runner.proposal, corners, found, runner.doubt) if runner is not None else None
        return cls(decision.proposal, corners, found, doubt or decision.doubt, runner_up, basis,
                   frozenset(elsewhere), frozenset(covered))

    def without(self, taken: Iterable[TileRef], doubt: Doubt | None = None) -> Reading:
        """This reading decided again without the photo, the ``taken`` tiles never proposed (another
        city on the table keeps them); ``doubt`` says why, unless the new reading has a doubt of its
        own (as read: a cell the finder saw covered and the new reading leaves empty is one). A
        reading kept without what the photo showed stays as it is."""
        if self.basis is None:
            return self
        decision = decide(self.basis, self.elsewhere, taken)
        kind = self.doubt.kind if self.doubt is not None else None
        two = self.doubt if kind in (TWO_CITIES, PART) else None
        beside = self.doubt if kind == BESIDE else None
        if kind == PART:
            decision = replace(decision, proposal=emptied(decision.proposal))
        own = _first(two, decision.doubt, beside)
        if own is None:
            decision, own = missed(self.covered, decision)
        return Reading.of(decision, self.corners, self.found, own or doubt, self.basis, self.elsewhere,
                          self.covered)

    @property
    def cols(self) -> int:
        return self.proposal.cols

    @property
    def rows(self) -> int:
        return self.proposal.rows

    def block_text(self) -> str:
        """The block as the command line takes it back: ``--corners ... --grid CxR``."""
        return block_text(self.corners, self.cols, self.rows)

    def to_dict(self) -> dict[str, Any]:
        """The ``alhambra-gui photo --json`` answer: the cells and the fountain; the corners and
        the grid when the block was found; ``doubt`` and ``doubt_reason`` always."""
        answer = self.proposal.to_dict()
        if self.found:
            answer["corners"] = [[round(x, 1), round(y, 1)] for x, y in self.corners.points]
            answer["grid"] = {"cols": self.cols, "rows": self.rows}
        answer["doubt"] = self.doubt is not None
        answer["doubt_reason"] = _sentence(self.doubt.reason) if self.doubt else ""
        return answer


def read_city(source: Source, corners: Corners | Sequence[Point] | None = None,
              grid: tuple[int, int] | None = None, *, known: Known = None,
              unavailable: Iterable[TileRef] = (), progress: Progress = quiet,
              larger_of_two: bool = True, readings: Iterable[TileRef] = ()) -> Reading:
    """Read the city in a photo: on the block given by ``corners`` and ``grid`` (columns, rows),
    or, without both, on the block found in the photo by itself (a photo of two cities: the
    larger is read, and the reading is doubted; without ``larger_of_two``, TwoCitiesError).
    ``known``, ``unavailable`` and ``readings`` are ``recognise``'s; ``progress`` is told how
    far the reading is and may stop it by raising ``ReadingCancelled``. Raises a PhotoError
    subclass on bad input (FoundBlockError carries the block found when the reading refuses it)."""
    image = source.astype("float32") if isinstance(source, np.ndarray) else source
    unavailable = tuple(unavailable)
    if corners is not None and grid is not None:
        where = corners if isinstance(corners, Corners) else Corners.from_points(corners)
        basis = observe(image, where, grid[0], grid[1], known, progress, readings)
        reading = Reading.of(decide(basis, unavailable), where, False, None, basis, unavailable)
        progress(1.0)
        return reading
    if corners is not None or grid is not None:
        raise GridError("the corners and the grid go together")
    two = None
    try:
        found = find_block(image, lambda fraction: progress(FINDING * fraction))
    except TwoCitiesError as error:  # the larger one is read, and the reading is doubted
        if not larger_of_two or not isinstance(error.found, Found):
            raise
        found, two = error.found, Doubt.of(TWO_CITIES)
    basis = observe_found(image, found, known, after_finding(progress), readings)
    glared = 0 if found.beside or known else len(basis.beside)  # tiles a glare hid from the finder
    if found.beside and not known:  # tiles beside the block: a part of the city a glare cut off?
        found, basis = grown(image, found, basis, known, after_finding(progress), readings)
    elif glared:  # tiles the finder did not see beside the block, washed out by a glare
        was = found
        found, basis = grown_to_glared(image, found, basis, after_finding(progress), readings)
        glared = glared if found is was else len(basis.beside)  # grown to them: those beyond left out
    decision = decide(basis, unavailable)
    near = found.beside or glared
    beside = Doubt.of(BESIDE, str(near), near) if near else None
    if two is None and found.outside >= PART_OUTSIDE:  # the block holds a part of the city only
        two = Doubt.of(PART)
        decision = replace(decision, proposal=emptied(decision.proposal))
    doubt = _first(two, decision.doubt, beside)
    if doubt is None:  # cells the finder saw covered, read empty
        decision, doubt = missed(found.covered, decision)
    reading = Reading.of(decision, found.corners, True, doubt, basis, unavailable, found.covered)
    progress(1.0)
    return reading


def missed(covered: Iterable[Position], decision: Decision) -> tuple[Decision, Doubt | None]:
    """The decision with the cells the finder saw ``covered`` by the city's tiles (``Found.covered``)
    and the reading proposes empty outlined, and the doubt they make (None: there are none): the
    finder sees a tile's sand, the reading a tile's colour and detail, and a cell where they
    disagree is in question (a small photo's garden tile read 0.52 sure empty)."""
    proposal = decision.proposal
    cells = {(c, r) for c, r in covered if 0 <= c < proposal.cols and 0 <= r < proposal.rows
             and proposal.cell(c, r).kind == EMPTY}
    if not cells:
        return decision, None
    outlined = tuple(c.unsure(UNSURE_BELOW - 0.01) if (c.col, c.row) in cells else c for c in proposal.cells)
    return replace(decision, proposal=replace(proposal, cells=outlined)), Doubt.of(UNSURE, str(len(cells)),
                                                                                   len(cells))


def _first(block: Doubt | None, decided: Doubt | None, beside: Doubt | None) -> Doubt | None:
    """The doubt said: the block's first (two cities, a part of one), then the decision's about
    the whole block (no fountain, a cell off), then tiles beside the block (which explain a
    rule broken or a cell unsure), then the decision's about cells."""
    whole = decided if decided is not None and decided.kind in (BLOCK_OFF, NO_FOUNTAIN) else None
    return block or whole or beside or decided


def _sentence(text: str) -> str:
    text = text[:1].upper() + text[1:]
    return text if text.endswith((".", "!", "?")) else text + "."
