"""Camps in the window, driven with real events: a camp described in the editor from its
supply, lit only outside the city where its bastions face walls, clicked into place; one
whose bastion faces an open side refused (and placed anyway, then marked); its code typed;
its rays highlighted from the scoreboard; the counts-only input."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication

from alhambra_gui.engine import Cell, Game, Player, Side, Tile, Walls, dumps, loads
from alhambra_gui.engine.modules import camps
from alhambra_gui.widgets.city.city_page import CityPage
from alhambra_gui.widgets.modules.camps import paint_camp
from alhambra_gui.widgets.score.scoreboard import ScoreboardDock
from alhambra_gui.widgets.tiles.mime import TileDrag
from alhambra_gui.widgets.tiles.tile_hand import TileHand
from tests.drag_events import drag_and_drop

pytestmark = pytest.mark.gui
LEFT, Key = Qt.MouseButton.LeftButton, Qt.Key
SHIFT = Qt.KeyboardModifier.ShiftModifier


@pytest.fixture
def session(make_session):
    """MODULES.md §12's example: a line of three buildings south of the fountain, the last
    walled south; arcades walled east, chambers walled west."""
    game = Game([Player("Anna"), Player("Ben")], modules=["camps"])
    for cell, tile in {(0, 1): Tile("garden", 10), (0, 2): Tile("tower", 11),
                       (0, 3): Tile("seraglio", 8, Walls("S")), (1, 0): Tile("arcades", 8, Walls("E")),
                       (-1, 0): Tile("chambers", 9, Walls("W"))}.items():
        game.player("Anna").city.put(cell, tile)
    return make_session(game)


@pytest.fixture
def page(session, show_widget):
    return show_widget(CityPage(session, "Anna"), 700, 600, exposed=True)


def click_cell(qtbot, view, cell, modifier=Qt.KeyboardModifier.NoModifier) -> None:
    qtbot.mouseClick(view.viewport(), LEFT, modifier, view.view_point(cell))


def describe(qtbot, palette, sides: str):
    """Click the camps' supply chip, pick the bastion sides in the editor, press Enter."""
    chip = palette.supply.row("camps").chips()[0]
    qtbot.mouseClick(chip, LEFT)
    editor = palette.supply.editor
    assert editor is not None and editor.isVisible()
    picker = editor.form.sides
    for side in Side:
        if (side.name in sides) != picker.button(side).isChecked():
            qtbot.mouseClick(picker.button(side), LEFT)
    return editor


def test_a_camp_described_lights_only_cells_outside_where_its_bastion_faces_a_wall(
        qtbot, session, page, palette):
    row = palette.supply.row("camps")
    assert [c.label for c in row.chips()] == ["×8"]
    editor = describe(qtbot, palette, "N")
    assert editor.name_label.text() == "Camp (bastion N)" and editor.ok_button.isEnabled()
    qtbot.keyClick(editor, Key.Key_Return)
    assert TileHand.of(session).held == TileDrag(camps.camp("N"), "palette")
    lit = set(page.view.city_scene().highlighted_cells())
    assert lit == {Cell(0, 4)}  # south of the seraglio's wall: the only wall a northern bastion can face
    click_cell(qtbot, page.view, Cell(0, 4))
    city = session.game.player("Anna").city
    assert city.get((0, 4)) == camps.camp("N") and TileHand.of(session).held is None
    assert session.undo_stack.undoText() == "Place Camp at (0, 4) in Anna's city"
    assert page.view.city_scene().tile_item((0, 4)).tile.kind == camps.KIND
    assert [c.label for c in row.chips()] == ["×7"]
    assert "1 piece of the modules" in page.header_text() and "5 buildings" in page.header_text()
    assert loads(dumps(session.game)) == session.game
    session.undo_stack.undo()
    assert session.game.player("Anna").city.get((0, 4)) is None


def test_a_bastion_facing_an_open_side_is_refused_with_its_reason_then_placed_anyway(
        qtbot, session, page, palette):
    qtbot.keyClick(describe(qtbot, palette, "W"), Key.Key_Return)
    assert set(page.view.city_scene().highlighted_cells()) == {Cell(2, 0)}
    qtbot.mouseMove(page.view.viewport(), page.view.view_point(Cell(1, 2)))
    assert "its bastion to the west faces no walled side of a city tile" in page.view.overlay_text()
    click_cell(qtbot, page.view, Cell(1, 2))
    assert session.game.player("Anna").city.get((1, 2)) is None
    assert "Camp (bastion W) cannot be built there: its bastion to the west faces no walled side" \
        in page.banner_text()
    qtbot.mouseClick(page.force_button, LEFT)
    city = session.game.player("Anna").city
    assert city.get((1, 2)) == camps.camp("W")
    problems = {p.cell: p.toolTip() for p in page.view.city_scene().problem_items()}
    assert "its bastion to the west faces no walled side of a city tile" in problems[Cell(1, 2)]


