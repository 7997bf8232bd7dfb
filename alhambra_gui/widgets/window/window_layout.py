"""Where the main window opens and how its docks share the room.

The first time the window takes 90 % of the screen's available area, centred, so that a
1280×720 laptop (or 2560×1600 at 200 %) shows all of it; afterwards it opens as it was left
(``saveGeometry``, restored before it is shown) with its docks as they were
(``saveState``, restored once the docks exist, right after the first paint). The reserves
are as tall as their tiles need, as long as the scoreboard keeps what it needs below them
(``column_heights``). The column of the scoreboard grows as wide as its tables need to show
every column without a sideways scroll (longer words in German, a sixth player) while the
city keeps enough room, and the palette as wide as its filter's examples need, up to a share
of the window.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from PySide6.QtCore import QEvent, QObject, QPoint, QRect, QSize, Qt, QTimer, SignalInstance
from PySide6.QtWidgets import QDockWidget, QMainWindow, QTabWidget, QVBoxLayout, QWidget

from ...app import settings
from ..shared.column_scroll import ColumnScroll
from .column_heights import fit_if_shown
from .dock_room import DockRoom, docked

if TYPE_CHECKING:
    from ...app.change import Change
    from ..tiles.palette_groups import GroupHeader

#: The share of the screen's available width and height the window takes the first time.
SCREEN_SHARE = 0.9
#: The palette's width, and the widest the column of the reserves and the scoreboard gets.
PALETTE_WIDTH = 270
SIDE_WIDTH = 470
#: The narrowest that column gets (the scoreboard then heads its columns with letters).
SIDE_MIN_WIDTH = 360
#: The widest share of the window the palette takes for its filter's examples; the least
#: width the city keeps when the docks widen for their texts.
PALETTE_MAX_SHARE = 0.25
CITY_MIN_WIDTH = 400
#: The tiles in a row the palette keeps room for (a type's tiles in two or three rows).
PALETTE_COLUMNS = 5


def first_geometry(available: QRect, share: float = SCREEN_SHARE) -> QRect:
    """The window's first rectangle on a screen: ``share`` of its available area, centred."""
    size = QSize(int(available.width() * share), int(available.height() * share))
    rect = QRect(QPoint(0, 0), size)
    rect.moveCenter(available.center())
    return rect


def column(*widgets: QWidget) -> QWidget:
    """The window's middle: widgets one above the other, a tab widget taking the height."""
    central = QWidget()
    layout = QVBoxLayout(central)
    layout.setContentsMargins(0, 0, 0, 0)
    layout.setSpacing(0)
    for widget in widgets:
        layout.addWidget(widget, 1 if isinstance(widget, QTabWidget) else 0)
    return central


def place(window: QMainWindow) -> None:
    """Before the window is first shown: as it was left, or sized to its screen."""
    saved = settings.window_geometry.get()
    if saved and window.restoreGeometry(saved):
        return
    window.setGeometry(first_geometry(window.screen().availableGeometry()))


def restore_docks(window: QMainWindow) -> bool:
    """The docks as they were left (once they exist); False when nothing was saved."""
    saved = settings.window_state.get()
    return bool(saved) and window.restoreState(saved)


def share_width(room: DockRoom) -> None:
    """The palette on the left, the reserves and the scoreboard on the right, the city between."""
    side = max(SIDE_MIN_WIDTH, min(SIDE_WIDTH, int(room.window.width() * 0.36)))
    room.window.resizeDocks([room.palette_dock, room.reserves], [PALETTE_WIDTH, side],
                            Qt.Orientation.Horizontal)
    fit_docks(room)


def fit_docks(room: DockRoom) -> None:
    """Widen the palette to show its filter's examples whole (up to ``PALETTE_MAX_SHARE`` of
    the window), and the scoreboard's column to what its tables need, as long as the city
    keeps ``CITY_MIN_WIDTH``: longer words in German, Chinese punctuation, a sixth player's
    column. A dock goes back towards the width it had before it was widened when its texts
    need less (``DockFitter``), never below it (the user may want it wide)."""
    for dock, need, most in dock_needs(room):
        _widen(room, dock, need - dock.width(), most)
    fitter = room.window.findChild(DockFitter)
    if fitter is not None:  # once the tables are laid out at these widths, they may want more
        fitter.request()


