"""View ▸ Language: the system's language or one the app speaks, switched while it runs.

The choice is kept in the settings and applied at every start (``apply_language``, from
``launch.configure``). A switch installs the language's catalogues and font; installing a
catalogue makes Qt send ``QEvent.LanguageChange`` to every widget, and each widget that
shows words of its own re-sets them in place (its ``changeEvent`` calls its ``_retranslate``,
which words again what its ``__init__`` and its updates worded), the objects it owns with
them: its models, its scene's items, its actions. The undo history's steps are worded again
by the session first (``session.retranslate``), so Edit ▸ Undo names them in the new language.
Nothing is built anew: the window keeps its place, its docks, the page and tabs shown, the
choices of its combo boxes, the palette's filter and its open windows as they were.
"""

from __future__ import annotations

from typing import Protocol

from PySide6.QtCore import QCoreApplication, QEvent, QTimer
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QApplication, QMenu, QStatusBar, QWidget

from ...app import settings
from ...app.labels import QT_TR_NOOP, arg, tr
from ...app.language import Translators, catalogue_notice, spoken, system_locale
from ...app.session import GameSession
from ..paint.plain import tooltips_unwatched
from ..paint.script_font import apply_script_font
from ..shared.choice_menu import ChoiceMenu
from .paint_hold import PaintHold

#: Each language's underlined letter in the menu: its name's first where the name is in
#: Latin letters, else a letter of its own in brackets, the way Chinese menus mark theirs.
LETTERS = {"en": "E", "de": "D", "zh_TW": "Z"}


def entry(name: str, letter: str) -> str:
    """A language's menu entry: ``letter`` underlined in ``name``, or after it in brackets."""
    at = name.lower().find(letter.lower())
    return f"{name[:at]}&{name[at:]}" if at >= 0 else f"{name}(&{letter})"


#: View ▸ Language: "System" (the system's language) is translated; each language keeps
#: its own name, written in itself, in every language (whoever reads it looks for their own).
CHOICES: tuple[tuple[str, str], ...] = (
    (settings.SYSTEM_LANGUAGE, QT_TR_NOOP("&System")),
    *((code, entry(name, LETTERS[code])) for code, name in settings.LANGUAGE_NAMES.items()))
NATIVE_NAMES = settings.LANGUAGE_NAMES


def apply_language(app: QApplication, choice: str) -> str:
    """Speak the choice's language from now on: catalogues, default locale, font. Returns
    the language ("en", "de", "zh_TW")."""
    language = Translators.of(app).apply(choice)
    apply_script_font(app, language, spoken(system_locale()))
    return language


class LanguageHost(Protocol):
    """What a switch of language asks of the window: its session (the undo steps are worded
    again), its language menu (the choice checked) and its status bar (what it says)."""

    @property
    def session(self) -> GameSession: ...

    @property
    def language_menu(self) -> LanguageMenu: ...

    def statusBar(self) -> QStatusBar: ...


class LanguageMenu(ChoiceMenu):
    """The checkable, exclusive entries of View ▸ Language (``action_language_<choice>``)."""

    def __init__(self, window: LanguageHost, parent_menu: QMenu) -> None:
        super().__init__(parent_menu, "language", (choice for choice, _label in CHOICES))
        self._window = window
        self.retranslate()
        self.group.triggered.connect(self._on_chosen)

    def retranslate(self) -> None:
        """The menu's title and "System" in the language in force, the choice in force checked."""
        self.word(tr("&Language"), (tr(label) if choice == settings.SYSTEM_LANGUAGE else label
                                    for choice, label in CHOICES), settings.chosen_language())

    def _on_chosen(self, action: QAction) -> None:
        choice = str(action.data())
        # once the menu has finished with the action and closed
        QTimer.singleShot(0, lambda: switch_language(self._window, choice))


def switch_language(window: LanguageHost, choice: str) -> None:
    """Remember the choice, speak its language, and word ``window`` (and every other widget)
    again in it, in place."""
    settings.language.set_soon(choice)  # written a moment later, off the switch's way
    app = QApplication.instance()
    assert isinstance(app, QApplication)
    translators = Translators.of(app)
    before = translators.language
    if isinstance(window, QWidget):
        PaintHold.of(window).hold()  # painted once, in the new words and the widths they take
    # Qt tells every widget of the new language, one event each: the tooltip filter need not see them
    with tooltips_unwatched(app):
        language = apply_language(app, choice)
        if language != before:
            window.session.retranslate()  # the undo history's steps, before the menus read them
            # the LanguageChange that installing the catalogues posted, now: each widget words itself
            QCoreApplication.sendPostedEvents(None, QEvent.Type.LanguageChange)
    if language == before:
        window.language_menu.retranslate()  # the choice in force checked ("System" or its language)
    if notice := catalogue_notice(translators):
        window.statusBar().showMessage(notice, 10000)
    else:
        window.statusBar().showMessage(arg(tr("Language: %1"), NATIVE_NAMES[language]), 5000)
