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
from alhambra_gui.widgets.city.city_page import CityPage
from alhambra_gui.widgets.city.city_scene import CityScene
from alhambra_gui.widgets.city.overview import OverviewWidget
from alhambra_gui.widgets.score.export import _city_caption, score_rows
from alhambra_gui.widgets.score.score_columns import wall_title
from alhambra_gui.widgets.score.score_text import total_text, wall_text
from alhambra_gui.widgets.tiles.mime import TileDrag
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
    assert lines == ["Garden 12 (walls N):",
                     "• its wall to the north meets an open side of Garden 10 (no walls)"]
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
    assert page.view.overlay_text().splitlines()[0] == (
        "Code 5: type the letters, a value and any moats, e.g. pa8 or pa8ne.")


def test_every_moat_text_has_a_wall_twin_and_alhambra_keeps_its_walls():
    for wall, moat in labels.MOAT_TEXTS.items():
        assert "wall" in wall.lower() and "wall" not in moat.lower() and "moat" in moat.lower()
        assert labels.edge_text(ALHAMBRA, wall) == wall
        assert labels.edge_text(GRANADA, wall) == moat


# ---- finding 10: tiles drawn so that walls always show ---------------------------------------------

SIZES = (28, 32, 40, 56, 64, 96)  # the export dialog, the filter, chips, palette/reserve, the city, a zoom
EAST_SOUTH = [(ALHAMBRA, Tile("pavilion", 4, Walls("ES"))), (ALHAMBRA, Tile("arcades", 7, Walls("ES"))),
              (ALHAMBRA, Tile("tower", 8, Walls("NES"))), (GRANADA, Tile("bath_house", 12, Walls("ES"))),
              (GRANADA, Tile("hospital", 8, Walls("ES")))]


def _image(tile: Tile, variant, size: int):
    from alhambra_gui.widgets.paint.painters import PLAIN
    from alhambra_gui.widgets.paint.tile_painter import tile_pixmap

    return tile_pixmap(tile, variant, size, PLAIN).toImage()


def _distance(a, b) -> int:
    return abs(a.red() - b.red()) + abs(a.green() - b.green()) + abs(a.blue() - b.blue())


def _contrast(a, b) -> float:
    """The WCAG contrast ratio of two colours (1: none, 21: black on white)."""
    def luminance(colour) -> float:
        def channel(v: float) -> float:
            return v / 12.92 if v <= 0.04045 else ((v + 0.055) / 1.055) ** 2.4
        return 0.2126 * channel(colour.redF()) + 0.7152 * channel(colour.greenF()) \
            + 0.0722 * channel(colour.blueF())
    light, dark = sorted((luminance(a), luminance(b)), reverse=True)
    return (light + 0.05) / (dark + 0.05)


