"""Each building type's symbol, so that no two types are told apart by colour alone (a
colour-blind player tells a seraglio from a garden by its diamond and its cross): the one
place the window draws them, on tiles and chips (tile_painter), the score table's headings
(``symbol_icon``) and the plots' legends (``draw_type_symbol``).

Which symbol a type has is the variant's data (``BuildingType.symbol``); what a symbol looks
like is ``resources/variants/symbols.json`` (filled shapes in a unit square).
"""

from __future__ import annotations

import json
from functools import cache
from typing import Any

from PySide6.QtCore import QPointF, QRectF, QSize, Qt
from PySide6.QtGui import QColor, QIcon, QPainter, QPainterPath, QPen, QPixmap, QPolygonF, QTransform

from ...engine import Variant, get_variant, resource

#: A header's or legend's symbol, in pixels.
ICON_SIZE = 14
_LIGHT, _DARK = QColor("#f5e3b3"), QColor("#1b1b1b")


@cache
def _shapes() -> dict[str, list[dict[str, Any]]]:
    text = resource("variants", "symbols.json").read_text(encoding="utf-8")
    found: dict[str, list[dict[str, Any]]] = json.loads(text)["symbols"]
    return found


def symbol_names() -> tuple[str, ...]:
    """Every symbol the data describes."""
    return tuple(_shapes())


@cache
def symbol_path(name: str) -> QPainterPath:
    """The symbol's outline in the unit square (empty for a name the data lacks)."""
    path = QPainterPath()
    path.setFillRule(Qt.FillRule.WindingFill)
    for shape in _shapes().get(name, ()):
        part = QPainterPath()
        if "ellipse" in shape:
            x, y, rx, ry = shape["ellipse"]
            part.addEllipse(QPointF(x, y), rx, ry)
        else:
            part.addPolygon(QPolygonF([QPointF(x, y) for x, y in shape["polygon"]]))
            part.closeSubpath()
        path = path.subtracted(part) if shape.get("hole") else path.united(part)
    return path


def type_symbol(variant: Variant, type_id: str) -> str:
    """The name of the type's symbol ("" for a type the variant lacks)."""
    try:
        return variant.building_type(type_id).symbol
    except ValueError:
        return ""


def paint_symbol(painter: QPainter, rect: QRectF, name: str, fill: QColor,
                 edge: QColor | None = None) -> None:
    """The symbol ``name`` filling ``rect`` (a square: its centre's) in ``fill``, outlined
    in ``edge`` when one is given."""
    side = min(rect.width(), rect.height())
    square = QRectF(rect.center().x() - side / 2, rect.center().y() - side / 2, side, side)
    path = QTransform().translate(square.left(), square.top()).scale(side, side).map(symbol_path(name))
    painter.save()
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.setPen(QPen(edge, max(1.0, side * 0.08)) if edge is not None else Qt.PenStyle.NoPen)
    painter.setBrush(fill)
    painter.drawPath(path)
    painter.restore()


def _edge_for(fill: QColor) -> QColor:
    """A dark outline on a light symbol, a light one on a dark symbol."""
    return _DARK if fill.lightnessF() > 0.45 else _LIGHT


def symbol_icon(variant: Variant, type_id: str, size: int = ICON_SIZE) -> QIcon:
    """The type's symbol in its colour, outlined so it shows on any ground: a heading's icon
    (one QIcon per symbol, colour and size: Qt caches its pixmaps by the icon)."""
    return _icon(*_look(variant, type_id), size)


def symbol_pixmap(variant: Variant, type_id: str, size: int = ICON_SIZE) -> QPixmap:
    """The type's symbol as ``symbol_icon`` draws it (an empty square for a type the variant
    does not have)."""
    return _pixmap(*_look(variant, type_id), size)


def _look(variant: Variant, type_id: str) -> tuple[str, str]:
    """The type's symbol and colour ("" and "" for a type the variant does not have)."""
    try:
        return type_symbol(variant, type_id), variant.building_type(type_id).colour
    except ValueError:
        return "", ""


@cache
def _icon(symbol: str, colour: str, size: int) -> QIcon:
    return QIcon(_pixmap(symbol, colour, size))


@cache
def _pixmap(symbol: str, colour: str, size: int) -> QPixmap:
    """Drawn once: a table asks for its headings' icons at every paint and every measure
    (drawn anew each time they were most of a paint, and each new icon's pixmaps filled
    Qt's pixmap cache)."""
    pixmap = QPixmap(QSize(size, size))
    pixmap.fill(Qt.GlobalColor.transparent)
    if colour:
        fill = QColor(colour)
        painter = QPainter(pixmap)
        paint_symbol(painter, QRectF(1, 1, size - 2, size - 2), symbol, fill, _edge_for(fill))
        painter.end()
    return pixmap


def draw_type_symbol(painter: QPainter, square: QRectF, variant: str, type_id: str) -> bool:
    """A building type's symbol over its legend swatch (the swatch in the type's colour):
    in black or white, whichever reads on that colour; whether one was drawn."""
    try:
        kind = get_variant(variant).building_type(type_id)
    except ValueError:
        return False
    ground = QColor(kind.colour)
    ink = _DARK if ground.lightnessF() > 0.55 else QColor("#ffffff")
    paint_symbol(painter, square.adjusted(1, 1, -1, -1), kind.symbol, ink)
    return True
