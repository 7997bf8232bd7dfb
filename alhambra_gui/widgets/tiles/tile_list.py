"""Small tiles in a wrapping row, shared by the palette, the reserves and Dirk's pile.

A :class:`TileChip` draws one tile as in the city (``paint_tile``) with a short label
("8 NE"), is a drag source for its :class:`TileDrag` payload (none: not draggable) and asks
its owner for a context menu. A :class:`TileFlow` lays chips out in rows that wrap (with
``shared.flow_layout.FlowLayout``).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Protocol

from PySide6.QtCore import QMimeData, QPoint, QRect, QRectF, QSize, Qt, Signal
from PySide6.QtGui import (
    QColor,
    QContextMenuEvent,
    QDrag,
    QDragEnterEvent,
    QDragMoveEvent,
    QDropEvent,
    QFocusEvent,
    QKeyEvent,
    QMouseEvent,
    QPainter,
    QPaintEvent,
    QPalette,
    QPen,
    QPixmap,
)
from PySide6.QtWidgets import QApplication, QSizePolicy, QWidget

from ...engine import NO_MARKS, Marks, Tile, Variant
from ..modules.registry import painters
from ..paint import chip_store
from ..paint.mark_painter import paint_piece
from ..paint.tile_painter import tile_pixmap
from ..shared.flow_layout import FlowLayout
from .mime import TileDrag

TILE_SIZE = 40
LABEL_HEIGHT = 16
DRAG_PIXMAP_SIZE = 56

_PIXMAPS: dict[tuple[str, Tile, Marks, int, bool, float], QPixmap] = {}


def chip_pixmap(tile: Tile, variant: Variant, size: int, faded: bool, ratio: float = 1.0,
                marks: Marks = NO_MARKS) -> QPixmap:
    """A tile (with its marks) drawn once and kept: chips repaint often (hover, focus,
    scrolling), a tile in one state never changes; a plain tile's chip is kept on the disk
    too, and read back on the next start (``chip_store``)."""
    key = (variant.name, tile, marks, size, faded, ratio)
    pixmap = _PIXMAPS.get(key)
    if pixmap is None:
        if len(_PIXMAPS) > 2048:
            _PIXMAPS.clear()
        kept = chip_store.keeps(tile, marks) and chip_store.chip_key(tile, variant, size, faded, ratio)
        pixmap = chip_store.load(kept, ratio) if kept else None
        if pixmap is None:
            pixmap = _paint_chip(tile, variant, size, faded, ratio, marks)
            if kept:
                chip_store.save(kept, pixmap)
        _PIXMAPS[key] = pixmap
    return pixmap


def _paint_chip(tile: Tile, variant: Variant, size: int, faded: bool, ratio: float, marks: Marks) -> QPixmap:
    pixmap = QPixmap(QSize(round(size * ratio), round(size * ratio)))
    pixmap.setDevicePixelRatio(ratio)
    pixmap.fill(Qt.GlobalColor.transparent)
    painter = QPainter(pixmap)
    paint_piece(painter, QRectF(0, 0, size, size), tile, variant, painters(), marks, faded=faded)
    painter.end()
    return pixmap


def short_label(tile: Tile) -> str:
    """Price and walls, e.g. "8 NE" (the colour and letter tell the type); a piece without
    a price shows its sides only ("S")."""
    return f"{tile.price or ''} {tile.walls.letters}".strip()


def tile_order(variant: Variant, tile: Tile) -> tuple[object, ...]:
    """Where a tile stands in a row of them: building tiles by type (the variant's order),
    price and walls, then the modules' pieces by kind and what describes them."""
    types = variant.type_ids
    rank = types.index(tile.type) if tile.type in types else len(types)
    described = tuple(types.index(t) if t in types else len(types) for t in tile.types)
    return (tile.is_piece, tile.kind, rank, tile.price, tile.walls.letters, described)


def tile_drag_of(event: QDragEnterEvent | QDragMoveEvent | QDropEvent) -> TileDrag | None:
    return TileDrag.from_mime(event.mimeData())


def accept_drag(event: QDragEnterEvent | QDragMoveEvent | QDropEvent, ok: bool) -> None:
    """Accept (as a move) or ignore a drag event, so the cursor shows whether a drop would work."""
    if ok:
        event.setDropAction(Qt.DropAction.MoveAction)
        event.accept()
    else:
        event.ignore()


class TileDropTarget:
    """Drag enter/move/drop for a widget that takes dragged tiles (the Qt example
    dragdroprobot's pattern). The widget says which drags it accepts and what a drop does;
    Shift while dropping means "anyway"."""

    def accepts_tile(self, drag: TileDrag | None) -> bool:
        raise NotImplementedError

    def drop_tile(self, drag: TileDrag, *, force: bool) -> bool:
        raise NotImplementedError

    def dragEnterEvent(self, event: QDragEnterEvent) -> None:
        accept_drag(event, self.accepts_tile(tile_drag_of(event)))

    def dragMoveEvent(self, event: QDragMoveEvent) -> None:
        accept_drag(event, self.accepts_tile(tile_drag_of(event)))

    def dropEvent(self, event: QDropEvent) -> None:
        drag = tile_drag_of(event)
        if drag is None or not self.accepts_tile(drag):
            event.ignore()
            return
        force = bool(event.modifiers() & Qt.KeyboardModifier.ShiftModifier)
        accept_drag(event, self.drop_tile(drag, force=force))


class Roving(Protocol):
    """What a chip asks of the one Tab stop of its set (``roving.RovingFocus``)."""

    def step(self, chip: TileChip, key: Qt.Key) -> bool: ...

    def opened(self, chip: TileChip | None) -> None: ...


class TileChip(QWidget):
    """One tile: drawn like in the city, faded when it is not available."""

    #: The context menu was asked for (mouse or keyboard), at this global position.
    menuRequested = Signal(QPoint)
    #: Double click, Enter or Space.
    activated = Signal()
    #: A click that did not become a drag (place-by-click takes the tile in hand).
    clicked = Signal()

    def __init__(self, tile: Tile, variant: Variant, parent: QWidget | None = None,
                 *, size: int = TILE_SIZE) -> None:
        super().__init__(parent)
        self.tile = tile
        self._variant = variant
        self._size = size
        self.faded = False
        self.payload: TileDrag | None = None
        self.shown_tile = tile  # what is drawn: e.g. a Granada face with the moats it has or gets
        self.marks = NO_MARKS  # what modules put on it (a chest, wall pieces)
        self._press: QPoint | None = None
        self.chosen = False  # the tile in hand (place-by-click)
        self.label = ""  # what the chip says under the tile ("": its price and walls)
        #: The palette's one Tab stop for its chips (roving.py); None: a Tab stop of its own.
        self.roving: Roving | None = None
        self.setFixedSize(size + 8, size + LABEL_HEIGHT + 4)
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.setAttribute(Qt.WidgetAttribute.WA_Hover)
        self.setAccessibleName(short_label(tile))

    def set_state(self, *, faded: bool, payload: TileDrag | None, tooltip: str,
                  shown: Tile | None = None, marks: Marks = NO_MARKS) -> None:
        state = (faded, payload, shown or self.tile, tooltip, marks)
        if state == (self.faded, self.payload, self.shown_tile, self.toolTip(), self.marks):
            return  # nothing to redraw
        self.faded, self.payload, self.shown_tile = state[:3]
        self.marks = marks
        self.setToolTip(tooltip)
        self.setAccessibleDescription(tooltip)
        self.setCursor(Qt.CursorShape.OpenHandCursor if payload else Qt.CursorShape.ArrowCursor)
        self.update()

    def set_label(self, text: str) -> None:
        """What the chip says under the tile instead of its price and walls (a supply's "×3")."""
        if text != self.label:
            self.label = text
            self.update()

    def set_chosen(self, chosen: bool) -> None:
        if chosen != self.chosen:
            self.chosen = chosen
            self.update()

    @property
    def draggable(self) -> bool:
        return self.payload is not None

    def mime_data(self) -> QMimeData | None:
        """What a drag from this chip carries (None: the chip cannot be dragged)."""
        return self.payload.to_mime() if self.payload else None

    def start_drag(self) -> QDrag | None:
        mime = self.mime_data()
        if mime is None:
            return None
        drag = QDrag(self)
        drag.setMimeData(mime)
        assert self.payload is not None
        drag.setPixmap(tile_pixmap(self.payload.tile, self._variant, DRAG_PIXMAP_SIZE, painters()))
        drag.setHotSpot(QPoint(DRAG_PIXMAP_SIZE // 2, DRAG_PIXMAP_SIZE // 2))
        drag.exec(Qt.DropAction.MoveAction | Qt.DropAction.CopyAction, Qt.DropAction.MoveAction)
        return drag

    # ---- events ----------------------------------------------------------------------
    def mousePressEvent(self, event: QMouseEvent) -> None:
        if event.button() == Qt.MouseButton.LeftButton:
            self._press = event.position().toPoint()
        super().mousePressEvent(event)

    def mouseMoveEvent(self, event: QMouseEvent) -> None:
        if self._press is not None and event.buttons() & Qt.MouseButton.LeftButton:
            distance = (event.position().toPoint() - self._press).manhattanLength()
            if distance >= QApplication.startDragDistance():
                self._press = None
                self.start_drag()
                return
        super().mouseMoveEvent(event)

    def mouseReleaseEvent(self, event: QMouseEvent) -> None:
        pressed, self._press = self._press, None
        if pressed is not None and event.button() == Qt.MouseButton.LeftButton \
                and self.rect().contains(event.position().toPoint()):
            self.clicked.emit()
        super().mouseReleaseEvent(event)

    def mouseDoubleClickEvent(self, event: QMouseEvent) -> None:
        self.activated.emit()

    def keyPressEvent(self, event: QKeyEvent) -> None:
        if event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter, Qt.Key.Key_Space):
            self.activated.emit()
            return
        if self.roving is not None and self.roving.step(self, Qt.Key(event.key())):
            return
        super().keyPressEvent(event)

    def focusInEvent(self, event: QFocusEvent) -> None:
        super().focusInEvent(event)
        if self.roving is not None:
            self.roving.opened(self)

    def contextMenuEvent(self, event: QContextMenuEvent) -> None:
        self.menuRequested.emit(event.globalPos())

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        palette = self.palette()
        if self.hasFocus() or self.underMouse():
            highlight = QColor(palette.color(QPalette.ColorRole.Highlight))
            highlight.setAlpha(90 if self.hasFocus() else 45)
            painter.fillRect(self.rect(), highlight)
        pixmap = chip_pixmap(self.shown_tile, self._variant, self._size, self.faded,
                             self.devicePixelRatioF(), self.marks)
        painter.drawPixmap(4, 2, pixmap)
        if self.chosen:  # in hand: a frame in the palette's highlight colour
            pen = QPen(palette.color(QPalette.ColorRole.Highlight), 3)
            painter.setPen(pen)
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawRoundedRect(QRectF(self.rect()).adjusted(1.5, 1.5, -1.5, -1.5), 4, 4)
        role = QPalette.ColorRole.PlaceholderText if self.faded else QPalette.ColorRole.WindowText
        painter.setPen(palette.color(role))
        font = painter.font()
        font.setPixelSize(11)
        painter.setFont(font)
        text_rect = QRect(0, self._size + 3, self.width(), LABEL_HEIGHT)
        painter.drawText(text_rect, Qt.AlignmentFlag.AlignCenter, self.label or short_label(self.shown_tile))
        painter.end()


class TileFlow(QWidget):
    """A wrapping row of tile chips."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._layout = FlowLayout(self)
        self._chips: list[TileChip] = []
        #: Holds the chips taken out of the row until they are deleted (never shown).
        self._gone = QWidget(self)
        self._gone.hide()
        policy = QSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Preferred)
        policy.setHeightForWidth(True)
        self.setSizePolicy(policy)

    def add(self, chip: TileChip) -> TileChip:
        chip.setParent(self)
        self._layout.addWidget(chip)
        self._chips.append(chip)
        chip.show()
        return chip

    def show_tiles(self, tiles: Sequence[Tile], make: Callable[[Tile], TileChip]) -> list[TileChip]:
        """Chips for ``tiles``, in that order: the chip of a tile shown already is kept (its
        drawing, its focus), the others are made by ``make``, the chips of tiles no longer
        there go. An edit that takes one tile out of a reserve removes one chip."""
        spare: dict[Tile, list[TileChip]] = {}
        for chip in self._chips:
            spare.setdefault(chip.tile, []).append(chip)
        chips = [spare[tile].pop(0) if spare.get(tile) else None for tile in tiles]
        for gone in (chip for left in spare.values() for chip in left):
            self._let_go(gone)
        self._chips = []
        for tile, kept in zip(tiles, chips, strict=True):
            if kept is None:
                self.add(make(tile))
            else:
                self._chips.append(kept)
        self._layout.order(self._chips)
        return list(self._chips)

    def clear(self) -> None:
        while self._chips:
            self._let_go(self._chips.pop())

    def _let_go(self, chip: TileChip) -> None:
        """Take a chip out of the row now and delete it when the event loop is back (a chip
        being dragged is in the middle of its own drag). Its row lets go of it at once, so
        that the row is laid out and painted once: a chip deleted later, while still the
        row's, had the row laid out and its place painted a second time after the edit's paint."""
        self._layout.removeWidget(chip)
        chip.hide()
        chip.setParent(self._gone)
        chip.deleteLater()

    def chips(self) -> list[TileChip]:
        return list(self._chips)

    def relayout(self) -> None:
        """After chips were shown or hidden."""
        self._layout.invalidate()
        self.updateGeometry()
