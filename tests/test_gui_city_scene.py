"""The city scene renders from the session: tiles, fountain, frontier grid, wall, red problems."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPoint, QPointF, Qt
from PySide6.QtGui import QMouseEvent
from PySide6.QtWidgets import QApplication

from alhambra_gui.app.change import Change
from alhambra_gui.app.session import GameSession
from alhambra_gui.engine import ORIGIN, Cell, Game, Tile, Walls
from alhambra_gui.widgets.city.city_items import CELL, TileItem
from alhambra_gui.widgets.city.city_scene import CityScene
from alhambra_gui.widgets.city.city_view import CityView
from alhambra_gui.widgets.city.wall_item import WallItem
from alhambra_gui.widgets.tiles.mime import TileDrag

pytestmark = pytest.mark.gui

GARDEN_12_S = Tile("garden", 12, Walls("S"))


@pytest.fixture
def scene(qtbot, session):
    return CityScene(session, "Anna")


def anna(session: GameSession):
    return session.game.player("Anna").city


def test_one_item_per_built_tile_and_the_fountain(scene, session):
    city = anna(session)
    items = scene.tile_items()
    assert {item.cell: item.tile for item in items} == {ORIGIN: scene.tile_item(ORIGIN).tile, **dict(city)}
    assert scene.tile_item(ORIGIN).tile.is_fountain
    assert len(items) == len(city) + 1
    garden = scene.tile_item((0, 1))
    assert garden.pos() == QPointF(0, CELL)
    assert garden.toolTip() == "Garden 10 (walls W)"  # no coordinates: the pointer is on it


def test_the_faint_grid_shows_the_frontier(scene, session):
    assert scene.grid_cells() == anna(session).facts.frontier
    assert all(scene.tile_item(cell) is None for cell in scene.grid_cells())


def test_the_longest_wall_is_drawn_along_its_segments(scene, session):
    run = anna(session).wall_run()
    wall = scene.wall_item()
    assert isinstance(wall, WallItem)
    assert wall.segments == run.segments
    assert len(wall.lines()) == run.length == 6
    first = wall.lines()[0]
    (x1, y1), (x2, y2) = run.segments[0].corners()
    assert (first.p1(), first.p2()) == (QPointF(x1 * CELL, y1 * CELL), QPointF(x2 * CELL, y2 * CELL))
    assert wall.path().elementCount() == 2 * run.length  # one move + one line per segment
    assert wall.pen().widthF() >= CELL * 0.1  # bold, not a hairline


def test_a_legal_city_has_no_red_marks(scene):
    assert scene.problem_items() == []


def test_a_forced_placement_is_marked_red_with_the_reasons(scene, session):
    session.place("Anna", GARDEN_12_S, (3, 1), force=True)
    violations = anna(session).violations()
    assert violations, "the forced placement breaks a rule"
    marks = scene.problem_items()
    assert {m.cell for m in marks} == {v.cell for v in violations}
    mark = next(m for m in marks if m.cell == Cell(3, 1))
    assert mark.toolTip().splitlines() == [
        "Garden 12 (walls S):", "• its open side to the west meets the wall of Tower 9 (walls N, E)",
        "• the tile is not reachable on foot from the fountain"]
    assert mark.isVisible() and mark.zValue() > scene.tile_item((3, 1)).zValue()
    session.undo_stack.undo()
    assert scene.problem_items() == []


def test_the_scene_re_renders_only_for_its_player(qtbot, scene, session):
    with qtbot.assertNotEmitted(scene.rendered):
        session.place("Ben", Tile("pavilion", 3, Walls("SW")), (-1, 2))
    with qtbot.waitSignal(scene.rendered):
        session.place("Anna", Tile("pavilion", 4, Walls("ES")), (1, -1))
    assert scene.tile_item((1, -1)).tile == Tile("pavilion", 4, Walls("ES"))
    with qtbot.waitSignal(scene.rendered):
        session.changed.emit(Change())  # "any city may have changed" re-renders too


def test_a_new_game_replaces_the_city(scene, session):
    session.new_game(["Anna", "Ben"])
    assert [item.cell for item in scene.tile_items()] == [ORIGIN]
    assert scene.wall_item() is None
    assert scene.grid_cells() == (Cell(0, -1), Cell(-1, 0), Cell(1, 0), Cell(0, 1))


def test_a_player_who_left_the_game_leaves_an_empty_scene(scene, session):
    session.replace_game(Game(["Ben", "Chen"]))
    assert scene.city() is None
    assert scene.tile_items() == [] and scene.grid_cells() == ()


def test_the_scene_grows_with_the_city(scene, session):
    before = scene.sceneRect()
    session.place("Anna", Tile("pavilion", 4, Walls("ES")), (4, 2))
    after = scene.sceneRect()
    assert after.right() > before.right()
    assert after.contains(scene.city_rect())


def test_granada_moats_render_and_type_names(qtbot):
    session = GameSession()
    session.new_game(["Ana", "Bo"], variant="granada")
    session.place("Ana", Tile("arena", 5, Walls("N")), (1, 0))
    scene = CityScene(session, "Ana")
    assert scene.tile_item((1, 0)).toolTip() == "Arena 5 (moats N)"
    assert len(scene.wall_item().segments) == 1


# ---- a built tile is the source of a drag --------------------------------------------------

@pytest.fixture
def view(session, show_widget):
    return show_widget(CityView(session, "Anna"), 800, 600)


def test_the_drag_payload_of_a_built_tile(view, session):
    payload = view.drag_payload((1, 0))
    assert payload == TileDrag(anna(session).get((1, 0)), "city", "Anna", Cell(1, 0))
    assert TileDrag.from_mime(view.mime_for((1, 0))) == payload


def test_the_fountain_and_empty_cells_cannot_be_dragged(view):
    assert view.drag_payload(ORIGIN) is None
    assert view.drag_payload((5, 5)) is None
    assert view.mime_for(ORIGIN) is None
    assert view.start_drag(ORIGIN) == Qt.DropAction.IgnoreAction


def _mouse(view, kind, point, button, buttons) -> None:
    event = QMouseEvent(kind, QPointF(point), QPointF(view.viewport().mapToGlobal(point)), button, buttons,
                        Qt.KeyboardModifier.NoModifier)
    QApplication.sendEvent(view.viewport(), event)


def test_pressing_and_dragging_a_tile_asks_for_a_drag_and_moves_the_cursor(qtbot, view):
    left = Qt.MouseButton.LeftButton
    start = view.view_point((1, 0))
    with qtbot.waitSignal(view.city_scene().dragRequested) as request:
        _mouse(view, QMouseEvent.Type.MouseButtonPress, start, left, left)
        _mouse(view, QMouseEvent.Type.MouseMove, start + QPoint(40, 0), Qt.MouseButton.NoButton, left)
    _mouse(view, QMouseEvent.Type.MouseButtonRelease, start + QPoint(40, 0), left, Qt.MouseButton.NoButton)
    assert request.args == [Cell(1, 0)]
    assert view.cursor_cell() == Cell(1, 0)


def test_dragging_the_fountain_does_nothing(qtbot, view):
    left, none = Qt.MouseButton.LeftButton, Qt.MouseButton.NoButton
    start = view.view_point(ORIGIN)
    with qtbot.assertNotEmitted(view.city_scene().dragRequested):
        _mouse(view, QMouseEvent.Type.MouseButtonPress, start, left, left)
        _mouse(view, QMouseEvent.Type.MouseMove, start + QPoint(40, 0), none, left)
        _mouse(view, QMouseEvent.Type.MouseButtonRelease, start + QPoint(40, 0), left, none)
    fountain = view.city_scene().tile_item(ORIGIN)
    assert isinstance(fountain, TileItem) and fountain.tile.is_fountain
    assert fountain.pos() == QPointF(0, 0)
