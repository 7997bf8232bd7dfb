"""The History window's tables as Qt models: the games (sorted and filtered by a proxy, by
player and by module) and the players. Every name is data: shown as text, never as markup."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from PySide6.QtCore import (
    QAbstractTableModel,
    QModelIndex,
    QObject,
    QPersistentModelIndex,
    QSortFilterProxyModel,
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

GAME_COLUMNS = (QT_TR_NOOP("Date"), QT_TR_NOOP("Players"), QT_TR_NOOP("Winner"), QT_TR_NOOP("Totals"),
                QT_TR_NOOP("Game"), QT_TR_NOOP("Modules"))
PLAYER_COLUMNS = (QT_TR_NOOP("Player"), QT_TR_NOOP("Games"), QT_TR_NOOP("Wins"), QT_TR_NOOP("Win rate"),
                  QT_TR_NOOP("Average"), QT_TR_NOOP("Best"), QT_TR_NOOP("Best wall"))


class GamesModel(QAbstractTableModel):
    """The games of the history, one a row (the view sorts them, newest first)."""

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._rows: list[GameRow] = []
        self._cache: dict[tuple[int, int], str] = {}
        self._shown: tuple[tuple[int | None, str | None], list[bool]] | None = None

    def set_rows(self, rows: Sequence[GameRow], column: int = -1,
                 order: Qt.SortOrder = Qt.SortOrder.AscendingOrder) -> None:
        """Show these games, sorted by ``column`` (-1: as they come) before they are shown."""
        self.beginResetModel()
        self._rows, self._cache, self._shown = list(rows), {}, None
        if 0 <= column < len(GAME_COLUMNS):
            self._rows = [self._rows[i] for i in self._order(column, order)]
            self._cache = {}
        self.endResetModel()

    def retranslate(self) -> None:
        """After a switch of language: every cell and heading asked for again (the texts
        kept are worded anew), the rows and the view's selection as they were."""
        self._cache = {}
        _asked_again(self)

    def _order(self, column: int, order: Qt.SortOrder) -> list[int]:
        """The rows' numbers in the order of ``column`` (equal ones newest first)."""
        keys = [self._sort_key(i, column) for i in range(len(self._rows))]
        newest = sorted(range(len(self._rows)), key=lambda i: (self._rows[i].ended, self._rows[i].id),
                        reverse=True)
        return sorted(newest, key=keys.__getitem__, reverse=order == Qt.SortOrder.DescendingOrder)

    def game(self, row: int) -> GameRow:
        return self._rows[row]

    def shown(self, player: int | None, module: str | None) -> list[bool]:
        """Which rows show with a filter, decided for every game at once (the proxy then asks
        row by row: a look-up each) and kept until the rows change."""
        if self._shown is None or self._shown[0] != (player, module):
            self._shown = ((player, module), [
                (player is None or any(s.profile_id == player for s in game.seats))
                and (module is None or module in game.modules) for game in self._rows])
        return self._shown[1]

    def rowCount(self, parent: Index = QModelIndex()) -> int:  # noqa: B008 - Qt's signature
        return 0 if parent.isValid() else len(self._rows)

    def sort(self, column: int, order: Qt.SortOrder = Qt.SortOrder.AscendingOrder) -> None:
        """Sort in Python on keys made once (the proxy's own sort would ask every cell through
        Qt for each comparison: seconds for 10 000 games)."""
        if not 0 <= column < len(GAME_COLUMNS):
            return
        self.layoutAboutToBeChanged.emit()
        ordered = self._order(column, order)
        moved = {old: new for new, old in enumerate(ordered)}
        self._rows, self._shown = [self._rows[i] for i in ordered], None
        self._cache = {(moved[r], c): text for (r, c), text in self._cache.items()}
        old = self.persistentIndexList()
        self.changePersistentIndexList(old, [self.index(moved[i.row()], i.column()) for i in old])
        self.layoutChanged.emit()

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
        return labels.listed(module_text(m) for m in row.modules)

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


class GamesFilter(QSortFilterProxyModel):
    """The games of one player (a profile id) and with one module, sorted by ``SORT_ROLE``."""

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.setSortRole(SORT_ROLE)
        self._player: int | None = None
        self._module: str | None = None

    def sort(self, column: int, order: Qt.SortOrder = Qt.SortOrder.AscendingOrder) -> None:
        """The source model sorts (quickly, see ``GamesModel.sort``); the proxy keeps its order."""
        model = self.sourceModel()
        if isinstance(model, GamesModel):
            model.sort(column, order)

    def set_player(self, profile_id: int | None) -> None:
        self._refilter(profile_id, self._module)

    def set_module(self, module_id: str | None) -> None:
        self._refilter(self._player, module_id)

    def _refilter(self, player: int | None, module: str | None) -> None:
        if (player, module) == (self._player, self._module):
            return
        if hasattr(self, "beginFilterChange"):  # Qt 6.10 and later
            self.beginFilterChange()
            self._choose(player, module)
            self.endFilterChange()
        else:
            self._choose(player, module)
            self.invalidateRowsFilter()

    def _choose(self, player: int | None, module: str | None) -> None:
        self._player, self._module = player, module

    def filterAcceptsRow(self, source_row: int, source_parent: Index) -> bool:
        if self._player is None and self._module is None:
            return True
        model = self.sourceModel()
        assert isinstance(model, GamesModel)
        return model.shown(self._player, self._module)[source_row]


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
        values: tuple[Any, ...] = (s.name, s.games, s.wins, s.win_rate, s.average, s.best, s.best_wall)
        value = values[index.column()]
        if role == Qt.ItemDataRole.DisplayRole:
            if index.column() == 3:
                return labels.arg(tr("%1 %"), round(100 * value))
            if index.column() == 4:
                return labels.number_text(round(value, 1))
            return str(value)
        if role == SORT_ROLE:
            return value
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
