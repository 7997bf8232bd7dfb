"""The Wise Man and the City Watch in the window: who holds them (and the type the Wise
Man names), in the Modules dock; a hand-out is one step."""

from __future__ import annotations

from collections.abc import Hashable

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QComboBox, QGridLayout, QWidget

from ....app import labels
from ....app.labels import arg, tr
from ....app.session import GameSession
from ....engine import Game, Module
from ....engine.modules import characters
from ...paint.plain import PlainLabel
from ...paint.text_room import word_items
from ..facets import LossTeller, PanelPart
from ..ui import ModulePanel, ModuleUI, PanelHost, holder_combo, show_choice


class CharactersUI(ModuleUI, PanelPart, LossTeller):
    module_id = characters.Characters.id

    def panel(self, session: GameSession, host: PanelHost, module: Module,
              parent: QWidget) -> ModulePanel | None:
        return CharactersPanel(session, host, module, parent)

    def loss_text(self, game: Game) -> str | None:
        who = characters.holders(game.state)
        parts = []
        if who.wise_man is not None:
            kind = labels.type_name(game.variant, who.wise_man_type or "")
            parts.append(arg(tr("the Wise Man held by %1 (%2)"), who.wise_man, kind))
        if who.city_watch is not None:
            parts.append(arg(tr("the City Watch held by %1"), who.city_watch))
        if not parts:
            return None
        return arg(tr("%1 and %2"), parts[0], parts[1]) if len(parts) == 2 else parts[0]


class CharactersPanel(ModulePanel):
    """Who holds the Wise Man (and the type he names) and the City Watch."""


    def __init__(self, session: GameSession, host: PanelHost, module: Module,
                 parent: QWidget | None = None) -> None:
        super().__init__(session, host, module, parent)
        game = session.game
        grid = QGridLayout(self)
        grid.setColumnStretch(4, 1)
        self.wise_man = holder_combo(game, self.tr("nobody"), self)
        self.wise_man.setObjectName("wiseManHolder")
        self.wise_man_type = QComboBox(self)
        self.wise_man_type.setObjectName("wiseManType")
        for type_id in game.variant.type_ids:
            self.wise_man_type.addItem(labels.type_name(game.variant, type_id), type_id)
        self.city_watch = holder_combo(game, self.tr("nobody"), self)
        self.city_watch.setObjectName("cityWatchHolder")
        self._labels = [PlainLabel(self) for _ in range(3)]
        grid.addWidget(self._labels[0], 0, 0)
        grid.addWidget(self.wise_man, 0, 1)
        grid.addWidget(self._labels[1], 0, 2, Qt.AlignmentFlag.AlignRight)
        grid.addWidget(self.wise_man_type, 0, 3)
        grid.addWidget(self._labels[2], 1, 0)
        grid.addWidget(self.city_watch, 1, 1)
        for combo in (self.wise_man, self.wise_man_type, self.city_watch):
            combo.activated.connect(lambda _i: self._on_pick())
        self._retranslate()

    def _retranslate(self) -> None:
        super()._retranslate()
        for label, text in zip(self._labels, (self.tr("The Wise Man:"), self.tr("names"),
                                              self.tr("The City Watch:")), strict=True):
            label.setText(text)
        for combo in (self.wise_man, self.city_watch):
            word_items(combo, {0: self.tr("nobody")})
        variant, types = self._session.game.variant, self.wise_man_type
        word_items(types, {index: labels.type_name(variant, types.itemData(index))
                           for index in range(types.count())})

    def shown_from(self, game: Game) -> Hashable:
        return characters.holders(game.state)

    def refresh(self, game: Game) -> None:
        who = characters.holders(game.state)
        show_choice(self.wise_man, who.wise_man)
        show_choice(self.city_watch, who.city_watch)
        if who.wise_man_type is not None:
            show_choice(self.wise_man_type, who.wise_man_type)
        self.wise_man_type.setEnabled(who.wise_man is not None)

    def _on_pick(self) -> None:
        wise = self.wise_man.currentData()
        holders = characters.Holders(wise, self.wise_man_type.currentData() if wise else None,
                                     self.city_watch.currentData())
        if holders != characters.holders(self._session.game.state):
            self._host.run(lambda: self._session.modules.make(characters.holders_step(holders)))
