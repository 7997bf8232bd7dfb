"""Magical buildings in the window: the magical tiles not yet in the game beside the palette,
one described by its printed walls when first taken (as many as its price band has), drawn
as a building of its colour with its price on a golden badge and lying as it is turned;
typed as a tile is (``g13nes``, the walls as it lies). A magical tile in hand turns with
Space, Shift+Space and the mouse wheel (the core's turn-a-tile hooks), its lit cells and
picture following the turn."""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QFont, QPainter, QPen
from PySide6.QtWidgets import QLabel, QVBoxLayout, QWidget

from ....app import labels
from ....app.labels import arg, tr
from ....engine import Game, Tile, Variant
from ....engine.modules import magical_buildings
from ..facets import LossTeller, PiecePart
from ..pieces import PieceForm, SidesPicker, SupplyItem
from ..type_piece_parts import paint_type_piece
from ..ui import ModuleUI

GOLD = QColor("#f2c14e")
#: The walls a chip shows before the tile is described, by their number.
class MagicalBuildingsUI(ModuleUI, PiecePart, LossTeller):
    module_id = magical_buildings.MagicalBuildings.id

    def paint_piece(self, painter: QPainter, rect: QRectF, tile: Tile, variant: Variant) -> None:
        paint_type_piece(painter, rect, tile, variant,
                         lambda p, centre, radius, colour: _paint_price(p, centre, radius, tile.price))

    def supply_items(self, game: Game) -> list[SupplyItem]:
        items = []
        for line in magical_buildings.offered(game):
            tile = line.template
            tip = arg(tr("Magical %1 %2: %n wall(s) as printed, built turned any way", "", len(tile.walls)),
                      labels.type_name(game.variant, tile.type), str(tile.price))
            items.append(SupplyItem(tile, line.left, tip))
        return items

    def piece_form(self, game: Game, template: Tile, parent: QWidget) -> PieceForm | None:
        return MagicalForm(template, parent)

    def code_rows(self, variant: Variant) -> list[tuple[str, str]]:
        return [("g13nes", tr("the magical garden 13 as it lies (the type's letter, its price, its walls)"))]

    def loss_text(self, game: Game) -> str | None:
        return tr("%n magical tile(s)", "", len(magical_buildings.known(game)))


class MagicalForm(PieceForm):
    """A magical tile's walls as printed (its type and price are the chip's)."""

    def __init__(self, template: Tile, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._template = template
        entry = magical_buildings.entry_of(template.type, template.price)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        count = entry.walls if entry is not None else 0
        self.hint = QLabel(tr("As printed, in its reading position: %n wall(s)", "", count), self)
        self.hint.setWordWrap(True)
        layout.addWidget(self.hint)
        self.sides = SidesPicker(tr("Wall to the %1"), template.walls, self)
        self.sides.setObjectName("magicalWalls")
        self.sides.toggled.connect(self.changed)
        layout.addWidget(self.sides)

    def piece(self) -> Tile:
        return magical_buildings.magical(self._template.type, self._template.price, self.sides.sides())


def _paint_price(painter: QPainter, centre: QPointF, radius: float, price: int) -> None:
    """The price on a golden badge: a tile of the magical buildings."""
    painter.setPen(QPen(GOLD.darker(170), max(1.0, radius * 0.12)))
    painter.setBrush(GOLD)
    painter.drawEllipse(centre, radius, radius)
    font = QFont()
    font.setBold(True)
    font.setPixelSize(max(5, int(radius * 1.15)))
    painter.setFont(font)
    painter.setPen(QColor("#1b1b1b"))
    painter.drawText(QRectF(centre.x() - radius, centre.y() - radius, 2 * radius, 2 * radius),
                     Qt.AlignmentFlag.AlignCenter, str(price))
