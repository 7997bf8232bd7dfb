"""Bathhouses in the window: the bathhouses left beside the palette, one taken as it is
(nothing to describe: no walls, no price), drawn as a blue pool on white tiles, typed as
``x``. Their points are typed in the Typed figures dock like any typed figure."""

from __future__ import annotations

from PySide6.QtCore import QRectF
from PySide6.QtGui import QColor, QPainter, QPen
from PySide6.QtWidgets import QVBoxLayout, QWidget

from ....app.labels import arg, tr
from ....engine import Game, Tile, Variant
from ....engine.modules import bathhouses
from ...paint.plain import PlainLabel
from ..facets import PiecePart
from ..pieces import PieceForm, SupplyItem
from ..ui import ModuleUI

TILES = QColor("#f4f1ea")
WATER = QColor("#4f9fd6")


class BathhousesUI(ModuleUI, PiecePart):
    module_id = bathhouses.Bathhouses.id

    def paint_piece(self, painter: QPainter, rect: QRectF, tile: Tile, variant: Variant) -> None:
        paint_bathhouse(painter, rect)

    def supply_items(self, game: Game) -> list[SupplyItem]:
        return [SupplyItem(line.template, line.left,
                           arg(tr("Bathhouses: %1 of %2 left"), str(line.left), str(bathhouses.supply())))
                for line in bathhouses.offered(game)]

    def piece_form(self, game: Game, template: Tile, parent: QWidget) -> PieceForm | None:
        return BathhouseForm(parent)

    def code_rows(self, variant: Variant) -> list[tuple[str, str]]:
        return [("x", tr("a bathhouse (no walls)"))]


class BathhouseForm(PieceForm):
    """Nothing to pick: a bathhouse is printed without walls."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(PlainLabel(tr("A bathhouse has no walls and is no building."), self))

    def piece(self) -> Tile:
        return bathhouses.BATHHOUSE


def paint_bathhouse(painter: QPainter, rect: QRectF) -> None:
    """White tiles with a grid, a blue pool in the middle."""
    width = rect.width()
    painter.setPen(QPen(TILES.darker(140), max(1.0, width * 0.02)))
    painter.setBrush(TILES)
    painter.drawRect(rect.adjusted(0.5, 0.5, -0.5, -0.5))
    pool = rect.adjusted(width * 0.2, width * 0.25, -width * 0.2, -width * 0.25)
    painter.setPen(QPen(WATER.darker(150), max(1.0, width * 0.03)))
    painter.setBrush(WATER)
    painter.drawRoundedRect(pool, width * 0.08, width * 0.08)
