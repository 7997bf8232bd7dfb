"""A tile drawn with what expansion modules put on it, so it reads at a glance (an added
wall piece, a chest, a scaffold): each module draws its own marks, by the mark painters the
tile is handed (``painters.py``)."""

from __future__ import annotations

from PySide6.QtCore import QRectF, QSize, Qt
from PySide6.QtGui import QPainter, QPixmap

from ...engine import NO_MARKS, Marks, Tile, Variant
from .painters import Painters
from .tile_painter import paint_tile


def paint_piece(painter: QPainter, rect: QRectF, tile: Tile, variant: Variant, painters: Painters,
                marks: Marks = NO_MARKS, *, faded: bool = False) -> None:
    """A tile and what modules put on it."""
    paint_tile(painter, rect, tile, variant, painters, faded=faded, marks=marks)
    if marks and not faded:
        paint_marks(painter, rect, tile, variant, marks, painters)


def piece_pixmap(tile: Tile, variant: Variant, size: int, painters: Painters,
                 marks: Marks = NO_MARKS) -> QPixmap:
    pixmap = QPixmap(QSize(size, size))
    pixmap.fill(Qt.GlobalColor.transparent)
    painter = QPainter(pixmap)
    paint_piece(painter, QRectF(0, 0, size, size), tile, variant, painters, marks)
    painter.end()
    return pixmap


def paint_marks(painter: QPainter, rect: QRectF, tile: Tile, variant: Variant, marks: Marks,
                painters: Painters) -> None:
    """Draw what the modules have put on a tile over the painted tile, each module its own
    marks, in the order of ``painters.marks``."""
    if not marks:
        return
    painter.save()
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    for paint in painters.marks:
        paint(painter, rect, tile, variant, marks)
    painter.restore()
