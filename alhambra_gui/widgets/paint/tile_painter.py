"""Tiles drawn as vector graphics: colour, letter *and* symbol per type (type_symbols.py: a
type is never told by its colour alone), price, battlements, fountain.

Used by the city view, the palette and the reserves, so a tile looks the same everywhere. A
module's piece (a hut, a camp) is drawn by the piece painter it is handed (``painters.py``:
its module's part draws it so that it reads at a glance and is never taken for a building).
"""

from __future__ import annotations

from dataclasses import dataclass, replace

from PySide6.QtCore import QPointF, QRectF, QSize, Qt
from PySide6.QtGui import QColor, QFont, QPainter, QPainterPath, QPen, QPixmap

from ...engine import NO_MARKS, SIDES, Marks, Side, Tile, Variant, Walls
from .painters import Painters
from .type_symbols import paint_symbol

WALL_COLOUR = QColor("#4a3b2a")
MOAT_COLOUR = QColor("#2c7fb8")
FOUNTAIN_COLOUR = QColor("#e8dcc0")
#: The ground of a piece that is no building (a hut's, a bazaar's): the tiles' sand, lighter.
PIECE_GROUND = QColor("#f3ead2")
WATER_COLOUR = QColor("#5dade2")
BADGE_COLOUR = QColor("#fdf6e3")
#: The halo around walls and moats: the light one on dark tiles, the dark one on light tiles.
LIGHT_HALO = QColor("#f5e3b3")
DARK_HALO = QColor("#1b1b1b")


def type_colour(variant: Variant, type_id: str) -> QColor:
    try:
        return QColor(variant.building_type(type_id).colour)
    except ValueError:
        return QColor("#999999")


def ink_for(background: QColor) -> QColor:
    """Black or white, whichever reads better on the background."""
    luminance = 0.299 * background.red() + 0.587 * background.green() + 0.114 * background.blue()
    return QColor("#1b1b1b") if luminance > 150 else QColor("#ffffff")


def paint_tile(painter: QPainter, rect: QRectF, tile: Tile, variant: Variant, painters: Painters,
               *, faded: bool = False, marks: Marks = NO_MARKS) -> None:
    """A tile, the fountain, or a piece (by the piece painter of its kind, else plain); a tile
    or piece lying turned (by its ``marks``) is drawn with its walls as it lies, its letter and
    price upright."""
    painter.save()
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    if faded:
        painter.setOpacity(0.35)
    turn = painters.turn(tile, marks) if marks else 0
    lying = replace(tile, walls=tile.walls.turned(turn)) if turn else tile
    if tile.is_fountain:
        _paint_fountain(painter, rect)
    elif tile.is_piece:  # a piece lying turned (a magical tile) is drawn with its walls turned too
        paint = painters.pieces.get(tile.kind, paint_plain_piece)
        paint(painter, rect, lying, variant)
    else:
        _paint_building(painter, rect, lying, variant)
    painter.restore()


def paint_plain_piece(painter: QPainter, rect: QRectF, tile: Tile, variant: Variant) -> None:
    """A piece no module draws: a pale ground with its walls (sides), no letter or price."""
    painter.setPen(QPen(PIECE_GROUND.darker(150), max(1.0, rect.width() * 0.02), Qt.PenStyle.DashLine))
    painter.setBrush(PIECE_GROUND)
    painter.drawRect(rect.adjusted(0.5, 0.5, -0.5, -0.5))
    paint_walls(painter, rect, tile.walls, variant.moats, PIECE_GROUND)


def paint_walls(painter: QPainter, rect: QRectF, walls: Walls, moats: bool, base: QColor) -> None:
    """Walls (battlements) or moats along the sides of ``rect``, as on a tile of colour ``base``."""
    _paint_edges(painter, rect, walls, moats, base)


def paint_badge(painter: QPainter, layout: TileLayout, price: int, base: QColor) -> None:
    """The price badge where ``tile_layout`` puts it, as on a tile of colour ``base``."""
    _paint_price(painter, layout, price, base)


