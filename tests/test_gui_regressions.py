"""Crashes found while trying the app (issue 7), each driven the way a player found it."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt

from alhambra_gui.engine import COORDINATE_LIMIT, Cell, Game, Player, Tile, Walls
from alhambra_gui.widgets.city.city_page import CityPage
from alhambra_gui.widgets.score.scoreboard import ScoreboardDock
from alhambra_gui.widgets.tiles.mime import TileDrag
from tests import drag_events

pytestmark = pytest.mark.gui


def test_a_new_granada_game_after_selecting_a_score_cell_explains_the_new_game(session, show_widget):
    dock = show_widget(ScoreboardDock(session), 620, 700, settle=True)
    garden = 1 + session.game.variant.type_ids.index("garden")
    dock.select_cell(0, garden)
    assert "Garden" in dock.details_text()
    # Was KeyError 'park': the dock read a model that still held the Alhambra game.
    session.new_game(["Ana", "Bo"], variant="granada")
    assert dock.score_model.rowCount() == 2
    assert dock.score_model.columnCount() == len(session.game.variant.type_ids) + 3
    assert dock.details_text() == "Select a cell to see how its points come about."
    dock.select_cell(0, garden)  # the same column is a Granada type now
    assert dock.score_model.column_kind(garden) in session.game.variant.type_ids
    assert dock.details_text().startswith("Ana · ")


def test_the_keyboard_cursor_stops_at_the_citys_limit_and_codes_there_explain(qtbot, session, show_widget):
    session.new_game(["Anna", "Ben"])
    page = show_widget(CityPage(session, "Anna"))
    view = page.view
    view.set_cursor((COORDINATE_LIMIT - 2, 0))
    for _ in range(5):
        qtbot.keyClick(view, Qt.Key.Key_Right)
    assert view.cursor_cell() == Cell(COORDINATE_LIMIT, 0)
    qtbot.keyClicks(view, "p2")  # was KeyError: Rule.OUTSIDE
    assert "Pavilion 2" in view.overlay_text()
    assert "does not share a side with the city" in view.overlay_text()
    view.set_cursor((COORDINATE_LIMIT + 50, -COORDINATE_LIMIT - 3))
    assert view.cursor_cell() == Cell(COORDINATE_LIMIT, -COORDINATE_LIMIT)


def test_a_drag_beyond_the_limit_next_to_a_city_at_the_limit_explains_it(make_session, show_widget):
    session = make_session(Game([Player("Anna")]))
    # A digitised city may reach the limit (and need not be connected).
    session.game.player("Anna").city.put((COORDINATE_LIMIT, 0), Tile("tower", 12, Walls("")))
    page = show_widget(CityPage(session, "Anna"))
    view = page.view
    view.centerOn(view.mapToScene(view.view_point((COORDINATE_LIMIT, 0))))
    mime = TileDrag(Tile("tower", 11, Walls("")), "palette").to_mime()
    point = view.view_point((COORDINATE_LIMIT + 1, 0))
    assert drag_events.enter(view.viewport(), mime, point)
    drag_events.move(view.viewport(), mime, point)
    assert "more than 100 cells from the fountain" in view.overlay_text()
    assert not drag_events.drop(view.viewport(), mime, point)
    assert (COORDINATE_LIMIT + 1, 0) not in session.game.player("Anna").city
