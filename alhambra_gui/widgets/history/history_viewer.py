"""A game of the history opened read-only: its cities side by side (the overview, which
never edits) and its scorings, in a window of its own over a session of its own, so that
nothing in it can change the game or the history."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QDialog, QDialogButtonBox, QTableWidget, QTableWidgetItem, QVBoxLayout, QWidget

from ...app import labels
from ...app.session import GameSession
from ...engine import Game
from ...engine import history as score_history
from ...history.rows import GameRow
from ..city.overview import OverviewWidget
from ..paint.plain import PlainLabel
from ..paint.retranslating import Retranslating
from .history_words import date_text, modules_text, variant_text


class GameViewer(Retranslating, QDialog):
    def __init__(self, game: Game, row: GameRow, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("historyViewer")
        self.setWindowFlag(Qt.WindowType.Window)
        self._row = row
        self.session = GameSession(game, self)
        layout = QVBoxLayout(self)
        self._heading = PlainLabel(self)
        self._heading.setObjectName("viewerHeading")
        self._heading.setWordWrap(True)
        layout.addWidget(self._heading)
        self.overview = OverviewWidget(self.session, self)
        layout.addWidget(self.overview, 1)
        self._table = self._scorings(game)
        layout.addWidget(self._table)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close, self)
        buttons.rejected.connect(self.reject)
        layout.addWidget(buttons)
        self._retranslate()
        self.resize(1000, 700)

    def _retranslate(self) -> None:
        """The title, what the game was, the table's headings and names (its numbers stay)."""
        row = self._row
        self.setWindowTitle(labels.arg(self.tr("%1, %2 (read-only)"), variant_text(row.variant),
                                       date_text(row.ended)))
        about = [labels.arg(self.tr("Won by %1."), labels.listed(row.winners))]
        if row.modules:
            about.append(labels.arg(self.tr("Modules: %1."), modules_text(row.modules)))
        if row.duration_min is not None:
            about.append(self.tr("%n minute(s) long.", "", row.duration_min))
        self._heading.setText(" ".join(about))
        self._table.setHorizontalHeaderLabels([self.tr("Player"), "1", "2", "3", self.tr("Total")])
        for r, found in enumerate(score_history(self.session.game)):
            item = self._table.item(r, 0)
            if item is not None:
                item.setText(labels.holder_name(found.name))

    def _scorings(self, game: Game) -> QTableWidget:
        rows = score_history(game)
        table = QTableWidget(len(rows), 5, self)
        table.setObjectName("viewerScorings")
        table.setEditTriggers(QTableWidget.EditTrigger.NoEditTriggers)
        table.verticalHeader().hide()
        for r, found in enumerate(rows):
            cells = [labels.holder_name(found.name), *map(labels.integer_text, found.points),
                     labels.integer_text(found.total)]
            for c, text in enumerate(cells):
                table.setItem(r, c, QTableWidgetItem(text))
        table.setMaximumHeight(table.verticalHeader().length() + table.horizontalHeader().height() + 6)
        return table
