"""A reading of a photo off the GUI thread: its progress, its result, and a Cancel that stops
the work itself.

A job runs a function of a progress callback (the reading with its arguments bound) in a
``QThread``. Each progress call tells the GUI thread how far it is and, once the job was
cancelled, raises ``ReadingCancelled`` so the work ends there: a cancelled job delivers
nothing. Its signals are queued to the thread that made the job (the GUI thread).
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QObject, QThread, Signal

from ..photo import PhotoError
from ..photo.progress import Progress, ReadingCancelled

Work = Callable[[Progress], object]
#: Words a refusal (a PhotoError or MemoryError) as the job's ``failed`` delivers it.
Wording = Callable[[PhotoError | MemoryError], object]


class _Thread(QThread):
    """The work in a thread of its own; it speaks through queued signals only."""

    progressed = Signal(int)
    delivered = Signal(object)
    refused = Signal(object)

    def __init__(self, work: Work, parent: QObject) -> None:
        super().__init__(parent)
        self._work = work

    def run(self) -> None:
        try:
            result = self._work(self._progress)
        except ReadingCancelled:
            return
        except (PhotoError, MemoryError) as error:
            if not self.isInterruptionRequested():
                self.refused.emit(error)
            return
        if not self.isInterruptionRequested():
            self.delivered.emit(result)

    def _progress(self, fraction: float) -> None:
        if self.isInterruptionRequested():
            raise ReadingCancelled
        self.progressed.emit(round(100 * fraction))


class PhotoJob(QObject):
    """One reading under way. ``progressed`` (0..100), then ``finished`` (the result) or
    ``failed`` (the PhotoError or MemoryError as ``word`` words it), unless ``cancel`` came
    first; ``ended`` follows whichever of the three happened, once the thread has stopped."""

    progressed = Signal(int)
    finished = Signal(object)
    failed = Signal(object)
    ended = Signal()

    def __init__(self, work: Work, parent: QObject | None = None,
                 word: Wording = lambda error: error) -> None:
        super().__init__(parent)
        self._word = word
        self._thread = _Thread(work, self)
        self._cancelled = False
        self._thread.progressed.connect(self._on_progress)
        self._thread.delivered.connect(self._on_delivered)
        self._thread.refused.connect(self._on_refused)
        self._thread.finished.connect(self._on_stopped)

    def start(self) -> PhotoJob:
        self._thread.start()
        return self

    def cancel(self) -> None:
        """Stop the work at its next progress call; nothing is delivered after this."""
        self._cancelled = True
        self._thread.requestInterruption()

    @property
    def cancelled(self) -> bool:
        return self._cancelled

    def running(self) -> bool:
        """Whether its thread still works (a cancelled job too, until its next step)."""
        return self._thread.isRunning()

    def wait(self, milliseconds: int = -1) -> bool:
        """Wait until the thread has stopped (``milliseconds`` at most; -1: as long as it takes)."""
        return self._thread.wait(milliseconds) if milliseconds >= 0 else self._thread.wait()

    def _on_progress(self, percent: int) -> None:
        if not self._cancelled:
            self.progressed.emit(percent)

    def _on_delivered(self, result: object) -> None:
        if not self._cancelled:
            self.finished.emit(result)

    def _on_refused(self, error: PhotoError | MemoryError) -> None:
        if not self._cancelled:
            self.failed.emit(self._word(error))

    def _on_stopped(self) -> None:
        self.ended.emit()
