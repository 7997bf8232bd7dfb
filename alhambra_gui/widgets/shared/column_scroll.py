"""A dock's body that scrolls up and down: the scoreboard's, which the window's layout
(``window/window_layout.py``) measures to share the column beside the city."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QEvent, QObject, QSize, Qt, QTimer, Signal
from PySide6.QtWidgets import QDockWidget, QFrame, QLabel, QScrollArea, QWidget

from ..paint.viewport import own_viewport


class HeightWatch(QObject):
    """Measures a height (``measure``) once ``body``'s layout has settled — a zero-interval
    timer after each of its layout requests (and resizes, with ``resizes``) — and says when
    it changed (``changed``)."""

    changed = Signal()

    def __init__(self, body: QWidget, measure: Callable[[], int], *, resizes: bool = False) -> None:
        super().__init__(body)
        self._measure, self._height = measure, 0
        self._events = {QEvent.Type.LayoutRequest, *((QEvent.Type.Resize,) if resizes else ())}
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.setInterval(0)
        self._timer.timeout.connect(self.check)
        body.installEventFilter(self)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() in self._events:
            self._timer.start()
        return False

    def check(self) -> None:
        height = self._measure()
        if height != self._height:
            self._height = height
            self.changed.emit()


class ColumnScroll(QScrollArea):
    """A dock's body that scrolls up and down when the window is too short for it, so that
    the dock never makes the window taller than the screen; it keeps the body's width."""

    #: The height the body needs changed (a banner came or went, a text grew).
    neededHeightChanged = Signal()

    def __init__(self, body: QWidget, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setFocusPolicy(Qt.FocusPolicy.NoFocus)  # no Tab stop of its own (nothing shows it)
        own_viewport(self)
        self.setWidgetResizable(True)
        self.setFrameShape(QFrame.Shape.NoFrame)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setWidget(body)
        self._watch = HeightWatch(body, self.needed_height)  # once the body's layout has settled
        self._watch.changed.connect(self.neededHeightChanged)

    def minimumSizeHint(self) -> QSize:
        body = self.widget()
        width = body.minimumSizeHint().width() if body is not None else 0
        return QSize(width + self.verticalScrollBar().sizeHint().width(), super().minimumSizeHint().height())

    def sizeHint(self) -> QSize:
        body = self.widget()
        return body.sizeHint() if body is not None else super().sizeHint()

    def needed_height(self) -> int:
        """The least height that shows the whole body (wrapped text is as tall as the width
        makes it: the scroll area lays the body out at its height for that width)."""
        body = self.widget()
        if body is None:
            return 0
        return max(body.minimumSizeHint().height(), body.heightForWidth(self.viewport().width()))


def scrolled_dock_height(dock: QDockWidget, scroll: QScrollArea, note: QLabel) -> int:
    """The height of a dock in the reserves' tab group (the Modules dock, the Typed figures)
    that shows what its scroll area holds without scrolling, at its width, or, the area
    hidden, its note (the window gives it that much above the scoreboard, no more)."""
    if not scroll.isHidden():
        content = scroll.widget()
        inner = content.heightForWidth(scroll.viewport().width()) if content else 0
        if content is not None and inner < 0:
            inner = content.sizeHint().height()
        return inner + dock.height() - scroll.viewport().height()
    return note.heightForWidth(note.width()) + dock.height() - note.height()
