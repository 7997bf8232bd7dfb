"""A tab of the main window that builds its player's city page when it is first shown."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QEvent, QSize, QTimer
from PySide6.QtGui import QResizeEvent, QShowEvent
from PySide6.QtWidgets import QWidget

from ...app.session import GameSession

if TYPE_CHECKING:
    from .city_page import CityPage


class CityTab(QWidget):
    """A tab that builds its player's CityPage the first time it is needed.

    Start-up and opening a game then render one city, not every city twice; and the
    window appears before its first city is drawn (the page is built on the next turn of
    the event loop after the tab is first shown, or at once when asked for).

    The page fills the tab without a layout between them: a layout would tell the window
    of every change of the page's size hint (a longer header, a number with one more
    digit), and the tab widget above repaints its whole page each time it hears one. The
    tab passes on only a change of the page's least size, the one the window must follow.
    """

    def __init__(self, session: GameSession, player: str) -> None:
        super().__init__()
        self.player = player
        self._session = session
        self._page: CityPage | None = None
        self._least = QSize()  # the page's least size the window was told of

    def page(self) -> CityPage:
        if self._page is None:
            from .city_page import CityPage

            self._page = CityPage(self._session, self.player, self)
            self._page.setGeometry(self.rect())
            self._page.show()
            self._check_least_size()
            if self.isVisible():
                self._page.setFocus()
        return self._page

    def minimumSizeHint(self) -> QSize:
        return self._page.minimumSizeHint() if self._page is not None else super().minimumSizeHint()

    def sizeHint(self) -> QSize:
        return self._page.sizeHint() if self._page is not None else super().sizeHint()

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        if self._page is not None:
            self._page.setGeometry(self.rect())

    def event(self, event: QEvent) -> bool:
        if event.type() == QEvent.Type.LayoutRequest:  # the page's hints changed
            self._check_least_size()
        return super().event(event)

    def _check_least_size(self) -> None:
        assert self._page is not None
        least = self._page.minimumSizeHint()
        if least != self._least:
            self._least = least
            self.updateGeometry()

    def showEvent(self, event: QShowEvent) -> None:
        super().showEvent(event)
        window = self.window()
        if self._page is None and window.property("painted") is not False:
            QTimer.singleShot(0, self.page)  # else the window builds it after its first paint
