"""Building huts in the window, driven with real events: a hut described by its type and walls,
dragged from its supply chip onto a lit cell, typed by its code; Dirk refused; a player's
fourth hut refused; a type's number selected in the scoreboard shows what each hut adds."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt

from alhambra_gui.engine import Cell, Game, Player, Side, Tile, Walls
from alhambra_gui.engine.modules import building_huts
from alhambra_gui.widgets.city.city_page import CityPage
from alhambra_gui.widgets.score.scoreboard import ScoreboardDock
from alhambra_gui.widgets.tiles.mime import TileDrag
from alhambra_gui.widgets.tiles.tile_hand import TileHand
from tests.drag_events import drag_and_drop

pytestmark = pytest.mark.gui
LEFT, Key = Qt.MouseButton.LeftButton, Qt.Key
HUT = building_huts.hut("garden", "ES")


@pytest.fixture
def session(make_session):
    game = Game([Player("Anna"), Player("Ben")], modules=["building_huts"], dirk=True)
    game.player("Anna").city.put((0, 1), Tile("garden", 10))
    game.player("Anna").city.put((1, 0), Tile("garden", 8, Walls("E")))
    return make_session(game)


@pytest.fixture
def page(session, show_widget):
    return show_widget(CityPage(session, "Anna"), 700, 600, exposed=True)


def describe(qtbot, palette, type_id: str, walls: str, holder_menu: str = ""):
    row = palette.supply.row("building_huts")
    chip = next(c for c in row.chips() if c.tile.type == type_id)
    if holder_menu:
        next(a for a in palette.supply.menu_for(chip).actions() if a.text() == holder_menu).trigger()
    else:
        qtbot.mouseClick(chip, LEFT)
    editor = palette.supply.editor
    picker = editor.form.sides
    for side in Side:
        if (side.name in walls) != picker.button(side).isChecked():
            qtbot.mouseClick(picker.button(side), LEFT)
    return editor


def test_a_hut_described_then_dragged_from_its_chip_onto_a_lit_cell(qtbot, session, page, palette):
    row = palette.supply.row("building_huts")
    assert [c.label for c in row.chips()] == ["×3", "×3", "×4", "×4", "×5", "×5"]
    qtbot.mouseClick(next(c for c in row.chips() if c.tile.type == "pavilion"), LEFT)
    editor = palette.supply.editor
    qtbot.mouseClick(editor.form.types.button("garden"), LEFT)  # the type picked again
    qtbot.mouseClick(editor.form.sides.button(Side.S), LEFT)  # the template's south wall off
    assert editor.refusal_text() == "Not possible: a hut has at least one walled side."
    for side in (Side.E, Side.S):
        qtbot.mouseClick(editor.form.sides.button(side), LEFT)
    assert editor.name_label.text() == "Garden hut (walls E, S)"
    qtbot.keyClick(editor, Key.Key_Return)
    chip = next(c for c in row.chips() if c.chosen)
    assert chip.payload == TileDrag(HUT, "palette") and chip.shown_tile == HUT
    lit = set(page.view.city_scene().highlighted_cells())
    assert lit == set(session.game.player("Anna").city.legal_cells(HUT)) and Cell(1, 1) in lit
    target = page.view.view_point(Cell(1, 1))
    assert drag_and_drop(page.view.viewport(), chip.mime_data(), target) == (True, True)
    assert session.game.player("Anna").city.get((1, 1)) == HUT
    assert [c.label for c in row.chips()][4] == "×4"
    score = session.game.score(1).players[0]
    assert score.buildings["garden"].count == 2 + 2  # the hut's open sides face both gardens
    assert session.undo_stack.undoText() == "Place Garden hut at (1, 1) in Anna's city"


def test_dirk_is_refused_a_hut_and_a_fourth_hut_too(qtbot, session, palette):
    editor = describe(qtbot, palette, "tower", "N", "Describe one for Dirk…")
    assert editor.refusal_text() == "Not possible: Dirk has no huts."
    assert not editor.ok_button.isEnabled()
    editor.reject()
    game = session.game
    game.player("Ben").reserve.extend([building_huts.hut("tower", "N"), building_huts.hut("tower", "S"),
                                       building_huts.hut("pavilion", "W")])
    session.replace_game(game)
    editor = describe(qtbot, palette, "tower", "E", "Describe one for Ben's reserve…")
    assert editor.refusal_text() == "Not possible: Ben holds 3 huts already, the most a player may."
    editor.reject()
    editor = describe(qtbot, palette, "tower", "E", "Describe one for Anna's reserve…")
    assert editor.ok_button.text() == "Put it into Anna's reserve"
    qtbot.keyClick(editor, Key.Key_Return)
    assert session.game.player("Anna").reserve == [building_huts.hut("tower", "E")]
    assert session.game.dirk == []


def test_a_hut_typed_by_its_code(qtbot, session, page):
    page.view.set_cursor((1, 1))
    qtbot.keyClicks(page.view, "hges")
    assert "Garden hut (walls E, S): legal." in page.view.overlay_text()
    qtbot.keyClick(page.view, Key.Key_Return)
    assert session.game.player("Anna").city.get((1, 1)) == HUT
    assert TileHand.of(session).held is None


def test_a_types_number_selected_shows_what_each_hut_adds(qtbot, session, page, show_widget):
    game = session.game
    game.player("Anna").city.put((1, 1), HUT)
    session.replace_game(game)
    board = show_widget(ScoreboardDock(session), 760, 700, settle=True)
    columns = [board.score_model.column_kind(i) for i in range(board.score_model.columnCount())]
    board.select_cell(0, columns.index("garden"))
    shown = page.view.city_scene().term_highlight()
    assert [(m.source, set(m.cells), m.label) for m in shown.marks] == [
        (Cell(1, 1), {Cell(1, 0), Cell(0, 1)}, "+2")]
    board.select_cell(0, columns.index("tower"))  # no tower hut: nothing to show
    assert page.view.city_scene().term_highlight() is None


def test_counts_only_types_each_types_extra_buildings(qtbot, session, page):
    qtbot.mouseClick(page.counts_form.switch_button, LEFT)
    box = page.counts_form.module_input("building_huts", "garden")
    assert box.accessibleName() == "Huts' extra Garden" and box.isEnabled()
    assert not page.counts_form.module_input("building_huts", "tower").isEnabled()  # no tower counted
    box.setFocus()
    box.selectAll()
    qtbot.keyClicks(box, "2")
    qtbot.keyClick(box, Key.Key_Return)
    assert session.game.score(1).players[0].buildings["garden"].count == 4
    assert session.undo_stack.undoText() == "Type Anna's huts' extra Garden: 2"


def test_a_hut_that_breaks_a_wall_rule_is_refused_then_placed_anyway_and_marked(
        qtbot, session, page, palette):
    """A physical city recorded as it lies: the hut's north wall meets the open south side of
    the garden above it, refused with the reason, then built with Place anyway and marked."""
    qtbot.keyClick(describe(qtbot, palette, "garden", "N"), Key.Key_Return)
    hut = building_huts.hut("garden", "N")
    assert Cell(1, 1) not in set(page.view.city_scene().highlighted_cells())
    qtbot.mouseClick(page.view.viewport(), LEFT, Qt.KeyboardModifier.NoModifier,
                     page.view.view_point(Cell(1, 1)))
    city = session.game.player("Anna").city
    assert city.get((1, 1)) is None
    assert "Garden hut (walls N) cannot be built there" in page.banner_text()
    qtbot.mouseClick(page.force_button, LEFT)
    city = session.game.player("Anna").city
    assert city.get((1, 1)) == hut
    problems = {p.cell: p.toolTip() for p in page.view.city_scene().problem_items()}
    assert Cell(1, 1) in problems
    assert session.game.score(1).players[0].buildings["garden"].count >= 2
