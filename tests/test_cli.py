"""The ``alhambra-gui`` command (spec/game-file.md): in-process through ``cli.main``, with
its output and standard error captured, and once as the installed command in a process."""

from __future__ import annotations

import contextlib
import io
import json
import os
import shutil
import subprocess
import sys
from dataclasses import dataclass
from pathlib import Path

import pytest
from hypothesis import given
from hypothesis import strategies as st

from alhambra_gui.__main__ import main as entry_point
from alhambra_gui.cli import main
from alhambra_gui.engine import Tile, Walls, load_game
from alhambra_gui.engine.names import column_width, pad
from tests.conftest import with_empty_modules

REPO = Path(__file__).resolve().parents[1]
EXAMPLES_DIR = REPO / "tests" / "data"
EXAMPLES = ["three-players", "two-players-dirk"]
COMMAND = shutil.which("alhambra-gui", path=os.path.dirname(sys.executable))
QT = ("PySide6", "shiboken6")


def base_command() -> tuple[list[str], dict[str, str]]:
    """The installed script; ``python -m alhambra_gui`` from the checkout only if it is missing."""
    env = dict(os.environ)
    if COMMAND:
        return [COMMAND], env
    env["PYTHONPATH"] = os.pathsep.join(filter(None, [str(REPO), env.get("PYTHONPATH")]))
    return [sys.executable, "-m", "alhambra_gui"], env


@dataclass(frozen=True)
class Result:
    """What a run of the command left: its exit code, standard output and standard error."""

    returncode: int
    stdout: str
    stderr: str


def run(*args: str, command=main) -> Result:
    """The command in this process; anything written to sys.stdout counts as output too."""
    out, err = io.StringIO(), io.StringIO()
    with contextlib.redirect_stdout(out), contextlib.redirect_stderr(err):
        try:
            code = command(list(args), out) if command is main else command(list(args))
        except SystemExit as done:  # argparse: bad arguments, --help, --version
            code = done.code if isinstance(done.code, int) else 1
    return Result(code, out.getvalue(), err.getvalue())


def run_json(*args: str) -> tuple[int, object]:
    result = run(*args, "--json")
    assert result.stderr == ""
    return result.returncode, json.loads(result.stdout)


def example(name: str) -> str:
    return str(EXAMPLES_DIR / f"{name}.json")


def expected(name: str) -> dict:
    return json.loads((EXAMPLES_DIR / f"{name}.expected.json").read_text(encoding="utf-8"))


def assert_rejected(result: Result, *fragments: str) -> None:
    assert result.returncode == 2
    assert result.stdout == ""
    lines = result.stderr.splitlines()
    assert len(lines) == 1, result.stderr
    assert lines[0].startswith("alhambra-gui: error: ")
    assert "Traceback" not in result.stderr
    for fragment in fragments:
        assert fragment in lines[0]


def write_game(tmp_path: Path, players: list[dict], name: str = "game.json", **top) -> str:
    path = tmp_path / name
    data = {"format": "alhambra-game", "version": 1, "players": players, **top}
    path.write_text(json.dumps(data), encoding="utf-8")
    return str(path)


# ---- check and score on the shared examples -----------------------------------------------

@pytest.mark.parametrize("name", EXAMPLES)
def test_check_json_equals_the_expected_output(name):
    code, output = run_json("check", example(name))
    assert code == 0
    assert output == expected(name)["check"]


@pytest.mark.parametrize("round_", ["1", "2", "3"])
@pytest.mark.parametrize("name", EXAMPLES)
def test_score_json_equals_the_expected_output(name, round_):
    code, output = run_json("score", example(name), "--round", round_)
    assert code == 0
    assert output == with_empty_modules(expected(name)[f"score --round {round_}"])


def test_check_table_is_readable():
    result = run("check", example("three-players"))
    assert result.returncode == 0
    lines = result.stdout.splitlines()
    assert [line.split()[0] for line in lines] == ["Anna", "Ben", "Chen"]
    assert all("legal" in line for line in lines)
    assert "longest wall 6" in lines[0] and "longest wall 4" in lines[1]