def _paint_building(painter: QPainter, rect: QRectF, tile: Tile, variant: Variant) -> None:
    base = type_colour(variant, tile.type)
    painter.setPen(QPen(base.darker(160), max(1.0, rect.width() * 0.02)))
    painter.setBrush(base)  # a colour (a solid brush): PySide makes QBrush(QColor) by asking QGradient
    painter.drawRect(rect.adjusted(0.5, 0.5, -0.5, -0.5))
    layout = tile_layout(rect, tile.walls, variant.moats)
    _paint_edges(painter, rect, tile.walls, variant.moats, base)
    try:
        kind = variant.building_type(tile.type)
        letter, symbol = kind.letter, kind.symbol
    except ValueError:
        letter, symbol = tile.type[:1].upper(), ""
    paint_symbol(painter, layout.symbol_box, symbol, ink_for(base))
    _paint_price(painter, layout, tile.price, base)
    box = layout.letter_box
    wanted = rect.height() * (0.42 if len(letter) == 1 else 0.3)
    fits = min(box.height() * 0.8, box.width() * 0.9 / (0.7 * len(letter)))  # a bold capital ≈ 0.7 em
    font = QFont()
    font.setBold(True)
    font.setPixelSize(max(6, int(min(wanted, fits))))
    painter.setFont(font)
    painter.setPen(ink_for(base))
    painter.drawText(box, Qt.AlignmentFlag.AlignCenter, letter)


@dataclass(frozen=True)
class TileLayout:
    """Where a tile's letter, symbol and price badge go: the badge in the south-east corner,
    the symbol in the north-east one, each moved in from walled (moated) sides so that the
    walls stay visible; the letter between the north-west, the symbol and the badge."""

    letter_box: QRectF
    badge_centre: QPointF
    badge_radius: float
    symbol_box: QRectF


def edge_depth(width: float, moats: bool) -> float:
    """How far a wall (battlement and halo) or a moat reaches into a tile of this width."""
    thick, merlon = _edge_sizes(width, moats)
    return thick + merlon + _halo(width)


def _edge_sizes(width: float, moats: bool) -> tuple[float, float]:
    """A wall's band and merlons (none on small chips, where they would be specks)."""
    if moats:
        return width * 0.16, 0.0
    thick = width * 0.11
    return thick, (thick * 0.8 if width >= 36 else 0.0)


def _halo(width: float) -> float:
    return max(1.0, width * 0.03)


def tile_layout(rect: QRectF, walls: Walls, moats: bool) -> TileLayout:
    width = rect.width()
    small = width < 60  # palette and reserve chips: a larger badge stays readable
    radius = width * (0.21 if small else 0.15)
    clear = width * (0.05 if small else 0.12)  # from an open side
    walled = edge_depth(width, moats) + _halo(width)  # from a walled side
    if small and Side.E in walls and Side.S in walls:
        radius = width * 0.18
    east = walled if Side.E in walls else clear
    south = walled if Side.S in walls else clear
    centre = QPointF(rect.right() - east - radius, rect.bottom() - south - radius)
    left = rect.left() + (edge_depth(width, moats) if Side.W in walls else 0.0)
    top = rect.top() + (edge_depth(width, moats) if Side.N in walls else 0.0)
    # the symbol above the badge, in the badge's column, at least a quarter of the tile wide
    gap = width * 0.04
    inner_top = top + (gap if Side.N in walls else clear)
    room = centre.y() - radius - gap - inner_top
    side = max(width * 0.25, min(width * 0.27, room))
    symbol = QRectF(min(centre.x() - side / 2, rect.right() - east - side), inner_top, side, side)
    corner = centre - QPointF(radius, radius) * 0.35
    box = QRectF(QPointF(left, top), QPointF(min(corner.x(), symbol.left()), corner.y()))
    return TileLayout(box, centre, radius, symbol)


def _paint_price(painter: QPainter, layout: TileLayout, price: int, base: QColor) -> None:
    centre, radius = layout.badge_centre, layout.badge_radius
    painter.setBrush(BADGE_COLOUR)
    painter.setPen(QPen(base.darker(170), max(1.0, radius * 0.1)))
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


