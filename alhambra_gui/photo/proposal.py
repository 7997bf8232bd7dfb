"""The recogniser's answer: plain values, their JSON shape and a readable grid."""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import Any

from .catalogue import TileRef
from .known import EMPTY, FOUNTAIN

BUILDING = "building"
#: A cell proposed less sure than this is unsure (outlined for the user to check).
UNSURE = 0.6


@dataclass(frozen=True)
class CellProposal:
    """What the photo shows on one block cell, and how sure the recogniser is (0..1).

    ``elsewhere``: the tile is one the game has elsewhere (the caller said so); it is proposed
    as the photo shows it, never swapped for another, and is unsure. ``next_best``: the tile
    next likeliest there (None: none), what a correction menu offers first.
    """

    col: int
    row: int
    kind: str
    type: str | None
    walls: str
    tile: TileRef | None
    confidence: float
    elsewhere: bool = False
    next_best: TileRef | None = None

    def unsure(self, most: float) -> CellProposal:
        """This cell, at most ``most`` sure."""
        return replace(self, confidence=min(self.confidence, most))

    def to_dict(self) -> dict[str, Any]:
        return {"col": self.col, "row": self.row, "kind": self.kind, "type": self.type, "walls": self.walls,
                "tile": self.tile.to_dict() if self.tile else None, "confidence": round(self.confidence, 3)}


@dataclass(frozen=True)
class Proposal:
    """Every cell of a ``cols`` x ``rows`` block (row-major) and where the fountain is.

    ``doubtful``: the block reads as a whole with doubt (it may lie a cell off or have the wrong
    size); the cells whose building the reader doubts are proposed empty and unsure.
    """

    cols: int
    rows: int
    cells: tuple[CellProposal, ...]
    fountain: tuple[int, int]
    doubtful: bool = False

    def cell(self, col: int, row: int) -> CellProposal:
        return self.cells[row * self.cols + col]

    def to_dict(self) -> dict[str, Any]:
        return {"cells": [c.to_dict() for c in self.cells],
                "fountain": {"col": self.fountain[0], "row": self.fountain[1]}}

    def text(self, low_confidence: float = UNSURE) -> str:
        """The block as a grid: ``.`` empty, ``F`` the fountain, else type letter, price and walls.

        A ``?`` marks a cell the recogniser is unsure of.
        """
        labels = [_label(c) + ("?" if c.confidence < low_confidence else "") for c in self.cells]
        width = max(len(label) for label in labels) + 1
        lines = [" " * 4 + "".join(f"{col:<{width}}" for col in range(self.cols)).rstrip()]
        for row in range(self.rows):
            line = "".join(f"{labels[row * self.cols + col]:<{width}}" for col in range(self.cols))
            lines.append(f"{row:<4}" + line.rstrip())
        return "\n".join(lines)


def _label(cell: CellProposal) -> str:
    if cell.kind == EMPTY:
        return "."
    if cell.kind == FOUNTAIN:
        return "F"
    letter = (cell.type or "?")[0].upper()
    price = str(cell.tile.price) if cell.tile else ""
    return f"{letter}{price}{cell.walls.lower()}"
