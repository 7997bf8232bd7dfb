"""What earned a module's number, drawn over the city while the number is selected in the
scoreboard (``modules.highlight.Highlight``): the cells that counted outlined in magenta, the
piece that counted them ringed, a bastion's ray or a walk as an arrow, double walls as bars,
a second wall in teal beside the longest, each thing with its label."""

from __future__ import annotations

from itertools import pairwise

from PySide6.QtCore import QLineF, QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QFont, QPainter, QPainterPath, QPen, QPolygonF
from PySide6.QtWidgets import QGraphicsItem, QStyleOptionGraphicsItem, QWidget

from ...engine import Side
from ..modules.highlight import Highlight, Mark
from ..paint.theme import scene_tones
from .city_items import CELL, Z_PROBLEM, cell_rect, corner_point

LABEL_INK = QColor("#ffffff")


class HighlightItem(QGraphicsItem):
    """One term's highlight; ``highlight`` is what it draws (tests read it)."""

    def __init__(self, highlight: Highlight) -> None:
        super().__init__()
        self.highlight = highlight
        bounds = QRectF()
        for mark in highlight.marks:
            for cell in (*mark.cells, *((mark.source,) if mark.source else ()), *(c for c, _ in mark.edges)):
                bounds = bounds.united(cell_rect(cell))
            for segment in mark.segments:
                a, b = segment.corners()
                bounds = bounds.united(QRectF(corner_point(a), corner_point(b)).normalized())
        self._bounds = bounds.adjusted(-CELL / 4, -CELL / 4, CELL / 4, CELL / 4)
        self.setZValue(Z_PROBLEM - 0.5)  # over the tiles and the modules' items, under a problem
        self.setToolTip(highlight.text)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)

    def boundingRect(self) -> QRectF:
        return self._bounds

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem,
              widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        for mark in self.highlight.marks:
            _paint_mark(painter, mark)


def _paint_mark(painter: QPainter, mark: Mark) -> None:
    if mark.cells:
        outline = QPainterPath()
        outline.setFillRule(Qt.FillRule.WindingFill)
        for cell in mark.cells:
            outline.addRect(cell_rect(cell).adjusted(5, 5, -5, -5))
        painter.setPen(QPen(scene_tones().mark_line, 3))
        painter.setBrush(scene_tones().mark_fill)
        painter.drawPath(outline.simplified())
    if mark.source is not None:
        painter.setPen(QPen(scene_tones().mark_line, 4))
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.drawEllipse(cell_rect(mark.source).center(), CELL * 0.42, CELL * 0.42)
    if mark.path and mark.cells:
        _paint_arrow(painter, [cell_rect(c).center() for c in
                               ((mark.source,) if mark.source else ()) + mark.cells])
    for cell, side in mark.edges:
        painter.setPen(QPen(scene_tones().mark_line, 7, Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap))
        painter.drawLine(_edge_line(cell_rect(cell), side))
    if mark.segments:
        pen = QPen(scene_tones().second_wall, CELL * 0.09, Qt.PenStyle.DashLine, Qt.PenCapStyle.FlatCap)
        painter.setPen(pen)
        for segment in mark.segments:
            a, b = segment.corners()
            painter.drawLine(corner_point(a), corner_point(b))
    if mark.label:
        where = mark.source or (mark.cells[0] if mark.cells else None)
        if where is None and mark.edges:
            where = mark.edges[0][0]
        if where is None and mark.segments:
            where = mark.segments[0].cell
        if where is not None:
            _paint_label(painter, cell_rect(where), mark.label)


def _paint_arrow(painter: QPainter, points: list[QPointF]) -> None:
    if len(points) < 2:
        return
    painter.setPen(QPen(scene_tones().mark_line, 4, Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap))
    for a, b in pairwise(points):
        painter.drawLine(a, b)
    tip, before = points[-1], points[-2]
    line = QLineF(tip, before)
    line.setLength(CELL * 0.22)
    left, right = QLineF(line), QLineF(line)
    left.setAngle(line.angle() + 28)
    right.setAngle(line.angle() - 28)
    painter.setBrush(scene_tones().mark_line)
    painter.drawPolygon(QPolygonF([tip, left.p2(), right.p2()]))


def _edge_line(rect: QRectF, side: Side) -> QLineF:
    inset = rect.width() * 0.2
    return {
        Side.N: QLineF(rect.left() + inset, rect.top(), rect.right() - inset, rect.top()),
        Side.S: QLineF(rect.left() + inset, rect.bottom(), rect.right() - inset, rect.bottom()),
        Side.W: QLineF(rect.left(), rect.top() + inset, rect.left(), rect.bottom() - inset),
        Side.E: QLineF(rect.right(), rect.top() + inset, rect.right(), rect.bottom() - inset),
    }[side]


def _paint_label(painter: QPainter, rect: QRectF, text: str) -> None:
    font = QFont()
    font.setBold(True)
    font.setPixelSize(int(CELL * 0.2))
    painter.setFont(font)
    width = painter.fontMetrics().horizontalAdvance(text) + CELL * 0.14
    badge = QRectF(rect.left() + 2, rect.top() + 2, max(width, CELL * 0.3), CELL * 0.28)
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(scene_tones().mark_line)
    painter.drawRoundedRect(badge, 5, 5)
    painter.setPen(LABEL_INK)
    painter.drawText(badge, Qt.AlignmentFlag.AlignCenter, text)
