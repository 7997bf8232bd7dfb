"""What makes the history's plots readable (pyqtgraph, loaded with the Statistics page):
axes that count in whole numbers, a category axis whose labels never overlap (each with
its colour's swatch: the plot's legend), and bands that give the exact value under the
pointer as a tooltip; and dots of one colour drawn in one call (``Dots``).

A label's place is what pyqtgraph paints (``AxisItem.generateDrawSpecs``); the category axis
drops any label that would overlap one already placed, and the panel makes a category plot
tall enough that none has to be dropped (tests/test_gui_history_plots.py reads the places).
A building type's swatch carries its symbol (``paint.type_symbols``), and a plot takes the
theme's colours, again whenever the palette changes.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any

import numpy
import pyqtgraph
from pyqtgraph.Qt.internals import PrimitiveArray  # what pyqtgraph's scatter item draws with
from PySide6.QtCore import QEvent, QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QFont, QFontMetrics, QPainter, QPalette, QPen, QPixmap
from PySide6.QtWidgets import QGraphicsRectItem, QWidget

from ...app import labels
from ..paint.tones import mix, readable
from ..paint.type_symbols import draw_type_symbol

#: The widest a category's label is drawn, in average characters (longer ones are elided;
#: the tooltip says them whole).
LABEL_CHARS = 18
SWATCH = 10  # the side of a category's swatch, in pixels


@dataclass(frozen=True)
class Category:
    """One bar of a category plot: its label, its colour, what its tooltip says, and for a
    building type the (variant, type id) whose symbol its swatch shows."""

    text: str
    colour: str
    tip: str
    building: tuple[str, str] | None = None


def plot_ink(palette: QPalette) -> tuple[QColor, QColor, QColor]:
    """A plot's ground, its words and its lines in the theme's colours: the palette's base,
    its text (readable there at 4.5:1) and a line between the two."""
    ground = palette.color(QPalette.ColorRole.Base)
    text = palette.color(QPalette.ColorRole.Text)
    return ground, readable(text, ground), mix(ground, text, 0.55)


Levels = list[tuple[float, list[float]]]  # pyqtgraph's ticks: (spacing, values) per level


def whole_ticks(low: float, high: float, levels: Levels) -> Levels:
    """The levels of ticks that fall on whole numbers only (a count has no 1.2), the first
    kept; every whole number in the range when no level of pyqtgraph's is whole."""
    kept = [(spacing, [v for v in values if abs(v - round(v)) < 1e-6])
            for spacing, values in levels if spacing >= 1 and abs(spacing - round(spacing)) < 1e-6]
    kept = [(spacing, values) for spacing, values in kept if values]
    if kept:
        return kept[:1]
    return [(1.0, [float(v) for v in range(math.ceil(low), math.floor(high) + 1)])]


class WholeAxis(pyqtgraph.AxisItem):  # type: ignore[misc]  # pyqtgraph has no types
    """An axis of counts (games, points, wins): ticks and labels at whole numbers only, in
    the language's digits, one level of labels (no crowded minor labels)."""

    def __init__(self, orientation: str, **kwargs: Any) -> None:
        super().__init__(orientation, **kwargs)
        self.setStyle(maxTextLevel=0)

    def tickValues(self, minVal: float, maxVal: float, size: float) -> Levels:
        low, high = sorted((minVal, maxVal))
        return whole_ticks(low, high, super().tickValues(minVal, maxVal, size))

    def tickStrings(self, values: list[float], scale: float, spacing: float) -> list[str]:
        return [labels.integer_text(round(v * scale)) for v in values]