def relative_luminance(colour: QColor) -> float:
    """The colour's relative luminance (WCAG 2)."""
    def channel(value: float) -> float:
        return value / 12.92 if value <= 0.04045 else ((value + 0.055) / 1.055) ** 2.4
    return 0.2126 * channel(colour.redF()) + 0.7152 * channel(colour.greenF()) \
        + 0.0722 * channel(colour.blueF())


def contrast_ratio(a: QColor, b: QColor) -> float:
    """WCAG contrast ratio, 1 (none) to 21 (black on white)."""
    light, dark = sorted((relative_luminance(a), relative_luminance(b)), reverse=True)
    return (light + 0.05) / (dark + 0.05)


def edge_halo(base: QColor) -> QColor:
    """The line drawn around walls and moats: light or dark, whichever stands out more on
    the tile's colour, so that a brown wall shows on brown arcades and a blue moat on a
    blue bath house."""
    return max((LIGHT_HALO, DARK_HALO), key=lambda halo: contrast_ratio(halo, base))


def _edge_path(rect: QRectF, walls: Walls, moats: bool) -> QPainterPath:
    """Every walled (moated) side's band, with merlons on a wall's inner edge."""
    path = QPainterPath()
    path.setFillRule(Qt.FillRule.WindingFill)
    thick, merlon = _edge_sizes(rect.width(), moats)
    for side in SIDES:
        if side not in walls:
            continue
        path.addRect(side_band(rect, side, thick))
        for piece in _merlons(rect, side, thick, merlon) if merlon else ():
            path.addRect(piece)
    corner = thick + merlon  # a corner tower where two walls meet (no pocket of floor between them)
    for first, second in zip(SIDES, SIDES[1:] + SIDES[:1], strict=True):
        if merlon and first in walls and second in walls:
            x = rect.left() if Side.W in (first, second) else rect.right() - corner
            y = rect.top() if Side.N in (first, second) else rect.bottom() - corner
            path.addRect(QRectF(x, y, corner, corner))
    return path


def _merlons(rect: QRectF, side: Side, thick: float, merlon: float) -> list[QRectF]:
    steps = 5
    horizontal = side in (Side.N, Side.S)
    size = (rect.width() if horizontal else rect.height()) / (2 * steps + 1)
    pieces = []
    for i in range(steps + 1):
        offset = i * 2 * size
        # Each merlon reaches half a pixel into the band, so that band and merlons are one shape.
        if horizontal:
            y = rect.top() + thick - 0.5 if side is Side.N else rect.bottom() - thick - merlon
            pieces.append(QRectF(rect.left() + offset, y, size, merlon + 0.5))
        else:
            x = rect.left() + thick - 0.5 if side is Side.W else rect.right() - thick - merlon
            pieces.append(QRectF(x, rect.top() + offset, merlon + 0.5, size))
    return pieces


def _paint_edges(painter: QPainter, rect: QRectF, walls: Walls, moats: bool, base: QColor) -> None:
    """Walls (battlements) or moats, each with a halo that contrasts with the tile's colour."""
    if not walls.letters:
        return
    path = _edge_path(rect, walls, moats)
    painter.save()
    painter.setClipRect(rect)
    painter.strokePath(path, QPen(edge_halo(base), 2 * _halo(rect.width()), Qt.PenStyle.SolidLine,
                                  Qt.PenCapStyle.SquareCap, Qt.PenJoinStyle.MiterJoin))
    painter.fillPath(path, MOAT_COLOUR if moats else WALL_COLOUR)
    painter.restore()


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


def tile_pixmap(tile: Tile, variant: Variant, size: int, painters: Painters, *,
                faded: bool = False, marks: Marks = NO_MARKS) -> QPixmap:
    pixmap = QPixmap(QSize(size, size))
    pixmap.fill(Qt.GlobalColor.transparent)
    painter = QPainter(pixmap)
    paint_tile(painter, QRectF(0, 0, size, size), tile, variant, painters, faded=faded, marks=marks)
    painter.end()
    return pixmap
