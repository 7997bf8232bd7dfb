"""Recording a scoring with modules: the reminder of what to check, other points entered
per player with a label (MODULES.md §9), and where they show afterwards."""

from __future__ import annotations

import itertools

import pytest
from PySide6.QtCore import Qt

from alhambra_gui.engine import Game
from alhambra_gui.engine.modules import other_points
from alhambra_gui.widgets.modules.other_points.record_dialog import RecordScoringDialog
from alhambra_gui.widgets.score.scoreboard import ScoreboardDock
from tests.module_games import MODULES, module_game

pytestmark = pytest.mark.gui

TIP = Qt.ItemDataRole.ToolTipRole
REMINDERS = {
    "bonus_cards": "Who holds which bonus card now?",
    "treasure_chamber": "Is every chest entered on its building?",
    "characters": "Who holds the Wise Man (and which type) and the City Watch now?",
    "building_sites": "Are the building sites marked, and the finished ones cleared?",
    "other_points": "Enter the other points of this scoring.",
}


@pytest.fixture
def make_dock(make_session, show_widget):
    def make(game: Game) -> ScoreboardDock:
        return show_widget(ScoreboardDock(make_session(game)), 470, 700, settle=True)

    return make


def open_dialog(qtbot, dock: ScoreboardDock) -> RecordScoringDialog:
    dialog = dock.findChild(RecordScoringDialog)
    assert dialog is not None and dialog.isVisible()
    dialog.activateWindow()  # keys and focus go to it, as on a desktop
    qtbot.waitUntil(dialog.isActiveWindow)
    return dialog


def type_line(qtbot, line, label: str, points: int) -> None:
    """Type a label and points into a line of the dialog, as a player would."""
    qtbot.mouseClick(line.label, Qt.MouseButton.LeftButton)
    qtbot.keyClicks(line.label, label)
    qtbot.keyClick(line.label, Qt.Key.Key_Tab)  # on to the points, all selected
    assert line.points.hasFocus()
    qtbot.keyClicks(line.points, str(points))


def cell(model, row, column, role=Qt.ItemDataRole.DisplayRole):
    return model.data(model.index(row, column), role)


# ---- the reminder --------------------------------------------------------------------------
@pytest.mark.parametrize("modules", [
    ["treasure_chamber"], ["characters", "building_sites"], [*MODULES, "other_points"]])
def test_the_reminder_lists_exactly_the_modules_in_play(make_dock, modules):
    game = module_game(modules)
    dock = make_dock(game)
    lines = dock.reminder.text().splitlines()
    assert dock.reminder.isVisible()
    assert lines[0] == "Before scoring 1, check:"
    assert lines[1:] == [f"• {REMINDERS[m]}" for m in game.modules]


def test_no_reminder_in_a_base_game_nor_when_every_scoring_is_recorded(make_dock):
    dock = make_dock(module_game(()))
    assert dock.reminder.isHidden()
    dock = make_dock(module_game(["treasure_chamber"]))
    for _ in range(3):
        dock._session.record_scoring()
    assert dock.reminder.isHidden()
    dock._session.undo_stack.undo()
    assert dock.reminder.text().splitlines()[0] == "Before scoring 3, check:"


def test_the_reminder_follows_the_modules_chosen(make_dock):
    dock = make_dock(module_game(["treasure_chamber"]))
    dock._session.modules.set_modules(["characters"])
    assert dock.reminder.text().splitlines()[1:] == [f"• {REMINDERS['characters']}"]


# ---- recording without other points -----------------------------------------------------------
def test_without_other_points_in_play_the_button_records_at_once(qtbot, make_dock):
    game = module_game(["treasure_chamber"])
    dock = make_dock(game)
    expected = game.score(1).points()
    assert dock.record_button.text() == "&Record scoring 1"
    qtbot.mouseClick(dock.record_button, Qt.MouseButton.LeftButton)
    assert dock.findChild(RecordScoringDialog) is None
    session = dock._session
    assert [s.points for s in session.game.scorings] == [expected]
    assert session.game.scorings[0].inputs == other_points.inputs([])


