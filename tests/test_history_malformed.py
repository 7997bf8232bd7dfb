"""A history edited by hand or by another program (issue 26, item 5): a value the app
cannot read (``games.ended = 'yesterday'``, ``seats.total = 'lots'``, ...) leaves its game
out of the list, the statistics, ``show``, the exports and the window, with one line
naming the game, the column and the value; never a traceback, never a menu that stops."""

from __future__ import annotations

import json
import sqlite3

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QMessageBox, QPushButton

from alhambra_gui.app.autosave import Autosave
from alhambra_gui.app.session import GameSession
from alhambra_gui.history import History, export, stats
from alhambra_gui.widgets.dialogs.new_game_dialog import NewGameDialog
from alhambra_gui.widgets.window.main_window import MainWindow
from tests.history_games import made
from tests.test_cli import run

#: (table, column, value, which game it spoils: "row" the game's, "seat" Ben's).
SPOILS = [("games", "ended", "yesterday", "row"), ("games", "started", "at dusk", "row"),
          ("games", "dirk_total", "none", "row"), ("games", "variant", "chess", "row"),
          ("seats", "total", "lots", "seat"), ("seats", "winner", 7, "seat"), ("seats", "wall", 2.5, "seat"),
          ("seats", "colour", b"\x01", "seat"), ("seats", "profile_id", 99, "seat"),
          ("profiles", "name", b"\x00\xff", "player"), ("scores", "points", "ten", "detail"),
          ("terms", "points", "x", "detail"), ("sources", "points", "y", "detail"),
          ("buildings", "count", "many", "detail")]


@pytest.fixture
def path(tmp_path, monkeypatch):
    """A history of two games: Anna and Ben's (game 1) and Chen and Dora's (game 2)."""
    path = tmp_path / "history" / "history.sqlite"
    monkeypatch.setenv("ALHAMBRA_GUI_HISTORY", str(path))
    history = History.open(path).history
    history.add(made({"Anna": (10, 20, 30), "Ben": (5, 5, 5)}, day=1,
                     terms={"Ben": [("buildings", "tower", 5, 1)]}, towers={"Ben": 3}))
    history.add(made({"Chen": (1, 2, 3), "Dora": (3, 2, 1)}, day=2, towers={"Chen": 1}))
    history.close()
    return path


def spoil(path, table: str, column: str, value: object, which: str) -> None:
    """Write a value the app cannot read into game 1 (Ben's row where it is a seat's)."""
    with sqlite3.connect(path) as db:
        ben = db.execute("SELECT id FROM seats WHERE name = 'Ben'").fetchone()[0]
        where = {"games": ("id", 1), "seats": ("id", ben), "profiles": ("name", "Ben")}.get(
            table, ("seat_id", ben))
        db.execute(f"UPDATE {table} SET {column} = ? WHERE {where[0]} = ?", (value, where[1]))


def note_of(stderr: str) -> str:
    lines = stderr.splitlines()
    assert len(lines) == 1 and "Traceback" not in stderr, stderr
    return lines[0]


@pytest.mark.parametrize(("table", "column", "value", "which"), SPOILS)
def test_every_command_leaves_the_game_out_with_one_line(path, table, column, value, which):
    spoil(path, table, column, value, which)
    said = ("game 1 of the history is left out: its " + ("seats.profile_id" if which == "player" else
                                                         f"{table}.{column}") + " holds")
    listed = run("history", "list", "--json")
    games = json.loads(listed.stdout)["games"]
    if which in ("row", "seat", "player"):
        assert [g["id"] for g in games] == [2]
        assert said in note_of(listed.stderr)
    for args in (["stats", "--json"], ["stats", "--player", "Chen", "--json"], ["export", "--csv"],
                 ["export", "--bgstats"], ["show", "2", "--json"]):
        result = run("history", *args)
        assert result.returncode == 0, (args, result.stderr)
        assert "Traceback" not in result.stderr
    shown = run("history", "show", "1")
    if which != "detail" or table in ("scores", "terms"):  # what show reads
        assert shown.returncode == 2 and said in note_of(shown.stderr)
    else:
        assert shown.returncode == 0 and shown.stderr == ""
    exported = run("history", "export", "--csv")
    ids = {line.split(",")[0] for line in exported.stdout.splitlines()[1:]}
    if which != "detail" or table in ("scores",):
        assert ids == {"2"} and said in exported.stderr
    elif table in ("terms", "sources", "buildings"):
        assert ids == {"1", "2"}  # the CSV reads no terms: game 1 is whole there
    if table in ("sources", "buildings"):  # read by a player's statistics, by the records
        assert said in run("history", "stats", *(["--player", "Ben"] if table == "sources" else [])).stderr


