"""One player's city as a QGraphicsScene, rendered from the session on every change.

During a drag the scene also shows the preview (city_preview.py): the legal cells in green
and a green or red frame on the cell under the pointer. While a module's number of this
player is selected in the scoreboard (score/term_focus.py), what earned it is highlighted.
"""

from __future__ import annotations

from collections import defaultdict

from PySide6.QtCore import QObject, QPoint, QRect, QRectF, Qt, Signal
from PySide6.QtGui import QPainter
from PySide6.QtWidgets import QApplication, QGraphicsItem, QGraphicsScene, QGraphicsSceneMouseEvent

from ...app import labels
from ...app.change import Change
from ...app.session import GameSession
from ...engine import (
    FOUNTAIN,
    NO_MARKS,
    ORIGIN,
    Cell,
    City,
    Marks,
    Move,
    PlayerError,
    Tile,
    Variant,
    Violation,
)
from ..modules.facets import CityPart, OverlayItem, TermHighlighter
from ..modules.highlight import Highlight
from ..modules.registry import parts_with
from ..paint.theme import scene_tones
from ..score.term_focus import TermFocus
from ..tiles.mime import TileDrag
from ..tiles.tile_actions import marks_lines
from .city_items import (
    CELL,
    ILLEGAL_LINE,
    Z_CURSOR,
    Z_GRID,
    Z_OVERLAY,
    Z_PROBLEM,
    CellSetItem,
    FrameItem,
    ProblemItem,
    TileItem,
    cell_at,
    cell_rect,
    spare_items,
)
from .city_preview import DragPreview, Verdict
from .drag_show import DragShow
from .highlight_item import HighlightItem
from .wall_item import WallItem


