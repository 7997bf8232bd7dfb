"""A tile drawn with what expansion modules put on it, so it reads at a glance (an added
wall piece, a chest, a scaffold): each module draws its own marks (``modules/<id>``)."""

from __future__ import annotations

from PySide6.QtCore import QRectF, QSize, Qt
from PySide6.QtGui import QPainter, QPixmap

from ...engine import NO_MARKS, Marks, Tile, Variant
from ..modules.registry import all_parts
from .tile_painter import paint_tile


def paint_piece(painter: QPainter, rect: QRectF, tile: Tile, variant: Variant,
                marks: Marks = NO_MARKS, *, faded: bool = False) -> None:
    """A tile and what modules put on it."""
    paint_tile(painter, rect, tile, variant, faded=faded)
    if marks and not faded:
        paint_marks(painter, rect, tile, variant, marks)


def piece_pixmap(tile: Tile, variant: Variant, size: int, marks: Marks = NO_MARKS) -> QPixmap:
    pixmap = QPixmap(QSize(size, size))
    pixmap.fill(Qt.GlobalColor.transparent)
    painter = QPainter(pixmap)
    paint_piece(painter, QRectF(0, 0, size, size), tile, variant, marks)
    painter.end()
    return pixmap


def paint_marks(painter: QPainter, rect: QRectF, tile: Tile, variant: Variant, marks: Marks) -> None:
    """Draw what the modules have put on a tile over the painted tile, each module its own
    marks (``modules.ui.ModuleUI.paint_marks``), in the registry's order."""
    if not marks:
        return
    painter.save()
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    for ui in all_parts():
        ui.paint_marks(painter, rect, tile, variant, marks)
    painter.restore()
