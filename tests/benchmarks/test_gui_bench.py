"""Desktop benchmarks: one drag-move event over a full city (target: well within a
60 Hz frame, 16.7 ms) and opening a full six-player game."""

from __future__ import annotations

import pytest

from alhambra_gui.app.autosave import Autosave
from alhambra_gui.app.session import GameSession
from alhambra_gui.engine import save_game
from alhambra_gui.widgets.main_window import MainWindow
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
