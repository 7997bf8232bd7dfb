"""The heights in the column beside the city: the reserves (or the Modules dock or the
Typed figures in their tab) above, as tall as their tiles need, the scoreboard below,
keeping its table's first row and a few lines of a cell's explanation in sight."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from PySide6.QtCore import QPoint, Qt
from PySide6.QtWidgets import QDockWidget

from ..shared.column_scroll import ColumnScroll
from .dock_room import DockRoom, docked

if TYPE_CHECKING:
    from ..modules.modules_dock import ModulesDock
    from ..score.typed_dock import TypedDock
    from ..tiles.reserve import ReserveDock

#: The least height the reserves keep when the scoreboard needs the rest, and the share of
#: the column they may take from it when their tiles need it.
RESERVES_MIN_HEIGHT = 120
RESERVES_SHARE = 0.55
#: The lines of a cell's explanation the scoreboard keeps in sight below its table.
EXPLANATION_LINES = 3


def _keeps(dock: QDockWidget) -> int:
    """The height a dock needs to show its body without scrolling it."""
    body = dock.widget()
    if isinstance(body, ColumnScroll):
        return dock.height() - body.height() + body.needed_height()
    return dock.minimumSizeHint().height()


def _keeps_table(board: QDockWidget) -> int:
    """The height the scoreboard needs to show everything down to the first row of the table
    of its tab shown (the score table's, the majorities', the scorings recorded) and
    ``EXPLANATION_LINES`` lines of the explanation of a cell below the score table (what lies
    below, such as the chart of the scorings, may scroll in its dock)."""
    from ..score.scoreboard import ScoreboardDock

    body = board.widget()
    content = body.widget() if isinstance(body, ColumnScroll) else None
    if not isinstance(board, ScoreboardDock) or body is None or content is None:
        return _keeps(board)
    shown = (board.score_view, board.majority_view, board.history_view)
    table = next((view for view in shown if view.isVisible()), None)
    if table is None:
        return _keeps(board)
    details = board.details
    first_bottom = table.rowViewportPosition(0) + table.rowHeight(0)  # the first player's totals
    bottom = table.viewport().mapTo(content, QPoint(0, max(first_bottom, 0))).y() + 8
    if details.isVisible():
        lines = EXPLANATION_LINES * details.fontMetrics().lineSpacing()
        chrome = 2 * (details.margin() + details.frameWidth())
        bottom = max(bottom, details.mapTo(content, QPoint(0, 0)).y() + lines + chrome)
    return min(_keeps(board), board.height() - body.height() + bottom)


def fit_reserves(room: DockRoom) -> None:
    """Give the dock shown above the scoreboard (the reserves, or the Modules dock or the
    Typed figures in their tab) the height its body needs, up to what the scoreboard below can spare: all it
    needs, else all but what lies below three lines of its cell explanation, but at least
    up to ``RESERVES_SHARE`` of the column, so that every reserve and Dirk's pile stay in
    sight (on a short screen the score table's first row may then scroll in its dock: Dirk's
    panel above the table takes the room). A note of the Modules dock takes its lines, never
    the scoreboard's room. Nothing happens to docks moved elsewhere."""
    top, board, window = _shown_above(room), room.scoreboard, room.window
    if top is None or not docked(board) or top.geometry().top() >= board.geometry().top() \
            or window.dockWidgetArea(top) != window.dockWidgetArea(board):
        return  # not the reserves above the scoreboard in one column
    column = top.height() + board.height()
    spare = max(column - _keeps(board), column - _keeps_table(board),
                int(column * RESERVES_SHARE))
    change = max(RESERVES_MIN_HEIGHT, min(top.needed_height(), spare)) - top.height()
    if change:
        # resizeDocks takes the sizes of the layout's items: the reserves' item holds the
        # tab bar it shares with the Modules dock too
        from PySide6.QtWidgets import QStyle  # its eleven enums: not before the first paint

        metric = QStyle.PixelMetric.PM_DockWidgetSeparatorExtent
        separator = window.style().pixelMetric(metric, None, window)
        item = board.geometry().top() - separator - top.geometry().top()
        window.resizeDocks([top, board], [item + change, board.height() - change], Qt.Orientation.Vertical)


def _shown_above(room: DockRoom) -> ReserveDock | ModulesDock | TypedDock | None:
    """The dock of the reserves' tab group that is shown (the reserves, the Modules dock or
    the Typed figures): Qt keeps a tab behind "visible" and moves it out of the window."""
    return next((dock for dock in (room.reserves, room.modules_dock, room.typed_dock)
                 if docked(dock) and room.window.rect().intersects(dock.geometry())), None)


def fit_if_shown(room: DockRoom, dock: QDockWidget, fit: Callable[[], None]) -> None:
    if _shown_above(room) is dock:
        fit()
