"""A graphics view that zooms (wheel, keys) and pans (middle button), and fits a rectangle."""

from __future__ import annotations

from PySide6.QtCore import QPoint, QPointF, QRectF, Qt
from PySide6.QtGui import QMouseEvent, QWheelEvent
from PySide6.QtWidgets import QGraphicsView, QWidget

from ..paint.viewport import own_viewport


class ZoomPanView(QGraphicsView):
    """The wheel zooms around the pointer; the middle button pans; ``fit`` shows ``fit_rect``."""

    MIN_ZOOM = 0.15
    MAX_ZOOM = 4.0
    MAX_FIT_ZOOM = 1.5

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        own_viewport(self)
        self._pan_from: QPoint | None = None

    def fit_rect(self) -> QRectF:
        """What ``fit`` shows; subclasses say."""
        return self.sceneRect()

    def visible_rect(self) -> QRectF:
        """The part of the scene the viewport shows now."""
        return self.mapToScene(self.viewport().rect()).boundingRect()

    # ---- zoom and pan ----------------------------------------------------------------------------
    def zoom_level(self) -> float:
        return self.transform().m11()

    def zoom_in(self) -> None:
        self._zoom_by(1.25, QGraphicsView.ViewportAnchor.AnchorViewCenter)

    def zoom_out(self) -> None:
        self._zoom_by(0.8, QGraphicsView.ViewportAnchor.AnchorViewCenter)

    def fit(self) -> None:
        """Fit ``fit_rect`` into the window (never larger than 150 %)."""
        rect = self.fit_rect()
        self.fitInView(rect, Qt.AspectRatioMode.KeepAspectRatio)
        level = self.zoom_level()
        target = min(max(level, self.MIN_ZOOM), self.MAX_FIT_ZOOM)
        if target != level:
            self.scale(target / level, target / level)
        self.centerOn(rect.center())

    def scale_about(self, anchor: QPointF, factor: float) -> None:
        """Scale by ``factor`` keeping the scene point under ``anchor`` (viewport
        coordinates) where it is on screen."""
        held = self.mapToScene(anchor.toPoint())
        previous = self.transformationAnchor()
        self.setTransformationAnchor(QGraphicsView.ViewportAnchor.NoAnchor)
        self.scale(factor, factor)
        self.setTransformationAnchor(previous)
        drift = self.mapFromScene(held) - anchor.toPoint()
        self.horizontalScrollBar().setValue(self.horizontalScrollBar().value() + drift.x())
        self.verticalScrollBar().setValue(self.verticalScrollBar().value() + drift.y())

    def _zoom_by(self, factor: float, anchor: QGraphicsView.ViewportAnchor) -> None:
        level = self.zoom_level()
        target = min(max(level * factor, self.MIN_ZOOM), self.MAX_ZOOM)
        previous = self.transformationAnchor()
        self.setTransformationAnchor(anchor)
        self.scale(target / level, target / level)
        self.setTransformationAnchor(previous)

    def wheelEvent(self, event: QWheelEvent) -> None:
        delta = event.angleDelta().y()
        if not delta:
            super().wheelEvent(event)
            return
        self._zoom_by(1.0015 ** delta, QGraphicsView.ViewportAnchor.AnchorUnderMouse)
        event.accept()

    def mousePressEvent(self, event: QMouseEvent) -> None:
        if event.button() == Qt.MouseButton.MiddleButton:
            self._pan_from = event.position().toPoint()
            self.viewport().setCursor(Qt.CursorShape.ClosedHandCursor)
            event.accept()
            return
        super().mousePressEvent(event)

    def mouseMoveEvent(self, event: QMouseEvent) -> None:
        if self._pan_from is not None:
            point = event.position().toPoint()
            delta = point - self._pan_from
            self._pan_from = point
            self.horizontalScrollBar().setValue(self.horizontalScrollBar().value() - delta.x())
            self.verticalScrollBar().setValue(self.verticalScrollBar().value() - delta.y())
            event.accept()
            return
        super().mouseMoveEvent(event)

    def mouseReleaseEvent(self, event: QMouseEvent) -> None:
        if event.button() == Qt.MouseButton.MiddleButton and self._pan_from is not None:
            self._pan_from = None
            self.viewport().setCursor(Qt.CursorShape.OpenHandCursor)
            event.accept()
            return
        super().mouseReleaseEvent(event)


def shrink_about(anchor: QPointF, content: QRectF, area: QRectF) -> float:
    """The largest factor (at most 1) by which ``content``, scaled about ``anchor``, lies
    inside ``area`` (all in viewport coordinates); 0 when none does (the anchor on the edge
    the content crosses, or outside the area)."""
    factor = 1.0
    sides = ((anchor.x(), content.left(), area.left(), -1), (anchor.x(), content.right(), area.right(), 1),
             (anchor.y(), content.top(), area.top(), -1), (anchor.y(), content.bottom(), area.bottom(), 1))
    for centre, edge, limit, outwards in sides:
        reach, room = (edge - centre) * outwards, (limit - centre) * outwards
        if reach > room:
            factor = min(factor, max(room, 0.0) / reach)
    return factor
