"""Reading a photo off the GUI thread: one reading at a time, its progress, and a Cancel
that stops the work itself.

A reading is a function of a progress callback (``recognise`` with its arguments bound).
It runs in a ``QThread``; each progress call tells the GUI how far it is and, once the
reading was cancelled or replaced, raises ``ReadingCancelled`` so the work ends there
(nothing half-made is delivered). Only the latest reading's result is delivered: a reading
started while another runs replaces it.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QObject, QThread, Signal

from ..photo import PhotoError
from ..photo.progress import Progress, ReadingCancelled

Work = Callable[[Progress], object]


class _Reading(QThread):
    """One reading in a thread of its own; its signals carry itself, so that the reader (in
    the GUI thread, reached by queued connections) knows which reading spoke."""

    progressed = Signal(object, int)
    delivered = Signal(object, object)
    refused = Signal(object, object)
    stopped = Signal(object)

    def __init__(self, work: Work, parent: QObject) -> None:
        super().__init__(parent)
        self._work = work

    def run(self) -> None:
        try:
            result = self._work(self._progress)
        except ReadingCancelled:
            pass
        except PhotoError as error:
            self.refused.emit(self, error)
        except MemoryError:
            self.refused.emit(self, MemoryError())
        else:
            if not self.isInterruptionRequested():
                self.delivered.emit(self, result)
        self.stopped.emit(self)

    def _progress(self, fraction: float) -> None:
        if self.isInterruptionRequested():
            raise ReadingCancelled
        self.progressed.emit(self, round(100 * fraction))


class PhotoReader(QObject):
    """Runs readings one at a time off the GUI thread and tells what became of the latest."""

    #: How far the latest reading is, 0..100.
    progressed = Signal(int)
    #: The latest reading's result.
    finished = Signal(object)
    #: The latest reading refused its input: the PhotoError (or MemoryError).
    failed = Signal(object)

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._current: _Reading | None = None
        self._running: set[_Reading] = set()

    def start(self, work: Work) -> None:
        """Start a reading; one still running is cancelled and its result never delivered."""
        self.cancel()
        reading = _Reading(work, self)
        reading.progressed.connect(self._on_progress)
        reading.delivered.connect(self._on_delivered)
        reading.refused.connect(self._on_refused)
        reading.stopped.connect(self._on_stopped)
        self._current = reading
        self._running.add(reading)
        reading.start()

    def cancel(self) -> None:
        """Stop the latest reading: it ends at its next progress call, and delivers nothing."""
        if self._current is not None:
            self._current.requestInterruption()
            self._current = None

    def busy(self) -> bool:
        """Whether a reading runs whose result is still wanted."""
        return self._current is not None

    def running(self) -> int:
        """How many reading threads are still working (cancelled ones until they stop)."""
        return len(self._running)

    def shut_down(self) -> None:
        """Cancel everything and wait until every thread has stopped (before the owner goes)."""
        self.cancel()
        for reading in list(self._running):
            reading.requestInterruption()
            reading.wait()
            self._running.discard(reading)

    def _on_progress(self, reading: _Reading, percent: int) -> None:
        if reading is self._current:
            self.progressed.emit(percent)

    def _on_delivered(self, reading: _Reading, result: object) -> None:
        if reading is self._current:
            self._current = None
            self.finished.emit(result)

    def _on_refused(self, reading: _Reading, error: object) -> None:
        if reading is self._current:
            self._current = None
            self.failed.emit(error)

    def _on_stopped(self, reading: _Reading) -> None:
        reading.wait()  # run() has returned: the thread ends at once
        self._running.discard(reading)
        reading.deleteLater()