def dock_needs(room: DockRoom) -> list[tuple[QDockWidget, int, int]]:
    """Each fitted dock, the width its texts need (whatever its width now) and the most it
    may take: the palette first, so that the scoreboard widens into what the city spares,
    never into the palette's tiles."""
    _settle(room.window)  # the docks and their pages at the sizes just given
    palette, board = room.palette_dock, room.scoreboard
    most = int(room.window.width() * PALETTE_MAX_SHARE)
    return [(palette, palette_need(palette, most), most),
            (board, board.width() + tables_shortfall(board.tabs), room.window.width())]


def tables_shortfall(tabs: QTabWidget) -> int:
    """How many pixels the tab widget is short of showing each page's table without a
    sideways scroll (below 0: all of them fit with that much to spare). Measured against the
    page shown: Qt lays out only that one, the others keep the size they had."""
    from ..score.score_table import ScoreTable

    shown = tabs.currentWidget()
    if shown is None:
        return 0
    short: int | None = None
    for index in range(tabs.count()):
        page = tabs.widget(index)
        table = page if isinstance(page, ScoreTable) else page.findChild(ScoreTable) if page else None
        if page is None or table is None:
            continue
        layout = page.layout() if page is not table else None
        margins = layout.contentsMargins() if layout is not None else None
        around = margins.left() + margins.right() if margins is not None else 0
        need = table.needed_width() + around - shown.width()
        short = need if short is None else max(short, need)
    return short or 0

def palette_need(palette: QDockWidget, most: int) -> int:
    """The palette's width that shows ``PALETTE_COLUMNS`` tiles a row, every type's header
    whole and the filter's examples (longer in some languages, and in Granada). A header that
    would not stand on one line even at the palette's ``most`` wraps anyway: it asks only for
    its longest word. (An English Granada palette asked for its "Residential area (Re) — 12
    of 12 free", got 288 px of the 294, wrapped it all the same, and stood 18 px wider than in
    German and Chinese.)"""
    from ..paint.text_room import placeholder_width
    from ..tiles.palette import PaletteDock

    body = palette.widget()
    if not isinstance(palette, PaletteDock) or body is None or not palette.chips():
        return palette.width()
    scroll = palette.scroll_area
    chip = palette.chips()[0]
    holder = chip.parentWidget()
    flow = holder.layout() if holder is not None else None
    gap = flow.spacing() if flow is not None else 0
    row = PALETTE_COLUMNS * chip.width() + (PALETTE_COLUMNS - 1) * gap
    beside = scroll.verticalScrollBar().sizeHint().width() + 2 * scroll.frameWidth()
    layout = body.layout()
    margins = layout.contentsMargins().left() + layout.contentsMargins().right() if layout else 0
    outside = palette.width() - body.width() + margins
    line = most - outside - beside  # the most a header's line may take
    headers = max(_header_need(palette.group_header(t), line) for t in palette.group_names())
    room = max(max(row, headers) + beside, placeholder_width(palette.filter_edit))
    return outside + room


def _header_need(header: GroupHeader, room: int) -> int:
    """A type's header on one line where it fits in ``room``, else wrapped: its longest word."""
    whole = header.one_line_width()
    return whole if whole <= room else header.minimumSizeHint().width()


