"""Medina in the window, driven with real events: a medina described by its price and walls,
a price in the game already refused, clicked into place, typed by its code, given to Dirk;
the penalty selected in the scoreboard outlines the medinas built; the counts-only inputs."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt

from alhambra_gui.engine import Cell, Game, Player, Side, Tile, Walls
from alhambra_gui.engine.modules import medina
from alhambra_gui.widgets.city.city_page import CityPage
from alhambra_gui.widgets.score.scoreboard import ScoreboardDock

pytestmark = pytest.mark.gui
LEFT, Key = Qt.MouseButton.LeftButton, Qt.Key


@pytest.fixture
def session(make_session):
    game = Game([Player("Anna"), Player("Ben")], modules=["medina"], dirk=True)
    game.player("Anna").city.put((1, 0), Tile("garden", 8, Walls("N")))
    game.player("Ben").reserve.append(medina.medina(7, "S"))
    return make_session(game)


@pytest.fixture
def page(session, show_widget):
    return show_widget(CityPage(session, "Anna"), 700, 600, exposed=True)


def test_a_medina_described_by_price_and_walls_then_clicked_into_place(qtbot, session, page, palette):
    row = palette.supply.row("medina")
    assert [c.tile.price for c in row.chips()] == list(range(2, 11))
    assert [c.faded for c in row.chips()] == [p == 7 for p in range(2, 11)]
    qtbot.mouseClick(row.chips()[3], LEFT)  # the medina 5
    editor = palette.supply.editor
    assert editor.form.price.currentData() == 5
    editor.form.price.setCurrentIndex(editor.form.price.findData(7))
    assert editor.refusal_text() == "Not possible: the medina 7 is in the game already (each price once)."
    editor.form.price.setCurrentIndex(editor.form.price.findData(5))
    qtbot.mouseClick(editor.form.sides.button(Side.N), LEFT)
    assert editor.name_label.text() == "Medina 5 (walls N)"
    qtbot.keyClick(editor, Key.Key_Return)
    lit = set(page.view.city_scene().highlighted_cells())
    assert lit == set(session.game.player("Anna").city.legal_cells(medina.medina(5, "N")))
    qtbot.mouseClick(page.view.viewport(), LEFT, Qt.KeyboardModifier.NoModifier,
                     page.view.view_point(Cell(0, -1)))
    assert session.game.player("Anna").city.get((0, -1)) == medina.medina(5, "N")
    assert row.chips()[3].faded
    assert session.undo_stack.undoText() == "Place Medina 5 at (0, -1) in Anna's city"


def test_a_medina_typed_by_its_code_and_one_given_to_dirk(qtbot, session, page, palette):
    page.view.set_cursor((0, 1))
    qtbot.keyClicks(page.view, "m7")
    assert "Medina 7 (no walls): the medina 7 is in the game already" in page.view.overlay_text()
    qtbot.keyClick(page.view, Key.Key_Escape)
    qtbot.keyClicks(page.view, "m9s")
    qtbot.keyClick(page.view, Key.Key_Return)
    assert session.game.player("Anna").city.get((0, 1)) == medina.medina(9, "S")
    chip = palette.supply.row("medina").chips()[0]
    next(a for a in palette.supply.menu_for(chip).actions() if a.text() == "Describe one for Dirk…").trigger()
    editor = palette.supply.editor
    assert editor.ok_button.text() == "Give it to Dirk"
    qtbot.keyClick(editor, Key.Key_Return)
    assert session.game.dirk == [medina.medina(2)]


def test_the_penalty_selected_outlines_the_medinas_built(qtbot, session, page, show_widget):
    game = session.game
    for cell, price in (((0, 1), 3), ((-1, 0), 9)):
        game.player("Anna").city.put(cell, medina.medina(price))
    session.replace_game(game)
    board = show_widget(ScoreboardDock(session), 760, 700, settle=True)
    board.select_cell(0, board.score_model.term_columns()[0])
    shown = page.view.city_scene().term_highlight()
    assert shown.cells == {Cell(0, 1), Cell(-1, 0)}
    assert sorted(m.label for m in shown.marks) == ["3", "9"]


def test_counts_only_types_the_medinas_and_the_dearest(qtbot, session, page):
    qtbot.mouseClick(page.counts_form.switch_button, LEFT)
    box = page.counts_form.module_input("medina", "medinas")
    assert box.accessibleName() == "Medinas built"
    assert not page.counts_form.module_input("medina", "dearest_medina").isEnabled()
    box.setFocus()
    box.selectAll()
    qtbot.keyClicks(box, "2")
    qtbot.keyClick(box, Key.Key_Return)
    dearest = page.counts_form.module_input("medina", "dearest_medina")
    assert dearest.isEnabled() and dearest.value() == 3 and dearest.minimum() == 3  # two cost 2 and 3
    dearest.setFocus()
    dearest.selectAll()
    qtbot.keyClicks(dearest, "6")
    qtbot.keyClick(dearest, Key.Key_Return)
    assert session.game.player("Anna").counts.typed_number("medina", "dearest_medina") == 6
    assert session.undo_stack.undoText() == "Type Anna's dearest medina: 6"
