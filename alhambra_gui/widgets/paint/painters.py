"""What draws the things the core painters do not know: a module's pieces (a hut, a camp),
the marks modules put on a tile (a chest, a wall piece), and how a tile that may lie turned
lies (its walls as turned). The painters are handed them
(``Painters``); the modules' registry makes them from the modules' window parts
(``widgets/modules/registry.painters``), so nothing here imports anything above ``paint/``.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Protocol

from PySide6.QtCore import QRectF
from PySide6.QtGui import QPainter

from ...engine import Marks, Tile, Variant


class PiecePainter(Protocol):
    """Draws one piece of a kind in ``rect``."""

    def __call__(self, painter: QPainter, rect: QRectF, tile: Tile, variant: Variant, /) -> None: ...


class MarkPainter(Protocol):
    """Draws what one module has put on a tile, over the painted tile (nothing when the marks
    hold none of its own)."""

    def __call__(self, painter: QPainter, rect: QRectF, tile: Tile, variant: Variant,
                 marks: Marks, /) -> None: ...


class TurnOf(Protocol):
    """The quarter turns clockwise a tile with these marks lies turned by (0: as printed)."""

    def __call__(self, tile: Tile, marks: Marks, /) -> int: ...


def as_printed(_tile: Tile, _marks: Marks) -> int:
    return 0


@dataclass(frozen=True, eq=False)
class Painters:
    """The piece painters by kind (a kind without one is drawn plain), the mark painters in
    the order they draw, and how a tile lies turned."""

    pieces: Mapping[str, PiecePainter] = field(default_factory=dict)
    marks: tuple[MarkPainter, ...] = ()
    turn: TurnOf = as_printed


#: No module's painters: pieces drawn plain, no marks (a tile of the base game needs no more).
PLAIN = Painters()
