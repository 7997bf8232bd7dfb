"""Bonus cards in the window: who holds which card and whether it counts now, in the
Modules dock; giving and passing a card are one step each."""

from __future__ import annotations

from collections.abc import Hashable
from functools import partial

from PySide6.QtCore import Qt
from PySide6.QtGui import QPalette
from PySide6.QtWidgets import QComboBox, QGridLayout, QLabel, QWidget

from ....app import labels
from ....app.labels import arg, tr
from ....app.session import GameSession
from ....engine import Game, Module, Tile, isolated, typed
from ....engine.modules import bonus_cards
from ...paint.painters import PLAIN
from ...paint.plain import PlainLabel
from ...paint.text_room import word_items
from ...paint.tile_painter import tile_pixmap
from ...paint.tones import GOOD, app_palette, follow_palette, message_style, muted_style, set_style
from ..facets import LossTeller, PanelPart
from ..ui import ModulePanel, ModuleUI, PanelHost, holder_combo, show_choice

CARD_PICTURE = 30






class BonusCardsUI(ModuleUI, PanelPart, LossTeller):
    module_id = bonus_cards.BonusCards.id

    def panel(self, session: GameSession, host: PanelHost, module: Module,
              parent: QWidget) -> ModulePanel | None:
        return BonusCardsPanel(session, host, module, parent)

    def loss_text(self, game: Game) -> str | None:
        count = sum(len(bonus_cards.held(p.state)) for p in game.players)
        return tr("%n bonus card(s) held", "", count)


class BonusCardsPanel(ModulePanel):
    """The ten cards, each with its holder and whether it counts now."""


    def __init__(self, session: GameSession, host: PanelHost, module: Module,
                 parent: QWidget | None = None) -> None:
        super().__init__(session, host, module, parent)
        game = session.game
        grid = QGridLayout(self)
        grid.setColumnStretch(3, 1)
        grid.setVerticalSpacing(2)
        self._holders: dict[Tile, QComboBox] = {}
        self._names: dict[Tile, QLabel] = {}
        self._states: dict[Tile, QLabel] = {}
        for row, card in enumerate(bonus_cards.cards(game.variant)):
            picture = PlainLabel(self)
            picture.setPixmap(tile_pixmap(card, game.variant, CARD_PICTURE, PLAIN))  # a building
            name = PlainLabel(labels.tile_label(game.variant, card), self)
            name.setTextFormat(Qt.TextFormat.PlainText)
            combo = holder_combo(game, self.tr("nobody"), self)
            combo.setObjectName(f"bonusHolder_{card.type}_{card.price}")
            combo.setAccessibleName(arg(self.tr("Holder of the bonus card %1"), name.text()))
            combo.activated.connect(lambda _i, c=card: self._on_pick(c))
            state = PlainLabel(self)
            state.setTextFormat(Qt.TextFormat.PlainText)
            state.setWordWrap(True)
            follow_palette(state, partial(_state_style, state))
            for column, widget in enumerate((picture, name, combo, state)):
                grid.addWidget(widget, row, column)
            self._holders[card], self._names[card], self._states[card] = combo, name, state

    def _retranslate(self) -> None:
        super()._retranslate()
        variant = self._session.game.variant
        for card, combo in self._holders.items():
            name = labels.tile_label(variant, card)
            self._names[card].setText(name)
            word_items(combo, {0: self.tr("nobody")})
            combo.setAccessibleName(arg(self.tr("Holder of the bonus card %1"), name))

    def holder_combo(self, card: Tile) -> QComboBox:
        return self._holders[card]

    def state_label(self, card: Tile) -> QLabel:
        """Whether the card counts now ("counts", "tile not in Ben's city", …)."""
        return self._states[card]

    def state_text(self, card: Tile) -> str:
        return self._states[card].text()

    def shown_from(self, game: Game) -> Hashable:
        """Each card's holder and what the card does for them."""
        return tuple(self._shown(game, card) for card in self._holders)

    def _shown(self, game: Game, card: Tile) -> tuple[str | None, tuple[str, bool]]:
        holder = bonus_cards.holder(game, card)
        return holder, self._state(game, card, holder)

    def refresh(self, game: Game) -> None:
        for card, combo in self._holders.items():
            holder, (text, counts) = self._shown(game, card)
            show_choice(combo, holder)
            label = self._states[card]
            label.setText(text)
            label.setProperty("counts", counts)
            set_style(label, _state_style(label, app_palette()))

    def _state(self, game: Game, card: Tile, holder: str | None) -> tuple[str, bool]:
        if holder is None:
            return "", False
        if (counts := typed(game.player(holder))) is not None:  # counts only: what was typed
            if bonus_cards.typed_as_built(counts, card):
                return self.tr("counts (typed as built)"), True
            return arg(self.tr("not typed as built in %1's city"), isolated(holder)), False
        city = game.player(holder).city
        cell = next((c for c, tile in city if tile == card), None)
        if cell is None:
            return arg(self.tr("tile not in %1's city"), isolated(holder)), False
        if not game.ruleset.is_building(city.marks(cell)):
            return self.tr("a building site: does not count yet"), False
        return self.tr("counts"), True

    def _on_pick(self, card: Tile) -> None:
        taker = self._holders[card].currentData()
        giver = bonus_cards.holder(self._session.game, card)
        session = self._session
        if taker == giver:
            return
        if giver is None:
            self._host.run(lambda: session.modules.make(bonus_cards.card_step(taker, card, True)))
        elif taker is None:
            self._host.run(lambda: session.modules.make(bonus_cards.card_step(giver, card, False)))
        else:
            self._host.run(lambda: session.modules.make(bonus_cards.pass_step(card, giver, taker)))


def _state_style(label: QLabel, palette: QPalette) -> str:
    """A card's state in green where it counts, a muted line where it does not."""
    return message_style(palette, GOOD) if label.property("counts") else muted_style(palette)
