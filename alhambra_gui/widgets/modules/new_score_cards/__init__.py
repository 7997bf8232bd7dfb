"""New score cards in the window: the card of each scoring (shown as its six types in
order), in the Modules dock; a pick is one step."""

from __future__ import annotations

from collections.abc import Hashable

from PySide6.QtCore import Qt
from PySide6.QtGui import QStandardItemModel
from PySide6.QtWidgets import QComboBox, QGridLayout, QLabel, QPushButton, QWidget

from ....app import labels
from ....app.labels import arg, tr
from ....app.session import GameSession
from ....engine import Game, Module
from ....engine.modules import new_score_cards
from ....engine.modules.new_score_cards import NO_CARDS
from ...paint.plain import PlainLabel
from ...paint.tile_painter import ink_for, type_colour
from ...paint.tones import mute, set_style
from ..facets import LossTeller, PanelPart
from ..ui import ModulePanel, ModuleUI, PanelHost, show_choice


class NewScoreCardsUI(ModuleUI, PanelPart, LossTeller):
    module_id = new_score_cards.NewScoreCards.id
    dock_rank = 90

    def panel(self, session: GameSession, host: PanelHost, module: Module,
              parent: QWidget) -> ModulePanel | None:
        return ScoreCardsPanel(session, host, module, parent)

    def loss_text(self, game: Game) -> str | None:
        chosen = new_score_cards.cards(game.state)
        if None in chosen:
            return tr("%n new score card(s) entered", "", sum(c is not None for c in chosen))
        return arg(tr("the score cards %1, %2 and %3"), *(str(c) for c in chosen))


class ScoreCardsPanel(ModulePanel):
    """The cards for scorings 1, 2, 3, each shown as its six types in order. A card picked
    counts for its scoring at once (one undoable step); a scoring without one counts with
    the base values. A card picked for one scoring cannot be picked for another."""


    def __init__(self, session: GameSession, host: PanelHost, module: Module,
                 parent: QWidget | None = None) -> None:
        super().__init__(session, host, module, parent)
        grid = QGridLayout(self)
        self._combos: list[QComboBox] = []
        self._orders: list[list[QLabel]] = []
        self._headings: list[QLabel] = []
        for column in range(3):
            self._headings.append(PlainLabel(self))
            grid.addWidget(self._headings[-1], 0, column)
            combo = QComboBox(self)
            combo.setObjectName(f"scoreCard{column + 1}")
            combo.addItem("—", None)
            for number in sorted(new_score_cards.card_letters()):
                combo.addItem(str(number), number)
            combo.activated.connect(lambda _i, c=column: self._on_pick(c))
            grid.addWidget(combo, 1, column)
            self._combos.append(combo)
            self._orders.append([self._type_label(grid, 2 + place, column) for place in range(6)])
        self.hint = PlainLabel(self)
        self.hint.setWordWrap(True)
        mute(self.hint)
        grid.addWidget(self.hint, 8, 0, 1, 3)
        self.clear_button = QPushButton(self)
        self.clear_button.setObjectName("clearScoreCards")
        self.clear_button.clicked.connect(
            lambda: self._host.run(lambda: session.modules.make(new_score_cards.cards_step(NO_CARDS))))
        grid.addWidget(self.clear_button, 9, 0, 1, 3, Qt.AlignmentFlag.AlignLeft)
        self._retranslate()

    def _retranslate(self) -> None:
        super()._retranslate()
        for column, heading in enumerate(self._headings, 1):
            heading.setText(arg(self.tr("Scoring %1:"), str(column)))
        self.clear_button.setText(self.tr("Clear the cards"))

    def _type_label(self, grid: QGridLayout, row: int, column: int) -> QLabel:
        label = PlainLabel(self)
        label.setTextFormat(Qt.TextFormat.PlainText)
        label.setMargin(2)
        grid.addWidget(label, row, column)
        return label

    def combo(self, scoring: int) -> QComboBox:
        """The card picker of scoring 1, 2 or 3."""
        return self._combos[scoring - 1]

    def order_texts(self, scoring: int) -> list[str]:
        return [label.text() for label in self._orders[scoring - 1]]

    def shown_from(self, game: Game) -> Hashable:
        return new_score_cards.cards(game.state)

    def refresh(self, game: Game) -> None:
        chosen = new_score_cards.cards(game.state)
        for column, (combo, number) in enumerate(zip(self._combos, chosen, strict=True)):
            show_choice(combo, number)
            taken = {n for other, n in enumerate(chosen) if other != column and n is not None}
            model = combo.model()
            for row in range(1, combo.count()):  # another scoring's card cannot be picked here
                item = model.item(row) if isinstance(model, QStandardItemModel) else None
                if item is not None:
                    item.setEnabled(combo.itemData(row) not in taken)
        missing = None in chosen
        self.hint.setText(self.tr("A card entered counts for its scoring; a scoring without one "
                                  "counts with the base values.") if missing else "")
        self.hint.setVisible(missing)
        self.clear_button.setEnabled(chosen != new_score_cards.NO_CARDS)
        self._show_orders(game)

    def _show_orders(self, game: Game) -> None:
        for combo, places in zip(self._combos, self._orders, strict=True):
            number = combo.currentData()
            order = new_score_cards.card_order(game.variant, number) if number else ("",) * 6
            for place, (label, type_id) in enumerate(zip(places, order, strict=True), start=1):
                label.setText(f"{place}. {labels.type_name(game.variant, type_id)}" if type_id else "")
                label.setVisible(bool(type_id))  # no card yet: no empty rows
                colour = type_colour(game.variant, type_id) if type_id else None
                set_style(label, f"background: {colour.name()}; color: {ink_for(colour).name()};"
                          if colour else "")

    def _on_pick(self, column: int) -> None:
        game = self._session.game
        picked = self._combos[column].currentData()
        chosen = list(new_score_cards.cards(game.state))
        if chosen[column] == picked:
            return
        chosen[column] = None if picked is None else int(picked)
        cards: new_score_cards.Cards = (chosen[0], chosen[1], chosen[2])
        if not self._host.run(lambda: self._session.modules.make(new_score_cards.cards_step(cards))):
            self.refresh(self._session.game)
