"""The History window's statistics: one player's numbers and three plots where people would
rather look than read (pyqtgraph): their totals game by game, wins per player, points by
source; the records and the head-to-head table of every pair.

Every plot counts in whole numbers, names its bars on a category axis whose labels never
overlap (plot_parts), tells the exact value under the pointer as a tooltip and draws each
player in their own colour (``GameHistory.colours``: the one they play with). The page
scrolls when the window is too small for all of it: the head-to-head table shows every row,
a category plot is tall enough for every label.

pyqtgraph loads when this page is first shown (it is not needed before). Its titles and
axis labels take HTML, so no name ever goes into one: names are tick labels (painted as
text), tooltips (shown as plain text) and ``PlainLabel``s.
"""

from __future__ import annotations

from collections.abc import Sequence

import numpy
import pyqtgraph
from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QShowEvent
from PySide6.QtWidgets import (
    QComboBox,
    QFrame,
    QGridLayout,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QScrollArea,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from ...app import labels
from ...app.history import GameHistory
from ...app.session import PLAYER_COLOURS
from ...engine import VARIANTS, get_variant
from ...history import stats
from ...history.errors import HistoryError
from ...history.rows import MOATED  # their moat is a source of its own
from ..paint.plain import PlainLabel, safe_colour
from ..paint.retranslating import Retranslating
from ..paint.text_room import word_items
from .history_words import date_text, term_title
from .plot_parts import LABEL_CHARS, Category, Dots, TipArea, bar_plot, category_height, new_plot

#: Players in the wins plot and the head-to-head table (those with most games).
MOST_PLAYERS = 12
#: The bars of points that are not a building type's: the wall (moat), a module's term.
WALL_COLOUR, MODULE_COLOUR = "#6b6b6b", "#aab7b8"


def _plot(parent: QWidget, *, categories: bool) -> tuple[QWidget, QLabel, pyqtgraph.PlotWidget]:
    """A plot under its heading (worded by the panel)."""
    box = QWidget(parent)
    layout = QVBoxLayout(box)
    layout.setContentsMargins(0, 0, 0, 0)
    heading = PlainLabel(box)
    heading.setObjectName("plotTitle")
    heading.setWordWrap(True)
    layout.addWidget(heading)
    plot = new_plot(box, categories=categories)
    layout.addWidget(plot, 1)
    return box, heading, plot


class StatsPanel(Retranslating, QWidget):
    """A player's statistics over the whole history, with plots."""

    def __init__(self, history: GameHistory, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("historyStats")
        self._history = history
        self._colours: dict[int, str] = {}
        self._stale = False  # the history changed while the page was hidden
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
        self.page_scroll = QScrollArea(self)
        self.page_scroll.setObjectName("statsScroll")
        self.page_scroll.setWidgetResizable(True)
        self.page_scroll.setFrameShape(QFrame.Shape.NoFrame)
        layout.addWidget(self.page_scroll, 1)
        body = QWidget(self.page_scroll)
        self._build_body(body)
        self.page_scroll.setWidget(body)
        self.player_combo.currentIndexChanged.connect(lambda _i: self._show_player())
        self.table_combo.currentIndexChanged.connect(lambda _i: self._show_table())
        history.changed.connect(self._history_changed)
        self._word()
        self.refresh()

    def _build_body(self, body: QWidget) -> None:
        """The summary; the three plots side by side; the head to head and the records."""
        layout = QVBoxLayout(body)
        layout.setContentsMargins(0, 0, 0, 0)
        self.summary = PlainLabel(body)
        self.summary.setObjectName("statsSummary")
        self.summary.setWordWrap(True)
        layout.addWidget(self.summary)
        plots = QHBoxLayout()
        totals, totals_heading, self.totals_plot = _plot(body, categories=False)
        wins, wins_heading, self.wins_plot = _plot(body, categories=True)
        sources, sources_heading, self.sources_plot = _plot(body, categories=True)
        self._headings = [totals_heading, wins_heading, sources_heading]
        for box in (totals, wins, sources):
            plots.addWidget(box, 1)
        layout.addLayout(plots, 1)
        lower = QGridLayout()
        self._head_to_head_label = PlainLabel(body)
        self._head_to_head_label.setWordWrap(True)
        lower.addWidget(self._head_to_head_label, 0, 0)
        self.head_to_head = QTableWidget(body)
        self.head_to_head.setObjectName("headToHead")
        self.head_to_head.setEditTriggers(QTableWidget.EditTrigger.NoEditTriggers)
        self.head_to_head.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        self.head_to_head.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.head_to_head.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        lower.addWidget(self.head_to_head, 1, 0, Qt.AlignmentFlag.AlignTop | Qt.AlignmentFlag.AlignLeft)
        self._records_label = PlainLabel(body)
        lower.addWidget(self._records_label, 0, 1)
        self.records = PlainLabel(body)
        self.records.setObjectName("statsRecords")
        self.records.setWordWrap(True)
        lower.addWidget(self.records, 1, 1, Qt.AlignmentFlag.AlignTop)
        lower.setColumnStretch(0, 3)
        lower.setColumnStretch(1, 2)
        layout.addLayout(lower)

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
        self._records_label.setText(self.tr("Records"))

    def _retranslate(self) -> None:
        self._word()
        word_items(self.table_combo, {})  # filled again by refresh, as wide as its new words
        self.refresh()  # the summary, the records, the plots' words: the choices kept

    # ---- what is shown --------------------------------------------------------------------
    def _history_changed(self) -> None:
        """Read again now when the page is in sight, else when it is next shown: a game
        deleted or a player renamed on another page reads no statistics."""
        if self.isVisible():
            self.refresh()
        else:
            self._stale = True

    def showEvent(self, event: QShowEvent) -> None:
        super().showEvent(event)
        if self._stale:
            self.refresh()

    def refresh(self) -> None:
        self._stale = False
        store = self._history.store()
        try:
            standings = stats.standings(store) if store else []
            best = stats.records(store, standings) if store else []
            tables, pairs = stats.meetings(store) if store else ([], [])
        except HistoryError as error:
            self.summary.setText(labels.error_text(error))
            return
        self._colours = self._history.colours()
        chosen = self.player_combo.currentData()
        self.player_combo.blockSignals(True)
        self.player_combo.clear()
        for s in sorted(standings, key=lambda s: s.name.casefold()):
            self.player_combo.addItem(s.name, s.profile_id)
        index = self.player_combo.findData(chosen)
        self.player_combo.setCurrentIndex(index if index >= 0 else (0 if standings else -1))
        self.player_combo.blockSignals(False)
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
        self._show_table(standings, pairs)
        self._show_player()

    def colour_of(self, profile_id: int) -> str:
        """The player's own colour (as ``#rrggbb``)."""
        return safe_colour(self._colours.get(profile_id, PLAYER_COLOURS[0]))

    def _show_table(self, standings: list[stats.Standing] | None = None,
                    pairs: list[stats.HeadToHead] | None = None) -> None:
        """The wins and the head to head of every game, or of one table's games (``standings``
        and ``pairs``: every game's, when read already)."""
        store = self._history.store()
        if store is None:
            return
        table = self.table_combo.currentData()
        games = stats.table_games(store, table) if table else None
        try:
            if standings is None or games is not None:
                standings = stats.standings(store, games)
            if pairs is None or games is not None:
                pairs = stats.head_to_head(store, games)
            self._show_wins(standings)
            self._show_head_to_head(standings, pairs)
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
            variant = get_variant(record.variant if record.variant in VARIANTS else "alhambra")
            return labels.arg(labels.edge_text(variant, "Longest wall ever: %1, by %2 (%3)"), value,
                              record.name, when)
        kind = record.what.removeprefix("buildings:")
        return labels.arg(self.tr("Most of %1: %2, by %3 (%4)"), term_title("alhambra", "buildings", kind),
                          value, record.name, when)

    def _show_player(self) -> None:
        store = self._history.store()
        profile = self.player_combo.currentData()
        found = stats.player_stats(store, profile, MOATED) if store and profile is not None else None
        self.totals_plot.clear()
        self.sources_plot.clear()
        if found is None:
            self.summary.setText(self.tr("No finished game in the history yet."))
            return
        s = found.standing
        won = labels.listed(labels.arg("%1 %2", term_title("alhambra", "buildings", k), n)
                        for k, n in sorted(found.majorities_won.items()))
        self.summary.setText("\n".join([
            self._standing_text(found, MOATED),
            labels.arg(self.tr("Majorities won (first place, shared included): %1"), won or "–"),
            labels.arg(self.tr("Points by source count the %1 of %2 scorings whose details are known."),
                       found.scorings_known, found.scorings)]))
        self._plot_totals(found, self.colour_of(s.profile_id))
        self._plot_sources(found)

    def _standing_text(self, found: stats.PlayerStats, moated: tuple[str, ...]) -> str:
        """Games, wins, average, best total and best wall, or moat, or (a player of Alhambra
        and Granada) both: a wall and a moat are not the same record."""
        s = found.standing
        values = (s.name, self.tr("%n game(s)", "", s.games), self.tr("%n win(s)", "", s.wins),
                  round(100 * s.win_rate), labels.number_text(round(s.average, 1)), s.best)
        if found.best_walled is not None and found.best_moat is not None:
            return labels.arg(self.tr("%1: %2, %3 (%4 %), average %5, best %6, best wall %7, best moat %8."),
                              *values, found.best_walled, found.best_moat)
        moats = get_variant(moated[0]) if moated and found.best_moat is not None else None  # moats in all
        return labels.arg(labels.edge_text(moats, "%1: %2, %3 (%4 %), average %5, best %6, best wall %7."),
                          *values, s.best_wall)

    def _plot_totals(self, found: stats.PlayerStats, colour: str) -> None:
        plot = self.totals_plot
        plot.clear()
        count = len(found.totals)
        xs = numpy.arange(1, count + 1)
        ys = numpy.fromiter((total for _, total, _ in found.totals), dtype=float, count=count)
        won = numpy.fromiter((won for _, _, won in found.totals), dtype=bool, count=count)
        low, high = float(ys.min()), float(ys.max())
        pad = max(5.0, (high - low) * 0.08)
        # the view first, then the items: an item given its points before the view's range is
        # set lays them all out again (10 000 games, thrice)
        plot.setXRange(0.5, count + 0.5, padding=0)
        plot.setYRange(low - pad, high + pad, padding=0)
        # the line through every game and the wins as data; every game a small dot (one game
        # alone has no line to show), a win a large one, ringed: each game's point handed over
        # once (as arrays), the dots drawn in one call each
        every = pyqtgraph.PlotDataItem(pen=pyqtgraph.mkPen(colour, width=2))
        wins = pyqtgraph.PlotDataItem(pen=None)
        for item, (x, y) in ((every, (xs, ys)), (wins, (xs[won], ys[won]))):
            plot.addItem(item)
            item.setData(x, y)
        plot.addItem(Dots(xs, ys, colour, 5), ignoreBounds=True)
        plot.addItem(Dots(xs[won], ys[won], colour, 9, ring="w"), ignoreBounds=True)

        def tip(x: float, _y: float) -> str:
            game = round(x)
            if not 1 <= game <= count:
                return ""
            ended, total, won = found.totals[game - 1]
            text = labels.arg(self.tr("Game %1 of %2 (%3): %4"), game, count, date_text(ended, time=False),
                              self.tr("%n point(s)", "", total))
            return labels.arg(self.tr("%1, a win"), text) if won else text

        plot.addItem(TipArea(QRectF(0.5, low - pad, count, high - low + 2 * pad), tip), ignoreBounds=True)

    def _plot_sources(self, found: stats.PlayerStats) -> None:
        items = sorted(found.by_source.items(), key=lambda item: self._group(*item[0]))
        categories = []
        for (source, key), points in items:
            name = term_title(MOATED[0] if (source, key) == ("wall", "moat") else "alhambra", source, key)
            tip = labels.arg(self.tr("%1: %2"), name, self.tr("%n point(s)", "", points))
            colour = self._source_colour(source, key)
            categories.append(Category(name, colour, tip, self._building(source, key)))
        self._set_bars(self.sources_plot, categories, [points for _, points in items])

    def _group(self, source: str, key: str) -> int:
        """Each game's building types together (Alhambra's, then Granada's), then the wall
        (moat), then the modules' terms."""
        building = self._building(source, key)
        if building is not None:
            return list(VARIANTS).index(building[0])
        return len(VARIANTS) + (source != "wall")

    @staticmethod
    def _building(source: str, key: str) -> tuple[str, str] | None:
        if source != "buildings":
            return None
        return next(((v, key) for v in VARIANTS if key in get_variant(v).type_ids), None)

    def _source_colour(self, source: str, key: str) -> str:
        building = self._building(source, key)
        if building is not None:
            return next(t.colour for t in get_variant(building[0]).types if t.id == key)
        return WALL_COLOUR if source == "wall" else MODULE_COLOUR

    def _show_wins(self, standings: list[stats.Standing]) -> None:
        shown = sorted(standings, key=lambda s: -s.games)[:MOST_PLAYERS]
        categories = [Category(s.name, self.colour_of(s.profile_id), labels.arg(
            self.tr("%1: %2 of %3 (%4 %)"), s.name, self.tr("%n win(s)", "", s.wins),
            self.tr("%n game(s)", "", s.games), round(100 * s.win_rate))) for s in shown]
        self._set_bars(self.wins_plot, categories, [s.wins for s in shown])

    @staticmethod
    def _set_bars(plot: pyqtgraph.PlotWidget, categories: Sequence[Category],
                  values: Sequence[float]) -> None:
        """Bars with a line for every label: the plot grows (the page scrolls) when it must."""
        bar_plot(plot, categories, values)
        plot.setMinimumHeight(category_height(plot, len(categories)))

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
        metrics = table.fontMetrics()
        for index, standing in enumerate(shown):
            for place in (table.setHorizontalHeaderItem, table.setVerticalHeaderItem):
                header = QTableWidgetItem(metrics.elidedText(standing.name, Qt.TextElideMode.ElideRight,
                                                             metrics.averageCharWidth() * LABEL_CHARS))
                header.setToolTip(standing.name)
                place(index, header)
        for r, row in enumerate(shown):
            for c, column in enumerate(shown):
                found = ahead.get((row.profile_id, column.profile_id))
                text = "" if found is None else labels.arg(self.tr("%1 of %2"), *found)
                item = QTableWidgetItem(text)
                item.setTextAlignment(Qt.AlignmentFlag.AlignCenter)
                table.setItem(r, c, item)
        self._fit_rows(table)

    def _fit_rows(self, table: QTableWidget) -> None:
        """As large as its rows and columns: every pair is in sight (the page scrolls, not
        the table; a name is elided to ``LABEL_CHARS`` in its header, whole in its tooltip)."""
        table.resizeRowsToContents()
        table.resizeColumnsToContents()
        frame = 2 * table.frameWidth()
        rows, columns = table.verticalHeader(), table.horizontalHeader()
        table.setFixedSize(rows.sizeHint().width() + columns.length() + frame,
                           columns.sizeHint().height() + rows.length() + frame)
