"""Dirk's picker: his whole hand-out typed in one go, the picker saying what is left to give."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt

from alhambra_gui.engine import DIRK, Tile, Walls
from alhambra_gui.widgets.tiles.dirk_picker import DirkPicker
from alhambra_gui.widgets.tiles.reserve import ReserveDock

pytestmark = pytest.mark.gui

#: Six tiles the table draws for Dirk at the start, as their codes are typed.
HAND = {"t13e": Tile("tower", 13, Walls("E")), "g10n": Tile("garden", 10, Walls("N")),
        "c11": Tile("chambers", 11), "a9": Tile("arcades", 9), "s9": Tile("seraglio", 9),
        "p8": Tile("pavilion", 8)}


@pytest.fixture
def fresh(make_session, show_widget):
    """A new two-player game with Dirk: none of his six tiles for the start given yet."""
    session = make_session()
    session.new_game(["Xia", "Yann"], dirk=True)
    return session, show_widget(ReserveDock(session), 340, 600)


def open_picker(qtbot, dock: ReserveDock) -> DirkPicker:
    qtbot.mouseClick(dock.section(DIRK).give_button, Qt.MouseButton.LeftButton)
    picker = dock.findChild(DirkPicker)
    assert picker is not None and picker.isVisible()
    return picker


def test_the_six_tiles_for_the_start_are_typed_one_after_another(qtbot, fresh):
    session, dock = fresh
    picker = open_picker(qtbot, dock)
    assert picker.guide.text() == "Give Dirk 6 tiles from the bag."
    for given, (code, tile) in enumerate(HAND.items(), start=1):
        qtbot.keyClicks(picker.filter_edit, code)
        assert picker.tiles() == [tile]
        qtbot.keyClick(picker.filter_edit, Qt.Key.Key_Return)
        assert session.game.dirk[-1] == tile and len(session.game.dirk) == given
        if given < len(HAND):  # open for the next: the filter empty, the tile gone from the list
            assert picker.isVisible() and picker.filter_edit.text() == ""
            assert picker.focusWidget() is picker.filter_edit  # the keyboard stays in the filter
            assert tile not in picker.tiles() and len(picker.tiles()) == len(session.game.free_tiles())
            assert picker.guide.text() == (f"Give Dirk {len(HAND) - given} more tile"
                                           f"{'s' if len(HAND) - given > 1 else ''} from the bag "
                                           "(6 in all at the start).")
    assert not picker.isVisible()  # the hand-out is complete
    assert sorted(dock.section(DIRK).tiles()) == sorted(HAND.values())


def test_each_tile_is_a_step_of_its_own_to_undo(qtbot, fresh):
    session, dock = fresh
    picker = open_picker(qtbot, dock)
    for code in ("t13e", "g10n"):
        qtbot.keyClicks(picker.filter_edit, code)
        qtbot.keyClick(picker.filter_edit, Qt.Key.Key_Return)
    session.undo_stack.undo()
    assert session.game.dirk == [HAND["t13e"]]


def test_close_keeps_the_tiles_given(qtbot, fresh):
    session, dock = fresh
    picker = open_picker(qtbot, dock)
    qtbot.keyClicks(picker.filter_edit, "c11")
    qtbot.keyClick(picker.filter_edit, Qt.Key.Key_Return)
    assert picker.isVisible()
    qtbot.keyClick(picker.filter_edit, Qt.Key.Key_Escape)
    assert not picker.isVisible() and session.game.dirk == [HAND["c11"]]


def test_with_nothing_due_one_tile_closes_it(qtbot, fresh):
    session, dock = fresh
    for tile in HAND.values():
        session.give_to_dirk(tile)
    picker = open_picker(qtbot, dock)
    assert picker.guide.text() == "Dirk has his 6 tiles for the start."
    qtbot.keyClicks(picker.filter_edit, "g12s")
    qtbot.keyClick(picker.filter_edit, Qt.Key.Key_Return)
    assert not picker.isVisible() and session.game.dirk[-1] == Tile("garden", 12, Walls("S"))