class CategoryAxis(pyqtgraph.AxisItem):  # type: ignore[misc]
    """The left axis of a horizontal bar plot: one label per category (index 0 at the top),
    elided to ``LABEL_CHARS``, each with a swatch of its bar's colour between label and axis
    (the legend; a building type's swatch carries its symbol). A label that would overlap
    one already placed is not drawn."""

    def __init__(self, **kwargs: Any) -> None:
        super().__init__("left", **kwargs)
        self.categories: tuple[Category, ...] = ()
        self.setStyle(tickTextOffset=SWATCH + 8, maxTextLevel=0)

    def set_categories(self, categories: Sequence[Category], font: QFont) -> None:
        self.categories = tuple(categories)
        metrics = QFontMetrics(font)
        room = metrics.averageCharWidth() * LABEL_CHARS
        texts = [metrics.elidedText(c.text, Qt.TextElideMode.ElideRight, room) for c in self.categories]
        self.setTicks([[(float(i), text) for i, text in enumerate(texts)]])
        widest = max((metrics.horizontalAdvance(t) for t in texts), default=0)
        self.setWidth(widest + SWATCH + 20)

    def generateDrawSpecs(self, p: QPainter) -> Any:
        specs = super().generateDrawSpecs(p)
        if specs is None:
            return None
        axis, ticks, texts = specs
        placed: list[Any] = []
        for spec in texts:
            if not any(spec[0].intersects(other[0]) for other in placed):
                placed.append(spec)
        return axis, ticks, placed

    def drawPicture(self, p: QPainter, axisSpec: Any, tickSpecs: Any, textSpecs: Any) -> None:
        super().drawPicture(p, axisSpec, tickSpecs, textSpecs)
        view = self.linkedView()
        if view is None:
            return
        p.setClipping(False)
        for rect, _flags, _text in textSpecs:
            index = round(view.mapSceneToView(self.mapToScene(rect.center())).y())  # the label's category
            if not 0 <= index < len(self.categories):
                continue
            category = self.categories[index]
            square = QRectF(rect.right() + 4, rect.center().y() - SWATCH / 2, SWATCH, SWATCH)
            p.setPen(QPen(self.pen().color()))
            p.setBrush(QColor(category.colour))
            p.drawRect(square)
            if category.building is not None:  # a type's swatch carries its symbol too
                draw_type_symbol(p, square, *category.building)


class TipArea(QGraphicsRectItem):
    """An invisible area over a plot's data that tells the exact value under the pointer:
    ``tip`` gets the pointer in the plot's own coordinates (the app's tooltip filter asks
    ``tip_at`` and shows the answer as plain text)."""

    def __init__(self, rect: QRectF, tip: Callable[[float, float], str]) -> None:
        super().__init__(rect)
        self.setPen(QPen(Qt.PenStyle.NoPen))
        self.setZValue(50)
        self._tip = tip

    def tip_at(self, pos: QPointF) -> str:
        return self._tip(pos.x(), pos.y())


class Dots(pyqtgraph.GraphicsObject):  # type: ignore[misc]  # pyqtgraph has no types
    """Round dots of one size and colour (optionally ringed) at points of a plot, as many
    pixels wide whatever the zoom: one dot drawn once, copied to every point in one call.
    pyqtgraph's scatter item makes a style key and a place in its atlas for every point (a
    player's 6 000 games: a quarter of the Statistics page's refresh), which dots of one
    colour do not need."""

    def __init__(self, xs: numpy.ndarray, ys: numpy.ndarray, colour: str, size: int,
                 ring: str | None = None) -> None:
        super().__init__()
        self.xData, self.yData = numpy.asarray(xs, dtype=float), numpy.asarray(ys, dtype=float)
        self._bounds = QRectF()
        if len(self.xData):
            left, top = float(self.xData.min()), float(self.yData.min())
            self._bounds = QRectF(left, top, float(self.xData.max()) - left, float(self.yData.max()) - top)
        self._side = size + 2  # the dot's pixmap: the ring, antialiasing
        self._colour = pyqtgraph.mkColor(colour)  # pyqtgraph's names too ("w")
        self._ring = None if ring is None else pyqtgraph.mkColor(ring)
        self._dot: QPixmap | None = None
        self._fragments = PrimitiveArray(QPainter.PixmapFragment, 10)

    def boundingRect(self) -> QRectF:
        if not len(self.xData):
            return QRectF()
        across, up = self.pixelVectors()
        dx = 0.0 if across is None else across.length() * self._side / 2
        dy = 0.0 if up is None else up.length() * self._side / 2
        return self._bounds.adjusted(-dx, -dy, dx, dy)

    def viewTransformChanged(self) -> None:
        self.prepareGeometryChange()  # the dots' reach in the plot's units changed
        super().viewTransformChanged()

    def _drawn_dot(self, ratio: float) -> QPixmap:
        """The dot, drawn once for the screen's pixel ratio."""
        if self._dot is None or self._dot.devicePixelRatio() != ratio:
            side = self._side
            dot = QPixmap(round(side * ratio), round(side * ratio))
            dot.setDevicePixelRatio(ratio)
            dot.fill(Qt.GlobalColor.transparent)
            painter = QPainter(dot)
            painter.setRenderHint(QPainter.RenderHint.Antialiasing)
            painter.setPen(QPen(self._ring or self._colour, 1))  # as pyqtgraph's symbol: outlined
            painter.setBrush(self._colour)
            painter.drawEllipse(QRectF(1, 1, side - 2, side - 2))
            painter.end()
            self._dot = dot
        return self._dot

    def paint(self, painter: QPainter, _option: Any, widget: QWidget | None = None) -> None:
        if not len(self.xData):
            return
        dot = self._drawn_dot(widget.devicePixelRatioF() if widget is not None else 1.0)
        points = numpy.vstack([self.xData, self.yData])
        shown = pyqtgraph.functions.transformCoordinates(painter.transform(), points)
        painter.resetTransform()
        self._fragments.resize(len(self.xData))
        fragments = self._fragments.ndarray()  # each: where, the source rectangle, scale, turn, opacity
        fragments[:, 0:2] = numpy.clip(shown.T, -2.0 ** 30, 2.0 ** 30)
        ratio = dot.devicePixelRatio()
        fragments[:, 2:10] = [0, 0, dot.width(), dot.height(), 1 / ratio, 1 / ratio, 0.0, 1.0]
        painter.drawPixmapFragments(*self._fragments.drawargs(), dot)  # type: ignore[call-arg]  # PySide: first fragment, count


