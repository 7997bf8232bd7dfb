"""The slim bar above the city tabs: the game and the modules in play, with "Change…".

It sits where the players look during the game, so everyone at the table sees which
modules count (the window title belongs to the file and is often cut short by the
desktop). Changing the modules is one undoable step; when a module that leaves holds
something in the game (chests placed, cards held, gates, …) the user is asked first, in
one sentence that says what goes.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import (
    QDialog,
    QFrame,
    QHBoxLayout,
    QPushButton,
    QScrollArea,
    QVBoxLayout,
    QWidget,
)

from ...app import labels
from ...app.change import Change
from ...app.labels import arg
from ...app.session import GameSession
from ...engine import AlhambraError, Game, Ruleset
from ..paint import plain
from ..paint.plain import PlainLabel
from ..paint.retranslating import Retranslating
from ..paint.text_room import WORD_JOINER, unbroken
from ..paint.tones import mute
from ..paint.viewport import own_viewport

if TYPE_CHECKING:
    from PySide6.QtWidgets import QMessageBox

# More modules in play than this, and the bar names the first NAMED_FIRST and counts the rest:
# with the whole box in play, the list took a dozen lines above the city.
LISTED_AT_MOST = 8
#: The least height of Game ▸ Modules…'s list (a short screen's).
LIST_LEAST_HEIGHT = 240
NAMED_FIRST = 3


class ModulesDialog(QDialog):
    """Game ▸ Modules…: the chooser, starting from the game's modules."""

    def __init__(self, modules: Sequence[str], parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("modulesDialog")
        self.setWindowTitle(self.tr("Modules of this game"))
        from .module_chooser import ModuleChooser

        layout = QVBoxLayout(self)
        self.chooser = ModuleChooser(self, modules)
        layout.addWidget(self.chooser.filter_edit)
        scroll = QScrollArea(self)
        own_viewport(scroll)
        scroll.setWidgetResizable(True)
        scroll.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        scroll.setWidget(self.chooser)
        # The list as tall as its modules (up to 500 px) where the screen has room, else
        # shorter: a least height the layout cannot meet draws the note below over it.
        listed = min(self.chooser.sizeHint().height(), 500)
        scroll.setMinimumSize(420, min(listed, LIST_LEAST_HEIGHT))
        layout.addWidget(scroll, 1)
        note = PlainLabel(self.tr("A module taken out takes along what it holds in this game "
                              "(chests, wall pieces, gates, cards, …); Edit ▸ Undo brings it back."), self)
        note.setWordWrap(True)
        mute(note)
        layout.addWidget(note)
        from PySide6.QtWidgets import QDialogButtonBox  # its enums made when first used

        self.buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel, self)
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)
        layout.addWidget(self.buttons)
        hint, screen = self.sizeHint(), (parent or self).screen().availableGeometry()
        taller = hint.height() + listed - scroll.minimumHeight()
        self.resize(hint.width(), max(hint.height(), min(taller, int(0.85 * screen.height()))))

    @property
    def ok_button(self) -> QPushButton:
        from PySide6.QtWidgets import QDialogButtonBox

        return self.buttons.button(QDialogButtonBox.StandardButton.Ok)

    def selected(self) -> list[str]:
        return self.chooser.selected()


