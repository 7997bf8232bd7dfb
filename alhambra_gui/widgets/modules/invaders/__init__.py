"""Invaders in the window: the attack card of each scoring chosen in the Modules dock, and
on the city the sides open to the coming scoring's attack once its card is drawn (in the
final scoring its flanks too), marked in red until that scoring is recorded."""

from __future__ import annotations

from collections.abc import Hashable

from PySide6.QtCore import QLineF, QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QPen
from PySide6.QtWidgets import QComboBox, QGridLayout, QLabel, QStyleOptionGraphicsItem, QWidget

from ....app import labels
from ....app.labels import arg, tr
from ....app.session import GameSession
from ....engine import SIDES, Cell, Game, Module, Side
from ....engine.modules import invaders
from ...paint.plain import PlainLabel
from ...paint.text_room import word_items
from ...paint.tones import mute
from ..facets import CityPart, LossTeller, OverlayItem, PanelPart
from ..ui import CellRect, ModulePanel, ModuleUI, PanelHost, show_choice

OPEN = QColor("#d62728")
Z_OPEN = 5




def shown_attack(game: Game) -> tuple[int, Side] | None:
    """The attack the city shows: the next scoring's if its card is drawn, else the first card
    drawn ahead for a later one. A recorded scoring's attack is past (MODULES.md §10: its
    penalty belongs to that scoring, and its direction cannot come again): none after the
    final scoring."""
    due = game.next_round
    if due is None:
        return None
    ahead = [(r, s) for r, s in enumerate(invaders.attacks(game.state), 1) if r >= due and s is not None]
    return ahead[0] if ahead else None


class InvadersUI(ModuleUI, PanelPart, CityPart, LossTeller):
    module_id = invaders.Invaders.id

    def panel(self, session: GameSession, host: PanelHost, module: Module,
              parent: QWidget) -> ModulePanel | None:
        return AttacksPanel(session, host, module, parent)

    def city_items(self, game: Game, player: str, cell_rect: CellRect) -> list[OverlayItem]:
        shown = shown_attack(game)
        if shown is None:
            return []
        round_, side = shown
        city = game.player(player).city
        items: list[OverlayItem] = []
        for hit in invaders.attacked(round_, side):  # in scoring 3 its flanks too
            cells = invaders.open_sides(city, hit)
            tip = arg(tr("Open to the attack from the %1 (scoring %2)"), labels.side_word(hit), str(round_))
            items += [OpenSidesItem([cell_rect(c) for c in cells], hit, tip)] if cells else []
        return items

    def loss_text(self, game: Game) -> str | None:
        drawn = sum(1 for s in invaders.attacks(game.state) if s is not None)
        return tr("%n attack card(s) drawn", "", drawn)


class AttacksPanel(ModulePanel):
    """The attack card of each scoring: its direction, or not drawn yet."""

    def __init__(self, session: GameSession, host: PanelHost, module: Module,
                 parent: QWidget | None = None) -> None:
        super().__init__(session, host, module, parent)
        grid = QGridLayout(self)
        self._combos: list[QComboBox] = []
        self._headings: list[QLabel] = []
        for column in range(3):
            heading = PlainLabel(self)
            grid.addWidget(heading, 0, column)
            combo = QComboBox(self)
            combo.setObjectName(f"attackCard{column + 1}")
            combo.addItem("", None)
            for side in SIDES:
                combo.addItem("", side.name)
            combo.activated.connect(lambda _i, c=column: self._on_pick(c))
            grid.addWidget(combo, 1, column)
            self._combos.append(combo)
            self._headings.append(heading)
        self.hint = PlainLabel(self)
        self.hint.setWordWrap(True)
        mute(self.hint)
        grid.addWidget(self.hint, 2, 0, 1, 3)
        self._retranslate()

    def _retranslate(self) -> None:
        super()._retranslate()
        for column, (heading, combo) in enumerate(zip(self._headings, self._combos, strict=True), 1):
            heading.setText(arg(self.tr("Scoring %1:"), str(column)))
            combo.setAccessibleName(arg(self.tr("Attack card of scoring %1"), str(column)))
            word_items(combo, {0: self.tr("not drawn")} | {index: labels.side_word(side)
                                                            for index, side in enumerate(SIDES, 1)})
        self.hint.setText(self.tr("After each scoring an attack card comes up: the city tiles "
                                  "open to it cost points (shown in red on the city)."))

    def combo(self, scoring: int) -> QComboBox:
        return self._combos[scoring - 1]

    def shown_from(self, game: Game) -> Hashable:
        return invaders.attacks(game.state)

    def refresh(self, game: Game) -> None:
        attacks = invaders.attacks(game.state)
        for column, (combo, side) in enumerate(zip(self._combos, attacks, strict=True)):
            show_choice(combo, side.name if side is not None else None)
            taken = {s.name for other, s in enumerate(attacks) if other != column and s is not None}
            for row in range(1, combo.count()):
                index = combo.model().index(row, 0)
                combo.model().setData(index, None if combo.itemData(row) not in taken else 0,
                                      Qt.ItemDataRole.UserRole - 1)

    def _on_pick(self, column: int) -> None:
        picked = self._combos[column].currentData()
        side = Side[picked] if picked else None
        if invaders.attacks(self._session.game.state)[column] == side:
            return
        if not self._host.run(lambda: self._session.modules.make(invaders.attack_step(column + 1, side))):
            self.refresh(self._session.game)


class OpenSidesItem(OverlayItem):
    """The sides of the city's tiles open to an attack: a red bar on each, outside the tile."""

    def __init__(self, rects: list[QRectF], side: Side, tooltip: str) -> None:
        super().__init__(side, tuple(rect.getRect() for rect in rects), tooltip)
        self.side = side
        self.cells = len(rects)
        self._lines = [_side_line(r, side) for r in rects]
        bounds = QRectF()
        for rect in rects:
            bounds = bounds.united(rect)
        self._bounds = bounds.adjusted(-12, -12, 12, 12)
        self.setZValue(Z_OPEN)
        self.setToolTip(tooltip)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)

    def boundingRect(self) -> QRectF:
        return self._bounds

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem,
              widget: QWidget | None = None) -> None:
        pen = QPen(OPEN, 7, Qt.PenStyle.CustomDashLine, Qt.PenCapStyle.FlatCap)
        pen.setDashPattern([1.6, 0.8])  # in pen widths: a row of red teeth along the open side
        painter.setPen(pen)
        for line in self._lines:
            painter.drawLine(line)


def _side_line(rect: QRectF, side: Side) -> QLineF:
    """Just outside the open side, where the attack comes from."""
    inset, out = rect.width() * 0.08, rect.width() * 0.06
    return {
        Side.N: QLineF(rect.left() + inset, rect.top() - out, rect.right() - inset, rect.top() - out),
        Side.S: QLineF(rect.left() + inset, rect.bottom() + out, rect.right() - inset, rect.bottom() + out),
        Side.W: QLineF(rect.left() - out, rect.top() + inset, rect.left() - out, rect.bottom() - inset),
        Side.E: QLineF(rect.right() + out, rect.top() + inset, rect.right() + out, rect.bottom() - inset),
    }[side]


__all__ = ["Cell", "InvadersUI"]
