"""History ▸ Export…: the history's games (the chosen ones, or all) written to a file as a
BG Stats play file or as CSV (``history.export``), a step of a few hundred games at a time
on the GUI thread, so that the window answers and Cancel stops between two steps.

The export reads through a connection of its own (one read transaction: the games as they
stood when it started, whatever the window does meanwhile) and writes a temporary file
beside the one chosen, renamed over it at the end: a cancelled or failed export leaves no
file, and never half of one. It starts in the folder of the last export, else the
documents folder (never the working directory).
"""

from __future__ import annotations

import os
import tempfile
from collections.abc import Iterator, Sequence
from pathlib import Path
from typing import TYPE_CHECKING, TextIO

from PySide6.QtCore import QObject, QStandardPaths, QTimer, Signal

from ..engine.errors import sentence
from ..engine.words import QT_TRANSLATE_NOOP
from ..history.errors import HistoryError
from . import labels, settings

if TYPE_CHECKING:
    from ..history.store import History
    from .history import GameHistory

BGSTATS, CSV = "bgstats", "csv"  # as history.export names them
SUFFIXES = {BGSTATS: ".json", CSV: ".csv"}


def export_folder() -> Path:
    """Where the save dialog starts: the last export's folder, else the documents folder."""
    last = settings.history_export_folder.get()
    if last and Path(last).is_dir():
        return Path(last)
    documents = QStandardPaths.writableLocation(QStandardPaths.StandardLocation.DocumentsLocation)
    return Path(documents) if documents else Path.home()


def suggested_path(kind: str) -> Path:
    """The file the save dialog proposes."""
    return export_folder() / f"alhambra-history{SUFFIXES[kind]}"


class HistoryExport(QObject):
    """One export under way; ``start`` it, then follow its signals."""

    #: Games written between two looks at the event loop (progress, Cancel).
    step = 250

    #: Games written so far.
    progressed = Signal(int)
    #: Written whole (the games written).
    finished = Signal(int)
    #: A sentence: the export stopped and wrote nothing.
    failed = Signal(str)
    #: Stopped by the user; nothing written.
    cancelled = Signal()

    def __init__(self, history: GameHistory, path: str | os.PathLike[str], kind: str,
                 ids: Sequence[int] | None = None, parent: QObject | None = None) -> None:
        super().__init__(parent or history)
        self._history, self.path, self.kind = history, Path(path), kind
        self._ids = None if ids is None else list(ids)
        self._store: History | None = None
        self._part: TextIO | None = None
        self._steps: Iterator[int] | None = None
        self.done = 0
        self.total = 0

    def start(self) -> bool:
        """Open the history and the temporary file, count the games, and take the first
        step when the event loop next runs (False, with ``failed`` said, when it cannot)."""
        from ..history import export
        from ..history.store import History

        opened = History.open(self._history.path)
        if opened.history is None:
            return self._fail(labels.sentence_text(opened.problem) if opened.problem else str(self.path))
        self._store = opened.history
        try:
            self._store.begin_reading()
            self.total = export.count(self._store, self._ids)
            handle, name = tempfile.mkstemp(dir=self.path.parent, prefix=f".{self.path.name}.",
                                            suffix=".part")
            self._part = open(handle, "w", encoding="utf-8", newline="")  # noqa: SIM115 - kept across steps
            self._part_path = Path(name)
            self._steps = export.write(self._store, self.kind, self._part, self._ids, step=self.step)
        except (OSError, HistoryError) as error:
            return self._fail(self._reason(error))
        settings.history_export_folder.set(str(self.path.parent))
        QTimer.singleShot(0, self._step)
        return True

    def cancel(self) -> None:
        """Stop between two steps; the temporary file goes, the chosen file is untouched."""
        if self._steps is not None:
            self._end(keep=False)
            self.cancelled.emit()

    def _step(self) -> None:
        if self._steps is None:
            return  # cancelled meanwhile
        try:
            self.done = next(self._steps, -1)
            if self.done >= 0:
                self.progressed.emit(self.done)
                QTimer.singleShot(0, self._step)
                return
            self.done = self.total
            self._end(keep=True)
        except (OSError, HistoryError) as error:
            self._end(keep=False)
            self.failed.emit(self._reason(error))
            return
        self.finished.emit(self.done)

    def _end(self, *, keep: bool) -> None:
        """Close the files; keep: the temporary file takes the chosen file's name."""
        self._steps = None
        store, self._store = self._store, None
        part, self._part = self._part, None
        if store is not None:
            for line in store.notes():  # the games left out, said by the window's history
                self._history.tell(line)
            store.close()
        if part is not None:
            part.close()
            try:
                if keep:
                    os.replace(self._part_path, self.path)
            finally:
                self._part_path.unlink(missing_ok=True)  # gone already once renamed

    def _fail(self, text: str) -> bool:
        self.failed.emit(text)
        return False

    def _reason(self, error: OSError | HistoryError) -> str:
        if isinstance(error, HistoryError):
            return labels.error_text(error)
        return labels.sentence_text(sentence(QT_TRANSLATE_NOOP(
            "AlhambraError", "{file} cannot be written ({reason})"), file=str(self.path),
            reason=error.strerror or str(error)))
