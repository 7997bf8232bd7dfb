"""Bazaars in the window, driven with real events: a bazaar described by its three types (a
fourth lets the first go), clicked into place, typed by its code; MODULES.md §11's example
highlighted from the scoreboard; the counts-only inputs, one more shown as each is typed."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt

from alhambra_gui.engine import Cell, Game, Player, Tile, Walls
from alhambra_gui.engine.modules import bazaars
from alhambra_gui.widgets.city.city_page import CityPage
from alhambra_gui.widgets.score.scoreboard import ScoreboardDock

pytestmark = pytest.mark.gui
LEFT, Key = Qt.MouseButton.LeftButton, Qt.Key
NO_MODIFIER = Qt.KeyboardModifier.NoModifier


@pytest.fixture
def session(make_session):
    """Around (1, 1): a seraglio, another seraglio, an arcades and a garden (§11's example)."""
    game = Game([Player("Anna"), Player("Ben")], modules=["bazaars"])
    for cell, tile in {(1, 0): Tile("seraglio", 8), (2, 0): Tile("seraglio", 9, Walls("NE")),
                       (0, 1): Tile("arcades", 8), (0, 2): Tile("garden", 8, Walls("SW"))}.items():
        game.player("Anna").city.put(cell, tile)
    return make_session(game)


@pytest.fixture
def page(session, show_widget):
    return show_widget(CityPage(session, "Anna"), 700, 600, exposed=True)


def test_a_bazaar_described_by_three_types_then_clicked_into_place(qtbot, session, page, palette):
    chip = palette.supply.row("bazaars").chips()[0]
    assert chip.label == "×8"
    qtbot.mouseClick(chip, LEFT)
    editor = palette.supply.editor
    assert editor.form.types.types() == ("pavilion", "seraglio", "arcades")
    qtbot.mouseClick(editor.form.types.button("tower"), LEFT)  # the fourth lets the first go
    assert editor.form.types.types() == ("seraglio", "arcades", "tower")
    assert editor.name_label.text() == "Bazaar (Seraglio, Arcades, Tower)"
    qtbot.mouseClick(editor.form.types.button("arcades"), LEFT)
    assert editor.refusal_text() == "Not possible: a bazaar shows 3 different building types."
    qtbot.mouseClick(editor.form.types.button("arcades"), LEFT)
    qtbot.keyClick(editor, Key.Key_Return)
    piece = bazaars.bazaar(["seraglio", "arcades", "tower"], session.game.variant)
    assert Cell(1, 1) in page.view.city_scene().highlighted_cells()
    qtbot.mouseClick(page.view.viewport(), LEFT, NO_MODIFIER, page.view.view_point(Cell(1, 1)))
    assert session.game.player("Anna").city.get((1, 1)) == piece
    assert palette.supply.row("bazaars").chips()[0].label == "×7"
    assert session.game.score(3).players[0].term("bazaars").points == 3 * 2


def test_a_bazaar_typed_by_its_code_and_its_neighbours_highlighted(qtbot, session, page, show_widget):
    page.view.set_cursor((1, 1))
    qtbot.keyClicks(page.view, "bsat")
    qtbot.keyClick(page.view, Key.Key_Return)
    assert session.game.player("Anna").city.get((1, 1)).kind == bazaars.KIND
    board = show_widget(ScoreboardDock(session), 760, 700, settle=True)
    board.select_cell(0, board.score_model.term_columns()[0])
    (mark,) = page.view.city_scene().term_highlight().marks
    assert mark.source == Cell(1, 1) and set(mark.cells) == {Cell(1, 0), Cell(2, 0), Cell(0, 1)}
    assert mark.label == "6"


def test_counts_only_types_each_bazaar_one_more_shown_at_a_time(qtbot, session, page):
    qtbot.mouseClick(page.counts_form.switch_button, LEFT)
    first = page.counts_form.module_input("bazaars", "1")
    assert first.isVisible() and not page.counts_form.module_input("bazaars", "2").isVisible()
    first.setFocus()
    first.selectAll()
    qtbot.keyClicks(first, "12")
    qtbot.keyClick(first, Key.Key_Return)
    assert page.counts_form.module_input("bazaars", "2").isVisible()
    assert session.game.score(3).players[0].term("bazaars").points == 12
    assert session.undo_stack.undoText() == "Type Anna's bazaar 1: 12"


def test_enter_takes_the_bazaar_after_a_pick_refused_for_a_while(qtbot, session, page, palette):
    """The editor opens with the focus on Take; a pick that leaves two types disables it, and
    the focus went on to Cancel, which kept it once Take came back and took Enter for itself:
    the bazaar just described was cancelled (seen by play15 in a Chinese evening)."""
    from PySide6.QtWidgets import QApplication

    qtbot.mouseClick(palette.supply.row("bazaars").chips()[0], LEFT)
    editor = palette.supply.editor
    editor.activateWindow()
    qtbot.waitUntil(lambda: QApplication.focusWidget() is editor.ok_button)
    qtbot.mouseClick(editor.form.types.button("pavilion"), LEFT)  # two left: refused
    qtbot.mouseClick(editor.form.types.button("garden"), LEFT)
    assert editor.ok_button.isEnabled()
    qtbot.keyClick(QApplication.focusWidget(), Key.Key_Return)
    assert editor.result() == editor.DialogCode.Accepted
    assert Cell(1, 1) in page.view.city_scene().highlighted_cells()  # the bazaar in hand
