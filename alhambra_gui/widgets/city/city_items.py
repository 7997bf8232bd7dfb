"""The graphics items a city is drawn with: tiles, the faint frontier grid, the longest wall,
red problem marks, drag highlights and the keyboard cursor.

Items only draw what the scene hands them; none of them holds game state beyond one render.
Their colours are the theme's (``paint.theme.scene_tones``: a tone's name, looked up when an
item paints), so a switch of View ▸ Theme shows at the next paint. The longest wall keeps its
orange in every theme.
"""

from __future__ import annotations

import math
from collections.abc import Iterable

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QPen
from PySide6.QtWidgets import QGraphicsItem, QStyleOptionGraphicsItem, QWidget

from ...engine import NO_MARKS, Cell, Marks, Move, Tile, Variant
from ..modules.facets import AidPart
from ..modules.registry import painters, part_as
from ..paint.mark_painter import paint_piece
from ..paint.theme import scene_tones
from ..paint.tile_painter import paint_tile

#: Side of one grid cell in scene units (pixels at 100 % zoom).
CELL = 64.0

# The drag highlights lie above the longest wall: its bold line reaches into the cells next
# to it, and a candidate cell in a pocket of the city would otherwise lose its frame.
Z_GRID, Z_TILE, Z_WALL, Z_HIGHLIGHT, Z_CURSOR, Z_OVERLAY, Z_PROBLEM, Z_HOVER = range(8)

WALL_LINE = QColor("#f39c12")
WALL_SHADOW = QColor(60, 30, 0, 170)
#: The tones (``SceneTones`` fields) of the frames: the cursor, a lit or refused cell.
CURSOR_LINE, LEGAL_LINE, AIDED_LINE, ILLEGAL_LINE = "cursor_line", "legal_line", "aided_line", "illegal_line"


def tone_of(name: str) -> QColor:
    """A scene tone of the theme in force by its name (``SceneTones``' fields)."""
    colour: QColor = getattr(scene_tones(), name)
    return colour


def cell_rect(cell: tuple[int, int]) -> QRectF:
    return QRectF(cell[0] * CELL, cell[1] * CELL, CELL, CELL)


def cells_rect(cells: Iterable[tuple[int, int]]) -> QRectF:
    """The smallest rectangle that holds every one of ``cells`` (empty: a null rectangle)."""
    bounds = QRectF()
    for cell in cells:
        bounds = bounds.united(cell_rect(cell))
    return bounds


def cell_at(point: QPointF) -> Cell:
    """The grid cell under a scene position."""
    return Cell(math.floor(point.x() / CELL), math.floor(point.y() / CELL))


def corner_point(corner: tuple[int, int]) -> QPointF:
    return QPointF(corner[0] * CELL, corner[1] * CELL)


class TileItem(QGraphicsItem):
    """One built tile (or the fountain), painted with the shared tile painter."""

    def __init__(self, cell: Cell, tile: Tile, variant: Variant, tooltip: str,
                 marks: Marks = NO_MARKS) -> None:
        super().__init__()
        self.cell = cell
        self.tile = tile
        self.marks = marks
        self._variant = variant
        self.setPos(cell.x * CELL, cell.y * CELL)
        self.setZValue(Z_TILE)
        self.setToolTip(tooltip)
        # Drawn once per zoom level, not on every repaint under a moving drag preview.
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)
        if not tile.is_fountain:
            self.setCursor(Qt.CursorShape.OpenHandCursor)

    @staticmethod
    def key_of(cell: Cell, tile: Tile, variant: Variant, marks: Marks = NO_MARKS) -> tuple[object, ...]:
        """What an item draws where: one with the same key draws the same (its tooltip aside)."""
        return (cell, *TileItem.drawing_of(tile, variant, marks))

    def key(self) -> tuple[object, ...]:
        return self.key_of(self.cell, self.tile, self._variant, self.marks)

    @staticmethod
    def drawing_of(tile: Tile, variant: Variant, marks: Marks = NO_MARKS) -> tuple[object, ...]:
        """What an item draws, wherever it stands (its key without the cell)."""
        return tile, variant.name, marks

    def drawing(self) -> tuple[object, ...]:
        return self.drawing_of(self.tile, self._variant, self.marks)

    def move_to(self, cell: Cell) -> None:
        """The same drawing on another cell (a tile moved in its city): the picture cached of
        it is kept (a device coordinate cache holds while an item is only moved)."""
        self.cell = cell
        self.setPos(cell.x * CELL, cell.y * CELL)

    def boundingRect(self) -> QRectF:
        return QRectF(0, 0, CELL, CELL)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem,
              widget: QWidget | None = None) -> None:
        paint_piece(painter, self.boundingRect(), self.tile, self._variant, painters(), self.marks)


