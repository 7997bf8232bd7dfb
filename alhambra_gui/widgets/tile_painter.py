"""Tiles drawn as vector graphics: colour *and* letter per type, price, battlements, fountain.

Used by the city view, the palette and the reserves, so a tile looks the same everywhere.
"""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, QSize, Qt
from PySide6.QtGui import QBrush, QColor, QFont, QPainter, QPen, QPixmap

from ..engine import SIDES, Side, Tile, Variant

WALL_COLOUR = QColor("#4a3b2a")
MOAT_COLOUR = QColor("#2c7fb8")
FOUNTAIN_COLOUR = QColor("#e8dcc0")
WATER_COLOUR = QColor("#5dade2")


def type_colour(variant: Variant, type_id: str) -> QColor:
    try:
        return QColor(variant.building_type(type_id).colour)
    except ValueError:
        return QColor("#999999")


def ink_for(background: QColor) -> QColor:
    """Black or white, whichever reads better on the background."""
    luminance = 0.299 * background.red() + 0.587 * background.green() + 0.114 * background.blue()
    return QColor("#1b1b1b") if luminance > 150 else QColor("#ffffff")


def paint_tile(painter: QPainter, rect: QRectF, tile: Tile, variant: Variant,
               *, faded: bool = False) -> None:
    painter.save()
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    if faded:
        painter.setOpacity(0.35)
    if tile.is_fountain:
        _paint_fountain(painter, rect)
    else:
        _paint_building(painter, rect, tile, variant)
    painter.restore()


def _paint_building(painter: QPainter, rect: QRectF, tile: Tile, variant: Variant) -> None:
    base = type_colour(variant, tile.type)
    painter.setPen(QPen(base.darker(160), max(1.0, rect.width() * 0.02)))
    painter.setBrush(QBrush(base))
    painter.drawRect(rect.adjusted(0.5, 0.5, -0.5, -0.5))
    ink = ink_for(base)
    try:
        letter = variant.building_type(tile.type).letter
    except ValueError:
        letter = tile.type[:1].upper()
    font = QFont()
    font.setBold(True)
    font.setPixelSize(max(6, int(rect.height() * (0.42 if len(letter) == 1 else 0.3))))
    painter.setFont(font)
    painter.setPen(ink)
    painter.drawText(rect, Qt.AlignmentFlag.AlignCenter, letter)
    _paint_price(painter, rect, tile.price, base)
    for side in SIDES:
        if side in tile.walls:
            if variant.moats:
                _paint_moat(painter, rect, side)
            else:
                _paint_battlement(painter, rect, side)


def _paint_price(painter: QPainter, rect: QRectF, price: int, base: QColor) -> None:
    small = rect.width() < 60  # palette and reserve chips: a larger badge stays readable
    radius = rect.width() * (0.21 if small else 0.15)
    inset = radius + rect.width() * (0.05 if small else 0.12)
    centre = QPointF(rect.right() - inset, rect.bottom() - inset)
    painter.setBrush(QColor("#fdf6e3"))
    painter.setPen(QPen(base.darker(170), max(1.0, rect.width() * 0.015)))
    painter.drawEllipse(centre, radius, radius)
    font = QFont()
    font.setBold(True)
    font.setPixelSize(max(5, int(radius * 1.15)))
    painter.setFont(font)
    painter.setPen(QColor("#1b1b1b"))
    box = QRectF(centre.x() - radius, centre.y() - radius, 2 * radius, 2 * radius)
    painter.drawText(box, Qt.AlignmentFlag.AlignCenter, str(price))


def side_band(rect: QRectF, side: Side, thickness: float) -> QRectF:
    """The strip of ``rect`` along ``side``."""
    if side is Side.N:
        return QRectF(rect.left(), rect.top(), rect.width(), thickness)
    if side is Side.S:
        return QRectF(rect.left(), rect.bottom() - thickness, rect.width(), thickness)
    if side is Side.W:
        return QRectF(rect.left(), rect.top(), thickness, rect.height())
    return QRectF(rect.right() - thickness, rect.top(), thickness, rect.height())


def _paint_battlement(painter: QPainter, rect: QRectF, side: Side) -> None:
    """A thick wall with merlons (crenellations) on its inner edge."""
    thick = rect.width() * 0.11
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(WALL_COLOUR)
    painter.drawRect(side_band(rect, side, thick))
    merlon = thick * 0.8
    steps = 5
    horizontal = side in (Side.N, Side.S)
    length = rect.width() if horizontal else rect.height()
    size = length / (2 * steps + 1)
    for i in range(steps + 1):
        offset = i * 2 * size
        if horizontal:
            y = rect.top() + thick if side is Side.N else rect.bottom() - thick - merlon
            painter.drawRect(QRectF(rect.left() + offset, y, size, merlon))
        else:
            x = rect.left() + thick if side is Side.W else rect.right() - thick - merlon
            painter.drawRect(QRectF(x, rect.top() + offset, merlon, size))


def _paint_moat(painter: QPainter, rect: QRectF, side: Side) -> None:
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(MOAT_COLOUR)
    painter.drawRect(side_band(rect, side, rect.width() * 0.16))


def _paint_fountain(painter: QPainter, rect: QRectF) -> None:
    painter.setPen(QPen(QColor("#8c7b5a"), max(1.0, rect.width() * 0.02)))
    painter.setBrush(FOUNTAIN_COLOUR)
    painter.drawRect(rect.adjusted(0.5, 0.5, -0.5, -0.5))
    centre = rect.center()
    painter.setBrush(QColor("#b9a77f"))
    painter.drawEllipse(centre, rect.width() * 0.34, rect.height() * 0.34)
    painter.setBrush(WATER_COLOUR)
    painter.drawEllipse(centre, rect.width() * 0.26, rect.height() * 0.26)
    painter.setBrush(QColor("#d6eaf8"))
    painter.drawEllipse(centre, rect.width() * 0.08, rect.height() * 0.08)


def tile_pixmap(tile: Tile, variant: Variant, size: int, *, faded: bool = False) -> QPixmap:
    pixmap = QPixmap(QSize(size, size))
    pixmap.fill(Qt.GlobalColor.transparent)
    painter = QPainter(pixmap)
    paint_tile(painter, QRectF(0, 0, size, size), tile, variant, faded=faded)
    painter.end()
    return pixmap
