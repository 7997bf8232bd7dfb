"""Issue 17 (item 7): a new game is built top-down. The window rebuilds its tabs first and
disconnects the pages it drops before anything else hears of the new game; every city scene
then draws the new game once. A game of the same players keeps the tabs and pages, which
draw it once (issue 31)."""

from __future__ import annotations

from collections import Counter

import pytest
from PySide6.QtWidgets import QMessageBox

from alhambra_gui.app.autosave import Autosave
from alhambra_gui.app.session import GameSession
from alhambra_gui.engine import load_game, save_game
from alhambra_gui.widgets.city.city_scene import CityScene
from alhambra_gui.widgets.counts.counts_menu import CountsOnlyAction
from alhambra_gui.widgets.window.main_window import MainWindow
from tests.benchmarks.cities import SIX_PLAYERS

pytestmark = pytest.mark.gui


@pytest.fixture
def window(qtbot, tmp_path):
    """The six-player sample, every city's page built and the overview drawn."""
    window = MainWindow(GameSession(load_game(SIX_PLAYERS)), Autosave(tmp_path / "appdata"))
    qtbot.addWidget(window)
    window.files.ask = lambda *args: QMessageBox.StandardButton.Discard
    window.show()
    for name in window.session.player_names():
        window.show_city(name)
        window.current_page()
    window.show_overview()
    return window


@pytest.fixture
def counted(monkeypatch):
    """How often each city scene is drawn, and how often the counts menu reads the tabs."""
    drawn: Counter[CityScene] = Counter()
    menu: list[str | None] = []
    refresh, update_state = CityScene.refresh, CountsOnlyAction.update_state

    def counting_refresh(scene: CityScene) -> None:
        drawn[scene] += 1
        refresh(scene)

    def counting_update(action: CountsOnlyAction) -> None:
        menu.append(action.text())
        update_state(action)

    monkeypatch.setattr(CityScene, "refresh", counting_refresh)
    monkeypatch.setattr(CountsOnlyAction, "update_state", counting_update)
    return drawn, menu


def page_scenes(window: MainWindow) -> list[CityScene]:
    return [window.city_page(name).view.city_scene() for name in window.session.player_names()]


def test_file_open_of_a_six_player_game_draws_each_city_scene_once(qtbot, window, counted, tmp_path):
    """A game of the same players (issue 31): the tabs and their pages stay and show it, each
    city scene and each card of the overview drawn once; no page is made anew."""
    drawn, menu = counted
    old = page_scenes(window)
    overview = [card.view.scene() for card in window.overview.cards()]
    path = tmp_path / "six.json"
    save_game(load_game(SIX_PLAYERS), path)
    window.show_city("Ben")
    menu.clear()
    assert window.files.open(path)
    assert [drawn[scene] for scene in old] == [1] * 6  # the pages kept, each drawn once
    assert [drawn[scene] for scene in overview] == [1] * 6  # the same players: cards kept, redrawn
    assert window.current_player() == "Ben"
    assert page_scenes(window) == old
    assert sum(drawn.values()) == 12
    assert menu == ["&Counts Only for Ben"]  # once, for the game now shown


def test_a_game_of_other_players_drops_the_old_cards_before_it_is_announced(window, counted):
    drawn, _menu = counted
    old = [card.view.scene() for card in window.overview.cards()] + page_scenes(window)
    window.session.new_game(["Ida", "Jon", "Kim"])
    assert not any(drawn[scene] for scene in old)
    cards = [card.view.scene() for card in window.overview.cards()]
    assert [card.player for card in window.overview.cards()] == ["Ida", "Jon", "Kim"]
    assert window.current_player() == "Ida"  # its page built at once: it takes the focus
    assert drawn == Counter([*cards, window.city_page("Ida").view.city_scene()])  # each once