class CityScene(QGraphicsScene):
    """The city of one player: tiles, fountain, frontier grid, the longest wall, red problems."""

    #: Emitted after every re-render from the session.
    rendered = Signal()
    #: A cell was pressed with the mouse (the view moves its keyboard cursor there).
    cellPressed = Signal(object)
    #: A built tile was pressed and dragged far enough: the view starts a QDrag for it.
    dragRequested = Signal(object)

    def __init__(self, session: GameSession, player: str, parent: QObject | None = None,
                 *, interactive: bool = True, show_grid: bool = True) -> None:
        super().__init__(parent)
        self._session = session
        self._player = player
        self._interactive = interactive
        self._content: list[QGraphicsItem] = []
        self._overlays: list[OverlayItem] = []
        self._press: tuple[Cell, QPoint] | None = None
        self._grid = CellSetItem("grid_fill", "grid_line", Z_GRID, inset=2.0, dashed=True)
        self._grid.setVisible(show_grid)
        self.addItem(self._grid)
        self._drag = DragShow(self)  # the tile in hand: its lit cells, frame and ghost
        self.hover_frame, self.ghost = self._drag.hover_frame, self._drag.ghost
        self._wall_hints = self._drag.wall_hints
        self.cursor_frame = FrameItem(Z_CURSOR, CELL * 0.045, dashed=True)
        self.refused_frame = FrameItem(Z_PROBLEM, CELL * 0.07)
        self._wall = WallItem()  # the longest wall: set anew on each render (only what changed repaints)
        for item in (self.cursor_frame, self.refused_frame, self._wall):
            self.addItem(item)
        self._term: HighlightItem | None = None
        self._worded_for: tuple[str, ...] | None = None  # the modules the tooltips were worded with
        self._stale = False  # changes came while every view of it was hidden (_put_away)
        self._round: int | None = None  # the scoring due when drawn: the modules' marks follow it
        self._focus = TermFocus.of(session)
        self._focus.changed.connect(self._show_term)
        session.changed.connect(self._on_changed)
        self.refresh()

    # ---- reading -----------------------------------------------------------------------
    @property
    def player(self) -> str:
        return self._player

    @property
    def session(self) -> GameSession:
        return self._session

    def city(self) -> City | None:
        """The city as the session has it now (None if the player left the game)."""
        try:
            return self._session.game.player(self._player).city
        except PlayerError:
            return None

    def tile_items(self) -> list[TileItem]:
        return [item for item in self._content if isinstance(item, TileItem)]

    def tile_item(self, cell: tuple[int, int]) -> TileItem | None:
        return next((i for i in self.tile_items() if i.cell == Cell(*cell)), None)

    def wall_item(self) -> WallItem | None:
        """The longest wall drawn (None: the city has none)."""
        return self._wall if self._wall.segments else None

    def problem_items(self) -> list[ProblemItem]:
        return [item for item in self._content if isinstance(item, ProblemItem)]

    def overlay_items(self) -> list[QGraphicsItem]:
        """What the modules in play draw over the city (gates on their edges, …)."""
        return list(self._overlays)

    def aided_spots(self) -> tuple[tuple[Cell, Move], ...]:
        """While a tile is in hand: the cells it fits only with a module's help, and that help."""
        return self._drag.aided_spots()

    def term_highlight(self) -> Highlight | None:
        """What earned the module's number selected in the scoreboard, if it is this player's."""
        return self._term.highlight if self._term is not None else None

    def grid_cells(self) -> tuple[Cell, ...]:
        return self._grid.cells if self._grid.isVisible() else ()

    def highlighted_cells(self) -> tuple[Cell, ...]:
        return self._drag.highlight.cells

    def wall_hints(self) -> dict[Cell, int]:
        """While a tile is dragged or in hand: the longest wall each lit cell would give."""
        return self._wall_hints.hints

    def refused_cell(self) -> Cell | None:
        """The cell of the refusal shown (framed in red), or None."""
        return self.refused_frame.cell

    def show_refused(self, cell: Cell | None) -> None:
        """Frame the cell a refusal is about (its sentence names no coordinates); None: no frame."""
        self.refused_frame.show_at(cell, ILLEGAL_LINE, "refused_fill")

    def city_rect(self) -> QRectF:
        """The built cells and, when shown, the frontier around them (what "fit" shows)."""
        rect = QRectF()
        for item in self.tile_items():
            rect = rect.united(item.sceneBoundingRect())
        for cell in self.grid_cells():
            rect = rect.united(cell_rect(cell))
        return rect

    # ---- rendering ------------------------------------------------------------------------
    def drawBackground(self, painter: QPainter, rect: QRectF | QRect) -> None:
        """The paper in the theme's tone as it is now: a view painted after a switch of View ▸
        Theme (or of the desktop's palette) shows the new one, as do the items, which ask
        for their tones when they paint (tiles keep their printed colours)."""
        # Drawn, not fillRect: PySide's fillRect (any of its forms) and QBrush(QColor) make
        # the QGradient class on their first call, its 169 presets each an enum member (issue 31).
        painter.save()
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(scene_tones().paper)
        painter.drawRect(rect)
        painter.restore()

    def _on_changed(self, change: Change) -> None:
        if change.replaced:
            self.end_drag()
        if change.touches_city(self._player) or self._round != self._session.game.next_round:
            if self._put_away():
                self._stale = True  # drawn when a view shows it again (catch_up)
            else:
                self.refresh()

    def _put_away(self) -> bool:
        """Whether every view of the scene was hidden on purpose (a counts-only player's city,
        kept as it was while the typed counts score): a typed count changes nothing it shows.
        (A city on a tab behind another is not hidden on purpose: it is drawn.)"""
        views = self.views()
        return bool(views) and all(view.isHidden() for view in views)

    def catch_up(self) -> None:
        """A view shows the scene again: the changes made while it was put away drawn."""
        if self._stale:
            self.refresh()

    def refresh(self, *, reword: bool = False) -> None:
        """Draw the city again from the session (on every change of this player's city). A
        tile drawn as before keeps its item, and so the picture cached of it: only what
        changed is painted again (the tiles an edit touched, the wall's segments that came
        or went, the marks). A tile kept keeps its tooltip too, unless the modules in play
        changed (their words for its marks) or ``reword`` (another language)."""
        self._stale = False
        self._round = self._session.game.next_round
        kept: dict[tuple[object, ...], TileItem] = {}
        kept_overlays: dict[object, OverlayItem] = {}
        city = self.city()
        for item in self._content:
            if isinstance(item, TileItem):
                kept[item.key()] = item
            elif isinstance(item, OverlayItem) and item.overlay_key not in kept_overlays:
                kept_overlays[item.overlay_key] = item
            else:
                self.removeItem(item)
        self._content = []
        self._overlays = []
        if city is None:
            self._grid.set_cells(())
            self._wall.set_segments(())
        else:
            self._render_city(city, self._session.game.variant, kept, reword, kept_overlays)
        for item in [*kept.values(), *kept_overlays.values()]:  # no longer there, or drawn otherwise
            self.removeItem(item)
        if self._drag.preview is not None:
            self.begin_drag(self._drag.preview.drag)
        self._show_term()
        margin = CELL
        self.setSceneRect(self.city_rect().adjusted(-margin, -margin, margin, margin))
        self.rendered.emit()

    def _show_term(self) -> None:
        """Highlight what earned the selected number, when it is one of this player's: the
        part of the module that answers for its key says what (its term's, or a building
        type's that its pieces add to)."""
        if self._term is not None:
            self.removeItem(self._term)
            self._term = None
        key, game = self._focus.key, self._session.game
        if self._focus.player != self._player or key is None or self._player not in game.names:
            return
        found = next((shown for _, ui in parts_with(TermHighlighter, game.ruleset.modules)
                      if (shown := ui.term_highlight(game, self._player, key)) is not None), None)
        if found is not None and found.marks:
            self._term = HighlightItem(found)
            self.addItem(self._term)

    def _render_city(self, city: City, variant: Variant, kept: dict[tuple[object, ...], TileItem],
                     reword: bool, kept_overlays: dict[object, OverlayItem]) -> None:
        modules = self._session.game.ruleset.module_ids
        reword = reword or modules != self._worded_for
        self._worded_for = modules
        built = [(ORIGIN, FOUNTAIN, NO_MARKS), *((cell, tile, city.marks(cell)) for cell, tile in city)]
        wanted = {TileItem.key_of(cell, tile, variant, marks) for cell, tile, marks in built}
        spare = spare_items(kept, wanted)
        for cell, tile, marks in built:
            self._add_tile(kept, cell, tile, variant, marks, reword, spare)
        for _, ui in parts_with(CityPart, self._session.game.ruleset.modules):
            for item in ui.city_items(self._session.game, self._player, cell_rect):
                self._overlays.append(self._overlay(item, kept_overlays))
        self._grid.set_cells(city.facts.frontier)
        self._wall.set_segments(city.wall_run().segments)
        problems: dict[Cell, list[Violation]] = defaultdict(list)
        for violation in city.violations():
            problems[violation.cell].append(violation)
        for cell, found in problems.items():
            self._add(ProblemItem(cell, labels.problem_lines(cell, found, variant, city)))

    def _overlay(self, item: OverlayItem, kept: dict[object, OverlayItem]) -> OverlayItem:
        """A module's item over the city: the one drawn before if it draws the same (its
        ``overlay_key``: neither taken out of the scene nor painted again), else ``item``."""
        if (before := kept.pop(item.overlay_key, None)) is not None:
            self._content.append(before)
            return before
        item.setZValue(max(item.zValue(), Z_OVERLAY))
        self._add(item)
        return item

    def _add(self, item: QGraphicsItem) -> None:
        self.addItem(item)
        self._content.append(item)

    def _add_tile(self, kept: dict[tuple[object, ...], TileItem], cell: Cell, tile: Tile, variant: Variant,
                  marks: Marks, reword: bool, spare: dict[tuple[object, ...], list[TileItem]]) -> None:
        """The tile's item as it was drawn before (its tooltip worded again if ``reword``),
        else the item of the same drawing on a cell that no longer holds it, moved here (a
        tile moved in its city keeps its item and cached picture: it is not painted anew),
        else a new one."""
        item = kept.pop(TileItem.key_of(cell, tile, variant, marks), None)
        if item is None and (moved := spare.get(TileItem.drawing_of(tile, variant, marks))):
            item = moved.pop()
            del kept[item.key()]
            item.move_to(cell)
        if item is None:
            self._add(TileItem(cell, tile, variant, self._tooltip(variant, tile, marks), marks))
            return
        if reword:
            tip = self._tooltip(variant, tile, marks)
            if item.toolTip() != tip:
                item.setToolTip(tip)
        self._content.append(item)

    def _tooltip(self, variant: Variant, tile: Tile, marks: Marks) -> str:
        """A tile's tooltip names the tile and its marks, not its cell: the pointer is on it."""
        return "\n".join([labels.tile_long_label(variant, tile), *marks_lines(self._session, marks)])

    # ---- drag preview (drag_show.py) ---------------------------------------------------------
    @property
    def preview(self) -> DragPreview | None:
        return self._drag.preview

    def begin_drag(self, drag: TileDrag) -> DragPreview | None:
        """Work out the legal cells for the dragged tile and highlight them."""
        city = self.city()
        self._drag.begin(None if city is None else DragPreview(self._session.game, self._player, drag))
        for item in self.tile_items():
            item.setOpacity(0.35 if drag.source == "city" and item.cell == drag.cell else 1.0)
        return self._drag.preview

    def wall_figures_pending(self) -> bool:
        """Whether lit cells still wait for their wall figures."""
        return self._drag.figures_pending()

    def hover_none(self) -> None:
        """The pointer is over no cell: no frame, no ghost."""
        self._drag.hover_none()

    def wall_hints_shown(self) -> dict[Cell, int]:
        """The wall numbers drawn now (none under the ghost)."""
        return self._wall_hints.shown()

    def hover(self, cell: Cell) -> Verdict | None:
        """The verdict for the cell under the pointer, shown by a green or red frame."""
        return self._drag.hover(cell)

    def end_drag(self) -> None:
        self._drag.end()
        for item in self.tile_items():
            item.setOpacity(1.0)

    # ---- mouse: press a built tile and drag it ---------------------------------------------------
    def mousePressEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        if not self._interactive:
            event.ignore()
            return
        cell = cell_at(event.scenePos())
        self.cellPressed.emit(cell)
        city = self.city()
        # Only the left button drags a tile: a right press opens the context menu, which takes
        # the release, so a press kept from it would start a drag at the next move.
        left = event.button() == Qt.MouseButton.LeftButton
        if left and city is not None and cell != ORIGIN and cell in city:
            self._press = (cell, event.screenPos())
            event.accept()
        else:
            self._press = None
            event.ignore()  # the view pans (ScrollHandDrag)

    def mouseMoveEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        if self._press is None or not event.buttons() & Qt.MouseButton.LeftButton:
            self._press = None  # the button went up where this scene did not see it
            event.ignore()
            return
        cell, start = self._press
        if (event.screenPos() - start).manhattanLength() >= QApplication.startDragDistance():
            self._press = None
            self.dragRequested.emit(cell)
        event.accept()

    def mouseReleaseEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        self._press = None
        event.ignore()
