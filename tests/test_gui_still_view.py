"""Issue 10, finding 8: a still view. Drops do not re-centre the city, the refusal banner
does not move it, the view fits when the city outgrows it, and Ctrl+0 fits without
scrollbars. Positions are measured on screen (viewport pixels of a fixed cell)."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPoint, Qt
from PySide6.QtWidgets import QFrame, QToolButton

from alhambra_gui.engine import ORIGIN, Walls
from alhambra_gui.widgets.city.city_page import CityPage
from alhambra_gui.widgets.tiles.mime import TileDrag
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


@pytest.fixture
def window_720(qtbot, tmp_path):
    """An empty two-player game in the main window at 1280×720, Anna's city shown."""
    from PySide6.QtWidgets import QMessageBox

    from alhambra_gui.app.autosave import Autosave
    from alhambra_gui.app.session import GameSession
    from alhambra_gui.engine import Game, Player
    from alhambra_gui.widgets.window.main_window import MainWindow

    window = MainWindow(GameSession(Game([Player("Anna"), Player("Ben")])), Autosave(tmp_path / "appdata"))
    window.files.ask = lambda *_args: QMessageBox.StandardButton.Discard
    qtbot.addWidget(window)
    window.resize(1280, 720)
    window.show()
    qtbot.waitExposed(window)
    window.show_city("Anna")
    qtbot.waitUntil(window.city_page("Anna").view.isVisible)
    return window


def place_by_click(qtbot, window, cell) -> None:
    """The first free tile chosen in the palette, then a click (Shift: as it stands) on ``cell``."""
    session, view = window.session, window.city_page("Anna").view
    tile = session.game.free_tiles()[0]
    qtbot.mouseClick(window.palette_dock.chip_for(tile), Qt.MouseButton.LeftButton)
    qtbot.mouseClick(view.viewport(), Qt.MouseButton.LeftButton, Qt.KeyboardModifier.ShiftModifier,
                     view.view_point(cell))
    assert session.game.player("Anna").city.get(cell) == tile, cell


#: Twelve tiles round the fountain, in the order a table digitises a compact city.
COMPACT = [(1, 0), (1, 1), (0, 1), (-1, 1), (-1, 0), (-1, -1), (0, -1), (1, -1), (2, -1), (2, 0),
           (2, 1), (2, 2)]


def test_a_twelve_tile_city_placed_by_click_never_moves_the_next_target(qtbot, window_720):
    """Real clicks at 1280×720: the first view leaves room for the city to grow, so while
    the twelve tiles go down neither the scale nor any cell's place on screen changes."""
    view = window_720.city_page("Anna").view
    zoom = view.zoom_level()
    for cell, following in zip(COMPACT, [*COMPACT[1:], (3, 0)], strict=True):
        before = view.view_point(following)
        place_by_click(qtbot, window_720, cell)
        assert view.view_point(following) == before, cell  # the next target did not move
        assert view.zoom_level() == zoom
    assert view.visible_rect().contains(view.city_scene().city_rect())


def test_a_row_outgrowing_the_view_zooms_out_with_room_for_the_next_tile(qtbot, window_720):
    """A row eastwards by click, the pointer at the row's end: when the next cells would leave
    the view it zooms out with a ring of cells to spare, so the placement after it moves
    nothing; it never re-centres (the fountain only moves away from the growth, west)."""
    view = window_720.city_page("Anna").view
    changes, changed_before = 0, False
    for x in range(1, 10):
        zoom, fountain, following = view.zoom_level(), view.view_point(ORIGIN), view.view_point((x + 1, 0))
        place_by_click(qtbot, window_720, (x, 0))
        assert view.visible_rect().contains(view.city_scene().city_rect()), x
        changed = view.zoom_level() != pytest.approx(zoom)
        if changed:
            changes += 1
            assert not changed_before, x  # the ring to spare took this tile
            assert view.zoom_level() < zoom and view.view_point(ORIGIN).x() <= fountain.x(), x
        else:
            assert view.view_point((x + 1, 0)) == following, x
        changed_before = changed
    assert changes >= 2


def test_when_it_must_zoom_out_the_cell_under_the_pointer_stays_where_it_is(qtbot, window_720):
    """The pointer rests on the fountain while tiles go down east of it (dropped, typed):
    the row outgrows the view and it zooms out around the fountain, which does not move."""
    session, view = window_720.session, window_720.city_page("Anna").view
    # Qt drops a move to where the pointer already is (a test before may have left it there)
    qtbot.mouseMove(view.viewport(), view.view_point(ORIGIN) + QPoint(7, 5))
    qtbot.mouseMove(view.viewport(), view.view_point(ORIGIN))
    assert view.still.pointer == view.view_point(ORIGIN)
    fountain, zoom = view.view_point(ORIGIN), view.zoom_level()
    for x in range(1, 5):
        session.place("Anna", session.game.free_tiles()[0], (x, 0), force=True)
    assert view.zoom_level() < zoom  # it had to change
    assert (view.view_point(ORIGIN) - fountain).manhattanLength() <= 2  # whole pixels
    assert view.visible_rect().contains(view.city_scene().city_rect())


def test_a_view_zoomed_in_by_hand_stays_as_it_was_put(qtbot, window_720):
    session, view = window_720.session, window_720.city_page("Anna").view
    for _ in range(4):
        view.zoom_in()
    zoom, fountain = view.zoom_level(), view.view_point(ORIGIN)
    session.place("Anna", session.game.free_tiles()[0], (1, 0), force=True)
    assert view.zoom_level() == zoom and view.view_point(ORIGIN) == fountain


def test_a_dock_widening_on_either_side_leaves_every_cell_where_it_is(qtbot, window_720):
    """The scoreboard widens for a longer total, the palette for its headers, the header
    takes a second line: the city view's edges move, its cells do not (on screen)."""
    window = window_720
    view = window.city_page("Anna").view

    def on_screen(cell) -> QPoint:
        return view.viewport().mapToGlobal(view.view_point(cell))

    before, left, width = on_screen((1, 0)), view.mapToGlobal(QPoint(0, 0)).x(), view.width()
    board, palette = window.scoreboard, window.palette_dock
    window.resizeDocks([board], [board.width() + 40], Qt.Orientation.Horizontal)  # the right edge
    qtbot.waitUntil(lambda: view.width() <= width - 30)
    assert on_screen((1, 0)) == before
    window.resizeDocks([palette], [palette.width() + 30], Qt.Orientation.Horizontal)  # the left
    qtbot.waitUntil(lambda: view.mapToGlobal(QPoint(0, 0)).x() >= left + 20)
    assert on_screen((1, 0)) == before
    page = window.city_page("Anna")
    top = view.mapToGlobal(QPoint(0, 0)).y()
    window.session.modules.set_modules(["city_walls", "city_gates", "treasure_chamber"])
    qtbot.waitUntil(lambda: view.mapToGlobal(QPoint(0, 0)).y() != top)  # the bar and header grew
    assert "Gates left" in page.header_text()
    assert on_screen((1, 0)) == before