def test_the_editor_refuses_what_no_camp_is(qtbot, palette):
    editor = describe(qtbot, palette, "NS")
    assert editor.refusal_text() == "Not possible: a camp has one bastion side or two adjacent ones."
    assert not editor.ok_button.isEnabled()
    qtbot.mouseClick(editor.form.sides.button(Side.S), LEFT)
    qtbot.mouseClick(editor.form.sides.button(Side.E), LEFT)
    assert editor.refusal_text() == "" and editor.name_label.text() == "Camp (bastions N, E)"
    editor.reject()


def test_a_camp_typed_by_its_code_at_the_cursor(qtbot, session, page):
    page.view.set_cursor((2, 0))
    qtbot.keyClicks(page.view, "kw")
    assert "Camp (bastion W): legal." in page.view.overlay_text()
    qtbot.keyClick(page.view, Key.Key_Return)
    assert session.game.player("Anna").city.get((2, 0)) == camps.camp("W")
    page.view.set_cursor((3, 0))
    qtbot.keyClicks(page.view, "kns")
    assert "a camp has one bastion side or two adjacent ones" in page.view.overlay_text()


def test_a_reserve_camp_dragged_moved_and_the_last_one_refused(qtbot, session, page, palette):
    game = session.game
    game.player("Anna").reserve.append(camps.camp("E"))
    session.replace_game(game)
    mime = TileDrag(camps.camp("E"), "reserve", "Anna").to_mime()
    assert drag_and_drop(page.view.viewport(), mime, page.view.view_point(Cell(-2, 0))) == (True, True)
    assert session.game.player("Anna").city.get((-2, 0)) == camps.camp("E")
    assert session.game.player("Anna").reserve == []
    game = session.game
    game.player("Ben").reserve.extend([camps.camp("S")] * 7)  # every camp of the game in play
    session.replace_game(game)
    assert [c.label for c in palette.supply.row("camps").chips()] == ["×0"]
    qtbot.mouseClick(palette.supply.row("camps").chips()[0], LEFT)
    assert palette.supply.editor is None
    assert palette.supply.message() == "Camps: 0 left of 8 — a click describes one by its bastions: " \
                                       "none left in the supply."


def test_selecting_the_camp_points_highlights_each_ray(qtbot, session, page, show_widget):
    game = session.game
    for cell, camp in {(0, 4): camps.camp("N"), (2, 0): camps.camp("W")}.items():
        game.player("Anna").city.put(cell, camp)
    session.replace_game(game)
    board = show_widget(ScoreboardDock(session), 760, 700, settle=True)
    column = board.score_model.term_columns()[0]
    assert board.score_model.column_kind(column) == "camps"
    board.select_cell(0, column)
    shown = page.view.city_scene().term_highlight()
    assert shown is not None
    rays = {(m.source, m.cells) for m in shown.marks}
    assert rays == {(Cell(0, 4), (Cell(0, 3), Cell(0, 2), Cell(0, 1))), (Cell(2, 0), (Cell(1, 0),))}
    assert shown.cells == {Cell(0, 1), Cell(0, 2), Cell(0, 3), Cell(1, 0)}
    board.select_cell(0, 0)  # the player's name: no module's number
    assert page.view.city_scene().term_highlight() is None


def test_counts_only_types_the_camp_points(qtbot, session, page):
    qtbot.mouseClick(page.counts_form.switch_button, LEFT)
    box = page.counts_form.module_input("camps", "camps")
    assert box.accessibleName() == "Camp points" and box.maximum() == 8 * 2 * 54
    box.setFocus()
    box.selectAll()
    qtbot.keyClicks(box, "7")
    qtbot.keyClick(box, Key.Key_Return)
    assert session.game.score(1).players[0].term("camps").points == 7
    assert session.undo_stack.undoText() == "Type Anna's camp points: 7"


def test_a_camp_is_drawn_as_no_building(qtbot):
    from PySide6.QtCore import QRectF
    from PySide6.QtGui import QImage, QPainter

    image = QImage(64, 64, QImage.Format.Format_ARGB32)
    image.fill(0)
    painter = QPainter(image)
    paint_camp(painter, QRectF(0, 0, 64, 64), Walls("N"))
    painter.end()
    QApplication.processEvents()
    north, south = image.pixelColor(10, 4), image.pixelColor(10, 59)
    assert north.lightness() < 80 < south.lightness()  # the dark bastion on its north side only


def test_the_editors_buttons_stay_put_through_a_refusal_and_back(qtbot, palette):
    """A bastion taken off (no camp has none: refused) and another picked: the reason comes
    and goes without moving the buttons under the pointer."""
    editor = describe(qtbot, palette, "N")
    qtbot.waitUntil(editor.isVisible)
    where = editor.ok_button.mapTo(editor, editor.ok_button.rect().topLeft())
    qtbot.mouseClick(editor.form.sides.button(Side.N), LEFT)
    assert editor.refusal_text().startswith("Not possible:")
    assert editor.ok_button.mapTo(editor, editor.ok_button.rect().topLeft()) == where
    qtbot.mouseClick(editor.form.sides.button(Side.W), LEFT)
    assert editor.refusal_text() == "" and editor.ok_button.isEnabled()
    assert editor.ok_button.mapTo(editor, editor.ok_button.rect().topLeft()) == where
    editor.reject()
