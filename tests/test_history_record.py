"""What a finished game leaves in the history is the game: each scoring under its own round,
Dirk's total (issue 28, item 4: a round stored off by one and Dirk's total dropped went
through every test before). Read back through what uses them: ``history show --json``, the
CSV, the terms against the points, the History window's Rematch."""

from __future__ import annotations

import csv
import io
import json

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QMessageBox, QPushButton

from alhambra_gui.app.autosave import Autosave
from alhambra_gui.app.session import GameSession
from alhambra_gui.engine import DIRK
from alhambra_gui.history import History, export, record_of
from alhambra_gui.widgets.dialogs.new_game_dialog import NewGameDialog
from alhambra_gui.widgets.window.main_window import MainWindow
from tests.history_games import finished
from tests.test_cli import run

GAMES = ["sample-game.json", "two-players-dirk.json"]


@pytest.fixture
def history(tmp_path, monkeypatch):
    path = tmp_path / "history.sqlite"
    monkeypatch.setenv("ALHAMBRA_GUI_HISTORY", str(path))
    history = History.open(path).history
    yield history
    history.close()


@pytest.mark.parametrize("name", GAMES)
def test_each_scoring_is_stored_under_its_own_round(history, name):
    game = finished(name)
    game_id = history.add(record_of(game, scored={r: game.score(r, game.scorings[r - 1].inputs)
                                                   for r in (1, 2, 3)}))
    seats = {seat: player.name for seat, player in enumerate(game.players)}
    wanted = {seat: {r: game.scorings[r - 1].points[n] for r in (1, 2, 3)} for seat, n in seats.items()}
    assert history.scorings(game_id) == wanted
    for seat, rounds in history.terms(game_id).items():  # each scoring's terms add up to its points
        assert {r: sum(points for _, _, points in terms) for r, terms in rounds.items()} == wanted[seat]
    shown = json.loads(run("history", "show", str(game_id), "--json").stdout)
    assert [p["scorings"] for p in shown["players"]] == [list(wanted[s].values()) for s in seats]
    rows = list(csv.reader(io.StringIO(export.text(history, export.CSV))))[1:]
    assert [[int(c) for c in r[8:11]] for r in rows] == [list(wanted[s].values()) for s in seats]


def test_dirks_total_is_kept_with_the_game(history):
    game = finished("two-players-dirk.json")
    game_id = history.add(record_of(game))
    assert history.game(game_id).dirk_total == game.totals()[DIRK] == 61
    assert json.loads(run("history", "show", str(game_id), "--json").stdout)["dirk"] == 61
    without = finished()
    assert history.game(history.add(record_of(without))).dirk_total is None


@pytest.mark.gui
@pytest.mark.parametrize(("name", "dirk"), [("two-players-dirk.json", True), ("sample-game.json", False)])
def test_rematch_from_the_history_window_offers_dirk_as_the_game_had_him(qtbot, tmp_path, history,
                                                                         monkeypatch, name, dirk):
    history.add(record_of(finished(name)))
    window = MainWindow(GameSession(), Autosave(tmp_path / "appdata"))
    window.files.ask = lambda *args: QMessageBox.StandardButton.Discard
    qtbot.addWidget(window)
    window.show()
    offered = []
    monkeypatch.setattr(NewGameDialog, "exec", lambda dialog: offered.append((dialog.names(), dialog.dirk())))
    history_window = window.history_menu.show_window()
    history_window.games_view.selectRow(0)
    QTest.mouseClick(history_window.findChild(QPushButton, "historyRematch"), Qt.MouseButton.LeftButton)
    names = ["Anna", "Ben"] if dirk else ["Anna", "Ben", "Chen"]
    assert offered == [(names, dirk)]