class ModulesBar(Retranslating, QFrame):
    """Renders from the session; "Change…" opens :class:`ModulesDialog`."""

    #: Modules came into the game (the window then shows what to put out for them).
    modulesAdded = Signal()

    def __init__(self, session: GameSession, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("modulesBar")
        self.setFrameShape(QFrame.Shape.StyledPanel)
        self._session = session
        layout = QHBoxLayout(self)
        layout.setContentsMargins(8, 2, 4, 2)
        self.label = PlainLabel(self)
        self.label.setObjectName("modulesText")
        self.label.setTextFormat(Qt.TextFormat.PlainText)
        self.label.setWordWrap(True)
        layout.addWidget(self.label, 1)
        self.change_button = QPushButton(self)
        self.change_button.setObjectName("changeModules")
        self.change_button.clicked.connect(self.change_modules)
        layout.addWidget(self.change_button)
        session.changed.connect(self._on_changed)
        self._refresh()

    def text(self) -> str:
        """What the bar says (without the joiners that keep each name on one line)."""
        return self.label.text().replace(WORD_JOINER, "")

    def can_change(self) -> bool:
        return Ruleset.allows_modules(self._session.game.variant)

    # ---- changing the modules ------------------------------------------------------------------
    def change_modules(self) -> None:
        """Open the chooser on the game's modules and apply the answer."""
        if not self.can_change():
            return
        dialog = ModulesDialog(self._session.game.modules, self.window())
        try:
            if dialog.exec():
                self.apply(dialog.selected())
        finally:
            dialog.deleteLater()

    def apply(self, module_ids: Sequence[str]) -> bool:
        """Play with these modules (one undoable step), after asking when something goes."""
        game = self._session.game
        if list(module_ids) == list(game.modules):
            return False
        from .losses import losses

        lost = losses(game, module_ids)
        if lost and not self.confirm(self.losses_text(lost)):
            return False
        added = set(module_ids) - set(game.modules)
        try:
            self._session.modules.set_modules(list(module_ids))
        except AlhambraError as error:
            self.complain(labels.error_text(error))
            return False
        if added:
            self.modulesAdded.emit()
        return True

    def losses_text(self, lost: list[str]) -> str:
        items = "\n".join(f"• {line}" for line in lost)
        return arg(self.tr("Taking these modules out also removes what they hold in this game:\n"
                       "%1\n\nEdit ▸ Undo brings it back."), items)

    def confirm(self, text: str) -> bool:
        """Ask before state goes (a separate method so tests can answer for the user)."""
        box = self.question(text)
        box.exec()
        return box.clickedButton() is box.property("takeOut")

    def question(self, text: str) -> QMessageBox:
        from PySide6.QtWidgets import QMessageBox  # its enums made when first used

        box = QMessageBox(QMessageBox.Icon.Warning, self.tr("Change the modules"), text,
                          QMessageBox.StandardButton.Cancel, self.window())
        box.setTextFormat(Qt.TextFormat.PlainText)
        take_out = box.addButton(self.tr("Take Them Out"), QMessageBox.ButtonRole.DestructiveRole)
        box.setProperty("takeOut", take_out)
        box.setDefaultButton(QMessageBox.StandardButton.Cancel)
        return box

    def complain(self, text: str) -> None:
        plain.warn(self.window(), self.tr("Change the modules"), text)

    # ---- following the game -------------------------------------------------------------------
    def _on_changed(self, change: Change) -> None:
        if change.structure:
            self._refresh()

    def _text(self, game: Game) -> str:
        """"Alhambra · Modules: Treasure chamber and City gates" (plain text; the names listed
        as the language lists them: "寶庫和城門")."""
        title = labels.variant_name(game.variant)
        if not Ruleset.allows_modules(game.variant):
            return arg(self.tr("%1 · played without expansion modules"), title)
        names = [unbroken(labels.module_name(m)) for m in game.ruleset.modules]  # wrapped between names
        if not names:
            return arg(self.tr("%1 · no expansion modules"), title)
        if len(names) > LISTED_AT_MOST:  # the first few, then how many more (all in the tooltip)
            names = [*names[:NAMED_FIRST], self.tr("%n more", "", len(names) - NAMED_FIRST)]
        return arg(self.tr("%1 · Modules: %2"), title, labels.listed(names))

    def _tooltip(self, game: Game) -> str:
        """Every module in play, a line each, when the bar names only the first few."""
        if len(game.ruleset.modules) <= LISTED_AT_MOST:
            return ""
        return plain.tip("\n".join(labels.module_name(m) for m in game.ruleset.modules))

    def _retranslate(self) -> None:
        self._refresh()

    def _refresh(self) -> None:
        self.change_button.setText(self.tr("Change…"))
        self.change_button.setToolTip(self.tr("Choose the expansion modules of this game"))
        self.label.setText(self._text(self._session.game))
        self.label.setToolTip(self._tooltip(self._session.game))
        self.change_button.setVisible(self.can_change())
