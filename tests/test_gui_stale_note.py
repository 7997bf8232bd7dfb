"""Issue 27, item 8: a note belongs to the last action and goes with the next. The city's
overlay says what a typed code built ("Place Camp at (0, 4) in Anna's city"); the next
change of the game, wherever it is made (a resident, a handyman, a scoring recorded, an
undo), takes the note away."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QPushButton

from alhambra_gui.engine import Game, Player, Tile, Walls
from alhambra_gui.engine.modules import handymen, street_traders
from alhambra_gui.widgets.city.city_page import CityPage
from alhambra_gui.widgets.score.scoreboard import ScoreboardDock

pytestmark = pytest.mark.gui
LEFT, Key = Qt.MouseButton.LeftButton, Qt.Key
CTRL_SHIFT = Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.ShiftModifier
NOTE = "Place Camp at (0, 4) in Anna's city"


@pytest.fixture
def session(make_session):
    game = Game([Player("Anna"), Player("Ben")], modules=["camps", "handymen", "street_traders"])
    for cell, tile in {(0, 1): Tile("garden", 10), (0, 2): Tile("tower", 11),
                       (0, 3): Tile("seraglio", 8, Walls("S"))}.items():
        game.player("Anna").city.put(cell, tile)
    game.player("Ben").city.put((1, 0), Tile("garden", 8))
    return make_session(game)


@pytest.fixture
def page(session, show_widget):
    return show_widget(CityPage(session, "Anna"), 700, 600, exposed=True)


def build_camp(qtbot, view) -> None:
    """Type a camp's code at (0, 4) and press Enter: the overlay says what was done."""
    view.set_cursor((0, 4))
    qtbot.keyClicks(view, "kn")
    qtbot.keyClick(view, Key.Key_Return)
    assert view.overlay_text() == NOTE


def test_the_note_goes_when_a_resident_then_a_handyman_is_put_on(qtbot, session, page):
    view = page.view
    build_camp(qtbot, view)
    view.set_cursor((0, 1))
    qtbot.keyClick(view, Key.Key_R, CTRL_SHIFT)  # the next action: a resident on the garden
    assert street_traders.has_resident(session.game.player("Anna").city.marks((0, 1)))
    assert view.overlay_text() == ""
    view.set_cursor((0, 2))
    qtbot.keyClick(view, Key.Key_H, CTRL_SHIFT)  # and a handyman on the tower
    assert handymen.has_handyman(session.game.player("Anna").city.marks((0, 2)))
    assert view.overlay_text() == ""


def test_the_note_goes_with_an_edit_in_another_city(qtbot, session, page, show_widget):
    view = page.view
    build_camp(qtbot, view)
    ben = show_widget(CityPage(session, "Ben"), 700, 600, exposed=True)
    ben.view.set_cursor((1, 0))
    qtbot.keyClick(ben.view, Key.Key_R, CTRL_SHIFT)  # a resident in Ben's city
    assert street_traders.has_resident(session.game.player("Ben").city.marks((1, 0)))
    assert view.overlay_text() == ""


def test_the_note_goes_when_a_scoring_is_recorded_or_the_action_undone(qtbot, session, page, show_widget):
    view = page.view
    build_camp(qtbot, view)
    board = show_widget(ScoreboardDock(session), 420, 600)
    qtbot.mouseClick(board.record_button, LEFT)
    question = board.pending_question  # the modules' reminder asks first
    if question is not None:
        qtbot.mouseClick(question.findChild(QPushButton, "recordGuardGo"), LEFT)
    assert len(session.game.scorings) == 1
    assert view.overlay_text() == ""
    session.undo_stack.undo()  # the scoring
    session.undo_stack.undo()  # the camp
    build_camp(qtbot, view)
    session.undo_stack.undo()  # Edit ▸ Undo: the camp goes, and its note with it
    assert session.game.player("Anna").city.get((0, 4)) is None
    assert view.overlay_text() == ""
