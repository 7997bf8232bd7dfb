"""Parts of the score sheet beyond the recorded scorings: the chosen scoring as if it
happened now (a column per building type, the wall, each module term, the total) and the
other points of the recorded scorings with their labels. Laid out in the sheet's logical
units (``export.SHEET_WIDTH`` wide)."""

from __future__ import annotations

from collections.abc import Callable, Sequence

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QColor, QFont, QPainter

from ...app import labels
from ...app.labels import arg, tr
from ...engine import Game, PlayerScore
from ..modules.scoring import recorded_lines, recorded_rounds
from .score_columns import Column, column_title, column_value, now_columns

ColourOf = Callable[[str], str]
INK = QColor("#1b1b1b")
ROW = 30.0
NAME_WIDTH = 160.0


def sheet_font(size: float, bold: bool = False) -> QFont:
    font = QFont()
    font.setPixelSize(max(1, round(size)))
    font.setBold(bold)
    return font


def text_height(painter: QPainter, text: str, width: float, flags: int = 0) -> float:
    """How tall ``text`` is in the painter's font at ``width`` (a CJK font's lines are taller
    than the Latin font's that the sheet's sizes were chosen for)."""
    box = painter.boundingRect(QRectF(0, 0, width, 10_000), int(Qt.AlignmentFlag.AlignLeft) | flags, text)
    return box.height()


def _heading(painter: QPainter, y: float, width: float, text: str) -> float:
    painter.setFont(sheet_font(20, True))
    painter.setPen(INK)
    tall = max(28.0, text_height(painter, text, width))
    painter.drawText(QRectF(0, y, width, tall), Qt.AlignmentFlag.AlignLeft, text)
    return y + tall + 6


def _widths(painter: QPainter, titles: Sequence[str]) -> list[float]:
    metrics = painter.fontMetrics()
    return [max(44.0, metrics.horizontalAdvance(t) + 12.0) for t in titles]


def _layout(painter: QPainter, game: Game, columns: Sequence[Column],
            width: float) -> tuple[list[str], list[float]]:
    """Each column's title and width: the types by name when they fit, else by letter; the
    room left over is shared out."""
    painter.setFont(sheet_font(15, True))
    for letters in (False, True):
        titles = [column_title(game, c, letters=letters) for c in columns[1:]]
        widths = _widths(painter, titles)
        if sum(widths) <= width - NAME_WIDTH or letters:
            break
    spare = max(width - NAME_WIDTH - sum(widths), 0) / max(len(widths), 1)
    return titles, [w + spare for w in widths]


def paint_now_table(painter: QPainter, top: float, width: float, game: Game, round_: int,
                    colour_of: ColourOf) -> float:
    """The chosen scoring as if it happened now; returns the y below it."""
    y = _heading(painter, top, width, arg(tr("Scoring %1 if it happened now"), str(round_)))
    columns = now_columns(game)
    titles, widths = _layout(painter, game, columns, width)
    boxes = [(NAME_WIDTH + sum(widths[:i]), w) for i, w in enumerate(widths)]
    painter.drawText(QRectF(0, y, NAME_WIDTH, ROW), Qt.AlignmentFlag.AlignVCenter, tr("Player"))
    for (left, w), title in zip(boxes, titles, strict=True):
        painter.drawText(QRectF(left, y, w, ROW), Qt.AlignmentFlag.AlignCenter, title)
    y += ROW
    painter.setPen(QColor("#555555"))
    painter.drawLine(0, round(y), round(width), round(y))
    for player in game.score(round_).everyone():
        _paint_now_row(painter, y, player, list(zip(boxes, columns[1:], strict=True)), colour_of)
        y += ROW
    return y


def _paint_now_row(painter: QPainter, y: float, player: PlayerScore,
                   cells: list[tuple[tuple[float, float], Column]], colour_of: ColourOf) -> None:
    painter.fillRect(QRectF(0, y + 8, 14, 14), QColor(colour_of(player.name)))
    painter.setPen(INK)
    painter.setFont(sheet_font(16))
    painter.drawText(QRectF(22, y, NAME_WIDTH - 22, ROW), Qt.AlignmentFlag.AlignVCenter,
                     labels.holder_name(player.name))
    for (left, w), column in cells:
        value = column_value(player, column)
        painter.setFont(sheet_font(16, column.kind == "total"))
        painter.drawText(QRectF(left, y, w, ROW), Qt.AlignmentFlag.AlignCenter,
                         "–" if value is None else str(value))


def other_points_lines(game: Game) -> list[str]:
    """One line per recorded scoring with other points: "Scoring 1 — Ben: Camps +3"."""
    lines = []
    for round_ in recorded_rounds(game):
        given = [(name, found) for name in game.names
                 if (found := recorded_lines(game, round_, name))]
        if given:
            players = " · ".join(arg(tr("%1: %2"), name, labels.joined(found))
                                 for name, found in given)
            lines.append(arg(tr("Scoring %1 — %2"), str(round_), players))
    return lines


def paint_other_points(painter: QPainter, top: float, width: float, game: Game) -> float:
    """The other points of the recorded scorings with their labels (nothing without any);
    returns the y below them."""
    lines = other_points_lines(game)
    if not lines:
        return top
    y = _heading(painter, top, width, tr("Other points"))
    painter.setFont(sheet_font(15))
    flags = Qt.AlignmentFlag.AlignLeft | Qt.TextFlag.TextWordWrap
    for line in lines:
        box = painter.boundingRect(QRectF(0, y, width, 1000), flags, line)
        painter.drawText(QRectF(0, y, width, box.height()), flags, line)
        y += box.height() + 4
    return y