# ---- recording with other points ----------------------------------------------------------------
def test_other_points_entered_by_keyboard_are_recorded_as_one_step(qtbot, make_dock):
    game = module_game([*MODULES, "other_points"])
    dock = make_dock(game)
    session = dock._session
    assert dock.record_button.text() == "&Record scoring 1…"
    qtbot.mouseClick(dock.record_button, Qt.MouseButton.LeftButton)
    dialog = open_dialog(qtbot, dock)
    assert dialog.reminder.text().splitlines()[1:] == [f"• {REMINDERS[m]}" for m in game.modules]
    anna = dialog.lines_of("Anna")[0]
    type_line(qtbot, anna, "Camps", 3)
    qtbot.mouseClick(anna.button, Qt.MouseButton.LeftButton)  # "+": another line for Anna
    second = dialog.lines_of("Anna")[1]
    assert second.label.hasFocus()
    type_line(qtbot, second, "Invaders: 2 open sides", -2)
    type_line(qtbot, dialog.lines_of("Ben")[0], "Camps", 5)
    before = game.score(1).points()
    assert dialog.totals["Anna"].text() == str(before["Anna"] + 1)  # shown before recording
    assert session.game.scorings == []  # nothing recorded while typing
    qtbot.mouseClick(dialog.record_button, Qt.MouseButton.LeftButton)

    recorded = session.game.scorings
    assert len(recorded) == 1 and session.undo_stack.count() == 1
    assert other_points.entries(recorded[0].inputs) == (
        ("Anna", "Camps", 3), ("Anna", "Invaders: 2 open sides", -2), ("Ben", "Camps", 5))
    assert recorded[0].points == {"Anna": before["Anna"] + 1, "Ben": before["Ben"] + 5,
                                  "Chen": before["Chen"]}
    history = dock.history_model
    assert [cell(history, r, 1) for r in range(3)] == [str(before["Anna"] + 1),
                                                       str(before["Ben"] + 5), str(before["Chen"])]
    assert cell(history, 0, 1, TIP).splitlines()[1] == (
        "other points included: Camps +3, Invaders: 2 open sides −2")
    assert len(cell(history, 2, 1, TIP).splitlines()) == 1  # Chen had none
    assert dock.chart.series()["Ben"] == [0, before["Ben"] + 5]
    session.undo_stack.undo()
    assert session.game.scorings == []
    assert cell(history, 0, 1) == "–"
    session.undo_stack.redo()
    assert other_points.entries(session.game.scorings[0].inputs)[2] == ("Ben", "Camps", 5)


def test_record_with_other_points_in_a_game_that_does_not_list_them(qtbot, make_dock):
    game = module_game(["treasure_chamber"])
    dock = make_dock(game)
    action = next(a for a in dock.menu_actions() if a.objectName() == "actionRecordWith_other_points")
    action.trigger()
    dialog = open_dialog(qtbot, dock)
    ben = dialog.lines_of("Ben")[0]
    type_line(qtbot, ben, "Camps", 4)
    qtbot.keyClick(ben.points, Qt.Key.Key_Return)  # Enter records (the default button)
    session = dock._session
    assert not dialog.isVisible()
    assert other_points.entries(session.game.scorings[0].inputs) == (("Ben", "Camps", 4),)
    assert session.game.modules == ("treasure_chamber",)  # still not listed
    assert session.game.scorings[0].points["Ben"] == game.score(1).points()["Ben"] + 4
    assert "Other" not in [dock.score_model.headerData(c, Qt.Orientation.Horizontal)
                           for c in range(dock.score_model.columnCount())]


def test_lines_without_points_are_left_out_and_a_removed_line_counts_nothing(qtbot, make_dock):
    dock = make_dock(module_game(["other_points"]))
    dock.record_scoring()
    dialog = open_dialog(qtbot, dock)
    type_line(qtbot, dialog.lines_of("Anna")[0], "Camps", 0)
    extra = dialog.add_line("Chen")
    type_line(qtbot, extra, "Bazaar", 7)
    chen_now = int(dialog.totals["Chen"].text())
    qtbot.mouseClick(extra.button, Qt.MouseButton.LeftButton)  # "−"
    assert len(dialog.lines_of("Chen")) == 1
    assert int(dialog.totals["Chen"].text()) == chen_now - 7
    assert dialog.entries() == []
    qtbot.mouseClick(dialog.record_button, Qt.MouseButton.LeftButton)
    assert other_points.entries(dock._session.game.scorings[0].inputs) == ()


def test_cancel_records_nothing(qtbot, make_dock):
    dock = make_dock(module_game(["other_points"]))
    qtbot.mouseClick(dock.record_button, Qt.MouseButton.LeftButton)
    dialog = open_dialog(qtbot, dock)
    type_line(qtbot, dialog.lines_of("Anna")[0], "Camps", 3)
    qtbot.keyClick(dialog, Qt.Key.Key_Escape)
    assert dock._session.game.scorings == []
    assert dock._session.undo_stack.count() == 0


def test_labels_are_plain_text_of_at_most_the_files_length(qtbot, make_dock):
    dock = make_dock(module_game(["other_points"]))
    dock.record_scoring()
    dialog = open_dialog(qtbot, dock)
    line = dialog.lines_of("Anna")[0]
    type_line(qtbot, line, "<b>Camps</b> " + "x" * 80, 2)
    label = other_points.entries(dialog.inputs())[0][1]
    assert label.startswith("<b>Camps</b>") and len(label) == other_points.LABEL_LENGTH
    qtbot.mouseClick(dialog.record_button, Qt.MouseButton.LeftButton)
    tip = cell(dock.history_model, 0, 1, TIP)
    assert "<b>Camps</b>" in tip


