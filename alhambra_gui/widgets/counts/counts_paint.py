"""Typed counts drawn: a swatch per building type (its colour and letter) for the form, and
the counts as a row of chips where a city would be drawn (the overview, the score sheet)."""

from __future__ import annotations

import math

from PySide6.QtCore import QRectF, QSize, Qt
from PySide6.QtGui import QFont, QFontMetrics, QPainter, QPaintEvent, QPen, QPixmap
from PySide6.QtWidgets import QGraphicsView, QSizePolicy, QWidget

from ...app.change import Change
from ...app.labels import tr
from ...app.session import GameSession
from ...engine import Counts, Variant, typed
from ..paint.retranslating import Retranslating
from ..paint.tile_painter import ink_for, type_colour
from ..paint.type_symbols import paint_symbol, type_symbol

#: Counts of 0 are drawn this faint, so the types counted stand out.
ZERO_OPACITY = 0.3


def type_swatch(variant: Variant, type_id: str, size: int = 22) -> QPixmap:
    """A small square in the type's colour with its letter (the form's row heads)."""
    pixmap = QPixmap(QSize(size, size))
    pixmap.fill(Qt.GlobalColor.transparent)
    painter = QPainter(pixmap)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    letter = variant.building_type(type_id).letter
    _chip(painter, QRectF(0.5, 0.5, size - 1, size - 1), variant, type_id, letter)
    painter.end()
    return pixmap


def _chip(painter: QPainter, box: QRectF, variant: Variant, type_id: str, text: str,
          letter: str = "") -> None:
    base = type_colour(variant, type_id)
    painter.setPen(QPen(base.darker(160), max(1.0, box.width() * 0.04)))
    painter.setBrush(base)
    painter.drawRoundedRect(box, box.width() * 0.12, box.width() * 0.12)
    painter.setPen(ink_for(base))
    font = QFont()
    font.setBold(True)
    font.setPixelSize(max(6, int(box.height() * (0.5 if len(text) <= 2 else 0.36))))
    painter.setFont(font)
    painter.drawText(box, Qt.AlignmentFlag.AlignCenter, text)
    if letter:
        font.setPixelSize(max(5, int(box.height() * 0.22)))
        painter.setFont(font)
        corner = box.adjusted(box.width() * 0.08, box.height() * 0.04, 0, 0)
        painter.drawText(corner, Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop, letter)
        side, pad = box.height() * 0.2, box.width() * 0.08  # and its symbol in the other corner
        paint_symbol(painter, QRectF(box.right() - pad - side, box.top() + pad, side, side),
                     type_symbol(variant, type_id), ink_for(base))


def paint_counts(painter: QPainter, rect: QRectF, variant: Variant, counts: Counts,
                 max_chip: float = 64.0, caption: str = "") -> None:
    """The typed counts in rect: one chip per building type (the count large, the type's
    letter in its corner) as large as fit, centred; ``caption`` below them."""
    types = variant.type_ids
    line = max(9.0, min(13.0, rect.height() / 10)) if caption else 0.0
    rect = rect.adjusted(0, 0, 0, -line * 1.8)
    columns, size = _layout(rect, len(types), max_chip)
    rows = math.ceil(len(types) / columns)
    gap = size * 0.12
    left = rect.left() + (rect.width() - columns * size) / 2
    top = rect.top() + (rect.height() - rows * size) / 2
    painter.save()
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    for i, type_id in enumerate(types):
        box = QRectF(left + (i % columns) * size, top + (i // columns) * size, size - gap, size - gap)
        count = counts.count(type_id)
        painter.setOpacity(1.0 if count else ZERO_OPACITY)
        _chip(painter, box, variant, type_id, str(count), variant.building_type(type_id).letter)
    painter.restore()
    if caption:
        below = QRectF(rect.left(), top + rows * size + line * 0.3, rect.width(), line * 1.5)
        _caption(painter, below, caption, line)


def _layout(rect: QRectF, chips: int, max_chip: float) -> tuple[int, float]:
    """Columns and chip size: the largest chips that fit, no larger than max_chip; of
    layouts as large, the squarest (3 × 2 rather than 1 × 6)."""
    square = math.ceil(math.sqrt(chips))

    def size(columns: int) -> float:
        return min(rect.width() / columns, rect.height() / math.ceil(chips / columns), max_chip)

    columns = max(range(1, chips + 1), key=lambda c: (round(size(c), 3), -abs(c - square)))
    return columns, size(columns)


def _caption(painter: QPainter, box: QRectF, text: str, pixels: float) -> None:
    painter.save()
    font = QFont()
    font.setItalic(True)
    font.setPixelSize(int(pixels))
    painter.setFont(font)
    shown = QFontMetrics(font).elidedText(text, Qt.TextElideMode.ElideRight, int(box.width()))
    painter.drawText(box, Qt.AlignmentFlag.AlignCenter, shown)
    painter.restore()


class CountsSummary(Retranslating, QWidget):
    """A counts-only player's counts where the overview draws a city; the city's small view
    is hidden meanwhile (it is kept, not scored)."""

    def __init__(self, session: GameSession, player: str, city_view: QGraphicsView,
                 parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("countsSummary")
        self._session = session
        self._player = player
        self._city_view = city_view
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Expanding)
        self.setMinimumSize(120, 80)
        session.changed.connect(self._on_changed)
        self._show_what_scores()

    def counts(self) -> Counts | None:
        return typed(self._session.game.player(self._player))

    def _on_changed(self, change: Change) -> None:
        if change.touches_city(self._player):
            self._show_what_scores()

    def _retranslate(self) -> None:
        self._show_what_scores()  # its tooltip; the counts are read as it paints

    def _show_what_scores(self) -> None:
        shown = self.counts() is not None
        self.setVisible(shown)
        self._city_view.setVisible(not shown)
        self.setToolTip(self.tr("Scored from typed counts: buildings per type") if shown else "")
        self.update()

    def paintEvent(self, event: QPaintEvent) -> None:
        counts = self.counts()
        if counts is None:
            return
        painter = QPainter(self)
        painter.setPen(self.palette().color(self.foregroundRole()))
        paint_counts(painter, QRectF(self.rect()).adjusted(4, 4, -4, -4), self._session.game.variant, counts,
                     caption=caption_text())
        painter.end()


def caption_text() -> str:
    """What the chips are, said under them."""
    return tr("typed counts")
