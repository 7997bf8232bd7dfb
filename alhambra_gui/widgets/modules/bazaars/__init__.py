"""Bazaars in the window: the bazaars left beside the palette, a bazaar described by its three
building types when first taken, drawn as a market stall under an awning of its three
colours (never a building), typed as ``bsat``; and, when the bazaar points are selected in
the scoreboard, each bazaar ringed with the neighbours of its types that it counts."""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QFont, QPainter, QPainterPath, QPen
from PySide6.QtWidgets import QVBoxLayout, QWidget

from ....app.labels import arg, tr
from ....engine import Game, Tile, Variant
from ....engine.modules import bazaars
from ...paint.tile_painter import PIECE_GROUND, ink_for, type_colour
from ..facets import LossTeller, PiecePart, TermHighlighter
from ..highlight import Highlight, Mark
from ..pieces import PieceForm, SupplyItem, TypePicker
from ..ui import ModuleUI

COUNTER = QColor("#7a5230")


class BazaarsUI(ModuleUI, PiecePart, TermHighlighter, LossTeller):
    module_id = bazaars.Bazaars.id

    def paint_piece(self, painter: QPainter, rect: QRectF, tile: Tile, variant: Variant) -> None:
        paint_bazaar(painter, rect, tile, variant)

    def supply_items(self, game: Game) -> list[SupplyItem]:
        items = []
        for line in bazaars.offered(game):
            tip = arg(tr("Bazaars: %n left of %1 — a click describes one by its three building types", "",
                         line.left), str(bazaars.supply()))
            items.append(SupplyItem(line.template, line.left, tip))
        return items

    def piece_form(self, game: Game, template: Tile, parent: QWidget) -> PieceForm | None:
        return BazaarForm(game.variant, template, parent)

    def code_rows(self, variant: Variant) -> list[tuple[str, str]]:
        return [("bsat", tr("a bazaar of seraglio, arcades and tower (b, then its three types' letters)"))]

    def term_highlight(self, game: Game, player: str, key: str) -> Highlight | None:
        if key != bazaars.TERM:
            return None
        city = game.player(player).city
        marks = tuple(Mark(cells=bazaars.neighbours(city, cell, game.ruleset), source=cell,
                           label=str(bazaars.points(city, cell, game.ruleset)))
                      for cell, _ in bazaars.bazaars_in(city))
        text = tr("Each bazaar scores its neighbours of its types times the types among them (final scoring)")
        return Highlight(marks, text)

    def loss_text(self, game: Game) -> str | None:
        return tr("%n bazaar(s)", "", bazaars.in_game(game))


class BazaarForm(PieceForm):
    """A bazaar's three building types (a fourth picked lets the first go)."""

    def __init__(self, variant: Variant, template: Tile, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._variant = variant
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        self.types = TypePicker(variant, template.types, bazaars.shown(), self)
        self.types.setObjectName("bazaarTypes")
        self.types.toggled.connect(self.changed)
        layout.addWidget(self.types)

    def piece(self) -> Tile:
        return bazaars.bazaar(self.types.types(), self._variant)


def paint_bazaar(painter: QPainter, rect: QRectF, tile: Tile, variant: Variant) -> None:
    """Pale ground, a wooden counter, and over it a scalloped awning in the bazaar's three
    colours, each stripe with its type's letter."""
    width = rect.width()
    painter.setPen(QPen(PIECE_GROUND.darker(140), max(1.0, width * 0.02)))
    painter.setBrush(PIECE_GROUND)
    painter.drawRect(rect.adjusted(0.5, 0.5, -0.5, -0.5))
    inner = rect.adjusted(width * 0.1, width * 0.12, -width * 0.1, -width * 0.12)
    counter = QRectF(inner.left(), inner.bottom() - inner.height() * 0.3, inner.width(), inner.height() * 0.3)
    painter.setPen(QPen(COUNTER.darker(150), max(1.0, width * 0.02)))
    painter.setBrush(COUNTER)
    painter.drawRect(counter)
    kinds = tile.types or ("",)
    stripe = inner.width() / len(kinds)
    height = inner.height() * 0.55
    font = QFont()
    font.setBold(True)
    font.setPixelSize(max(5, int(width * 0.17)))
    painter.setFont(font)
    for number, kind in enumerate(kinds):
        colour = type_colour(variant, kind)
        left = inner.left() + number * stripe
        awning = QPainterPath()
        awning.moveTo(left, inner.top())
        awning.lineTo(left + stripe, inner.top())
        awning.lineTo(left + stripe, inner.top() + height)
        awning.quadTo(QPointF(left + stripe / 2, inner.top() + height + stripe * 0.45),
                      QPointF(left, inner.top() + height))
        awning.closeSubpath()
        painter.setPen(QPen(colour.darker(160), max(1.0, width * 0.015)))
        painter.setBrush(colour)
        painter.drawPath(awning)
        try:
            letter = variant.building_type(kind).letter
        except ValueError:
            continue
        painter.setPen(ink_for(colour))
        painter.drawText(QRectF(left, inner.top(), stripe, height), Qt.AlignmentFlag.AlignCenter, letter)
