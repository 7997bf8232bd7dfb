"""The longest outer wall drawn over a city: one item for the life of a city's scene, a new
wall set on it repaints the segments that came or went."""

from __future__ import annotations

from collections.abc import Iterable

from PySide6.QtCore import QLineF, QRectF, Qt
from PySide6.QtGui import QPainter, QPainterPath, QPainterPathStroker, QPen
from PySide6.QtWidgets import QGraphicsItem, QStyleOptionGraphicsItem, QWidget

from ...engine import COORDINATE_LIMIT, WallSegment
from .city_items import CELL, WALL_LINE, WALL_SHADOW, Z_WALL, corner_point


class WallItem(QGraphicsItem):
    """The longest outer wall: a bold line with a dark edge along every segment of the run.

    One item for the life of a city's scene: a new wall is set on it (``set_segments``),
    which repaints the segments that came or went and nothing else (a swap or a drop that
    changes the wall repainted the old wall's and the new wall's whole extent). Its bounds
    are therefore every place a wall may lie, the city view's whole area, and never change:
    Qt repaints an item whole when its bounds change. It strokes only what a paint exposes."""

    def __init__(self, segments: Iterable[WallSegment] = ()) -> None:
        super().__init__()
        self.segments: tuple[WallSegment, ...] = ()
        self._path = QPainterPath()
        self._shape: QPainterPath | None = None
        self._pen = QPen(WALL_LINE, CELL * 0.11, Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap,
                         Qt.PenJoinStyle.RoundJoin)
        self.setZValue(Z_WALL)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        self.setFlag(QGraphicsItem.GraphicsItemFlag.ItemUsesExtendedStyleOption)  # exposedRect
        self.set_segments(segments)

    def set_segments(self, segments: Iterable[WallSegment]) -> None:
        """Show this wall: the segments it has and the one shown had not, and those it no
        longer has, are repainted (each where its stroke reaches), nothing else."""
        wall = tuple(segments)
        if wall == self.segments:
            return
        changed = set(self.segments).symmetric_difference(wall)
        self.segments = wall
        self._path = _lines_path(self.lines())
        self._shape = None
        for segment in changed:
            self.update(_stroke_rect(_segment_line(segment)))

    def path(self) -> QPainterPath:
        """The wall's lines, one move and one line per segment."""
        return QPainterPath(self._path)

    def pen(self) -> QPen:
        return QPen(self._pen)

    def lines(self) -> list[QLineF]:
        """The drawn segments as scene lines (one per wall segment)."""
        return [_segment_line(s) for s in self.segments]

    def boundingRect(self) -> QRectF:
        return QRectF(-WALL_REACH, -WALL_REACH, 2 * WALL_REACH, 2 * WALL_REACH)

    def shape(self) -> QPainterPath:
        """The stroke itself (what is under the pointer), not the bounds."""
        if self._shape is None:
            stroker = QPainterPathStroker(self._pen)
            self._shape = stroker.createStroke(self._path)
        return self._shape

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem,
              widget: QWidget | None = None) -> None:
        path = self.exposed_path(option.exposedRect)
        if path.isEmpty():
            return
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        shadow = QPen(self._pen)
        shadow.setColor(WALL_SHADOW)
        shadow.setWidthF(self._pen.widthF() + CELL * 0.05)
        painter.strokePath(path, shadow)
        painter.strokePath(path, self._pen)

    def exposed_path(self, exposed: QRectF) -> QPainterPath:
        """The segments whose stroke reaches into ``exposed`` (an edit repaints a cell or two:
        the whole wall, stroked twice and smoothed, was the costliest part of such a paint).
        Each segment is a line of its own with round caps: a part is drawn as in the whole."""
        return _lines_path(line for line in self.lines() if _stroke_rect(line).intersects(exposed))


#: How far from the origin a wall may lie: every cell a city may reach, and a ring around
#: (the city view's area, ``CityView``).
WALL_REACH = (COORDINATE_LIMIT + 2) * CELL
#: How far a wall's stroke reaches beside its line (its shadow is 0.08 of a cell wide each
#: side: a line's rectangle, empty, is widened by more than that).
STROKE_REACH = CELL * 0.12


def _segment_line(segment: WallSegment) -> QLineF:
    start, end = segment.corners()
    return QLineF(corner_point(start), corner_point(end))


def _stroke_rect(line: QLineF) -> QRectF:
    """Where a wall segment's stroke may paint."""
    reach = STROKE_REACH
    return QRectF(line.p1(), line.p2()).normalized().adjusted(-reach, -reach, reach, reach)


def _lines_path(lines: Iterable[QLineF]) -> QPainterPath:
    path = QPainterPath()
    for line in lines:
        path.moveTo(line.p1())
        path.lineTo(line.p2())
    return path
