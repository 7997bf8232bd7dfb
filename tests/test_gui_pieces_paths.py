"""Every path a tile takes, taken by the second set's pieces with real drag events: a built
piece moved to another cell, into its owner's reserve and back, a reserve piece swapped
for a built one, a piece returned to the bag from the city; each one undoable step, and the
game saved and read back as it is."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt

from alhambra_gui.engine import DIRK, Cell, Game, Player, Tile, Walls, dumps, loads
from alhambra_gui.engine.modules import bazaars, building_huts, medina
from alhambra_gui.widgets.city.city_page import CityPage
from alhambra_gui.widgets.tiles.mime import TileDrag
from alhambra_gui.widgets.tiles.palette import PaletteDock
from alhambra_gui.widgets.tiles.reserve import ReserveDock
from tests.drag_events import drag_and_drop

pytestmark = pytest.mark.gui
MEDINA = medina.medina(4, "")
HUT = building_huts.hut("garden", "S")


@pytest.fixture
def session(make_session):
    game = Game([Player("Anna"), Player("Ben")], modules=["medina", "building_huts", "bazaars"], dirk=True)
    game.player("Anna").city.put((1, 0), MEDINA)
    game.player("Anna").city.put((0, 1), HUT)
    game.player("Anna").reserve.append(medina.medina(6, ""))
    return make_session(game)


@pytest.fixture
def page(session, show_widget):
    return show_widget(CityPage(session, "Anna"), 700, 600, exposed=True)


def drop(view, drag: TileDrag, cell, modifiers=Qt.KeyboardModifier.NoModifier):
    return drag_and_drop(view.viewport(), drag.to_mime(), view.view_point(cell), modifiers)


def test_a_built_medina_moves_and_the_move_is_undone(page, session):
    drag = page.view.drag_payload((1, 0))
    assert drag == TileDrag(MEDINA, "city", "Anna", Cell(1, 0))
    page.view.city_scene().begin_drag(drag)
    assert Cell(-1, 0) in page.view.city_scene().highlighted_cells()
    page.view.city_scene().end_drag()
    assert drop(page.view, drag, Cell(-1, 0)) == (True, True)
    city = session.game.player("Anna").city
    assert city.get((-1, 0)) == MEDINA and city.get((1, 0)) is None
    assert session.undo_stack.undoText() == "Move Medina 4 from (1, 0) to (-1, 0) in Anna's city"
    session.undo_stack.undo()
    assert session.game.player("Anna").city.get((1, 0)) == MEDINA


def test_a_hut_into_the_reserve_and_back_and_a_medina_swapped_in(page, session, show_widget):
    dock = show_widget(ReserveDock(session), 340, 600)
    assert drag_and_drop(dock.section("Anna"), page.view.drag_payload((0, 1)).to_mime()) == (True, True)
    assert HUT in session.game.player("Anna").reserve and session.game.player("Anna").city.get((0, 1)) is None
    chip = next(c for c in dock.section("Anna").chips() if c.tile == HUT)
    assert drop(page.view, chip.payload, Cell(0, 1)) == (True, True)
    assert session.game.player("Anna").city.get((0, 1)) == HUT
    swap = next(c for c in dock.section("Anna").chips() if c.tile == medina.medina(6, ""))
    assert drop(page.view, swap.payload, Cell(1, 0)) == (True, True)
    game = session.game
    assert game.player("Anna").city.get((1, 0)) == medina.medina(6, "")
    assert game.player("Anna").reserve == [MEDINA]
    assert session.undo_stack.undoText() == "Swap Medina 6 into (1, 0) in Anna's city"
    assert loads(dumps(game)) == game


def test_a_built_piece_returns_to_the_bag_by_the_palette(page, session, show_widget):
    palette = show_widget(PaletteDock(session), 300, 600)
    chip = palette.supply.row("medina").chips()[2]  # the medina 4, in Anna's city
    assert chip.faded
    assert drag_and_drop(palette, page.view.drag_payload((1, 0)).to_mime()) == (True, True)
    assert session.game.player("Anna").city.get((1, 0)) is None
    assert not palette.supply.row("medina").chips()[2].faded
    assert session.undo_stack.undoText() == "Return Medina 4 to the bag"


def test_a_bazaar_in_dirks_pile_is_drawn_and_named(session, show_widget):
    game = session.game
    game.dirk = [bazaars.bazaar(["pavilion", "garden", "tower"], game.variant), Tile("tower", 8, Walls())]
    session.replace_game(game)
    dock = show_widget(ReserveDock(session), 340, 600)
    chips = dock.section(DIRK).chips()
    assert [c.tile.kind for c in chips] == ["", bazaars.KIND]
    assert chips[1].toolTip().startswith("Bazaar (Pavilion, Garden, Tower)\nwith Dirk")
