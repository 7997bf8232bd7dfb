"""One photo read whole, without Qt: the block (given, or found by itself), the city proposed
on it, whether the reading is to be doubted and why, and the reading that came next.

``read_city(source, corners=None, grid=None, known=..., unavailable=..., progress=...)`` is
what the command line, the app's photo import and a headless server call; ``source`` is a
file, the photo's bytes (as an upload brings them) or an RGB array.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import numpy as np

from .catalogue import TileRef
from .errors import GridError, TwoCitiesError
from .geometry import Corners, FloatArray, Point
from .known import Position
from .locate import Found
from .pipeline import find_and_recognise, recognise
from .progress import Progress, quiet
from .proposal import Proposal

#: What a photo may be given as: a file, its bytes, or an H x W x 3 RGB array.
Source = str | Path | bytes | FloatArray
Known = Mapping[Position, str] | Iterable[tuple[Position, str]] | None

#: Why a reading is doubted (``Doubt.kind``); each has its sentence in ``Doubt.reason``.
BLOCK_OFF = "block"  # the block reads as if it lay a cell off or had the wrong size
NO_FOUNTAIN = "fountain"  # no tile stands out as the fountain
TWO_CITIES = "two_cities"  # the photo shows two cities; the larger was read

_REASONS = {
    BLOCK_OFF: "the block reads as if it lay a cell off or had the wrong size: check the corners "
               "and the grid",
    NO_FOUNTAIN: "no tile stands out as the fountain: tell its cell",
    TWO_CITIES: "the photo shows two cities and the larger was read: give the corners of the other "
                "to read it",
}
#: Below this, the fountain counts as not found.
FOUNTAIN_FOUND = 0.2


@dataclass(frozen=True)
class Doubt:
    """Why a reading is not to be trusted as it stands: ``kind`` (one of the names above, for a
    caller that words it itself) and ``reason``, one English sentence without its full stop."""

    kind: str
    reason: str

    @classmethod
    def of(cls, kind: str) -> Doubt:
        return cls(kind, _REASONS[kind])


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

    @property
    def cols(self) -> int:
        return self.proposal.cols

    @property
    def rows(self) -> int:
        return self.proposal.rows

    def block_text(self) -> str:
        """The block as the command line takes it back: ``--corners ... --grid CxR``."""
        flat = ",".join(f"{v:.1f}" for point in self.corners.points for v in point)
        return f"--corners {flat} --grid {self.cols}x{self.rows}"

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
              larger_of_two: bool = True) -> Reading:
    """Read the city in a photo: on the block given by ``corners`` and ``grid`` (columns, rows),
    or, without both, on the block found in the photo by itself (a photo of two cities: the
    larger is read, and the reading is doubted; without ``larger_of_two``, TwoCitiesError).
    ``known`` and ``unavailable`` are ``recognise``'s; ``progress`` is told how far the reading
    is and may stop it by raising ``ReadingCancelled``. Raises a PhotoError subclass on bad
    input (FoundBlockError carries the block found when the reading refuses it)."""
    image = source.astype("float32") if isinstance(source, np.ndarray) else source
    unavailable = tuple(unavailable)
    if corners is not None and grid is not None:
        where = corners if isinstance(corners, Corners) else Corners.from_points(corners)
        proposal = recognise(image, where, grid[0], grid[1], known=known, unavailable=unavailable,
                             progress=progress)
        return Reading(proposal, where, False, _doubt(proposal, known))
    if corners is not None or grid is not None:
        raise GridError("the corners and the grid go together")
    try:
        found, proposal = find_and_recognise(image, known=known, unavailable=unavailable, progress=progress)
    except TwoCitiesError as error:  # the larger one is read, and the reading is doubted
        if not larger_of_two or not isinstance(error.found, Found):
            raise
        found = error.found
        proposal = recognise(image, found.corners, found.cols, found.rows, known=known,
                             unavailable=unavailable, progress=progress)
        return Reading(proposal, found.corners, True, Doubt.of(TWO_CITIES))
    return Reading(proposal, found.corners, True, _doubt(proposal, known))


def _doubt(proposal: Proposal, known: Known) -> Doubt | None:
    if proposal.doubtful:
        return Doubt.of(BLOCK_OFF)
    labels = dict(known.items() if isinstance(known, Mapping) else known or ())
    fountain = proposal.cell(*proposal.fountain)
    if fountain.confidence < FOUNTAIN_FOUND and "fountain" not in labels.values():
        return Doubt.of(NO_FOUNTAIN)
    return None


def _sentence(text: str) -> str:
    text = text[:1].upper() + text[1:]
    return text if text.endswith((".", "!", "?")) else text + "."
