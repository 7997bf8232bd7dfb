"""The whole table read at once (issue 29): one reading per city, then the table checked
together. Each physical tile lies in one city only, so a tile read in two cities is asked
about in both: the city whose cell shows it more surely keeps it, the other is decided again
without it (its cell then shows its next likeliest tile); both cells are outlined and both
readings say why. With every tile once on the table, no type can count more tiles than the
box holds; a building no tile is left for is proposed without a type.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass, replace
from typing import Any

from .catalogue import TileRef
from .cities import read_cities
from .doubt import TABLE, Doubt
from .errors import PhotoError
from .known import Position
from .progress import Progress, quiet
from .proposal import BUILDING, CellProposal, Proposal
from .reading import Reading, Source, read_city

#: How sure a cell whose tile was read in two cities can look (the user must check it).
ASKED = 0.4
#: Rounds of deciding again at most (each settles at least one tile read twice).
_ROUNDS = 60


class TablePhotoError(PhotoError):
    """One photo of the table refused: its index among the photos and why (``reason``)."""

    def __init__(self, index: int, reason: PhotoError) -> None:
        super().__init__(str(reason))
        self.index = index
        self.reason = reason


@dataclass(frozen=True)
class Conflict:
    """A tile read in two cities: the city (index) and cell that keep it, the other's cell, and
    the tile that other cell shows now (None: none is left for it)."""

    tile: TileRef
    kept_by: int
    kept_at: Position
    other: int
    other_at: Position
    now: TileRef | None

    def to_dict(self) -> dict[str, Any]:
        return {"tile": self.tile.to_dict(), "kept_by": self.kept_by,
                "kept_at": {"col": self.kept_at[0], "row": self.kept_at[1]},
                "other": self.other, "other_at": {"col": self.other_at[0], "row": self.other_at[1]},
                "now": self.now.to_dict() if self.now else None}


@dataclass(frozen=True)
class TableReading:
    """Every city of the table read, each tile in one city only, and the tiles that were read twice."""

    readings: tuple[Reading, ...]
    conflicts: tuple[Conflict, ...] = ()
    #: Which source each reading was read from (by index; several cities may share a photo).
    sources: tuple[int, ...] = ()

    def to_dict(self) -> dict[str, Any]:
        return {"cities": [r.to_dict() for r in self.readings],
                "conflicts": [c.to_dict() for c in self.conflicts]}


def read_table(sources: Sequence[Source], unavailable: Iterable[TileRef] = (),
               progress: Progress = quiet, every_city: bool = False) -> TableReading:
    """Every photo read (its block found by itself; a photo of two cities: the larger, or with
    ``every_city`` each city in it, ``cities.read_cities``), then the table checked together
    (``resolve``). ``unavailable``: tiles the game has elsewhere."""
    elsewhere = tuple(unavailable)
    share = 1.0 / max(len(sources), 1)
    readings: list[Reading] = []
    origins: list[int] = []
    for k, source in enumerate(sources):
        def part(fraction: float, k: int = k) -> None:
            progress(share * (k + fraction))

        try:
            if every_city:
                found = read_cities(source, elsewhere, part)
            else:
                found = [read_city(source, unavailable=elsewhere, progress=part)]
        except PhotoError as error:
            raise TablePhotoError(k, error) from error
        readings += found
        origins += [k] * len(found)
    progress(1.0)
    return replace(resolve(readings), sources=tuple(origins))


def resolve(readings: Sequence[Reading]) -> TableReading:
    """The readings of the table's cities with every tile in one city only (see the module)."""
    current = list(readings)
    taken: list[set[TileRef]] = [set() for _ in current]
    asked: list[dict[Position, TileRef]] = [{} for _ in current]
    conflicts: list[Conflict] = []
    for _ in range(_ROUNDS):
        twice = _read_twice(current)
        if not twice:
            break
        tile, places = twice
        ranked = sorted(places, key=lambda place: -current[place[0]].proposal.cell(*place[1]).confidence)
        (keeper, kept_at), *others = ranked
        asked[keeper][kept_at] = tile
        for other, at in others:
            taken[other].add(tile)
            current[other] = current[other].without(taken[other], Doubt.of(TABLE))
            now = current[other].proposal.cell(*at)
            asked[other][at] = tile
            shown = now.tile if now.kind == BUILDING else None
            conflicts.append(Conflict(tile, keeper, kept_at, other, at, shown))
    final = [_asked(r, asked[k]) for k, r in enumerate(current)]
    return TableReading(tuple(_typed(final)), tuple(conflicts))


def _read_twice(readings: Sequence[Reading]) -> tuple[TileRef, list[tuple[int, Position]]] | None:
    """The first tile read in more than one place on the table, and its places."""
    places: dict[TileRef, list[tuple[int, Position]]] = {}
    for k, reading in enumerate(readings):
        for cell in reading.proposal.cells:
            if cell.kind == BUILDING and cell.tile is not None:
                places.setdefault(cell.tile, []).append((k, (cell.col, cell.row)))
    return next(((t, p) for t, p in places.items() if len(p) > 1), None)


def _asked(reading: Reading, cells: dict[Position, TileRef]) -> Reading:
    """The reading with the cells whose tile was read twice outlined, and why, when it says
    nothing else."""
    if not cells:
        return reading
    proposal = reading.proposal
    marked = tuple(c.unsure(ASKED) if (c.col, c.row) in cells else c for c in proposal.cells)
    doubt = reading.doubt or Doubt.of(TABLE)
    return replace(reading, proposal=replace(proposal, cells=marked), doubt=doubt)


def _typed(readings: list[Reading]) -> list[Reading]:
    """A building no tile is left for keeps no type: the box has no more of it."""
    result = []
    for reading in readings:
        proposal = reading.proposal
        if any(c.kind == BUILDING and c.tile is None and c.type is not None for c in proposal.cells):
            cells = tuple(_untyped(c) for c in proposal.cells)
            proposal = Proposal(proposal.cols, proposal.rows, cells, proposal.fountain, proposal.doubtful)
            reading = replace(reading, proposal=proposal)
        result.append(reading)
    return result


def _untyped(cell: CellProposal) -> CellProposal:
    if cell.kind == BUILDING and cell.tile is None:
        return replace(cell, type=None, confidence=0.0)
    return cell
