"""View ▸ Language: the system's language or one the app speaks, switched while it runs.

The choice is kept in the settings and applied at every start (``apply_language``, from
``launch.configure``). A switch installs the language's catalogues and font, then builds
the main window again over the same session (``window_rebuild``): every text on screen
comes from the code that wrote it at start-up, so none can stay in the old language.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, QTimer
from PySide6.QtGui import QAction, QActionGroup
from PySide6.QtWidgets import QApplication, QMenu

from ...app import settings
from ...app.labels import QT_TR_NOOP, arg, tr
from ...app.language import Translators, spoken, system_locale
from ..paint.script_font import apply_script_font

if TYPE_CHECKING:
    from .main_window import MainWindow

#: View ▸ Language: "System" (the system's language) is translated; each language keeps
#: its own name, written in itself, in every language (whoever reads it looks for their own).
CHOICES: tuple[tuple[str, str], ...] = (
    (settings.SYSTEM_LANGUAGE, QT_TR_NOOP("System")), *settings.LANGUAGE_NAMES.items())
NATIVE_NAMES = settings.LANGUAGE_NAMES


def apply_language(app: QApplication, choice: str) -> str:
    """Speak the choice's language from now on: catalogues, default locale, font. Returns
    the language ("en", "de", "zh_TW")."""
    language = Translators.of(app).apply(choice)
    apply_script_font(app, language, spoken(system_locale()))
    return language


class LanguageMenu(QObject):
    """The checkable, exclusive entries of View ▸ Language (``action_language_<choice>``)."""

    def __init__(self, window: MainWindow, parent_menu: QMenu) -> None:
        super().__init__(window)
        self._window = window
        self.menu = parent_menu.addMenu(tr("&Language"))
        self.menu.setObjectName("menu_language")
        self.group = QActionGroup(self)
        self.group.setExclusive(True)
        chosen = settings.chosen_language()
        for choice, label in CHOICES:
            action = QAction(tr(label) if choice == settings.SYSTEM_LANGUAGE else label, self.menu)
            action.setObjectName(f"action_language_{choice}")
            action.setCheckable(True)
            action.setChecked(choice == chosen)
            action.setData(choice)
            self.group.addAction(action)
            self.menu.addAction(action)
        self.group.triggered.connect(self._on_chosen)

    def _on_chosen(self, action: QAction) -> None:
        choice = str(action.data())
        # once the menu has finished with the action: the switch replaces the window
        QTimer.singleShot(0, lambda: switch_language(self._window, choice))


def switch_language(window: MainWindow, choice: str) -> MainWindow:
    """Remember the choice, speak its language, and show ``window`` again in it (the window
    that now shows the game is returned; the same one when the language stays)."""
    settings.language.set(choice)
    app = QApplication.instance()
    assert isinstance(app, QApplication)
    translators = Translators.of(app)
    before = translators.language
    language = apply_language(app, choice)
    if language != before:
        window.session.retranslate()  # the undo history's steps, before the menus read them
        from .window_rebuild import rebuild

        window = rebuild(window)
    if notice := catalogue_notice(translators):
        window.statusBar().showMessage(notice, 10000)
    else:
        window.statusBar().showMessage(arg(tr("Language: %1"), NATIVE_NAMES[language]), 5000)
    return window


def catalogue_notice(translators: Translators, *, damaged_only: bool = False) -> str:
    """Why the app speaks English instead of the language chosen, in a sentence ("" when it
    speaks it): its catalogue is not installed, or is damaged (it never reached Qt)."""
    name = NATIVE_NAMES.get(translators.language, translators.language)
    if translators.damaged:
        return arg(tr("The catalogue for %1 (%2) is damaged, so the app speaks English: install the "
                      "app again to have %1 back."), name, translators.damaged)
    if translators.missing and not damaged_only:
        return arg(tr("This installation has no catalogue for %1 (%2): the app speaks English."), name,
                   translators.missing)
    return ""