@pytest.mark.parametrize("name", EXAMPLES)
def test_score_table_is_readable(name):
    result = run("score", example(name), "--round", "3")
    assert result.returncode == 0 and result.stderr == ""
    text = result.stdout
    assert "Scoring 3" in text
    for player in expected(name)["score --round 3"]["players"]:
        row = next(line for line in text.splitlines() if line.startswith(player["name"]))
        assert row.split()[-1] == str(player["total"])
        assert row.split()[-2] == str(player["wall"])
    dirk = expected(name)["score --round 3"]["dirk"]
    dirk_rows = [line for line in text.splitlines() if line.startswith("Dirk")]
    assert len(dirk_rows) == (1 if dirk else 0)
    if dirk:
        assert dirk_rows[0].split()[-1] == str(dirk["total"])


@pytest.mark.parametrize("command", [("check",), ("score", "--round", "3")])
def test_columns_line_up_after_wide_and_accented_names(tmp_path, command):
    """A Chinese name takes two terminal columns a character, "é" typed as e + accent one:
    the columns after them start where they start after "Anna" (李明 pushed them two to the
    left, an accent one to the right)."""
    data = json.loads(Path(example("three-players")).read_text(encoding="utf-8"))
    data["players"][1]["name"], data["players"][2]["name"] = "李明", "Rene\u0301e"
    renamed = tmp_path / "renamed.json"
    renamed.write_text(json.dumps(data), encoding="utf-8")
    result = run(*command[:1], str(renamed), *command[1:])
    assert result.returncode == 0, result.stderr
    rows = [line for line in result.stdout.splitlines() if line.startswith(("Anna", "李明", "Rene"))]
    assert len(rows) == 3
    ends = {tuple(token_ends(row)[1:]) for row in rows}
    assert len(ends) == 1, rows  # every column after the name ends where the others' do


def token_ends(row: str) -> list[int]:
    """The terminal column where each space-separated word of ``row`` ends."""
    ends, column, inside = [], 0, False
    for character in row:
        if character == " " and inside:
            ends.append(column)
        inside = character != " "
        column += column_width(character)
    return [*ends, column]


def token_starts(row: str) -> list[int]:
    """The terminal column where each space-separated word of ``row`` starts."""
    starts, column, before = [], 0, " "
    for character in row:
        if character != " " and before == " ":
            starts.append(column)
        before = character
        column += column_width(character)
    return starts


@given(st.text(max_size=12), st.integers(min_value=0, max_value=30), st.booleans())
def test_a_padded_text_takes_its_width_and_keeps_its_text(text, width, right):
    padded = pad(text, width, right=right)
    assert padded.strip(" ") == text.strip(" ") or text.strip(" ") == ""
    assert column_width(padded) == max(width, column_width(text))


# ---- exit codes ---------------------------------------------------------------------------------

def test_check_exits_1_when_a_city_breaks_a_rule(tmp_path):
    path = write_game(tmp_path, [
        {"name": "Anna", "city": [{"x": 1, "y": 0, "type": "seraglio", "price": 7, "walls": "W"}]},
        {"name": "Ben", "city": [{"x": 0, "y": 1, "type": "garden", "price": 11, "walls": ""}]}])
    code, output = run_json("check", path)
    assert code == 1
    assert output == {"players": [
        {"name": "Anna", "legal": False, "longest_wall": 0, "violations": [
            {"rule": "wall_mismatch", "x": 1, "y": 0, "side": "W"},
            {"rule": "unreachable", "x": 1, "y": 0}]},
        {"name": "Ben", "legal": True, "longest_wall": 0, "violations": []}]}
    table = run("check", path)
    assert table.returncode == 1
    assert "wall_mismatch" in table.stdout and "unreachable" in table.stdout
    assert "Ben" in table.stdout


def test_check_reports_holes_and_stray_tiles(tmp_path):
    ring = [(1, 0), (2, 0), (2, 1), (2, 2), (1, 2), (0, 2), (0, 1)]
    open_tiles = [("pavilion", 8), ("seraglio", 9), ("arcades", 9), ("arcades", 10),
                  ("chambers", 10), ("chambers", 11), ("garden", 11), ("tower", 12)]
    city = [{"x": x, "y": y, "type": t, "price": p, "walls": ""}
            for (x, y), (t, p) in zip([*ring, (5, 5)], open_tiles, strict=True)]
    code, output = run_json("check", write_game(tmp_path, [{"name": "Anna", "city": city}]))
    assert code == 1
    assert output["players"][0]["violations"] == [
        {"rule": "hole", "x": 1, "y": 1}, {"rule": "not_adjacent", "x": 5, "y": 5}]


