"""Fast entry without the mouse: arrows move a cell cursor, a typed tile code and Enter build."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt

from alhambra_gui.app import labels
from alhambra_gui.engine import ORIGIN, Cell, Tile, Walls
from alhambra_gui.widgets.city.city_page import CityPage

pytestmark = pytest.mark.gui

Key = Qt.Key


@pytest.fixture
def page(session, show_widget):
    return show_widget(CityPage(session, "Anna"))


@pytest.fixture
def fresh(make_session, show_widget):
    """A new game: Anna's city is the fountain alone."""
    session = make_session()
    session.new_game(["Anna", "Ben"])
    return session, show_widget(CityPage(session, "Anna"))


def first_line(text: str) -> str:
    """The typed code's verdict (the overlay's second line says what the keys do)."""
    return text.splitlines()[0] if text else ""


def type_at(qtbot, page: CityPage, cell, code: str) -> None:
    page.view.set_cursor(cell)
    qtbot.keyClicks(page.view, code)


def test_the_cursor_starts_on_the_frontier_and_follows_the_arrows(qtbot, page, session):
    view = page.view
    first = session.game.player("Anna").city.facts.frontier[0]
    assert view.cursor_cell() == first == Cell(0, -2)
    qtbot.keyClick(view, Key.Key_Right)
    qtbot.keyClick(view, Key.Key_Down)
    assert view.cursor_cell() == Cell(1, -1)
    qtbot.keyClick(view, Key.Key_Left)
    qtbot.keyClick(view, Key.Key_Up)
    assert view.cursor_cell() == Cell(0, -2)
    assert view.city_scene().cursor_frame.cell == Cell(0, -2)
    assert view.city_scene().cursor_frame.isVisible()


def test_a_fountain_alone_starts_the_cursor_next_to_it(fresh):
    _, page = fresh
    assert page.view.cursor_cell() in {Cell(0, -1), Cell(1, 0)}
    assert page.view.cursor_cell() == Cell(0, -1)  # the first frontier cell in reading order


def test_typing_a_code_previews_it_and_enter_builds_it(qtbot, page, session):
    type_at(qtbot, page, (1, -1), "p4es")
    assert page.view.typed_code() == "p4es"
    assert page.view.overlay_text().startswith("Code p4es: Pavilion 4 (walls E, S): legal. Longest wall ")
    qtbot.keyClick(page.view, Key.Key_Return)
    assert session.game.player("Anna").city.get((1, -1)) == Tile("pavilion", 4, Walls("ES"))
    assert page.view.city_scene().tile_item((1, -1)) is not None
    assert page.view.typed_code() == ""
    assert page.view.overlay_text() == "Place Pavilion 4 at (1, -1) in Anna's city"
    assert page.banner_text() == ""


def test_codes_are_case_insensitive_and_prefer_the_tile_legal_at_the_cursor(qtbot, page, session):
    # Garden 8 SW is free and fits at (0, 2); Garden 8 NW (in Anna's reserve) does not.
    type_at(qtbot, page, (0, 2), "G8")
    qtbot.keyClick(page.view, Key.Key_Enter)
    assert session.game.player("Anna").city.get((0, 2)) == Tile("garden", 8, Walls("SW"))


def test_a_reserve_tile_can_be_typed(qtbot, page, session):
    type_at(qtbot, page, (0, 2), "a6")  # Arcades 6 SW is in Anna's reserve, Arcades 6 NE is elsewhere
    qtbot.keyClick(page.view, Key.Key_Return)
    anna = session.game.player("Anna")
    assert anna.city.get((0, 2)) == Tile("arcades", 6, Walls("SW"))
    assert Tile("arcades", 6, Walls("SW")) not in anna.reserve


def test_several_legal_tiles_list_the_options(qtbot, fresh):
    session, page = fresh
    type_at(qtbot, page, (1, 0), "a8")
    assert first_line(page.view.overlay_text()) == "Code a8: could be a8N, a8E: type the walls too."
    qtbot.keyClick(page.view, Key.Key_Return)
    assert len(session.game.player("Anna").city) == 0
    assert page.banner_text() == "Code a8: could be a8N, a8E: type the walls too."
    assert page.view.typed_code() == ""  # refused: the next keys start a new code
    qtbot.keyClicks(page.view, "a8e")
    qtbot.keyClick(page.view, Key.Key_Return)
    assert session.game.player("Anna").city.get((1, 0)) == Tile("arcades", 8, Walls("E"))
    assert page.banner_text() == ""


