"""Gates without end's wall pieces and plazas in the window, driven with real events: a wall
piece by Alt+arrow without City walls (no limit said), a plaza described from its chip and
dragged onto a lit cell, drawn with its walls; with The Red Palace too, one plaza chip."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt

from alhambra_gui.engine import Cell, Game, Player, Side, Tile, Walls
from alhambra_gui.engine.modules import city_walls
from alhambra_gui.engine.modules.gates_without_end import plaza
from alhambra_gui.widgets.city.city_page import CityPage
from alhambra_gui.widgets.tiles.tile_hand import TileHand
from tests.drag_events import drag_and_drop

pytestmark = pytest.mark.gui
LEFT, Key, Mod = Qt.MouseButton.LeftButton, Qt.Key, Qt.KeyboardModifier


@pytest.fixture
def session(make_session):
    game = Game([Player("Anna"), Player("Ben")], modules=["gates_without_end"])
    game.player("Anna").city.put(Cell(0, 1), Tile("garden", 8, Walls("S")))
    return make_session(game)


@pytest.fixture
def page(session, show_widget):
    return show_widget(CityPage(session, "Anna"), 700, 600, exposed=True)


def test_a_wall_piece_by_keyboard_without_city_walls(qtbot, session, page):
    page.view.set_cursor((0, 1))
    page.view.setFocus()
    qtbot.keyClick(page.view, Key.Key_Left, Mod.AltModifier)
    city = session.game.player("Anna").city
    assert city_walls.added(city.marks((0, 1))) == Walls("W") and city.walls((0, 1)) == Walls("SW")
    assert "Wall pieces added: west" in page.view.city_scene().tile_item((0, 1)).toolTip()


def test_a_plaza_described_from_its_chip_and_dragged_onto_a_lit_cell(qtbot, session, page, palette):
    row = palette.supply.row("gates_without_end")
    assert [c.tile for c in row.chips()] == [plaza()]
    qtbot.mouseClick(row.chips()[0], LEFT)
    editor = palette.supply.editor
    qtbot.mouseClick(editor.form.sides.button(Side.N), LEFT)
    assert editor.name_label.text() == "Plaza (walls N)"
    qtbot.keyClick(editor, Key.Key_Return)
    hand = TileHand.of(session)
    assert hand.held.tile == plaza("N")
    view = page.view
    assert Cell(0, -1) in set(view.city_scene().highlighted_cells())
    assert drag_and_drop(view.viewport(), hand.held.to_mime(), view.view_point(Cell(0, -1))) == (True, True)
    assert session.game.player("Anna").city.get((0, -1)) == plaza("N")
    image = view.grab().toImage()
    assert not image.isNull()


def test_with_the_red_palace_too_one_plaza_chip_of_twelve(qtbot, session, palette):
    session.modules.set_modules(["gates_without_end", "red_palace"])
    gates = palette.supply.row("gates_without_end")
    assert [c.tile for c in gates.chips()] == [plaza()]
    assert "12 left" in gates.chips()[0].toolTip()
    red = palette.supply.row("red_palace")
    assert plaza() not in [c.tile for c in red.chips()]


def test_with_city_walls_too_a_wall_piece_is_said_once_and_city_walls_count_none(qtbot, session, page):
    session.modules.set_modules(["city_walls", "gates_without_end"])
    page.view.set_cursor((0, 1))
    page.view.setFocus()
    qtbot.keyClick(page.view, Key.Key_Left, Mod.AltModifier)  # one action, City walls'
    tip = page.view.city_scene().tile_item((0, 1)).toolTip()
    assert tip.count("Wall pieces added: west") == 1
    assert "Wall pieces: no limit" in page.header_text()