def _widen(room: DockRoom, dock: QDockWidget, short: int, most: int) -> None:
    """Widen ``dock`` by ``short`` (up to ``most``) out of what the city spares. The palette
    may also take back what the scoreboard's column holds above its least width: its tiles
    come first; and whichever dock widens, the palette keeps what it had."""
    if short <= 0 or not docked(dock):
        return
    fitter = room.window.findChild(DockFitter)
    if fitter is not None:
        fitter.widened(dock)
    city = room.window.centralWidget()
    spare = city.width() - max(CITY_MIN_WIDTH, city.minimumSizeHint().width()) if city is not None else 0
    palette, board = room.palette_dock, room.scoreboard
    if dock is palette and docked(board):
        above_least = board.width() - max(SIDE_MIN_WIDTH, board.minimumWidth())
        from_board = max(0, min(short - max(spare, 0), above_least))
        wanted = min(dock.width() + max(spare, 0) + from_board, dock.width() + short, most)
        if wanted > dock.width():
            room.window.resizeDocks([dock, board], [wanted, board.width() - from_board],
                                    Qt.Orientation.Horizontal)
            _settle(room.window)
        return
    wanted = min(dock.width() + short, dock.width() + spare, most)
    if wanted > dock.width():
        kept = palette.width()
        room.window.resizeDocks([dock], [wanted], Qt.Orientation.Horizontal)
        _settle(room.window)
        if dock is not palette and palette.width() < kept and docked(palette):
            given = kept - palette.width()  # Qt took it from the palette: back, from this dock
            room.window.resizeDocks([palette, dock], [kept, dock.width() - given], Qt.Orientation.Horizontal)
            _settle(room.window)


def _settle(window: QMainWindow) -> None:
    layout = window.layout()
    if layout is not None:
        layout.activate()


class DockFitter(QObject):
    """Fits the docks' widths once a burst of changes is over (``request``), while the
    window is shown. A dock the user resized (by dragging a separator of the window: a press
    on the window itself, between its docks) stays as the user left it until another game
    is shown; a dock the layout squeezed (the overview's cities wanting room) is fitted
    again, for example when a city is shown again."""

    def __init__(self, room: DockRoom) -> None:
        super().__init__(room.window)
        self._room = room
        self._by_hand: set[str] = set()
        #: Each dock the layout widened for its texts, with the width it had before.
        self._before_widened: dict[str, int] = {}
        self._pressed: dict[str, int] | None = None  # the docks' widths when a drag began
        #: What the last fit measured and left: the palette's headers (the tables say when
        #: they want more room) and the room (``_room_now``).
        self._fitted: tuple[tuple[object, ...], tuple[object, ...]] | None = None
        self._asked = False
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.setInterval(0)
        self._timer.timeout.connect(self._fit)
        room.window.installEventFilter(self)

    def request(self, *_args: object) -> None:
        self._asked = True
        self._timer.start()

    def fit_now(self) -> None:
        """Fit at once: a table found itself short of room (a scroll bar beside it in the
        column, another module's column) and waits for the room given before it settles
        for a sideways scroll; widened on the same turn of the event loop, nothing is
        painted in between."""
        self._asked = True
        self._timer.stop()
        self._fit()

    def on_changed(self, change: Change) -> None:
        """Fit again after a change of the game, once the docks have followed it, if the
        change may change what a fit does (``_needed``)."""
        if change.replaced:  # another game: its tables decide again
            self._by_hand.clear()
        if change.structure:
            self.request()
        else:
            self._timer.start()

    def _needed(self) -> bool:
        """Whether a fit may widen a dock: asked for (a table wants room, a tab was chosen,
        another game or other modules), a palette header worded anew (its free tiles) or
        the room changed since the last fit. An edit of the cities changes none of that: its
        fit measured the palette's headers and the tables again and moved nothing (a dock
        left short of its need stays so while the city has no more room to spare)."""
        fitted = self._fitted
        return self._asked or fitted is None or fitted[1] != self._room_now() \
            or fitted[0] != _palette_words(self._room.palette_dock)

    def _room_now(self) -> tuple[object, ...]:
        """What a fit reads of the room besides the needs: the widths, the least width of
        the city and of the scoreboard, whether each dock is docked."""
        room = self._room
        city = room.window.centralWidget()
        docks = (room.palette_dock, room.scoreboard)
        return (room.window.width(), city.width() if city is not None else 0,
                city.minimumSizeHint().width() if city is not None else 0, room.scoreboard.minimumWidth(),
                *((dock.width(), docked(dock)) for dock in docks))

    def widened(self, dock: QDockWidget) -> None:
        """``dock`` is about to be widened for its texts: the width it goes back to, at
        most, when they need less (the first such width, until the user resizes it)."""
        self._before_widened.setdefault(dock.objectName(), dock.width())

    def by_hand(self) -> set[str]:
        """The docks (objectNames) the user resized."""
        return set(self._by_hand)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if watched is self._room.window:
            kind = event.type()
            if kind == QEvent.Type.MouseButtonPress:
                self._pressed = self._widths()
            elif kind == QEvent.Type.MouseButtonRelease and self._pressed is not None:
                before, self._pressed = self._pressed, None
                self._by_hand |= {name for name, width in self._widths().items()
                                  if abs(width - before.get(name, width)) > 2}
                for name in self._by_hand:  # the user's width, never given back
                    self._before_widened.pop(name, None)
        return super().eventFilter(watched, event)

    def _widths(self) -> dict[str, int]:
        room = self._room
        return {dock.objectName(): dock.width() for dock in (room.palette_dock, room.scoreboard)}

    def _fit(self) -> None:
        if not self._room.window.isVisible():
            self._fitted = None
            return
        if not self._needed():
            return
        self._asked = False
        for dock, need, most in dock_needs(self._room):
            name = dock.objectName()
            if name in self._by_hand:
                continue
            if need < dock.width() and name in self._before_widened:
                self._narrow(dock, need)
            else:
                _widen(self._room, dock, need - dock.width(), most)
        self._fitted = (_palette_words(self._room.palette_dock), self._room_now())


    def _narrow(self, dock: QDockWidget, need: int) -> None:
        """Give back to the city what ``dock`` took for texts that need less now (back in
        English after German), down to its width before it was widened."""
        target = max(need, self._before_widened[dock.objectName()])
        if target < dock.width() and docked(dock):
            self._room.window.resizeDocks([dock], [target], Qt.Orientation.Horizontal)
            _settle(self._room.window)
        if dock.width() <= self._before_widened[dock.objectName()]:
            del self._before_widened[dock.objectName()]