def test_a_dash_means_no_walls(qtbot, fresh):
    session, page = fresh
    type_at(qtbot, page, (1, 0), "g10-")
    qtbot.keyClick(page.view, Key.Key_Return)
    assert session.game.player("Anna").city.get((1, 0)) == Tile("garden", 10, Walls(""))


def test_an_illegal_code_at_the_cursor_shows_the_reason_and_can_be_forced(qtbot, fresh):
    session, page = fresh
    type_at(qtbot, page, (1, 0), "g8nw")
    city = session.game.player("Anna").city
    reasons = labels.reasons_text(city.check_place(Tile("garden", 8, Walls("NW")), (1, 0)),
                                  session.game.variant, city)
    assert reasons == ("its wall to the west meets an open side of the fountain; "
                       "not reachable on foot from the fountain")
    assert first_line(page.view.overlay_text()) == f"Code g8nw: Garden 8 (walls N, W): illegal — {reasons}"
    qtbot.keyClick(page.view, Key.Key_Return)
    assert len(session.game.player("Anna").city) == 0
    assert page.banner_text() == f"Garden 8 (walls N, W) cannot be built there: {reasons}"
    qtbot.mouseClick(page.force_button, Qt.MouseButton.LeftButton)
    assert session.game.player("Anna").city.get((1, 0)) == Tile("garden", 8, Walls("NW"))
    assert page.view.city_scene().problem_items()


@pytest.mark.parametrize(("code", "message"), [
    ("x5", "Code x5: no building type has the letter x (p, s, a, c, g, t)."),
    ("g99", "Code g99: there is no such tile."),
    ("t13e", "Code t13e: Tower 13 (walls E) is already in Ben's reserve."),
    ("8g", "Code 8g: type a letter, a price and any walls, e.g. g8 or g8ne."),
])
def test_codes_that_name_no_usable_tile_say_why(qtbot, page, session, code, message):
    before = session.game.copy()
    type_at(qtbot, page, (1, -1), code)
    assert first_line(page.view.overlay_text()) == message
    qtbot.keyClick(page.view, Key.Key_Return)
    assert session.game == before
    assert page.banner_text() == message
    assert not page.force_button.isVisibleTo(page)


def test_escape_clears_the_code_and_backspace_edits_it(qtbot, page):
    type_at(qtbot, page, (1, -1), "g8x")
    qtbot.keyClick(page.view, Key.Key_Backspace)
    assert page.view.typed_code() == "g8"
    qtbot.keyClick(page.view, Key.Key_Escape)
    assert page.view.typed_code() == ""
    assert page.view.overlay_text() == ""


def test_delete_moves_the_tile_under_the_cursor_to_the_reserve(qtbot, page, session):
    tile = session.game.player("Anna").city.get((1, 2))
    page.view.set_cursor((1, 2))
    qtbot.keyClick(page.view, Key.Key_Delete)
    anna = session.game.player("Anna")
    assert anna.city.get((1, 2)) is None and tile in anna.reserve
    assert page.view.city_scene().tile_item((1, 2)) is None
    session.undo_stack.undo()
    assert session.game.player("Anna").city.get((1, 2)) == tile


def test_backspace_without_a_code_also_unbuilds(qtbot, page, session):
    page.view.set_cursor((1, 2))
    qtbot.keyClick(page.view, Key.Key_Backspace)
    assert session.game.player("Anna").city.get((1, 2)) is None


def test_a_removal_that_breaks_the_city_is_refused_with_the_reason(qtbot, page, session):
    before = session.game.copy()
    page.view.set_cursor((2, 2))
    qtbot.keyClick(page.view, Key.Key_Delete)
    assert session.game == before
    assert page.banner_text() == ("Tower 12 (no walls) cannot go back to the reserve: "
                                  "does not share a side with the city")
    assert page.force_button.text() == "Remove anyway"


