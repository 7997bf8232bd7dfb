"""Handymen in the window, driven with real events: put on buildings by keys and by menu,
drawn on them, their scoring group outlined on the city, the reminder before a scoring,
the counts-only input."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt

from alhambra_gui.engine import Game, Player, Tile, Walls
from alhambra_gui.engine.modules import handymen
from alhambra_gui.widgets.city.city_page import CityPage
from alhambra_gui.widgets.modules.handymen import GroupItem
from alhambra_gui.widgets.score.scoreboard import ScoreboardDock

pytestmark = pytest.mark.gui
Key, Mod = Qt.Key, Qt.KeyboardModifier


@pytest.fixture
def session(make_session):
    game = Game([Player("Anna"), Player("Ben")], modules=["handymen"])
    city = {(1, 0): Tile("arcades", 8, Walls("E")), (1, 1): Tile("tower", 9, Walls("ES")),
            (0, 1): Tile("seraglio", 8, Walls("S"))}
    for cell, placed in city.items():
        game.player("Anna").city.put(cell, placed)
    return make_session(game)


def groups(page) -> list[GroupItem]:
    return [item for item in page.view.city_scene().overlay_items() if isinstance(item, GroupItem)]


def test_a_handyman_by_keys_and_by_menu_drawn_and_his_group_outlined(qtbot, session, show_widget):
    page = show_widget(CityPage(session, "Anna"), exposed=True)
    page.view.set_cursor((1, 0))
    qtbot.keyClick(page.view, Key.Key_H, Mod.ControlModifier | Mod.ShiftModifier)
    assert handymen.has_handyman(session.game.player("Anna").city.marks((1, 0)))
    assert "A handyman" in page.view.city_scene().tile_item((1, 0)).toolTip()
    assert [g.cells for g in groups(page)] == [1]
    menu = page.view.context_menu((1, 1))
    next(a for a in menu.actions() if a.text() == "Put a handyman on it").trigger()
    (group,) = groups(page)
    assert group.cells == 2 and "2 tiles" in group.toolTip()
    assert session.game.score(1).players[0].term("handymen").points == 2
    page.view.set_cursor((1, 1))
    qtbot.keyClick(page.view, Key.Key_H, Mod.ControlModifier | Mod.ShiftModifier)
    assert [g.cells for g in groups(page)] == [1]
    assert session.undo_stack.undoText() == "Take the handyman off Tower 9"


def test_the_reminder_before_a_scoring_asks_for_the_handymen(session, show_widget):
    board = show_widget(ScoreboardDock(session), 760, 700, settle=True)
    assert "Is every handyman entered on his building?" in board.reminder.text()


def test_counts_only_asks_for_the_largest_group(qtbot, session, show_widget):
    page = show_widget(CityPage(session, "Anna"), exposed=True)
    qtbot.mouseClick(page.counts_form.switch_button, Qt.MouseButton.LeftButton)
    box = page.counts_form.module_input("handymen", "handymen")
    box.setFocus()
    box.selectAll()
    qtbot.keyClicks(box, "3")
    qtbot.keyClick(box, Key.Key_Return)
    assert session.game.score(1).players[0].term("handymen").points == 3
    assert session.undo_stack.undoText() == "Type Anna's largest group of handymen: 3"
