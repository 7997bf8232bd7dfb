"""Keyboard players open menus and press buttons with Alt and a letter, and pick a menu entry
by its underlined letter. A letter used twice in one menu only moves between the two entries
(German File ▸ "&Speichern" and "&Städte aus Fotos importieren …" did), and one used twice in
the window does nothing sure. In each of the app's languages: every menu's letters differ, the
window's letters (menu titles, buttons, tabs) differ, and the Scoring menu's entries each have
one, as the other menus' do (found playing an evening by keyboard, issue 27)."""

from __future__ import annotations

import re

import pytest
from PySide6.QtCore import QLocale
from PySide6.QtWidgets import QAbstractButton, QLabel, QMenu, QMessageBox, QTabBar

from alhambra_gui.app import language
from alhambra_gui.app.autosave import Autosave
from alhambra_gui.app.session import GameSession
from alhambra_gui.engine import load_game
from alhambra_gui.engine.assets import resource_path
from alhambra_gui.widgets.window.main_window import MainWindow

pytestmark = pytest.mark.gui
LANGUAGES = ("en", "de", "zh_TW")


def mnemonic(text: str) -> str | None:
    found = re.search(r"&([^&\s])", text.replace("&&", ""))
    return found.group(1).lower() if found else None


def clashes(named: list[tuple[str, str | None]]) -> dict[str, list[str]]:
    by_letter: dict[str, list[str]] = {}
    for text, letter in named:
        if letter is not None:
            by_letter.setdefault(letter, []).append(text)
    return {letter: texts for letter, texts in by_letter.items() if len(texts) > 1}


def menus(window: MainWindow) -> list[QMenu]:
    found: list[QMenu] = []

    def walk(menu: QMenu) -> None:
        found.append(menu)
        for action in menu.actions():
            if action.menu() is not None:
                walk(action.menu())

    for action in window.menuBar().actions():
        walk(action.menu())
    return found


@pytest.fixture
def window(qtbot, tmp_path, qapp):
    """The modules sample (its Scoring menu holds the modules' entries too), English again
    afterwards."""
    made = MainWindow(GameSession(load_game(resource_path("samples", "modules-game.json"))),
                      Autosave(tmp_path / "appdata"))
    made.files.ask = lambda *_args: QMessageBox.StandardButton.Discard
    made.resize(1280, 720)
    made.show()
    qtbot.waitExposed(made)
    locale, font = QLocale(), qapp.font()
    yield made
    language.Translators.of(qapp).apply("en")
    QLocale.setDefault(locale)
    qapp.setFont(font)
    made.close()


@pytest.mark.parametrize("code", LANGUAGES)
def test_no_letter_twice_in_a_menu_or_in_the_window(window, qapp, code):
    language.Translators.of(qapp).apply(code)
    qapp.processEvents()
    for menu in menus(window):
        entries = [(a.text(), mnemonic(a.text())) for a in menu.actions()
                   if a.isVisible() and not a.isSeparator()]
        assert clashes(entries) == {}, (code, menu.title())
    shown = [(a.text(), mnemonic(a.text())) for a in window.menuBar().actions()]
    shown += [(b.text(), mnemonic(b.text())) for b in window.findChildren(QAbstractButton)
              if b.isVisible() and b.window() is window]
    shown += [(bar.tabText(i), mnemonic(bar.tabText(i))) for bar in window.findChildren(QTabBar)
              if bar.isVisible() for i in range(bar.count())]
    shown += [(label.text(), mnemonic(label.text())) for label in window.findChildren(QLabel)
              if label.isVisible() and label.buddy() is not None]
    assert clashes(shown) == {}, code


@pytest.mark.parametrize("code", LANGUAGES)
def test_every_scoring_entry_has_its_letter(window, qapp, code):
    language.Translators.of(qapp).apply(code)
    qapp.processEvents()
    entries = [a.text() for a in window.menus["scoring"].actions() if a.isVisible() and not a.isSeparator()]
    assert len(entries) >= 7  # record, the modules' records, end of game, CSV, PDF, PNG, print
    assert [text for text in entries if mnemonic(text) is None] == [], code


@pytest.mark.parametrize("code", LANGUAGES)
def test_every_menu_entry_has_its_letter(window, qapp, code):
    """View ▸ Theme and View ▸ Language had none: a keyboard player opened the submenu with
    its letter and then had to arrow down to Dark or Deutsch (found playing an evening)."""
    language.Translators.of(qapp).apply(code)
    qapp.processEvents()
    missing = [(menu.title(), a.text()) for menu in menus(window) for a in menu.actions()
               if a.isVisible() and not a.isSeparator() and a.text() and mnemonic(a.text()) is None]
    assert missing == [], code
