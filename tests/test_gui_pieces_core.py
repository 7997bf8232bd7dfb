"""Pieces that are not building tiles (huts, medinas, bazaars, camps) on every path of the
window's core: the drag payload carries them whole, the reserves and Dirk's pile sort them,
the tile painter draws them, labels and codes name them. Each test fails without its fix."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QRectF
from PySide6.QtGui import QImage, QPainter

from alhambra_gui.engine import Cell, Game, Player, Tile, Walls, get_variant
from alhambra_gui.engine.modules import bazaars, building_huts, camps, medina
from alhambra_gui.widgets.modules.registry import painters
from alhambra_gui.widgets.paint.painters import PLAIN, Painters
from alhambra_gui.widgets.paint.tile_painter import paint_tile
from alhambra_gui.widgets.tiles.mime import TileDrag
from alhambra_gui.widgets.tiles.reserve import ReserveDock

pytestmark = pytest.mark.gui
ALHAMBRA = get_variant("alhambra")
PIECES = [building_huts.hut("garden", "S"), medina.medina(5, "N"),
          bazaars.bazaar(["seraglio", "arcades", "tower"], ALHAMBRA), camps.camp("NE")]
SECOND_SET = ["bazaars", "camps", "building_huts", "medina"]


@pytest.mark.parametrize("piece", PIECES, ids=lambda p: p.kind)
def test_a_dragged_piece_arrives_whole(piece):
    for drag in (TileDrag(piece, "palette"), TileDrag(piece, "reserve", "Anna"),
                 TileDrag(piece, "city", "Anna", Cell(0, 1))):
        assert TileDrag.from_mime(drag.to_mime()) == drag


def _painted(piece: Tile, handed: Painters) -> QImage:
    image = QImage(64, 64, QImage.Format.Format_ARGB32)
    image.fill(0)
    painter = QPainter(image)
    paint_tile(painter, QRectF(0, 0, 64, 64), piece, ALHAMBRA, handed)
    painter.end()
    return image


@pytest.mark.parametrize("piece", PIECES, ids=lambda p: p.kind)
def test_the_painter_draws_a_piece_unlike_a_building(qtbot, piece):
    image = _painted(piece, painters())
    assert image.pixelColor(32, 32).alpha() > 0  # something is drawn where a building would be
    assert image != _painted(piece, PLAIN)  # by its module's part, handed down by the registry


def test_the_painter_draws_a_piece_with_the_painter_it_is_handed(qtbot):
    drawn = []
    handed = Painters({"camp": lambda painter, rect, tile, variant: drawn.append((rect, tile))})
    _painted(PIECES[3], handed)
    _painted(PIECES[0], handed)  # a hut: no painter for its kind here, drawn plain
    assert drawn == [(QRectF(0, 0, 64, 64), PIECES[3])]


def test_a_reserve_and_dirk_sort_pieces_after_the_tiles(make_session, show_widget):
    game = Game([Player("Anna"), Player("Ben")], modules=SECOND_SET, dirk=True)
    anna = game.player("Anna")
    anna.reserve = [camps.camp("N"), Tile("tower", 9, Walls("ES")), PIECES[1], PIECES[0],
                    Tile("pavilion", 2), PIECES[2]]
    game.dirk = [camps.camp("W"), Tile("garden", 8)]
    dock = show_widget(ReserveDock(make_session(game)), 340, 600)
    assert dock.section("Anna").tiles() == [Tile("pavilion", 2), Tile("tower", 9, Walls("ES")),
                                            PIECES[2], camps.camp("N"), PIECES[0], PIECES[1]]
    from alhambra_gui.engine import DIRK
    assert dock.section(DIRK).tiles() == [Tile("garden", 8), camps.camp("W")]
    chip = dock.section("Anna").chips()[-1]
    assert chip.payload == TileDrag(PIECES[1], "reserve", "Anna")
    assert chip.toolTip().startswith("Medina")


@pytest.fixture
def two_huts(make_session):
    """Anna has a garden hut walled south in her city, Ben one alike in his reserve."""
    game = Game([Player("Anna"), Player("Ben")], modules=SECOND_SET, dirk=True)
    game.player("Anna").city.put((0, 1), PIECES[0])
    game.player("Ben").reserve.append(PIECES[0])
    game.player("Ben").reserve.append(PIECES[3])
    return make_session(game)


def test_a_piece_alike_another_changes_hands_from_where_it_lies(two_huts, show_widget):
    from tests.drag_events import drag_and_drop

    dock = show_widget(ReserveDock(two_huts), 340, 600)
    chip = dock.section("Ben").chips()[-1]
    assert chip.payload.tile == PIECES[0]
    assert drag_and_drop(dock.section("Anna"), chip.mime_data()) == (True, True)
    game = two_huts.game
    assert game.player("Anna").city.get((0, 1)) == PIECES[0]
    assert game.player("Anna").reserve == [PIECES[0]]
    assert game.player("Ben").reserve == [PIECES[3]]


def test_a_reserve_piece_returns_to_the_bag_from_that_reserve(two_huts, show_widget):
    dock = show_widget(ReserveDock(two_huts), 340, 600)
    menu = dock.menu_for("Ben", PIECES[0])
    next(a for a in menu.actions() if a.text() == "Return to the bag").trigger()
    game = two_huts.game
    assert game.player("Anna").city.get((0, 1)) == PIECES[0]
    assert game.player("Ben").reserve == [PIECES[3]]
    give = next(a for a in dock.menu_for("Ben", PIECES[3]).actions() if a.text() == "Give to Dirk")
    give.trigger()
    assert two_huts.game.player("Ben").reserve == [] and two_huts.game.dirk == [PIECES[3]]


def test_the_city_header_counts_pieces_apart_from_the_buildings(make_session, show_widget):
    from alhambra_gui.widgets.city.city_page import CityPage

    game = Game([Player("Anna")], modules=SECOND_SET)
    game.player("Anna").city.put((0, 1), Tile("garden", 8, Walls("S")))
    game.player("Anna").city.put((1, 0), PIECES[2])
    page = show_widget(CityPage(make_session(game), "Anna"))
    assert page.header_text() == "Anna — 1 building · 1 piece of the modules · Longest wall: 1"