def spare_items(kept: dict[tuple[object, ...], TileItem],
                wanted: set[tuple[object, ...]]) -> dict[tuple[object, ...], list[TileItem]]:
    """Of the items drawn before (``kept``, by key), those whose cell no longer holds what
    they draw (their key is not ``wanted``), by their drawing: a tile moved in its city."""
    spare: dict[tuple[object, ...], list[TileItem]] = {}
    for key, item in kept.items():
        if key not in wanted:
            spare.setdefault(item.drawing(), []).append(item)
    return spare


class AidedSpotsItem(QGraphicsItem):
    """While a tile is in hand: the cells where it fits only with a module's help, in amber,
    each with what the module adds drawn faded on it (a gate on its edge)."""

    def __init__(self) -> None:
        super().__init__()
        self._spots: tuple[tuple[Cell, Move], ...] = ()
        self._bounds = QRectF()
        self.setZValue(Z_HIGHLIGHT)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)

    @property
    def spots(self) -> tuple[tuple[Cell, Move], ...]:
        return self._spots

    def set_spots(self, spots: Iterable[tuple[Cell, Move]]) -> None:
        self.prepareGeometryChange()
        self._spots = tuple(spots)
        bounds = QRectF()
        for cell, _ in self._spots:
            bounds = bounds.united(cell_rect(cell).adjusted(-CELL / 4, -CELL / 4, CELL / 4, CELL / 4))
        self._bounds = bounds
        self.update()

    def boundingRect(self) -> QRectF:
        return self._bounds

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem,
              widget: QWidget | None = None) -> None:
        tones = scene_tones()
        pen = QPen(tones.aided_line, 1.5, Qt.PenStyle.DashLine)
        pen.setCosmetic(True)
        for cell, move in self._spots:
            painter.setPen(pen)
            painter.setBrush(tones.aided_fill)
            painter.drawRect(cell_rect(cell).adjusted(4, 4, -4, -4))
            ui = part_as(move.module, AidPart)
            if ui is not None:
                ui.paint_aid(painter, cell_rect(cell), move.aid)


class GhostItem(QGraphicsItem):
    """The dragged tile, faded, on the cell under the pointer."""

    def __init__(self, z: int) -> None:
        super().__init__()
        self.tile: Tile | None = None
        self._variant: Variant | None = None
        self._marks: Marks = NO_MARKS
        self.setZValue(z)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        self.hide()

    def show_tile(self, cell: Cell | None, tile: Tile | None = None, variant: Variant | None = None,
                  marks: Marks = NO_MARKS) -> None:
        """``marks``: those it is built with (a turned tile is drawn turned)."""
        self.tile, self._variant, self._marks = tile, variant, marks
        if cell is None or tile is None:
            self.hide()
            return
        self.setPos(cell.x * CELL, cell.y * CELL)
        self.show()
        self.update()

    def boundingRect(self) -> QRectF:
        return QRectF(0, 0, CELL, CELL)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem,
              widget: QWidget | None = None) -> None:
        if self.tile is not None and self._variant is not None:
            box = self.boundingRect().adjusted(6, 6, -6, -6)
            paint_tile(painter, box, self.tile, self._variant, painters(), faded=True, marks=self._marks)


