"""Issue 27, item 6: pieces drag from their supply like tiles. A supply chip dragged onto a
city cell (real QMimeData, the chip's own) opens the piece editor first, and the piece
described is built on the cell it was dropped on through the path a click with it in hand
takes: the same undo step, the same refusal in the banner when the cell does not take it."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt

from alhambra_gui.engine import Cell, Game, Player, Side, Tile, Walls
from alhambra_gui.engine.modules import bazaars, building_huts, camps, medina
from alhambra_gui.widgets.city.city_page import CityPage
from alhambra_gui.widgets.tiles.mime import TileDrag
from alhambra_gui.widgets.tiles.tile_hand import TileHand
from tests.drag_events import drag_and_drop

pytestmark = pytest.mark.gui
LEFT, Key = Qt.MouseButton.LeftButton, Qt.Key


@pytest.fixture
def session(make_session):
    """Anna's city: a line south of the fountain ending in a wall (a camp's bastion faces it
    from (0, 4)), arcades east and chambers west."""
    game = Game([Player("Anna"), Player("Ben")], modules=["medina", "bazaars", "building_huts", "camps"])
    for cell, tile in {(0, 1): Tile("garden", 10), (0, 2): Tile("tower", 11),
                       (0, 3): Tile("seraglio", 8, Walls("S")), (1, 0): Tile("arcades", 8, Walls("E")),
                       (-1, 0): Tile("chambers", 9, Walls("W"))}.items():
        game.player("Anna").city.put(cell, tile)
    return make_session(game)


@pytest.fixture
def page(session, show_widget):
    return show_widget(CityPage(session, "Anna"), 700, 600, exposed=True)


def drop_chip(view, chip, cell: Cell) -> tuple[bool, bool]:
    """Drag the chip's own QMimeData onto the cell, as the chip's QDrag carries it."""
    mime = chip.mime_data()
    assert mime is not None, "the supply chip is a drag source"
    return drag_and_drop(view.viewport(), mime, view.view_point(cell))


# module, the chip, the cell dropped on, what the editor is told, the piece built
CASES = {
    "medina": ("medina", 3, Cell(0, -1), {"price": 5, "sides": "N"}, medina.medina(5, "N")),
    "bazaar": ("bazaars", 0, Cell(1, 1), {}, None),
    "hut": ("building_huts", 4, Cell(-1, 1), {}, building_huts.hut("garden", "S")),
    "camp": ("camps", 0, Cell(0, 4), {}, camps.camp("N")),
}


@pytest.mark.parametrize("case", CASES)
def test_a_supply_piece_dropped_on_a_cell_is_described_then_built_there(qtbot, session, page, palette,
                                                                         case):
    module, number, cell, told, built = CASES[case]
    chip = palette.supply.row(module).chips()[number]
    assert chip.draggable and chip.payload == TileDrag(chip.tile, "supply")
    assert drop_chip(page.view, chip, cell) == (True, True)
    editor = palette.supply.editor
    assert editor is not None and editor.isVisible(), "the editor opens first"
    assert session.game.player("Anna").city.get(cell) is None  # nothing built before it is described
    if "price" in told:
        editor.form.price.setCurrentIndex(editor.form.price.findData(told["price"]))
    for side in told.get("sides", ""):
        qtbot.mouseClick(editor.form.sides.button(Side[side]), LEFT)
    piece = editor.piece()
    if built is None:  # a bazaar of the types the editor starts with
        built = bazaars.bazaar(piece.types, session.game.variant)
    assert piece == built
    qtbot.keyClick(editor, Key.Key_Return)
    assert session.game.player("Anna").city.get(cell) == built
    name = session.undo_stack.undoText()
    assert name.startswith("Place ") and name.endswith(f"at ({cell.x}, {cell.y}) in Anna's city"), name
    assert TileHand.of(session).held is None  # built: the hand is empty, as after a click
    session.undo_stack.undo()
    assert session.game.player("Anna").city.get(cell) is None


def test_a_piece_dropped_where_it_does_not_fit_stays_in_hand_with_the_reason(qtbot, session, page, palette):
    """A camp whose bastion faces an open side: refused in the banner as a click would be,
    the camp described stays in hand for another cell."""
    chip = palette.supply.row("camps").chips()[0]
    assert drop_chip(page.view, chip, Cell(2, 0)) == (True, True)
    editor = palette.supply.editor
    qtbot.keyClick(editor, Key.Key_Return)
    assert session.game.player("Anna").city.get((2, 0)) is None
    assert page.banner_text().startswith("Camp (bastion N) cannot be built there: its bastion to the north")
    held = TileHand.of(session).held
    assert held is not None and held.tile == camps.camp("N")
    qtbot.mouseClick(page.view.viewport(), LEFT, Qt.KeyboardModifier.NoModifier,
                     page.view.view_point(Cell(0, 4)))  # then a click builds it elsewhere
    assert session.game.player("Anna").city.get((0, 4)) == camps.camp("N")


def test_a_cancelled_editor_builds_nothing(qtbot, session, page, palette):
    chip = palette.supply.row("medina").chips()[0]
    assert drop_chip(page.view, chip, Cell(0, -1)) == (True, True)
    qtbot.keyClick(palette.supply.editor, Key.Key_Escape)
    assert session.game.player("Anna").city.get((0, -1)) is None
    assert TileHand.of(session).held is None and session.undo_stack.count() == 0
