"""What a score table's columns are measured by (score_table.py): its headings and every
cell's text, read from the model once and kept up to date from the model's announcements,
so that a table asks its model again only for what changed."""

from __future__ import annotations

from PySide6.QtCore import QAbstractItemModel, QModelIndex, Qt


class TableTexts:
    """The headings and cells of ``model`` as it last announced them."""

    def __init__(self, model: QAbstractItemModel) -> None:
        self._model = model
        self._heads: tuple[object, ...] | None = None  # None: to be read
        self._cells: list[list[str]] | None = None

    def forget(self) -> None:
        """The model was reset: every text is read again when asked for."""
        self._heads = self._cells = None

    def forget_headings(self) -> None:
        self._heads = None

    def headings(self) -> tuple[object, ...]:
        """The columns' headings."""
        if self._heads is None:
            model = self._model
            heads = (model.headerData(c, Qt.Orientation.Horizontal) for c in range(model.columnCount()))
            self._heads = tuple(heads)
        return self._heads

    def cells(self) -> list[list[str]]:
        """Every cell's text, row by row."""
        if self._cells is None:
            model = self._model
            self._cells = [[str(model.index(r, c).data() or "") for c in range(model.columnCount())]
                           for r in range(model.rowCount())]
        return self._cells

    def column(self, column: int) -> tuple[str, ...]:
        return tuple(row[column] for row in self.cells())

    def lengths(self) -> tuple[int, ...]:
        """The length of every cell's text (scores change on every edit, their widths seldom do)."""
        return tuple(len(text) for row in self.cells() for text in row)

    def changed(self, top_left: QModelIndex, bottom_right: QModelIndex) -> bool:
        """Take the changed cells' texts; whether a text's length changed (or the texts were
        not read yet), which may change a column's width."""
        cells = self._cells
        if cells is None:
            return True
        longer = False
        for row in range(top_left.row(), bottom_right.row() + 1):
            for column in range(top_left.column(), bottom_right.column() + 1):
                text = str(self._model.index(row, column).data() or "")
                longer = longer or len(cells[row][column]) != len(text)
                cells[row][column] = text
        return longer
