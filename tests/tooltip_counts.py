"""The events the application-wide tooltip filter sees while a block runs (issue 31: it is
left out of bursts that tell hundreds of widgets of a change, and watches again after)."""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager

from PySide6.QtCore import QEvent, QObject
from PySide6.QtWidgets import QApplication

from alhambra_gui.widgets.paint.plain import PlainToolTips


class CountingToolTips(PlainToolTips):
    """The app's tooltip filter, keeping the type of every event it sees (``seen``)."""

    def __init__(self, app: QApplication) -> None:
        super().__init__(app)
        self.seen: list[QEvent.Type] = []

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        self.seen.append(event.type())
        return super().eventFilter(watched, event)


@contextmanager
def tooltip_filter_counted(app: QApplication) -> Iterator[CountingToolTips]:
    """The app's tooltip filter replaced by a counting one while the block runs (the app
    removes and installs it again as it would its own), then put back."""
    installed = app.findChildren(PlainToolTips)
    for watcher in installed:
        app.removeEventFilter(watcher)
    counting = CountingToolTips(app)
    app.installEventFilter(counting)
    try:
        yield counting
    finally:
        app.removeEventFilter(counting)
        counting.setParent(None)
        for watcher in installed:
            app.installEventFilter(watcher)
