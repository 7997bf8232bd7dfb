"""City gates in the window: a gate put on a double wall (Ctrl+Alt+arrow) or with a
placement (the amber cells while a tile is in hand), drawn astride its edge, counted in
the city's header, said before the module leaves the game."""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QPen
from PySide6.QtWidgets import QStyleOptionGraphicsItem, QWidget

from ....app import labels
from ....app.labels import arg, tr
from ....engine import SIDES, Cell, Game, Marks, Side, edge, isolated
from ....engine.modules import city_gates
from ..facets import AidPart, CityPart, LossTeller, OverlayItem, TileActor
from ..keys import side_keys
from ..ui import CellRect, ModuleUI, TileAction, TileTarget

GATE_WOOD = QColor("#8b5a2b")
GATE_GOLD = QColor("#f2c14e")
#: Gates lie above the tiles and the wall, below the problem marks.
Z_GATE = 5




class CityGatesUI(ModuleUI, TileActor, CityPart, AidPart, LossTeller):
    module_id = city_gates.CityGates.id

    def tile_actions(self, target: TileTarget) -> list[TileAction]:
        if not isinstance(target.where, tuple):
            return []
        cell = Cell(*target.where)
        game = target.session.game
        city = game.player(target.player).city
        left, gates = city_gates.left(game), city_gates.gates(city.state)
        what = arg(tr("The gate of %1"), target.name)
        found = []
        for side in SIDES:
            present = edge(cell, side) not in gates

            def attempt(force: bool, side: Side = side, present: bool = present) -> None:
                session = target.session
                session.modules.make(
                    city_gates.gate_step(session.game, target.player, cell, side, present, force=force))

            word = labels.side_word(side)
            if not present:
                found.append(TileAction(arg(tr("Take the gate off the %1 side"), word),
                                        side_keys("Ctrl+Alt", side), what, attempt))
            elif city_gates.is_double_wall(city, cell, side):
                found.append(TileAction(arg(tr("Put a gate on the %1 side (%n left)", "", left), word),
                                        side_keys("Ctrl+Alt", side), what, attempt, left > 0))
        return found

    def city_items(self, game: Game, player: str, cell_rect: CellRect) -> list[OverlayItem]:
        gates = city_gates.in_order(city_gates.gates(game.player(player).city.state))
        tip = tr("City gate: the tiles on both sides stay in place")
        return [GateItem(cell, cell_rect(cell), side, tip) for cell, side in gates]

    def supply_texts(self, game: Game) -> list[str]:
        return [tr("Gates left: %n", "", city_gates.left(game))]

    def aid_text(self, aid: Marks) -> str:
        side = city_gates.gate_side(aid)
        return arg(tr("with a gate on its %1 side"), labels.side_word(side)) if side else ""

    def paint_aid(self, painter: QPainter, cell_rect: QRectF, aid: Marks) -> None:
        side = city_gates.gate_side(aid)
        if side is not None:
            paint_gate(painter, gate_rect(cell_rect, side), faded=True)

    def aided_place_text(self, tile: str, cell: Cell, player: str, aid: Marks) -> str:
        side = city_gates.gate_side(aid)
        if side is None:
            return ""
        return arg(tr("Place %1 at (%2, %3) in %4's city with a gate to the %5"), tile, str(cell.x),
                   str(cell.y), isolated(player), labels.side_word(side))

    def loss_text(self, game: Game) -> str | None:
        return tr("%n city gate(s)", "", city_gates.used(game))

    def key_rows(self) -> list[tuple[str, str]]:
        return [(tr("Ctrl+Alt+arrow"), tr("put or take a gate on that side of a double wall (City gates)"))]


class GateItem(OverlayItem):
    """A city gate on the edge between two tiles (drawn astride the edge)."""

    def __init__(self, cell: Cell, cell_rect: QRectF, side: Side, tooltip: str) -> None:
        rect = gate_rect(cell_rect, side)
        super().__init__(rect.getRect(), tooltip)
        self.cell, self.side = cell, side
        self._rect = rect
        self.setZValue(Z_GATE)
        self.setToolTip(tooltip)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)

    def boundingRect(self) -> QRectF:
        return self._rect.adjusted(-3, -3, 3, 3)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem,
              widget: QWidget | None = None) -> None:
        paint_gate(painter, self._rect)


def gate_rect(cell_rect: QRectF, side: Side) -> QRectF:
    """Where a gate on ``side`` of a cell is drawn: astride the edge, at its middle."""
    length, depth = cell_rect.width() * 0.42, cell_rect.width() * 0.2
    centre = {
        Side.N: QPointF(cell_rect.center().x(), cell_rect.top()),
        Side.S: QPointF(cell_rect.center().x(), cell_rect.bottom()),
        Side.W: QPointF(cell_rect.left(), cell_rect.center().y()),
        Side.E: QPointF(cell_rect.right(), cell_rect.center().y()),
    }[side]
    width, height = (length, depth) if side in (Side.N, Side.S) else (depth, length)
    return QRectF(centre.x() - width / 2, centre.y() - height / 2, width, height)


def paint_gate(painter: QPainter, box: QRectF, *, faded: bool = False) -> None:
    """A wooden gate with a golden frame and an arch, filling ``box``."""
    painter.save()
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    if faded:
        painter.setOpacity(0.8)
    painter.setPen(QPen(GATE_GOLD, max(1.0, min(box.width(), box.height()) * 0.16)))
    painter.setBrush(GATE_WOOD)
    painter.drawRoundedRect(box, box.width() * 0.15, box.height() * 0.15)
    arch = box.adjusted(box.width() * 0.3, box.height() * 0.3, -box.width() * 0.3, -box.height() * 0.3)
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(QColor("#2b1a0c"))
    painter.drawEllipse(arch)
    painter.restore()
