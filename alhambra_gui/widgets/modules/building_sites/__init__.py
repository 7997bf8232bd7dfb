"""Building sites in the window: a built tile marked as a site or finished (Ctrl+Shift+B),
drawn with a scaffold, said before the module leaves the game."""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QPen

from ....app.labels import arg, tr
from ....engine import Cell, Game, Marks, Tile, Variant
from ....engine.modules import building_sites
from ..facets import LossTeller, MarkPart, TileActor
from ..keys import native
from ..ui import ModuleUI, TileAction, TileTarget

SCAFFOLD = QColor(70, 45, 20, 200)




class BuildingSitesUI(ModuleUI, TileActor, MarkPart, LossTeller):
    module_id = building_sites.BuildingSites.id

    def tile_actions(self, target: TileTarget) -> list[TileAction]:
        if not isinstance(target.where, tuple):
            return []
        cell = Cell(*target.where)
        present = not building_sites.is_site(target.marks)
        text = tr("Mark as a building site") if present else tr("Finish the building site")

        def attempt(_force: bool) -> None:
            session = target.session
            session.modules.make(building_sites.site_step(session.game, target.player, cell, present))

        return [TileAction(text, "Ctrl+Shift+B", arg(tr("The building site %1"), target.name), attempt)]

    def marks_lines(self, marks: Marks) -> list[str]:
        return [tr("A building site: not a building until finished")] if building_sites.is_site(marks) else []

    def paint_marks(self, painter: QPainter, rect: QRectF, tile: Tile, variant: Variant,
                    marks: Marks) -> None:
        if building_sites.is_site(marks):
            _paint_scaffold(painter, rect)

    def loss_text(self, game: Game) -> str | None:
        count = sum(1 for p in game.players for cell, _ in p.city
                    if building_sites.is_site(p.city.marks(cell)))
        return tr("%n building site(s)", "", count)

    def key_rows(self) -> list[tuple[str, str]]:
        return [(native("Ctrl+Shift+B"), tr("mark or finish a building site (Building sites)"))]


def _paint_scaffold(painter: QPainter, rect: QRectF) -> None:
    """Scaffold poles and a pale veil: a building site, not yet a building."""
    painter.fillRect(rect, QColor(255, 255, 255, 110))
    pen = QPen(SCAFFOLD, max(1.2, rect.width() * 0.035), Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap)
    painter.setPen(pen)
    inset = rect.width() * 0.2
    left, right = rect.left() + inset, rect.right() - inset
    top, bottom = rect.top() + inset * 0.7, rect.bottom() - inset * 0.7
    for x in (left, right):
        painter.drawLine(QPointF(x, top), QPointF(x, bottom))
    for y in (top + (bottom - top) * 0.33, top + (bottom - top) * 0.7):
        painter.drawLine(QPointF(left - inset * 0.3, y), QPointF(right + inset * 0.3, y))
    painter.drawLine(QPointF(left, bottom), QPointF(right, top + (bottom - top) * 0.33))
