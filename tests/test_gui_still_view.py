"""Issue 10, finding 8: a still view. Drops do not re-centre the city, the refusal banner
does not move it, the view fits when the city outgrows it, and Ctrl+0 fits without
scrollbars. Positions are measured on screen (viewport pixels of a fixed cell)."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPoint, Qt
from PySide6.QtWidgets import QFrame, QToolButton

from alhambra_gui.engine import ORIGIN, Walls
from alhambra_gui.widgets.city_page import CityPage
from alhambra_gui.widgets.mime import TileDrag
from tests.drag_events import drag_and_drop


@pytest.fixture
def fresh_page(make_session, show_widget):
    session = make_session()
    session.new_game(["Anna", "Ben"])
    page = show_widget(CityPage(session, "Anna"), 900, 700, exposed=True)
    return session, page


def screen_point(page: CityPage, cell=ORIGIN) -> QPoint:
    """Where a cell's centre is on screen (global pixels)."""
    view = page.view
    return view.viewport().mapToGlobal(view.view_point(cell))


def scrollbars_shown(page: CityPage) -> bool:
    view = page.view
    return view.horizontalScrollBar().isVisible() or view.verticalScrollBar().isVisible()


def test_finding_8_a_drop_does_not_move_the_city(qtbot, fresh_page):
    session, page = fresh_page
    before = screen_point(page)
    tile = next(t for t in session.game.free_tiles() if t.walls.letters == "")
    view = page.view
    assert drag_and_drop(view.viewport(), TileDrag(tile, "palette").to_mime(),
                         view.view_point((1, 0))) == (True, True)
    assert session.game.player("Anna").city.get((1, 0)) == tile
    assert screen_point(page) == before
    assert screen_point(page, (1, 0)).x() > before.x()


def test_finding_8_the_banner_lies_over_the_view_and_moves_nothing(qtbot, fresh_page):
    _session, page = fresh_page
    page.view.set_cursor((5, 5))  # the view follows the cursor: measured from here
    geometry = page.view.geometry()
    before = screen_point(page)
    qtbot.keyClick(page.view, Qt.Key.Key_Delete)  # nothing there: refused
    assert page.banner_text() != ""
    assert page.view.geometry() == geometry and screen_point(page) == before
    qtbot.mouseClick(page.findChild(QToolButton, "closeBanner"), Qt.MouseButton.LeftButton)
    assert page.banner_text() == ""
    assert page.view.geometry() == geometry and screen_point(page) == before


def test_finding_8_a_drag_over_the_banner_reaches_the_city(qtbot, fresh_page):
    _session, page = fresh_page
    page.view.set_cursor((5, 5))
    qtbot.keyClick(page.view, Qt.Key.Key_Delete)
    banner = page.findChild(QFrame, "refusalBanner")
    assert banner.isVisible() and banner.parentWidget() is page.view.viewport()
    assert not banner.acceptDrops()


def test_finding_8_the_view_fits_when_the_city_grows_beyond_it(qtbot, fresh_page):
    session, page = fresh_page
    view = page.view
    start_zoom = view.zoom_level()
    row = [t for t in session.game.free_tiles() if t.walls == Walls("")][:14]
    for x, tile in enumerate(row, 1):  # a long row eastwards
        session.place("Anna", tile, (x, 0), force=True)
        assert view.visible_rect().contains(view.city_scene().city_rect()), x
    assert view.zoom_level() < start_zoom  # it had to fit
    assert not scrollbars_shown(page)


def test_finding_8_fit_shows_no_scrollbars(qtbot, fresh_page):
    session, page = fresh_page
    for x in range(1, 9):
        tile = next(t for t in session.game.free_tiles() if not t.walls.letters)
        session.place("Anna", tile, (x, 0), force=True)
    page.view.zoom_in()
    page.view.zoom_in()
    assert scrollbars_shown(page) is False  # even zoomed in: the view pans by dragging
    page.view.fit()  # View ▸ Fit City to Window (Ctrl+0)
    assert not scrollbars_shown(page)
    assert page.view.visible_rect().contains(page.view.city_scene().city_rect())
