"""What the city view's helpers ask of the view: place by click (``city_hand.HandPlacer``)
and the typed codes (``city_keys.CodeKeys``). The view (``city_view.CityView``) is one; the
helpers know it by this, so that the view can build them without an import cycle."""

from __future__ import annotations

from typing import TYPE_CHECKING, Protocol

from PySide6.QtCore import QPoint, QPointF
from PySide6.QtGui import QCursor
from PySide6.QtWidgets import QWidget

from ...app.session import GameSession
from ...engine import Cell

if TYPE_CHECKING:
    from .city_preview import CityAction
    from .city_scene import CityScene


class ViewHost(Protocol):
    """One city view: its player and session, its scene, its cursor and pointer, its note
    and its edits (refused or made)."""

    dragging: bool  # a real drag is over the view

    @property
    def player(self) -> str: ...

    @property
    def session(self) -> GameSession: ...

    def city_scene(self) -> CityScene: ...

    # the widget it is
    def isVisible(self) -> bool: ...
    def viewport(self) -> QWidget: ...
    def cursor(self) -> QCursor: ...

    # cells and the pointer
    def cell_at_view(self, point: QPointF | QPoint) -> Cell: ...
    def cursor_cell(self) -> Cell: ...
    def set_cursor(self, cell: tuple[int, int], *, scroll: bool = True) -> None: ...
    def hover_at(self, cell: Cell | None) -> None: ...
    def hover_ended(self) -> None: ...

    # what it says and does
    def show_info(self, text: str) -> None: ...
    def refuse(self, text: str, action: CityAction | None) -> None: ...
    def perform(self, action: CityAction, *, force: bool = False) -> bool: ...
