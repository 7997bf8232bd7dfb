"""The event loop run until it has nothing left to do: what a test waits for when it reads a
layout that settles over a few turns (the score tables fit their columns on zero timers, the
docks take the widths they ask for, the column is shared again), never a time."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QAbstractEventDispatcher, QEvent, QEventLoop
from PySide6.QtWidgets import QApplication

#: The most turns a settle takes (a layout that never settles ends it there).
MOST_TURNS = 200


def settle(each_turn: Callable[[], None] | None = None) -> int:
    """Run the event loop until it has nothing left to do (posted events, zero timers, the
    paint of what changed), ``each_turn`` called after every turn; the number of turns."""
    dispatcher = QAbstractEventDispatcher.instance()
    assert dispatcher is not None
    turns = 0
    idle = 0
    while idle < 2 and turns < MOST_TURNS:  # two quiet turns in a row: nothing is left
        QApplication.sendPostedEvents()
        QApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)  # as the loop does
        busy = dispatcher.processEvents(QEventLoop.ProcessEventsFlag.AllEvents)
        idle = 0 if busy else idle + 1
        turns += 1
        if each_turn is not None:
            each_turn()
    return turns