def _mark_depth(size: int, moats: bool) -> float:
    """How far the printed wall (band and merlons) or moat reaches into a tile of this size."""
    if moats:
        return size * 0.16
    return size * 0.11 * (1.8 if size >= 36 else 1.0)


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize(("variant", "tile"), EAST_SOUTH, ids=lambda v: getattr(v, "type", ""))
def test_the_price_badge_never_covers_the_east_or_south_walls(qtbot, variant, tile, size):
    from PySide6.QtGui import QColor

    from alhambra_gui.widgets.paint.tile_painter import MOAT_COLOUR, WALL_COLOUR

    badge_colour = QColor("#fdf6e3")
    image = _image(tile, variant, size)
    depth = _mark_depth(size, variant.moats)
    badge = [(x, y) for x in range(size) for y in range(size)
             if _distance(image.pixelColor(x, y), badge_colour) < 14]
    assert badge, "the badge is drawn"
    assert all(x < size - depth and y < size - depth for x, y in badge), "the badge lies on a wall"
    mark = MOAT_COLOUR if variant.moats else WALL_COLOUR
    band = int(size - size * 0.11 / 2) if not variant.moats else int(size - size * 0.08)
    column = [image.pixelColor(band, y) for y in range(size // 3, int(size - depth))]
    assert all(_distance(c, mark) < 40 for c in column), "the east wall runs on under the badge's row"


@pytest.mark.parametrize("variant", [ALHAMBRA, GRANADA], ids=["alhambra", "granada"])
def test_walls_and_moats_contrast_with_every_building_colour(qtbot, variant):
    from alhambra_gui.widgets.paint.tile_painter import type_colour

    size = 64
    thick = size * (0.16 if variant.moats else 0.11)
    found = {}
    for building in variant.types:
        image = _image(Tile(building.id, 5, Walls("N")), variant, size)
        x = size // 2  # between two merlons
        mark = image.pixelColor(x, int(thick / 2))
        halo = image.pixelColor(x, int(thick + 1))
        base = image.pixelColor(size - 4, int(_mark_depth(size, variant.moats) + 6))
        assert _distance(base, type_colour(variant, building.id)) < 6, building.id
        found[building.id] = (round(_contrast(halo, base), 2),
                              round(max(_contrast(mark, halo), _contrast(mark, base)), 2))
    print(variant.name, found)
    assert all(outline >= 3 and mark >= 3 for outline, mark in found.values()), found


def test_the_painter_measures_contrast_as_the_tests_do(qtbot):
    from PySide6.QtGui import QColor

    from alhambra_gui.widgets.paint.tile_painter import contrast_ratio, edge_halo

    assert contrast_ratio(QColor("#000000"), QColor("#ffffff")) == pytest.approx(21)
    brown = QColor("#8a5a2b")
    assert contrast_ratio(edge_halo(brown), brown) == pytest.approx(_contrast(edge_halo(brown), brown))


@pytest.mark.parametrize("pocket_walls", [True, False], ids=["walled-pocket", "open-pocket"])
def test_a_cell_enclosed_on_three_sides_keeps_its_candidate_frame(qtbot, make_session, show_widget,
                                                                  pocket_walls):
    from PySide6.QtCore import QPointF

    from alhambra_gui.widgets.city.city_items import CELL
    from alhambra_gui.widgets.city.city_view import CityView

    east = Tile("seraglio", 7, Walls("W" if pocket_walls else ""))  # a wall facing the pocket (1, 1)
    south = Tile("arcades", 8, Walls("N" if pocket_walls else ""))
    city = _city(((1, 0), Tile("pavilion", 8, Walls(""))), ((2, 0), Tile("seraglio", 9, Walls(""))),
                 ((2, 1), east), ((2, 2), Tile("arcades", 10, Walls(""))), ((1, 2), south))
    dragged = Tile("pavilion", 4, Walls("ES")) if pocket_walls else Tile("garden", 11, Walls(""))
    assert city.is_legal() and Cell(1, 1) in city.legal_cells(dragged)
    view = show_widget(CityView(make_session(Game([Player("Anna", city), Player("Ben")])), "Anna"),
                       700, 600, exposed=True)
    hover(view, TileDrag(dragged, "palette"), (3, 3))
    assert Cell(1, 1) in view.city_scene().highlighted_cells()
    image = view.viewport().grab().toImage()
    ratio = image.devicePixelRatio()
    inset = 4.0 + 0.5
    sides = {"north": QPointF(1.5 * CELL, CELL + inset), "south": QPointF(1.5 * CELL, 2 * CELL - inset),
             "west": QPointF(CELL + inset, 1.5 * CELL), "east": QPointF(2 * CELL - inset, 1.5 * CELL)}
    def frame(c) -> bool:  # the frame's dark green, not the light green fill nor the orange wall
        return c.green() > c.red() + 40 and c.green() > c.blue() + 20 and c.lightness() < 170

    missing = []
    for name, point in sides.items():
        centre = view.mapFromScene(point)
        near = [image.pixelColor(int((centre.x() + dx) * ratio), int((centre.y() + dy) * ratio))
                for dx in range(-2, 3) for dy in range(-2, 3)]
        if not any(frame(c) for c in near):
            missing.append(name)
    assert missing == [], "the candidate frame is hidden on these sides"
