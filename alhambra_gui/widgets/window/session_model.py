"""The base of the scoreboard's table models: rebuilt from the session's game by
``refresh()``, which the dock that shows them calls on every change before anything reads
them. What a model keeps in between is only what it derived from the game of the moment
(so that ``data()`` stays cheap)."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QAbstractTableModel, QModelIndex, QObject, QPersistentModelIndex, Qt
from PySide6.QtGui import QColor, QPixmap

from ...app.session import GameSession

Index = QModelIndex | QPersistentModelIndex


class SessionModel(QAbstractTableModel):
    """A table model rebuilt from the session's game by ``refresh()``."""

    def __init__(self, session: GameSession, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._session = session
        #: The game the model was derived from, which it shows until its owner refreshes it:
        #: a view may ask while the session already holds a newer game (a new game's palette
        #: laid out before the scoreboard has heard of it).
        self._game = session.game

    def refresh(self) -> None:
        """Read the game again (the owner calls this on every change)."""
        self.beginResetModel()
        self._game = self._session.game
        self._rebuild()
        self.endResetModel()

    def _rebuild(self) -> None:
        raise NotImplementedError

    def _shape(self) -> tuple[int, int]:
        """(rows, columns) of the table."""
        raise NotImplementedError

    def row_header(self, row: int, role: int) -> Any:
        """Column 0 again, as the row header: a view may show it there so that the names
        stay in sight while the other columns scroll."""
        if role not in (Qt.ItemDataRole.DisplayRole, Qt.ItemDataRole.DecorationRole,
                        Qt.ItemDataRole.FontRole, Qt.ItemDataRole.ToolTipRole):
            return None
        value = self.data(self.index(row, 0), role)
        if role == Qt.ItemDataRole.ToolTipRole:  # the whole name first: a long one is elided
            name = str(self.data(self.index(row, 0), Qt.ItemDataRole.DisplayRole) or "")
            return name if not value else f"{name}\n{value}" if not str(value).startswith(name) else value
        if isinstance(value, QColor):  # a header draws pixmaps, not colours
            pixmap = QPixmap(12, 12)
            pixmap.fill(value)
            return pixmap
        return value

    def rowCount(self, parent: Index = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else self._shape()[0]

    def columnCount(self, parent: Index = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else self._shape()[1]
