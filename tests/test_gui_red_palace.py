"""The Red Palace in the window, driven with real events: the base tiles leave the palette
and land tiles are described from their type's chip (price and walls as printed), then
dragged onto a lit cell; a land tile typed by its code; the points per guard of each scoring
picked in the Modules dock (one step, never lower); the guards, a half-building and a
payment typed in the Typed figures dock with the 5 points at the start."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt

from alhambra_gui.engine import Cell, Game, Player, Side
from alhambra_gui.engine.modules import red_palace
from alhambra_gui.engine.modules.red_palace import land
from alhambra_gui.widgets.city.city_page import CityPage
from alhambra_gui.widgets.modules.modules_dock import ModulesDock
from alhambra_gui.widgets.tiles.tile_hand import TileHand
from tests.drag_events import drag_and_drop

pytestmark = pytest.mark.gui
LEFT, Key = Qt.MouseButton.LeftButton, Qt.Key


@pytest.fixture
def session(make_session):
    return make_session(Game([Player("Anna"), Player("Ben")], modules=["red_palace"]))


@pytest.fixture
def page(session, show_widget):
    return show_widget(CityPage(session, "Anna"), 700, 600, exposed=True)


def test_a_land_tile_described_from_its_chip_and_dragged_onto_a_lit_cell(qtbot, session, page, palette):
    assert session.game.free_tiles() == []  # the base tiles are not in the bag, nor shown
    assert palette.chips() and not any(c.isVisible() for c in palette.chips())
    row = palette.supply.row("red_palace")
    assert [c.tile.type for c in row.chips()] == [*session.game.variant.type_ids, ""]  # and a plaza
    qtbot.mouseClick(next(c for c in row.chips() if c.tile.type == "garden"), LEFT)
    editor = palette.supply.editor
    editor.form.price.setFocus()
    editor.form.price.selectAll()
    qtbot.keyClicks(editor.form.price, "8")
    qtbot.mouseClick(editor.form.sides.button(Side.N), LEFT)
    assert editor.name_label.text() == "Garden 8 (walls N)"
    qtbot.keyClick(editor, Key.Key_Return)
    hand = TileHand.of(session)
    assert hand.held.tile == land("garden", 8, "N")
    view = page.view
    assert set(view.city_scene().highlighted_cells()) == {Cell(1, 0), Cell(-1, 0), Cell(0, -1)}
    assert drag_and_drop(view.viewport(), hand.held.to_mime(), view.view_point(Cell(0, -1))) == (True, True)
    city = session.game.player("Anna").city
    assert city.get((0, -1)) == land("garden", 8, "N")
    assert session.game.score(1).players[0].buildings["garden"].count == 1


def test_a_land_tile_typed_by_its_code_twice_alike(qtbot, session, page):
    page.view.set_cursor((0, 1))
    page.view.setFocus()
    qtbot.keyClicks(page.view, "t3s")
    qtbot.keyClick(page.view, Key.Key_Return)
    assert session.game.player("Anna").city.get((0, 1)) == land("tower", 3, "S")
    page.view.set_cursor((1, 0))
    qtbot.keyClicks(page.view, "t3s")  # the box may print the same description twice
    qtbot.keyClick(page.view, Key.Key_Return)
    assert session.game.player("Anna").city.get((1, 0)) == land("tower", 3, "S")


def test_points_per_guard_picked_in_the_modules_dock_one_step_never_lower(qtbot, session, show_widget):
    dock = show_widget(ModulesDock(session), 400, 600)
    panel = dock.panel("red_palace")
    assert panel is not None and panel.spins[0].text() == "–"
    panel.spins[0].setFocus()
    panel.spins[0].selectAll()
    qtbot.keyClicks(panel.spins[0], "4")
    qtbot.keyClick(panel.spins[0], Key.Key_Return)
    assert red_palace.guard_points(session.game.state) == (4, None, None)
    assert session.undo_stack.undoText() == "Enter the points per guard"
    panel.spins[1].setFocus()
    panel.spins[1].selectAll()
    qtbot.keyClicks(panel.spins[1], "3")
    qtbot.keyClick(panel.spins[1], Key.Key_Return)
    assert red_palace.guard_points(session.game.state) == (4, None, None)
    assert "3 points a guard in scoring 2, fewer than the 4 of scoring 1" in dock.message_label.text()
    assert panel.spins[1].text() == "–"  # shown as the game holds it
    session.undo_stack.undo()
    assert panel.spins[0].text() == "–"
