"""The one way text from a game file (names, labels) reaches the screen: as plain text.

Qt takes any text that looks like HTML for rich text — in labels, tooltips and message
boxes — so a player called ``<img src=/dev/zero>`` would make it load a "picture". Every
label here is a ``PlainLabel``; every tooltip of the app is shown as plain text by one
application-wide filter (``install_plain_tooltips``); messages go through ``warn``/``ask``;
menu entries that hold a name through ``menu_text`` (an ``&`` would become a shortcut
letter). Where rich text is composed on purpose (a name in its
player's colour), every piece of data is escaped with ``escape`` (as ``html.escape``, whose
module builds HTML's 2 200 named characters on import: 8 M instructions at start-up) and every
colour is a ``QColor``'s own ``#rrggbb``.
"""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QEvent, QObject, QPoint, QTimer
from PySide6.QtCore import Qt as QtCore_Qt
from PySide6.QtGui import QColor, QHelpEvent
from PySide6.QtWidgets import QApplication, QLabel, QWidget

if TYPE_CHECKING:
    from PySide6.QtWidgets import QMessageBox



#: What ``escape`` replaces, ``&`` first (as ``html.escape`` does).
_ESCAPES = (("&", "&amp;"), ("<", "&lt;"), (">", "&gt;"))
_QUOTES = (('"', "&quot;"), ("'", "&#x27;"))


def escape(text: str, quote: bool = True) -> str:
    """``text`` safe inside rich text: ``&``, ``<`` and ``>`` (and, with ``quote``, both
    quotes) as character references, as ``html.escape`` gives them."""
    for char, reference in _ESCAPES + _QUOTES if quote else _ESCAPES:
        text = text.replace(char, reference)
    return text


class PlainLabel(QLabel):
    """A label whose text is always shown as written (built like a QLabel)."""

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        self.setTextFormat(QtCore_Qt.TextFormat.PlainText)


def tip(text: str) -> str:
    """A tooltip that shows ``text`` as written (line breaks kept)."""
    if not text:
        return ""
    return "<p style='white-space:pre-wrap'>" + escape(text, quote=False) + "</p>"


class PlainToolTips(QObject):
    """Every tooltip of the app shown as written. Installed once on the application, it
    answers tooltip events itself: a widget's own tooltip, an item view's (and its
    headers') from the model, a graphics view's from the topmost item under the pointer
    that has one (at the pointer, for an item with a ``tip_at(point)``)."""

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        # It sees every event of the app (thousands when a game is opened): the class first,
        # which costs a quarter of asking for the event's type.
        if not isinstance(event, QHelpEvent) or event.type() != QEvent.Type.ToolTip \
                or not isinstance(watched, QWidget):
            return False
        text = _tooltip_of(watched, event.pos())
        if text is None:
            return False
        from PySide6.QtWidgets import QToolTip

        if text:
            QToolTip.showText(event.globalPos(), tip(text), watched)
        else:
            QToolTip.hideText()
        event.ignore()
        return True


def install_plain_tooltips(app: QApplication) -> None:
    """Show every tooltip of the app as plain text (once per application)."""
    if app.property("plainToolTips"):
        return
    app.setProperty("plainToolTips", True)
    app.installEventFilter(PlainToolTips(app))


class _AfterNextPaint(QObject):
    """Installs the tooltip filter once ``window`` has handled its next update request (the
    paint of everything in it that waits to be painted), in the same event, before any other
    is delivered: posted events come before timers, and a tooltip comes from Qt's timer
    (0.7 s after the pointer stops). Should no paint come by ``AT_THE_LATEST`` ms (a window
    hidden at once), it is installed all the same."""

    AT_THE_LATEST = 500

    def __init__(self, window: QWidget, app: QApplication) -> None:
        super().__init__(window)
        self._window, self._app = window, app
        window.installEventFilter(self)
        QTimer.singleShot(self.AT_THE_LATEST, self, self._install)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() != QEvent.Type.UpdateRequest or watched is not self._window:
            return False
        self._window.removeEventFilter(self)
        self._window.event(event)  # painted here, unwatched by the application-wide filter
        self._install()
        return True

    def _install(self) -> None:
        self._window.removeEventFilter(self)
        install_plain_tooltips(self._app)
        self.deleteLater()


