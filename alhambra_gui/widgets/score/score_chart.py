"""A small line chart of the cumulative totals over the recorded scorings (QPainter): on
the score sheet in print's black on white, in the scoreboard in the theme's colours (its
ground the palette's base, its words readable on it at 4.5:1)."""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass
from itertools import pairwise

from PySide6.QtCore import QPointF, QRectF, QSize, Qt
from PySide6.QtGui import QColor, QFont, QPainter, QPaintEvent, QPalette, QPen
from PySide6.QtWidgets import QWidget

from ...app import labels
from ...app.labels import tr
from ...app.session import GameSession
from ...engine import DIRK, cumulative_series
from ..paint.retranslating import Retranslating
from ..paint.tones import mix, readable
from .score_text import DIRK_GREY


@dataclass(frozen=True)
class ChartInk:
    """The chart's ground, its words (names, numbers), its grid and its axes."""

    ground: QColor
    text: QColor
    numbers: QColor
    grid: QColor
    axis: QColor


#: Print's: black on white.
PRINTED = ChartInk(QColor("#ffffff"), QColor("#222222"), QColor("#555555"), QColor("#dddddd"),
                   QColor("#555555"))


def chart_ink(palette: QPalette) -> ChartInk:
    """The chart on the palette's base (a dark theme's too), its words readable on it."""
    ground = palette.color(QPalette.ColorRole.Base)
    text = palette.color(QPalette.ColorRole.Text)
    return ChartInk(ground, readable(text, ground), readable(mix(text, ground, 0.3), ground),
                    mix(ground, text, 0.15), mix(ground, text, 0.6))


