"""Desktop benchmarks: one drag-move event over a full city (target: well within a
60 Hz frame, 16.7 ms) and opening a full six-player game."""

from __future__ import annotations

import pytest

from alhambra_gui.app.autosave import Autosave
from alhambra_gui.app.session import GameSession
from alhambra_gui.engine import save_game
from alhambra_gui.widgets.window.main_window import MainWindow
from tests.drag_events import enter, move

from .cities import six_player_game


@pytest.mark.benchmark(group="gui")
def test_drag_move_event_over_a_full_city(benchmark, full_city_page):
    page, city, drag = full_city_page
    mime = drag.to_mime()
    view = page.view
    points = [view.view_point(cell) for cell in city.facts.frontier]
    assert enter(view.viewport(), mime, points[0])
    turn = iter(range(10**9))

    def one_move() -> bool:
        return move(view.viewport(), mime, points[next(turn) % len(points)])

    assert benchmark(one_move)


@pytest.mark.benchmark(group="gui")
def test_open_a_full_six_player_game(benchmark, qtbot, tmp_path):
    path = tmp_path / "six.json"
    save_game(six_player_game(), path)
    window = MainWindow(GameSession(), Autosave(tmp_path / "appdata"))
    qtbot.addWidget(window)
    window.files.ask = lambda *args: args[-1]

    def open_game() -> int:
        assert window.files.open(path)
        return window.tabs.count()

    assert benchmark(open_game) == 7


@pytest.fixture
def six_city_window(qtbot, tmp_path):
    """The main window on six full cities, shown at 1440x900, a city and the scoreboard drawn."""
    from PySide6.QtWidgets import QApplication, QMessageBox

    window = MainWindow(GameSession(six_player_game()), Autosave(tmp_path / "appdata"))
    qtbot.addWidget(window)
    window.files.ask = lambda *args: QMessageBox.StandardButton.Discard  # closing: nothing to keep
    window.resize(1440, 900)
    window.show()
    window.show_city(window.session.game.names[0])
    QApplication.processEvents()
    return window


def _settled(window) -> None:
    from PySide6.QtWidgets import QApplication

    QApplication.processEvents()  # the scene, the scoreboard's models and its columns


@pytest.mark.benchmark(group="gui")
def test_undo_and_redo_with_six_full_cities(benchmark, six_city_window):
    """One undo plus one redo of an edit of the shown city, everything redrawn (goal: each
    within a 60 Hz frame, so the pair within 33 ms)."""
    window = six_city_window
    name = window.session.game.names[0]
    city = window.session.game.player(name).city
    cell = next(c for c, _ in city if not city.check_remove(c))
    window.session.unbuild(name, cell)
    _settled(window)

    def undo_redo() -> int:
        window.session.undo_stack.undo()
        _settled(window)
        window.session.undo_stack.redo()
        _settled(window)
        return window.session.undo_stack.index()

    assert benchmark(undo_redo) == 1


@pytest.mark.benchmark(group="gui")
def test_a_drop_with_six_full_cities(benchmark, six_city_window):
    """A tile dropped from the reserve onto the shown city, redrawn, then undone (goal: the
    drop within a 60 Hz frame)."""
    from alhambra_gui.widgets.tiles.mime import TileDrag
    from tests.drag_events import drop

    window = six_city_window
    name = window.session.game.names[0]
    city = window.session.game.player(name).city
    cell, tile = next((c, t) for c, t in city if not city.check_remove(c))
    window.session.unbuild(name, cell)
    _settled(window)
    view = window.current_page().view
    mime = TileDrag(tile, "reserve", name).to_mime()
    point = view.view_point(cell)

    def drop_and_undo() -> int:
        enter(view.viewport(), mime, point)
        assert drop(view.viewport(), mime, point)
        _settled(window)
        count = len(window.session.game.player(name).city)
        window.session.undo_stack.undo()
        _settled(window)
        return count

    assert benchmark(drop_and_undo) == len(city)
