"""``alhambra-gui history ...``: in-process like tests/test_cli.py, and without Qt."""

from __future__ import annotations

import json

import pytest

from alhambra_gui.__main__ import main as entry_point
from alhambra_gui.history import History
from alhambra_gui.history.places import data_folder, history_path
from tests.history_games import finished_file, made
from tests.test_cli import run, token_starts, without_qt  # noqa: F401 - a fixture


@pytest.fixture
def db(tmp_path, monkeypatch):
    path = tmp_path / "history.sqlite"
    monkeypatch.setenv("ALHAMBRA_GUI_HISTORY", str(path))
    return path


def test_add_list_show_and_stats(db, tmp_path):
    game = finished_file(tmp_path)
    unfinished = tmp_path / "unfinished.json"
    unfinished.write_text(game.read_text(encoding="utf-8").replace('"scorings"', '"x_scorings"'),
                          encoding="utf-8")
    added = run("history", "add", str(game), "--json")
    assert added.returncode == 0 and json.loads(added.stdout)["added"][0]["id"] == 1
    again = run("history", "add", str(game), str(unfinished))
    assert again.returncode == 2
    assert again.stdout.strip().endswith("game.json: already there (game 1)")
    assert again.stderr.count("\n") == 1
    assert "unfinished.json: the game has 0 of its 3 scorings" in again.stderr
    listed = json.loads(run("history", "list", "--json").stdout)["games"]
    assert [(p["name"], p["total"], p["winner"]) for p in listed[0]["players"]] == [
        ("Anna", 92, False), ("Ben", 92, False), ("Chen", 136, True)]
    assert all(type(p["winner"]) is bool for p in listed[0]["players"])
    assert "Chen 136*" in run("history", "list").stdout
    shown = json.loads(run("history", "show", "1", "--json").stdout)
    assert shown["players"][2]["scorings"] == [18, 43, 75]
    assert shown["players"][2]["terms"]["3"]["tower"] == 21
    everyone = json.loads(run("history", "stats", "--json").stdout)
    assert [(p["name"], p["wins"]) for p in everyone["players"]] == [("Chen", 1), ("Anna", 0), ("Ben", 0)]
    table = json.loads(run("history", "stats", "--table", "anna, Ben,Chen", "--json").stdout)
    assert table["games"] == 1 and [p["name"] for p in table["players"]] == ["Chen", "Anna", "Ben"]
    assert json.loads(run("history", "stats", "--table", "Anna,Ben", "--json").stdout)["games"] == 0
    chen = json.loads(run("history", "stats", "--player", "CHEN", "--json").stdout)
    assert (chen["games"], chen["best"]) == (1, 136)
    assert chen["majorities_won"] == {"chambers": 1, "garden": 1, "seraglio": 1, "tower": 1}  # shared too


def test_export(db):
    history = History.open(db).history
    history.add(made({"Anna": (1, 2, 3), "Ben": (3, 3, 3)}))
    history.close()
    assert json.loads(run("history", "export", "--bgstats").stdout)["plays"][0]["playerScores"][1]["winner"]
    assert run("history", "export", "--csv").stdout.splitlines()[1].endswith(",Anna,Anna,1,2,3,6,2,no,0")


@pytest.mark.parametrize(("args", "said"), [
    (("history", "show", "7"), "there is no game 7 in the history"),
    (("history", "stats", "--player", "Zed"), "the history has no game of Zed"),
    (("history", "export"), "one of the arguments --bgstats --csv is required"),
    (("history", "frobnicate"), "invalid choice: 'frobnicate'"),
    (("history", "show", "x"), "invalid int value: 'x'"),
])
def test_bad_input_is_one_sentence_and_exit_2(db, args, said):
    result = run(*args)
    assert (result.returncode, result.stdout) == (2, "")
    assert result.stderr.startswith("alhambra-gui history: error: ") and result.stderr.count("\n") == 1
    assert said in result.stderr and "Traceback" not in result.stderr


def test_a_damaged_history_is_kept_and_said_once(db, tmp_path):
    db.write_bytes(b"garbage" * 1000)
    result = run("history", "list")
    assert result.returncode == 0 and result.stdout.endswith("0 game(s)\n")
    assert result.stderr.count("\n") == 1 and "a new history was started" in result.stderr


