"""The parts of the Modules dock, one per module with per-player or per-game state: the
bonus cards held, the Wise Man and the City Watch, the new score cards.

Each panel renders from the game it is given (:meth:`ModulePanel.refresh`) and turns a
user's pick into one of the session's module edits, run by the dock (which shows a
refusal as a sentence). Combo boxes act on ``activated``, the user's picks only, so that
showing the game's state never edits it.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import ClassVar, Protocol

from PySide6.QtCore import Qt
from PySide6.QtGui import QStandardItemModel
from PySide6.QtWidgets import (
    QComboBox,
    QGridLayout,
    QGroupBox,
    QLabel,
    QPushButton,
    QWidget,
)

from ..app import labels
from ..app.labels import arg
from ..app.session import GameSession
from ..engine import Game, Tile
from ..engine.counts import typed
from ..engine.modules import bonus_cards, characters, new_score_cards
from ..engine.modules.base import Module
from ..engine.names import isolated
from .module_chooser import muted
from .plain import PlainLabel
from .tile_painter import ink_for, tile_pixmap, type_colour
from .tones import GOOD, app_palette, message_style


class PanelHost(Protocol):
    """What a panel asks of the dock around it."""

    def run(self, edit: Callable[[], None]) -> bool:
        """Make an edit; a refusal is shown as a sentence (False)."""
        ...

    def say(self, text: str) -> None:
        """Show a sentence (a pick that cannot be made)."""
        ...

CARD_PICTURE = 30


def _holder_combo(game: Game, nobody: str, parent: QWidget) -> QComboBox:
    combo = QComboBox(parent)
    combo.addItem(nobody, None)
    for name in game.names:
        combo.addItem(name, name)
    return combo


def _show(combo: QComboBox, value: object) -> None:
    """Show the item whose data is ``value``, without it counting as a pick."""
    combo.blockSignals(True)
    combo.setCurrentIndex(max(0, combo.findData(value)))
    combo.blockSignals(False)


class ModulePanel(QGroupBox):
    module: ClassVar[type[Module]]

    def __init__(self, session: GameSession, host: PanelHost, parent: QWidget | None = None) -> None:
        super().__init__(labels.translate("Module", self.module.name), parent)
        self.setObjectName(f"modulePanel_{self.module.id}")
        self._session = session
        self._host = host

    def refresh(self, game: Game) -> None:
        raise NotImplementedError


class BonusCardsPanel(ModulePanel):
    """The ten cards, each with its holder and whether it counts now."""

    module = bonus_cards.BonusCards

    def __init__(self, session: GameSession, host: PanelHost, parent: QWidget | None = None) -> None:
        super().__init__(session, host, parent)
        game = session.game
        grid = QGridLayout(self)
        grid.setColumnStretch(3, 1)
        grid.setVerticalSpacing(2)
        self._holders: dict[Tile, QComboBox] = {}
        self._states: dict[Tile, QLabel] = {}
        for row, card in enumerate(bonus_cards.cards(game.variant)):
            picture = PlainLabel(self)
            picture.setPixmap(tile_pixmap(card, game.variant, CARD_PICTURE))
            name = PlainLabel(labels.tile_label(game.variant, card), self)
            name.setTextFormat(Qt.TextFormat.PlainText)
            combo = _holder_combo(game, self.tr("nobody"), self)
            combo.setObjectName(f"bonusHolder_{card.type}_{card.price}")
            combo.setAccessibleName(arg(self.tr("Holder of the bonus card %1"), name.text()))
            combo.activated.connect(lambda _i, c=card: self._on_pick(c))
            state = PlainLabel(self)
            state.setTextFormat(Qt.TextFormat.PlainText)
            state.setWordWrap(True)
            state.setPalette(muted(state.palette()))
            for column, widget in enumerate((picture, name, combo, state)):
                grid.addWidget(widget, row, column)
            self._holders[card], self._states[card] = combo, state

    def holder_combo(self, card: Tile) -> QComboBox:
        return self._holders[card]

    def state_label(self, card: Tile) -> QLabel:
        """Whether the card counts now ("counts", "tile not in Ben's city", …)."""
        return self._states[card]

    def state_text(self, card: Tile) -> str:
        return self._states[card].text()

    def refresh(self, game: Game) -> None:
        for card, combo in self._holders.items():
            holder = bonus_cards.holder(game, card)
            _show(combo, holder)
            text, counts = self._state(game, card, holder)
            label = self._states[card]
            label.setText(text)
            label.setStyleSheet(message_style(app_palette(), GOOD) if counts else "")

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
        edits = self._session.modules
        if taker == giver:
            return
        if giver is None:
            self._host.run(lambda: edits.set_bonus_card(taker, card, True))
        elif taker is None:
            self._host.run(lambda: edits.set_bonus_card(giver, card, False))
        else:
            self._host.run(lambda: edits.pass_bonus_card(card, giver, taker))


class CharactersPanel(ModulePanel):
    """Who holds the Wise Man (and the type he names) and the City Watch."""

    module = characters.Characters

    def __init__(self, session: GameSession, host: PanelHost, parent: QWidget | None = None) -> None:
        super().__init__(session, host, parent)
        game = session.game
        grid = QGridLayout(self)
        grid.setColumnStretch(4, 1)
        self.wise_man = _holder_combo(game, self.tr("nobody"), self)
        self.wise_man.setObjectName("wiseManHolder")
        self.wise_man_type = QComboBox(self)
        self.wise_man_type.setObjectName("wiseManType")
        for type_id in game.variant.type_ids:
            self.wise_man_type.addItem(labels.type_name(game.variant, type_id), type_id)
        self.city_watch = _holder_combo(game, self.tr("nobody"), self)
        self.city_watch.setObjectName("cityWatchHolder")
        grid.addWidget(PlainLabel(self.tr("The Wise Man:"), self), 0, 0)
        grid.addWidget(self.wise_man, 0, 1)
        grid.addWidget(PlainLabel(self.tr("names"), self), 0, 2, Qt.AlignmentFlag.AlignRight)
        grid.addWidget(self.wise_man_type, 0, 3)
        grid.addWidget(PlainLabel(self.tr("The City Watch:"), self), 1, 0)
        grid.addWidget(self.city_watch, 1, 1)
        for combo in (self.wise_man, self.wise_man_type, self.city_watch):
            combo.activated.connect(lambda _i: self._on_pick())

    def refresh(self, game: Game) -> None:
        who = characters.holders(game.state)
        _show(self.wise_man, who.wise_man)
        _show(self.city_watch, who.city_watch)
        if who.wise_man_type is not None:
            _show(self.wise_man_type, who.wise_man_type)
        self.wise_man_type.setEnabled(who.wise_man is not None)

    def _on_pick(self) -> None:
        wise = self.wise_man.currentData()
        holders = characters.Holders(wise, self.wise_man_type.currentData() if wise else None,
                                     self.city_watch.currentData())
        if holders != characters.holders(self._session.game.state):
            self._host.run(lambda: self._session.modules.set_characters(holders))


class ScoreCardsPanel(ModulePanel):
    """The cards for scorings 1, 2, 3, each shown as its six types in order. A card picked
    counts for its scoring at once (one undoable step); a scoring without one counts with
    the base values. A card picked for one scoring cannot be picked for another."""

    module = new_score_cards.NewScoreCards

    def __init__(self, session: GameSession, host: PanelHost, parent: QWidget | None = None) -> None:
        super().__init__(session, host, parent)
        grid = QGridLayout(self)
        self._combos: list[QComboBox] = []
        self._orders: list[list[QLabel]] = []
        for column in range(3):
            grid.addWidget(PlainLabel(arg(self.tr("Scoring %1:"), str(column + 1)), self), 0, column)
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
        self.hint.setPalette(muted(self.hint.palette()))
        grid.addWidget(self.hint, 8, 0, 1, 3)
        self.clear_button = QPushButton(self.tr("Clear the cards"), self)
        self.clear_button.setObjectName("clearScoreCards")
        self.clear_button.clicked.connect(
            lambda: self._host.run(lambda: session.modules.set_score_cards(new_score_cards.NO_CARDS)))
        grid.addWidget(self.clear_button, 9, 0, 1, 3, Qt.AlignmentFlag.AlignLeft)

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

    def refresh(self, game: Game) -> None:
        chosen = new_score_cards.cards(game.state)
        for column, (combo, number) in enumerate(zip(self._combos, chosen, strict=True)):
            _show(combo, number)
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
                label.setStyleSheet(f"background: {colour.name()}; color: {ink_for(colour).name()};"
                                    if colour else "")

    def _on_pick(self, column: int) -> None:
        game = self._session.game
        picked = self._combos[column].currentData()
        chosen = list(new_score_cards.cards(game.state))
        if chosen[column] == picked:
            return
        chosen[column] = None if picked is None else int(picked)
        cards: new_score_cards.Cards = (chosen[0], chosen[1], chosen[2])
        if not self._host.run(lambda: self._session.modules.set_score_cards(cards)):
            self.refresh(self._session.game)


#: In the dock's order: what changes hands during the game first, the cards drawn once last.
PANELS: tuple[type[ModulePanel], ...] = (BonusCardsPanel, CharactersPanel, ScoreCardsPanel)
