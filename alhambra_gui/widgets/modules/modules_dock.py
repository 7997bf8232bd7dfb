"""The Modules dock: what the modules in play keep per player or per game (the bonus cards
held, the characters, the score cards, the attack cards, …): each module's own panel
(``modules/<id>``, asked through the registry).

Only the panels of modules in play are shown; with none of them, one sentence says what
the dock is for. It renders from the session on every change (undo, redo, a new game) and
keeps no game state of its own. A refused pick is said in one sentence, never a traceback.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import Qt, Signal
from PySide6.QtGui import QShowEvent
from PySide6.QtWidgets import QDockWidget, QVBoxLayout, QWidget

from ...app import labels
from ...app.change import Change
from ...app.labels import arg
from ...app.session import GameSession
from ...engine import AlhambraError
from ..paint.plain import PlainLabel
from ..paint.retranslating import Retranslating
from ..paint.tones import follow_palette, message_style
from ..paint.viewport import dock_scroll
from ..shared.column_scroll import HeightWatch, scrolled_dock_height
from ..shared.dock_sight import DockSight
from ..shared.dock_words import word_dock
from .facets import PanelPart, TileActor
from .module_chooser import modules_allowed
from .registry import parts_with
from .ui import ModulePanel


class ModulesDock(Retranslating, QDockWidget):
    #: The height that shows the note or every panel without scrolling changed (``needed_height``).
    neededHeightChanged = Signal()

    def __init__(self, session: GameSession, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("modulesDock")
        word_dock(self, self.tr("Modules"), self.tr("&Modules"))
        self._session = session
        self._panels: list[ModulePanel] = []
        body = QWidget(self)
        self._watch = HeightWatch(body, self.needed_height, resizes=True)  # once its layout has settled
        self._watch.changed.connect(self.neededHeightChanged)
        layout = QVBoxLayout(body)
        layout.setContentsMargins(4, 4, 4, 4)
        self.message_label = PlainLabel(body)
        self.message_label.setObjectName("modulesMessage")
        self.message_label.setWordWrap(True)
        self.message_label.setTextFormat(Qt.TextFormat.PlainText)
        follow_palette(self.message_label, message_style)
        self.message_label.hide()
        layout.addWidget(self.message_label)
        self.empty_label = PlainLabel(body)
        self.empty_label.setObjectName("modulesEmpty")
        self.empty_label.setWordWrap(True)
        self.empty_label.setTextFormat(Qt.TextFormat.PlainText)
        self.empty_label.setAlignment(Qt.AlignmentFlag.AlignTop | Qt.AlignmentFlag.AlignLeft)
        layout.addWidget(self.empty_label, 1)
        self._scroll = dock_scroll(body)
        layout.addWidget(self._scroll, 1)
        self._content = QWidget()
        self._column = QVBoxLayout(self._content)
        self._column.setContentsMargins(0, 0, 0, 0)
        self._column.addStretch(1)
        self._scroll.setWidget(self._content)
        #: Every panel built for the games of the variant, players and Dirk shown now
        #: (``_kept_for``), by module: a module that leaves the game and comes back (a game
        #: of other modules opened, then one of these again) finds its panel kept, hidden.
        self._kept: dict[str, ModulePanel] = {}
        self._kept_for: tuple[object, ...] | None = None
        self.setWidget(body)
        #: In sight or not (a tab behind the reserves is not, though Qt keeps it "visible");
        #: the panels built when first shown (or asked for), following the game while shown.
        self._sight = DockSight(self, lambda: self._content, self._shape, self._rebuild, self._refresh)
        session.changed.connect(self._on_changed)

    # ---- reading what is shown -----------------------------------------------------------------
    def panel(self, kind: type[ModulePanel] | str) -> ModulePanel | None:
        """The panel of that class, or of the module with that id."""
        self._sight.catch_up()
        if isinstance(kind, str):
            return next((p for p in self._panels if p.objectName() == f"modulePanel_{kind}"), None)
        return next((p for p in self._panels if isinstance(p, kind)), None)

    def panels(self) -> list[ModulePanel]:
        self._sight.catch_up()
        return list(self._panels)

    def message(self) -> str:
        return self.message_label.text() if not self.message_label.isHidden() else ""

    def needed_height(self) -> int:
        """The dock's height that shows its note, or every panel, without scrolling, at its
        width (the window gives it that much above the scoreboard, no more)."""
        return scrolled_dock_height(self, self._scroll, self.empty_label)

    # ---- the panels' host --------------------------------------------------------------------------
    def run(self, edit: Callable[[], None]) -> bool:
        try:
            edit()
        except AlhambraError as error:
            self.say(labels.as_sentence(labels.error_text(error)))
            return False
        return True

    def say(self, text: str) -> None:
        self.message_label.setText(text)
        self.message_label.setVisible(bool(text))

    # ---- building ------------------------------------------------------------------------------
    def _shape(self) -> tuple[object, ...]:
        """What the panels are built for: the variant, the modules in play and the players
        (their names and Dirk fill the panels' choices); the rest a refresh shows."""
        game = self._session.game
        return game.variant, game.modules, tuple(game.names), game.dirk_in_play

    def _rebuild(self) -> None:
        """The panels of the modules in play, in their order: those kept from a game shown
        before (same variant, players and Dirk) shown again, the others built; the panels of
        modules out of play hidden, kept for when they come back."""
        game = self._session.game
        shape = self._shape()
        frame = shape[:1] + shape[2:]  # all but the modules
        if frame != self._kept_for:
            for gone in self._kept.values():
                self._column.removeWidget(gone)
                gone.deleteLater()
            self._kept, self._kept_for = {}, frame
        ranked = sorted(parts_with(PanelPart, game.ruleset.modules), key=lambda found: found[1].dock_rank)
        panels: list[ModulePanel] = []
        for module, ui in ranked:
            panel = self._kept.get(module.id)
            if panel is None:
                panel = ui.panel(self._session, self, module, self._content)
            if panel is not None:
                self._kept[module.id] = panel
                panels.append(panel)
        for panel in self._panels:
            if panel not in panels:
                panel.hide()
        for place, panel in enumerate(panels):  # in their order, above the stretch
            if self._column.indexOf(panel) != place:
                self._column.removeWidget(panel)
                self._column.insertWidget(place, panel)
            panel.forget_shown()  # it shows this game, whatever it showed before
            panel.show()
        self._panels = panels
        self._scroll.setVisible(bool(self._panels))
        self.empty_label.setText(self._empty_text())
        self.empty_label.setVisible(not self._panels)
        self._refresh()

    def _empty_text(self) -> str:
        game = self._session.game
        if not modules_allowed(game.variant):
            return arg(self.tr("%1 is played without expansion modules."),
                labels.variant_name(game.variant))
        text = self.tr("None of the modules in play keeps anything here. What a module hands out "
                       "during the game (cards held, characters, score cards, attack cards) is "
                       "entered here when it is in play (Game ▸ Modules…).")
        placed = [labels.module_name(module) for module, ui in parts_with(TileActor, game.ruleset.modules)
                  if ui.key_rows()]
        if not placed:
            return text
        where = arg(self.tr("%1: put them on a building of the city with a right-click on it, or "
                            "with its keys (Help ▸ Keys and codes lists them)."), labels.listed(placed))
        return f"{text}\n\n{where}"


    def _refresh(self) -> None:
        """Each panel as the game is now: those whose part of the game changed (the others'
        widgets are not touched, nor laid out again)."""
        game = self._session.game
        for panel in self._panels:
            panel.show_game(game)

    def _retranslate(self) -> None:
        """After a switch of language the panels word themselves; what they show of the game
        is read again (now when shown, else when next shown)."""
        word_dock(self, self.tr("Modules"), self.tr("&Modules"))
        self.say("")
        self.empty_label.setText(self._empty_text())
        for panel in self._panels:
            panel.forget_shown()
        self._sight.follow()

    def showEvent(self, event: QShowEvent) -> None:
        self._sight.catch_up()
        super().showEvent(event)

    def _on_changed(self, change: Change) -> None:
        self.say("")
        self._sight.follow(change.structure)
