"""Profiles as the README promises (issue 27, item 3): File ▸ New Game offers the last table's
players, each player keeps their colour from one game night to the next, and completing a
name never puts a list over the field a click was meant for."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QRect, Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QMessageBox, QWidget

from alhambra_gui.app.autosave import Autosave
from alhambra_gui.app.session import PLAYER_COLOURS, GameSession
from alhambra_gui.history.record import SeatRecord
from alhambra_gui.widgets.dialogs.new_game_dialog import NewGameDialog
from alhambra_gui.widgets.window.main_window import MainWindow
from tests.history_games import made

pytestmark = pytest.mark.gui


@pytest.fixture
def window(qtbot, tmp_path, show_widget):
    made_window = MainWindow(GameSession(), Autosave(tmp_path / "appdata"))
    made_window.files.ask = lambda *args: QMessageBox.StandardButton.Discard
    return show_widget(made_window, 1280, 720)


def coloured(record, colours: dict[str, str]):
    seats = tuple(SeatRecord(**{**s.__dict__, "colour": colours.get(s.name)}) for s in record.seats)
    return type(record)(**{**record.__dict__, "seats": seats})


def new_game(window, monkeypatch, answer) -> dict:
    """File ▸ New Game…, the dialog answered by ``answer(dialog)`` (True: OK); what it offered."""
    offered = {}

    def run(dialog):
        offered.update(names=dialog.names(), colours=dialog.colours())
        return answer(dialog)

    monkeypatch.setattr(NewGameDialog, "exec", run)
    window.action_map["new"].trigger()
    return offered


def retype(dialog, row: int, text: str) -> None:
    edit = dialog.name_edit(row)
    QTest.mouseClick(edit, Qt.MouseButton.LeftButton)
    edit.selectAll()
    QTest.keyClick(edit, Qt.Key.Key_Delete)
    QTest.keyClicks(edit, text)


def test_new_game_offers_the_last_tables_players_each_in_their_colour(window, monkeypatch):
    store = window.history_menu.history.store()
    store.add(coloured(made({"Anna": (1, 1, 1), "Ben": (2, 2, 2), "Chen": (3, 3, 3)}), {"Ben": "#123456"}))
    store.add(made({"Dora": (5, 5, 5), "Ben": (1, 1, 1)}, day=1))  # the last table; no colours in its file
    offered = new_game(window, monkeypatch, lambda dialog: False)
    assert offered["names"] == ["Dora", "Ben"]
    assert offered["colours"] == [PLAYER_COLOURS[0], "#123456"]  # Dora as her seat showed her; Ben his own


def test_each_player_keeps_their_colour_from_one_game_night_to_the_next(window, monkeypatch):
    def first_evening(dialog):
        dialog.add_button.click()
        for row, name in enumerate(("Anna", "Ben", "Chen")):
            retype(dialog, row, name)
        return True

    new_game(window, monkeypatch, first_evening)
    first = {n: window.session.player_colour(n) for n in window.session.game.names}
    assert first == {"Anna": PLAYER_COLOURS[0], "Ben": PLAYER_COLOURS[1], "Chen": PLAYER_COLOURS[2]}
    for _ in range(3):
        window.session.record_scoring()  # the game enters the history

    def second_evening(dialog):  # Ben sits first tonight, and Anna beside him: no Chen
        retype(dialog, 0, "Ben")
        retype(dialog, 1, "Anna")
        while dialog.player_count() > 2:
            dialog.remove_button(dialog.player_count() - 1).click()
        return True

    new_game(window, monkeypatch, second_evening)
    assert window.session.game.names == ["Ben", "Anna"]
    assert {n: window.session.player_colour(n) for n in ("Ben", "Anna")} == {"Ben": first["Ben"],
                                                                           "Anna": first["Anna"]}


def test_a_newcomer_takes_a_free_colour_and_a_known_player_theirs(qtbot):
    dialog = NewGameDialog(known=[("Anna", PLAYER_COLOURS[1]), ("Ben", PLAYER_COLOURS[0])])
    qtbot.addWidget(dialog)
    dialog.show()
    retype(dialog, 0, "Ben")  # Ben's colour is the one row 0 has by default
    retype(dialog, 1, "Anna")  # and Anna's row 1's
    assert dialog.colours() == [PLAYER_COLOURS[0], PLAYER_COLOURS[1]]
    retype(dialog, 1, "Zed")  # a newcomer keeps the colour the row has
    assert dialog.colours() == [PLAYER_COLOURS[0], PLAYER_COLOURS[1]]
    retype(dialog, 0, "Anna")  # Anna moves to the first seat: Zed's row gives her colour up
    assert dialog.colours() == [PLAYER_COLOURS[1], PLAYER_COLOURS[0]]


def inputs_of(dialog) -> list[QWidget]:
    return [w for w in dialog.findChildren(QWidget)
            if w.isVisible() and w.focusPolicy() != Qt.FocusPolicy.NoFocus and w.isEnabled()
            and type(w).__name__ in ("QLineEdit", "QToolButton", "QPushButton", "QCheckBox", "QComboBox")]


def global_rect(widget: QWidget) -> QRect:
    return QRect(widget.mapToGlobal(widget.rect().topLeft()), widget.size())


def test_completing_a_name_covers_no_field_a_click_was_meant_for(qtbot):
    dialog = NewGameDialog(known=[("Anna", "#123456"), ("Annika", "#abcdef"), ("Ben", None)],
                           names=["Player 1", "Player 2", "Player 3"])
    qtbot.addWidget(dialog)
    dialog.show()
    dialog.activateWindow()
    qtbot.waitUntil(dialog.isActiveWindow)  # typed into, as a person would: with the focus
    edit = dialog.name_edit(0)
    retype(dialog, 0, "a")
    QApplication.processEvents()
    popup = edit.completer().popup()
    if popup is not None and popup.isVisible():
        covered = [w.accessibleName() or type(w).__name__ for w in inputs_of(dialog)
                   if w is not edit and global_rect(popup).intersects(global_rect(w))]
        assert not covered, f"the list of names covers {covered}"
    assert edit.text() == "anna" and edit.selectedText() == "nna"  # completed in the field itself
    QTest.keyClicks(edit, "nni")  # the other name that fits
    assert edit.text() == "annika" and edit.selectedText() == "ka"
    target = dialog.name_edit(1)
    QTest.mouseClick(target, Qt.MouseButton.LeftButton)  # the click lands where it was meant
    assert QApplication.focusWidget() is target
    assert dialog.names()[0] == "annika" and dialog.colours()[0] == "#abcdef"


def test_new_game_offers_the_open_games_box_its_variant_and_modules(window, monkeypatch):
    """The next game of the evening is played with the same box: File ▸ New (Ctrl+N) ticks the
    open game's modules and chooses its variant, beside the last table's players."""
    store = window.history_menu.history.store()
    store.add(made({"Dora": (5, 5, 5), "Ben": (1, 1, 1)}))
    box: dict[str, object] = {}

    def look(dialog):
        box.update(modules=dialog.modules(), variant=dialog.variant())
        return False

    window.session.new_game(["Anna", "Ben", "Chen"], modules=["bazaars", "camps"])
    assert new_game(window, monkeypatch, look)["names"] == ["Dora", "Ben"]
    assert box == {"modules": ["camps", "bazaars"], "variant": "alhambra"}  # the registry's order
    window.session.new_game(["Anna", "Ben"], variant="granada")
    new_game(window, monkeypatch, look)
    assert box == {"modules": [], "variant": "granada"}
