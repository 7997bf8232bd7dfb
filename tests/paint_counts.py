"""The paint events each widget of the app receives while a block runs (issue 31: a change
of the whole window is painted once it has settled, not at every turn of its fitting)."""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterator
from contextlib import contextmanager

from PySide6.QtCore import QEvent, QObject
from PySide6.QtWidgets import QApplication


class PaintCounts(QObject):
    """How many paint events each object received (``seen``)."""

    def __init__(self) -> None:
        super().__init__()
        self.seen: Counter[QObject] = Counter()

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() == QEvent.Type.Paint:
            self.seen[watched] += 1
        return False


@contextmanager
def paints_counted() -> Iterator[Counter[QObject]]:
    """The paint events of every widget while the block runs."""
    app = QApplication.instance()
    assert app is not None
    counts = PaintCounts()
    app.installEventFilter(counts)
    try:
        yield counts.seen
    finally:
        app.removeEventFilter(counts)
