"""``alhambra-gui photo`` run in-process: its JSON, its grid and its errors (one sentence, exit 2)."""

from __future__ import annotations

import io
import json

import pytest
from PIL import Image

from alhambra_gui import cli
from alhambra_gui.__main__ import main as entry_point
from alhambra_gui.photo.cli import main

from .photo_scene import render_scene


@pytest.fixture(scope="module")
def city(tmp_path_factory):
    """A photo file of a small city, the arguments that place its block, and its truth."""
    s = render_scene(31, 8, strays=1)
    path = tmp_path_factory.mktemp("photo") / "city.jpg"
    path.write_bytes(s.jpeg)
    corners = ",".join(f"{v:.2f}" for point in s.corners for v in point)
    return str(path), ["--corners", corners, "--grid", f"{s.cols}x{s.rows}"], s


def run(args: list[str]) -> tuple[int, str]:
    out = io.StringIO()
    return main(args, out), out.getvalue()


def test_json_lists_every_cell_row_major_and_the_fountain(city):
    path, where, scene = city
    code, text = run([path, *where, "--json"])
    assert code == 0
    data = json.loads(text)
    assert [(c["col"], c["row"]) for c in data["cells"]] == [
        (c, r) for r in range(scene.rows) for c in range(scene.cols)]
    assert data["fountain"] == {"col": scene.fountain[0], "row": scene.fountain[1]}
    assert [(c["kind"], c["type"], c["walls"]) for c in data["cells"]] == [
        (c["kind"], c["type"], c["walls"]) for c in scene.cells]
    assert data["doubt"] is False and data["doubt_reason"] == ""  # issue 29: always said


def test_calibration_cells_are_taken_from_the_command_line(city):
    path, where, scene = city
    building = next(c for c in scene.cells if c["kind"] == "building")
    code, text = run([path, *where, "--known", f"{building['col']},{building['row']}=empty", "--json"])
    assert code == 0
    cell = json.loads(text)["cells"][building["row"] * scene.cols + building["col"]]
    assert cell["kind"] == "empty" and cell["confidence"] == 1.0


def test_without_json_a_readable_grid(city):
    path, where, scene = city
    code, text = run([path, *where])
    assert code == 0
    lines = text.splitlines()
    assert lines[0].split() == [str(c) for c in range(scene.cols)]
    assert len(lines) == scene.rows + 2
    fountain_row = lines[1 + scene.fountain[1]].split()
    assert fountain_row[0] == str(scene.fountain[1]) and "F" in fountain_row


def test_the_app_command_dispatches_photo_without_qt(city, capsys):
    path, where, _ = city
    assert "photo" in cli.COMMANDS
    assert entry_point(["photo", path, *where, "--json"]) == 0
    assert json.loads(capsys.readouterr().out)["cells"]


@pytest.mark.parametrize(("args", "message"), [
    (["--corners", "1,2,3", "--grid", "2x2"], "8 numbers"),
    (["--corners", "a,b,c,d,e,f,g,h", "--grid", "2x2"], "8 numbers"),
    (["--corners", "0,0,10,0,0,10,10,10", "--grid", "2x2"], "NW, NE, SE, SW"),
    (["--corners", "0,0,10,0,10,10,0,10", "--grid", "2by2"], "COLSxROWS"),
    (["--corners", "0,0,10,0,10,10,0,10", "--grid", "0x2"], "1 to 55 columns"),
    (["--corners", "0,0,10,0,10,10,0,10", "--grid", "2x2", "--known", "2,0=garden"], "outside"),
    (["--corners", "0,0,10,0,10,10,0,10", "--grid", "2x2", "--known", "0,0=castle"], "not one of"),
    (["--corners", "0,0,10,0,10,10,0,10", "--grid", "2x2", "--known", "garden"], "COL,ROW=TYPE"),
    (["--grid", "2x2"], "--corners and --grid go together"),
    (["--corners", "0,0,10,0,10,10,0,10", "--grid", "2x2", "--colour"], "--colour is not an option"),
])
def test_bad_arguments_say_what_is_wrong_in_one_sentence(city, capsys, args, message):
    path, _, _ = city
    assert main([path, *args], io.StringIO()) == 2
    err = capsys.readouterr().err
    assert message in err
    assert err.count("\n") == 1 and err.startswith("alhambra-gui photo: error: ")
    assert err.rstrip().endswith(".")
    assert "Traceback" not in err


@pytest.mark.parametrize("content", [None, b"", b"GIF89a not really", "png-cut"])
def test_an_unreadable_photo_says_so_in_one_sentence(tmp_path, capsys, content):
    path = tmp_path / "city.png"
    if content == "png-cut":
        buffer = io.BytesIO()
        Image.new("RGB", (300, 300), (200, 180, 90)).save(buffer, "PNG")
        path.write_bytes(buffer.getvalue()[:200])
    elif content is not None:
        path.write_bytes(content)
    code = main([str(path), "--corners", "10,10,290,10,290,290,10,290", "--grid", "2x2"], io.StringIO())
    err = capsys.readouterr().err
    assert code == 2
    assert err.count("\n") == 1 and str(path) in err and "Traceback" not in err
