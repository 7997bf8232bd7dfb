"""Medina in the window: the nine medinas by price beside the palette (one in the game is
faded), a medina described by its price and walls when first taken, drawn as a domed
house on plaster with its price, typed as ``m5n``; and, when the medina penalty is selected
in the scoreboard, the medinas that rank the player outlined on the city."""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QPainterPath, QPen
from PySide6.QtWidgets import QComboBox, QHBoxLayout, QVBoxLayout, QWidget

from ....app.labels import arg, tr
from ....engine import Game, Tile, Variant
from ....engine.modules import medina
from ...paint.plain import PlainLabel
from ...paint.tile_painter import paint_badge, paint_walls, tile_layout
from ..facets import LossTeller, PiecePart, TermHighlighter
from ..highlight import Highlight, Mark
from ..pieces import PieceForm, SidesPicker, SupplyItem
from ..ui import ModuleUI

PLASTER = QColor("#ecd9b8")
DOME = QColor("#b5652b")


class MedinaUI(ModuleUI, PiecePart, TermHighlighter, LossTeller):
    module_id = medina.Medina.id

    def paint_piece(self, painter: QPainter, rect: QRectF, tile: Tile, variant: Variant) -> None:
        paint_medina(painter, rect, tile, variant)

    def supply_items(self, game: Game) -> list[SupplyItem]:
        return [SupplyItem(line.template, line.left,
                           arg(tr("Medina %1: in the supply") if line.left
                               else tr("Medina %1: in the game already"), str(line.template.price)))
                for line in medina.offered(game)]

    def piece_form(self, game: Game, template: Tile, parent: QWidget) -> PieceForm | None:
        return MedinaForm(template, medina.in_game(game), parent)

    def code_rows(self, variant: Variant) -> list[tuple[str, str]]:
        return [("m5n", tr("the medina 5 walled north (m, its price, its walled sides)")),
                ("m7-", tr("the medina 7 without walls"))]

    def term_highlight(self, game: Game, player: str, key: str) -> Highlight | None:
        if key != medina.TERM:
            return None
        city = game.player(player).city
        marks = tuple(Mark(cells=(cell,), label=str(tile.price))
                      for cell, tile in city if tile.kind == medina.KIND)
        return Highlight(marks, tr("The medinas built rank the player: the fewest and cheapest pay most"))

    def loss_text(self, game: Game) -> str | None:
        return tr("%n medina(s)", "", len(medina.in_game(game)))


class MedinaForm(PieceForm):
    """A medina's price (those in the game marked) and its walled sides."""

    def __init__(self, template: Tile, used: frozenset[int], parent: QWidget | None = None) -> None:
        super().__init__(parent)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        row = QHBoxLayout()
        label = PlainLabel(tr("Price:"), self)
        self.price = QComboBox(self)
        self.price.setObjectName("medinaPrice")
        self.price.setAccessibleName(tr("Price of the medina"))
        for price in medina.prices():
            text = arg(tr("%1 (in the game)"), str(price)) if price in used else str(price)
            self.price.addItem(text, price)
        self.price.setCurrentIndex(max(0, self.price.findData(template.price)))
        self.price.currentIndexChanged.connect(lambda _i: self.changed.emit())
        label.setBuddy(self.price)
        row.addWidget(label)
        row.addWidget(self.price)
        row.addStretch(1)
        layout.addLayout(row)
        self.sides = SidesPicker(tr("Wall to the %1"), template.walls, self)
        self.sides.setObjectName("medinaWalls")
        self.sides.toggled.connect(self.changed)
        layout.addWidget(self.sides)

    def piece(self) -> Tile:
        return medina.medina(int(self.price.currentData()), self.sides.sides())


def paint_medina(painter: QPainter, rect: QRectF, tile: Tile, variant: Variant) -> None:
    """Plaster ground, a terracotta dome over a doorway, the walls and the price badge."""
    width = rect.width()
    painter.setPen(QPen(PLASTER.darker(150), max(1.0, width * 0.02)))
    painter.setBrush(PLASTER)
    painter.drawRect(rect.adjusted(0.5, 0.5, -0.5, -0.5))
    paint_walls(painter, rect, tile.walls, variant.moats, PLASTER)
    centre = rect.center() - QPointF(width * 0.06, width * 0.04)
    radius = width * 0.24
    dome = QPainterPath()
    dome.moveTo(centre.x() - radius, centre.y() + radius * 0.7)
    dome.lineTo(centre.x() - radius, centre.y())
    dome.arcTo(QRectF(centre.x() - radius, centre.y() - radius, 2 * radius, 2 * radius), 180, -180)
    dome.lineTo(centre.x() + radius, centre.y() + radius * 0.7)
    dome.closeSubpath()
    painter.setPen(QPen(DOME.darker(160), max(1.0, width * 0.025)))
    painter.setBrush(DOME)
    painter.drawPath(dome)
    door = QRectF(centre.x() - radius * 0.3, centre.y() + radius * 0.05, radius * 0.6, radius * 0.65)
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(DOME.darker(190))
    painter.drawRoundedRect(door, radius * 0.3, radius * 0.3)
    paint_badge(painter, tile_layout(rect, tile.walls, variant.moats), tile.price, PLASTER)