def axis_ticks(value: int) -> list[int]:
    """The y axis's values: from 0 in a round step (1, 2 or 5 times a power of ten) to the
    first multiple of it at or above ``value`` (at least 10), in at most five steps:
    0, 5, … 25 or 0, 20, … 80, never 0, 6, 12, 18, 25."""
    value = max(value, 10)
    magnitude = 1
    while True:
        for step in (magnitude, 2 * magnitude, 5 * magnitude):
            count = -(-value // step)  # steps up to the first multiple at or above value
            if count <= 5:
                return [i * step for i in range(count + 1)]
        magnitude *= 10


def paint_chart(painter: QPainter, rect: QRectF, series: Mapping[str, list[int]],
                colour_of: Callable[[str], str], ink: ChartInk = PRINTED) -> None:
    """Axes, grid, one line per participant (Dirk dashed grey) and a legend, inside rect."""
    painter.save()
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    unit = min(max(min(rect.height() / 160.0, rect.width() / 320.0), 0.6), 1.15)
    font = QFont()
    font.setPixelSize(max(8, round(10 * unit)))
    painter.setFont(font)
    legend_w = 80 * unit
    plot = QRectF(rect.left() + 30 * unit, rect.top() + 8 * unit,
                  rect.width() - 38 * unit - legend_w, rect.height() - 26 * unit)
    ticks = axis_ticks(max((max(v) for v in series.values()), default=0))
    top = ticks[-1]
    _paint_axes(painter, plot, ticks, unit, ink)
    apart = tie_offsets(series, 3.0 * unit)
    for name, values in series.items():
        _paint_line(painter, plot, top, values, name, colour_of(name), unit, apart[name])
    _paint_legend(painter, QRectF(plot.right() + 8 * unit, plot.top(), legend_w, plot.height()),
                  list(series), colour_of, unit, ink)
    painter.restore()


def tie_offsets(series: Mapping[str, list[int]], gap: float) -> dict[str, list[float]]:
    """How far each participant's point at each step is drawn from its value (in pixels, up
    negative): participants level at a step are spread ``gap`` apart around it, so that two
    lines with the same totals both show (one drawn over the other hid the first player).
    The start, where everyone has 0, stays one point."""
    offsets = {name: [0.0] * len(values) for name, values in series.items()}
    steps = max((len(values) for values in series.values()), default=0)
    for step in range(1, steps):
        level: dict[int, list[str]] = {}
        for name, values in series.items():
            if step < len(values):
                level.setdefault(values[step], []).append(name)
        for names in level.values():
            for index, name in enumerate(names):
                offsets[name][step] = (index - (len(names) - 1) / 2) * gap
    return offsets


def _x(plot: QRectF, step: int) -> float:
    return plot.left() + plot.width() * step / 3


def _y(plot: QRectF, top: int, value: float) -> float:
    return plot.bottom() - plot.height() * value / top


def _paint_axes(painter: QPainter, plot: QRectF, values: list[int], unit: float, ink: ChartInk) -> None:
    grid = QPen(ink.grid, unit * 0.8)
    axis = QPen(ink.axis, unit * 1.2)
    top = values[-1]
    for value in values:
        y = _y(plot, top, value)
        painter.setPen(grid)
        painter.drawLine(QPointF(plot.left(), y), QPointF(plot.right(), y))
        painter.setPen(ink.numbers)
        painter.drawText(QRectF(plot.left() - 30 * unit, y - 8 * unit, 27 * unit, 16 * unit),
                         Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter,
                         str(value))
    ticks = [tr("start"), "1", "2", "3"]
    for step, text in enumerate(ticks):
        x = _x(plot, step)
        tall = max(14 * unit, painter.boundingRect(QRectF(), 0, text).height())  # CJK lines are taller
        if step == 0:  # "start" begins at the y axis, clear of the axis's "0" left of it
            box, align = QRectF(x, plot.bottom() + 2 * unit, 50 * unit, tall), Qt.AlignmentFlag.AlignLeft
        else:
            box, align = QRectF(x - 25 * unit, plot.bottom() + 2 * unit, 50 * unit, tall), \
                Qt.AlignmentFlag.AlignHCenter
        painter.drawText(box, align | Qt.AlignmentFlag.AlignVCenter, text)
    painter.setPen(axis)
    painter.drawLine(plot.bottomLeft(), plot.bottomRight())
    painter.drawLine(plot.bottomLeft(), plot.topLeft())


def _paint_line(painter: QPainter, plot: QRectF, top: int, values: list[int], name: str,
                colour: str, unit: float, apart: list[float]) -> None:
    pen = QPen(QColor(colour), 2.2 * unit)
    if name == DIRK:
        pen.setStyle(Qt.PenStyle.DashLine)
    painter.setPen(pen)
    points = [QPointF(_x(plot, i), _y(plot, top, v) + apart[i]) for i, v in enumerate(values)]
    for a, b in pairwise(points):
        painter.drawLine(a, b)
    painter.setBrush(QColor(colour))
    for point in points:
        painter.drawEllipse(point, 2.5 * unit, 2.5 * unit)


def _paint_legend(painter: QPainter, rect: QRectF, names: list[str],
                  colour_of: Callable[[str], str], unit: float, ink: ChartInk) -> None:
    for i, name in enumerate(names):
        y = rect.top() + 6 * unit + i * 16 * unit
        pen = QPen(QColor(colour_of(name)), 2.2 * unit)
        if name == DIRK:
            pen.setStyle(Qt.PenStyle.DashLine)
        painter.setPen(pen)
        painter.drawLine(QPointF(rect.left(), y), QPointF(rect.left() + 16 * unit, y))
        painter.setPen(ink.text)
        painter.drawText(QRectF(rect.left() + 20 * unit, y - 8 * unit, rect.width() - 20 * unit,
                                16 * unit), Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter,
                         labels.holder_name(name))


class ScoreChart(Retranslating, QWidget):
    """Cumulative totals after each recorded scoring, one line per participant."""

    def __init__(self, session: GameSession, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("scoreChart")
        self._session = session
        self.setMinimumSize(220, 100)
        self._retranslate()
        session.changed.connect(self._on_changed)

    def _retranslate(self) -> None:
        self.setToolTip(tr("Running totals after each recorded scoring"))

    def sizeHint(self) -> QSize:
        return QSize(360, 120)  # it grows into what room the dock has

    def series(self) -> dict[str, list[int]]:
        return cumulative_series(self._session.game)

    def colour_of(self, name: str) -> str:
        if name == DIRK or name not in self._session.game.names:
            return DIRK_GREY
        return self._session.player_colour(name)

    def _on_changed(self, *_args: object) -> None:
        self.update()

    def paintEvent(self, event: QPaintEvent) -> None:
        ink = chart_ink(self.palette())
        painter = QPainter(self)
        painter.fillRect(self.rect(), ink.ground)
        paint_chart(painter, QRectF(self.rect()), self.series(), self.colour_of, ink)
        painter.end()
