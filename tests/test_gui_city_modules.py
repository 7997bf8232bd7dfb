"""The modules in a city view: drag with a gate, gates drawn and holding their tiles, wall
pieces, chests and building sites by context menu and by keyboard, drawn on the tiles."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt

from alhambra_gui.app.session import GameSession
from alhambra_gui.engine import Cell, Game, Player, Side, Tile, Walls
from alhambra_gui.engine.modules import building_sites, city_gates, city_walls, treasure_chamber
from alhambra_gui.widgets.city.city_page import CityPage
from alhambra_gui.widgets.tiles.mime import TileDrag
from alhambra_gui.widgets.tiles.reserve import ReserveDock
from tests import drag_events

pytestmark = pytest.mark.gui

GARDEN_8_NE = Tile("garden", 8, Walls("NE"))
SERAGLIO_7_W = Tile("seraglio", 7, Walls("W"))
GARDEN_10 = Tile("garden", 10, Walls(""))
ALL = ["city_walls", "city_gates", "treasure_chamber", "building_sites"]
Key, Mod = Qt.Key, Qt.KeyboardModifier


@pytest.fixture
def game_page(make_session, show_widget):
    """Anna: garden 8 NE at (1, 0), garden 10 at (0, 1); every module of the city in play."""
    game = Game([Player("Anna"), Player("Ben")], modules=ALL)
    game.build("Anna", GARDEN_8_NE, (1, 0))
    game.build("Anna", GARDEN_10, (0, 1))
    session = make_session(game)
    return session, show_widget(CityPage(session, "Anna"), exposed=True)


def drag(view, tile: Tile, cell, **kwargs) -> bool:
    mime = TileDrag(tile, "palette").to_mime()
    point = view.view_point(cell)
    drag_events.enter(view.viewport(), mime, point)
    drag_events.move(view.viewport(), mime, point)
    return drag_events.drop(view.viewport(), mime, point, **kwargs)


def anna(session):
    return session.game.player("Anna")


def gate_spots(scene):
    """The cells lit as fitting only with a gate, with the side its gate would go on."""
    return [(cell, city_gates.gate_side(move.aid)) for cell, move in scene.aided_spots()]


# ---- city gates ---------------------------------------------------------------------------

def test_a_cell_legal_only_with_a_gate_is_lit_in_its_own_style_naming_the_edge(game_page):
    _session, page = game_page
    view = page.view
    mime = TileDrag(SERAGLIO_7_W, "palette").to_mime()
    drag_events.enter(view.viewport(), mime, view.view_point((2, 0)))
    drag_events.move(view.viewport(), mime, view.view_point((2, 0)))
    scene = view.city_scene()
    assert gate_spots(scene) == [(Cell(2, 0), Side.W)]
    assert Cell(2, 0) not in scene.highlighted_cells()
    assert view.overlay_text() == ("Seraglio 7 (walls W) with a gate on its west side: legal. "
                                   "Longest wall would be 1.")
    drag_events.leave(view.viewport())
    assert gate_spots(scene) == []


def test_dropping_there_puts_the_tile_and_the_gate_in_one_undoable_step(game_page):
    session, page = game_page
    assert drag(page.view, SERAGLIO_7_W, (2, 0))
    city = anna(session).city
    assert city.get((2, 0)) == SERAGLIO_7_W
    assert city_gates.gates(city.state) == {(Cell(1, 0), Side.E)}
    assert city.violations() == ()
    assert gate_items(page) == [(Cell(1, 0), "E")]
    assert "Gates left: 5" in page.header_text()
    assert session.undo_stack.count() == 1
    session.undo_stack.undo()
    assert city_gates.gates(anna(session).city.state) == frozenset()
    assert (2, 0) not in anna(session).city
    assert "Gates left: 6" in page.header_text()


def test_a_gated_tile_refuses_removal_with_the_reason_and_no_anyway(qtbot, game_page):
    session, page = game_page
    drag(page.view, SERAGLIO_7_W, (2, 0))
    page.view.set_cursor((2, 0))
    qtbot.keyClick(page.view, Key.Key_Delete)
    assert "a city gate holds this tile in place" in page.banner_text()
    assert not page.force_button.isVisible()
    assert (2, 0) in anna(session).city


def test_no_gate_spots_when_every_gate_is_used(game_page):
    session, page = game_page
    ben = session.game.player("Ben").city
    ben.set_state(ben.state.with_("gates", frozenset({(Cell(i, 9), Side.E) for i in range(6)})))
    view = page.view
    mime = TileDrag(SERAGLIO_7_W, "palette").to_mime()
    drag_events.enter(view.viewport(), mime, view.view_point((2, 0)))
    assert gate_spots(view.city_scene()) == []


def test_a_gate_by_keyboard_on_a_double_wall(qtbot, game_page):
    session, page = game_page
    session.place("Anna", SERAGLIO_7_W, (2, 0), force=True)  # digitised without its gate
    page.view.set_cursor((1, 0))
    qtbot.keyClick(page.view, Key.Key_Right, Mod.ControlModifier | Mod.AltModifier)
    assert city_gates.gates(anna(session).city.state) == {(Cell(1, 0), Side.E)}
    assert anna(session).city.violations() == ()


# ---- wall pieces, chests, building sites --------------------------------------------------------

def test_a_wall_piece_by_keyboard_and_drawn_on_the_tile(qtbot, game_page):
    session, page = game_page
    page.view.set_cursor((0, 1))
    qtbot.keyClick(page.view, Key.Key_Left, Mod.AltModifier)
    city = anna(session).city
    assert city.walls((0, 1)) == Walls("W")
    assert city_walls.added(city.marks((0, 1))) == Walls("W")
    item = page.view.city_scene().tile_item((0, 1))
    assert city_walls.added(item.marks) == Walls("W")
    assert "Wall pieces added: west" in item.toolTip()
    assert "Wall pieces left: 11" in page.header_text()
    qtbot.keyClick(page.view, Key.Key_Left, Mod.AltModifier)  # again: taken off
    assert anna(session).city.walls((0, 1)) == Walls("")


def test_a_wall_piece_that_breaks_a_rule_is_refused_and_can_be_done_anyway(qtbot, game_page):
    session, page = game_page
    page.view.set_cursor((0, 1))
    qtbot.keyClick(page.view, Key.Key_Up, Mod.AltModifier)  # its north side faces the fountain
    assert "its wall to the north meets an open side of the fountain" in page.banner_text()
    assert page.force_button.isVisible() and page.force_button.text() == "Do it anyway"
    assert anna(session).city.walls((0, 1)) == Walls("")
    page.force_button.click()
    assert anna(session).city.walls((0, 1)) == Walls("N")
    assert page.banner_text() == ""


def test_a_chest_by_keyboard_and_by_context_menu(qtbot, game_page):
    session, page = game_page
    page.view.set_cursor((1, 0))
    qtbot.keyClick(page.view, Key.Key_C, Mod.ControlModifier | Mod.ShiftModifier)
    assert treasure_chamber.has_chest(anna(session).city.marks((1, 0)))
    assert page.view.typed_code() == ""  # the shortcut is not typed into a code
    assert "A treasure chest" in page.view.city_scene().tile_item((1, 0)).toolTip()
    menu = page.view.context_menu((1, 0))
    take = next(a for a in menu.actions() if a.text() == "Take the chest off")
    take.trigger()
    assert not treasure_chamber.has_chest(anna(session).city.marks((1, 0)))
    session.undo_stack.undo()
    assert treasure_chamber.has_chest(anna(session).city.marks((1, 0)))


def test_a_building_site_by_keyboard_counts_nothing_until_finished(qtbot, game_page):
    session, page = game_page
    page.view.set_cursor((0, 1))
    qtbot.keyClick(page.view, Key.Key_B, Mod.ControlModifier | Mod.ShiftModifier)
    assert building_sites.is_site(anna(session).city.marks((0, 1)))
    assert session.game.score(1).players[0].buildings["garden"].count == 1
    qtbot.keyClick(page.view, Key.Key_B, Mod.ControlModifier | Mod.ShiftModifier)
    assert session.game.score(1).players[0].buildings["garden"].count == 2


def test_the_context_menu_offers_only_what_fits_the_tile(game_page):
    _session, page = game_page
    texts = [a.text() for a in page.view.context_menu((1, 0)).actions() if not a.isSeparator()]
    # Garden 8 NE: wall pieces only on its open sides (south, west); no double wall for a gate.
    assert texts == ["Add a wall piece on the south side (12 left)",
                     "Add a wall piece on the west side (12 left)",
                     "Put a chest on it (9 left of its colour)", "Mark as a building site",
                     "Move to the reserve"]
    assert page.view.context_menu((5, 5)).actions() == []


def test_modules_not_in_play_offer_nothing(qtbot):
    session = GameSession(Game([Player("Anna")]))
    session.place("Anna", GARDEN_10, (1, 0))
    page = CityPage(session, "Anna")
    qtbot.addWidget(page)
    assert [a.text() for a in page.view.context_menu((1, 0)).actions()] == ["Move to the reserve"]
    page.view.set_cursor((1, 0))
    qtbot.keyClick(page.view, Key.Key_C, Mod.ControlModifier | Mod.ShiftModifier)
    assert session.game.player("Anna").city.marks((1, 0)) == {}
    assert session.undo_stack.count() == 1


# ---- reserves ---------------------------------------------------------------------------------

def test_a_reserve_tiles_chest_and_wall_piece_from_its_menu_and_drawn_on_its_chip(qtbot):
    game = Game([Player("Anna")], modules=ALL)
    game.take_into_reserve("Anna", GARDEN_10)
    session = GameSession(game)
    dock = ReserveDock(session)
    qtbot.addWidget(dock)
    menu = dock.menu_for("Anna", GARDEN_10)
    texts = [a.text() for a in menu.actions()]
    assert "Mark as a building site" not in texts  # sites are built tiles only
    next(a for a in menu.actions() if a.text().startswith("Put a chest")).trigger()
    next(a for a in dock.menu_for("Anna", GARDEN_10).actions()
         if a.text().startswith("Add a wall piece on the north")).trigger()
    marks = session.game.player("Anna").reserve_marks[GARDEN_10]
    assert treasure_chamber.has_chest(marks) and city_walls.added(marks) == Walls("N")
    chip = dock.section("Anna").chips()[0]
    assert chip.marks == marks
    assert "A treasure chest" in chip.toolTip()


TWO_GATES_ON_ONE_TILE = {
    "format": "alhambra-game", "version": 1, "modules": ["city_gates"],
    "players": [{"name": "Anna", "city": [
        {"x": 1, "y": 0, "type": "pavilion", "price": 4, "walls": "ES"},
        {"x": 2, "y": 0, "type": "seraglio", "price": 7, "walls": "W"},
        {"x": 1, "y": 1, "type": "pavilion", "price": 6, "walls": "N"}],
        "gates": [{"x": 1, "y": 0, "side": "E"}, {"x": 1, "y": 0, "side": "S"}]}, {"name": "Ben"}]}


def gate_items(page):
    from alhambra_gui.widgets.modules.city_gates import GateItem

    return sorted((item.cell, item.side.name) for item in page.view.city_scene().items()
                  if isinstance(item, GateItem))


def test_two_gates_on_one_tile_by_keyboard_are_both_drawn(qtbot, make_session, show_widget):
    """Ctrl+Alt+Right then Ctrl+Alt+Down on one tile: the city page used to fail to build
    (its gates were sorted by their sides, which have no order)."""
    from alhambra_gui.engine import game_from_dict

    data = {**TWO_GATES_ON_ONE_TILE, "players": [
        {**TWO_GATES_ON_ONE_TILE["players"][0], "gates": []}, {"name": "Ben"}]}
    session = make_session(game_from_dict(data))
    page = show_widget(CityPage(session, "Anna"), exposed=True)
    page.view.set_cursor((1, 0))
    qtbot.keyClick(page.view, Key.Key_Right, Mod.ControlModifier | Mod.AltModifier)
    qtbot.keyClick(page.view, Key.Key_Down, Mod.ControlModifier | Mod.AltModifier)
    assert city_gates.gates(anna(session).city.state) == {(Cell(1, 0), Side.E), (Cell(1, 0), Side.S)}
    assert gate_items(page) == [(Cell(1, 0), "E"), (Cell(1, 0), "S")]


def test_a_game_with_two_gates_on_one_tile_opens_in_a_usable_window(qtbot, tmp_path):
    import json

    from alhambra_gui.app.autosave import Autosave
    from alhambra_gui.widgets.window.main_window import MainWindow

    path = tmp_path / "gates.json"
    path.write_text(json.dumps(TWO_GATES_ON_ONE_TILE), encoding="utf-8")
    window = MainWindow(GameSession(), Autosave(tmp_path / "appdata"))
    qtbot.addWidget(window)
    window.files.complain = lambda text: pytest.fail(text)
    window.show()
    assert window.files.start(str(path)) == str(path)
    window.show_city("Anna")
    assert gate_items(window.current_page()) == [(Cell(1, 0), "E"), (Cell(1, 0), "S")]
