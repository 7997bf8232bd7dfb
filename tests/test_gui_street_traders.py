"""Street traders in the window, driven with real events: residents marked by keys and by
menu, drawn and said on their tiles; the trader disc put beside the city by the keys on an
empty cell (a cell away from the city refused with the reason) and drawn there; the
residents' points highlighted from the scoreboard; the counts-only inputs."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt

from alhambra_gui.engine import Cell, Game, Player, Tile, Walls
from alhambra_gui.engine.modules import street_traders
from alhambra_gui.widgets.city.city_page import CityPage
from alhambra_gui.widgets.modules.street_traders import TraderItem
from alhambra_gui.widgets.score.scoreboard import ScoreboardDock
from alhambra_gui.widgets.tiles.mime import TileDrag
from tests import drag_events

pytestmark = pytest.mark.gui
Key, Mod = Qt.Key, Qt.KeyboardModifier
KEYS = Mod.ControlModifier | Mod.ShiftModifier


@pytest.fixture
def session(make_session):
    game = Game([Player("Anna"), Player("Ben")], modules=["street_traders"])
    for cell, tile in {(1, 0): Tile("arcades", 8, Walls("E")), (0, 1): Tile("garden", 10),
                       (0, 2): Tile("garden", 8, Walls("S"))}.items():
        game.player("Anna").city.put(cell, tile)
    return make_session(game)


@pytest.fixture
def page(session, show_widget):
    return show_widget(CityPage(session, "Anna"), 700, 600, exposed=True)


def test_residents_marked_by_keys_and_by_menu_drawn_and_scored(qtbot, session, page):
    page.view.set_cursor((0, 1))
    qtbot.keyClick(page.view, Key.Key_R, KEYS)
    city = session.game.player("Anna").city
    assert street_traders.has_resident(city.marks((0, 1)))
    assert session.undo_stack.undoText() == "Put a resident on Garden 10"
    assert "A resident" in page.view.city_scene().tile_item((0, 1)).toolTip()
    menu = page.view.context_menu((1, 0))
    next(a for a in menu.actions() if a.text() == "Put a resident on it").trigger()
    assert session.game.score(1).players[0].term("street_traders").points == 3  # T(2)
    page.view.set_cursor((0, 1))
    qtbot.keyClick(page.view, Key.Key_R, KEYS)
    assert not street_traders.has_resident(session.game.player("Anna").city.marks((0, 1)))
    assert session.game.score(1).players[0].term("street_traders").points == 1


def test_the_trader_disc_put_beside_the_city_and_refused_away_from_it(qtbot, session, page):
    page.view.set_cursor((3, 3))
    qtbot.keyClick(page.view, Key.Key_T, KEYS)
    assert "The trader disc: the trader disc stands on an empty cell beside the city" in page.banner_text()
    page.view.set_cursor((1, 1))
    menu = page.view.context_menu((1, 1))
    next(a for a in menu.actions() if a.text() == "Put the trader disc here").trigger()
    assert street_traders.trader(session.game.player("Anna").city) == Cell(1, 1)
    (item,) = [i for i in page.view.city_scene().overlay_items() if isinstance(i, TraderItem)]
    assert item.cell == Cell(1, 1)
    assert session.undo_stack.undoText() == "Put the trader disc at (1, 1) beside Anna's city"
    qtbot.keyClick(page.view, Key.Key_T, KEYS)  # on its own cell: taken away
    assert street_traders.trader(session.game.player("Anna").city) is None
    assert not [i for i in page.view.city_scene().overlay_items() if isinstance(i, TraderItem)]


def test_the_residents_points_selected_outline_their_buildings(qtbot, session, page, show_widget):
    game = session.game
    for cell in ((0, 1), (1, 0)):
        street_traders.set_resident(game, "Anna", Cell(*cell), True)
    session.replace_game(game)
    board = show_widget(ScoreboardDock(session), 760, 700, settle=True)
    board.select_cell(0, board.score_model.term_columns()[0])
    assert page.view.city_scene().term_highlight().cells == {Cell(0, 1), Cell(1, 0)}


def test_counts_only_types_the_residents_per_type(qtbot, session, page):
    qtbot.mouseClick(page.counts_form.switch_button, Qt.MouseButton.LeftButton)
    box = page.counts_form.module_input("street_traders", "garden")
    assert box.accessibleName() == "Residents on Garden" and box.maximum() == 2  # two gardens
    box.setFocus()
    box.selectAll()
    qtbot.keyClicks(box, "2")
    qtbot.keyClick(box, Key.Key_Return)
    assert session.game.score(1).players[0].term("street_traders").points == 2  # T(1) + T(1)
    assert session.undo_stack.undoText() == "Type Anna's residents on Garden: 2"


def test_a_move_the_trader_disc_refuses_is_said_illegal_while_hovering(qtbot, session, page):
    """The city's rules allow Arcades 8 to move from beside the trader disc to (1, 1), but the
    disc would then stand apart from the city: the hovered cell is framed red and the preview
    says the module's sentence before the drop (it said "legal" and the drop refused)."""
    street_traders.set_trader(session.game, "Anna", Cell(2, 0))
    arcades = session.game.player("Anna").city.get((1, 0))
    mime = TileDrag(arcades, "city", "Anna", Cell(1, 0)).to_mime()
    view = page.view
    drag_events.enter(view.viewport(), mime, view.view_point((1, 1)))
    drag_events.move(view.viewport(), mime, view.view_point((1, 1)))
    assert view.overlay_text().startswith("Move Arcades 8 (walls E) here: illegal — ")
    assert "trader disc" in view.overlay_text()
    assert view.city_scene().hover_frame.colour().name() == "#c0392b"
    scene = view.city_scene()
    qtbot.waitUntil(lambda: not scene.wall_figures_pending())
    assert not scene.highlighted_cells()  # every cell the city's rules lit leaves the disc apart
    assert not drag_events.drop(view.viewport(), mime, view.view_point((1, 1)))
    assert session.game.player("Anna").city.get((1, 0)) == arcades
    garden = session.game.player("Anna").city.get((0, 2))  # its move leaves the disc beside the city
    mime = TileDrag(garden, "city", "Anna", Cell(0, 2)).to_mime()
    drag_events.enter(view.viewport(), mime, view.view_point((1, 1)))
    drag_events.move(view.viewport(), mime, view.view_point((1, 1)))
    assert view.overlay_text().startswith("Move Garden 8 (walls S) here: legal.")
    qtbot.waitUntil(lambda: not scene.wall_figures_pending())
    assert Cell(1, 1) in scene.highlighted_cells()  # the disc stays beside the arcades
    assert view.city_scene().hover_frame.colour().name() != "#c0392b"
