"""The history with 10 000 games against an empty one (issue 20's goals): the History window
opens in under 200 ms, a player's statistics take under 100 ms, adding a game under 20 ms.

The 10 000-game file is made once per run (about a minute: each game goes in through
``History.add``, as the app adds it) and copied for each benchmark that writes."""

from __future__ import annotations

import random
import shutil

import pytest

from alhambra_gui.app.history import GameHistory
from alhambra_gui.app.session import GameSession
from alhambra_gui.history import History, stats
from tests.history_games import fill_history, random_record

GAMES = 10_000
SIZES = ["empty", "10000 games"]


@pytest.fixture(scope="session")
def full_history_file(tmp_path_factory):
    path = tmp_path_factory.mktemp("history") / "history.sqlite"
    history = History.open(path).history
    fill_history(history, GAMES)
    history.close()
    return path


@pytest.fixture(params=SIZES)
def history_file(request, tmp_path, full_history_file):
    """A copy of the 10 000-game history, or a new, empty one."""
    path = tmp_path / "history.sqlite"
    if request.param != "empty":
        shutil.copy(full_history_file, path)
    History.open(path).history.close()
    return path


@pytest.mark.benchmark(group="history: open the History window")
def test_the_history_window_opens(benchmark, qtbot, history_file, monkeypatch):
    from alhambra_gui.widgets.history.history_window import HistoryWindow

    monkeypatch.setenv("ALHAMBRA_GUI_HISTORY", str(history_file))
    windows = []

    def open_window() -> int:
        history = GameHistory(GameSession())  # a window's first use: the file opened too
        window = HistoryWindow(history)
        windows.append(window)
        window.show()
        return window.games_model.rowCount()

    shown = benchmark(open_window)
    assert shown == (0 if History.open(history_file).history.count() == 0 else GAMES)
    for window in windows:
        window.close()
        window.deleteLater()


@pytest.mark.benchmark(group="history: a player's statistics")
def test_a_players_statistics(benchmark, history_file):
    history = History.open(history_file).history
    history.add(random_record(random.Random(1), 20_000, names=(("Anna", "#d35400"), ("Ben", "#2471a3"))))
    anna = history.profile("Anna").id

    found = benchmark(lambda: (stats.player_stats(history, anna), stats.standings_of(history, [anna])))
    assert found[0].standing.games >= 1


@pytest.mark.benchmark(group="history: add a game")
def test_adding_a_game(benchmark, history_file):
    history = History.open(history_file).history
    rng = random.Random(7)
    records = iter([random_record(rng, 30_000 + n) for n in range(2_000)])

    def add() -> int:
        return history.add(next(records))

    assert benchmark.pedantic(add, rounds=200, iterations=1) > 0


@pytest.mark.benchmark(group="history: the Statistics page")
def test_the_statistics_page_draws_its_plots(benchmark, qtbot, history_file, monkeypatch):
    """The Statistics page's refresh: the standings, the players' colours, the records, the
    tables, the three plots and the head-to-head table (issue 27's readable plots)."""
    from alhambra_gui.widgets.history.history_stats import StatsPanel

    monkeypatch.setenv("ALHAMBRA_GUI_HISTORY", str(history_file))
    history = GameHistory(GameSession())
    panel = StatsPanel(history)
    qtbot.addWidget(panel)
    panel.resize(1280, 640)
    panel.show()
    benchmark(panel.refresh)
    assert panel.head_to_head.rowCount() == (0 if history.store().count() == 0 else 6)
