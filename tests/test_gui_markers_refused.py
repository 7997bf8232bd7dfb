"""Markers where the rules forbid them are refused in the window with the rule's reason
(issue 26, item 11; MODULES.md §15, §17): no resident or handyman on a building site, no
handyman on a hut, no tile built on the trader disc's cell and none taken away from beside
it. Real key events on a city page."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt

from alhambra_gui.engine import Cell, Game, IllegalMoveError, Player, Tile, Walls
from alhambra_gui.engine.modules import building_sites, handymen, street_traders
from alhambra_gui.engine.modules.building_huts import hut
from alhambra_gui.widgets.city.city_page import CityPage

pytestmark = pytest.mark.gui
Key, Mod = Qt.Key, Qt.KeyboardModifier
KEYS = Mod.ControlModifier | Mod.ShiftModifier
MODULES = ["street_traders", "handymen", "building_sites", "building_huts"]
GARDEN = Tile("garden", 10)


@pytest.fixture
def session(make_session):
    game = Game([Player("Anna"), Player("Ben")], modules=MODULES)
    city = game.player("Anna").city
    for cell, tile in {(1, 0): Tile("arcades", 8, Walls("E")), (0, 1): GARDEN,
                       (0, 2): Tile("garden", 8, Walls("S")), (-1, 0): hut("pavilion", "W")}.items():
        city.put(cell, tile)
    street_traders.set_resident(game, "Anna", Cell(0, 1), True)
    handymen.set_handyman(game, "Anna", Cell(1, 0), True)
    street_traders.set_trader(game, "Anna", (1, 2))  # beside the garden at (0, 2) only
    return make_session(game)


@pytest.fixture
def page(session, show_widget):
    return show_widget(CityPage(session, "Anna"), 700, 600, exposed=True)


def press(qtbot, page, cell, key):
    page.hide_banner()
    page.view.set_cursor(cell)
    qtbot.keyClick(page.view, key, KEYS)


def test_a_building_site_holds_no_resident_and_no_handyman(qtbot, session, page):
    steps = session.undo_stack.count()
    press(qtbot, page, (0, 1), Key.Key_B)  # the resident's garden marked as a site
    assert "a building site cannot hold a resident" in page.banner_text()
    press(qtbot, page, (1, 0), Key.Key_B)  # the handyman's arcades
    assert "a building site cannot hold a handyman" in page.banner_text()
    city = session.game.player("Anna").city
    assert not building_sites.is_site(city.marks((0, 1))) and not building_sites.is_site(city.marks((1, 0)))
    press(qtbot, page, (0, 2), Key.Key_B)  # a site first: then no resident, no handyman on it
    assert building_sites.is_site(session.game.player("Anna").city.marks((0, 2)))
    press(qtbot, page, (0, 2), Key.Key_R)
    assert "building site" in page.banner_text()
    press(qtbot, page, (0, 2), Key.Key_H)
    assert "building site" in page.banner_text()
    assert session.undo_stack.count() == steps + 1  # the one site, nothing else


def test_a_handyman_stands_on_no_hut(qtbot, session, page):
    press(qtbot, page, (-1, 0), Key.Key_H)
    assert "a handyman stands on one of the player's buildings" in page.banner_text()
    assert not handymen.has_handyman(session.game.player("Anna").city.marks((-1, 0)))


def test_the_trader_discs_cell_is_not_built_on_nor_left_away_from_the_city(qtbot, session, page):
    bare = session.game.copy()
    street_traders.set_trader(bare, "Anna", None)
    tile = next(t for t in bare.free_tiles() if Cell(1, 2) in bare.player("Anna").city.legal_cells(t))
    city = session.game.player("Anna").city
    assert Cell(1, 2) not in city.legal_cells(tile)  # not lit as a place to build
    with pytest.raises(IllegalMoveError, match="the trader disc stands on this cell"):
        session.place("Anna", tile, (1, 2))
    page.view.set_cursor((0, 2))  # the garden beside the disc, back to the reserve
    qtbot.keyClick(page.view, Key.Key_Delete)
    assert "the trader disc stands on an empty cell beside the city, and (1, 2) is not beside it" \
        in page.banner_text()
    assert session.game.player("Anna").city.get((0, 2)) is not None
    assert street_traders.trader(session.game.player("Anna").city) == Cell(1, 2)
