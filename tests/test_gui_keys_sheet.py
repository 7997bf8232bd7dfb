"""Issue 10, finding 12: Help ▸ Keys and Codes, a cheat sheet of the codes, the keys and the
mouse, and a hint to it on the first start only."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt, QTranslator
from PySide6.QtGui import QKeySequence
from PySide6.QtWidgets import QFrame, QGroupBox, QLabel, QMessageBox, QToolButton

from alhambra_gui.app import labels, settings
from alhambra_gui.app.autosave import Autosave
from alhambra_gui.app.session import GameSession
from alhambra_gui.engine import SIDES, get_variant
from alhambra_gui.widgets.dialogs.keys_sheet import code_rows, prices_text
from alhambra_gui.widgets.shared.action_ids import ActionId
from alhambra_gui.widgets.window.main_window import MainWindow


@pytest.fixture
def window(qtbot, tmp_path, show_widget):
    made = MainWindow(GameSession(), Autosave(tmp_path / "appdata"))
    made.files.ask = lambda *args: QMessageBox.StandardButton.Discard
    return show_widget(made, 1296, 810)


def sheet_text(window) -> str:
    return "\n".join(window.show_keys().texts())


def test_help_has_keys_and_codes_on_the_help_key(window):
    """Before: Help held only About."""
    action = window.action_map[ActionId.KEYS]
    assert action in window.menus["help"].actions()
    assert action.shortcut() == QKeySequence(QKeySequence.StandardKey.HelpContents)
    action.trigger()
    sheet = window.keys_sheet
    assert sheet is not None and sheet.isVisible() and not sheet.isModal()
    action.trigger()
    assert window.keys_sheet is sheet  # one sheet, brought up again


def test_the_codes_come_from_the_variant(window):
    text = sheet_text(window)
    variant = window.session.game.variant
    for kind in variant.types:
        assert kind.letter.lower() in text and labels.type_name(variant, kind.id) in text
    assert ("g", "Garden", "6–12") in code_rows(variant)
    assert "“-” for none" in text and "g6ne" in text
    window.session.new_game(["Ana", "Bo"], variant="granada")
    text = sheet_text(window)
    titles = [box.title() for box in window.keys_sheet.findChildren(QGroupBox)]
    assert "Tile codes (Granada)" in titles
    assert "sc" in text and "School" in text and "moat" in text
    assert ("sc", "School", "2–13") in code_rows(get_variant("granada"))


def test_the_keys_and_the_mouse_are_listed(window):
    text = sheet_text(window)
    for expected in ("Arrow keys", "Enter", "Esc",
                     "Del", "Backspace", "Ctrl+Z", "Ctrl+Y", "Ctrl+0", "Ctrl+PgUp", "Ctrl+PgDown",
                     "Ctrl+1 … Ctrl+6", "Alt+arrow", "Ctrl+Alt+arrow", "Ctrl+Shift+C", "Ctrl+Shift+B",
                     "Shift while dropping", "place anyway", "Double-click", "Click a tile, then a lit cell",
                     "Right-click"):
        assert expected in text, expected


def test_prices_text():
    assert prices_text([4, 2, 3, 3]) == "2–4"
    assert prices_text([3, 5]) == "3, 5"
    assert prices_text([]) == ""


class Marking(QTranslator):
    """Every string the app looks up comes back marked, so that an unmarked one was never
    looked up (not through tr())."""

    def translate(self, context, source, disambiguation=None, n=-1):
        return f"«{source}»"


def test_every_word_of_the_sheet_goes_through_tr(qapp, window):
    marking = Marking()
    qapp.installTranslator(marking)
    try:
        window.session.new_game(["Ana", "Bo"])  # rebuilt under the marking translator
        texts = window.show_keys().texts()
    finally:
        qapp.removeTranslator(marking)
    variant = window.session.game.variant
    data = {cell for row in code_rows(variant) for cell in row}  # letters, type names, prices
    data |= {side.name for side in SIDES}  # the sides' letters, the codes' grammar in every language
    unmarked = [t for t in texts if "«" not in t and t not in data]
    assert unmarked == []


def test_the_first_start_hint_is_shown_once(qtbot, tmp_path, window):
    assert not settings.keys_hint_shown.get()
    window.offer_keys_hint()
    hint = window.statusBar().findChild(QFrame, "keysHint")
    assert hint is not None and hint.isVisible()
    assert any("Keys and codes" in label.text() for label in hint.findChildren(QLabel))
    qtbot.mouseClick(hint.findChild(QToolButton, "keysHintClose"), Qt.MouseButton.LeftButton)
    assert not hint.isVisible()
    again = MainWindow(GameSession(), Autosave(tmp_path / "other"))
    qtbot.addWidget(again)
    again.files.ask = lambda *args: QMessageBox.StandardButton.Discard
    again.offer_keys_hint()
    assert again.statusBar().findChild(QFrame, "keysHint") is None  # remembered


def test_the_hint_opens_the_sheet(qtbot, window):
    window.offer_keys_hint()
    hint = window.statusBar().findChild(QFrame, "keysHint")
    qtbot.mouseClick(hint.findChild(QToolButton, "keysHintShow"), Qt.MouseButton.LeftButton)
    assert window.keys_sheet is not None and window.keys_sheet.isVisible()
    assert not hint.isVisible()


def test_granadas_mouse_rows_speak_of_moats(qtbot):
    from alhambra_gui.engine import get_variant
    from alhambra_gui.widgets.dialogs.keys_sheet import mouse_rows

    granada = " ".join(text for row in mouse_rows(get_variant("granada")) for text in row)
    alhambra = " ".join(text for row in mouse_rows(get_variant("alhambra")) for text in row)
    assert "the moat it would give" in granada and "wall" not in granada
    assert "the wall it would give" in alhambra


def test_the_sheet_names_ctrl_y_for_redo_where_the_platform_binds_another(qapp, monkeypatch):
    from PySide6.QtGui import QKeySequence

    from alhambra_gui.widgets.dialogs import keys_sheet

    platform = keys_sheet.keys
    monkeypatch.setattr(keys_sheet, "keys", lambda sequence: "Ctrl+Shift+Z"
                        if sequence == QKeySequence.StandardKey.Redo else platform(sequence))
    assert keys_sheet.redo_text() == "Ctrl+Shift+Z, Ctrl+Y"
    monkeypatch.setattr(keys_sheet, "keys", platform)
    assert keys_sheet.redo_text().count("Ctrl+Y") == 1  # offscreen binds Ctrl+Y first: not named twice


def test_the_sheet_takes_the_keys_and_esc_closes_it(qtbot, window, monkeypatch):
    """polish17 found: opened with F1, the sheet was not the active window (nothing activates
    a new window on a desktop without a window manager), so Esc went to the main window."""
    from PySide6.QtTest import QTest
    from PySide6.QtWidgets import QApplication, QWidget

    from alhambra_gui.widgets.dialogs.keys_sheet import KeysSheet

    asked: list[object] = []  # offscreen activates every window shown: the sheet must ask for it
    monkeypatch.setattr(KeysSheet, "activateWindow", lambda self: (asked.append(self),
                                                                   QWidget.activateWindow(self)))
    window.activateWindow()
    qtbot.waitUntil(lambda: QApplication.activeWindow() is window)
    window.action_map[ActionId.KEYS].trigger()
    sheet = window.keys_sheet
    assert asked == [sheet]
    qtbot.waitUntil(lambda: QApplication.activeWindow() is sheet)
    QTest.keyClick(QApplication.focusWidget() or sheet, Qt.Key.Key_Escape)
    qtbot.waitUntil(lambda: not sheet.isVisible())
