"""The window and the docks whose room the layout shares: what the window's layout
(``window_layout``, ``column_heights``) asks of it."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from PySide6.QtWidgets import QDockWidget, QMainWindow

if TYPE_CHECKING:
    from ..modules.modules_dock import ModulesDock
    from ..score.scoreboard import ScoreboardDock
    from ..score.typed_dock import TypedDock
    from ..tiles.palette import PaletteDock
    from ..tiles.reserve import ReserveDock


@dataclass(frozen=True)
class DockRoom:
    """The window and the docks whose room the layout shares (all it asks of the window)."""

    window: QMainWindow
    palette_dock: PaletteDock
    reserves: ReserveDock
    scoreboard: ScoreboardDock
    modules_dock: ModulesDock  # in a tab beside the reserves
    typed_dock: TypedDock  # the Typed figures, in a tab beside them too


def docked(dock: QDockWidget) -> bool:
    return dock.isVisible() and not dock.isFloating()
