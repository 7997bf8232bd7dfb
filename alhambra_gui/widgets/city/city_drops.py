"""Tiles dragged over one city view and dropped on it, and its built tiles dragged out.

A tile dragged in lights its legal cells (city_preview.py); the cell under the pointer shows
the verdict a drop there would get; a drop builds, moves or refuses (Shift: anyway). A
module's piece dragged from its supply is described first, then built as by a click
(city_hand.py). A built tile (never the fountain) drags out as a ``TileDrag`` of the city.
"""

from __future__ import annotations

from PySide6.QtCore import QMimeData, QObject, QPoint, Qt
from PySide6.QtGui import QDrag, QDragEnterEvent, QDragLeaveEvent, QDragMoveEvent, QDropEvent

from ...engine import ORIGIN, Cell
from ..modules.registry import painters
from ..paint.tile_painter import tile_pixmap
from ..tiles.mime import TileDrag
from .city_hand import HandPlacer
from .city_items import CELL
from .view_host import ViewHost


class CityDrops:
    """``CityDrops(view, placer, source)``: the view forwards its drag events here; a drag
    out starts from ``source`` (the view itself)."""

    def __init__(self, view: ViewHost, placer: HandPlacer, source: QObject) -> None:
        self._view = view
        self._placer = placer
        self._source = source
        #: The cell whose verdict is shown (None: none yet, or the pointer is off the city).
        self.hover_cell: Cell | None = None

    # ---- tiles dragged in ----------------------------------------------------------------------
    def enter(self, event: QDragEnterEvent) -> None:
        drag = TileDrag.from_mime(event.mimeData())
        if drag is None:
            event.ignore()
            return
        view = self._view
        view.dragging = True
        view.city_scene().begin_drag(drag)
        self.hover_cell = None
        self.hover_at(view.cell_at_view(event.position()))
        event.acceptProposedAction()

    def move(self, event: QDragMoveEvent) -> None:
        if self._view.city_scene().preview is None:
            event.ignore()
            return
        self.hover_at(self._view.cell_at_view(event.position()))
        event.acceptProposedAction()

    def leave(self, event: QDragLeaveEvent) -> None:
        self.end()
        event.accept()

    def drop(self, event: QDropEvent) -> None:
        drag = TileDrag.from_mime(event.mimeData())
        if drag is None:
            event.ignore()
            return
        view, placer = self._view, self._placer
        if drag.to_describe:  # from its supply: described first, then built as by a click
            cell = view.cell_at_view(event.position())
            force = bool(event.modifiers() & Qt.KeyboardModifier.ShiftModifier)
            self.end()
            placer.hand.describe_then(drag.tile, lambda: placer.place(cell, force=force))
            event.acceptProposedAction()
            return
        scene = view.city_scene()
        preview = scene.preview or scene.begin_drag(drag)
        cell = view.cell_at_view(event.position())
        verdict = preview.verdict(cell) if preview else None
        self.end()
        force = bool(event.modifiers() & Qt.KeyboardModifier.ShiftModifier)
        if verdict is None or verdict.action is None:
            view.refuse(verdict.text if verdict else "", None)
        elif view.perform(verdict.action, force=force):
            event.acceptProposedAction()
            return
        event.setDropAction(Qt.DropAction.IgnoreAction)
        event.ignore()

    def hover_at(self, cell: Cell | None) -> None:
        """The verdict for the dragged tile (or the tile in hand) on the cell under the pointer."""
        if cell == self.hover_cell:
            return
        self.hover_cell = cell
        scene = self._view.city_scene()
        if cell is None:
            scene.hover_none()
            self._view.show_info("")
            return
        verdict = scene.hover(cell)
        self._view.show_info(verdict.text if verdict else "")

    def end(self) -> None:
        self._view.dragging = False
        self._view.city_scene().end_drag()
        self._view.hover_ended()
        self._placer.sync()  # back to the tile in hand, if one is

    # ---- built tiles dragged out ---------------------------------------------------------------
    def payload(self, cell: tuple[int, int]) -> TileDrag | None:
        """What dragging the tile on ``cell`` carries (None for the fountain or an empty cell)."""
        city = self._view.city_scene().city()
        tile = city.get(cell) if city is not None else None
        if tile is None or Cell(*cell) == ORIGIN:
            return None
        return TileDrag(tile, "city", self._view.player, Cell(*cell))

    def mime(self, cell: tuple[int, int]) -> QMimeData | None:
        payload = self.payload(cell)
        return payload.to_mime() if payload else None

    def start(self, cell: Cell) -> Qt.DropAction:
        payload = self.payload(cell)
        if payload is None:
            return Qt.DropAction.IgnoreAction
        size = int(min(max(CELL * self._view.zoom_level(), 32), 96))
        drag = QDrag(self._source)
        drag.setMimeData(payload.to_mime())
        drag.setPixmap(tile_pixmap(payload.tile, self._view.session.game.variant, size, painters()))
        drag.setHotSpot(QPoint(size // 2, size // 2))
        return drag.exec(Qt.DropAction.MoveAction)
