"""The wall figures of the lit cells, worked out after the cells are lit: while a tile is
dragged or in hand, each lit cell shows the longest wall the city would have with the tile
there. The cells light at once; their figures are worked out a share of a frame at a time,
each share on its own later turn of the event loop (a zero timer), so that a city whose figures
are slow (a junction-rich wall: see ``engine.trails``) never blocks a click, a key or the
drag itself. The figures are the engine's; only when they are asked for is decided here.
"""

from __future__ import annotations

import time
from collections import deque
from collections.abc import Callable, Iterable

from PySide6.QtCore import QObject, QTimer

from ...engine import Cell
from .wall_hints import WallHintsItem

#: Seconds of figures per turn of the event loop: half a 60 Hz frame, the other half left to
#: the input and the paint of that turn. At least one figure is worked out per turn.
TURN = 0.008


class WallFigures(QObject):
    """Fills ``hints`` with ``figure(cell)`` for the cells given, in their order, a turn's
    share at a time; a cell whose figure is None gets no number."""

    def __init__(self, hints: WallHintsItem, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._hints = hints
        self._pending: deque[Cell] = deque()
        self._found: list[tuple[Cell, int]] = []
        self._figure: Callable[[Cell], int | None] | None = None
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.setInterval(0)
        self._timer.timeout.connect(self._on_turn)

    @property
    def working(self) -> bool:
        """Whether figures are still to come."""
        return bool(self._pending)

    def start(self, cells: Iterable[Cell], figure: Callable[[Cell], int | None]) -> None:
        """Show no figure, then a share of them on each of the next turns: the turn that lit
        the cells (a drag entering, a tile taken in hand) paints them without waiting for a
        share of figures (with every module in play, half a frame of rule checks)."""
        self.stop()
        self._hints.set_hints(())
        self._pending, self._figure = deque(cells), figure
        if self._pending:
            self._timer.start()

    def stop(self) -> None:
        """No more figures (the numbers shown stay until the hints are set otherwise)."""
        self._timer.stop()
        self._pending.clear()
        self._found, self._figure = [], None

    def _on_turn(self) -> None:
        figure, began, found = self._figure, time.perf_counter(), []
        while self._pending and figure is not None:
            cell = self._pending.popleft()
            wall = figure(cell)
            if wall is not None:
                found.append((cell, wall))
            if time.perf_counter() - began >= TURN:
                break
        if found:
            self._found.extend(found)
            self._hints.set_hints(self._found)
        if self._pending:
            self._timer.start()
