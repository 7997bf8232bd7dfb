"""Export a city as PNG: whose city (the one shown by default) and how large a cell is
(300 pixels unless the user chose otherwise before, so that the picture prints sharp)."""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from ...app import labels, settings
from ...app.labels import tr
from ...engine import Game
from ..paint.plain import PlainLabel
from ..shared.named import named
from .export import city_bounds, city_image_size

#: A cell of at least this many pixels prints sharp at a tile's size (300 dpi, 2.5 cm).
PRINT_CELL = 300
SMALLEST_CELL, LARGEST_CELL = 32, 1000


class CityPngDialog(QDialog):
    """The choices before the file is named: ``chosen`` (whose city, pixels a cell) on OK.
    It deletes itself when closed."""

    chosen = Signal(str, int)

    def __init__(self, game: Game, shown: str | None, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("cityPngDialog")
        self.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        self.setWindowTitle(tr("Export a city as PNG"))
        self._game = game
        names: Sequence[str] = game.names
        self.player_box = named(QComboBox(self), "pngPlayer")
        for name in names:
            self.player_box.addItem(name, name)
        self.player_box.setCurrentIndex(max(0, self.player_box.findData(shown)))
        self.size_box = named(QSpinBox(self), "pngCellSize")
        self.size_box.setRange(SMALLEST_CELL, LARGEST_CELL)
        self.size_box.setValue(min(max(settings.png_cell_size.get(), SMALLEST_CELL), LARGEST_CELL))
        self.size_box.setSuffix(tr(" px"))
        self.size_box.setToolTip(labels.arg(tr("%1 pixels a cell print a tile sharp at its real size"),
                                            PRINT_CELL))
        self.result_label = named(PlainLabel(self), "pngResult")
        form = QFormLayout()
        form.addRow(tr("Whose city:"), self.player_box)
        form.addRow(tr("A cell:"), self.size_box)
        form.addRow("", self.result_label)
        choice = QDialogButtonBox.StandardButton
        buttons = QDialogButtonBox(choice.Ok | choice.Cancel, parent=self)
        ok = buttons.button(choice.Ok)
        ok.setText(tr("Export…"))
        ok.setDefault(True)
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addLayout(form)
        layout.addWidget(buttons)
        self.player_box.currentIndexChanged.connect(self._show_result)
        self.size_box.valueChanged.connect(self._show_result)
        self._show_result()

    def player(self) -> str:
        return str(self.player_box.currentData())

    def cell_size(self) -> int:
        return self.size_box.value()

    def accept(self) -> None:
        settings.png_cell_size.set(self.cell_size())
        super().accept()
        self.chosen.emit(self.player(), self.cell_size())

    def _show_result(self) -> None:
        _left, _top, columns, rows = city_bounds(self._game, self.player())
        size = city_image_size(columns, rows, self.cell_size())
        self.result_label.setText(labels.arg(tr("%1 × %2 cells: an image of %3 × %4 pixels"),
                                             columns, rows, size.width(), size.height()))
