"""New building grounds in the window: the grounds left of each type beside the palette, a
ground described by its type and printed walls, drawn as a building of its colour with a
crane where a tile has its price, typed as ``ug`` (``ugs`` walled south); the grounds of a
type outlined while the type's number is selected."""

from __future__ import annotations

from PySide6.QtCore import QPointF
from PySide6.QtGui import QColor, QPainter, QPen

from ....app import labels
from ....app.labels import arg, tr
from ....engine import Game, Variant
from ....engine.modules import new_building_grounds
from ..facets import LossTeller, PiecePart, TermHighlighter
from ..type_piece_parts import TypePieceParts
from ..ui import ModuleUI


class NewBuildingGroundsUI(TypePieceParts, ModuleUI, PiecePart, TermHighlighter, LossTeller):
    module_id = new_building_grounds.NewBuildingGrounds.id
    maker = new_building_grounds.NewBuildingGrounds()
    form_names = ("groundType", "groundWalls")

    def badge(self, painter: QPainter, centre: QPointF, radius: float, colour: QColor) -> None:
        """A crane on a white disc: the building is under construction."""
        painter.setPen(QPen(QColor("#1b1b1b"), max(1.0, radius * 0.12)))
        painter.setBrush(QColor("#ffffff"))
        painter.drawEllipse(centre, radius, radius)
        painter.setPen(QPen(QColor("#1b1b1b"), max(1.0, radius * 0.16)))
        mast = centre.x() - radius * 0.3
        painter.drawLine(QPointF(mast, centre.y() + radius * 0.6), QPointF(mast, centre.y() - radius * 0.6))
        painter.drawLine(QPointF(mast - radius * 0.2, centre.y() - radius * 0.5),
                         QPointF(centre.x() + radius * 0.6, centre.y() - radius * 0.5))
        painter.drawLine(QPointF(centre.x() + radius * 0.4, centre.y() - radius * 0.5),
                         QPointF(centre.x() + radius * 0.4, centre.y() + radius * 0.1))

    def supply_tip(self, game: Game, kind: str, left: int) -> str:
        return arg(tr("%1 grounds: %n left of %2", "", left), labels.type_name(game.variant, kind),
                   str(new_building_grounds.per_type()))

    def highlight_text(self) -> str:
        return tr("A ground counts as a building of its type")

    def code_rows(self, variant: Variant) -> list[tuple[str, str]]:
        return [("ug", tr("a garden ground (u, the type's letter, any walled sides: ugs)"))]

    def loss_text(self, game: Game) -> str | None:
        return tr("%n ground(s)", "", self.held(game))