def _palette_words(palette: QDockWidget) -> tuple[object, ...]:
    """The palette's type headers as a fit measures them (their words, whether shown)."""
    from ..tiles.palette import PaletteDock

    if not isinstance(palette, PaletteDock):
        return ()
    headers = [palette.group_header(t) for t in palette.group_names()]
    return tuple((header.text(), header.isHidden()) for header in headers)


def follow_needs(room: DockRoom, fit: Callable[[], None], changed: SignalInstance, tabs: QTabWidget) -> None:
    """Share the column again (``fit``) whenever the reserves (or the Modules dock or the
    Typed figures in their tab, when shown) or the scoreboard need another height, and when either tab is
    chosen; widen the docks when their texts need more width (a table, the game's examples),
    after a change of the game (``changed``) and when a tab is chosen."""
    room.reserves.neededHeightChanged.connect(fit)
    modules, typed = room.modules_dock, room.typed_dock  # in the reserves' tab group: fitted
    for tab in (modules, typed):  # while shown
        tab.neededHeightChanged.connect(lambda tab=tab: fit_if_shown(room, tab, fit))
    tab_chosen = QTimer(room.window)  # once the tab group has laid out the tab chosen
    tab_chosen.setSingleShot(True)
    tab_chosen.setInterval(0)
    tab_chosen.timeout.connect(fit)
    for above in (room.reserves, modules, typed):
        above.visibilityChanged.connect(lambda shown: shown and tab_chosen.start())
    body = room.scoreboard.widget()
    if isinstance(body, ColumnScroll):
        body.neededHeightChanged.connect(fit)
    fitter = DockFitter(room)
    board = room.scoreboard  # its tables named, not looked for: a search of its children hands
    for table in (board.score_view, board.majority_view, board.history_view):  # each to Python
        table.widthWanted.connect(fitter.request)
        table.widthShort.connect(fitter.fit_now)
    changed.connect(fitter.on_changed)
    tabs.currentChanged.connect(fitter.request)  # back from the overview: room again