def test_the_history_commands_import_no_qt(without_qt, db, tmp_path):  # noqa: F811
    game = str(finished_file(tmp_path))
    for args in (["history", "add", game], ["history", "list", "--json"], ["history", "stats"],
                 ["history", "export", "--bgstats"]):
        result = run(*args, command=entry_point)
        assert (result.returncode, result.stderr) == (0, ""), args


def test_the_history_is_in_the_data_folder_of_each_platform(tmp_path):
    env = {"HOME": "/home/ana"}
    assert history_path(env, "linux") == data_folder(env, "linux") / "history.sqlite"
    assert str(data_folder(env, "linux")) == "/home/ana/.local/share/alhambra-gui/Alhambra Companion"
    assert str(data_folder({**env, "XDG_DATA_HOME": "/d"}, "linux")) == "/d/alhambra-gui/Alhambra Companion"
    assert data_folder(env, "darwin").as_posix() == \
        "/home/ana/Library/Application Support/alhambra-gui/Alhambra Companion"
    assert history_path({**env, "ALHAMBRA_GUI_HISTORY": "/x/h.sqlite"}, "linux").as_posix() == "/x/h.sqlite"


def test_stats_columns_line_up_after_a_chinese_name(db):
    """`history stats`: a Chinese name takes two columns a character; the (left-aligned)
    columns after it start where they start after a Latin name."""
    History.open(db).history.add(made({"李明": (10, 20, 30), "Anna": (5, 15, 20)}))
    result = run("history", "stats")
    assert result.returncode == 0, result.stderr
    rows = [line for line in result.stdout.splitlines() if line.startswith(("李明", "Anna"))]
    assert len(rows) == 2
    assert len({tuple(token_starts(row)[1:]) for row in rows}) == 1, rows


def test_stats_find_the_records_from_the_standings_it_read(db, monkeypatch):
    """``history stats`` hands the records the standings it printed: the best total and
    wall are not looked for again in another pass over every seat."""
    import io

    from alhambra_gui.history import cli, stats

    history = History.open(db).history
    history.add(made({"Anna": (10, 20, 30), "Ben": (5, 5, 5)}, wall={"Ben": 7}))
    history.close()
    given = []
    records = stats.records
    monkeypatch.setattr(stats, "records", lambda store, standings=None: given.append(standings)
                        or records(store, standings))
    out = io.StringIO()
    assert cli.main(["--history", str(db), "stats"], out, io.StringIO()) == 0
    assert [[s.name for s in table] for table in given] == [["Anna", "Ben"]]
    assert "record total: 60 by Anna" in out.getvalue() and "record wall: 7 by Ben" in out.getvalue()


def test_stats_tell_a_best_wall_from_a_best_moat_as_the_players_tab_does(db):
    """`history stats` had one "best wall", Anna's 11 a Granada moat; the History window's
    Players tab has Best wall and Best moat: the command line says the same two figures
    (from the same standings), "-" for a player without such a game, as the JSON does (null)."""
    history = History.open(db).history
    history.add(made({"Anna": (10, 20, 30), "Ben": (5, 15, 20)}, day=0, wall={"Anna": 7, "Ben": 9}))
    history.add(made({"Anna": (10, 20, 30), "Berta": (5, 15, 20)}, day=1, wall={"Anna": 11, "Berta": 3},
                     variant="granada"))
    history.close()
    lines = run("history", "stats").stdout.splitlines()
    assert lines[0].split()[-4:] == ["best", "wall", "best", "moat"], lines[0]
    rows = {line.split()[0]: line.split()[-2:] for line in lines[1:4]}
    assert "record moat: 11 by Anna (game 2)" in lines, lines  # the longest of walls and moats
    assert rows == {"Anna": ["7", "11"], "Ben": ["9", "-"], "Berta": ["-", "3"]}, lines
    players = {p["name"]: (p["best_wall"], p["best_moat"])
               for p in json.loads(run("history", "stats", "--json").stdout)["players"]}
    assert players == {"Anna": (7, 11), "Ben": (9, None), "Berta": (None, 3)}
    anna = run("history", "stats", "--player", "anna").stdout.splitlines()
    assert anna[1].split()[-2:] == ["7", "11"], anna
    assert json.loads(run("history", "stats", "--player", "anna", "--json").stdout)["best_moat"] == 11
    table = run("history", "stats", "--table", "Anna,Berta").stdout.splitlines()
    assert [line.split()[-2:] for line in table[2:4]] == [["-", "11"], ["-", "3"]], table
