"""A dock's body that scrolls up and down: the scoreboard's, which the window's layout
(``window/window_layout.py``) measures to share the column beside the city."""

from __future__ import annotations

from PySide6.QtCore import QEvent, QObject, QSize, Qt, QTimer, Signal
from PySide6.QtWidgets import QDockWidget, QFrame, QLabel, QScrollArea, QWidget

from ..paint.viewport import own_viewport


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
        self._needed = 0
        self._measure = QTimer(self)  # once the body's layout has settled
        self._measure.setSingleShot(True)
        self._measure.setInterval(0)
        self._measure.timeout.connect(self._check_needed_height)
        body.installEventFilter(self)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() == QEvent.Type.LayoutRequest:
            self._measure.start()
        return super().eventFilter(watched, event)

    def _check_needed_height(self) -> None:
        needed = self.needed_height()
        if needed != self._needed:
            self._needed = needed
            self.neededHeightChanged.emit()

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
