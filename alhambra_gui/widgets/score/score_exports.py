"""The scoreboard's exports: the scoreboard as CSV, the score sheet as PDF or on paper, a city
as PNG. Each asks where first (the file dialog starts in the game's folder).

The exports, Qt's printing with them, are imported when one is first asked for: the window
shows sooner without them."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtGui import QAction
from PySide6.QtWidgets import QDialog, QWidget

from ...app.labels import tr
from ...app.session import GameSession
from ..paint import plain
from ..shared.file_filters import file_name, start_path


class ScoreExports:
    """``ScoreExports(session, board, shown_round, shown_player)``: the export actions
    (``actions()``: CSV, PDF, city PNG, print) and what they do. ``board`` (the scoreboard)
    holds the actions and is the parent of the dialogs; ``shown_round`` is the scoring its
    table shows, ``shown_player`` whose city is on screen (the PNG export offers it first)."""

    def __init__(self, session: GameSession, board: QWidget, shown_round: Callable[[], int],
                 shown_player: Callable[[], str | None]) -> None:
        self._session = session
        self._board = board
        self._round = shown_round
        self._player = shown_player
        self.csv_action = self._action("actionExportCsv", self.export_csv)
        self.pdf_action = self._action("actionExportPdf", self.export_pdf)
        self.png_action = self._action("actionExportCityPng", self.export_png)
        self.print_action = self._action("actionPrintScoreSheet", self.print_sheet)

    def _action(self, name: str, slot: Callable[[], object]) -> QAction:
        act = QAction(self._board)
        act.setObjectName(name)
        act.triggered.connect(slot)
        return act

    def actions(self) -> list[QAction]:
        return [self.csv_action, self.pdf_action, self.png_action, self.print_action]

    def word(self) -> None:
        for entry, text in ((self.csv_action, tr("Export scoreboard as &CSV…")),
                            (self.pdf_action, tr("Export score sheet as P&DF…")),
                            (self.png_action, tr("Export a city as P&NG…")),
                            (self.print_action, tr("&Print score sheet…"))):
            entry.setText(text)

    def _save_path(self, title: str, suggestion: str, filters: str) -> str:
        """Ask where to write an export: the dialog starts in the game's folder."""
        from PySide6.QtWidgets import QFileDialog

        start = start_path(self._session.path, suggestion)
        path, _ = QFileDialog.getSaveFileName(self._board, title, start, filters)
        return path

    def export_csv(self) -> None:
        from . import export

        path = self._save_path(tr("Export scoreboard"), "scoreboard.csv", tr("CSV files (*.csv)"))
        if path:
            self._report(lambda: export.export_csv(self._session.game, path, self._round()))

    def export_pdf(self) -> None:
        from . import export

        path = self._save_path(tr("Export score sheet"), "score-sheet.pdf", tr("PDF files (*.pdf)"))
        if path:
            self._report(lambda: export.export_pdf(self._session.game, path,
                                                   export.session_colours(self._session),
                                                   self._round()))

    def export_png(self) -> QDialog:
        """Whose city (the one on screen by default) at what size, then the file."""
        from .png_dialog import CityPngDialog

        dialog = CityPngDialog(self._session.game, self._player(), self._board)
        dialog.chosen.connect(self._write_png)
        dialog.open()
        return dialog

    def _write_png(self, name: str, size: int) -> None:
        from . import export

        path = self._save_path(tr("Export city"), file_name(name, ".png"), tr("PNG images (*.png)"))
        if path:
            self._report(lambda: export.export_city_png(self._session.game, name, path, size))

    def print_sheet(self) -> None:
        from PySide6.QtPrintSupport import QPrintDialog, QPrinter

        from . import export

        printer = QPrinter(QPrinter.PrinterMode.HighResolution)
        dialog = QPrintDialog(printer, self._board)
        if dialog.exec() == QDialog.DialogCode.Accepted:
            export.print_score_sheet(printer, self._session.game, export.session_colours(self._session),
                                     self._round())

    def _report(self, work: Callable[[], object]) -> None:
        try:
            work()
        except OSError as error:
            plain.warn(self._board, tr("Export"), str(error))
