"""A tile built turned passes through every layer with no special case: the rules (its walls
as it lies, added walls turned with it), the game file, the window (the tile in hand turned
with a key, its lit cells and ghost following, the tile drawn turned), a typed code naming it
as it lies, and the photo reader told how it may lie. The module that turns it is a test
double (``tests/turning_module.py``), in the registry only while these tests run."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPoint, QPointF, Qt
from PySide6.QtGui import QWheelEvent
from PySide6.QtWidgets import QApplication

from alhambra_gui.app.photo_city import replace_city
from alhambra_gui.engine import (
    Cell,
    Game,
    GameFileError,
    Marks,
    ModuleError,
    Tile,
    Walls,
    dumps,
    game_from_dict,
    game_to_dict,
    loads,
)
from alhambra_gui.engine.modules import city_walls
from alhambra_gui.photo import TileRef, recognise
from alhambra_gui.photo.hints import placed, readings
from alhambra_gui.widgets.city.city_view import CityView
from alhambra_gui.widgets.tiles.mime import TileDrag
from alhambra_gui.widgets.tiles.tile_hand import TileHand
from tests.photo_scene import render_scene
from tests.turning_module import ID, KEY, TOWER_13, registered

TURNED = Marks({KEY: 1})  # tower 13 walled east, turned once: walled south
GARDEN = Tile("garden", 8, Walls("NE"))


@pytest.fixture(autouse=True)
def turntable():
    with registered():
        yield


def game(*modules: str) -> Game:
    return Game(["Anna", "Ben"], modules=[ID, *modules])


# ---- the rules --------------------------------------------------------------------------------

def test_every_rule_uses_the_walls_as_the_tile_lies():
    rules = game().ruleset
    assert rules.effective(TOWER_13, TURNED).walls == Walls("S")
    assert rules.effective(TOWER_13, Marks({KEY: 3})).walls == Walls("N")
    assert rules.effective(GARDEN, TURNED).walls == GARDEN.walls  # no module turns the garden
    city = game().player("Anna").city
    # West of the fountain its east wall would face it: only turned (walls W, N or S) it fits.
    assert Cell(-1, 0) not in city.legal_cells(TOWER_13)
    assert Cell(-1, 0) in city.legal_cells(TOWER_13, rules.turned(TOWER_13, Marks(), 2))
    assert Cell(-1, 0) not in city.legal_cells(GARDEN, rules.turned(GARDEN, Marks(), 2))  # it stays NE


def test_added_walls_turn_with_the_tile():
    rules = game("city_walls").ruleset
    marks = Marks({city_walls.KEY: Walls("W"), KEY: 1})  # given as printed: E, and W added
    assert rules.effective(TOWER_13, marks).walls == Walls("NS")


def test_a_tile_is_built_turned_and_leaves_its_turn_behind_in_the_reserve():
    played = game()
    played.build("Anna", TOWER_13, (1, 0), turn=1)
    city = played.player("Anna").city
    assert city.marks(Cell(1, 0)) == TURNED
    assert city.longest_wall() == 1  # its south wall
    played.unbuild("Anna", (1, 0))
    assert played.player("Anna").reserve_marks.get(TOWER_13) is None


def test_a_tile_no_module_turns_is_refused_turned():
    with pytest.raises(ModuleError, match="cannot be built turned"):
        game().build("Anna", GARDEN, (1, 0), turn=1)


# ---- the game file ------------------------------------------------------------------------------

def test_the_turn_is_kept_in_the_file_and_refused_on_a_tile_that_cannot_turn():
    played = game()
    played.build("Anna", TOWER_13, (1, 0), turn=1)
    text = dumps(played)
    entry = next(t for t in game_to_dict(played)["players"][0]["city"] if t.get("price") == 13)
    assert entry == {"x": 1, "y": 0, "type": "tower", "price": 13, "walls": "E", "turn": 1}
    again = loads(text)
    assert again.player("Anna").city.marks(Cell(1, 0)) == TURNED
    assert again.player("Anna").city.longest_wall() == 1
    data = game_to_dict(played)
    data["players"][0]["city"] = [{"x": 1, "y": 0, "type": "garden", "price": 8, "walls": "NE", "turn": 1}]
    with pytest.raises(GameFileError, match=r"players\[0\]\.city\[0\]\.turn: no tile to turn"):
        game_from_dict(data, "game.json")


# ---- the window ---------------------------------------------------------------------------------

@pytest.fixture
def view(make_session, show_widget):
    session = make_session(game())
    return show_widget(CityView(session, "Anna"), 700, 600, exposed=True)


def test_the_tile_in_hand_turns_with_a_key_and_its_lit_cells_follow(qtbot, view):
    hand = TileHand.of(view.session)
    hand.take(TileDrag(TOWER_13, "palette"))
    city, rules = view.session.game.player("Anna").city, view.session.game.ruleset
    assert set(view.city_scene().highlighted_cells()) == set(city.legal_cells(TOWER_13))
    view.setFocus()
    qtbot.keyClick(view, Qt.Key.Key_Space)
    assert hand.held.turn == 1
    turned = rules.turned(TOWER_13, Marks(), 1)
    assert set(view.city_scene().highlighted_cells()) == set(city.legal_cells(TOWER_13, turned))
    qtbot.keyClick(view, Qt.Key.Key_Space, Qt.KeyboardModifier.ShiftModifier)
    assert hand.held.turn == 0


def _wheel(view, notches, modifiers=Qt.KeyboardModifier.NoModifier):
    centre = QPointF(view.viewport().rect().center())
    event = QWheelEvent(centre, QPointF(view.viewport().mapToGlobal(centre.toPoint())), QPoint(0, 0),
                        QPoint(0, 120 * notches), Qt.MouseButton.NoButton, modifiers,
                        Qt.ScrollPhase.NoScrollPhase, False)
    QApplication.sendEvent(view.viewport(), event)


def test_the_wheel_turns_the_tile_in_hand_and_zooms_without_one(qtbot, view):
    hand = TileHand.of(view.session)
    zoom = view.zoom_level()
    hand.take(TileDrag(TOWER_13, "palette"))
    _wheel(view, -1)  # towards the player: clockwise
    assert hand.held.turn == 1 and view.zoom_level() == zoom
    city, rules = view.session.game.player("Anna").city, view.session.game.ruleset
    assert set(view.city_scene().highlighted_cells()) == set(
        city.legal_cells(TOWER_13, rules.turned(TOWER_13, Marks(), 1)))
    _wheel(view, 2)
    assert hand.held.turn == 3
    _wheel(view, 1, Qt.KeyboardModifier.ControlModifier)  # Ctrl and the wheel still zoom
    assert hand.held.turn == 3 and view.zoom_level() > zoom
    hand.take(TileDrag(GARDEN, "palette"))  # a tile that cannot turn: the wheel zooms
    before = view.zoom_level()
    _wheel(view, 1)
    assert hand.held.turn == 0 and view.zoom_level() > before


def test_a_click_builds_the_tile_as_it_is_held_and_it_is_drawn_turned(qtbot, view):
    hand = TileHand.of(view.session)
    hand.take(TileDrag(TOWER_13, "palette").turned(2))  # walled west: fits west of the fountain
    qtbot.mouseClick(view.viewport(), Qt.MouseButton.LeftButton, pos=view.view_point((-1, 0)))
    assert view.session.game.player("Anna").city.marks(Cell(-1, 0)) == Marks({KEY: 2})
    assert view.session.undo_stack.count() == 1 and hand.held is None
    item = view.city_scene().tile_item((-1, 0))
    box = item.boundingRect()
    image = view.grab().toImage()
    inset = box.width() * 0.07  # inside a wall's band, clear of the cursor's frame on the edge
    west = image.pixelColor(view.mapFromScene(item.mapToScene(inset, box.center().y())))
    east = image.pixelColor(view.mapFromScene(item.mapToScene(box.width() - inset, box.center().y())))
    assert west.lightness() < 90 < east.lightness()  # its wall on the west side, as it lies


def test_a_typed_code_names_the_tile_as_it_lies(qtbot, view):
    view.set_cursor((-1, 0))
    view.setFocus()
    qtbot.keyClicks(view, "t13w")
    qtbot.keyClick(view, Qt.Key.Key_Return)
    assert view.session.game.player("Anna").city.get((-1, 0)) == TOWER_13
    assert view.session.game.player("Anna").city.marks(Cell(-1, 0)) == Marks({KEY: 2})


# ---- the photo ----------------------------------------------------------------------------------

def test_the_photo_reader_reads_the_tile_as_it_lies_and_the_city_gets_it_turned():
    played = game()
    city = {Cell(0, 0): None, Cell(1, 0): TileRef("garden", 8, "NE"), Cell(0, 1): TileRef("tower", 13, "S"),
            Cell(-1, 0): TileRef("tower", 10, "W")}
    scene = render_scene(5, city=city, tilt=0, turn=0, table="wood", strays=0, blur_px=0.3, quality=92,
                         shadow=False)
    told = readings(played)
    assert TileRef("tower", 13, "S") in told
    proposal = recognise(scene.photo, scene.corners, scene.cols, scene.rows, readings=told)
    fx, fy = proposal.fountain
    seen = proposal.cell(fx, fy + 1).tile
    assert seen == TileRef("tower", 13, "S")
    tile, marks = placed(played, Tile.from_dict(seen.to_dict()))
    assert (tile, marks) == (TOWER_13, TURNED)
    replace_city(played, "Anna", {(0, 1): Tile.from_dict(seen.to_dict())})
    assert played.player("Anna").city.get((0, 1)) == TOWER_13
    assert played.player("Anna").city.marks(Cell(0, 1)) == TURNED


def test_the_keys_sheet_says_how_a_tile_in_hand_is_turned(qapp):
    from alhambra_gui.widgets.dialogs.keys_sheet import city_keys, mouse_rows

    assert any("Space" in key and "turn the tile in hand" in what for key, what in city_keys())
    assert any("Wheel with a tile in hand" in key for key, _ in mouse_rows())
