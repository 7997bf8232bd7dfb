"""All cities side by side, small and read-only; a click opens that player's city."""

from __future__ import annotations

import math

from PySide6.QtCore import Qt, Signal
from PySide6.QtGui import QMouseEvent, QPainter, QResizeEvent, QShowEvent
from PySide6.QtWidgets import QFrame, QGraphicsView, QGridLayout, QLabel, QVBoxLayout, QWidget

from ...app import labels
from ...app.change import Change
from ...app.labels import arg
from ...app.session import GameSession
from ...engine import isolated, scored_wall, typed
from ..counts.counts_paint import CountsSummary
from ..paint.plain import escape
from ..paint.retranslating import Retranslating
from ..paint.tones import app_palette, follow_palette_by, name_ink
from ..shared.detach import detach
from .city_items import CELL
from .city_scene import CityScene

#: The least a city takes in the overview: three of them side by side leave the window's
#: middle no wider than a city page needs, so the docks beside it keep their room.
MINI_SIZE = 96


class MiniCityView(Retranslating, QGraphicsView):
    """A read-only city that always fits its frame."""

    clicked = Signal()

    def __init__(self, session: GameSession, player: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._scene = CityScene(session, player, self, interactive=False, show_grid=False)
        self.setScene(self._scene)
        self.setInteractive(False)
        self.setRenderHints(QPainter.RenderHint.Antialiasing | QPainter.RenderHint.TextAntialiasing)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.setAcceptDrops(False)
        self.setFrameShape(QFrame.Shape.NoFrame)
        self.setCursor(Qt.CursorShape.PointingHandCursor)
        self.setMinimumSize(MINI_SIZE, MINI_SIZE)
        self._scene.rendered.connect(self.fit)

    def city_scene(self) -> CityScene:
        return self._scene

    def fit(self) -> None:
        rect = self._scene.city_rect().adjusted(-CELL / 3, -CELL / 3, CELL / 3, CELL / 3)
        self.fitInView(rect, Qt.AspectRatioMode.KeepAspectRatio)

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self.fit()

    def mousePressEvent(self, event: QMouseEvent) -> None:
        if event.button() == Qt.MouseButton.LeftButton:
            self.clicked.emit()
        event.accept()

    def _retranslate(self) -> None:
        self._scene.refresh(reword=True)  # its tiles' tooltips, its marks' words; the pictures stay


class CityCard(Retranslating, QFrame):
    """One player's name, wall length and small city."""

    activated = Signal(str)

    def __init__(self, session: GameSession, player: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("cityCard")
        self.setFrameShape(QFrame.Shape.StyledPanel)
        self._session = session
        self._player = player
        self.title = QLabel(self)  # the name in the player's colour: composed, escaped rich text
        self.title.setTextFormat(Qt.TextFormat.RichText)
        self.title.setAlignment(Qt.AlignmentFlag.AlignHCenter)
        self.title.setWordWrap(True)  # the name, then the wall, when the card is narrow
        self.view = MiniCityView(session, player, self)
        self.view.clicked.connect(lambda: self.activated.emit(self._player))
        self.counts = CountsSummary(session, player, self.view, self)  # counts only: in the view's place
        layout = QVBoxLayout(self)
        layout.setContentsMargins(4, 4, 4, 4)
        layout.addWidget(self.title)
        layout.addWidget(self.view, 1)
        layout.addWidget(self.counts, 1)
        session.changed.connect(self._on_changed)
        self._retranslate()
        follow_palette_by(self.title, self.update_title)  # its colours are in its text

    def _retranslate(self) -> None:
        self.setToolTip(arg(self.tr("Open %1's city"), isolated(self._player)))
        self.update_title()

    @property
    def player(self) -> str:
        return self._player

    def title_text(self) -> str:
        return self.title.text().replace("&nbsp;", " ")

    def _on_changed(self, change: Change) -> None:
        if change.touches_city(self._player):
            self.update_title()

    def update_title(self) -> None:
        player = self._session.game.player(self._player)
        ink = name_ink(app_palette(), self._session.player_colour(self._player))
        name = f'<b style="color:{ink.name()}">{escape(self._player)}</b>'
        longest = labels.edge_text(self._session.game.variant,
                                   "Longest wall: %1 (typed)" if typed(player) else "Longest wall: %1")
        self.title.setText(name + "&nbsp;&nbsp;"
                           + escape(arg(longest, str(scored_wall(player)))))

    def mousePressEvent(self, event: QMouseEvent) -> None:
        if event.button() == Qt.MouseButton.LeftButton:
            self.activated.emit(self._player)
        event.accept()


class OverviewWidget(QWidget):
    """Every player's city, small, in a grid (up to three in a row). The cities are drawn
    when the overview is first shown (or asked for), not while the app starts."""

    #: The user clicked a city: the main window shows that player's tab.
    cityActivated = Signal(str)

    COLUMNS = 3

    def __init__(self, session: GameSession, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._session = session
        self._cards: list[CityCard] = []
        self._grid = QGridLayout(self)
        self._grid.setContentsMargins(6, 6, 6, 6)
        self._grid.setSpacing(6)
        self._stale = True
        session.changed.connect(self._on_changed)

    def cards(self) -> list[CityCard]:
        self._ensure_built()
        return list(self._cards)

    def card(self, player: str) -> CityCard | None:
        self._ensure_built()
        return next((c for c in self._cards if c.player == player), None)

    def showEvent(self, event: QShowEvent) -> None:
        self._ensure_built()
        super().showEvent(event)

    def _ensure_built(self) -> None:
        if self._stale:
            self._stale = False
            self._build()

    def _on_changed(self, change: Change) -> None:
        """Other players (or the same renamed or recoloured: Game ▸ Players…): the old cards
        go at once, disconnected before they hear of the new game (the overview was told
        before them: they were made after it)."""
        others = [c.player for c in self._cards] != self._session.game.names
        if change.players or (change.replaced and others):
            self._drop_cards()
            self._stale = True
            if self.isVisible():
                self._ensure_built()

    def _drop_cards(self) -> None:
        for card in self._cards:
            detach(self._session, card)
            self._grid.removeWidget(card)
            card.hide()
            card.deleteLater()
        self._cards = []

    def _build(self) -> None:
        self._drop_cards()
        names = self._session.game.names
        columns = min(self.COLUMNS, max(1, len(names)))
        self._cards = []
        for index, name in enumerate(names):
            card = CityCard(self._session, name, self)
            card.activated.connect(self.cityActivated)
            self._grid.addWidget(card, index // columns, index % columns)
            self._cards.append(card)
        rows = max(1, math.ceil(len(names) / columns))
        for row in range(rows):
            self._grid.setRowStretch(row, 1)
        for column in range(columns):
            self._grid.setColumnStretch(column, 1)
