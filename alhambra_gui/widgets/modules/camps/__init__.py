"""Camps in the window: a supply of camps beside the palette, each described by its bastion
sides when first taken; a camp drawn as a tent outside the city with an arrow through each
bastion pointing into it; and, when the camp points are selected in the scoreboard, each
bastion's ray and the buildings it counts highlighted on the city."""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QPen, QPolygonF
from PySide6.QtWidgets import QVBoxLayout, QWidget

from ....app.labels import arg, tr
from ....engine import Game, Side, Tile, Variant, Walls
from ....engine.modules import camps
from ...paint.tile_painter import side_band
from ..facets import LossTeller, PiecePart, TermHighlighter
from ..highlight import Highlight, Mark
from ..pieces import PieceForm, SidesPicker, SupplyItem
from ..ui import ModuleUI

GROUND = QColor("#c9c08f")  # trodden grass outside the walls
CANVAS = QColor("#8d3b2f")
BASTION = QColor("#3b3226")
ARROW = QColor("#fdf6e3")


class CampsUI(ModuleUI, PiecePart, TermHighlighter, LossTeller):
    module_id = camps.Camps.id

    def paint_piece(self, painter: QPainter, rect: QRectF, tile: Tile, variant: Variant) -> None:
        paint_camp(painter, rect, tile.walls)

    def supply_items(self, game: Game) -> list[SupplyItem]:
        items = []
        for line in camps.offered(game):
            tip = arg(tr("Camps: %n left of %1 — a click describes one by its bastions", "", line.left),
                      str(camps.supply()))
            items.append(SupplyItem(line.template, line.left, tip))
        return items

    def piece_form(self, game: Game, template: Tile, parent: QWidget) -> PieceForm | None:
        return CampForm(template.walls, parent)

    def code_rows(self, variant: Variant) -> list[tuple[str, str]]:
        return [("kn", tr("a camp with its bastion to the north (k, then its bastion sides)")),
                ("kne", tr("a camp with two bastions, to the north and the east"))]

    def term_highlight(self, game: Game, player: str, key: str) -> Highlight | None:
        if key != camps.TERM:
            return None
        city = game.player(player).city
        marks = []
        for cell, tile in camps.camps_in(city):
            for side in tile.walls:
                ray = camps.ray(city, cell, side, game.ruleset)
                marks.append(Mark(cells=ray, source=cell, path=True, label=str(len(ray))))
        return Highlight(tuple(marks), tr("Each bastion scores the buildings in a line behind the wall it "
                                          "faces"))

    def loss_text(self, game: Game) -> str | None:
        return tr("%n camp(s)", "", camps.in_game(game))


class CampForm(PieceForm):
    """A camp's bastion sides: one, or two adjacent ones."""

    def __init__(self, bastions: Walls, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        self.sides = SidesPicker(tr("Bastion to the %1"), bastions, self)
        self.sides.setObjectName("campBastions")
        self.sides.toggled.connect(self.changed)
        layout.addWidget(self.sides)

    def piece(self) -> Tile:
        return camps.camp(self.sides.sides())


def paint_camp(painter: QPainter, rect: QRectF, bastions: Walls) -> None:
    """A tent on trodden ground, a dark bastion along each bastion side with a light arrow
    through it pointing out of the camp (into the city it faces)."""
    width = rect.width()
    painter.setPen(QPen(GROUND.darker(140), max(1.0, width * 0.02), Qt.PenStyle.DashLine))
    painter.setBrush(GROUND)
    painter.drawRoundedRect(rect.adjusted(1, 1, -1, -1), width * 0.12, width * 0.12)
    centre = rect.center()
    tent = QPolygonF([QPointF(centre.x(), centre.y() - width * 0.24),
                      QPointF(centre.x() + width * 0.24, centre.y() + width * 0.18),
                      QPointF(centre.x() - width * 0.24, centre.y() + width * 0.18)])
    painter.setPen(QPen(CANVAS.darker(150), max(1.0, width * 0.025)))
    painter.setBrush(CANVAS)
    painter.drawPolygon(tent)
    painter.setPen(QPen(GROUND.darker(160), max(1.0, width * 0.03)))
    door = QPointF(centre.x(), centre.y() - width * 0.02)
    painter.drawLine(door, QPointF(centre.x(), centre.y() + width * 0.18))
    for side in bastions:
        band = side_band(rect, side, width * 0.14)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(BASTION)
        painter.drawRect(band)
        painter.setBrush(ARROW)
        painter.drawPolygon(_arrow(band, side, width))


def _arrow(band: QRectF, side: Side, width: float) -> QPolygonF:
    """A chevron in the bastion's band, its tip on the side, pointing out of the camp."""
    c, reach, half = band.center(), width * 0.06, width * 0.12
    dx, dy = side.value
    tip = QPointF(c.x() + dx * reach, c.y() + dy * reach)
    back = QPointF(c.x() - dx * reach, c.y() - dy * reach)
    return QPolygonF([tip, QPointF(back.x() + dy * half, back.y() + dx * half),
                      QPointF(back.x() - dy * half, back.y() - dx * half)])