class CellSetItem(QGraphicsItem):
    """A set of cells drawn alike, the faint frontier grid or the legal-cell highlight, in
    the theme's tones ``fill`` and ``line``: an item of its own for each cell, so that a set
    that changes by a few cells (an edit's new frontier) repaints those cells only, not the
    whole city its bounds would cover."""

    def __init__(self, fill: str, line: str, z: int, *, inset: float = 0.0,
                 dashed: bool = False, width: float = 1.0) -> None:
        super().__init__()
        self._cells: tuple[Cell, ...] = ()
        self._items: dict[Cell, _CellItem] = {}
        self._tones = (fill, line)
        self._pen = QPen(QColor(), width, Qt.PenStyle.DashLine if dashed else Qt.PenStyle.SolidLine)
        self._pen.setCosmetic(True)
        self._inset = inset
        self.setZValue(z)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        self.setFlag(QGraphicsItem.GraphicsItemFlag.ItemHasNoContents)

    @property
    def cells(self) -> tuple[Cell, ...]:
        return self._cells

    def set_cells(self, cells: Iterable[Cell]) -> None:
        self._cells = tuple(cells)
        wanted = set(self._cells)
        for cell in [c for c in self._items if c not in wanted]:
            item = self._items.pop(cell)
            scene = item.scene()
            if scene is not None:
                scene.removeItem(item)
            else:
                item.setParentItem(None)
        for cell in self._cells:
            if cell not in self._items:
                self._items[cell] = _CellItem(self, cell)

    def boundingRect(self) -> QRectF:
        return QRectF()  # its cells draw themselves

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem,
              widget: QWidget | None = None) -> None:
        pass

    def paint_cell(self, painter: QPainter, cell: Cell) -> None:
        fill, line = self._tones
        self._pen.setColor(tone_of(line))
        painter.setPen(self._pen)
        painter.setBrush(tone_of(fill))  # a colour, no QBrush made: see paint/tile_painter
        inset = self._inset
        painter.drawRect(cell_rect(cell).adjusted(inset, inset, -inset, -inset))


class _CellItem(QGraphicsItem):
    """One cell of a ``CellSetItem``, drawn as the set says."""

    def __init__(self, owner: CellSetItem, cell: Cell) -> None:
        super().__init__(owner)
        self._owner, self._cell = owner, cell
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)

    def boundingRect(self) -> QRectF:
        return cell_rect(self._cell)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem,
              widget: QWidget | None = None) -> None:
        self._owner.paint_cell(painter, self._cell)


class ProblemItem(QGraphicsItem):
    """A red frame and a crossed badge on a cell that breaks a rule; the tooltip says which."""

    def __init__(self, cell: Cell, texts: list[str]) -> None:
        super().__init__()
        self.cell = cell
        self.texts = texts
        self.setPos(cell.x * CELL, cell.y * CELL)
        self.setZValue(Z_PROBLEM)
        self.setToolTip("\n".join(texts))

    def boundingRect(self) -> QRectF:
        return QRectF(0, 0, CELL, CELL)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem,
              widget: QWidget | None = None) -> None:
        """A red frame, and a red badge with a white cross in the top right corner (the tile
        stays readable: its letter is top left, its price bottom right)."""
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        problem = scene_tones().problem
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.setPen(QPen(problem, CELL * 0.06))
        painter.drawRect(self.boundingRect().adjusted(3, 3, -3, -3))
        radius = CELL * 0.14
        centre = QPointF(CELL * 0.8, CELL * 0.2)  # top right: clear of the letter and the price
        painter.setPen(QPen(QColor("#ffffff"), CELL * 0.025))
        painter.setBrush(problem)
        painter.drawEllipse(centre, radius, radius)
        arm = radius * 0.5
        painter.setPen(QPen(QColor("#ffffff"), CELL * 0.035, Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap))
        painter.drawLine(centre + QPointF(-arm, -arm), centre + QPointF(arm, arm))
        painter.drawLine(centre + QPointF(arm, -arm), centre + QPointF(-arm, arm))


class FrameItem(QGraphicsItem):
    """A frame around one cell: the cell under a dragged tile, or the keyboard cursor; its
    line and fill are tones of the theme, by name."""

    def __init__(self, z: int, width: float, *, dashed: bool = False) -> None:
        super().__init__()
        self.cell: Cell | None = None
        self._pen = QPen(QColor(), width, Qt.PenStyle.DashLine if dashed else Qt.PenStyle.SolidLine)
        self._line, self._fill = CURSOR_LINE, ""
        self.setZValue(z)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        self.hide()

    def show_at(self, cell: Cell | None, line: str | None = None, fill: str = "") -> None:
        self.cell = cell
        if cell is None:
            self.hide()
            return
        if line is not None:
            self._line = line
        self._fill = fill
        self.setPos(cell.x * CELL, cell.y * CELL)
        self.show()
        self.update()

    def colour(self) -> QColor:
        """The frame's line as the theme in force draws it."""
        return tone_of(self._line)

    def boundingRect(self) -> QRectF:
        extra = self._pen.widthF()
        return QRectF(-extra, -extra, CELL + 2 * extra, CELL + 2 * extra)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem,
              widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        self._pen.setColor(self.colour())
        painter.setPen(self._pen)
        painter.setBrush(tone_of(self._fill) if self._fill else QColor(Qt.GlobalColor.transparent))
        half = self._pen.widthF() / 2
        painter.drawRect(QRectF(half, half, CELL - 2 * half, CELL - 2 * half))
