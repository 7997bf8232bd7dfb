"""What expansion modules put on a tile, drawn over it so it reads at a glance: an added wall
piece (grey stone, unlike the printed brown battlements), a treasure chest in the building's
colour, a building site's scaffold; and a city gate on an edge between two tiles.
"""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, QSize, Qt
from PySide6.QtGui import QColor, QPainter, QPainterPath, QPen, QPixmap

from ..engine import NO_MARKS, Marks, Side, Tile, Variant
from ..engine.modules import building_sites, city_walls, treasure_chamber
from .tile_painter import paint_tile, side_band, type_colour

STONE = QColor("#c9c3b6")
STONE_LINE = QColor("#3d3a35")
SCAFFOLD = QColor(70, 45, 20, 200)
GATE_WOOD = QColor("#8b5a2b")
GATE_GOLD = QColor("#f2c14e")


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
    """Draw the tile's module marks over the painted tile."""
    if not marks:
        return
    painter.save()
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    if building_sites.is_site(marks):
        _paint_scaffold(painter, rect)
    for side in city_walls.added(marks):
        _paint_wall_piece(painter, rect, side)
    if treasure_chamber.has_chest(marks):
        _paint_chest(painter, rect, type_colour(variant, tile.type))
    painter.restore()


def _paint_wall_piece(painter: QPainter, rect: QRectF, side: Side) -> None:
    """A grey stone band with brick joints and a dark outline: a wall piece added later."""
    thick = rect.width() * 0.13
    band = side_band(rect, side, thick)
    painter.setPen(QPen(STONE_LINE, max(1.0, rect.width() * 0.02)))
    painter.setBrush(STONE)
    painter.drawRect(band)
    painter.setPen(QPen(STONE_LINE, max(0.8, rect.width() * 0.012)))
    horizontal = side in (Side.N, Side.S)
    for i in range(1, 5):
        if horizontal:
            x = band.left() + band.width() * i / 5
            painter.drawLine(QPointF(x, band.top()), QPointF(x, band.bottom()))
        else:
            y = band.top() + band.height() * i / 5
            painter.drawLine(QPointF(band.left(), y), QPointF(band.right(), y))


def _paint_chest(painter: QPainter, rect: QRectF, colour: QColor) -> None:
    """A small chest in the building's colour on a white disc, at the top right."""
    size = rect.width() * 0.3
    centre = QPointF(rect.right() - size * 0.72, rect.top() + size * 0.72)
    painter.setPen(QPen(QColor("#1b1b1b"), max(1.0, rect.width() * 0.018)))
    painter.setBrush(QColor("#ffffff"))
    painter.drawEllipse(centre, size * 0.62, size * 0.62)
    body = QRectF(centre.x() - size * 0.4, centre.y() - size * 0.18, size * 0.8, size * 0.46)
    lid = QPainterPath()
    lid.moveTo(body.left(), body.top())
    lid.cubicTo(body.left(), body.top() - size * 0.32, body.right(), body.top() - size * 0.32,
                body.right(), body.top())
    lid.closeSubpath()
    painter.setBrush(colour)
    painter.drawPath(lid)
    painter.drawRect(body)
    painter.setBrush(GATE_GOLD)
    painter.drawRect(QRectF(centre.x() - size * 0.07, body.top() - size * 0.02, size * 0.14, size * 0.2))


def _paint_scaffold(painter: QPainter, rect: QRectF) -> None:
    """Scaffold poles and a pale veil: a building site, not yet a building."""
    painter.fillRect(rect, QColor(255, 255, 255, 110))
    pen = QPen(SCAFFOLD, max(1.2, rect.width() * 0.035), Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap)
    painter.setPen(pen)
    inset = rect.width() * 0.2
    left, right = rect.left() + inset, rect.right() - inset
    top, bottom = rect.top() + inset * 0.7, rect.bottom() - inset * 0.7
    for x in (left, right):
        painter.drawLine(QPointF(x, top), QPointF(x, bottom))
    for y in (top + (bottom - top) * 0.33, top + (bottom - top) * 0.7):
        painter.drawLine(QPointF(left - inset * 0.3, y), QPointF(right + inset * 0.3, y))
    painter.drawLine(QPointF(left, bottom), QPointF(right, top + (bottom - top) * 0.33))


def gate_rect(cell_rect: QRectF, side: Side) -> QRectF:
    """Where a gate on ``side`` of a cell is drawn: astride the edge, at its middle."""
    length, depth = cell_rect.width() * 0.42, cell_rect.width() * 0.2
    centre = {
        Side.N: QPointF(cell_rect.center().x(), cell_rect.top()),
        Side.S: QPointF(cell_rect.center().x(), cell_rect.bottom()),
        Side.W: QPointF(cell_rect.left(), cell_rect.center().y()),
        Side.E: QPointF(cell_rect.right(), cell_rect.center().y()),
    }[side]
    width, height = (length, depth) if side in (Side.N, Side.S) else (depth, length)
    return QRectF(centre.x() - width / 2, centre.y() - height / 2, width, height)


def paint_gate(painter: QPainter, box: QRectF, *, faded: bool = False) -> None:
    """A wooden gate with a golden frame and an arch, filling ``box``."""
    painter.save()
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    if faded:
        painter.setOpacity(0.8)
    painter.setPen(QPen(GATE_GOLD, max(1.0, min(box.width(), box.height()) * 0.16)))
    painter.setBrush(GATE_WOOD)
    painter.drawRoundedRect(box, box.width() * 0.15, box.height() * 0.15)
    arch = box.adjusted(box.width() * 0.3, box.height() * 0.3, -box.width() * 0.3, -box.height() * 0.3)
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(QColor("#2b1a0c"))
    painter.drawEllipse(arch)
    painter.restore()
