"""Magical buildings in the window, driven with real events: a magical tile described from its
chip, turned in hand with Space and the wheel (its lit cells following), dragged onto a lit
cell and built as it lies, drawn turned; typed by its code as it lies."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPoint, QPointF, Qt
from PySide6.QtGui import QWheelEvent
from PySide6.QtWidgets import QApplication

from alhambra_gui.engine import Cell, Game, Marks, Player, Side, Walls
from alhambra_gui.engine.modules.magical_buildings import magical
from alhambra_gui.widgets.city.city_page import CityPage
from alhambra_gui.widgets.tiles.tile_hand import TileHand
from tests.drag_events import drag_and_drop

pytestmark = pytest.mark.gui
LEFT, Key = Qt.MouseButton.LeftButton, Qt.Key
GARDEN_13 = magical("garden", 13, "NES")


@pytest.fixture
def session(make_session):
    return make_session(Game([Player("Anna"), Player("Ben")], modules=["magical_buildings"]))


@pytest.fixture
def page(session, show_widget):
    return show_widget(CityPage(session, "Anna"), 700, 600, exposed=True)


def _wheel(view, notches):
    centre = QPointF(view.viewport().rect().center())
    event = QWheelEvent(centre, QPointF(view.viewport().mapToGlobal(centre.toPoint())), QPoint(0, 0),
                        QPoint(0, 120 * notches), Qt.MouseButton.NoButton, Qt.KeyboardModifier.NoModifier,
                        Qt.ScrollPhase.NoScrollPhase, False)
    QApplication.sendEvent(view.viewport(), event)


def test_a_magical_tile_described_turned_in_hand_and_dragged_as_it_lies(qtbot, session, page, palette):
    row = palette.supply.row("magical_buildings")
    assert [(c.tile.type, c.tile.price) for c in row.chips()] == [
        ("pavilion", 9), ("seraglio", 10), ("arcades", 11), ("chambers", 12), ("garden", 13), ("tower", 14)]
    qtbot.mouseClick(next(c for c in row.chips() if c.tile.type == "garden"), LEFT)
    editor = palette.supply.editor
    qtbot.mouseClick(editor.form.sides.button(Side.S), LEFT)  # the template's NES without S: 2 walls
    assert editor.refusal_text() == "Not possible: magical Garden 13 has 3 walls, not 2."
    qtbot.mouseClick(editor.form.sides.button(Side.S), LEFT)
    assert editor.name_label.text() == "Magical Garden 13 (printed walls N, E, S)"
    qtbot.keyClick(editor, Key.Key_Return)
    hand = TileHand.of(session)
    assert hand.held.tile == GARDEN_13
    view = page.view
    assert set(view.city_scene().highlighted_cells()) == {Cell(1, 0)}  # only east, open west, unturned
    view.setFocus()
    qtbot.keyClick(view, Key.Key_Space)
    assert hand.held.turn == 1
    assert set(view.city_scene().highlighted_cells()) == {Cell(0, 1)}  # open north
    _wheel(view, 1)  # back a quarter
    assert hand.held.turn == 0
    _wheel(view, -1)
    assert hand.held.turn == 1
    assert drag_and_drop(view.viewport(), hand.held.to_mime(), view.view_point(Cell(0, 1))) == (True, True)
    built = session.game.player("Anna").city
    assert built.get((0, 1)) == GARDEN_13 and built.marks(Cell(0, 1)) == Marks({"turn": 1})
    assert built.walls(Cell(0, 1)) == Walls("ESW") and built.longest_wall() == 3
    assert [c.tile.type for c in row.chips()] == ["pavilion", "seraglio", "arcades", "chambers", "tower"]


def test_a_magical_tile_typed_by_its_code_as_it_lies(qtbot, session, page):
    game = session.game
    game.player("Anna").reserve.append(GARDEN_13)  # described as printed: NES
    session.replace_game(game)
    page.view.set_cursor((0, 1))
    page.view.setFocus()
    qtbot.keyClicks(page.view, "g13esw")
    qtbot.keyClick(page.view, Key.Key_Return)
    city = session.game.player("Anna").city
    assert city.get((0, 1)) == GARDEN_13 and city.marks(Cell(0, 1)) == Marks({"turn": 1})


def test_turning_the_tile_in_hand_shows_its_new_verdict_under_the_pointer(qtbot, session, page, palette):
    """The pointer rests on a cell while the wheel or Space turns the tile in hand: the ghost,
    its frame and the note there follow the turn (they kept the first turn's "illegal" until the
    pointer moved, found playing an evening)."""
    qtbot.mouseClick(next(c for c in palette.supply.row("magical_buildings").chips()
                          if c.tile.type == "garden"), LEFT)
    qtbot.keyClick(palette.supply.editor, Key.Key_Return)  # as printed: NES
    view = page.view
    south = view.view_point(Cell(0, 1))
    qtbot.mouseMove(view.viewport(), south)
    qtbot.waitUntil(lambda: "illegal" in view.overlay_text())
    _wheel(view, -1)  # a quarter clockwise: ESW, open north towards the fountain
    assert TileHand.of(session).held.turn == 1
    assert "illegal" not in view.overlay_text() and "legal" in view.overlay_text()
    assert "lying with walls E, S, W" in view.overlay_text()
    view.setFocus()
    qtbot.keyClick(view, Key.Key_Space)  # and on: SWN, the north walled again
    assert "illegal" in view.overlay_text()


def test_a_magical_tile_typed_without_walls_says_how_to_type_it(qtbot, session, page):
    """"g13" named nothing ("there is no such tile") though Garden 13 is a magical tile of the
    game: it is typed with the walls it shows as it lies (found playing the Designers' mix)."""
    page.view.set_cursor((0, 1))
    page.view.setFocus()
    qtbot.keyClicks(page.view, "g13")
    assert page.view.overlay_text().startswith(
        "Code g13: type magical Garden 13 with its 3 walls as it lies, e.g. g13nes.")
    qtbot.keyClicks(page.view, "esw")  # as it lies: the north side open towards the fountain
    qtbot.keyClick(page.view, Key.Key_Return)
    assert session.game.player("Anna").city.get((0, 1)) == magical("garden", 13, "ESW")