def install_plain_tooltips_after_paint(window: QWidget, app: QApplication) -> None:
    """``install_plain_tooltips`` once ``window`` (shown) has painted what waits to be painted:
    the app-wide filter sees every event of every object, each crossing into Python, some
    1 500 in a window's first paint with its docks (a twentieth of the start-up)."""
    if not app.property("plainToolTips"):
        _AfterNextPaint(window, app)


@contextmanager
def tooltips_unwatched(app: QApplication) -> Iterator[None]:
    """The tooltip filter left out while the block delivers a burst of events that holds no
    tooltip (every widget told of a new language): each event it sees crosses into Python,
    a thousand of them for the window's widgets."""
    filters = app.findChildren(PlainToolTips)
    for watcher in filters:
        app.removeEventFilter(watcher)
    try:
        yield
    finally:
        for watcher in filters:
            app.installEventFilter(watcher)


def _tooltip_of(widget: QWidget, pos: QPoint) -> str | None:
    """The tooltip text at ``pos`` of ``widget`` (None: not one this filter answers)."""
    from PySide6.QtWidgets import QAbstractItemView, QGraphicsView, QHeaderView

    role = QtCore_Qt.ItemDataRole.ToolTipRole
    owner = widget.parentWidget()
    if isinstance(owner, QHeaderView) and owner.viewport() is widget:
        table = owner.parentWidget()
        section = owner.logicalIndexAt(pos)
        model = table.model() if isinstance(table, QAbstractItemView) else None
        value = model.headerData(section, owner.orientation(), role) if model and section >= 0 else None
        return value if isinstance(value, str) else ""
    if isinstance(owner, QAbstractItemView) and owner.viewport() is widget:
        value = owner.indexAt(pos).data(role)
        return value if isinstance(value, str) else ""
    if isinstance(owner, QGraphicsView) and owner.viewport() is widget:
        for item in owner.items(pos):  # the topmost that has one, as the scene itself would
            tip_at = getattr(item, "tip_at", None)  # a tooltip that depends on the point
            if callable(tip_at):
                return str(tip_at(item.mapFromScene(owner.mapToScene(pos))))
            if item.toolTip():
                return item.toolTip()
        return ""
    return widget.toolTip() or None


def menu_text(text: str) -> str:
    """Text for a menu entry or a button: an ``&`` is shown, not taken as a shortcut."""
    return text.replace("&", "&&")


def safe_colour(colour: str, fallback: str = "#333333") -> str:
    """A colour as ``#rrggbb`` for composed rich text or style sheets (never the raw string)."""
    parsed = QColor(colour)
    return parsed.name() if parsed.isValid() else fallback


def _box(parent: QWidget | None, icon: QMessageBox.Icon, title: str, text: str,
         buttons: QMessageBox.StandardButton, default: QMessageBox.StandardButton) -> QMessageBox:
    from PySide6.QtWidgets import QMessageBox

    box = QMessageBox(icon, title, text, buttons, parent)
    box.setTextFormat(QtCore_Qt.TextFormat.PlainText)
    box.setDefaultButton(default)
    return box


def warn(parent: QWidget | None, title: str, text: str) -> None:
    """A warning whose text is shown as written."""
    from PySide6.QtWidgets import QMessageBox

    ok = QMessageBox.StandardButton.Ok
    _box(parent, QMessageBox.Icon.Warning, title, text, ok, ok).exec()


def ask(parent: QWidget | None, title: str, text: str, buttons: QMessageBox.StandardButton,
        default: QMessageBox.StandardButton) -> QMessageBox.StandardButton:
    """A question whose text is shown as written; the button chosen."""
    from PySide6.QtWidgets import QMessageBox

    box = _box(parent, QMessageBox.Icon.Question, title, text, buttons, default)
    return QMessageBox.StandardButton(box.exec())
