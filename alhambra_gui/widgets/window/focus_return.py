"""The keyboard's focus given back when a window of the app closes.

A desktop's window manager activates the window below a dialog that closes; without one (an
X server alone, as on a kiosk or under Xvfb, and Qt's offscreen platform) no window was
active any more and the keys went nowhere. When one of the app's windows that had the focus
is hidden (closed, answered) and no window took the focus then, the window it was opened
over takes it back — the main window when that one is gone too — and Qt gives it to the
widget that had it there. A window the user merely left for another program stays shown:
nothing is taken back from that program."""

from __future__ import annotations

import shiboken6
from PySide6.QtCore import QEvent, QObject, QTimer
from PySide6.QtGui import QGuiApplication, QWindow
from PySide6.QtWidgets import QApplication, QWidget


class FocusReturn(QObject):
    """Held by the main window ``window``: the windows whose focus it gives back are those
    opened over it (dialogs, the keys sheet, the History window and its questions). It
    listens to the window that has the focus, when that is one of those, for its hiding."""

    def __init__(self, window: QWidget) -> None:
        super().__init__(window)
        self._window = window
        self._hidden: QWidget | None = None  # the window just hidden, until it is seen to
        app = QGuiApplication.instance()
        assert isinstance(app, QGuiApplication)
        app.focusWindowChanged.connect(self._on_focus_window)

    def _on_focus_window(self, _focused: QWindow | None) -> None:
        active = QApplication.activeWindow()
        if active is not None and active is not self._window and self._over_window(active) is not None:
            active.installEventFilter(self)  # once: installing again only moves it first

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() == QEvent.Type.Hide and isinstance(watched, QWidget) and watched.isWindow():
            watched.removeEventFilter(self)
            self._hidden = watched
            QTimer.singleShot(0, self, self._give_back)  # once the closing is done: a manager acts first
        return False

    def _give_back(self) -> None:
        hidden, self._hidden = self._hidden, None
        if hidden is None or QApplication.activeWindow() is not None:
            return
        parent = hidden.parentWidget() if shiboken6.isValid(hidden) else None
        back = self._over_window(parent) if parent is not None else None
        if back is None and self._window.isVisible():
            back = self._window
        if back is not None:
            back.activateWindow()

    def _over_window(self, widget: QWidget | None) -> QWidget | None:
        """The shown window ``widget`` lies in, or the nearest shown one it was opened over,
        when that is the main window or a window opened over it; else None."""
        found: QWidget | None = None
        while widget is not None:
            if found is None and widget.isWindow() and widget.isVisible():
                found = widget
            if widget is self._window:
                return found
            widget = widget.parentWidget()
        return None