def style_axes(plot: pyqtgraph.PlotWidget) -> None:
    """The plot in the theme's colours (again after every change of the palette)."""
    ground, text, line = plot_ink(plot.palette())
    plot.setBackground(ground)
    for side in ("left", "bottom"):
        plot.getAxis(side).setTextPen(text)
        plot.getAxis(side).setPen(line)


class ThemedPlot(pyqtgraph.PlotWidget):  # type: ignore[misc]  # pyqtgraph has no types
    """A plot styled again when the palette changes (View ▸ Theme, the desktop's theme)."""

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        self.__dict__["themed"] = True  # built: its axes exist (pyqtgraph asks its item otherwise)

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.PaletteChange and self.__dict__.get("themed"):
            style_axes(self)
        super().changeEvent(event)


def new_plot(parent: QWidget, *, categories: bool) -> pyqtgraph.PlotWidget:
    """A plot of counts: whole-number axes, or a category axis on the left (categories)."""
    left = CategoryAxis() if categories else WholeAxis("left")
    plot = ThemedPlot(parent, axisItems={"left": left, "bottom": WholeAxis("bottom")})
    plot.setMinimumSize(240, 160)
    plot.setMenuEnabled(False)
    plot.setMouseEnabled(x=False, y=False)
    plot.hideButtons()
    plot.showGrid(x=categories, y=not categories, alpha=0.25)
    if categories:
        plot.invertY(True)  # the first category at the top
    style_axes(plot)
    return plot


def bar_plot(plot: pyqtgraph.PlotWidget, categories: Sequence[Category], values: Sequence[float]) -> None:
    """Horizontal bars, one per category, with a tooltip band."""
    plot.clear()
    axis = plot.getAxis("left")
    assert isinstance(axis, CategoryAxis)
    axis.set_categories(categories, plot.font())
    top = max([*values, 1])
    colours = [QColor(category.colour) for category in categories]
    if categories:  # one item for all the bars, each with its own colour (not an item a bar)
        plot.addItem(pyqtgraph.BarGraphItem(
            x0=0, y=numpy.arange(len(categories)), width=numpy.asarray(values, dtype=float), height=0.7,
            brushes=colours, pens=[pyqtgraph.mkPen(colour.darker(140)) for colour in colours]))

    def tip(_x: float, y: float) -> str:
        row = round(y)
        return categories[row].tip if 0 <= row < len(categories) else ""

    plot.addItem(TipArea(QRectF(0, -0.5, top * 1.05, len(categories)), tip), ignoreBounds=True)
    plot.setYRange(-0.5, len(categories) - 0.5, padding=0)
    plot.setXRange(0, top * 1.05, padding=0)


def category_height(plot: pyqtgraph.PlotWidget, count: int) -> int:
    """The height a category plot needs for every label to have its own line."""
    line = QFontMetrics(plot.font()).height() + 3
    return count * line + 50
