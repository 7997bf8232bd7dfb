"""Hostile files and odd text (issue 8): each finding, driven as it was found."""

from __future__ import annotations

import errno
import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from alhambra_gui.cli import main as cli_main
from alhambra_gui.engine import (
    Game,
    GameFileError,
    IllegalMoveError,
    Player,
    Tile,
    Walls,
    game_from_dict,
    load_game,
    save_game,
)
from alhambra_gui.engine.names import name_key
from alhambra_gui.engine.unknown import frozen
from tests.conftest import DATA

BASE = json.loads((DATA / "three-players.json").read_text(encoding="utf-8"))


def with_name(name: str, seat: int = 0) -> dict:
    data = json.loads(json.dumps(BASE))
    data["players"][seat]["name"] = name
    return data


def refused(data: dict) -> str:
    with pytest.raises(GameFileError) as error:
        game_from_dict(data, "game.json")
    return str(error.value)


def run_check(path: Path, *extra: str) -> tuple[int, str, str]:
    import io
    from contextlib import redirect_stderr

    out, err = io.StringIO(), io.StringIO()
    with redirect_stderr(err):
        code = cli_main(["check", str(path), *extra], out)
    return code, out.getvalue(), err.getvalue()


# ---- 1, 2, 12, 14, 15: names ------------------------------------------------------------------

@pytest.mark.parametrize(("name", "fragment"), [
    ("<img src=/dev/zero>\x1b[31m", "holds a control character"),
    ("\x1b]0;pwned\x07", "holds a control character"),
    ("Anna\u202ewins", "holds a text-direction control character"),
    ("Ben\u2067", "holds a text-direction control character"),
    ("A\ud800", "holds a broken character (a lone surrogate)"),
    ("\u200b", "has nothing visible"),
    ("\u200b \u2060", "has nothing visible"),
    ("\u3164", "has nothing visible"),  # the Hangul filler: a letter to Unicode, drawn as nothing
    ("\u115f\u3164", "has nothing visible"),
    ("\u2800 \u2800", "has nothing visible"),  # the blank Braille pattern
    ("Ｄｉｒｋ", "is reserved for the imaginary third player"),
    ("dirk\u200b", "is reserved for the imaginary third player"),
])
def test_names_are_clean_by_rule(name, fragment):
    message = refused(with_name(name))
    assert message.startswith("game.json: players") and fragment in message
    assert all(c.isprintable() for c in message), "the message shows no raw control character"


@pytest.mark.parametrize("twin", ["Anna\u200b", "ANNA", "Ａｎｎａ", " anna", "Anna\u3164", "An\u2800na"])
def test_names_that_read_the_same_are_the_same_player(twin):
    message = refused(with_name(twin, seat=1))
    assert "two players have the same name" in message


def test_a_name_with_html_is_kept_as_text():
    game = game_from_dict(with_name("<img src=/dev/zero>"))
    assert game.players[0].name == "<img src=/dev/zero>"


def test_an_out_of_range_number_is_not_echoed_in_full():
    data = json.loads(json.dumps(BASE))
    data["players"][0]["money"] = {"denar": 10 ** 4000}
    message = refused(data)
    assert len(message) < 120 and "is out of range" in message


# ---- 3, 4, 6: what is read -----------------------------------------------------------------------

@pytest.mark.parametrize("special", ["/dev/zero", "/dev/urandom"])
def test_a_device_is_not_read_even_through_a_link(tmp_path, special):
    if not Path(special).exists():
        pytest.fail(f"{special} is expected on this system")
    link = tmp_path / "game.json"
    link.symlink_to(special)
    # In a process of its own: a check that read the device would never end, and the timeout
    # says so (TimeoutExpired) where a clock around it could only guess at a slow machine.
    result = subprocess.run([sys.executable, "-m", "alhambra_gui", "check", str(link)],
                            capture_output=True, text=True, timeout=30)
    assert (result.returncode, result.stdout) == (2, "")
    assert result.stderr.strip() == "alhambra-gui: error: game.json: not a game file (not a regular file)"


def test_a_fifo_does_not_hang_the_check(tmp_path):
    fifo = tmp_path / "game.json"
    os.mkfifo(fifo)
    result = subprocess.run([sys.executable, "-m", "alhambra_gui", "check", str(fifo)],
                            capture_output=True, text=True, timeout=30)
    assert result.returncode == 2 and "not a regular file" in result.stderr


