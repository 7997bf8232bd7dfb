"""A still city view (issue: the next target must not move): what the city view does so
that a cell keeps its place on screen while the table places tiles.

- It keeps its scale and position while the city (with the cells around it) fits. When the
  city grows beyond it, it zooms out around the cell under the pointer (or the cursor
  cell): just enough when that keeps the cell where it is at no less than half the size;
  otherwise to what the city needs with a ring of cells to spare, moved as little as shows
  it. A view zoomed in or panned by hand so that the city did not fit stays as it is.
- When the view's edges move in the window (a dock widens, the header takes a second
  line), it scrolls by as much, so that every cell stays where it is on screen; only when
  the view then no longer shows the city it showed (it shrank below it) does it fit.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QObject, QPoint, QPointF, QRectF, QSize, QSizeF

from .city_items import CELL
from .zoom_view import ZoomPanView, shrink_about

#: A small city is shown with room for this many cells across (``CityView.fit_rect``).
ROOM = 7


class StillKeeper(QObject):
    """Follows one view: where the pointer is, the city it last showed, the viewport's corner."""

    def __init__(self, view: ZoomPanView, city_rect: Callable[[], QRectF], cursor_point: Callable[[], QPoint],
                 fitted: Callable[[], bool]) -> None:
        """``city_rect``: the city and its frontier in the scene; ``cursor_point``: the cursor
        cell's centre in the viewport; ``fitted``: whether the view has been fitted once."""
        super().__init__(view)
        self._view = view
        self._city_rect, self._cursor_point, self._fitted = city_rect, cursor_point, fitted
        self.pointer: QPoint | None = None  # where the pointer is over the viewport, if it is
        self._shown_city = city_rect()  # as last rendered: what was shown
        self._corner: QPoint | None = None  # the viewport's top left in the window, last seen

    def after_render(self) -> None:
        """After a change of the city (see the module's first point)."""
        view = self._view
        city, before = self._city_rect(), self._shown_city
        self._shown_city = city
        if not (self._fitted() and view.isVisible()) or view.visible_rect().contains(city):
            return
        slack = 2 / view.zoom_level()  # whole pixels: a city that fitted may overlap by one
        if not view.visible_rect().adjusted(-slack, -slack, slack, slack).contains(before):
            return  # zoomed in or panned away by hand: the view stays as it was put
        area = QRectF(view.viewport().rect()).adjusted(2, 2, -2, -2)
        anchor = self._zoom_anchor(area)
        factor = shrink_about(anchor, QRectF(view.mapFromScene(city).boundingRect()), area)
        level = view.zoom_level()
        if factor >= 0.5 and level * factor >= view.MIN_ZOOM:
            view.scale_about(anchor, factor)
            return
        spare = city.adjusted(-CELL, -CELL, CELL, CELL)
        needed = min(area.width() / spare.width(), area.height() / spare.height())
        view.scale_about(anchor, max(min(level, needed), view.MIN_ZOOM) / level)
        view.ensureVisible(spare, 0, 0)

    def _zoom_anchor(self, area: QRectF) -> QPointF:
        """What stays put when the view must zoom out: the pointer, else the cursor cell, else
        the middle of the view."""
        if self.pointer is not None and area.contains(QPointF(self.pointer)):
            return QPointF(self.pointer)
        cursor = QPointF(self._cursor_point())
        return cursor if area.contains(cursor) else area.center()

    def keep_on_screen(self, before_size: QSize | None = None) -> None:
        """The viewport's edges moved in the window: scroll by what its corner moved (the
        second point). A large change (the window's first layout, the docks arriving) keeps
        the middle instead. Either way, a city shown whole before that no longer is (the
        view shrank below it) is fitted. ``before_size``: the view's size before a resize."""
        view = self._view
        corner = view.viewport().mapTo(view.window(), QPoint(0, 0))
        before, self._corner = self._corner, corner
        if before is None or not self._fitted() or not view.isVisible():
            return
        city = self._city_rect()
        viewport = view.viewport().size()
        was = viewport if before_size is None else before_size - (view.size() - viewport)
        # Without an anchor a resize keeps the scene point at the viewport's top left.
        shown = QRectF(view.mapToScene(QPoint(0, 0)), QSizeF(was) / view.zoom_level()).contains(city)
        if _large(was, viewport):
            view.centerOn(view.mapToScene(QRectF(QPointF(0, 0), QSizeF(was)).center().toPoint()))
        elif corner != before:
            moved = corner - before
            view.horizontalScrollBar().setValue(view.horizontalScrollBar().value() + moved.x())
            view.verticalScrollBar().setValue(view.verticalScrollBar().value() + moved.y())
        if shown and not view.visible_rect().contains(city):
            view.fit()

    def forget_corner(self) -> None:
        """Shown again (or fitted): measure from here."""
        view = self._view
        self._corner = view.viewport().mapTo(view.window(), QPoint(0, 0))


def _large(before: QSize, after: QSize) -> bool:
    """A change of more than a fifth of the width or the height."""
    return abs(after.width() - before.width()) > before.width() // 5 \
        or abs(after.height() - before.height()) > before.height() // 5
