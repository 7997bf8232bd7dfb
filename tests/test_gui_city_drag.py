"""Drops on a city through real drag events with real QMimeData, checked live against the rules."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QMimeData, Qt

from alhambra_gui.app import labels
from alhambra_gui.engine import ORIGIN, Cell, Tile, Walls
from alhambra_gui.widgets.city.city_page import CityPage
from alhambra_gui.widgets.tiles.mime import TileDrag
from tests import drag_events

pytestmark = pytest.mark.gui

ACTIONS = Qt.DropAction.MoveAction | Qt.DropAction.CopyAction
NO_KEYS = Qt.KeyboardModifier.NoModifier
SHIFT = Qt.KeyboardModifier.ShiftModifier
PAVILION_4_ES = Tile("pavilion", 4, Walls("ES"))  # free; legal at (1, -1) among others
GARDEN_8_SW = Tile("garden", 8, Walls("SW"))  # free; at (0, 2) the wall grows from 6 to 9
ARCADES_6_SW = Tile("arcades", 6, Walls("SW"))  # Anna's reserve
GARDEN_8_NW = Tile("garden", 8, Walls("NW"))  # Anna's reserve, legal nowhere
GARDEN_12_S = Tile("garden", 12, Walls("S"))  # free


def drag_over(view, mime: QMimeData, *cells) -> bool:
    """Enter on the first cell and move over each; True if the view accepted the drag."""
    entered = drag_events.enter(view.viewport(), mime, view.view_point(cells[0]))
    for cell in cells:
        drag_events.move(view.viewport(), mime, view.view_point(cell))
    return entered


def drop(view, drag: TileDrag, cell, modifiers=NO_KEYS) -> bool:
    """A whole drag: enter, move, drop on ``cell``; True if the drop was accepted."""
    mime = drag.to_mime()
    drag_over(view, mime, cell)
    return drag_events.drop(view.viewport(), mime, view.view_point(cell), modifiers)


def anna(session):
    return session.game.player("Anna")


def test_palette_to_city_builds_the_tile_and_an_item_appears(page, session):
    assert drop(page.view, TileDrag(PAVILION_4_ES, "palette"), (1, -1))
    assert anna(session).city.get((1, -1)) == PAVILION_4_ES
    assert page.view.city_scene().tile_item((1, -1)).tile == PAVILION_4_ES
    assert session.undo_stack.undoText() == "Place Pavilion 4 at (1, -1) in Anna's city"
    assert page.banner_text() == ""


def test_reserve_to_city_builds_it_and_empties_that_reserve_slot(page, session):
    assert drop(page.view, TileDrag(ARCADES_6_SW, "reserve", "Anna"), (0, 2))
    assert anna(session).city.get((0, 2)) == ARCADES_6_SW
    assert ARCADES_6_SW not in anna(session).reserve
    assert page.view.city_scene().tile_item((0, 2)) is not None


def test_reserve_onto_a_built_tile_swaps_them(page, session):
    old = anna(session).city.get((0, 1))
    assert drop(page.view, TileDrag(ARCADES_6_SW, "reserve", "Anna"), (0, 1))
    assert anna(session).city.get((0, 1)) == ARCADES_6_SW
    assert old in anna(session).reserve and ARCADES_6_SW not in anna(session).reserve
    assert page.view.city_scene().tile_item((0, 1)).tile == ARCADES_6_SW


def test_a_built_tile_moves_to_another_cell(page, session):
    tile = anna(session).city.get((1, 2))
    assert drop(page.view, TileDrag(tile, "city", "Anna", Cell(1, 2)), (2, 3))
    city = anna(session).city
    assert city.get((1, 2)) is None and city.get((2, 3)) == tile
    scene = page.view.city_scene()
    assert scene.tile_item((1, 2)) is None and scene.tile_item((2, 3)).tile == tile


def test_an_illegal_drop_is_refused_with_the_reason_in_words(page, session):
    before = session.game.copy()
    city = anna(session).city
    reasons = labels.reasons_text(city.check_place(GARDEN_8_NW, (0, 2)), session.game.variant, city)
    assert not drop(page.view, TileDrag(GARDEN_8_NW, "reserve", "Anna"), (0, 2))
    assert session.game == before and session.undo_stack.count() == 0
    assert page.banner_text() == f"Garden 8 (walls N, W) cannot be built there: {reasons}"
    assert "its wall to the north meets an open side of" in page.banner_text()
    assert page.force_button.isVisibleTo(page) and page.force_button.text() == "Place anyway"
    assert page.view.city_scene().tile_item((0, 2)) is None


def test_the_reasons_of_a_refused_drop_are_joined_as_chinese_joins_them(qapp, make_session, show_widget):
    """Seen by play15: "其西側的城牆接到獅子泉的開放側; 無法從獅子泉步行到達", two reasons
    joined by an English semicolon and space; Chinese joins clauses with "；"."""
    from alhambra_gui.app.language import Translators
    from alhambra_gui.engine import Game

    translators = Translators.of(qapp)
    translators.apply("zh_TW")
    try:
        page = show_widget(CityPage(make_session(Game(["Anna", "Ben"])), "Anna"), exposed=True)
        assert not drop(page.view, TileDrag(Tile("pavilion", 3, Walls("SW")), "palette"), (1, 0))
        text = page.banner_text()
    finally:
        translators.apply("en")
    assert "開放側；無法從獅子泉步行到達" in text, text


def test_place_anyway_builds_it_and_the_city_shows_red_marks(qtbot, page, session):
    assert not drop(page.view, TileDrag(GARDEN_12_S, "palette"), (3, 1))
    assert "Garden 12 (walls S) cannot be built there" in page.banner_text()
    qtbot.mouseClick(page.force_button, Qt.MouseButton.LeftButton)
    city = anna(session).city
    assert city.get((3, 1)) == GARDEN_12_S and city.violations()
    assert session.undo_stack.undoText() == "Place Garden 12 anyway at (3, 1) in Anna's city"
    marks = page.view.city_scene().problem_items()
    assert {m.cell for m in marks} == {v.cell for v in city.violations()}
    assert page.banner_text() == ""
    assert "2 problems" in page.header_text()


def test_shift_drop_places_anyway(page, session):
    assert drop(page.view, TileDrag(GARDEN_12_S, "palette"), (3, 1), SHIFT)
    assert anna(session).city.get((3, 1)) == GARDEN_12_S
    assert [m.cell for m in page.view.city_scene().problem_items()] == [Cell(3, 1)]


def test_a_drop_on_a_built_tile_from_the_palette_that_cannot_swap_is_not_forceable(page, session):
    before = session.game.copy()
    assert not drop(page.view, TileDrag(PAVILION_4_ES, "palette"), ORIGIN, SHIFT)
    assert session.game == before
    assert "the fountain never moves" in page.banner_text()
    assert not page.force_button.isVisibleTo(page)


@pytest.mark.parametrize(("drag", "words"), [
    (TileDrag(Tile("tower", 13, Walls("E")), "reserve", "Ben"), "is in Ben's reserve"),
    (TileDrag(Tile("arcades", 9, Walls("")), "city", "Ben", Cell(0, -1)), "belongs to Ben's city"),
])
def test_tiles_of_another_player_are_refused_with_a_message(page, session, drag, words):
    before = session.game.copy()
    mime = drag.to_mime()
    assert drag_over(page.view, mime, (1, -1))
    assert words in page.view.overlay_text()
    assert page.view.city_scene().highlighted_cells() == ()
    assert not drop(page.view, drag, (1, -1))
    assert session.game == before
    assert words in page.banner_text() and "cannot be built in Anna's city" in page.banner_text()


def test_dirks_tiles_are_refused(dirk_session, show_widget):
    page = show_widget(CityPage(dirk_session, "Anna"), 800, 600)
    tile = dirk_session.game.dirk[0]
    before = dirk_session.game.copy()
    assert not drop(page.view, TileDrag(tile, "dirk"), (1, 0))
    assert dirk_session.game == before
    assert "is with Dirk" in page.banner_text()


def test_the_fountain_never_moves(page, session):
    from alhambra_gui.engine import FOUNTAIN

    before = session.game.copy()
    assert not drop(page.view, TileDrag(FOUNTAIN, "city", "Anna", ORIGIN), (0, 2))
    assert session.game == before
    assert page.banner_text() == "the fountain never moves"


def test_foreign_mime_data_is_not_accepted(page):
    mime = QMimeData()
    mime.setText("garden 8")
    assert not drag_over(page.view, mime, (1, -1))
    assert page.view.city_scene().preview is None


# ---- live feedback while dragging --------------------------------------------------------

def test_entering_highlights_exactly_the_legal_cells(page, session):
    mime = TileDrag(PAVILION_4_ES, "palette").to_mime()
    assert drag_over(page.view, mime, (1, -1))
    assert page.view.city_scene().highlighted_cells() == tuple(anna(session).city.legal_cells(PAVILION_4_ES))
    drag_events.leave(page.view.viewport())
    assert page.view.city_scene().highlighted_cells() == ()
    assert page.view.overlay_text() == ""


def test_moving_a_tile_highlights_the_cells_legal_without_it(page, session):
    city = anna(session).city
    tile = city.get((1, 2))
    drag_over(page.view, TileDrag(tile, "city", "Anna", Cell(1, 2)).to_mime(), (2, 3))
    expected = tuple(c for c in city.without((1, 2)).legal_cells(tile) if c != Cell(1, 2))
    assert page.view.city_scene().highlighted_cells() == expected
    assert page.view.city_scene().tile_item((1, 2)).opacity() < 1  # the source is faded


def test_a_legal_cell_says_so_with_the_wall_it_would_give(qtbot, page, session):
    with qtbot.waitSignal(page.view.hoverInfo) as info:
        drag_over(page.view, TileDrag(GARDEN_8_SW, "palette").to_mime(), (0, 2))
    after = anna(session).city.copy()
    after.put((0, 2), GARDEN_8_SW)
    assert after.longest_wall() == 9
    text = "Garden 8 (walls S, W): legal. Longest wall would be 9."
    assert info.args == [text] and page.view.overlay_text() == text
    hover = page.view.city_scene().hover_frame
    assert hover.cell == Cell(0, 2) and hover.colour().name() == "#1e8449"


def test_an_illegal_cell_says_why_in_words(page, session):
    mime = TileDrag(GARDEN_8_SW, "palette").to_mime()
    drag_over(page.view, mime, (0, 2), (1, -1))
    city = anna(session).city
    reasons = labels.reasons_text(city.check_place(GARDEN_8_SW, (1, -1)), session.game.variant, city)
    assert page.view.overlay_text() == f"Garden 8 (walls S, W): illegal — {reasons}"
    assert page.view.city_scene().hover_frame.colour().name() == "#c0392b"


def test_a_swap_candidate_is_judged_for_the_hovered_tile(page, session):
    drag_over(page.view, TileDrag(ARCADES_6_SW, "reserve", "Anna").to_mime(), (0, 1))
    text = page.view.overlay_text()
    assert text.startswith("Arcades 6 (walls S, W) in place of Garden 10 (walls W): legal. "
                           "Longest wall would be ")
    assert Cell(0, 1) not in page.view.city_scene().highlighted_cells()


def test_a_move_drag_over_a_full_city_judges_every_cell(full_city_page):
    """A 54-tile city: each hovered cell gets a verdict (speed: tests/benchmarks/test_gui_bench.py)."""
    page, city, drag = full_city_page
    mime, source = drag.to_mime(), drag.cell
    legal = set(city.without(source).legal_cells(drag.tile)) - {source}
    cells = list(city.facts.frontier)
    drag_over(page.view, mime, *cells)
    assert set(page.view.city_scene().highlighted_cells()) == legal
    assert page.view.overlay_text().startswith("Move ")


def test_a_palette_tile_that_is_already_used_is_refused_with_where_it_is(page, session):
    used = session.game.player("Ben").city.get((0, -1))
    before = session.game.copy()
    assert not drop(page.view, TileDrag(used, "palette"), (1, -1))
    assert session.game == before
    assert page.banner_text() == "Arcades 9 (no walls) is already in Ben's city at (0, -1)."


def test_the_note_stays_at_the_views_bottom_left_when_the_view_scrolls(qtbot, page):
    """The note is a child of the viewport, which scrolling moves with the scene: it is put
    back in its corner (found playing: after Fit City to Window it hung in mid-city)."""
    from PySide6.QtWidgets import QLabel

    view = page.view
    view.show_info("Place Pavilion 4 at (1, -1) in Anna's city")
    note = view.viewport().findChild(QLabel, "cityOverlay")
    placed = note.pos()
    view.horizontalScrollBar().setValue(view.horizontalScrollBar().value() + 40)
    view.verticalScrollBar().setValue(view.verticalScrollBar().value() + 30)
    assert note.pos() == placed
