"""Handymen in the window: a handyman put on a building or taken off (Ctrl+Shift+H), drawn
on it, and on the city the group that scores outlined in gold."""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QPainterPath, QPen
from PySide6.QtWidgets import QStyleOptionGraphicsItem, QWidget

from ....app.labels import arg, tr
from ....engine import Game, Marks, Tile, Variant
from ....engine.modules import handymen
from ..facets import CityPart, LossTeller, MarkPart, OverlayItem, TileActor
from ..keys import native
from ..ui import CellRect, ModuleUI, TileAction, TileTarget

GOLD = QColor("#d4a017")
FIGURE = QColor("#3a2a1a")
Z_GROUP = 5




class HandymenUI(ModuleUI, TileActor, MarkPart, CityPart, LossTeller):
    module_id = handymen.Handymen.id

    def tile_actions(self, target: TileTarget) -> list[TileAction]:
        present = not handymen.has_handyman(target.marks)
        text = tr("Put a handyman on it") if present else tr("Take the handyman off")

        def attempt(_force: bool) -> None:
            session = target.session
            session.modules.make(handymen.handyman_step(session.game, target.player, target.where, present))

        return [TileAction(text, "Ctrl+Shift+H", arg(tr("The handyman on %1"), target.name), attempt)]

    def marks_lines(self, marks: Marks) -> list[str]:
        return [tr("A handyman")] if handymen.has_handyman(marks) else []

    def paint_marks(self, painter: QPainter, rect: QRectF, tile: Tile, variant: Variant,
                    marks: Marks) -> None:
        if handymen.has_handyman(marks):
            _paint_handyman(painter, rect)

    def city_items(self, game: Game, player: str, cell_rect: CellRect) -> list[OverlayItem]:
        group = handymen.largest_group(game.player(player).city, game.ruleset)
        if not group:
            return []
        tip = tr("The handymen's largest group: %n tile(s), a point each", "", len(group))
        return [GroupItem([cell_rect(c) for c in group], tip)]

    def loss_text(self, game: Game) -> str | None:
        count = sum(1 for p in game.pieces() if handymen.has_handyman(p.marks))
        return tr("%n handyman(s)", "", count)

    def key_rows(self) -> list[tuple[str, str]]:
        return [(native("Ctrl+Shift+H"), tr("put or take a handyman (Handymen)"))]


class GroupItem(OverlayItem):
    """The group of handyman buildings that scores, outlined in gold."""

    def __init__(self, rects: list[QRectF], tooltip: str) -> None:
        super().__init__(tuple(rect.getRect() for rect in rects), tooltip)
        path = QPainterPath()
        path.setFillRule(Qt.FillRule.WindingFill)
        for rect in rects:
            path.addRect(rect.adjusted(2, 2, -2, -2))
        self.cells = len(rects)
        self._outline = path.simplified()
        self.setZValue(Z_GROUP)
        self.setToolTip(tooltip)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)

    def boundingRect(self) -> QRectF:
        return self._outline.boundingRect().adjusted(-4, -4, 4, 4)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem,
              widget: QWidget | None = None) -> None:
        painter.setPen(QPen(GOLD, 4, Qt.PenStyle.DotLine))
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.drawPath(self._outline)


def _paint_handyman(painter: QPainter, rect: QRectF) -> None:
    """A small figure with a hammer on a gold disc, at the bottom left (clear of the type's
    letter, the price and a chest)."""
    size = rect.width() * 0.3
    centre = QPointF(rect.left() + size * 0.72, rect.bottom() - size * 0.72)
    painter.save()
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.setPen(QPen(FIGURE, max(1.0, rect.width() * 0.018)))
    painter.setBrush(GOLD)
    painter.drawEllipse(centre, size * 0.62, size * 0.62)
    painter.setBrush(FIGURE)
    painter.drawEllipse(QPointF(centre.x(), centre.y() - size * 0.25), size * 0.13, size * 0.13)
    body = QRectF(centre.x() - size * 0.14, centre.y() - size * 0.1, size * 0.28, size * 0.42)
    painter.drawRoundedRect(body, size * 0.08, size * 0.08)
    pen = QPen(FIGURE, max(1.2, rect.width() * 0.03), Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap)
    painter.setPen(pen)
    handle = QPointF(centre.x() + size * 0.14, centre.y())
    painter.drawLine(handle, QPointF(centre.x() + size * 0.42, centre.y() - size * 0.28))
    painter.restore()
