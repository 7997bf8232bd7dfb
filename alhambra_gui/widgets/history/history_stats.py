"""The History window's statistics: one player's numbers and three plots where people would
rather look than read (pyqtgraph): their totals over time, wins per player, points by
source; the records and the head-to-head table of every pair.

pyqtgraph loads when this page is first shown (it is not needed before). Its titles and
axis labels take HTML, so no name ever goes into one: names are tick labels (painted as
text) and ``PlainLabel``s.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import Qt
from PySide6.QtGui import QColor
from PySide6.QtWidgets import (
    QComboBox,
    QGridLayout,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from ...app import labels
from ...app.history import GameHistory
from ...app.session import PLAYER_COLOURS
from ...history import stats
from ...history.errors import HistoryError
from ..paint.plain import PlainLabel, safe_colour
from ..paint.retranslating import Retranslating
from ..paint.text_room import word_items
from .history_words import date_text, term_title

if TYPE_CHECKING:
    import pyqtgraph

#: Players in the wins plot and the head-to-head table (those with most games).
MOST_PLAYERS = 12


def _plot() -> tuple[QWidget, QLabel, pyqtgraph.PlotWidget]:
    """A plot under its heading (worded by the panel)."""
    import pyqtgraph

    box = QWidget()
    layout = QVBoxLayout(box)
    layout.setContentsMargins(0, 0, 0, 0)
    heading = PlainLabel(box)
    heading.setObjectName("plotTitle")
    layout.addWidget(heading)
    plot = pyqtgraph.PlotWidget(box, background="w")
    plot.setMinimumSize(260, 180)
    plot.setMenuEnabled(False)
    plot.setMouseEnabled(x=False, y=False)
    plot.hideButtons()
    plot.showGrid(x=False, y=True, alpha=0.25)
    for side in ("left", "bottom"):
        plot.getAxis(side).setTextPen("#333333")
        plot.getAxis(side).setPen("#777777")
    layout.addWidget(plot, 1)
    return box, heading, plot


class StatsPanel(Retranslating, QWidget):
    """A player's statistics over the whole history, with plots."""

    def __init__(self, history: GameHistory, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("historyStats")
        self._history = history
        layout = QVBoxLayout(self)
        chooser = QHBoxLayout()
        self.player_combo = QComboBox(self)
        self.player_combo.setObjectName("statsPlayer")
        self._player_label, self._table_label = PlainLabel(self), PlainLabel(self)
        chooser.addWidget(self._player_label)
        chooser.addWidget(self.player_combo, 1)
        self.table_combo = QComboBox(self)
        self.table_combo.setObjectName("statsTable")
        chooser.addWidget(self._table_label)
        chooser.addWidget(self.table_combo, 1)
        layout.addLayout(chooser)
        self.summary = PlainLabel(self)
        self.summary.setObjectName("statsSummary")
        self.summary.setWordWrap(True)
        layout.addWidget(self.summary)
        grid = QGridLayout()
        totals, totals_heading, self.totals_plot = _plot()
        wins, wins_heading, self.wins_plot = _plot()
        sources, sources_heading, self.sources_plot = _plot()
        self._headings = [totals_heading, wins_heading, sources_heading]
        grid.addWidget(totals, 0, 0)
        grid.addWidget(wins, 0, 1)
        grid.addWidget(sources, 1, 0)
        self.head_to_head = QTableWidget(self)
        self.head_to_head.setObjectName("headToHead")
        self.head_to_head.setEditTriggers(QTableWidget.EditTrigger.NoEditTriggers)
        self.head_to_head.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        column = QVBoxLayout()
        self._head_to_head_label = PlainLabel(self)
        column.addWidget(self._head_to_head_label)
        column.addWidget(self.head_to_head, 1)
        self.records = PlainLabel(self)
        self.records.setObjectName("statsRecords")
        self.records.setWordWrap(True)
        column.addWidget(self.records)
        grid.addLayout(column, 1, 1)
        layout.addLayout(grid, 1)
        self.player_combo.currentIndexChanged.connect(lambda _i: self._show_player())
        self.table_combo.currentIndexChanged.connect(lambda _i: self._show_table())
        history.changed.connect(self.refresh)
        self._word()
        self.refresh()

    def _word(self) -> None:
        """The words that stay as built (what the history holds follows: ``refresh``)."""
        self._player_label.setText(self.tr("Player:"))
        self._table_label.setText(self.tr("Table:"))
        for heading, text in zip(self._headings, (self.tr("Totals game by game, oldest first (● a win)"),
                                                  self.tr("Wins per player"), self.tr("Points by source")),
                                 strict=True):
            heading.setText(text)
        self._head_to_head_label.setText(self.tr("Head to head: games the row's player finished ahead of "
                                                 "the column's"))

    def _retranslate(self) -> None:
        self._word()
        word_items(self.table_combo, {})  # filled again by refresh, as wide as its new words
        self.refresh()  # the summary, the records, the plots' words: the choices kept

    # ---- what is shown --------------------------------------------------------------------
    def refresh(self) -> None:
        store = self._history.store()
        try:
            standings = stats.standings(store) if store else []
            best = stats.records(store) if store else []
            tables = stats.tables(store) if store else []
        except HistoryError as error:
            self.summary.setText(labels.error_text(error))
            return
        chosen = self.player_combo.currentData()
        self.player_combo.blockSignals(True)
        self.player_combo.clear()
        for s in sorted(standings, key=lambda s: s.name.casefold()):
            self.player_combo.addItem(s.name, s.profile_id)
        index = self.player_combo.findData(chosen)
        self.player_combo.setCurrentIndex(index if index >= 0 else (0 if standings else -1))
        self.player_combo.blockSignals(False)
        self._colours = {s.profile_id: safe_colour(s.colour or PLAYER_COLOURS[i % len(PLAYER_COLOURS)])
                         for i, s in enumerate(standings)}
        chosen_table = self.table_combo.currentData()
        self.table_combo.blockSignals(True)
        self.table_combo.clear()
        self.table_combo.addItem(self.tr("Every game"), None)
        for table in tables:
            self.table_combo.addItem(labels.arg(self.tr("%1 (%2)"), labels.listed(table.names),
                                                self.tr("%n game(s)", "", table.games)), table.profile_ids)
        self.table_combo.setCurrentIndex(max(0, self.table_combo.findData(chosen_table)))
        self.table_combo.blockSignals(False)
        self.records.setText("\n".join(self._record_line(r) for r in best))
        self._show_table()
        self._show_player()

    def _show_table(self) -> None:
        """The wins and the head to head of every game, or of one table's games."""
        store = self._history.store()
        if store is None:
            return
        table = self.table_combo.currentData()
        games = stats.table_games(store, table) if table else None
        try:
            standings = stats.standings(store, games)
            self._show_wins(standings)
            self._show_head_to_head(standings, stats.head_to_head(store, games))
        except HistoryError as error:
            self.summary.setText(labels.error_text(error))

    def choose(self, profile_id: int) -> None:
        self.player_combo.setCurrentIndex(max(0, self.player_combo.findData(profile_id)))

    def _record_line(self, record: stats.Record) -> str:
        value = labels.number_text(record.value)
        when = date_text(record.ended, time=False)
        if record.what == "total":
            return labels.arg(self.tr("Highest score: %1, by %2 (%3)"), value, record.name, when)
        if record.what == "wall":
            return labels.arg(self.tr("Longest wall ever: %1, by %2 (%3)"), value, record.name, when)
        kind = record.what.removeprefix("buildings:")
        return labels.arg(self.tr("Most of %1: %2, by %3 (%4)"), term_title("alhambra", "buildings", kind),
                          value, record.name, when)

    def _show_player(self) -> None:
        store = self._history.store()
        profile = self.player_combo.currentData()
        found = stats.player_stats(store, profile) if store and profile is not None else None
        self.totals_plot.clear()
        self.sources_plot.clear()
        if found is None:
            self.summary.setText(self.tr("No finished game in the history yet."))
            return
        s = found.standing
        won = ", ".join(labels.arg("%1 %2", term_title("alhambra", "buildings", k), n)
                        for k, n in sorted(found.majorities_won.items()))
        self.summary.setText("\n".join([
            labels.arg(self.tr("%1: %2, %3 (%4 %), average %5, best %6, best wall %7."),
                       s.name, self.tr("%n game(s)", "", s.games), self.tr("%n win(s)", "", s.wins),
                       round(100 * s.win_rate), labels.number_text(round(s.average, 1)), s.best, s.best_wall),
            labels.arg(self.tr("Majorities won (first place, shared included): %1"), won or "–"),
            labels.arg(self.tr("Points by source count the %1 of %2 scorings whose details are known."),
                       found.scorings_known, found.scorings)]))
        self._plot_totals(found, self._colours.get(s.profile_id, "#2471a3"))
        self._plot_sources(found)

    def _plot_totals(self, found: stats.PlayerStats, colour: str) -> None:
        import pyqtgraph

        xs = list(range(1, len(found.totals) + 1))
        ys = [t for _, t, _ in found.totals]
        self.totals_plot.plot(xs, ys, pen=pyqtgraph.mkPen(colour, width=2))
        wins = [(x, y) for x, (_, y, w) in zip(xs, found.totals, strict=True) if w]
        self.totals_plot.plot([x for x, _ in wins], [y for _, y in wins], pen=None, symbol="o",
                              symbolBrush=colour, symbolPen="w", symbolSize=9)
        self.totals_plot.getAxis("bottom").setTicks(None)

    def _plot_sources(self, found: stats.PlayerStats) -> None:
        import pyqtgraph

        items = list(found.by_source.items())
        heights = [p for _, p in items]
        bars = pyqtgraph.BarGraphItem(x=list(range(len(items))), height=heights, width=0.7,
                                      brushes=[QColor("#8e6c3a") if s == "wall" else QColor("#2e86c1")
                                               for (s, _), _ in items])
        self.sources_plot.addItem(bars)
        self.sources_plot.getAxis("bottom").setTicks(
            [[(i, term_title("alhambra", s, k)) for i, ((s, k), _) in enumerate(items)]])

    def _show_wins(self, standings: list[stats.Standing]) -> None:
        import pyqtgraph

        shown = sorted(standings, key=lambda s: -s.games)[:MOST_PLAYERS]
        self.wins_plot.clear()
        bars = pyqtgraph.BarGraphItem(x=list(range(len(shown))), height=[s.wins for s in shown], width=0.7,
                                      brushes=[QColor(self._colours.get(s.profile_id, "#2471a3"))
                                               for s in shown])
        self.wins_plot.addItem(bars)
        self.wins_plot.getAxis("bottom").setTicks([[(i, s.name) for i, s in enumerate(shown)]])

    def _show_head_to_head(self, standings: list[stats.Standing], pairs: list[stats.HeadToHead]) -> None:
        shown = sorted(standings, key=lambda s: -s.games)[:MOST_PLAYERS]
        ahead: dict[tuple[int, int], tuple[int, int]] = {}
        for pair in pairs:
            ahead[(pair.first, pair.second)] = (pair.first_ahead, pair.games)
            ahead[(pair.second, pair.first)] = (pair.second_ahead, pair.games)
        table = self.head_to_head
        table.clear()
        table.setRowCount(len(shown))
        table.setColumnCount(len(shown))
        table.setHorizontalHeaderLabels([s.name for s in shown])
        table.setVerticalHeaderLabels([s.name for s in shown])
        for r, row in enumerate(shown):
            for c, column in enumerate(shown):
                found = ahead.get((row.profile_id, column.profile_id))
                text = "" if found is None else labels.arg(self.tr("%1 of %2"), *found)
                item = QTableWidgetItem(text)
                item.setTextAlignment(Qt.AlignmentFlag.AlignCenter)
                table.setItem(r, c, item)
