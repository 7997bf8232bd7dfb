"""The treasure chamber in the window: a chest put on a building of its colour
(Ctrl+Shift+C), drawn as a chest in that colour, said before the module leaves the game."""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF
from PySide6.QtGui import QColor, QPainter, QPainterPath, QPen

from ....app.labels import arg, tr
from ....engine import Game, Marks, Tile, Variant
from ....engine.modules import treasure_chamber
from ...paint.tile_painter import type_colour
from ..facets import LossTeller, MarkPart, TileActor
from ..keys import native
from ..ui import ModuleUI, TileAction, TileTarget

GOLD = QColor("#f2c14e")




class TreasureChamberUI(ModuleUI, TileActor, MarkPart, LossTeller):
    module_id = treasure_chamber.TreasureChamber.id

    def tile_actions(self, target: TileTarget) -> list[TileAction]:
        what = arg(tr("The chest on %1"), target.name)
        present = not treasure_chamber.has_chest(target.marks)

        def attempt(_force: bool) -> None:
            step = treasure_chamber.chest_step(target.session.game, target.player, target.where, present)
            target.session.modules.make(step)

        if not present:
            return [TileAction(tr("Take the chest off"), "Ctrl+Shift+C", what, attempt)]
        left = treasure_chamber.left(target.session.game, target.tile.type)
        text = tr("Put a chest on it (%n left of its colour)", "", left)
        return [TileAction(text, "Ctrl+Shift+C", what, attempt, left > 0)]

    def marks_lines(self, marks: Marks) -> list[str]:
        return [tr("A treasure chest")] if treasure_chamber.has_chest(marks) else []

    def paint_marks(self, painter: QPainter, rect: QRectF, tile: Tile, variant: Variant,
                    marks: Marks) -> None:
        if treasure_chamber.has_chest(marks):
            _paint_chest(painter, rect, type_colour(variant, tile.type))

    def loss_text(self, game: Game) -> str | None:
        count = sum(1 for p in game.pieces() if treasure_chamber.has_chest(p.marks))
        return tr("%n chest(s)", "", count)

    def key_rows(self) -> list[tuple[str, str]]:
        return [(native("Ctrl+Shift+C"), tr("put or take a chest (Treasure chamber)"))]


def _paint_chest(painter: QPainter, rect: QRectF, colour: QColor) -> None:
    """A small chest in the building's colour on a white disc, at the top right."""
    size = rect.width() * 0.3
    centre = QPointF(rect.right() - size * 0.72, rect.top() + size * 0.72)
    painter.setPen(QPen(QColor("#1b1b1b"), max(1.0, rect.width() * 0.018)))
    painter.setBrush(QColor("#ffffff"))
    painter.drawEllipse(centre, size * 0.62, size * 0.62)
    body = QRectF(centre.x() - size * 0.4, centre.y() - size * 0.18, size * 0.8, size * 0.46)
    lid = QPainterPath()
    lid.moveTo(body.left(), body.top())
    lid.cubicTo(body.left(), body.top() - size * 0.32, body.right(), body.top() - size * 0.32,
                body.right(), body.top())
    lid.closeSubpath()
    painter.setBrush(colour)
    painter.drawPath(lid)
    painter.drawRect(body)
    painter.setBrush(GOLD)
    painter.drawRect(QRectF(centre.x() - size * 0.07, body.top() - size * 0.02, size * 0.14, size * 0.2))