@pytest.mark.parametrize("command", [["check"], ["score", "--round", "1"],
                                     ["moves", "--player", "Anna", "--type", "tower", "--price", "12"]])
def test_broken_file_exits_2_with_one_line(tmp_path, command):
    path = write_game(tmp_path, [{"name": "Anna", "city": [
        {"x": 1, "y": 0, "type": "pavilion", "price": 8, "walls": ""},
        {"x": 0, "y": 1, "type": "tower", "price": 12, "walls": ""},
        {"x": 0, "y": -1, "type": "garden", "price": 11, "walls": ""},
        {"x": 0, "y": -2, "type": "garden", "price": 8, "walls": "NS"}]}])
    assert_rejected(run(command[0], path, *command[1:]),
                    'game.json: players[0].city[3]: no tile garden 8 with walls "NS"')


@pytest.mark.parametrize(("content", "fragment"), [
    ("{not json", "game.json: not valid JSON"),
    ('{"format": "alhambra-game", "version": 9, "players": []}', "game.json: version:"),
    ("[]", "game.json: "),
])
def test_unreadable_files_exit_2(tmp_path, content, fragment):
    path = tmp_path / "game.json"
    path.write_text(content, encoding="utf-8")
    assert_rejected(run("check", str(path), "--json"), fragment)


def test_missing_file_exits_2(tmp_path):
    assert_rejected(run("score", str(tmp_path / "gone.json"), "--round", "2"), "gone.json")


def test_bad_arguments_exit_2():
    result = run("score", example("three-players"), "--round", "4")
    assert result.returncode == 2 and "Traceback" not in result.stderr


# ---- moves ------------------------------------------------------------------------------------------

def expected_moves(path: str, player: str, tile) -> list[dict]:
    """Independently: every neighbouring cell, fully validated after building there."""
    city = load_game(path).player(player).city
    cells = {near for cell in city.cells() for _, near in cell.neighbours()} - city.cells()
    result = []
    for cell in sorted(cells, key=lambda c: (c.y, c.x)):
        after = city.copy()
        after.put(cell, tile)
        if not after.violations():
            result.append({"x": cell.x, "y": cell.y, "longest_wall": after.longest_wall()})
    return result


@pytest.mark.parametrize(("player", "args"), [
    ("Anna", ["--type", "tower", "--price", "13"]),  # in Anna's own reserve; unique without --walls
    ("Anna", ["--type", "garden", "--price", "12"]),  # free
    ("Ben", ["--type", "garden", "--price", "8", "--walls", "NE"]),
    ("Ben", ["--type", "seraglio", "--price", "9", "--walls", ""]),
])
def test_moves_json(player, args):
    code, output = run_json("moves", example("two-players-dirk"), "--player", player, *args)
    assert code == 0
    game = load_game(example("two-players-dirk"))
    tile = game.variant.tiles_named(args[1], int(args[3]))
    if "--walls" in args:
        tile = [t for t in tile if str(t.walls) == args[5]]
    assert len(tile) == 1
    assert output["tile"] == game.variant.tile_to_dict(tile[0])
    assert output["cells"] == expected_moves(example("two-players-dirk"), player, tile[0])
    assert output["cells"]
    cells = [(c["y"], c["x"]) for c in output["cells"]]
    assert cells == sorted(cells)


def test_moves_table_is_readable():
    result = run("moves", example("two-players-dirk"), "--player", "Anna", "--type", "garden",
                 "--price", "12")
    assert result.returncode == 0
    lines = result.stdout.splitlines()
    assert "Anna" in lines[0] and "garden 12" in lines[0]
    count = len(expected_moves(example("two-players-dirk"), "Anna", load_game(
        example("two-players-dirk")).variant.tiles_named("garden", 12)[0]))
    assert f"{count} cell(s)" in lines[0]
    assert len(lines) == 2 + count  # summary, header, one row per cell


