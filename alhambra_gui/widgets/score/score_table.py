"""The scoreboard's read-only tables: columns share the width when they fit (each gets
what it needs and an equal share of the rest); a table whose rows grow with their text
wraps its cells rather than scroll; otherwise they scroll, and the "If scored now" table
then shows the totals first, beside the names, frozen there while the other columns scroll
(``frozen_columns``). A narrow "If scored now" table heads the building types with their
letters. The row header (the names) is measured again whenever the rows change. A column is
measured once for each of its texts (``table_texts``: the model's texts as it announced them).
Each table knows the width it needs to show every column without a sideways scroll
(``needed_width``, signalled when it changes), so that the window can make room for longer
words (German headings, a sixth player: ``window_layout.tables_shortfall``)."""

from __future__ import annotations

from PySide6.QtCore import QEvent, QModelIndex, QPersistentModelIndex, Qt, QTimer, Signal
from PySide6.QtGui import QFontMetrics, QHideEvent, QResizeEvent, QShowEvent
from PySide6.QtWidgets import QAbstractItemView, QHeaderView, QSizePolicy, QStyle, QTableView

from ..paint.viewport import own_viewport
from .cell_widths import cells_width
from .frozen_columns import FrozenColumn
from .record_models import HistoryModel, MajorityModel
from .score_model import ScoreTableModel
from .table_texts import TableTexts

#: The least room the names keep in a narrow table, in average characters.
NAME_CHARACTERS = 8


