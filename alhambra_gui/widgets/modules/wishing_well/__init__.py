"""Wishing wells in the window: the wells left by value beside the palette, a well described
by its value when first taken, drawn as a round stone well with its value, typed as ``w5``.
Their points are typed in the Typed figures dock like any typed figure."""

from __future__ import annotations

from collections import Counter

from PySide6.QtCore import QRectF
from PySide6.QtGui import QColor, QPainter, QPen
from PySide6.QtWidgets import QComboBox, QHBoxLayout, QWidget

from ....app.labels import arg, tr
from ....engine import Game, Tile, Variant
from ....engine.modules import wishing_well
from ...paint.plain import PlainLabel
from ...paint.tile_painter import paint_badge, tile_layout
from ..facets import PiecePart
from ..pieces import PieceForm, SupplyItem
from ..ui import ModuleUI

GRASS = QColor("#cfe3b0")
STONE = QColor("#9c9a92")
WATER = QColor("#3d7fc0")


class WishingWellUI(ModuleUI, PiecePart):
    module_id = wishing_well.WishingWell.id

    def paint_piece(self, painter: QPainter, rect: QRectF, tile: Tile, variant: Variant) -> None:
        paint_well(painter, rect, tile, variant)

    def supply_items(self, game: Game) -> list[SupplyItem]:
        return [SupplyItem(line.template, line.left,
                           arg(tr("Well %1: %2 left"), str(line.template.price), str(line.left)))
                for line in wishing_well.offered(game)]

    def piece_form(self, game: Game, template: Tile, parent: QWidget) -> PieceForm | None:
        return WellForm(template, wishing_well.left(game), parent)

    def code_rows(self, variant: Variant) -> list[tuple[str, str]]:
        return [("w5", tr("the well of value 5 (w and its value)"))]


class WellForm(PieceForm):
    """A well's value (those used up marked)."""

    def __init__(self, template: Tile, free: Counter[int], parent: QWidget | None = None) -> None:
        super().__init__(parent)
        row = QHBoxLayout(self)
        row.setContentsMargins(0, 0, 0, 0)
        label = PlainLabel(tr("Value:"), self)
        self.value = QComboBox(self)
        self.value.setObjectName("wellValue")
        self.value.setAccessibleName(tr("Value of the well"))
        for value in sorted(free):
            text = str(value) if free[value] > 0 else arg(tr("%1 (none left)"), str(value))
            self.value.addItem(text, value)
        self.value.setCurrentIndex(max(0, self.value.findData(template.price)))
        self.value.currentIndexChanged.connect(lambda _i: self.changed.emit())
        label.setBuddy(self.value)
        row.addWidget(label)
        row.addWidget(self.value)
        row.addStretch(1)

    def piece(self) -> Tile:
        return wishing_well.well(int(self.value.currentData()))


def paint_well(painter: QPainter, rect: QRectF, tile: Tile, variant: Variant) -> None:
    """Grass, a ring of stone around water, the value badge."""
    width = rect.width()
    painter.setPen(QPen(GRASS.darker(140), max(1.0, width * 0.02)))
    painter.setBrush(GRASS)
    painter.drawRect(rect.adjusted(0.5, 0.5, -0.5, -0.5))
    ring = rect.adjusted(width * 0.22, width * 0.22, -width * 0.22, -width * 0.22)
    painter.setPen(QPen(STONE.darker(150), max(1.0, width * 0.025)))
    painter.setBrush(STONE)
    painter.drawEllipse(ring)
    painter.setBrush(WATER)
    painter.drawEllipse(ring.adjusted(width * 0.07, width * 0.07, -width * 0.07, -width * 0.07))
    paint_badge(painter, tile_layout(rect, tile.walls, variant.moats), tile.price, GRASS)
