"""The view of one city: zoom and pan, drops checked live, place by click, a keyboard cursor.

Mouse: the wheel zooms around the pointer (with a tile in hand that may lie turned, it turns
the tile; Ctrl and the wheel still zoom); dragging empty space (left button) or anything
(middle button) pans; dragging a built tile moves it (drags in and out: city_drops.py); with a
tile in hand (city_hand.py) a click on a lit cell builds it. Keyboard (city_keys.py): arrows
move the cell cursor, a tile code ("g8", "g8ne") and Enter builds it there, Escape clears the
code or lets go of the tile in hand, Delete (or Backspace with no code typed) moves the tile
under the cursor to the reserve.
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, QMimeData, QPoint, QPointF, QRectF, Qt, Signal
from PySide6.QtGui import (
    QContextMenuEvent,
    QDragEnterEvent,
    QDragLeaveEvent,
    QDragMoveEvent,
    QDropEvent,
    QKeyEvent,
    QMouseEvent,
    QMoveEvent,
    QPainter,
    QResizeEvent,
    QShowEvent,
    QWheelEvent,
)
from PySide6.QtWidgets import QGraphicsView, QMenu, QWidget

from ...app.change import Change
from ...app.session import GameSession
from ...engine import COORDINATE_LIMIT, ORIGIN, Cell, Tile
from ..paint.plain import PlainLabel
from ..paint.retranslating import Retranslating
from ..paint.tones import follow_palette, overlay_style
from ..tiles.mime import TileDrag
from ..tiles.tile_actions import TileActions
from .city_drops import CityDrops
from .city_edits import CityEditor
from .city_hand import HandPlacer
from .city_items import CELL, CURSOR_LINE, cell_at, cell_rect
from .city_keys import COMMAND_KEYS, CodeKeys
from .city_preview import CityAction
from .city_scene import CityScene
from .still_view import ROOM, StillKeeper
from .zoom_view import ZoomPanView

#: A wheel's notch (eighths of a degree): a quarter turn of a tile in hand.
WHEEL_NOTCH = 120
ARROWS = {
    Qt.Key.Key_Left: (-1, 0), Qt.Key.Key_Right: (1, 0), Qt.Key.Key_Up: (0, -1), Qt.Key.Key_Down: (0, 1),
}


class CityView(Retranslating, ZoomPanView):
    """Shows one player's CityScene and turns drops and keys into session edits."""

    #: What the hovered cell or the typed code would do ("" when nothing is previewed).
    hoverInfo = Signal(str)
    #: An edit was refused: the sentence, and the "… anyway" button text ("" if it cannot be forced).
    refused = Signal(str, str)
    #: An edit went through: a refusal shown before is no longer current.
    refusalCleared = Signal()

    def __init__(self, session: GameSession, player: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        # The note at the bottom left (first: setting the scene up scrolls, which places it).
        self._overlay = PlainLabel(self.viewport())
        self._noting = False  # the overlay holds the note of what was just done
        self._overlay.setObjectName("cityOverlay")
        follow_palette(self._overlay, overlay_style)
        self._overlay.setWordWrap(True)
        self._overlay.setAttribute(Qt.WidgetAttribute.WA_TransparentForMouseEvents)
        self._overlay.hide()
        self._session = session
        self._player = player
        self._scene = CityScene(session, player, self)
        self.setScene(self._scene)
        # a still view: the cells keep their place on screen
        self.still = StillKeeper(self, self._scene.city_rect, lambda: self.view_point(self._cursor),
                                 lambda: self._fitted)
        self.setRenderHints(QPainter.RenderHint.Antialiasing | QPainter.RenderHint.TextAntialiasing)
        self.setDragMode(QGraphicsView.DragMode.ScrollHandDrag)
        self.setTransformationAnchor(QGraphicsView.ViewportAnchor.AnchorUnderMouse)
        # The city stays where it is on screen when the view's edges move (a dock widens, the
        # header takes a second line): StillKeeper.keep_on_screen scrolls by what moved.
        self.setResizeAnchor(QGraphicsView.ViewportAnchor.NoAnchor)
        self.setAcceptDrops(True)
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        # A still view: the area is every cell a city may reach, so a change of the city never
        # re-centres it; no scrollbars (pan by dragging, zoom with the wheel, Ctrl+0 fits).
        reach = (COORDINATE_LIMIT + 2) * CELL
        self.setSceneRect(QRectF(-reach, -reach, 2 * reach, 2 * reach))
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.dragging = False  # a real drag is over the view
        self.viewport().setMouseTracking(True)  # the tile in hand follows the pointer
        self.editor = CityEditor(session, player, self)
        self.editor.refused.connect(self.refused)
        self.editor.refusalCleared.connect(self.refusalCleared)
        self.editor.refusedCellChanged.connect(self._scene.show_refused)
        self._fitted = False
        self._cursor = self._start_cell()
        self.keys = CodeKeys(self, self)
        self.placer = HandPlacer(self, self)
        self.drops = CityDrops(self, self.placer, self)
        self._wheel_turn = 0  # a touchpad's small wheel steps, until a notch's worth
        self._scene.cursor_frame.show_at(self._cursor, CURSOR_LINE)
        self._scene.cellPressed.connect(self._on_cell_pressed)
        self._scene.dragRequested.connect(self.start_drag)
        self._scene.rendered.connect(self.still.after_render)
        session.changed.connect(self._on_changed)
        session.historyChanged.connect(self._on_history)

    # ---- reading --------------------------------------------------------------------------
    @property
    def player(self) -> str:
        return self._player

    @property
    def session(self) -> GameSession:
        return self._session

    def city_scene(self) -> CityScene:
        return self._scene

    def overlay_text(self) -> str:
        """What the overlay says now ("" when it is hidden)."""
        return self._overlay.text()

    def typed_code(self) -> str:
        return self.keys.code

    def type_code(self, code: str) -> None:
        """Set the typed tile code and preview it at the cursor."""
        self.keys.type(code)

    def build_here(self, tile: Tile) -> bool:
        """Build a tile picked elsewhere at the cursor (city_keys.CodeKeys.build_here)."""
        return self.keys.build_here(tile)

    def can_force(self) -> bool:
        return self.editor.can_force()

    def fit_rect(self) -> QRectF:
        """The city and its frontier (what ``fit`` shows), and for a small city the room to
        grow: at least ``ROOM`` × ``ROOM`` cells round its middle, so that the first tiles are
        placed without the view changing."""
        city = self._scene.city_rect().adjusted(-CELL / 4, -CELL / 4, CELL / 4, CELL / 4)
        room = QRectF(0, 0, ROOM * CELL, ROOM * CELL)
        room.moveCenter(city.center())
        return city.united(room)

    @property
    def fitted(self) -> bool:
        """Whether the view has been fitted once (it is then kept still: still_view.py)."""
        return self._fitted

    def _retranslate(self) -> None:
        self._scene.refresh(reword=True)  # its tiles' tooltips, its marks' words; the pictures stay
        # The overlay's note in the words of before (what was just done, a verdict) goes;
        # a typed code's verdict is said again in the new words.
        self.show_info(self.keys.text() if self.keys.code else "")

    def showEvent(self, event: QShowEvent) -> None:
        self._scene.catch_up()  # a counts-only player's city, shown again
        super().showEvent(event)
        if not self._fitted:
            self._fitted = True
            self.fit()
        self.still.forget_corner()
        self.placer.sync()  # the tile in hand may have changed while another city was shown

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self.still.keep_on_screen(event.oldSize() if event.oldSize().isValid() else None)
        self._place_overlay()

    def scrollContentsBy(self, dx: int, dy: int) -> None:
        """Scrolling moves the viewport's children with the scene: the note stays put."""
        super().scrollContentsBy(dx, dy)
        if self._overlay.isVisible():
            self._place_overlay()

    def moveEvent(self, event: QMoveEvent) -> None:
        super().moveEvent(event)
        self.still.keep_on_screen()

    # ---- the overlay ---------------------------------------------------------------------------
    def show_info(self, text: str) -> None:
        """What the overlay says: a verdict, a typed code's, or (``show_note``) what was done."""
        self._noting = False
        self._overlay.setText(text)
        self._overlay.setVisible(bool(text))
        self._place_overlay()
        self.hoverInfo.emit(text)

    def show_note(self, text: str) -> None:
        """What was just done ("Place Garden 8 at (1, 0) in Anna's city"): the note belongs
        to that action and goes with the next change of the game, wherever it is made."""
        self.show_info(text)
        self._noting = bool(text)

    def _place_overlay(self) -> None:
        area = self.viewport().rect()
        natural = self._overlay.fontMetrics().horizontalAdvance(self._overlay.text()) + 24
        self._overlay.setFixedWidth(min(natural, max(120, min(560, area.width() - 16))))
        self._overlay.adjustSize()
        self._overlay.move(8, max(8, area.height() - self._overlay.height() - 8))

    # ---- dropping tiles (city_drops.CityDrops) ---------------------------------------------------
    def cell_at_view(self, point: QPointF | QPoint) -> Cell:
        point = point.toPoint() if isinstance(point, QPointF) else point
        return cell_at(self.mapToScene(point))

    def view_point(self, cell: tuple[int, int]) -> QPoint:
        """The centre of a cell in viewport coordinates (where a drop on it lands)."""
        return self.mapFromScene(cell_rect(cell).center())

    def dragEnterEvent(self, event: QDragEnterEvent) -> None:
        self.drops.enter(event)

    def dragMoveEvent(self, event: QDragMoveEvent) -> None:
        self.drops.move(event)

    def dragLeaveEvent(self, event: QDragLeaveEvent) -> None:
        self.drops.leave(event)

    def dropEvent(self, event: QDropEvent) -> None:
        self.drops.drop(event)

    def hover_at(self, cell: Cell | None) -> None:
        self.drops.hover_at(cell)

    def hover_ended(self) -> None:
        """No tile is previewed any more: the overlay says the typed code, if any."""
        self.drops.hover_cell = None
        self.show_info(self.keys.text() if self.keys.code else "")

    # ---- place by click (city_hand.HandPlacer) ------------------------------------------------
    def mouseMoveEvent(self, event: QMouseEvent) -> None:
        self.still.pointer = event.position().toPoint()
        self.placer.move(event)
        super().mouseMoveEvent(event)

    def mousePressEvent(self, event: QMouseEvent) -> None:
        self.still.pointer = event.position().toPoint()
        self.placer.press(event)
        super().mousePressEvent(event)

    def mouseReleaseEvent(self, event: QMouseEvent) -> None:
        self.still.pointer = event.position().toPoint()
        super().mouseReleaseEvent(event)
        self.placer.release(event)

    def wheelEvent(self, event: QWheelEvent) -> None:
        """With a tile in hand that may lie turned, the wheel turns it (a notch a quarter turn,
        away from the player clockwise); Ctrl and the wheel, or no such tile, zoom."""
        steps = self._turn_steps(event)
        if steps is None:
            super().wheelEvent(event)
            return
        if steps:
            self.placer.hand.turn(steps)
        event.accept()

    def _turn_steps(self, event: QWheelEvent) -> int | None:
        """The quarter turns a wheel event gives the tile in hand (None: the wheel zooms).
        A wheel that sends small steps (a touchpad) turns once per notch's worth."""
        if event.modifiers() & Qt.KeyboardModifier.ControlModifier or not self.placer.hand.can_turn():
            return None
        self._wheel_turn += event.angleDelta().y()
        steps = int(self._wheel_turn / WHEEL_NOTCH)
        self._wheel_turn -= steps * WHEEL_NOTCH
        return -steps  # the wheel turned towards the player (negative) turns clockwise

    def leaveEvent(self, event: QEvent) -> None:
        self.still.pointer = None
        self.placer.leave()
        super().leaveEvent(event)

    # ---- edits through the session (city_edits.CityEditor) --------------------------------------
    def perform(self, action: CityAction, *, force: bool = False) -> bool:
        """Hand one edit to the session; a refusal is reported through ``refused``."""
        return self.editor.perform(action, force=force)

    def force_last(self) -> bool:
        """Repeat the last refused edit, knowing it breaks the rules ("Place anyway")."""
        self.keys.clear()
        return self.editor.force_last()

    def refuse(self, text: str, action: CityAction | None) -> None:
        self.editor.refuse(text, action)

    # ---- dragging a built tile (city_drops.CityDrops) --------------------------------------------
    def drag_payload(self, cell: tuple[int, int]) -> TileDrag | None:
        return self.drops.payload(cell)

    def mime_for(self, cell: tuple[int, int]) -> QMimeData | None:
        return self.drops.mime(cell)

    def start_drag(self, cell: Cell) -> Qt.DropAction:
        return self.drops.start(cell)

    # ---- keyboard ------------------------------------------------------------------------------------
    def cursor_cell(self) -> Cell:
        return self._cursor

    def set_cursor(self, cell: tuple[int, int], *, scroll: bool = True) -> None:
        """Move the keyboard cursor; it stops at the limits a city may reach. The view scrolls
        to show it, unless the cell was clicked (``scroll`` False: it is under the pointer, and
        a view that moved under a press would take its release for another cell)."""
        limit = COORDINATE_LIMIT
        self._cursor = Cell(max(-limit, min(limit, cell[0])), max(-limit, min(limit, cell[1])))
        self._scene.cursor_frame.show_at(self._cursor, CURSOR_LINE)
        if scroll:
            self.ensureVisible(cell_rect(self._cursor), 16, 16)
        if self.keys.code:
            self.keys.type(self.keys.code)  # the code's verdict and ghost at the new cell
        self.placer.follow_cursor()

    def _start_cell(self) -> Cell:
        city = self._scene.city()
        frontier = city.facts.frontier if city is not None else ()
        return frontier[0] if frontier else Cell(1, 0)

    def _on_history(self) -> None:
        """Any edit, undo or redo: a code typed before it is not what the player means now."""
        self.keys.clear()

    def _on_changed(self, change: Change) -> None:
        if self._noting:  # the last action's note goes with the next change
            self.show_info("")
        if not change.replaced:
            return
        self.keys.code = ""
        self.editor.clear()
        self.show_info("")
        self.set_cursor(self._start_cell())
        if self.isVisible():
            self.fit()

    def _on_cell_pressed(self, cell: Cell) -> None:
        self.setFocus(Qt.FocusReason.MouseFocusReason)
        self.set_cursor(cell, scroll=False)

    def tile_actions(self, cell: tuple[int, int]) -> TileActions:
        """The module actions on the tile on ``cell`` (refusals go to the banner)."""
        return TileActions(self._session, self._player, Cell(*cell),
                           lambda what, run: self.editor.attempt(run, what))

    def context_menu(self, cell: tuple[int, int]) -> QMenu:
        """The menu of the tile on ``cell``: the modules' actions, and back to the reserve."""
        menu = QMenu(self)
        self.tile_actions(cell).add_to(menu)
        city = self._scene.city()
        if city is not None and Cell(*cell) != ORIGIN and city.get(cell) is not None:
            if menu.actions():
                menu.addSeparator()
            back = menu.addAction(self.tr("Move to the reserve"))
            back.setShortcut("Del")
            back.setShortcutVisibleInContextMenu(True)
            back.triggered.connect(lambda _=False: self.perform(CityAction("unbuild", Cell(*cell))))
        return menu

    def contextMenuEvent(self, event: QContextMenuEvent) -> None:
        mouse = event.reason() == QContextMenuEvent.Reason.Mouse
        cell = self.cell_at_view(event.pos()) if mouse else self._cursor
        if mouse:
            self.set_cursor(cell, scroll=False)
        menu = self.context_menu(cell)
        if menu.actions():
            where = event.globalPos() if mouse else self.viewport().mapToGlobal(self.view_point(cell))
            menu.exec(where)
        menu.deleteLater()
        event.accept()

    def keyPressEvent(self, event: QKeyEvent) -> None:
        key = event.key()
        command = bool(event.modifiers() & COMMAND_KEYS)
        if self.tile_actions(self._cursor).handle_key(event):
            pass
        elif key in ARROWS and not command:
            dx, dy = ARROWS[Qt.Key(key)]
            self.set_cursor((self._cursor.x + dx, self._cursor.y + dy))
        elif not self.keys.handle(event):
            super().keyPressEvent(event)
            return
        event.accept()
