"""Game ▸ Players…: a player renamed or recoloured during the game, as one step to undo."""

from __future__ import annotations

import copy

import pytest
from PySide6.QtCore import Qt, QTimer
from PySide6.QtGui import QColor
from PySide6.QtWidgets import QApplication, QMessageBox

from alhambra_gui.app.autosave import Autosave
from alhambra_gui.app.session import GameSession
from alhambra_gui.engine import DIRK, game_from_dict
from alhambra_gui.engine.modules import characters
from alhambra_gui.widgets.dialogs.players_dialog import PlayersDialog
from alhambra_gui.widgets.paint.tones import LARGE_CONTRAST, app_palette, name_ink
from alhambra_gui.widgets.shared.action_ids import ActionId
from alhambra_gui.widgets.window.main_window import MainWindow
from tests.module_games import EVERY_MODULE

pytestmark = pytest.mark.gui


def shown_on(qtbot, tmp_path, game) -> MainWindow:
    """The main window on ``game``, shown at 1280×720 (a question on leaving it: discard)."""
    shown = MainWindow(GameSession(game), Autosave(tmp_path / "appdata"))
    qtbot.addWidget(shown)
    shown.files.ask = lambda *args: QMessageBox.StandardButton.Discard
    shown.resize(1280, 720)
    shown.show()
    qtbot.waitExposed(shown)
    return shown


@pytest.fixture
def window(qtbot, tmp_path):
    """Anna and Ben with Dirk and every module: Ben holds the Wise Man, scoring 1 is recorded."""
    return shown_on(qtbot, tmp_path, game_from_dict(copy.deepcopy(EVERY_MODULE), "every-module.json"))


def answer_players(qtbot, window, answer) -> None:
    """Game ▸ Players… from its menu entry; ``answer(dialog)`` fills the dialog in as a
    player would (it runs once the dialog is open)."""
    seen = []

    failed: list[BaseException] = []

    def fill():
        dialog = QApplication.activeModalWidget()
        assert isinstance(dialog, PlayersDialog)
        seen.append(dialog)
        try:
            answer(dialog)
        except BaseException as error:  # the dialog closed, so that the test fails instead of hanging
            failed.append(error)
            dialog.reject()

    QTimer.singleShot(0, fill)
    window.action_map[ActionId.PLAYERS].trigger()
    assert seen, "Game ▸ Players… opened no dialog"
    if failed:
        raise failed[0]


def retype(qtbot, edit, text: str) -> None:
    edit.selectAll()
    qtbot.keyClicks(edit, text)


def click_ok(qtbot, dialog) -> None:
    assert dialog.ok_button.isEnabled()
    qtbot.mouseClick(dialog.ok_button, Qt.MouseButton.LeftButton)


def names_scored(window) -> list[str]:
    model = window.scoreboard.score_model
    return [model.index(row, 0).data() for row in range(model.rowCount())]


def tab_texts(window) -> list[str]:
    return [window.tabs.tabText(i) for i in range(window.tabs.count())]


def test_ben_renamed_jonas_everywhere_and_back_with_undo(qtbot, window):
    session = window.session
    totals = session.game.totals()
    window.show_city("Ben")

    def answer(dialog):
        assert dialog.names() == ["Anna", "Ben"]
        retype(qtbot, dialog.name_edits[1], "Jonas")
        click_ok(qtbot, dialog)

    answer_players(qtbot, window, answer)
    game = session.game
    assert game.names == ["Anna", "Jonas"]
    assert characters.holders(game.state).wise_man == "Jonas"
    assert game.totals() == {"Anna": totals["Anna"], "Jonas": totals["Ben"], DIRK: totals[DIRK]}
    assert tab_texts(window)[1:] == ["Anna", "Jonas"]
    assert window.current_player() == "Jonas"  # the city in sight stays in sight
    assert "Jonas" in window.city_page("Jonas").header_text()
    assert window.reserves.section_names() == ["Anna", "Jonas", DIRK]
    assert "Jonas" in names_scored(window)
    stack = session.undo_stack
    assert stack.undoText() == "Rename Ben to Jonas"
    stack.undo()
    assert session.game.names == ["Anna", "Ben"] and tab_texts(window)[1:] == ["Anna", "Ben"]
    assert characters.holders(session.game.state).wise_man == "Ben"
    assert window.reserves.section_names() == ["Anna", "Ben", DIRK]
    stack.redo()
    assert tab_texts(window)[1:] == ["Anna", "Jonas"]


def test_a_colour_changed_shows_in_the_header_and_the_reserve(qtbot, window):
    session = window.session
    red = QColor("#c0392b")

    def answer(dialog):
        dialog.choose_colour = lambda _initial: red
        qtbot.mouseClick(dialog.colour_buttons[0], Qt.MouseButton.LeftButton)
        assert dialog.colours()[0] == red.name()
        click_ok(qtbot, dialog)

    before = session.player_colour("Anna")
    answer_players(qtbot, window, answer)
    assert session.player_colour("Anna") == red.name()
    assert session.undo_stack.undoText() == "Change Anna's colour"
    for colour in (red.name(), before):  # the colour chosen, then again the one undo brings back
        ink = name_ink(app_palette(), colour)
        assert ink.name() in window.reserves.section("Anna").header.text()
        assert name_ink(app_palette(), colour, LARGE_CONTRAST).name() in window.city_page("Anna").name_html()
        model = window.scoreboard.score_model
        assert model.index(0, 0).data(Qt.ItemDataRole.DecorationRole) == QColor(colour)
        session.undo_stack.undo()


def test_a_name_the_table_cannot_hold_is_said_and_ok_waits(qtbot, window):
    session = window.session

    def answer(dialog):
        retype(qtbot, dialog.name_edits[1], "anna")
        assert not dialog.ok_button.isEnabled()
        assert "same name" in dialog.message_label.text()
        retype(qtbot, dialog.name_edits[1], "Dirk")
        assert not dialog.ok_button.isEnabled() and dialog.message_label.isVisibleTo(dialog)
        retype(qtbot, dialog.name_edits[1], "Ben")
        assert dialog.ok_button.isEnabled() and not dialog.message_label.isVisibleTo(dialog)
        click_ok(qtbot, dialog)  # nothing changed: no step

    answer_players(qtbot, window, answer)
    assert session.game.names == ["Anna", "Ben"] and session.undo_stack.count() == 0


def test_two_players_swap_names_in_one_step(qtbot, window):
    session = window.session

    def answer(dialog):
        retype(qtbot, dialog.name_edits[0], "Ben")
        retype(qtbot, dialog.name_edits[1], "Anna")
        click_ok(qtbot, dialog)

    answer_players(qtbot, window, answer)
    assert session.game.names == ["Ben", "Anna"] and session.undo_stack.count() == 1
    assert session.undo_stack.undoText() == "Change the players' names and colours"
    assert characters.holders(session.game.state) == characters.Holders("Anna", "tower", "Ben")
