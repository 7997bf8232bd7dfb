"""The random player's actions beyond the base game (tests/random_actions.py): the modules
chosen and their marks, panels and cards, typed counts, scorings recorded with other points
(negative and at their limits, labels and names that hold placeholders), the end of the
game's market, a new game with awkward names and View ▸ Language."""

from __future__ import annotations

import random
from typing import TYPE_CHECKING

from PySide6.QtCore import Qt
from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import QCheckBox, QComboBox, QSpinBox

from alhambra_gui.engine import CURRENCIES
from alhambra_gui.engine.modules import registry
from alhambra_gui.widgets.modules.other_points.record_dialog import RecordScoringDialog
from alhambra_gui.widgets.shared.action_ids import ActionId
from alhambra_gui.widgets.window.language_menu import switch_language

if TYPE_CHECKING:
    from alhambra_gui.engine import Game
    from alhambra_gui.widgets.window.main_window import MainWindow

ALT = Qt.KeyboardModifier.AltModifier
CTRL_ALT = Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.AltModifier
CTRL_SHIFT = Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.ShiftModifier
ARROWS = (Qt.Key.Key_Up, Qt.Key.Key_Right, Qt.Key.Key_Down, Qt.Key.Key_Left)
#: The keys of the module actions on the tile under the cursor (tile_actions.py).
MODULE_KEYS = [*((k, ALT) for k in ARROWS), *((k, CTRL_ALT) for k in ARROWS),
               (Qt.Key.Key_C, CTRL_SHIFT), (Qt.Key.Key_B, CTRL_SHIFT)]
#: Labels of other points a player might type or paste.
LABELS = ["Camps", "Invaders: 2 open sides", "Camps %2", "%1%2", "A&B %2 %3 %n", "\u202e12",
          "tab\there\x00", "", "x" * 80, "אב 3"]
POINTS = [-10_000, -3, -1, 1, 3, 12, 10_000]
#: Names for a new game: placeholders, markup, right to left, wide glyphs.
NAMES = ["Anna", "%3", "%1%2", "A&B %2 %3 %n", "אנה", "安娜", "<b>Ben</b>", "Chen"]
LANGUAGES = ["en", "de", "zh_TW"]


