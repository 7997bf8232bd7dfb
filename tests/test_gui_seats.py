"""Game ▸ Players…: a player added to or taken out of the game under way, before the first
scoring, with real clicks; each one step of Edit ▸ Undo. After a scoring the dialog says why
the seats stay as they are."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QLabel

from alhambra_gui.engine import Game, Tile, Walls
from tests.test_gui_players import answer_players, click_ok, names_scored, retype, shown_on, tab_texts

pytestmark = pytest.mark.gui

TOWER = Tile("tower", 13, Walls("E"))
GARDEN = Tile("garden", 8, Walls("NE"))


@pytest.fixture
def window(qtbot, tmp_path):
    """Anna, Ben and Chen before the first scoring; Ben has built a tower and keeps a garden."""
    game = Game(["Anna", "Ben", "Chen"])
    game.build("Ben", TOWER, (1, 0))
    game.take_into_reserve("Ben", GARDEN)
    return shown_on(qtbot, tmp_path, game)


def test_a_fourth_player_sits_down_and_undo_takes_her_out(qtbot, window):
    session = window.session

    def answer(dialog):
        qtbot.mouseClick(dialog.add_button, Qt.MouseButton.LeftButton)
        assert len(dialog.name_edits) == 4 and dialog.focusWidget() is dialog.name_edits[3]
        retype(qtbot, dialog.name_edits[3], "Dora")
        assert len(set(dialog.colours())) == 4  # a colour nobody has
        click_ok(qtbot, dialog)

    answer_players(qtbot, window, answer)
    assert session.game.names == ["Anna", "Ben", "Chen", "Dora"]
    assert tab_texts(window)[1:] == ["Anna", "Ben", "Chen", "Dora"]
    assert "Dora" in names_scored(window) and window.reserves.section_names()[-1] == "Dora"
    assert session.undo_stack.undoText() == "Add Dora to the game"
    session.undo_stack.undo()
    assert session.game.names == ["Anna", "Ben", "Chen"] and tab_texts(window)[1:] == ["Anna", "Ben", "Chen"]


def test_a_player_taken_out_puts_his_tiles_back_and_undo_brings_his_city_back(qtbot, window):
    session = window.session
    free = len(session.game.free_tiles())

    def answer(dialog):
        qtbot.mouseClick(dialog.remove_buttons[1], Qt.MouseButton.LeftButton)
        assert dialog.names() == ["Anna", "Chen"]
        shown = [label.text() for label in dialog.findChildren(QLabel) if label.isVisibleTo(dialog)]
        assert [text for text in shown if text.startswith("Player ")] == ["Player 1:", "Player 2:"]
        assert dialog.note_label.text() == "Ben leaves the game, and 2 tiles of theirs go back into the bag."
        assert dialog.note_label.isVisibleTo(dialog)
        click_ok(qtbot, dialog)

    answer_players(qtbot, window, answer)
    game = session.game
    assert game.names == ["Anna", "Chen"] and len(game.free_tiles()) == free + 2
    assert tab_texts(window)[1:] == ["Anna", "Chen"] and "Ben" not in names_scored(window)
    assert window.reserves.section_names() == ["Anna", "Chen"]
    assert session.undo_stack.undoText() == "Take Ben out of the game"
    session.undo_stack.undo()
    ben = session.game.player("Ben")
    assert ben.city.get((1, 0)) == TOWER and ben.reserve == [GARDEN]
    assert tab_texts(window)[1:] == ["Anna", "Ben", "Chen"]


def test_after_a_scoring_the_seats_stay_and_the_dialog_says_why(qtbot, window):
    session = window.session
    session.record_scoring()

    def answer(dialog):
        assert not dialog.add_button.isEnabled()
        assert not any(button.isEnabled() for button in dialog.remove_buttons)
        assert "before the first scoring" in dialog.note_label.text()
        retype(qtbot, dialog.name_edits[1], "Jonas")  # a rename still may
        click_ok(qtbot, dialog)

    answer_players(qtbot, window, answer)
    assert session.game.names == ["Anna", "Jonas", "Chen"]


def test_the_phone_of_a_player_taken_out_chooses_a_seat_again() -> None:
    from alhambra_gui.engine import remove_player
    from alhambra_gui.table.drafts import Draft
    from alhambra_gui.table.table import Table

    from .test_table_headless import a_proposal

    game = Game(["Anna", "Ben", "Chen"])
    table = Table(game.copy())
    ben = table.access.join(table.access.code)
    table.seat(ben, "Ben")
    table.drafts[ben.id] = Draft(a_proposal())
    smaller = game.copy()
    remove_player(smaller, "Ben")
    table.publish(smaller)
    state = table.state(ben)
    assert state["seat"] is None and "draft" not in state  # the seats to choose from, no city of Ben's
    assert [p["name"] for p in state["table"]["players"]] == ["Anna", "Chen"]
    assert ben.id not in table.drafts
