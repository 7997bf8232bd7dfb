"""A tab of the main window that builds its player's city page when it is first shown."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QTimer
from PySide6.QtGui import QShowEvent
from PySide6.QtWidgets import QVBoxLayout, QWidget

from ...app.session import GameSession

if TYPE_CHECKING:
    from .city_page import CityPage


class CityTab(QWidget):
    """A tab that builds its player's CityPage the first time it is needed.

    Start-up and opening a game then render one city, not every city twice; and the
    window appears before its first city is drawn (the page is built on the next turn of
    the event loop after the tab is first shown, or at once when asked for).
    """

    def __init__(self, session: GameSession, player: str) -> None:
        super().__init__()
        self.player = player
        self._session = session
        self._page: CityPage | None = None
        QVBoxLayout(self).setContentsMargins(0, 0, 0, 0)

    def page(self) -> CityPage:
        if self._page is None:
            from .city_page import CityPage

            self._page = CityPage(self._session, self.player)
            layout = self.layout()
            assert layout is not None
            layout.addWidget(self._page)
            if self.isVisible():
                self._page.setFocus()
        return self._page

    def showEvent(self, event: QShowEvent) -> None:
        super().showEvent(event)
        window = self.window()
        if self._page is None and window.property("painted") is not False:
            QTimer.singleShot(0, self.page)  # else the window builds it after its first paint
