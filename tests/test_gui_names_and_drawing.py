"""Issue 10, findings 9 and 10: messages that name things (the whole tile, whose wall, the
present tense for a city as it stands, "moat" in Granada, a framed cell instead of
coordinates) and tiles drawn so that walls always show (the price badge clear of them,
contrast on every colour, a frame on every candidate cell)."""

from __future__ import annotations

import re

import pytest

from alhambra_gui.app import labels
from alhambra_gui.app.session import GameSession
from alhambra_gui.cli import main as cli_main
from alhambra_gui.engine import Cell, City, Game, Player, Rule, Side, Tile, Violation, Walls, get_variant
from alhambra_gui.engine.rules import all_rules
from alhambra_gui.widgets.city_page import CityPage
from alhambra_gui.widgets.city_scene import CityScene
from alhambra_gui.widgets.export import _city_caption, score_rows
from alhambra_gui.widgets.mime import TileDrag
from alhambra_gui.widgets.overview import OverviewWidget
from alhambra_gui.widgets.score_columns import wall_title
from alhambra_gui.widgets.score_text import total_text, wall_text
from tests import drag_events

pytestmark = pytest.mark.gui

ALHAMBRA, GRANADA = get_variant("alhambra"), get_variant("granada")
COORDINATES = re.compile(r"\(-?\d+, ?-?\d+\)")
GARDEN_8_NW = Tile("garden", 8, Walls("NW"))  # Anna's reserve; at (0, 2) its north wall meets Garden 10
GARDEN_8_SW = Tile("garden", 8, Walls("SW"))  # free; legal at (0, 2)


def drop(view, drag: TileDrag, cell) -> bool:
    mime = drag.to_mime()
    drag_events.enter(view.viewport(), mime, view.view_point(cell))
    drag_events.move(view.viewport(), mime, view.view_point(cell))
    return drag_events.drop(view.viewport(), mime, view.view_point(cell))


def hover(view, drag: TileDrag, cell) -> str:
    mime = drag.to_mime()
    drag_events.enter(view.viewport(), mime, view.view_point(cell))
    drag_events.move(view.viewport(), mime, view.view_point(cell))
    return view.overlay_text()


# ---- finding 9: the tile by its full name, and no coordinates where the cell is shown ---------------

def test_a_refusal_names_the_whole_tile_and_frames_the_cell_instead_of_giving_coordinates(page, session):
    scene = page.view.city_scene()
    assert not drop(page.view, TileDrag(GARDEN_8_NW, "reserve", "Anna"), (0, 2))
    assert page.banner_text().startswith("Garden 8 (walls N, W) cannot be built there: ")
    assert not COORDINATES.search(page.banner_text())
    assert scene.refused_cell() == Cell(0, 2) == page.view.editor.refused_cell()
    assert scene.refused_frame.isVisible() and scene.refused_frame.colour().name() == "#c0392b"
    assert drop(page.view, TileDrag(GARDEN_8_SW, "palette"), (0, 2))  # an edit goes through
    assert scene.refused_cell() is None and not scene.refused_frame.isVisible()
    assert page.banner_text() == ""


def test_a_swap_refusal_names_both_tiles(page, session):
    assert not drop(page.view, TileDrag(GARDEN_8_NW, "reserve", "Anna"), (0, 1))
    assert page.banner_text() == ("Garden 8 (walls N, W) cannot take the place of Garden 10 (walls W): "
                                  "its wall to the north meets an open side of the fountain")
    assert page.view.city_scene().refused_cell() == Cell(0, 1)


def test_a_new_game_takes_the_refused_frame_away(page, session):
    drop(page.view, TileDrag(GARDEN_8_NW, "reserve", "Anna"), (0, 2))
    session.new_game(["Anna", "Ben"])
    assert page.view.city_scene().refused_cell() is None


def test_hover_verdicts_code_previews_and_tooltips_name_the_tile_without_coordinates(qtbot, page, session):
    text = hover(page.view, TileDrag(GARDEN_8_SW, "palette"), (0, 2))
    assert text == "Garden 8 (walls S, W): legal. Longest wall would be 9."
    drag_events.leave(page.view.viewport())
    page.view.set_cursor((1, -1))
    page.view.type_code("g8")
    assert page.view.overlay_text().startswith("Code g8: ")
    assert not COORDINATES.search(page.view.overlay_text())
    scene = page.view.city_scene()
    assert scene.tile_item((0, 1)).toolTip() == "Garden 10 (walls W)"
    assert all(not COORDINATES.search(item.toolTip()) for item in scene.tile_items())


# ---- finding 9: whose wall meets which side ---------------------------------------------------------

def _city(*tiles: tuple[tuple[int, int], Tile]) -> City:
    city = City()
    for cell, tile in tiles:
        city.put(cell, tile)
    return city


