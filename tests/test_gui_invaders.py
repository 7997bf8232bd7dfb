"""Invaders in the window, driven with real events: the attack cards picked in the Modules
dock, the sides open to the attack drawn on the city, the penalty's column explained, the
reminder before a scoring, the counts-only inputs."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt

from alhambra_gui.engine import Game, Player, Side, Tile, Walls
from alhambra_gui.engine.modules import invaders
from alhambra_gui.widgets.city.city_page import CityPage
from alhambra_gui.widgets.modules.invaders import AttacksPanel, OpenSidesItem
from alhambra_gui.widgets.modules.modules_dock import ModulesDock
from alhambra_gui.widgets.score.scoreboard import ScoreboardDock
from tests.test_gui_modules_dock import choose

pytestmark = pytest.mark.gui


def tile(kind: str, price: int, walls: str = "") -> Tile:
    return Tile(kind, price, Walls(walls))


#: MODULES.md §10's example city (unprotected: N 2, E 1, S 1, W 2).
EXAMPLE = {(0, -1): tile("pavilion", 6, "N"), (1, 0): tile("arcades", 8, "E"),
           (-1, 0): tile("chambers", 9, "W"), (0, 1): tile("seraglio", 8, "S"),
           (1, 1): tile("tower", 9, "ES")}


@pytest.fixture
def session(make_session):
    game = Game([Player("Anna"), Player("Ben")], modules=["invaders"])
    for cell, placed in EXAMPLE.items():
        game.player("Anna").city.put(cell, placed)
    return make_session(game)


def open_sides(page) -> list[OpenSidesItem]:
    return [item for item in page.view.city_scene().overlay_items() if isinstance(item, OpenSidesItem)]


def test_the_attack_card_is_picked_in_the_dock_and_its_open_sides_drawn(qtbot, session, show_widget):
    dock = show_widget(ModulesDock(session), 500, 600)
    page = show_widget(CityPage(session, "Anna"), exposed=True)
    panel = dock.panel(AttacksPanel)
    assert panel is not None and open_sides(page) == []
    choose(qtbot, panel.combo(1), "N")
    assert invaders.attacks(session.game.state) == (Side.N, None, None)
    (drawn,) = open_sides(page)
    assert (drawn.side, drawn.cells) == (Side.N, 2)  # the arcades and the chambers
    assert "north" in drawn.toolTip()
    assert session.undo_stack.undoText() == "Choose the attack card of scoring 1"
    session.undo_stack.undo()
    assert open_sides(page) == [] and panel.combo(1).currentData() is None


def test_the_final_attack_marks_its_flanks_too(qtbot, session, show_widget):
    """Seen by play15: the final scoring's attack from the south cost 小明 4 × 3 and 5 west
    and 4 east, but only the southern sides were marked; the flanks cost as much."""
    dock = show_widget(ModulesDock(session), 500, 600)
    page = show_widget(CityPage(session, "Anna"), exposed=True)
    choose(qtbot, dock.panel(AttacksPanel).combo(3), "N")
    drawn = {item.side: item.cells for item in open_sides(page)}
    assert drawn == {Side.N: 2, Side.E: 1, Side.W: 2}  # −(3 × 2 + 1 + 2) = −9


def test_the_marks_go_with_the_scoring_their_attack_belongs_to(qtbot, session, show_widget):
    """MODULES.md §10: a card is turned up at a scoring and its penalty belongs to that scoring.
    Once scoring 1 is recorded its attack is past, and cannot come again (the directions
    differ), yet its red marks stayed on the city until the next card was drawn, as if the
    north still threatened. They go when their scoring is recorded; the next card's come when
    it is drawn; after the final scoring nothing is to come."""
    dock = show_widget(ModulesDock(session), 500, 600)
    page = show_widget(CityPage(session, "Anna"), exposed=True)
    panel = dock.panel(AttacksPanel)
    choose(qtbot, panel.combo(1), "N")
    assert [item.side for item in open_sides(page)] == [Side.N]
    session.record_scoring()
    assert open_sides(page) == []
    choose(qtbot, panel.combo(2), "W")
    assert [(item.side, item.cells) for item in open_sides(page)] == [(Side.W, 2)]
    session.undo_stack.undo()  # the card not drawn after all: scoring 1's is past all the same
    assert open_sides(page) == []
    choose(qtbot, panel.combo(2), "W")
    session.record_scoring()
    choose(qtbot, panel.combo(3), "S")
    assert {item.side for item in open_sides(page)} == {Side.S, Side.E, Side.W}
    session.record_scoring()
    assert open_sides(page) == []


def test_a_direction_taken_by_another_scoring_cannot_be_picked(qtbot, session, show_widget):
    dock = show_widget(ModulesDock(session), 500, 600)
    panel = dock.panel(AttacksPanel)
    choose(qtbot, panel.combo(1), "W")
    combo = panel.combo(2)
    west = combo.findData("W")
    assert not combo.model().flags(combo.model().index(west, 0)) & Qt.ItemFlag.ItemIsEnabled
    choose(qtbot, combo, "W")  # greyed out: the keys pass over it
    assert invaders.attacks(session.game.state)[1] != Side.W


def test_the_penalty_column_explains_the_attack(qtbot, session, show_widget):
    dock = show_widget(ModulesDock(session), 500, 600)
    choose(qtbot, dock.panel(AttacksPanel).combo(3), "N")
    board = show_widget(ScoreboardDock(session), 760, 700, settle=True)
    board.round_chooser.setCurrentIndex(2)
    model = board.score_model
    column = next(c for c in model.term_columns() if model.column_kind(c) == "invaders")
    board.select_cell(0, column)
    assert model.data(model.index(0, column)) == "−9"  # a minus sign, not a hyphen
    assert board.details_text().splitlines()[1] == \
        "Invaders from the north: 2 open sides × 3 = −6, plus 1 east and 2 west = −9"


def test_the_reminder_before_a_scoring_asks_for_the_attack(session, show_widget):
    board = show_widget(ScoreboardDock(session), 760, 700, settle=True)
    assert "From which direction does this scoring's attack card come?" in board.reminder.text()


def test_counts_only_asks_for_the_open_sides(qtbot, session, show_widget):
    page = show_widget(CityPage(session, "Anna"), exposed=True)
    qtbot.mouseClick(page.counts_form.switch_button, Qt.MouseButton.LeftButton)
    north = page.counts_form.module_input("invaders", "N")
    assert north.value() == 2
    north.setFocus()
    north.selectAll()
    qtbot.keyClicks(north, "5")
    qtbot.keyClick(north, Qt.Key.Key_Return)
    assert session.game.player("Anna").counts.typed_number("invaders", "N") == 5
    assert session.undo_stack.undoText() == "Type Anna's tiles open to the north: 5"
