"""File ▸ New dialog: players, colours, the Dirk checkbox, inline validation, the result."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPoint, Qt
from PySide6.QtGui import QColor
from PySide6.QtWidgets import QDialog, QDialogButtonBox, QMessageBox

from alhambra_gui.app.session import PLAYER_COLOURS
from alhambra_gui.widgets.dialogs.new_game_dialog import NewGameDialog

pytestmark = pytest.mark.gui


@pytest.fixture
def dialog(qtbot):
    widget = NewGameDialog()
    qtbot.addWidget(widget)
    widget.show()
    return widget


def type_name(qtbot, dialog, row: int, text: str) -> None:
    edit = dialog.name_edit(row)
    edit.selectAll()
    qtbot.keyClick(edit, Qt.Key.Key_Delete)
    if text.isascii():
        qtbot.keyClicks(edit, text)
    else:  # QTest types ASCII only: pasted, as such a name would come
        from PySide6.QtWidgets import QApplication

        QApplication.clipboard().setText(text)
        qtbot.keyClick(edit, Qt.Key.Key_V, Qt.KeyboardModifier.ControlModifier)


def test_two_players_dirk_on_and_switchable(qtbot, dialog):
    assert dialog.player_count() == 2
    assert dialog.dirk_check.isEnabled() and dialog.dirk_check.isChecked()
    assert dialog.result_values()[2] is True
    qtbot.mouseClick(dialog.dirk_check, Qt.MouseButton.LeftButton)
    assert not dialog.dirk_check.isChecked()
    assert dialog.result_values()[2] is False
    assert dialog.ok_button.isEnabled()


def test_typing_starts_in_the_first_seat_and_an_added_seat_takes_the_focus(qtbot, dialog):
    """The dialog opens with the first player's name chosen, so typing names the first seat;
    a player added takes the focus for their name."""
    assert dialog.focusWidget() is dialog.name_edit(0)
    qtbot.keyClicks(dialog.focusWidget(), "Anna")
    assert dialog.result_values()[0][:2] == ["Anna", dialog.name_edit(1).text()]
    qtbot.mouseClick(dialog.add_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: dialog.focusWidget() is dialog.name_edit(2), timeout=2000)


def test_three_players_disable_dirk_and_two_bring_him_back(qtbot, dialog):
    qtbot.mouseClick(dialog.add_button, Qt.MouseButton.LeftButton)
    assert dialog.player_count() == 3
    assert not dialog.dirk_check.isEnabled() and not dialog.dirk_check.isChecked()
    assert dialog.result_values()[2] is False
    qtbot.mouseClick(dialog.remove_button(2), Qt.MouseButton.LeftButton)
    assert dialog.player_count() == 2
    assert dialog.dirk_check.isEnabled() and dialog.dirk_check.isChecked()


def test_granada_has_no_dirk(dialog):
    dialog.variant_combo.setCurrentIndex(dialog.variant_combo.findData("granada"))
    assert not dialog.dirk_check.isEnabled()
    _names, _colours, dirk, variant, _modules = dialog.result_values()
    assert (dirk, variant) == (False, "granada")


@pytest.mark.parametrize(("text", "message"), [
    ("", "a player's name cannot be empty"),
    ("   ", "a player's name cannot be empty"),
    ("player 1", "two players have the same name"),
    ("dirk", "reserved"),
    ("\u3164", "has nothing visible"),  # the Hangul filler
    ("\u115f\u2800", "has nothing visible"),  # a Hangul filler and the blank Braille pattern
])
def test_invalid_names_disable_ok_with_the_reason(qtbot, dialog, text, message):
    type_name(qtbot, dialog, 1, text)
    assert not dialog.ok_button.isEnabled()
    assert message in dialog.message_label.text()
    assert dialog.message_label.isVisibleTo(dialog)
    assert dialog.name_edit(1).styleSheet()  # the offending field is marked
    type_name(qtbot, dialog, 1, "Ben")
    assert dialog.ok_button.isEnabled()
    assert not dialog.message_label.isVisibleTo(dialog)
    assert not dialog.name_edit(1).styleSheet()


def test_result_values_with_names_colours_and_variant(qtbot, dialog, monkeypatch):
    type_name(qtbot, dialog, 0, "Anna")
    type_name(qtbot, dialog, 1, " Ben ")
    qtbot.mouseClick(dialog.add_button, Qt.MouseButton.LeftButton)
    type_name(qtbot, dialog, 2, "Chen")
    monkeypatch.setattr(dialog, "choose_colour", lambda initial: QColor("#123456"))
    qtbot.mouseClick(dialog.colour_button(1), Qt.MouseButton.LeftButton)
    names, colours, dirk, variant, _modules = dialog.result_values()
    assert names == ["Anna", "Ben", "Chen"]
    assert colours == [PLAYER_COLOURS[0], "#123456", PLAYER_COLOURS[2]]
    assert (dirk, variant) == (False, "alhambra")


def test_a_cancelled_colour_keeps_the_old_one(qtbot, dialog, monkeypatch):
    monkeypatch.setattr(dialog, "choose_colour", lambda initial: QColor())
    qtbot.mouseClick(dialog.colour_button(0), Qt.MouseButton.LeftButton)
    assert dialog.colours()[0] == PLAYER_COLOURS[0]


def test_one_to_six_players(qtbot, dialog):
    for _ in range(4):
        qtbot.mouseClick(dialog.add_button, Qt.MouseButton.LeftButton)
    assert dialog.player_count() == 6 and not dialog.add_button.isEnabled()
    assert len(set(dialog.colours())) == 6
    for _ in range(5):
        qtbot.mouseClick(dialog.remove_button(0), Qt.MouseButton.LeftButton)
    assert dialog.player_count() == 1
    assert not dialog.remove_button(0).isEnabled()
    assert dialog.names() == ["Player 6"]
    assert dialog.ok_button.isEnabled()


def test_the_answer_starts_the_game(qtbot, session):
    dialog = NewGameDialog(names=["Anna", "Ben"], colours=["#111111", "#222222"])
    qtbot.addWidget(dialog)
    names, colours, dirk, variant, _modules = dialog.result_values()
    session.new_game(names, dirk=dirk, variant=variant, colours=colours)
    assert session.game.names == ["Anna", "Ben"]
    assert session.game.dirk_in_play
    assert session.player_colour("Ben") == "#222222"


def test_a_name_typed_with_combining_accents_counts_what_a_person_sees(qtbot, dialog):
    """25 letters typed as letter + combining accent (as macOS input gives them) are 50 code
    points: kept whole and accepted; 41 such letters are refused as longer than 40."""
    accented = "".join(c + "\u0301" for c in "aeiouyaeiouyaeiouyaeiouya")
    type_name(qtbot, dialog, 1, accented)
    assert dialog.name_edit(1).text() == accented  # not cut after 40 code points
    assert dialog.ok_button.isEnabled()
    assert dialog.result_values()[0][1] == accented
    type_name(qtbot, dialog, 1, "e\u0301" * 41)
    assert not dialog.ok_button.isEnabled()
    assert "is longer than 40 characters" in dialog.message_label.text()


# ---- issue 27, item 7: leaving the dialog asks when something was entered ------------------
def leave_question(dialog):
    return dialog.findChild(QMessageBox, "leaveNewGame")


def test_esc_without_anything_entered_closes_at_once(qtbot, dialog):
    qtbot.keyClick(dialog, Qt.Key.Key_Escape)
    assert not dialog.isVisible() and dialog.result() == QDialog.DialogCode.Rejected
    assert leave_question(dialog) is None


def test_esc_after_typing_a_name_asks_and_keep_editing_keeps_it(qtbot, dialog):
    type_name(qtbot, dialog, 0, "Anna")
    qtbot.keyClick(dialog.name_edit(0), Qt.Key.Key_Escape)
    box = leave_question(dialog)
    assert box is not None and box.isVisible() and dialog.isVisible()
    assert box.text() == "Discard the names and modules entered for the new game?"
    qtbot.keyClick(box, Qt.Key.Key_Escape)  # Esc in the question keeps editing
    qtbot.waitUntil(lambda: leave_question(dialog) is None)
    assert dialog.isVisible() and dialog.names()[0] == "Anna"
    qtbot.mouseClick(dialog.buttons.button(QDialogButtonBox.StandardButton.Cancel), Qt.MouseButton.LeftButton)
    box = leave_question(dialog)
    discard = next(b for b in box.buttons() if b.text() == "&Discard")
    qtbot.mouseClick(discard, Qt.MouseButton.LeftButton)
    assert not dialog.isVisible() and dialog.result() == QDialog.DialogCode.Rejected


def test_a_ticked_module_is_asked_for_too_and_unticking_it_asks_nothing(qtbot, dialog):
    check = dialog.module_chooser.first_check_box()
    on_box = QPoint(8, check.height() // 2)  # a check box takes clicks on its box and words
    qtbot.mouseClick(check, Qt.MouseButton.LeftButton, pos=on_box)
    assert dialog.modules()
    dialog.close()  # the window's close button
    assert leave_question(dialog) is not None and dialog.isVisible()
    qtbot.mouseClick(next(b for b in leave_question(dialog).buttons() if b.text() == "&Keep editing"),
                     Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: leave_question(dialog) is None)
    qtbot.mouseClick(check, Qt.MouseButton.LeftButton, pos=on_box)  # back as it was offered
    qtbot.keyClick(dialog, Qt.Key.Key_Escape)
    assert not dialog.isVisible() and leave_question(dialog) is None