class ModuleActions:
    """Mixed into RandomPlayer: needs ``window``, ``random``, ``game``, ``_view`` and ``settle``."""

    window: MainWindow
    random: random.Random

    @property
    def game(self) -> Game:  # pragma: no cover - RandomPlayer's
        raise NotImplementedError

    def _view(self):  # pragma: no cover - RandomPlayer's
        raise NotImplementedError

    def settle(self) -> None:  # pragma: no cover - RandomPlayer's
        raise NotImplementedError

    def answer_module_questions(self) -> None:
        """Taking modules out asks first: a random answer (the bar is the window's, built
        again with it)."""
        self.window.modules_bar.confirm = lambda _text: self.random.random() < 0.7

    # ---- modules -------------------------------------------------------------------------------
    def modules(self) -> str:
        chosen = [m for m in registry.module_ids() if self.random.random() < 0.4]
        self.window.modules_bar.apply(chosen)
        return "modules"

    def module_key(self) -> str:
        view = self._view()
        built = [cell for cell, _ in self.game.player(view.player).city if cell != (0, 0)]
        reserve = self.game.player(view.player).reserve
        if built:
            view.set_cursor(self.random.choice(built))
            view.setFocus()
            key, modifiers = self.random.choice(MODULE_KEYS)
            view.keyPressEvent(QKeyEvent(QKeyEvent.Type.KeyPress, key, modifiers))
        if reserve and self.random.random() < 0.3:  # a reserve tile's menu: wall pieces, a chest
            menu = self.window.reserves.menu_for(view.player, self.random.choice(reserve))
            actions = [a for a in menu.actions() if a.isEnabled() and not a.isSeparator()]
            if actions:
                self.random.choice(actions).trigger()
            menu.deleteLater()
        return "module key"

    def module_panel(self) -> str:
        combos = [c for panel in self.window.modules_dock.panels() for c in panel.findChildren(QComboBox)
                  if c.isEnabled() and c.count()]
        if combos:
            combo = self.random.choice(combos)
            index = self.random.randrange(combo.count())
            combo.setCurrentIndex(index)
            combo.activated.emit(index)  # what a choice in the list sends
        return "panel"

    # ---- typed counts ----------------------------------------------------------------------------
    def counts_only(self) -> str:
        self.window.show_city(self.random.choice(self.game.names))
        self.window.action_map[ActionId.COUNTS_ONLY].trigger()
        return "counts only"

    def typed_count(self) -> str:
        page = self.window.current_page()
        form = page.counts_form if page is not None else None
        if form is not None and form.counts() is not None:
            spins = [s for s in form.findChildren(QSpinBox) if s.isEnabled()]
            boxes = [b for b in form.findChildren(QCheckBox) if b.isEnabled()]
            if boxes and self.random.random() < 0.2:
                self.random.choice(boxes).toggle()
            elif spins:
                spin = self.random.choice(spins)
                spin.setValue(self.random.choice([spin.minimum(), spin.maximum(),
                                                  self.random.randint(spin.minimum(), spin.maximum())]))
        return "typed count"

    # ---- recording -------------------------------------------------------------------------------
    def score(self) -> str:
        if self.game.next_round is not None:
            scoreboard = self.window.scoreboard
            if self.random.random() < 0.5:
                scoreboard.record_button.click()
            else:
                action = next(a for a in scoreboard.menu_actions()
                              if a.objectName() == "actionRecordWith_other_points")
                action.trigger()
            self.settle()
            self._fill_record_dialog()
            self._answer_question()
        return "score"

    def _record_dialog(self) -> RecordScoringDialog | None:
        return next((d for d in self.window.scoreboard.findChildren(RecordScoringDialog) if d.isVisible()),
                    None)

    def _fill_record_dialog(self) -> None:
        dialog = self._record_dialog()
        if dialog is None:
            return
        for name in self.game.names:
            lines = [dialog.lines_of(name)[0]]
            for _ in range(self.random.choice([0, 0, 0, 1, 2])):
                lines.append(dialog.add_line(name))
            for line in lines:
                if self.random.random() < 0.6:
                    line.label.setText(self.random.choice(LABELS))
                    line.points.setValue(self.random.choice(POINTS))
        dialog.record_button.click()
        self.settle()

    def _answer_question(self) -> None:
        """The question before recording (or ending the game): go on, mostly."""
        box = self.window.scoreboard.pending_question
        if box is not None:
            from PySide6.QtWidgets import QPushButton

            go = self.random.random() < 0.8
            button = box.findChild(QPushButton, "recordGuardGo") if go \
                else box.button(box.StandardButton.Cancel)
            button.click()
            self.settle()
        dialog = self._record_dialog()
        if dialog is not None:  # the question was cancelled: so is the dialog
            dialog.reject()
            self.settle()

    def market(self) -> str:
        if self.game.finished and self.window.session.market_handed_out() is None:
            dialog = self.window.scoreboard.end_game_dialog()
            free = self.game.free_tiles()
            for tile in self.random.sample(free, min(len(free), self.random.randint(0, 3))):
                dialog.add_tile(tile, self.random.choice(CURRENCIES))
            for spin in dialog.findChildren(QSpinBox):
                spin.setValue(self.random.randint(0, 30))
            dialog.accept()
            dialog.deleteLater()
        return "market"

    # ---- whole games and the language ----------------------------------------------------------
    def new_game(self) -> str:
        count = self.random.randint(1, 6)
        names = self.random.sample(NAMES, count)
        variant = self.random.choice(["alhambra", "alhambra", "granada"])
        dirk = count == 2 and variant == "alhambra" and self.random.random() < 0.5
        modules = [m for m in registry.module_ids() if self.random.random() < 0.3] \
            if variant == "alhambra" else []
        if self.window.files.maybe_save():
            self.window.session.new_game(names, dirk=dirk, variant=variant, modules=modules)
        return "new game"

    def language(self) -> str:
        switch_language(self.window, self.random.choice(LANGUAGES))
        self.answer_module_questions()
        return "language"
