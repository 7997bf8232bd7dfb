"""History ▸ Export…: which games (the selected ones, or every game) and in which form (a
BG Stats play file, or CSV for a spreadsheet); then where (a save dialog that starts in the
last export's folder, else the documents folder), and a progress dialog whose Cancel stops
the export with nothing written. The export itself is the app's (``app.history_export``)."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QButtonGroup,
    QDialog,
    QDialogButtonBox,
    QFileDialog,
    QProgressDialog,
    QRadioButton,
    QVBoxLayout,
    QWidget,
)

from ...app import labels
from ...app.history import GameHistory
from ...app.history_export import BGSTATS, CSV, SUFFIXES, HistoryExport, suggested_path
from ...app.labels import tr
from ..paint.plain import PlainLabel


class ExportDialog(QDialog):
    """What to export: the selected games or all, as a BG Stats play file or as CSV."""

    def __init__(self, selected: int, total: int, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("historyExportDialog")
        self.setWindowTitle(self.tr("Export Games"))
        layout = QVBoxLayout(self)
        layout.addWidget(PlainLabel(self.tr("Export:"), self))
        self.selected = self._choice(layout, "historyExportSelected",
                                     self.tr("The %n selected game(s)", "", selected))
        self.every = self._choice(layout, "historyExportAll",
                                  self.tr("Every game in the history (%n)", "", total))
        self.selected.setEnabled(selected > 0)
        (self.selected if selected > 1 else self.every).setChecked(True)
        self._scope = self._group(self.selected, self.every)
        layout.addWidget(PlainLabel(self.tr("As:"), self))
        self.bgstats = self._choice(layout, "historyExportBgStats", self.tr("A BG Stats play file (JSON)"))
        self.csv = self._choice(layout, "historyExportCsv", self.tr("A spreadsheet (CSV)"))
        self.bgstats.setChecked(True)
        self._kind = self._group(self.bgstats, self.csv)
        ok, cancel = QDialogButtonBox.StandardButton.Ok, QDialogButtonBox.StandardButton.Cancel
        buttons = QDialogButtonBox(ok | cancel, self)
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        layout.addWidget(buttons)

    def _choice(self, layout: QVBoxLayout, name: str, text: str) -> QRadioButton:
        button = QRadioButton(text, self)
        button.setObjectName(name)
        layout.addWidget(button)
        return button

    def _group(self, *buttons: QRadioButton) -> QButtonGroup:
        group = QButtonGroup(self)
        for button in buttons:
            group.addButton(button)
        return group

    def kind(self) -> str:
        return CSV if self.csv.isChecked() else BGSTATS

    def only_selected(self) -> bool:
        return self.selected.isChecked()


def ask_path(parent: QWidget, kind: str) -> Path | None:
    """The file to write (the suffix of its kind added when missing), or None."""
    filters = {BGSTATS: tr("BG Stats play files (*.json)"), CSV: tr("CSV files (*.csv)")}
    chosen, _ = QFileDialog.getSaveFileName(parent, tr("Export Games"), str(suggested_path(kind)),
                                            filters[kind])
    if not chosen:
        return None
    path = Path(chosen)
    return path if path.suffix else path.with_suffix(SUFFIXES[kind])


def start(parent: QWidget, history: GameHistory, path: Path, kind: str,
          ids: list[int] | None) -> HistoryExport | None:
    """Start the export with a progress dialog (shown when it takes more than one step);
    its Cancel stops it. What happened is said on ``parent`` (``say``)."""
    export = HistoryExport(history, path, kind, ids, parent)
    progress = QProgressDialog(tr("Exporting games…"), tr("Cancel"), 0, 1, parent)
    progress.setObjectName("historyExportProgress")
    progress.setWindowModality(Qt.WindowModality.WindowModal)
    progress.setAutoReset(False)
    progress.setAutoClose(False)
    progress.setMinimumDuration(0)
    progress.canceled.connect(export.cancel)
    export.progressed.connect(progress.setValue)
    say = getattr(parent, "say", lambda _text, news=False: None)

    def ended(text: str, news: bool = True) -> None:
        progress.close()
        progress.deleteLater()
        say(text, news=news)

    export.finished.connect(lambda done: ended(labels.arg(
        tr("%n game(s) exported to %1", "", done), str(path))))
    export.failed.connect(lambda text: ended(text, news=False))
    export.cancelled.connect(lambda: ended(tr("Export cancelled: nothing was written.")))
    if not export.start():
        return None
    progress.setMaximum(max(1, export.total))
    if export.total > export.step:
        progress.show()
    return export
