"""Gates without end in the window: its wall pieces added to an open side (Alt+arrow, City
walls' actions, no limit) while no City walls speak for them; its plazas left beside the
palette, one described by its printed walls when first taken, drawn as a paved square with
its walls, typed as ``zne``. The Red Palace's part shows its plazas with this kit. Its
points and semi-buildings are typed in the Typed figures dock."""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QBrush, QColor, QPainter, QPen
from PySide6.QtWidgets import QVBoxLayout, QWidget

from ....app.labels import arg, tr
from ....engine import Game, Tile, Variant
from ....engine.modules import gates_without_end
from ...paint.tile_painter import paint_walls
from ..city_walls import BroughtWallPieces
from ..facets import LossTeller, PiecePart
from ..pieces import PieceForm, SidesPicker, SupplyItem
from ..ui import ModuleUI

PAVING = QColor("#e4d3b0")
JOINT = QColor("#b59f77")


class GatesWithoutEndUI(ModuleUI, BroughtWallPieces, PiecePart, LossTeller):
    module_id = gates_without_end.GatesWithoutEnd.id

    def paint_piece(self, painter: QPainter, rect: QRectF, tile: Tile, variant: Variant) -> None:
        paint_plaza(painter, rect, tile, variant)

    def supply_items(self, game: Game) -> list[SupplyItem]:
        return plaza_items(game, self.module_id)

    def piece_form(self, game: Game, template: Tile, parent: QWidget) -> PieceForm | None:
        return PlazaForm(template, parent)

    def code_rows(self, variant: Variant) -> list[tuple[str, str]]:
        return [("zne", tr("a plaza walled north and east (z and its walls)"))]

    def loss_text(self, game: Game) -> str | None:
        return tr("%n plaza(s)", "", gates_without_end.plazas_in_game(game))


def plaza_items(game: Game, module_id: str) -> list[SupplyItem]:
    """The plazas left, as one chip, from the module in play that speaks for them."""
    if not gates_without_end.owns_plazas(game, module_id):
        return []
    left = max(0, gates_without_end.plaza_supply(game) - gates_without_end.plazas_in_game(game))
    return [SupplyItem(gates_without_end.plaza(), left, arg(tr("Plazas: %1 left; described by the walls "
                                                               "printed"), str(left)))]


def paint_plaza(painter: QPainter, rect: QRectF, tile: Tile, variant: Variant) -> None:
    """A paved square: pale flagstones with joints, its walls as printed."""
    painter.setPen(QPen(JOINT, max(1.0, rect.width() * 0.02)))
    painter.setBrush(QBrush(PAVING))
    painter.drawRect(rect.adjusted(0.5, 0.5, -0.5, -0.5))
    painter.setPen(QPen(JOINT, max(0.8, rect.width() * 0.015), Qt.PenStyle.SolidLine))
    for i in (1, 2):
        x = rect.left() + rect.width() * i / 3
        y = rect.top() + rect.height() * i / 3
        painter.drawLine(QPointF(x, rect.top() + 2), QPointF(x, rect.bottom() - 2))
        painter.drawLine(QPointF(rect.left() + 2, y), QPointF(rect.right() - 2, y))
    paint_walls(painter, rect, tile.walls, variant.moats, PAVING)


class PlazaForm(PieceForm):
    """A plaza's walls as printed."""

    def __init__(self, template: Tile, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        self.sides = SidesPicker(tr("Wall to the %1"), template.walls, self)
        self.sides.setObjectName("plazaWalls")
        self.sides.toggled.connect(self.changed)
        layout.addWidget(self.sides)

    def piece(self) -> Tile:
        return gates_without_end.plaza(self.sides.sides())
