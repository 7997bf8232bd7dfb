"""A refusal names its file once (issue 26, item 15): "f.json: not valid JSON …", never
"f.json: f.json: …". Every way a game file is refused — check, score, moves, history add
(readable and --json), the window's open and import — over every kind of bad file."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from alhambra_gui.engine import GameFileError, load_game
from alhambra_gui.engine.errors import sentence
from alhambra_gui.engine.files import about_file, shown_name
from alhambra_gui.history import History
from alhambra_gui.history.importer import import_file
from tests.history_games import finished_file
from tests.test_cli import run

LONG = "a-very-long-name-for-one-evening-of-alhambra-at-the-club-" * 3 + "end.json"


def bad_files(folder: Path) -> dict[str, Path]:
    """One file for each way a game file is refused before it is a game, and one that is a
    game but no finished one (history add)."""
    folder.mkdir(exist_ok=True)
    files = {"not json": folder / "f.json", "not UTF-8": folder / "u.json", "a folder": folder / "d.json",
             "missing": folder / "gone.json", "bad field": folder / "v.json",
             "unfinished": folder / "open.json", "long name": folder / LONG}
    files["not json"].write_text("hello", encoding="utf-8")
    files["not UTF-8"].write_bytes(b"\xff\xfe{")
    files["a folder"].mkdir()
    files["bad field"].write_text('{"format": "alhambra-game", "version": 7}', encoding="utf-8")
    finished = finished_file(folder)
    data = json.loads(finished.read_text(encoding="utf-8"))
    data["scorings"] = data["scorings"][:2]
    files["unfinished"].write_text(json.dumps(data), encoding="utf-8")
    files["long name"].write_text("[", encoding="utf-8")
    return files


def named_once(text: str, path: Path) -> None:
    name = shown_name(path)
    assert text.count(name) == 1, text
    assert f"{name}: {name}" not in text


@pytest.mark.parametrize("kind", ["not json", "not UTF-8", "a folder", "missing", "bad field", "long name"])
@pytest.mark.parametrize("command", [["check"], ["score", "--round", "1"],
                                     ["moves", "--player", "Anna", "--type", "garden", "--price", "8"]])
def test_the_game_commands_name_the_file_once(tmp_path, kind, command):
    path = bad_files(tmp_path)[kind]
    result = run(command[0], str(path), *command[1:])
    assert result.returncode == 2
    named_once(result.stderr, path)


def test_history_add_names_each_refused_file_once(tmp_path, monkeypatch):
    monkeypatch.setenv("ALHAMBRA_GUI_HISTORY", str(tmp_path / "history.sqlite"))
    files = bad_files(tmp_path / "games")
    result = run("history", "add", *map(str, files.values()))
    assert result.returncode == 2
    lines = result.stderr.splitlines()
    assert len(lines) == len(files)
    for line, path in zip(lines, files.values(), strict=True):
        assert line.startswith("alhambra-gui history: error: ")
        named_once(line, path)
    refused = json.loads(run("history", "add", *map(str, files.values()), "--json").stdout)["refused"]
    for entry, path in zip(refused, files.values(), strict=True):
        named_once(entry["reason"], path)


def test_an_import_outcome_names_its_file_once_whatever_refused_it(tmp_path):
    history = History.open(tmp_path / "history.sqlite").history
    for kind, path in bad_files(tmp_path / "games").items():
        outcome = import_file(history, path)
        assert outcome.why is not None, kind
        named_once(outcome.why.english(), path)


def test_one_place_puts_a_files_name_before_a_sentence(tmp_path):
    what = sentence("cannot read the file ({reason})", reason="gone")
    assert about_file("g.json", what).english() == "g.json: cannot read the file (gone)"
    placed = about_file("g.json", what, "players[0]")
    assert placed.english() == "g.json: players[0]: cannot read the file (gone)"
    with pytest.raises(GameFileError) as error:
        load_game(bad_files(tmp_path)["long name"])
    assert str(error.value).startswith(f"{shown_name(tmp_path / LONG)}: not valid JSON")
    assert len(shown_name(tmp_path / LONG)) == 60