@pytest.mark.parametrize(("args", "fragments"), [
    (["--player", "Anna", "--type", "garden", "--price", "8"], ["garden 8", "--walls", '"SW"', '"NE"']),
    (["--player", "Anna", "--type", "tower", "--price", "8"], ["Ben's reserve"]),
    (["--player", "Anna", "--type", "pavilion", "--price", "5"], ["with Dirk"]),
    (["--player", "Ben", "--type", "tower", "--price", "7"], ["Anna's city at (1, -3)"]),
    (["--player", "Zed", "--type", "tower", "--price", "12"], ["Zed"]),
    (["--player", "Anna", "--type", "garden", "--price", "8", "--walls", "NS"], ['"NS"']),
    (["--player", "Anna", "--type", "garden", "--price", "14"], ["garden 14"]),
    (["--player", "Anna", "--type", "castle", "--price", "8"], ["castle"]),
    (["--player", "Anna", "--type", "tower"], ["--price"]),
])
def test_moves_refusals_exit_2(args, fragments):
    assert_rejected(run("moves", example("two-players-dirk"), *args, "--json"), *fragments)


def test_moves_for_granada(tmp_path):
    path = write_game(tmp_path, [
        {"name": "Ana", "city": [{"x": 1, "y": 0, "type": "library", "value": 11, "moats": "NE"}]},
        {"name": "Bo", "city": []}], variant="granada")
    code, output = run_json("moves", path, "--player", "Ana", "--type", "park", "--value", "4",
                            "--moats", "S")
    assert code == 0
    assert output["tile"] == {"type": "park", "value": 4, "moats": "S"}
    assert [(c["x"], c["y"]) for c in output["cells"]] == [(-1, 0), (0, 1), (1, 1)]
    assert output["cells"] == expected_moves(path, "Ana", Tile("park", 4, Walls("S")))
    taken = run("moves", path, "--player", "Bo", "--type", "library", "--value", "11", "--json")
    assert_rejected(taken, "Ana's city")


# ---- the installed command, and no Qt ------------------------------------------------------------

def test_the_installed_command_runs_and_never_imports_qt():
    """The one test in a process of its own: the entry point as installed, with Python's
    import log (PYTHONPROFILEIMPORTTIME) showing every module the command imported."""
    command, env = base_command()
    env["PYTHONPROFILEIMPORTTIME"] = "1"
    result = subprocess.run([*command, "check", example("three-players"), "--json"],
                            capture_output=True, text=True, timeout=120, env=env, cwd=EXAMPLES_DIR)
    assert result.returncode == 0, result.stderr
    assert json.loads(result.stdout) == expected("three-players")["check"]
    imported = [line.split("|")[-1].strip() for line in result.stderr.splitlines()
                if line.startswith("import time:")]
    assert "alhambra_gui.cli" in imported
    assert not [m for m in imported if m.startswith(QT)]
    assert "shutil" not in imported  # argparse's own help formatter imports it for the width


@pytest.mark.parametrize("columns", [50, 120])
def test_the_help_is_as_wide_as_the_terminal(monkeypatch, capsys, columns):
    """The help's width is found as argparse finds it ($COLUMNS, else the terminal)."""
    monkeypatch.setenv("COLUMNS", str(columns))
    with pytest.raises(SystemExit):
        main(["score", "--help"])
    lines = capsys.readouterr().out.splitlines()
    assert any("--before-leftover" in line for line in lines)
    whole = [line for line in lines if "other points for a player in this scoring (repeatable)" in line]
    assert bool(whole) == (columns > 100)  # the option's help on one line only where it has room


@pytest.fixture
def without_qt():
    """Qt cannot be imported while the test runs (its modules are set to None in
    sys.modules, which makes an import fail), and is back afterwards."""
    saved = {name: module for name, module in sys.modules.items() if name.startswith(QT)}
    sys.modules.update(dict.fromkeys([*saved, *QT]))
    yield
    for name in QT:
        sys.modules.pop(name, None)
    sys.modules.update(saved)


