"""New building grounds and the new market in the window, driven with real events: a piece
described from its supply chip and dragged onto a lit cell, typed by its code, given to
Dirk, outlined while its type's number is selected, drawn as a building of its type."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt

from alhambra_gui.engine import Cell, Game, Player, Side, Tile, Walls
from alhambra_gui.engine.modules.new_building_grounds import ground
from alhambra_gui.engine.modules.new_market import new_market_tile
from alhambra_gui.widgets.city.city_page import CityPage
from alhambra_gui.widgets.score.scoreboard import ScoreboardDock
from alhambra_gui.widgets.tiles.mime import TileDrag
from alhambra_gui.widgets.tiles.tile_hand import TileHand
from tests.drag_events import drag_and_drop

pytestmark = pytest.mark.gui
LEFT, Key = Qt.MouseButton.LeftButton, Qt.Key


@pytest.fixture
def session(make_session):
    game = Game([Player("Anna"), Player("Ben")], modules=["new_building_grounds", "new_market"], dirk=True)
    game.player("Anna").city.put((0, 1), Tile("garden", 10))
    game.player("Anna").city.put((1, 0), Tile("garden", 9, Walls("E")))
    return make_session(game)


@pytest.fixture
def page(session, show_widget):
    return show_widget(CityPage(session, "Anna"), 700, 600, exposed=True)


def test_a_ground_described_then_dragged_from_its_chip_onto_a_lit_cell(qtbot, session, page, palette):
    row = palette.supply.row("new_building_grounds")
    assert [c.label for c in row.chips()] == ["×2"] * 6
    qtbot.mouseClick(next(c for c in row.chips() if c.tile.type == "garden"), LEFT)
    editor = palette.supply.editor
    qtbot.mouseClick(editor.form.sides.button(Side.S), LEFT)
    assert editor.name_label.text() == "Garden ground (walls S)"
    qtbot.keyClick(editor, Key.Key_Return)
    chip = next(c for c in row.chips() if c.chosen)
    placed = ground("garden", "S")
    assert chip.payload == TileDrag(placed, "palette")
    lit = set(page.view.city_scene().highlighted_cells())
    assert lit == set(session.game.player("Anna").city.legal_cells(placed)) and Cell(1, 1) in lit
    target = page.view.view_point(Cell(1, 1))
    assert drag_and_drop(page.view.viewport(), chip.mime_data(), target) == (True, True)
    assert session.game.player("Anna").city.get((1, 1)) == placed
    assert [c.label for c in row.chips()][4] == "×1"
    assert session.game.score(1).players[0].buildings["garden"].count == 3
    assert session.undo_stack.undoText() == "Place Garden ground at (1, 1) in Anna's city"


def test_a_new_market_tile_typed_by_its_code_and_outlined_with_its_type(qtbot, session, page, show_widget):
    page.view.set_cursor((-1, 0))
    qtbot.keyClicks(page.view, "nt")
    assert "New-market Tower: legal." in page.view.overlay_text()
    qtbot.keyClick(page.view, Key.Key_Return)
    assert session.game.player("Anna").city.get((-1, 0)) == new_market_tile("tower")
    assert TileHand.of(session).held is None
    board = show_widget(ScoreboardDock(session), 760, 700, settle=True)
    columns = [board.score_model.column_kind(i) for i in range(board.score_model.columnCount())]
    board.select_cell(0, columns.index("tower"))
    shown = page.view.city_scene().term_highlight()
    assert [m.cells for m in shown.marks] == [(Cell(-1, 0),)]
    assert session.game.score(1).players[0].buildings["tower"].count == 1


def test_the_last_new_market_tile_of_a_type_is_refused_and_dirk_may_hold_one(qtbot, session, palette):
    row = palette.supply.row("new_market")
    chip = next(c for c in row.chips() if c.tile.type == "tower")
    next(a for a in palette.supply.menu_for(chip).actions() if a.text() == "Describe one for Dirk…").trigger()
    editor = palette.supply.editor
    qtbot.keyClick(editor, Key.Key_Return)
    assert session.game.dirk == [new_market_tile("tower")]
    assert session.game.score(1).dirk.buildings["tower"].count == 1
    chip = next(c for c in row.chips() if c.tile.type == "tower")
    assert chip.label == "×0"
