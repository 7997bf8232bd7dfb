"""The new market in the window: its tile of each type beside the palette while it is left,
a tile described by its type and printed walls, drawn as a building of its colour with a
market stall where a tile has its price, typed as ``nt`` (``nts`` walled south); the new
market's tile of a type outlined while the type's number is selected."""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF
from PySide6.QtGui import QColor, QPainter, QPen, QPolygonF

from ....app import labels
from ....app.labels import arg, tr
from ....engine import Game, Variant
from ....engine.modules import new_market
from ..facets import LossTeller, PiecePart, TermHighlighter
from ..type_piece_parts import TypePieceParts
from ..ui import ModuleUI

AWNING = QColor("#c0392b")


class NewMarketUI(TypePieceParts, ModuleUI, PiecePart, TermHighlighter, LossTeller):
    module_id = new_market.NewMarket.id
    maker = new_market.NewMarket()
    form_names = ("newMarketType", "newMarketWalls")

    def badge(self, painter: QPainter, centre: QPointF, radius: float, colour: QColor) -> None:
        """A market stall on a white disc: a red awning over a counter."""
        painter.setPen(QPen(QColor("#1b1b1b"), max(1.0, radius * 0.12)))
        painter.setBrush(QColor("#ffffff"))
        painter.drawEllipse(centre, radius, radius)
        painter.setBrush(AWNING)
        painter.drawPolygon(QPolygonF([QPointF(centre.x() - radius * 0.65, centre.y() - radius * 0.05),
                                       QPointF(centre.x(), centre.y() - radius * 0.6),
                                       QPointF(centre.x() + radius * 0.65, centre.y() - radius * 0.05)]))
        painter.setBrush(colour)
        painter.drawRect(QRectF(centre.x() - radius * 0.5, centre.y() + radius * 0.05, radius, radius * 0.45))

    def supply_tip(self, game: Game, kind: str, left: int) -> str:
        return arg(tr("New-market %1: %n left of %2", "", left), labels.type_name(game.variant, kind),
                   str(new_market.per_type()))

    def highlight_text(self) -> str:
        return tr("The new market's tile counts as a building of its type")

    def code_rows(self, variant: Variant) -> list[tuple[str, str]]:
        return [("nt", tr("the new market's tower (n, the type's letter, any walled sides: nts)"))]

    def loss_text(self, game: Game) -> str | None:
        return tr("%n new-market tile(s)", "", self.held(game))