class ScoreTable(QTableView):
    """A read-only table whose columns share the width when they fit and scroll when they
    do not; with ``fit_rows`` its height follows the number of rows."""

    #: The width the table needs without a sideways scroll (``needed_width``) changed.
    widthWanted = Signal()
    #: The table found its columns wider than its room: the window may widen it at once
    #: (while the signal is handled), before the table settles for a sideways scroll.
    widthShort = Signal()

    def __init__(self, model: ScoreTableModel | HistoryModel | MajorityModel, name: str,
                 fit_rows: bool = True) -> None:
        super().__init__()
        own_viewport(self)
        self.setObjectName(name)
        self.setModel(model)
        self._fit_rows = fit_rows
        self.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.setTabKeyNavigation(False)  # one Tab stop: the arrows go from cell to cell
        self.setAlternatingRowColors(True)
        self.setColumnHidden(0, True)  # the names stand in the row header, which never scrolls away
        self.verticalHeader().setDefaultAlignment(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter)
        self.horizontalHeader().setMinimumSectionSize(24)
        # the columns slide under the frozen totals a pixel at a time, not a column at a time
        self.setHorizontalScrollMode(QAbstractItemView.ScrollMode.ScrollPerPixel)
        # no sideways scroll bar until a fit decides that the columns scroll (``_scrolls``)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.frozen = FrozenColumn(self)
        if fit_rows:  # as tall as its rows (``_fit``): never a scroll bar up and down
            self.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
            self.verticalHeader().setDefaultSectionSize(26)
            self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Fixed)
        self._rows_follow_texts(False)  # measured once shown
        # Measuring columns is the costly part of an update: do it once per burst of
        # changes, and for a hidden table only when it is shown.
        self._fit_timer = QTimer(self)
        self._fit_timer.setSingleShot(True)
        self._fit_timer.setInterval(0)
        self._fit_timer.timeout.connect(self._fit)
        model.modelReset.connect(self._on_reset)
        model.dataChanged.connect(self._on_cells_changed)
        model.headerDataChanged.connect(self._on_headers_changed)
        #: The headings and every cell's text, kept up to date from the model's
        #: announcements (what the columns' widths depend on).
        self._texts = TableTexts(model)
        #: Each column's measured width by what it was measured for (its heading, its texts).
        self._measured: dict[tuple[object, ...], int] = {}
        self._fitted_for: tuple[object, ...] | None = None
        self._fits = True
        self._needed: tuple[tuple[object, ...], int] | None = None  # (content, needed width)
        self._fit()

    def _schedule_fit(self) -> None:
        self._fit_timer.start()

    def _on_reset(self) -> None:
        self._texts.forget()
        self._measured.clear()
        self._measure_names()
        self._schedule_fit()

    def _on_headers_changed(self, orientation: Qt.Orientation, *_sections: int) -> None:
        if orientation == Qt.Orientation.Horizontal:
            self._texts.forget_headings()
            self._schedule_fit()

    def _on_cells_changed(self, top_left: QModelIndex, bottom_right: QModelIndex, *_roles: object) -> None:
        """Changed cells: the columns are measured again only when a text's length changed
        (scores change on every edit, their widths seldom do)."""
        if self._texts.changed(top_left, bottom_right):
            self._schedule_fit()

    def _measure_names(self) -> None:
        """The row header keeps the width of the names it first showed unless told that its
        sections changed ("Playe" for "Player 1" after a new game)."""
        rows = self.model().rowCount()
        if rows:
            self.verticalHeader().headerDataChanged(Qt.Orientation.Vertical, 0, rows - 1)
        self.updateGeometries()

    def resizeEvent(self, event: QResizeEvent) -> None:
        self._limit_names()
        super().resizeEvent(event)
        self.frozen.place()
        self._schedule_fit()

    def updateGeometries(self) -> None:
        super().updateGeometries()
        frozen = getattr(self, "frozen", None)  # None while the table is being built
        if frozen is not None and frozen.column is not None:  # the headers' and the viewport's sizes
            frozen.place()

    def scrollTo(self, index: QModelIndex | QPersistentModelIndex,
                 hint: QAbstractItemView.ScrollHint = QAbstractItemView.ScrollHint.EnsureVisible) -> None:
        """A cell chosen (by a key, a click) is scrolled into sight beside the frozen
        totals, never under them; the totals themselves never scroll."""
        frozen = self.frozen.column
        if frozen is not None and index.column() == frozen:
            return
        super().scrollTo(index, hint)
        if self.frozen.covers(index):
            under = self.columnWidth(frozen) - self.visualRect(index).left() if frozen is not None else 0
            self.horizontalScrollBar().setValue(self.horizontalScrollBar().value() - under)

    def _limit_names(self) -> None:
        """The players' names take at most a third of the table (never less than a short
        name): long ones are elided (whole in their tooltip), so that the columns beside them,
        the totals first, stay in sight. (The majorities' rows are the types: whole.)"""
        if isinstance(self.model(), MajorityModel):
            return
        least = self.fontMetrics().averageCharWidth() * NAME_CHARACTERS
        self.verticalHeader().setMaximumWidth(max(least, self.width() // 3))

    def showEvent(self, event: QShowEvent) -> None:
        super().showEvent(event)
        self._rows_follow_texts(True)
        self._fit()

    def hideEvent(self, event: QHideEvent) -> None:
        self._rows_follow_texts(False)
        super().hideEvent(event)

    def _rows_follow_texts(self, shown: bool) -> None:
        """A table whose rows grow with their texts (the majorities') has them measured
        while it is shown only: hidden (its tab behind another), its row header would
        measure every cell again on every change of any cell, for nobody to see. Shown
        again, the rows are measured once, with what changed meanwhile."""
        if self._fit_rows:
            return
        mode = QHeaderView.ResizeMode.ResizeToContents if shown else QHeaderView.ResizeMode.Fixed
        self.verticalHeader().setSectionResizeMode(mode)

    def _columns(self) -> list[int]:
        """The columns shown (the names stand in the row header)."""
        return [c for c in range(1, self.model().columnCount()) if not self.isColumnHidden(c)]

    def _widths(self) -> list[int]:
        """The width each shown column needs for its header and cells."""
        return [self._width_of(c) for c in self._columns()]

    def _width_of(self, column: int) -> int:
        """The wider of the column's cells and its heading, each measured once for each
        texts (and heading) the column has had since the table was reset: a column whose
        numbers did not change is not measured again, nor its cells when only its heading
        changed (the types' letters for their names: the cells are the same)."""
        cells_key = ("cells", column, self._texts.column(column))
        cells = self._measured.get(cells_key)
        if cells is None:
            cells = self._measured[cells_key] = cells_width(self, column)
        head_key = ("head", column, self.model().headerData(column, Qt.Orientation.Horizontal))
        head = self._measured.get(head_key)
        if head is None:
            head = self._measured[head_key] = self.horizontalHeader().sectionSizeHint(column)
        return max(cells, head)

    def changeEvent(self, event: QEvent) -> None:
        if event.type() in (QEvent.Type.FontChange, QEvent.Type.StyleChange):
            self._measured.clear()  # the same texts take another width
        super().changeEvent(event)

    def _needed_width(self) -> int:
        return sum(self._widths())

    def _content_key(self) -> tuple[object, ...]:
        """What the columns' widths depend on: the viewport, the headers and the length of
        every cell's text (scores change on every edit, their widths seldom do)."""
        model = self.model()
        heads = (getattr(model, "compact", None), getattr(model, "symbols_only", None))
        return (self.viewport().width(), heads, self._texts.headings(), self._texts.lengths())

    def _heads_height(self) -> int:
        """The headers' height, measured once per set of headings (their symbols and font
        follow from them): Qt's header forgets its measure whenever any cell changes."""
        hidden = tuple(c for c in range(self.model().columnCount()) if self.isColumnHidden(c))
        key = ("heads height", self._texts.headings(), hidden)
        height = self._measured.get(key)
        if height is None:
            height = self._measured[key] = self.horizontalHeader().sizeHint().height()
        return height

    def _fit(self) -> None:
        if not self.isVisible():
            fits = True
        elif self._content_key() == self._fitted_for:
            fits = self._fits  # nothing that decides a width changed: no measuring
        else:
            fits = self._fits = self._fit_short()
            self._fitted_for = self._content_key()  # after a switch to letters, if any
        self._scrolls(not fits)
        if self._fit_rows:
            rows = self.model().rowCount()
            height = self._heads_height() + rows * self.verticalHeader().defaultSectionSize()
            scroll = 0 if fits else self.horizontalScrollBar().sizeHint().height()
            self.setFixedHeight(height + 2 * self.frameWidth() + 2 + scroll)
        self._check_needed_width()

    def _fit_short(self) -> bool:
        """Fit the columns; when they do not fit, ask for room first (``widthShort``: the
        window widens the table's dock while the signal is handled) and fit them again in
        the room given, so that a table about to be widened never shows a sideways scroll."""
        if self._fit_columns():
            return True
        room = self.viewport().width()
        self._check_needed_width()  # what the window reads: the need of these columns
        self.widthShort.emit()
        if self.viewport().width() != room and self._fit_columns():
            return True
        self.widthWanted.emit()  # still short: asked again once this burst is over
        return False

    def _scrolls(self, scrolls: bool) -> None:
        """The sideways scroll bar only once a fit has found that the columns scroll: a
        resize or new columns before the fit (the dock narrowed by a scroll bar beside it,
        another module's column) show no scroll bar that the fit then takes away, nor make
        the table taller and the docks around it move for a moment (issue 31)."""
        policy = Qt.ScrollBarPolicy.ScrollBarAsNeeded if scrolls else Qt.ScrollBarPolicy.ScrollBarAlwaysOff
        if self.horizontalScrollBarPolicy() != policy:
            self.setHorizontalScrollBarPolicy(policy)

    # ---- the width it needs --------------------------------------------------------------------
    def _check_needed_width(self) -> None:
        """Measure the width needed again when what it depends on changed; say so if it did."""
        content = self._content_key()[1:]  # not the viewport: the need does not depend on it
        if self._needed is not None and self._needed[0] == content:
            return
        before = self._needed[1] if self._needed is not None else None
        self._needed = (content, self._measure_needed_width())
        if self._needed[1] != before:
            self.widthWanted.emit()

    def needed_width(self) -> int:
        """The least width of the table that shows every column without a sideways scroll:
        a table that wraps its rows at its columns' longest words, the "If scored now" table
        with the types' letters, with the row header, the frame and (for a table that scrolls
        up and down) the scroll bar."""
        if self._needed is None:
            self._check_needed_width()
        assert self._needed is not None
        return self._needed[1]

    def _measure_needed_width(self) -> int:
        columns = self._least_widths()
        chrome = 2 * self.frameWidth() + self._names_width()
        if not self._fit_rows:
            chrome += self.style().pixelMetric(QStyle.PixelMetric.PM_ScrollBarExtent, None, self)
        return sum(columns) + chrome

    def _names_width(self) -> int:
        """The row header's width, measured once for each set of names it shows (the first
        column's texts; a name's swatch, symbol and font follow from it): Qt's header forgets
        its measure whenever any cell changes, and would measure every row again."""
        key = ("names", self._texts.column(0))
        width = self._measured.get(key)
        if width is None:
            width = self._measured[key] = self.verticalHeader().sizeHint().width()
        return width

    def _least_widths(self) -> list[int]:
        model = self.model()
        columns = [c for c in self._columns()  # the leaders' column gives way first
                   if not (isinstance(model, MajorityModel) and c == 1)]
        if not self._fit_rows:  # wrapped at the longest words
            return [min(self._word_width(c), self._width_of(c)) for c in columns]
        if isinstance(model, ScoreTableModel):  # the letters: the symbols alone are a last resort
            held = model.compact, model.symbols_only
            model.compact, model.symbols_only = True, False
            widths = self._widths()
            model.compact, model.symbols_only = held
            return widths
        return self._widths()

    def _fit_columns(self) -> bool:
        """Share the width when the columns fit (True), else size them to their contents."""
        model = self.model()
        if isinstance(model, ScoreTableModel):
            self._choose_headings(model)
        if isinstance(model, MajorityModel):
            # The leaders' column gives way first: their cells are highlighted anyway.
            self.setColumnHidden(1, False)
            self.setColumnHidden(1, self._needed_width() > self.viewport().width())
        widths, room = self._widths(), self.viewport().width()
        header = self.horizontalHeader()
        if sum(widths) > room and not self._fit_rows and self._wrap_into(widths, room):
            return True
        self._total_first(sum(widths) > room)
        if sum(widths) > room:
            # Sized to their contents here, not by the header (ResizeToContents): that one
            # measures every cell again on every change of any cell.
            header.setSectionResizeMode(QHeaderView.ResizeMode.Fixed)
            for column, width in zip(self._columns(), widths, strict=True):
                header.resizeSection(column, width)
            return False
        if max(widths, default=0) * len(widths) <= room:  # equal columns show everything
            header.setSectionResizeMode(QHeaderView.ResizeMode.Stretch)
            return True
        # Columns of different needs (a module's title beside a type's letter): each gets
        # what it needs and an equal share of the rest.
        header.setSectionResizeMode(QHeaderView.ResizeMode.Fixed)
        spare = room - sum(widths)
        for i, (column, width) in enumerate(zip(self._columns(), widths, strict=True)):
            header.resizeSection(column, width + spare // len(widths) + (i < spare % len(widths)))
        return True

    def _total_first(self, first: bool) -> None:
        """The "If scored now" table's totals beside the names while the columns scroll."""
        model = self.model()
        if isinstance(model, ScoreTableModel):
            self.frozen.freeze(model.columnCount() - 1 if first else None)

    def _wrap_into(self, widths: list[int], room: int) -> bool:
        """Narrow the columns towards their longest word, in proportion to what each would
        give up, and let the rows grow with the wrapped text (False: even that is too wide)."""
        columns = self._columns()
        least = [min(self._word_width(c), width) for c, width in zip(columns, widths, strict=True)]
        give = sum(widths) - sum(least)
        if sum(least) > room or give <= 0:
            return False
        keep = (room - sum(least)) / give
        header = self.horizontalHeader()
        header.setSectionResizeMode(QHeaderView.ResizeMode.Fixed)
        for column, low, width in zip(columns, least, widths, strict=True):
            header.resizeSection(column, int(low + (width - low) * keep))
        self.resizeRowsToContents()
        return True

    def _word_width(self, column: int) -> int:
        """The width of the column's longest word (of its heading and its cells), with the
        room a cell keeps around its text (measured once for each heading and texts)."""
        key = ("words", column, self.model().headerData(column, Qt.Orientation.Horizontal),
               self._texts.column(column))
        width = self._measured.get(key)
        if width is None:
            width = self._measured[key] = self._measure_words(column)
        return width

    def _measure_words(self, column: int) -> int:
        model, metrics = self.model(), QFontMetrics(self.font())
        texts = [str(model.headerData(column, Qt.Orientation.Horizontal) or "")]
        texts += [str(model.index(r, column).data() or "") for r in range(model.rowCount())]
        words = [w for text in texts for w in text.split()]
        margin = 2 * (self.style().pixelMetric(QStyle.PixelMetric.PM_FocusFrameHMargin, None, self) + 1)
        return max((metrics.horizontalAdvance(w) for w in words), default=0) + margin + 8

    def _choose_headings(self, model: ScoreTableModel) -> None:
        """Full type names when they fit, else the types' letters, else their symbols alone
        if then every column fits (the names in the tooltip; a table that scrolls sideways
        anyway keeps the letters)."""
        room = self.viewport().width()
        compact = self._width_headed(model, compact=False, symbols=False) > room
        symbols = (compact and self._width_headed(model, compact=True, symbols=False) > room
                   and self._width_headed(model, compact=True, symbols=True) <= room)
        if (compact, symbols) != (model.compact, model.symbols_only):
            model.compact, model.symbols_only = compact, symbols
            model.heads_changed()

    def _width_headed(self, model: ScoreTableModel, *, compact: bool, symbols: bool) -> int:
        """The width the columns need with the headings so chosen."""
        held = model.compact, model.symbols_only
        model.compact, model.symbols_only = compact, symbols
        width = self._needed_width()
        model.compact, model.symbols_only = held
        return width

