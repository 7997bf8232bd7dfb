"""The History window's tables as Qt models: the games (read as they are shown; the history
chooses them by player and by module) and the players. Every name is data: shown as text,
never as markup."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

from PySide6.QtCore import (
    QAbstractTableModel,
    QModelIndex,
    QObject,
    QPersistentModelIndex,
    Qt,
)

from ...app import labels
from ...app.labels import QT_TR_NOOP, tr
from ...history.rows import GameRow
from ...history.stats import Standing
from .history_words import date_text, module_text, variant_text

#: The role that holds what a column sorts by (dates as times, totals as numbers).
SORT_ROLE = Qt.ItemDataRole.UserRole + 1
#: The role that holds a row's id (a game's, a player's).
ID_ROLE = Qt.ItemDataRole.UserRole + 2
Index = QModelIndex | QPersistentModelIndex
#: Reads games by their ids (from the history: ``GameHistory.read``).
Load = Callable[[Sequence[int]], list[GameRow]]

GAME_COLUMNS = (QT_TR_NOOP("Date"), QT_TR_NOOP("Players"), QT_TR_NOOP("Winner"), QT_TR_NOOP("Totals"),
                QT_TR_NOOP("Game"), QT_TR_NOOP("Modules"))
PLAYER_COLUMNS = (QT_TR_NOOP("Player"), QT_TR_NOOP("Games"), QT_TR_NOOP("Wins"), QT_TR_NOOP("Win rate"),
                  QT_TR_NOOP("Average"), QT_TR_NOOP("Best"), QT_TR_NOOP("Best wall"), QT_TR_NOOP("Best moat"))


class GamesModel(QAbstractTableModel):
    """The games a list shows, one a row: their ids first (every game's, in the order shown,
    from one quick query), each game read when its row is about to be shown (Qt's
    ``fetchMore``, a page at a time), so that a history of 10 000 games opens as fast as one
    of a hundred. Sorting by date follows the ids; sorting by another column reads them all."""

    #: Games read at a time, as the view scrolls to them.
    PAGE = 100

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._ids: list[int] = []  # newest first, as the history lists them
        self._order: list[int] = []  # in the order shown
        self._rows: list[GameRow] = []  # the first rows of ``_order``, read
        self._load: Load = _nothing
        self._cache: dict[tuple[int, int], str] = {}
        self._sorted_by: tuple[int, Qt.SortOrder] = (0, Qt.SortOrder.DescendingOrder)

    def set_games(self, ids: Sequence[int], load: Load, column: int = 0,
                  order: Qt.SortOrder = Qt.SortOrder.DescendingOrder) -> None:
        """Show these games (ids newest first), read by ``load`` as they are shown, sorted by
        ``column``."""
        self.beginResetModel()
        self._ids, self._load, self._rows, self._cache = list(ids), load, [], {}
        self._sorted_by = (column, order)
        self._order = self._ids[::-1] if order == Qt.SortOrder.AscendingOrder else list(self._ids)
        if column != 0 and 0 <= column < len(GAME_COLUMNS):
            self._read_all()
            self._rows = [self._rows[i] for i in self._sorting(column, order)]
            self._order = [row.id for row in self._rows]
        else:
            self._read_page()
        self.endResetModel()

    def game_count(self) -> int:
        """How many games the list holds (read or not yet)."""
        return len(self._order)

    def row_of(self, game_id: int) -> int | None:
        """The row of a game (read up to it), or None when the list does not hold it."""
        if game_id not in self._order:
            return None
        while game_id not in {row.id for row in self._rows} and self.canFetchMore(QModelIndex()):
            self.fetchMore(QModelIndex())
        return next((number for number, row in enumerate(self._rows) if row.id == game_id), None)

    def retranslate(self) -> None:
        """After a switch of language: every cell and heading asked for again (the texts
        kept are worded anew), the rows and the view's selection as they were."""
        self._cache = {}
        _asked_again(self)

    def game(self, row: int) -> GameRow:
        return self._rows[row]

    # ---- reading as the rows are shown --------------------------------------------------------
    def canFetchMore(self, parent: Index) -> bool:
        return not parent.isValid() and len(self._rows) < len(self._order)

    def fetchMore(self, parent: Index) -> None:
        if parent.isValid():
            return
        start = len(self._rows)
        read = self._page(self._order[start:start + self.PAGE])
        if read:
            self.beginInsertRows(QModelIndex(), start, start + len(read) - 1)
            self._rows += read
            self.endInsertRows()

    def _read_page(self) -> None:
        self._rows += self._page(self._order[len(self._rows):len(self._rows) + self.PAGE])

    def _read_all(self) -> None:
        while len(self._rows) < len(self._order):
            self._read_page()

    def _page(self, ids: list[int]) -> list[GameRow]:
        """These games, in this order; one gone meanwhile (deleted elsewhere) is dropped."""
        found = {row.id: row for row in self._load(ids)}
        gone = {i for i in ids if i not in found}
        if gone:
            self._order = [i for i in self._order if i not in gone]
        return [found[i] for i in ids if i in found]

    # ---- sorting ---------------------------------------------------------------------------------
    def sort(self, column: int, order: Qt.SortOrder = Qt.SortOrder.AscendingOrder) -> None:
        """By date: the ids in their order, read as shown. By another column: every game
        read, sorted in Python on keys made once (the rows the view shows kept selected)."""
        if not 0 <= column < len(GAME_COLUMNS) or (column, order) == self._sorted_by:
            return
        if column == 0 and len(self._rows) < len(self._order):
            self.set_games(self._ids, self._load, column, order)
            return
        if len(self._rows) < len(self._order):
            self.beginResetModel()
            self._read_all()
            self.endResetModel()
        self._sorted_by = (column, order)
        self.layoutAboutToBeChanged.emit()
        ordered = self._sorting(column, order)
        moved = {old: new for new, old in enumerate(ordered)}
        self._rows = [self._rows[i] for i in ordered]
        self._order = [row.id for row in self._rows]
        self._cache = {(moved[r], c): text for (r, c), text in self._cache.items()}
        old = self.persistentIndexList()
        self.changePersistentIndexList(old, [self.index(moved[i.row()], i.column()) for i in old])
        self.layoutChanged.emit()

    def _sorting(self, column: int, order: Qt.SortOrder) -> list[int]:
        """The rows' numbers in the order of ``column`` (equal ones newest first)."""
        keys = [self._sort_key(i, column) for i in range(len(self._rows))]
        newest = sorted(range(len(self._rows)), key=lambda i: (self._rows[i].ended, self._rows[i].id),
                        reverse=True)
        return sorted(newest, key=keys.__getitem__, reverse=order == Qt.SortOrder.DescendingOrder)

    # ---- what Qt asks ------------------------------------------------------------------------------
    def rowCount(self, parent: Index = QModelIndex()) -> int:  # noqa: B008 - Qt's signature
        return 0 if parent.isValid() else len(self._rows)

    def columnCount(self, parent: Index = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else len(GAME_COLUMNS)

    def headerData(self, section: int, orientation: Qt.Orientation,
                   role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if orientation == Qt.Orientation.Horizontal and role == Qt.ItemDataRole.DisplayRole:
            return tr(GAME_COLUMNS[section])
        return None

    def data(self, index: Index, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if not index.isValid():
            return None
        row, column = self._rows[index.row()], index.column()
        if role in (Qt.ItemDataRole.DisplayRole, Qt.ItemDataRole.ToolTipRole):
            key = (index.row(), column)
            if key not in self._cache:  # sorting asks each cell many times
                self._cache[key] = self._text(row, column)
            return self._cache[key]
        if role == SORT_ROLE:
            return self._sort_key(index.row(), column)
        if role == ID_ROLE:
            return row.id
        return None

    def _text(self, row: GameRow, column: int) -> str:
        if column == 0:
            return date_text(row.ended)
        if column == 1:
            return labels.listed(s.player for s in row.seats)
        if column == 2:
            return labels.listed(row.winners)
        if column == 3:
            return " · ".join(labels.integer_text(s.total) for s in row.seats)
        if column == 4:
            return variant_text(row.variant)
        return labels.listed(module_text(m) for m in row.modules) or "–"  # a dash, not an empty cell

    def _sort_key(self, number: int, column: int) -> Any:
        row = self._rows[number]
        if column == 0:
            return row.ended.timestamp()
        if column == 3:
            return max((s.total for s in row.seats), default=0)
        key = (number, column)
        if key not in self._cache:
            self._cache[key] = self._text(row, column)
        return self._cache[key]


def _nothing(_ids: Sequence[int]) -> list[GameRow]:
    return []


class PlayersModel(QAbstractTableModel):
    """Every player's standing, one a row."""

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._rows: list[Standing] = []

    def set_rows(self, rows: Sequence[Standing]) -> None:
        self.beginResetModel()
        self._rows = list(rows)
        self.endResetModel()

    def standing(self, row: int) -> Standing:
        return self._rows[row]

    def retranslate(self) -> None:
        """After a switch of language: every cell and heading asked for again."""
        _asked_again(self)

    def rowCount(self, parent: Index = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else len(self._rows)

    def columnCount(self, parent: Index = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else len(PLAYER_COLUMNS)

    def headerData(self, section: int, orientation: Qt.Orientation,
                   role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if orientation == Qt.Orientation.Horizontal and role == Qt.ItemDataRole.DisplayRole:
            return tr(PLAYER_COLUMNS[section])
        return None

    def data(self, index: Index, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if not index.isValid():
            return None
        s = self._rows[index.row()]
        values: tuple[Any, ...] = (s.name, s.games, s.wins, s.win_rate, s.average, s.best, s.best_walled,
                                   s.best_moat)  # a wall and a moat: two records
        value = values[index.column()]
        if role == Qt.ItemDataRole.DisplayRole:
            if value is None:  # no game of walls, or of moats
                return "–"
            if index.column() == 3:
                return labels.arg(tr("%1 %"), round(100 * value))
            if index.column() == 4:
                return labels.number_text(round(value, 1))
            return str(value)
        if role == SORT_ROLE:
            return -1 if value is None else value
        if role == ID_ROLE:
            return s.profile_id
        if role == Qt.ItemDataRole.TextAlignmentRole and index.column() > 0:
            return int(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
        return None


def _asked_again(model: QAbstractTableModel) -> None:
    """Tell the views that every cell and heading may read otherwise (the same rows)."""
    rows, columns = model.rowCount(), model.columnCount()
    if rows and columns:
        model.dataChanged.emit(model.index(0, 0), model.index(rows - 1, columns - 1))
    if columns:
        model.headerDataChanged.emit(Qt.Orientation.Horizontal, 0, columns - 1)
