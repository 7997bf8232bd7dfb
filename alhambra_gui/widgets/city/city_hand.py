"""Place by click in one city view: the tile in hand (tile_hand.py) lights its legal cells
with the longest wall each would give, exactly as a drag does; the cell under the pointer
(or, for a typed code, the cursor cell) shows the tile as a ghost with its verdict; a click
on a cell builds it there (Shift: anyway), Escape lets go.
"""

from __future__ import annotations

from PySide6.QtCore import QObject, QPoint, Qt
from PySide6.QtGui import QMouseEvent
from PySide6.QtWidgets import QApplication

from ...engine import Cell
from ..tiles.mime import TileDrag
from ..tiles.tile_hand import TileHand
from .view_host import ViewHost


class HandPlacer(QObject):
    """Follows the session's tile in hand for one view; the view forwards its mouse events."""

    def __init__(self, view: ViewHost, parent: QObject) -> None:
        super().__init__(parent)
        self._view = view
        self.hand = TileHand.of(view.session)
        self._press: QPoint | None = None
        self._armed = False
        self.hand.changed.connect(self._on_hand)

    @property
    def armed(self) -> bool:
        """Whether the view shows the tile in hand's legal cells now."""
        return self._armed

    def sync(self) -> None:
        """Show the hand as it is (a view shown again, or a drag that ended)."""
        self._on_hand(self.hand.held)

    def _on_hand(self, held: TileDrag | None) -> None:
        view = self._view
        if view.dragging:
            return  # a real drag owns the highlights until it ends
        scene = view.city_scene()
        if held is None:
            if self._armed:
                self._armed = False
                scene.end_drag()
                view.hover_ended()
            return
        if not view.isVisible():
            return
        self._armed = True
        scene.begin_drag(held)
        view.hover_ended()  # another tile (or the same turned): the verdict shown is stale
        if self.hand.origin == "code":
            scene.hover(view.cursor_cell())  # the ghost at the cursor; the overlay says the code
        else:
            view.hover_at(self._pointer_cell())

    def _pointer_cell(self) -> Cell | None:
        view = self._view
        point = view.viewport().mapFromGlobal(view.cursor().pos())
        return view.cell_at_view(point) if view.viewport().rect().contains(point) else None

    def follow_cursor(self) -> None:
        """A typed code's ghost stays on the cursor cell as the cursor moves."""
        if self._armed and self.hand.origin == "code":
            self._view.city_scene().hover(self._view.cursor_cell())

    # ---- mouse (forwarded by the view) -----------------------------------------------------
    def move(self, event: QMouseEvent) -> None:
        if self._armed and not event.buttons() and self.hand.origin != "code":
            self._view.hover_at(self._view.cell_at_view(event.position()))

    def press(self, event: QMouseEvent) -> None:
        left = event.button() == Qt.MouseButton.LeftButton
        self._press = event.position().toPoint() if left and self._armed else None

    def release(self, event: QMouseEvent) -> bool:
        """A click (not a pan) on a cell with a tile in hand builds it there."""
        start, self._press = self._press, None
        point = event.position().toPoint()
        if start is None or event.button() != Qt.MouseButton.LeftButton or not self._armed:
            return False
        if (point - start).manhattanLength() >= QApplication.startDragDistance():
            return False
        force = bool(event.modifiers() & Qt.KeyboardModifier.ShiftModifier)
        return self.place(self._view.cell_at_view(point), force=force)

    def place(self, cell: Cell, *, force: bool = False) -> bool:
        """Build the tile in hand on ``cell``; a refusal goes to the banner and the tile stays
        in hand for another cell."""
        view = self._view
        preview = view.city_scene().preview
        verdict = preview.verdict(cell) if preview is not None else None
        if verdict is None or verdict.action is None:
            view.refuse(verdict.text if verdict else "", None)
            return False
        done = view.perform(verdict.action, force=force)
        if done:
            self.hand.clear()
            view.set_cursor(cell, scroll=False)  # clicked: under the pointer
        return done

    def leave(self) -> None:
        """The pointer left the view: no ghost under it."""
        if self._armed and self.hand.origin != "code":
            self._view.hover_at(None)