def test_nesting_too_deep_is_a_load_error_and_moderate_nesting_edits_and_saves(tmp_path):
    deep = json.loads(json.dumps(BASE))
    deep["notes"] = json.loads("[" * 600 + "]" * 600)
    assert "nested more than 32 levels deep" in refused(deep)
    fine = json.loads(json.dumps(BASE))
    fine["notes"] = json.loads("[" * 25 + "1" + "]" * 25)
    game = game_from_dict(fine)
    copy = game.copy()
    copy.build("Anna", Tile("garden", 8, Walls("SW")), (0, 2))
    save_game(copy, tmp_path / "saved.json")
    assert load_game(tmp_path / "saved.json").extra == fine_extra(fine)


def fine_extra(data: dict) -> dict:
    """The unknown field as the game keeps it: frozen (arrays as tuples), written back the same."""
    return {"notes": frozen(data["notes"])}


def test_a_lone_surrogate_anywhere_is_a_load_error_and_a_save_with_one_fails_cleanly(tmp_path):
    data = json.loads(json.dumps(BASE))
    data["note"] = "fine\ud800"
    assert refused(data) == ("game.json: note: the text 'fine\\ud800' holds a broken character "
                             "(a lone surrogate)")
    game = Game([Player("Anna")])
    game.extra = {"note": "\udc00"}  # made by a program, not read from a file
    target = tmp_path / "game.json"
    with pytest.raises(GameFileError, match="text that is not valid Unicode"):
        save_game(game, target)
    assert list(tmp_path.iterdir()) == []


# ---- 9: forced moves ----------------------------------------------------------------------------

@pytest.mark.parametrize("target", [(0, 0), (1, 0)])
def test_a_forced_move_onto_a_taken_cell_or_the_fountain_changes_nothing(target):
    game = Game([Player("Anna")])
    game.build("Anna", Tile("garden", 10, Walls("")), (1, 0))
    game.build("Anna", Tile("garden", 11, Walls("")), (2, 0))
    before = game.copy()
    with pytest.raises(IllegalMoveError) as error:
        game.move("Anna", (2, 0), target, force=True)
    assert not all(v.forceable for v in error.value.violations)
    assert game == before


# ---- 10: saves that keep promises ----------------------------------------------------------------

def test_saving_through_a_link_writes_its_target_and_keeps_the_link(tmp_path):
    real = tmp_path / "real.json"
    save_game(Game(["Anna"]), real)
    link = tmp_path / "game.json"
    link.symlink_to(real)
    save_game(Game(["Ben"]), link)
    assert link.is_symlink()
    assert load_game(real).names == ["Ben"]


def test_a_read_only_file_is_refused_not_replaced(tmp_path, monkeypatch):
    target = tmp_path / "game.json"
    save_game(Game(["Anna"]), target)
    target.chmod(0o444)
    # CI runs as root, who may write anything: ask as a user would be answered.
    monkeypatch.setattr(os, "access", lambda path, mode: not (mode & os.W_OK))
    with pytest.raises(GameFileError, match="the file is read-only"):
        save_game(Game(["Ben"]), target)
    assert load_game(target).names == ["Anna"]


def test_the_longest_legal_file_name_saves(tmp_path):
    target = tmp_path / ("g" * 250 + ".json")  # 255 bytes
    save_game(Game(["Anna"]), target)
    assert load_game(target).names == ["Anna"]
    assert sorted(p.name for p in tmp_path.iterdir()) == [target.name]


def test_the_folder_is_flushed_after_the_rename(tmp_path, monkeypatch):
    synced = []
    real_fsync = os.fsync

    def fsync(descriptor):
        synced.append(os.path.isdir(f"/proc/self/fd/{descriptor}"))
        real_fsync(descriptor)

    monkeypatch.setattr(os, "fsync", fsync)
    save_game(Game(["Anna"]), tmp_path / "game.json")
    assert synced == [False, True]  # the file, then its folder


def test_a_failed_rename_leaves_no_temporary_file(tmp_path, monkeypatch):
    def broken(*_args):
        raise OSError(errno.EIO, "I/O error")

    monkeypatch.setattr(os, "replace", broken)
    with pytest.raises(GameFileError, match=r"^game\.json: cannot save \(I/O error\)$"):
        save_game(Game(["Anna"]), tmp_path / "game.json")
    assert list(tmp_path.iterdir()) == []


# ---- 11, 12: output ---------------------------------------------------------------------------

