"""Street traders in the window: a resident put on a building or taken off (its menu or
Ctrl+Shift+R), drawn on it as a figure in its colour; the trader disc put on an empty cell
beside the city (Ctrl+Shift+T there) and drawn on it; and, when the residents' points are
selected in the scoreboard, the buildings with a resident outlined."""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QPainterPath, QPen
from PySide6.QtWidgets import QStyleOptionGraphicsItem, QWidget

from ....app.labels import arg, tr
from ....engine import Cell, Game, Marks, Tile, Variant
from ....engine.modules import street_traders
from ...paint.tile_painter import tile_layout, type_colour
from ..facets import CityPart, LossTeller, MarkPart, OverlayItem, TermHighlighter, TileActor
from ..highlight import Highlight, Mark
from ..keys import native
from ..ui import CellRect, CellTarget, ModuleUI, TileAction, TileTarget

RIM = QColor("#ffffff")
INK = QColor("#1b1b1b")
DISC = QColor("#e0a526")
Z_TRADER = 5
RESIDENT_KEYS = "Ctrl+Shift+R"
TRADER_KEYS = "Ctrl+Shift+T"






class StreetTradersUI(ModuleUI, TileActor, MarkPart, CityPart, TermHighlighter, LossTeller):
    module_id = street_traders.StreetTraders.id

    def tile_actions(self, target: TileTarget) -> list[TileAction]:
        if target.tile.is_piece:
            return []
        present = not street_traders.has_resident(target.marks)
        text = tr("Put a resident on it") if present else tr("Take the resident off")

        def attempt(_force: bool) -> None:
            step = street_traders.resident_step(target.session.game, target.player, target.where, present)
            target.session.modules.make(step)

        return [TileAction(text, RESIDENT_KEYS, arg(tr("The resident on %1"), target.name), attempt)]

    def cell_actions(self, target: CellTarget) -> list[TileAction]:
        city = target.session.game.player(target.player).city
        here = street_traders.trader(city) == target.cell
        text = tr("Take the trader disc away") if here else tr("Put the trader disc here")

        def attempt(_force: bool) -> None:
            step = street_traders.trader_step(target.player, None if here else target.cell)
            target.session.modules.make(step)

        return [TileAction(text, TRADER_KEYS, tr("The trader disc"), attempt)]

    def marks_lines(self, marks: Marks) -> list[str]:
        return [tr("A resident")] if street_traders.has_resident(marks) else []

    def paint_marks(self, painter: QPainter, rect: QRectF, tile: Tile, variant: Variant,
                    marks: Marks) -> None:
        if street_traders.has_resident(marks):
            badge = tile_layout(rect, tile.walls, variant.moats)
            paint_resident(painter, rect, type_colour(variant, tile.type),
                           badge.badge_centre - QPointF(badge.badge_radius + rect.width() * 0.12, 0))

    def city_items(self, game: Game, player: str, cell_rect: CellRect) -> list[OverlayItem]:
        cell = street_traders.trader(game.player(player).city)
        return [TraderItem(cell, cell_rect(cell))] if cell is not None else []

    def term_highlight(self, game: Game, player: str, key: str) -> Highlight | None:
        if key != street_traders.TERM:
            return None
        found = street_traders.resident_cells(game.player(player).city, game.ruleset)
        marks = (Mark(cells=tuple(sorted(found, key=lambda c: (c.y, c.x)))),) if found else ()
        return Highlight(marks, tr("The buildings with a resident: each layer of different colours scores"))

    def loss_text(self, game: Game) -> str | None:
        count = sum(1 for p in game.pieces() if street_traders.has_resident(p.marks))
        return tr("%n resident(s)", "", count)

    def key_rows(self) -> list[tuple[str, str]]:
        return [(native(RESIDENT_KEYS), tr("put or take a resident (Street traders)")),
                (native(TRADER_KEYS), tr("on an empty cell: put or take the trader disc (Street traders)"))]


class TraderItem(OverlayItem):
    """The trader disc on its cell: a gold disc with a merchant's scales."""

    def __init__(self, cell: Cell, rect: QRectF) -> None:
        tooltip = tr("The trader disc")
        super().__init__(rect.getRect(), tooltip)
        self.cell = cell
        self._rect = rect
        self.setZValue(Z_TRADER)
        self.setToolTip(tooltip)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)

    def boundingRect(self) -> QRectF:
        return self._rect

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem,
              widget: QWidget | None = None) -> None:
        rect = self._rect
        width = rect.width()
        centre = rect.center()
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setPen(QPen(DISC.darker(160), width * 0.04))
        painter.setBrush(DISC)
        painter.drawEllipse(centre, width * 0.3, width * 0.3)
        painter.setPen(QPen(INK, width * 0.035, Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap))
        beam = width * 0.16
        painter.drawLine(QPointF(centre.x(), centre.y() - beam), QPointF(centre.x(), centre.y() + beam))
        painter.drawLine(QPointF(centre.x() - beam, centre.y() - beam * 0.6),
                         QPointF(centre.x() + beam, centre.y() - beam * 0.6))
        for dx in (-beam, beam):
            bowl = QRectF(centre.x() + dx - beam * 0.45, centre.y() - beam * 0.2, beam * 0.9, beam * 0.7)
            pan = QPainterPath()
            pan.arcMoveTo(bowl, 180)
            pan.arcTo(bowl, 180, 180)
            painter.drawPath(pan)


def paint_resident(painter: QPainter, rect: QRectF, colour: QColor, centre: QPointF) -> None:
    """A small figure in the building's colour, rimmed in white, at ``centre``: beside the
    price badge, between it and a handyman (bottom left), clear of a chest (top right)."""
    size = rect.width() * 0.25
    figure = QPainterPath()
    figure.addEllipse(QPointF(centre.x(), centre.y() - size * 0.42), size * 0.24, size * 0.24)
    body = QPainterPath()
    body.moveTo(centre.x() - size * 0.38, centre.y() + size * 0.5)
    body.quadTo(QPointF(centre.x() - size * 0.4, centre.y() - size * 0.2),
                QPointF(centre.x(), centre.y() - size * 0.15))
    body.quadTo(QPointF(centre.x() + size * 0.4, centre.y() - size * 0.2),
                QPointF(centre.x() + size * 0.38, centre.y() + size * 0.5))
    body.closeSubpath()
    figure.addPath(body)
    painter.save()
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.strokePath(figure, QPen(RIM, max(2.0, rect.width() * 0.06)))
    painter.fillPath(figure, colour)
    painter.strokePath(figure, QPen(INK, max(1.0, rect.width() * 0.015)))
    painter.restore()