# ---- what is recorded opens again (issue "Nothing lost, nothing stuck") -----------------------
def test_a_scoring_taken_below_zero_by_other_points_is_saved_and_opens_again(qtbot, make_dock, tmp_path):
    """New Game (Anna, Ben, Other points), Ben "Invaders" −3, Record, Save, reopen."""
    dock = make_dock(Game(["Anna", "Ben"], modules=["other_points"]))
    session = dock._session
    qtbot.mouseClick(dock.record_button, Qt.MouseButton.LeftButton)
    dialog = open_dialog(qtbot, dock)
    type_line(qtbot, dialog.lines_of("Ben")[0], "Invaders", -3)
    qtbot.mouseClick(dialog.record_button, Qt.MouseButton.LeftButton)
    assert session.game.scorings[0].points == {"Anna": 0, "Ben": -3}
    session.save_as(tmp_path / "game.json")
    session.open(tmp_path / "game.json")
    assert session.game.scorings[0].points == {"Anna": 0, "Ben": -3}
    assert cell(dock.history_model, 1, 1) == "−3"


def test_a_pasted_label_loses_its_control_and_direction_characters(qtbot, make_dock):
    from PySide6.QtWidgets import QApplication

    dock = make_dock(Game(["Anna", "Ben"], modules=["other_points"]))
    dock.record_scoring()
    dialog = open_dialog(qtbot, dock)
    line = dialog.lines_of("Ben")[0]
    QApplication.clipboard().setText("Camps\u202e\x00\x1b\x07\r")
    qtbot.mouseClick(line.label, Qt.MouseButton.LeftButton)
    qtbot.keyClick(line.label, Qt.Key.Key_V, Qt.KeyboardModifier.ControlModifier)
    qtbot.keyClick(line.label, Qt.Key.Key_Tab)
    qtbot.keyClicks(line.points, "12")
    qtbot.mouseClick(dialog.record_button, Qt.MouseButton.LeftButton)
    assert other_points.entries(dock._session.game.scorings[0].inputs) == (("Ben", "Camps", 12),)
    assert cell(dock.history_model, 1, 1, TIP).splitlines()[1] == "other points included: Camps +12"


def test_a_player_has_at_most_the_lines_of_other_points_a_file_holds(qtbot, make_dock):
    dock = make_dock(Game(["Anna", "Ben"], modules=["other_points"]))
    dock.record_scoring()
    dialog = open_dialog(qtbot, dock)
    first = dialog.lines_of("Ben")[0]
    for _ in range(other_points.MAX_LINES - 1):
        assert first.button.isEnabled()
        first.button.click()  # "+" (the grid is taller than the dialog by now: no mouse)
    assert len(dialog.lines_of("Ben")) == other_points.MAX_LINES
    assert not first.button.isEnabled()
    dialog.lines_of("Ben")[-1].button.click()  # "−"
    assert first.button.isEnabled()



def test_many_lines_scroll_inside_a_dialog_that_fits_its_screen(qtbot, make_dock):
    """Thirty lines for Anna: the dialog stays within its screen, the line just added is
    in sight and typed into with the keys, Record stays reachable."""
    dock = make_dock(Game(["Anna", "Ben"], modules=["other_points"]))
    dock.record_scoring()
    dialog = open_dialog(qtbot, dock)
    first = dialog.lines_of("Anna")[0]
    for _ in range(29):
        qtbot.mouseClick(first.button, Qt.MouseButton.LeftButton)  # "+"
    last = dialog.lines_of("Anna")[-1]
    bar = dialog.lines_area.verticalScrollBar()
    qtbot.waitUntil(lambda: bar.maximum() > 0)  # the lines scroll, the dialog does not grow
    qtbot.waitUntil(lambda: last.label.visibleRegion().boundingRect().height() == last.label.height())
    assert dialog.frameGeometry().height() <= dialog.screen().availableGeometry().height()
    lines = [line.label for line in dialog.lines]  # none squeezed onto another
    assert all(b.y() >= a.y() + a.height() for a, b in itertools.pairwise(lines))
    type_line(qtbot, last, "Promo tile", 4)
    assert dialog.record_button.isVisible() and not dialog.record_button.visibleRegion().isEmpty()
    qtbot.mouseClick(dialog.record_button, Qt.MouseButton.LeftButton)
    assert dock._session.game.scorings[0].points["Anna"] == 4

def test_granada_has_no_record_with_other_points(qtbot, make_dock):
    """Other points are a module, and Granada is played without modules: its scoring would
    refuse them (the action used to raise from the dialog's first total)."""
    dock = make_dock(Game(["Ana", "Bo"], variant="granada"))
    action = next(a for a in dock.menu_actions() if a.objectName() == "actionRecordWith_other_points")
    assert not action.isEnabled()
    assert dock.open_record_dialog() is None
    dock._session.new_game(["Anna", "Ben"])
    assert action.isEnabled()
