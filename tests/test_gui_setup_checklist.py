"""The setup checklist: what the modules in play need on the table, opened after a new game
with modules and from Game ▸ Setup Checklist…, following module changes and undo."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPoint, Qt
from PySide6.QtWidgets import QLabel, QMessageBox, QScrollArea

from alhambra_gui.app.autosave import Autosave
from alhambra_gui.app.session import GameSession
from alhambra_gui.engine.modules import (
    building_sites,
    city_gates,
    city_walls,
    other_points,
    treasure_chamber,
)
from alhambra_gui.widgets.dialogs import new_game_dialog
from alhambra_gui.widgets.modules.setup_checklist import SetupChecklist
from alhambra_gui.widgets.shared.action_ids import ActionId
from alhambra_gui.widgets.window.main_window import MainWindow

pytestmark = pytest.mark.gui
GATES, WALLS, CHESTS = city_gates.CityGates.id, city_walls.CityWalls.id, treasure_chamber.TreasureChamber.id


def window_answering(qtbot, tmp_path, monkeypatch, modules):
    class Accepting:
        def __init__(self, parent, **_offered):  # the known players, a table to offer
            pass

        def exec(self):
            return True

        def result_values(self):
            return ["Anna", "Ben"], ["#111111", "#222222"], False, "alhambra", list(modules)

    monkeypatch.setattr(new_game_dialog, "NewGameDialog", Accepting)
    window = MainWindow(GameSession(), Autosave(tmp_path / "appdata"))
    qtbot.addWidget(window)
    return window


def test_a_new_game_with_modules_opens_the_list_of_what_to_put_out(qtbot, tmp_path, monkeypatch):
    window = window_answering(qtbot, tmp_path, monkeypatch, [GATES, WALLS, CHESTS])
    assert window.setup_checklist is None
    window.action_map[ActionId.NEW].trigger()
    checklist = window.setup_checklist
    assert checklist is not None and checklist.isVisible() and not checklist.isModal()
    assert checklist.lines() == ["12 wall pieces and their 8 cards", "6 city gates",
                                 "42 treasure chests in the six colours"]
    assert not any(c.isChecked() for c in checklist.check_boxes())



def test_a_base_game_opens_no_checklist_and_the_menu_says_nothing_is_needed(qtbot, tmp_path, monkeypatch):
    window = window_answering(qtbot, tmp_path, monkeypatch, [])
    window.action_map[ActionId.NEW].trigger()
    assert window.setup_checklist is None
    window.action_map[ActionId.SETUP_CHECKLIST].trigger()
    assert window.setup_checklist.isVisible()
    assert window.setup_checklist.lines() == []
    assert "nothing more" in window.setup_checklist.intro.text()


def test_ticks_stay_when_reopened_and_a_new_game_starts_them_afresh(qtbot, tmp_path, monkeypatch):
    window = window_answering(qtbot, tmp_path, monkeypatch, [GATES])
    window.action_map[ActionId.NEW].trigger()
    checklist = window.setup_checklist
    box = checklist.check_boxes()[0]
    qtbot.mouseClick(box, Qt.MouseButton.LeftButton, pos=QPoint(box.height() // 2, box.height() // 2))
    assert box.isChecked()
    checklist.close()
    window.action_map[ActionId.SETUP_CHECKLIST].trigger()
    assert window.setup_checklist is checklist and checklist.isVisible()
    assert checklist.check_boxes()[0].isChecked()
    window.action_map[ActionId.NEW].trigger()
    assert not checklist.check_boxes()[0].isChecked()


def test_the_list_follows_a_change_of_modules_and_its_undo(qtbot):
    session = GameSession()
    session.new_game(["Anna", "Ben"], modules=[CHESTS])
    checklist = SetupChecklist(session)
    qtbot.addWidget(checklist)
    checklist.check_boxes()[0].setChecked(True)
    session.modules.set_modules([CHESTS, building_sites.BuildingSites.id, other_points.OtherPoints.id])
    assert checklist.lines() == ["42 treasure chests in the six colours", "the building site markers"]
    assert checklist.check_boxes()[0].isChecked()  # still on the table
    texts = [label.text() for label in checklist.findChildren(QLabel) if label.isVisibleTo(checklist)]
    assert texts[-2:] == ["Other points", "nothing to put out"]  # listed, with nothing to put out
    session.undo_stack.undo()
    assert checklist.lines() == ["42 treasure chests in the six colours"]


def test_the_checklist_and_the_keys_sheet_close_with_the_window(qtbot, tmp_path, monkeypatch):
    window = window_answering(qtbot, tmp_path, monkeypatch, [GATES])
    window.files.ask = lambda *_args: QMessageBox.StandardButton.Discard
    window.show()
    checklist, sheet = window.show_setup_checklist(), window.show_keys()
    assert checklist.isVisible() and sheet.isVisible()
    assert window.close()
    assert not checklist.isVisible() and not sheet.isVisible()


def test_modules_without_scoring_and_typed_ones_say_what_to_put_out(qtbot, tmp_path, monkeypatch):
    window = window_answering(qtbot, tmp_path, monkeypatch, ["diamonds", "falconers", "wishing_well"])
    window.action_map[ActionId.NEW].trigger()
    checklist = window.setup_checklist
    assert checklist is not None and checklist.isVisible()
    assert checklist.lines() == [
        "the 15 falcons in three stacks by colour beside the building market",
        "mix the 6 wells (3, 3, 4, 4, 5, 5) into the bag",
        "shuffle the 11 diamond cards (3-9; 5, 6, 7 twice) into the money before dealing",
        "diamonds are not entered as money: they count nothing in the end hand-out"]
    assert window.session.game.modules == ("falconers", "wishing_well", "diamonds")


def test_the_longest_line_shows_whole_without_scrolling_sideways(qtbot, tmp_path, monkeypatch):
    """The Designers' mix: "the buildings of power in place of the base tiles they replace, and
    the 3 black dice" ran past the window's edge behind a sideways scroll bar."""
    window = window_answering(qtbot, tmp_path, monkeypatch,
                              ["extensions", "palace_staff", "magical_buildings", "buildings_of_power",
                               "falconers", "orchards"])
    window.action_map[ActionId.NEW].trigger()
    checklist = window.setup_checklist
    qtbot.waitExposed(checklist)
    scroll = checklist.findChild(QScrollArea)
    assert any("black dice" in line for line in checklist.lines())
    assert scroll.horizontalScrollBar().maximum() == 0  # nothing to scroll sideways
    for check in checklist.check_boxes():
        right = check.mapTo(scroll.viewport(), QPoint(check.sizeHint().width(), 0)).x()  # its text
        assert right <= scroll.viewport().width(), check.text()
