"""A window painted once after a change of everything in it (another game opened), not at
every step of what that change sets off.

Another game's docks and tables fit themselves over a few turns of the event loop (the score
tables measure their columns on a zero timer, the docks take the widths the tables then ask
for, the tables fit again in their new width). Qt paints what changed before each turn's
timers: an open of a game of another shape painted the window's docks three times over, in
eight passes, more than the whole window painted once (issue 31). While held, Qt's requests
to paint the window wait (what it shows stays as it was, its layouts follow every change); let
go, what changed meanwhile is painted in one pass, in its settled layout.
"""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager

from PySide6.QtCore import QCoreApplication, QEvent, QObject, Qt, QTimer
from PySide6.QtWidgets import QWidget

#: The turns of the event loop a change is given to settle. An open of another shape takes
#: six here (the tables' fit, the docks' widths, the tables' fit in those widths, the frozen
#: totals and the scrolled column after them), a switch of language three; two to spare.
TURNS = 8


class PaintHold(QObject):
    """Holds a window's paint for a few turns of the event loop (``hold``); a hold made
    meanwhile starts the count again."""

    def __init__(self, window: QWidget) -> None:
        super().__init__(window)
        self._window = window
        self._left = 0  # turns until the window is painted again; 0: not held
        self._blocked = False  # held while a block runs (``during``)
        self._asked = False  # the window asked to be painted while held
        # A timer, not a queued call: the fits it waits for are timers themselves, each turn.
        self._turn = QTimer(self)
        self._turn.setSingleShot(True)
        self._turn.setInterval(0)
        self._turn.timeout.connect(self._turned)

    @classmethod
    def of(cls, window: QWidget) -> PaintHold:
        """The window's hold (made on first use)."""
        found = window.findChild(cls, "", Qt.FindChildOption.FindDirectChildrenOnly)
        return found if isinstance(found, cls) else cls(window)

    @property
    def holding(self) -> bool:
        return self._left > 0 or self._blocked

    def hold(self) -> None:
        """Paint nothing of the window until ``TURNS`` turns of the event loop from now, then
        what changed meanwhile, in one pass. A window not shown is left as it is."""
        if not self._window.isVisible():
            return
        if not self.holding:
            self._window.installEventFilter(self)
        self._left = TURNS
        self._turn.start()

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        """Qt's request to paint what changed (one a pass: no other is made until it is
        answered) waits while the window is held."""
        if watched is self._window and event.type() == QEvent.Type.UpdateRequest and self.holding:
            self._asked = True
            return True
        return False

    @contextmanager
    def during(self) -> Iterator[None]:
        """Paint nothing of the window while the block runs (a window not shown is left as
        it is); what changed meanwhile is painted on the next turn of the event loop, in one
        pass (unless a ``hold`` goes on)."""
        if not self._window.isVisible() or self.holding:
            yield
            return
        self._window.installEventFilter(self)
        self._blocked = True
        try:
            yield
        finally:
            self._blocked = False
            if not self.holding:
                self._let_go()

    def _turned(self) -> None:
        self._left -= 1
        if self._left > 0:
            self._turn.start()
            return
        self._let_go()

    def _let_go(self) -> None:
        self._window.removeEventFilter(self)
        if self._asked:  # asked again: everything that changed while held, painted once
            self._asked = False
            QCoreApplication.postEvent(self._window, QEvent(QEvent.Type.UpdateRequest),
                                       Qt.EventPriority.LowEventPriority.value)