@pytest.mark.parametrize("args", [
    ["check", "two-players-dirk"], ["score", "two-players-dirk", "--round", "2"],
    ["moves", "two-players-dirk", "--player", "Ben", "--type", "tower", "--price", "12"],
])
def test_the_commands_import_no_qt_when_they_run(without_qt, args):
    args = [example(a) if a in EXAMPLES else a for a in args]
    result = run(*args, command=entry_point)
    assert (result.returncode, result.stderr) == (0, "")


def test_app_help_and_version_need_no_qt(without_qt):
    result = run("--help", command=entry_point)
    assert result.returncode == 0
    assert "usage: alhambra-gui [-h] [--version] [file]" in result.stdout
    assert "check|score|moves" in result.stdout
    assert run("--version", command=entry_point).stdout.startswith("alhambra-gui ")


def test_granada_check_speaks_of_moats(tmp_path):
    game = {"format": "alhambra-game", "version": 1, "variant": "granada", "players": [
        {"name": "Ana", "city": [{"x": 1, "y": 0, "type": "library", "value": 11, "moats": "W"}]}]}
    path = tmp_path / "granada.json"
    path.write_text(json.dumps(game), encoding="utf-8")
    result = run("check", str(path))
    assert result.returncode == 1
    assert "at (1, 0) its moat to the west meets a land side of the fountain" in result.stdout
    assert "longest moat 0" in result.stdout and "wall" not in result.stdout.replace("wall_mismatch", "")


@pytest.mark.parametrize("command", [["check"], ["score", "--round", "1"],
                                     ["moves", "--player", "A", "--type", "tower"]])
def test_an_unrecognised_argument_is_echoed_printable(command, capsys):
    """A terminal's escape sequence among the arguments never reaches the terminal."""
    with pytest.raises(SystemExit) as ended:
        main([*command, "game.json", "\x1b[31mred\x1b]0;pwned\x07"])
    err = capsys.readouterr().err
    assert ended.value.code == 2
    assert "unrecognized arguments: \\u001b[31mred\\u001b]0;pwned\\u0007" in err
    assert all(c.isprintable() or c == "\n" for c in err)


def test_a_name_typed_where_the_locale_is_ascii_is_the_name(tmp_path):
    """``LC_ALL=C`` without Python's UTF-8 mode: "安娜" reached the command as lone surrogates
    and matched no one; the output, ASCII there, writes the name as \\uXXXX."""
    path = tmp_path / "game.json"
    data = json.loads((Path(__file__).parent / "data" / "three-players.json").read_text(encoding="utf-8"))
    data["players"][0]["name"] = "安娜"
    path.write_text(json.dumps(data, ensure_ascii=False), encoding="utf-8")
    env = {k: v for k, v in os.environ.items() if not k.startswith(("LC_", "LANG", "PYTHONIOENCODING"))}
    done = subprocess.run([sys.executable, "-m", "alhambra_gui", "moves", str(path), "--player", "安娜",
                           "--type", "pavilion", "--price", "8"], capture_output=True,
                          env={**env, "LC_ALL": "C", "PYTHONUTF8": "0"}, timeout=60)
    assert done.returncode == 0, done.stderr
    first = done.stdout.decode("ascii").splitlines()[0]
    assert first == "pavilion 8 no walls in \\u5b89\\u5a1c's city: 4 cell(s)"


@pytest.mark.parametrize(("command", "own", "others"), [
    (["score", str(EXAMPLES_DIR / "three-players.json"), "--round", "3"], "--round", "--player"),
    (["check", str(EXAMPLES_DIR / "three-players.json")], "--json", "--round"),
])
def test_a_command_builds_only_its_own_arguments(monkeypatch, command, own, others):
    """``score`` and ``check`` build no argument of the other commands (``moves`` alone has
    fourteen); the help without a command lists every command."""
    import argparse

    added: list[str] = []
    add_argument = argparse._ActionsContainer.add_argument

    def recorded(container, *names, **options):
        added.extend(names)
        return add_argument(container, *names, **options)

    monkeypatch.setattr(argparse._ActionsContainer, "add_argument", recorded)
    main(command, io.StringIO())
    assert own in added and others not in added
    out = io.StringIO()
    with contextlib.redirect_stdout(out), pytest.raises(SystemExit):
        main(["--help"], io.StringIO())
    assert all(name in out.getvalue() for name in ("check", "score", "moves"))
