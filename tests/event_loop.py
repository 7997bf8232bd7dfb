"""The event loop run until it has nothing left to do: what a test waits for when it reads a
layout that settles over a few turns (the score tables fit their columns on zero timers, the
docks take the widths they ask for, the column is shared again), never a time."""

from __future__ import annotations

from collections.abc import Callable

import shiboken6
from PySide6.QtCore import QAbstractEventDispatcher, QEvent, QEventLoop, QObject, QTimer
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


class SingleShots:
    """The calls of ``QTimer.singleShot`` made while it watches that have not run yet, each
    with its context (the object named with it, or the object whose method it calls): work a
    widget leaves to a later turn, ``QTimer.singleShot(0, self, self._fit)``, which no timer
    among the widget's children shows. ``watch`` patches ``QTimer.singleShot`` for a test."""

    def __init__(self) -> None:
        self._pending: dict[object, QObject] = {}

    def watch(self, monkeypatch) -> None:
        original = QTimer.singleShot

        def single_shot(msec, *rest):
            owner = getattr(rest[0], "__self__", None) if len(rest) == 1 else None
            if isinstance(owner, QObject) and callable(rest[0]):  # a QObject's method: its context
                context, call = owner, rest[0]
            elif len(rest) == 2 and isinstance(rest[0], QObject) and callable(rest[1]):
                context, call = rest
            else:  # another form (a slot's signature, a timer type): not watched
                return original(msec, *rest)
            key = object()
            self._pending[key] = context

            def run() -> None:
                self._pending.pop(key, None)
                call()

            return original(msec, context, run)

        monkeypatch.setattr(QTimer, "singleShot", staticmethod(single_shot))

    def pending_in(self, window: QObject) -> bool:
        """Whether a call whose context is ``window`` or lies in it is still to run (one whose
        context is gone never runs: forgotten)."""
        for key, context in list(self._pending.items()):
            if not shiboken6.isValid(context):
                del self._pending[key]
                continue
            owner: QObject | None = context
            while owner is not None:
                if owner is window:
                    return True
                owner = owner.parent()
        return False


#: The single-shot calls watched while a test uses the fixture ``single_shots`` (conftest).
watching: SingleShots | None = None
