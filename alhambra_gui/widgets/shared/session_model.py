"""The base of the scoreboard's table models: derived from the session's game by
``refresh()``, which the dock that shows them calls on every change before anything reads
them. What a model keeps in between is only what it derived from the game of the moment
(so that ``data()`` stays cheap).

A table of the same shape as before (the same rows and columns, the same things in them:
``_keys``) is not reset: the cells whose text changed are announced (``dataChanged``, one
cell at a time, so that a view repaints those cells only and keeps its selection and its
current cell), and the headers when theirs did. Only a table of another shape (another
game, other players, other modules) is reset."""

from __future__ import annotations

from collections.abc import Hashable
from typing import Any, Generic, TypeVar

from PySide6.QtCore import QAbstractTableModel, QModelIndex, QObject, QPersistentModelIndex, Qt
from PySide6.QtGui import QColor, QPixmap

from ...app.session import GameSession
from ...engine import Game

Index = QModelIndex | QPersistentModelIndex
#: What a model derives from one game (``_derive``), whole, before it shows it.
D = TypeVar("D")
#: Past this many changed cells one announcement covers the table.
MANY_CELLS = 48


class SessionModel(QAbstractTableModel, Generic[D]):
    """A table model derived from the session's game by ``refresh()``. A subclass says what
    it derives (``_derive``), what its rows and columns are (``_keys``) and the text of a
    cell (``_text``, what ``DisplayRole`` shows)."""

    #: Whether the cells' texts and headings are worked out from what is derived alone (and
    #: the language): a table derived as before is then not read again (the recorded scorings
    #: after a drop).
    texts_from_derived = False

    def __init__(self, session: GameSession, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._session = session
        #: The game the model was derived from, which it shows until its owner refreshes it:
        #: a view may ask while the session already holds a newer game (a new game's palette
        #: laid out before the scoreboard has heard of it).
        self._game = session.game
        self._derived: D = self._derive(self._game)
        #: The texts of the cells and headers as last announced (what ``_show`` compares the
        #: next ones with, instead of working the old ones out again).
        self._shown: tuple[list[list[str]], list[object]] | None = None
        #: Each row's ``_row_key`` as its texts in ``_shown`` were worded for.
        self._worded_for: list[Hashable] = []
        self._swatches: dict[str, QPixmap] = {}  # by colour
        self._know_shown()

    def _know_shown(self) -> None:
        """The texts a view reads from the table as it is now, known from the start (made or
        reset): a switch of language then announces the cells whose text changed, not every
        cell of a table that was never refreshed since (the first switch after File ▸ Open)."""
        self._shown = None
        self._shown = (self._texts(), self._heads())

    def refresh(self) -> None:
        """Read the game again (the owner calls this on every change)."""
        self._show(self._session.game, self._derive(self._session.game))

    def retranslate(self) -> None:
        """After a switch of language: every cell and header worded again (what is derived
        holds numbers and names, no words: the words are made as a view asks for them); the
        cells whose text changed are announced, as after an edit (a table of scores says the
        same numbers in every language: its views, repainted with the window, need not read
        every cell again), the headers all; the views keep their selection."""
        before = self._shown[0] if self._shown is not None else None
        self._shown = None
        rows, columns = self._shape()
        self._shown = (self._texts(), self._heads())
        if before is not None:
            self._announce(before, self._shown[0])
        elif rows and columns:  # the texts shown before are not known: all of them
            self.dataChanged.emit(self.index(0, 0), self.index(rows - 1, columns - 1))
        if columns:
            self.headerDataChanged.emit(Qt.Orientation.Horizontal, 0, columns - 1)
        if rows:
            self.headerDataChanged.emit(Qt.Orientation.Vertical, 0, rows - 1)

    def heads_changed(self) -> None:
        """The headers worded otherwise by a view's choice (the score table's letters when
        narrow): announced, and known as shown (else the next edit announced them again)."""
        if self._shown is not None:
            self._shown = (self._shown[0], self._heads())
        self.headerDataChanged.emit(Qt.Orientation.Horizontal, 0, self.columnCount() - 1)

    def _show(self, game: Game, derived: D) -> None:
        """Show what was derived from ``game``: the changed cells of a table of the same shape,
        else the whole table anew."""
        if self._keys(game, derived) != self._keys(self._game, self._derived):
            self.beginResetModel()
            self._game, self._derived = game, derived
            self._know_shown()
            self.endResetModel()
            return
        if self.texts_from_derived and self._shown is not None and derived == self._derived:
            self._game = game  # (what a tooltip reads)
            return
        before, heads = self._shown if self._shown is not None else (self._texts(), self._heads())
        self._game, self._derived = game, derived
        after = self._texts()
        self._shown = (after, self._heads())
        self._announce(before, after)
        if self._shown[1] != heads:
            self.headerDataChanged.emit(Qt.Orientation.Horizontal, 0, self.columnCount() - 1)

    def _announce(self, before: list[list[str]], after: list[list[str]]) -> None:
        """``dataChanged`` for the cells whose text is not the one shown (one for the table
        when many are)."""
        changed = [(r, c) for r, (old, new) in enumerate(zip(before, after, strict=True)) if old is not new
                   for c, (a, b) in enumerate(zip(old, new, strict=True)) if a != b]  # (a row kept: as shown)
        if len(changed) > MANY_CELLS:
            self.dataChanged.emit(self.index(0, 0), self.index(len(after) - 1, len(after[0]) - 1))
        else:
            for row, column in changed:
                cell = self.index(row, column)
                self.dataChanged.emit(cell, cell)

    def _texts(self) -> list[list[str]]:
        """Every cell's text; a row whose ``_row_key`` is what its shown texts were worded
        for keeps them."""
        rows, columns = self._shape()
        keys = [self._row_key(r) for r in range(rows)]
        before, worded = (self._shown[0], self._worded_for) if self._shown is not None else ([], [])
        texts = [before[r] if key is not None and r < min(len(worded), len(before)) and worded[r] == key
                 else [self._text(r, c) for c in range(columns)] for r, key in enumerate(keys)]
        self._worded_for = keys
        return texts

    def _row_key(self, row: int) -> Hashable:
        """What a row's texts are worded from alone (with the language), if a subclass
        knows it; None: worded on every refresh."""
        return None

    def _heads(self) -> list[object]:
        return [self.headerData(c, Qt.Orientation.Horizontal) for c in range(self._shape()[1])]

    def _derive(self, game: Game) -> D:
        raise NotImplementedError

    def _keys(self, game: Game, derived: D) -> Hashable:
        """What the rows and the columns of the table derived from ``game`` are (its shape)."""
        raise NotImplementedError

    def _text(self, row: int, column: int) -> str:
        """What the cell shows (``DisplayRole``)."""
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
            return self._swatch(value)
        return value

    def _swatch(self, colour: QColor) -> QPixmap:
        """A player's colour as the row header shows it beside the name: made once per
        colour (the header asks for it whenever it measures or paints, some fifty times
        an open of six players)."""
        name = colour.name(QColor.NameFormat.HexArgb)
        pixmap = self._swatches.get(name)
        if pixmap is None:
            pixmap = self._swatches[name] = QPixmap(12, 12)
            pixmap.fill(colour)
        return pixmap

    def rowCount(self, parent: Index = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else self._shape()[0]

    def columnCount(self, parent: Index = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else self._shape()[1]
