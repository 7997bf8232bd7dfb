"""The proposal shown as the city view shows a city, before anything is accepted.

It is the real ``CityScene`` on a temporary session holding a copy of the game in which
the player's city is the proposal: the same tile painter, longest wall and red marks for
broken rules as any placed-anyway city. Over it: the block's extent (dashed), the cells the
recogniser is unsure of (orange) and the cells corrected by hand (blue). A click on a
cell of the block asks for a correction (``cellClicked``).
"""

from __future__ import annotations

from PySide6.QtCore import QRectF, Qt, Signal
from PySide6.QtGui import QColor, QMouseEvent, QPainter, QPen
from PySide6.QtWidgets import QGraphicsItem, QGraphicsRectItem, QWidget

from ...app.photo_city import Draft, replace_city
from ...app.session import GameSession
from ...engine import Game
from ..city.city_items import CELL, cell_at, cell_rect
from ..city.city_scene import CityScene
from ..city.zoom_view import ZoomPanView

DOUBT_COLOUR = QColor("#f39c12")
CORRECTED_COLOUR = QColor("#1f5fbf")
BLOCK_COLOUR = QColor(120, 100, 70, 160)


def _inside(cell: tuple[int, int]) -> QRectF:
    return cell_rect(cell).adjusted(3, 3, -3, -3)


class ProposalPreview(ZoomPanView):
    """The proposed city, read-only, with the cells to check outlined."""

    #: A block cell was clicked: (col, row) and the global position for a menu.
    cellClicked = Signal(int, int, object)

    def __init__(self, game: Game, player: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._player = player
        self._preview = GameSession(game.copy(), self)
        self._scene = CityScene(self._preview, player, self, interactive=False, show_grid=False)
        self.setScene(self._scene)
        self.setRenderHints(QPainter.RenderHint.Antialiasing | QPainter.RenderHint.TextAntialiasing)
        self._draft: Draft | None = None
        self._marks: list[QGraphicsItem] = []

    @property
    def session(self) -> GameSession:
        """The temporary session (never the game's)."""
        return self._preview

    def city_scene(self) -> CityScene:
        return self._scene

    def show_draft(self, game: Game, draft: Draft | None) -> None:
        """Show the game's copy with the player's city made from the draft (empty without one)."""
        self._draft = draft
        shown = game.copy()
        if draft is not None:
            replace_city(shown, self._player, draft.tiles())
        self._preview.replace_game(shown)
        self._mark(draft)
        self.fit()

    def _mark(self, draft: Draft | None) -> None:
        for item in self._marks:
            self._scene.removeItem(item)
        self._marks = []
        if draft is None:
            return
        cols, rows = draft.proposal.cols, draft.proposal.rows
        x0, y0 = draft.to_city((0, 0))
        extent = QRectF(x0 * CELL, y0 * CELL, cols * CELL, rows * CELL)
        self._add(extent, BLOCK_COLOUR, 1.5, Qt.PenStyle.DashLine)
        for block in draft.doubtful() + draft.unresolved():
            self._add(_inside(draft.to_city(block)), DOUBT_COLOUR, 3.5, Qt.PenStyle.DashLine)
        for block in draft.corrections:
            self._add(_inside(draft.to_city(block)), CORRECTED_COLOUR, 3.0, Qt.PenStyle.SolidLine)
        m = CELL / 2
        self._scene.setSceneRect(self._scene.sceneRect().united(extent.adjusted(-m, -m, m, m)))

    def _add(self, rect: QRectF, colour: QColor, width: float, style: Qt.PenStyle) -> None:
        item = QGraphicsRectItem(rect)
        pen = QPen(colour, width, style)
        pen.setCosmetic(True)
        item.setPen(pen)
        item.setZValue(20)
        item.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        self._scene.addItem(item)
        self._marks.append(item)

    def marked(self) -> int:
        """How many outlines are drawn (block, doubtful and corrected cells)."""
        return len(self._marks)

    def fit_rect(self) -> QRectF:
        return self._scene.sceneRect()

    def view_point(self, block: tuple[int, int]) -> QRectF:
        """The block cell's rectangle in viewport coordinates."""
        assert self._draft is not None
        return self.mapFromScene(cell_rect(self._draft.to_city(block))).boundingRect().toRectF()

    def mousePressEvent(self, event: QMouseEvent) -> None:
        if event.button() == Qt.MouseButton.LeftButton and self._draft is not None:
            block = self._draft.to_block(cell_at(self.mapToScene(event.position().toPoint())))
            if block is not None:
                self.cellClicked.emit(block[0], block[1], event.globalPosition().toPoint())
                event.accept()
                return
        super().mousePressEvent(event)