@pytest.mark.parametrize(("cell", "message"), [
    (ORIGIN, "Fountain cannot go back to the reserve: the fountain never moves"),
    ((5, 5), "There is no tile under the cursor to move to the reserve."),
])
def test_delete_on_the_fountain_or_an_empty_cell_does_nothing(qtbot, page, session, cell, message):
    before = session.game.copy()
    page.view.set_cursor(cell)
    qtbot.keyClick(page.view, Key.Key_Delete)
    assert session.game == before
    assert page.banner_text() == message
    assert not page.force_button.isVisibleTo(page)


def test_a_code_on_a_built_tile_swaps_it(qtbot, page, session):
    old = session.game.player("Anna").city.get((0, 1))
    type_at(qtbot, page, (0, 1), "a6")
    assert page.view.overlay_text().startswith(
        "Code a6: Arcades 6 (walls S, W) in place of Garden 10 (walls W): legal.")
    qtbot.keyClick(page.view, Key.Key_Return)
    anna = session.game.player("Anna")
    assert anna.city.get((0, 1)) == Tile("arcades", 6, Walls("SW")) and old in anna.reserve


def test_granada_two_letter_codes(qtbot, make_session, show_widget):
    session = make_session()
    session.new_game(["Ana", "Bo"], variant="granada")
    page = show_widget(CityPage(session, "Ana"))
    type_at(qtbot, page, (1, 0), "Ar5")
    qtbot.keyClick(page.view, Key.Key_Return)
    assert session.game.player("Ana").city.get((1, 0)) == Tile("arena", 5, Walls(""))
    type_at(qtbot, page, (0, 1), "hp7n")
    qtbot.keyClick(page.view, Key.Key_Return)
    assert page.banner_text() == ("Hospital 7 (moats N) cannot be built there: its moat to the north meets "
                                  "a land side of the fountain; not reachable on foot from the fountain")


def test_an_edit_clears_the_code_and_a_new_game_resets_the_keyboard(qtbot, page, session):
    type_at(qtbot, page, (1, -1), "p4es")
    session.place("Anna", Tile("garden", 12, Walls("S")), (1, -1))  # a drop, say
    assert page.view.typed_code() == "" and page.view.overlay_text() == ""
    session.new_game(["Anna", "Ben"])
    assert page.view.typed_code() == "" and page.view.overlay_text() == ""
    assert page.view.cursor_cell() == Cell(0, -1)
    assert page.focusProxy() is page.view


def test_a_wall_letter_typed_twice_is_explained_not_a_crash(qtbot, page, session):
    before = session.game.copy()
    qtbot.keyClicks(page.view, "g8nn")
    assert "each wall letter (N, E, S, W) may appear once" in page.view.overlay_text()
    qtbot.keyClick(page.view, Qt.Key.Key_Return)
    assert session.game == before


def test_a_typed_code_survives_the_game_being_replaced(qtbot, session, tmp_path):
    """Anna's page, with a code typed, goes away with her game: the window disconnects it
    before the new game is announced, so nothing of it reads a game without her."""
    from alhambra_gui.app.autosave import Autosave
    from alhambra_gui.widgets.window.main_window import MainWindow

    window = MainWindow(session, Autosave(tmp_path / "appdata"))
    qtbot.addWidget(window)
    window.show()
    old = window.city_page("Anna")
    qtbot.keyClicks(old.view, "g8")
    heard = []
    old.view.city_scene().rendered.connect(lambda: heard.append("rendered"))
    session.new_game(["Ida", "Jon"])
    assert session.game.names == ["Ida", "Jon"] and window.current_player() == "Ida"
    assert not heard and old.view.typed_code() == "g8"  # the old page heard nothing more


def test_a_wall_less_option_is_listed_as_it_must_be_typed(qtbot, fresh):
    """Garden 10 and Garden 10 (walls W) both fit south of the fountain: the wall-less one is
    offered as "g10-" (typing "g10" again would ask again), and typing it builds it."""
    session, page = fresh
    type_at(qtbot, page, (0, 1), "g10")
    assert first_line(page.view.overlay_text()) == "Code g10: could be g10W, g10-: type the walls too."
    qtbot.keyClick(page.view, Key.Key_Return)
    qtbot.keyClicks(page.view, "g10-")
    qtbot.keyClick(page.view, Key.Key_Return)
    assert session.game.player("Anna").city.get((0, 1)) == Tile("garden", 10)