@pytest.mark.parametrize(("variant", "tile", "expected"), [
    (ALHAMBRA, Tile("garden", 10, Walls("N")),  # the new tile's wall faces the neighbour's open side
     "its wall to the north meets an open side of Garden 10 (no walls)"),
    (ALHAMBRA, Tile("garden", 11, Walls("")),  # the neighbour's wall faces the new tile's open side
     "its open side to the north meets the wall of Garden 12 (walls S)"),
    (GRANADA, Tile("park", 9, Walls("N")), "its moat to the north meets a land side of Park 8 (no moats)"),
    (GRANADA, Tile("park", 9, Walls("")), "its land side to the north meets the moat of Park 8 (moats S)"),
])
def test_a_mismatch_says_whose_wall_meets_which_tile(variant, tile, expected):
    walled = tile.walls.letters == ""  # the neighbour north of (1, 1) has the wall when the tile has none
    north = Tile("garden", 12, Walls("S")) if walled else Tile("garden", 10, Walls(""))
    if variant.moats:
        north = Tile("park", 8, Walls("S" if walled else ""))
    city = _city(((1, 0), north))
    mismatch = next(v for v in city.check_place(tile, (1, 1)) if v.rule is Rule.WALL_MISMATCH)
    assert (mismatch.side, mismatch.theirs) == (Side.N, walled)
    assert labels.reason_text(mismatch, variant, city=city) == expected


def test_a_standing_mismatch_is_reported_at_one_tile_naming_the_other():
    city = _city(((1, 0), Tile("garden", 10, Walls(""))), ((1, 1), Tile("garden", 12, Walls("N"))))
    mismatch = next(v for v in city.violations() if v.rule is Rule.WALL_MISMATCH)
    assert (mismatch.cell, mismatch.side, mismatch.theirs) == (Cell(1, 1), Side.N, False)
    lines = labels.problem_lines(mismatch.cell, [mismatch], ALHAMBRA, city)
    assert lines == ["Garden 12 (walls N):", "• its wall to the north meets an open side of Garden 10 (no walls)"]
    assert mismatch.describe() == "at (1, 1) its wall to the north meets an open side of the tile at (1, 0)"


def test_without_the_city_the_neighbour_is_still_named_by_its_side():
    reason = labels.reason_text(Violation(Rule.WALL_MISMATCH, Cell(1, 0), Side.W, theirs=True))
    assert reason == "its open side to the west meets the wall of the neighbouring tile"


# ---- finding 9: a city as it stands is described in the present tense ------------------------------

def _holed_city() -> City:
    """A ring of wall-less tiles around the empty (1, 1): a hole."""
    free = [t for t in ALHAMBRA.catalogue if not t.walls.letters]
    return _city(*zip([(1, 0), (2, 0), (2, 1), (2, 2), (1, 2), (0, 2), (0, 1)], free, strict=False))


def test_an_existing_hole_says_the_city_has_one_not_that_it_would(qtbot, make_session):
    session = make_session(Game([Player("Anna", _holed_city()), Player("Ben")]))
    scene = CityScene(session, "Anna")
    (mark,) = scene.problem_items()
    assert mark.cell == Cell(1, 1)
    assert mark.toolTip() == "The city has a hole here: this empty cell is enclosed"
    assert "would" not in mark.toolTip()


def test_every_rule_has_a_present_tense_sentence_for_a_city_as_it_stands():
    for rule in all_rules():
        for moats in (False, True):
            for theirs in (False, True):
                sentence = rule.sentence(moats=moats, standing=True, theirs=theirs)
                assert sentence and "would" not in sentence, rule.id


def test_the_command_line_check_lists_standing_problems_in_the_present(tmp_path):
    from alhambra_gui.engine import save_game

    path = tmp_path / "holed.json"
    save_game(Game([Player("Anna", _holed_city())]), path)
    out = __import__("io").StringIO()
    assert cli_main(["check", str(path)], out) == 1
    assert "at (1, 1) the city has a hole here: this empty cell is enclosed" in out.getvalue()


# ---- finding 9: Granada says moat everywhere -------------------------------------------------------

@pytest.fixture
def granada(make_session):
    session: GameSession = make_session()
    session.new_game(["Ana", "Bo"], variant="granada")
    session.place("Ana", Tile("arena", 5, Walls("N")), (1, 0))
    return session


def test_granada_never_shows_wall_for_its_moats(qtbot, granada, show_widget):
    page = show_widget(CityPage(granada, "Ana"))
    overview = show_widget(OverviewWidget(granada))
    game = granada.game
    score = game.score(1)
    texts = [
        page.header_text(), *(card.title_text() for card in overview.cards()),
        wall_title(game), wall_text(game.variant, "Ana", 1), wall_text(game.variant, "Ana", 0),
        wall_text(game.variant, "Ana", 3), total_text(game, score, "Ana"),
        *score_rows(game)[0], _city_caption(game, "Ana"),
        hover(page.view, TileDrag(Tile("arena", 6, Walls("S")), "palette"), (0, 1)),
        labels.tile_long_label(game.variant, Tile("park", 4, Walls(""))),
    ]
    assert "Longest moat: 1" in page.header_text()
    assert "Longest moat would be" in texts[-2]
    assert all("wall" not in text.lower() for text in texts), texts
    drag_events.leave(page.view.viewport())
    page.view.type_code("ar5ww")
    assert "each moat letter" in page.view.overlay_text()
    page.view.type_code("5")
    assert page.view.overlay_text() == "Code 5: type the letters, a value and any moats, e.g. pa8 or pa8ne."


def test_every_moat_text_has_a_wall_twin_and_alhambra_keeps_its_walls():
    for wall, moat in labels.MOAT_TEXTS.items():
        assert "wall" in wall.lower() and "wall" not in moat.lower() and "moat" in moat.lower()
        assert labels.edge_text(ALHAMBRA, wall) == wall
        assert labels.edge_text(GRANADA, wall) == moat
