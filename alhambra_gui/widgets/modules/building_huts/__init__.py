"""Building huts in the window: the huts left of each type beside the palette, a hut described
by its type and walls when first taken, drawn as a small hatched house in its type's colour
on pale ground (never a building tile), typed as ``hgs``; and, when a type's number is
selected in the scoreboard, each hut of that type with the buildings it adds highlighted."""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QBrush, QFont, QPainter, QPainterPath, QPen, QPolygonF
from PySide6.QtWidgets import QVBoxLayout, QWidget

from ....app import labels
from ....app.labels import arg, tr
from ....engine import Game, Tile, Variant
from ....engine.modules import building_huts
from ...paint.tile_painter import PIECE_GROUND, ink_for, paint_walls, type_colour
from ..facets import LossTeller, PiecePart, TermHighlighter
from ..highlight import Highlight, Mark
from ..pieces import PieceForm, SidesPicker, SupplyItem, TypePicker
from ..ui import ModuleUI


class BuildingHutsUI(ModuleUI, PiecePart, TermHighlighter, LossTeller):
    module_id = building_huts.BuildingHuts.id

    def paint_piece(self, painter: QPainter, rect: QRectF, tile: Tile, variant: Variant) -> None:
        paint_hut(painter, rect, tile, variant)

    def supply_items(self, game: Game) -> list[SupplyItem]:
        items = []
        counts, most = building_huts.supply(), str(building_huts.per_player())
        for line in building_huts.offered(game):
            kind = line.template.type
            tip = arg(tr("%1 huts: %n left of %2 (a player holds at most %3)", "", line.left),
                      labels.type_name(game.variant, kind), str(counts[kind]), most)
            items.append(SupplyItem(line.template, line.left, tip))
        return items

    def piece_form(self, game: Game, template: Tile, parent: QWidget) -> PieceForm | None:
        return HutForm(game.variant, template, parent)

    def code_rows(self, variant: Variant) -> list[tuple[str, str]]:
        return [("hgs", tr("a garden hut walled south (h, the type's letter, its walled sides)"))]

    def term_highlight(self, game: Game, player: str, key: str) -> Highlight | None:
        if key not in game.variant.type_ids:
            return None
        city = game.player(player).city
        marks = tuple(Mark(cells=found, source=cell, label=f"+{len(found)}")
                      for cell, tile in city if tile.kind == building_huts.KIND and tile.type == key
                      for found in (building_huts.linked(city, cell, game.ruleset),))
        text = tr("Each hut counts one more building of its type for every open side it turns to one")
        return Highlight(marks, text) if marks else None

    def loss_text(self, game: Game) -> str | None:
        count = sum(1 for tile, _ in game.locations() if tile.kind == building_huts.KIND)
        return tr("%n hut(s)", "", count)


class HutForm(PieceForm):
    """A hut's building type and its walled sides (at least one)."""

    def __init__(self, variant: Variant, template: Tile, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        self.types = TypePicker(variant, [template.type], 1, self)
        self.types.setObjectName("hutType")
        self.sides = SidesPicker(tr("Wall to the %1"), template.walls, self)
        self.sides.setObjectName("hutWalls")
        for picker in (self.types, self.sides):
            picker.toggled.connect(self.changed)
            layout.addWidget(picker)

    def piece(self) -> Tile:
        chosen = self.types.types()
        return building_huts.hut(chosen[0] if chosen else "", self.sides.sides())


def paint_hut(painter: QPainter, rect: QRectF, tile: Tile, variant: Variant) -> None:
    """Pale ground with the hut's walls on its sides, and in the middle a small house in the
    type's colour, hatched, with the type's letter: clearly smaller than a building."""
    width = rect.width()
    painter.setPen(QPen(PIECE_GROUND.darker(140), max(1.0, width * 0.02)))
    painter.setBrush(PIECE_GROUND)
    painter.drawRect(rect.adjusted(0.5, 0.5, -0.5, -0.5))
    paint_walls(painter, rect, tile.walls, variant.moats, PIECE_GROUND)
    colour = type_colour(variant, tile.type)
    centre = rect.center()
    side = width * 0.4
    body = QRectF(centre.x() - side / 2, centre.y() - side * 0.25, side, side * 0.7)
    roof = QPolygonF([QPointF(body.left() - side * 0.12, body.top()),
                      QPointF(centre.x(), body.top() - side * 0.5),
                      QPointF(body.right() + side * 0.12, body.top())])
    house = QPainterPath()
    house.addRect(body)
    house.addPolygon(roof)
    house = house.simplified()
    painter.setPen(QPen(colour.darker(170), max(1.0, width * 0.025)))
    painter.setBrush(colour)
    painter.drawPath(house)
    painter.setBrush(QBrush(colour.darker(150), Qt.BrushStyle.BDiagPattern))  # hatched: no building
    painter.drawPath(house)
    try:
        letter = variant.building_type(tile.type).letter
    except ValueError:
        return
    font = QFont()
    font.setBold(True)
    font.setPixelSize(max(5, int(side * 0.5)))
    painter.setFont(font)
    painter.setPen(ink_for(colour))
    painter.drawText(body, Qt.AlignmentFlag.AlignCenter, letter)

