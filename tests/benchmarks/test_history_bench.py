"""The history at 100, 1 000 and 10 000 games (issue 31, item 4): ``history list`` and
``history stats`` (goal: under 1 s at 10 000 games, growing at most linearly), the two
exports (goal: 1 s), the History window opening (goal: 200 ms), a player's statistics and
adding a game. Numbers, not asserts:
``pytest tests/benchmarks/test_history_bench.py --benchmark-only -n 0``.

Each group holds its baseline of the same run: the same work on an empty history (what
does not grow with the games), and for the window a bare dialog with an empty table shown
the same way; the growth reads from the sizes side by side. The files are made once per
run (``tests.history_games.history_of``: 1 000 games added as the app adds them, the rest
copies in SQL) and copied for each benchmark that writes.
"""

from __future__ import annotations

import io
import random
import shutil
import subprocess
import sys
import time
from pathlib import Path

import pytest

from alhambra_gui.app.history import GameHistory
from alhambra_gui.app.session import GameSession
from alhambra_gui.history import History, cli, export, stats
from tests.history_games import history_of, random_record

SIZES = {"empty (baseline)": 0, "100 games": 100, "1000 games": 1_000, "10000 games": 10_000}
REPO = Path(__file__).resolve().parents[2]


@pytest.fixture(scope="session")
def history_files(tmp_path_factory) -> dict[str, Path]:
    folder = tmp_path_factory.mktemp("histories")
    return {name: history_of(folder / f"{count}.sqlite", count) for name, count in SIZES.items()}


@pytest.fixture(params=list(SIZES))
def history_file(request, tmp_path, history_files) -> Path:
    """A copy of the history of each size (the first, empty: the baseline)."""
    path = tmp_path / "history.sqlite"
    shutil.copy(history_files[request.param], path)
    History.open(path).history.close()
    return path


def _command(path: Path, *args: str) -> int:
    return cli.main(["--history", str(path), *args], io.StringIO(), io.StringIO())


@pytest.mark.benchmark(group="history: list (alhambra-gui history list, in-process)")
def test_history_list(benchmark, history_file):
    assert benchmark(_command, history_file, "list") == 0


@pytest.mark.benchmark(group="history: stats (alhambra-gui history stats, in-process)")
def test_history_stats(benchmark, history_file):
    assert benchmark(_command, history_file, "stats") == 0


@pytest.mark.benchmark(group="history: export as CSV")
def test_export_csv(benchmark, history_file):
    history = History.open(history_file).history
    assert benchmark(export.text, history, export.CSV).startswith("game,")


@pytest.mark.benchmark(group="history: export as a BG Stats play file")
def test_export_bgstats(benchmark, history_file):
    history = History.open(history_file).history
    assert benchmark(export.text, history, export.BGSTATS).startswith('{"about"')


@pytest.mark.benchmark(group="history: list at 10 000 games, a process of its own (goal < 1 s)")
@pytest.mark.parametrize("size", ["empty (baseline)", "10000 games"])
def test_history_list_as_a_process(benchmark, history_files, size):
    command = [sys.executable, "-m", "alhambra_gui", "history", "--history", str(history_files[size]), "list"]

    def run() -> float:
        started = time.perf_counter()
        subprocess.run(command, cwd=REPO, check=True, capture_output=True)
        return time.perf_counter() - started

    benchmark.pedantic(run, rounds=5, warmup_rounds=1)


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
        window.repaint()
        return window.games_model.game_count()

    shown = benchmark(open_window)
    assert shown == History.open(history_file).history.count()
    for window in windows:
        window.close()
        window.deleteLater()


@pytest.mark.benchmark(group="history: open the History window")
def test_baseline_a_bare_dialog_with_a_table(benchmark, qtbot):
    from PySide6.QtGui import QStandardItemModel
    from PySide6.QtWidgets import QDialog, QTableView, QVBoxLayout

    windows = []

    def open_bare() -> None:
        dialog = QDialog()
        view = QTableView(dialog)
        view.setModel(QStandardItemModel(0, 6, view))
        QVBoxLayout(dialog).addWidget(view)
        dialog.resize(980, 620)
        windows.append(dialog)
        dialog.show()
        dialog.repaint()

    benchmark(open_bare)
    for dialog in windows:
        dialog.close()
        dialog.deleteLater()


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