def test_check_json_on_a_cp1252_stdout_is_valid_json(tmp_path):
    data = with_name("陈")
    path = tmp_path / "game.json"
    path.write_text(json.dumps(data, ensure_ascii=False), encoding="utf-8")
    env = {**os.environ, "PYTHONIOENCODING": "cp1252"}
    result = subprocess.run([sys.executable, "-m", "alhambra_gui", "check", str(path), "--json"],
                            capture_output=True, timeout=60, env=env)
    assert result.returncode == 0, result.stderr
    assert json.loads(result.stdout.decode("cp1252"))["players"][0]["name"] == "陈"
    table = subprocess.run([sys.executable, "-m", "alhambra_gui", "check", str(path)],
                           capture_output=True, timeout=60, env=env)
    assert table.returncode == 0 and b"\\u9648" in table.stdout


def test_a_file_name_with_escape_sequences_is_shown_escaped(tmp_path):
    path = tmp_path / "\x1b]0;title\x07.json"
    path.write_text("{", encoding="utf-8")
    code, out, err = run_check(path)
    assert code == 2 and out == ""
    assert "\x1b" not in err and "\\u001b]0;title\\u0007.json" in err


# ---- 16: exact types --------------------------------------------------------------------------

@pytest.mark.parametrize("value", [False, {}, "", 0])
def test_scorings_must_be_a_list(value):
    data = json.loads(json.dumps(BASE))
    data["scorings"] = value
    assert refused(data).startswith("game.json: scorings: must be")


def test_wall_letters_are_ascii():
    data = json.loads(json.dumps(BASE))
    data["players"][0]["city"][0]["walls"] = "ſW"
    assert "must be distinct letters from NESW" in refused(data)


def test_moves_finds_a_player_by_name_as_the_file_rules_compare_names(capsys):
    import io

    out = io.StringIO()
    code = cli_main(["moves", str(DATA / "three-players.json"), "--player", "ＡＮＮＡ",
                     "--type", "garden", "--price", "8", "--walls", "SW", "--json"], out)
    assert code == 0, capsys.readouterr().err
    assert json.loads(out.getvalue())["cells"]
    assert name_key("ＡＮＮＡ") == name_key("Anna")


# ---- 13, 14: exports and sentences --------------------------------------------------------------

def test_csv_cells_that_look_like_formulas_are_neutralised(tmp_path, qtbot):
    import csv

    from alhambra_gui.widgets.score.export import export_csv, spreadsheet_safe

    game = Game([Player('=HYPERLINK("http://x","y")'), Player("+Ben"), Player("@Chen")])
    path = tmp_path / "scores.csv"
    export_csv(game, path, 1)
    with path.open(encoding="utf-8", newline="") as file:
        rows = list(csv.reader(file))
    names = [row[0] for row in rows[1:]]
    assert names == ['\'=HYPERLINK("http://x","y")', "'+Ben", "'@Chen"]
    assert spreadsheet_safe("-2") == "-2" and spreadsheet_safe("\tx") == "'\tx"


def test_csv_names_are_as_in_the_game_and_guarded_when_written_right_to_left(tmp_path, qtbot):
    """A right-to-left name was wrapped in direction isolates (it no longer matched the
    game), which also hid a formula from the guard."""
    import csv

    from alhambra_gui.widgets.score.export import export_csv, spreadsheet_safe

    names = ["אבי", '=HYPERLINK("http://x.example","א")', "Ben"]
    path = tmp_path / "scores.csv"
    export_csv(Game(names), path, 1)
    with path.open(encoding="utf-8", newline="") as file:
        written = [row[0] for row in list(csv.reader(file))[1:]]
    assert written == ["אבי", '\'=HYPERLINK("http://x.example","א")', "Ben"]
    assert spreadsheet_safe("\u2068=1+1\u2069") == "'\u2068=1+1\u2069"  # past invisible characters
    assert spreadsheet_safe("  @SUM(A1)") == "'  @SUM(A1)" and spreadsheet_safe(" -3") == " -3"


def test_a_right_to_left_name_is_isolated_in_sentences(qtbot):
    from alhambra_gui.app import labels
    from alhambra_gui.engine.names import isolated

    assert isolated("אבי") == "\u2068אבי\u2069"
    assert isolated("Anna") == "Anna" and isolated("陈") == "陈"
    assert labels.holder_name("אבי") == "\u2068אבי\u2069"