def test_a_total_that_is_no_number_never_reaches_the_statistics(path):
    spoil(path, "seats", "total", "lots", "seat")
    history = History.open(path).history
    table = {s.name: (s.games, s.best) for s in stats.standings(history)}
    assert table == {"Chen": (1, 6), "Dora": (1, 6)}  # Anna's game went with Ben's seat
    assert [r.value for r in stats.records(history) if r.what == "total"] == [6]
    (note,) = history.notes()
    assert note.english() == ("game 1 of the history is left out: its seats.total holds 'lots', which the "
                              "app cannot read")
    assert history.notes() == []  # said once


def test_a_players_unreadable_points_by_source_leave_their_game_out(path):
    spoil(path, "sources", "points", "y", "detail")
    history = History.open(path).history
    assert history.count() == 2  # the list reads no sources
    ben = stats.player_stats(history, history.profile("Ben").id)
    assert ben is None  # Ben's only game is left out of his statistics
    assert [n.english().split(":")[0] for n in history.notes()] == ["game 1 of the history is left out"]
    assert history.count() == 1  # and from then on


def test_the_export_leaves_out_a_game_whose_scorings_cannot_be_read(path):
    spoil(path, "scores", "points", "ten", "detail")
    history = History.open(path).history
    data = export.play_file(history)
    assert [p["playerScores"][0]["score"] for p in data["plays"]] == ["6"]
    assert "scores.points holds 'ten'" in history.notes()[0].english()


# ---- the window ------------------------------------------------------------------------------

@pytest.fixture
def window(qtbot, tmp_path, path):
    made_window = MainWindow(GameSession(), Autosave(tmp_path / "appdata"))
    made_window.files.ask = lambda *args: QMessageBox.StandardButton.Discard
    qtbot.addWidget(made_window)
    made_window.resize(1280, 720)
    made_window.show()
    qtbot.waitExposed(made_window)
    return made_window


@pytest.mark.parametrize(("table", "column", "value"), [("games", "ended", "yesterday"),
                                                        ("seats", "total", "lots")])
def test_the_window_shows_the_rest_and_every_menu_still_opens(qtbot, window, path, monkeypatch,
                                                              table, column, value):
    spoil(path, table, column, value, "row")
    said: list[str] = []
    window.history_menu.history.problem.connect(said.append)
    offered: list[list[str]] = []

    def answer(dialog):
        offered.append(dialog.known_names.stringList())
        return False

    monkeypatch.setattr(NewGameDialog, "exec", answer)
    QTest.keyClick(window, Qt.Key.Key_H, Qt.KeyboardModifier.ControlModifier)  # Game ▸ History
    history_window = window.history_menu.history_window
    assert history_window is not None and history_window.isVisible()
    assert history_window.games_model.rowCount() == 1  # Chen and Dora's game
    assert [s for s in said if "game 1 of the history is left out" in s] == [said[0]]
    window.activateWindow()
    QTest.keyClick(window, Qt.Key.Key_N, Qt.KeyboardModifier.ControlModifier)  # File ▸ New Game
    assert offered and offered[-1][:2] == ["Chen", "Dora"]  # the last table (readable) first
    history_window.games_view.selectRow(0)
    QTest.mouseClick(history_window.findChild(QPushButton, "historyRematch"), Qt.MouseButton.LeftButton)
    assert len(offered) == 2  # Rematch opened the New Game dialog too
    assert len([s for s in said if "left out" in s]) == 1  # one line, once
