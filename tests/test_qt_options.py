"""Issue 10, finding 13: Qt's own command-line options reach Qt, and without a display the app
says so in one sentence and exits 1 (no abort, no dump of Qt's plugin messages)."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from alhambra_gui.__main__ import main
from alhambra_gui.qt_options import display_problem, requested_platform, split_qt_args

REPO = Path(__file__).resolve().parents[1]
DISPLAY_VARIABLES = ("DISPLAY", "WAYLAND_DISPLAY", "QT_QPA_PLATFORM")


def app_env(tmp_path: Path, **extra: str) -> dict[str, str]:
    """The environment without any display, its per-user folders in ``tmp_path``."""
    env = {k: v for k, v in os.environ.items() if k not in DISPLAY_VARIABLES}
    for name in ("HOME", "XDG_CONFIG_HOME", "XDG_DATA_HOME", "XDG_CACHE_HOME", "XDG_RUNTIME_DIR"):
        env[name] = str(tmp_path / name.lower())
    env["PYTHONPATH"] = os.pathsep.join(filter(None, [str(REPO), env.get("PYTHONPATH")]))
    return {**env, **extra}


def run_app(tmp_path: Path, *args: str, module: str = "alhambra_gui", **env: str):
    return subprocess.run([sys.executable, "-m", module, *args], capture_output=True, text=True,
                          env=app_env(tmp_path, **env), cwd=tmp_path, timeout=120, check=False)


# ---- which arguments are Qt's -----------------------------------------------------------------
@pytest.mark.parametrize(("args", "ours", "qt"), [
    (["-style", "fusion", "game.json"], ["game.json"], ["-style", "fusion"]),
    (["game.json", "--style", "fusion"], ["game.json"], ["--style", "fusion"]),
    (["-style=fusion", "-reverse", "--widgetcount"], [], ["-style=fusion", "-reverse", "--widgetcount"]),
    (["-platform", "offscreen:configfile=s.json", "-qwindowgeometry", "800x600+0+0"], [],
     ["-platform", "offscreen:configfile=s.json", "-qwindowgeometry", "800x600+0+0"]),
    (["--version", "-h", "--bogus"], ["--version", "-h", "--bogus"], []),
    (["--", "-reverse"], ["--", "-reverse"], []),  # a file of that name
    (["-platform=offscreen"], ["-platform=offscreen"], []),  # not a form Qt reads
])
def test_qt_options_are_told_from_the_apps(args, ours, qt):
    assert split_qt_args(args) == (ours, qt)


@pytest.mark.skipif(sys.platform in ("win32", "darwin"), reason="X11/Wayland systems only")
def test_a_qt_option_is_not_refused(capsys, monkeypatch, tmp_path):
    """Before: argparse refused "-style" and took "fusion" for the file (exit 2). Now the
    options pass, and without a display the app stops before Qt with its sentence."""
    for name in DISPLAY_VARIABLES:
        monkeypatch.delenv(name, raising=False)
    monkeypatch.setenv("XDG_RUNTIME_DIR", str(tmp_path))
    assert main(["-style", "fusion", "-reverse", "game.json"]) == 1
    assert "no display" in capsys.readouterr().err


def test_unknown_options_are_still_refused(capsys):
    with pytest.raises(SystemExit) as done:
        main(["--bogus"])
    assert done.value.code == 2
    assert "--bogus" in capsys.readouterr().err


# ---- is there a display -----------------------------------------------------------------------
@pytest.mark.parametrize(("qt", "env", "system", "problem"), [
    ([], {}, "linux", True),
    ([], {"DISPLAY": ":0"}, "linux", False),
    ([], {"WAYLAND_DISPLAY": "wayland-0"}, "linux", False),
    ([], {"QT_QPA_PLATFORM": "offscreen"}, "linux", False),
    (["-platform", "offscreen"], {}, "linux", False),
    (["-platform", "xcb"], {"QT_QPA_PLATFORM": "offscreen"}, "linux", True),  # -platform wins
    ([], {"QT_QPA_PLATFORM": "xcb"}, "linux", True),
    ([], {"QT_QPA_PLATFORM": "wayland;xcb", "DISPLAY": ":0"}, "linux", False),
    (["-display", ":1"], {}, "freebsd14", False),
    ([], {}, "win32", False),
    ([], {}, "darwin", False),
])
def test_display_problem(qt, env, system, problem):
    found = display_problem(qt, env, system)
    assert (found is not None) == problem
    if found:
        assert "no display" in found and "check" in found and "\n" not in found


def test_a_wayland_socket_counts_as_a_display(tmp_path):
    (tmp_path / "wayland-0").touch()
    assert display_problem([], {"XDG_RUNTIME_DIR": str(tmp_path)}, "linux") is None


def test_requested_platform():
    assert requested_platform(["--platform", "vnc"], {"QT_QPA_PLATFORM": "xcb"}) == "vnc"
    assert requested_platform([], {"QT_QPA_PLATFORM": "wayland;xcb"}) == "wayland;xcb"
    assert requested_platform([], {}) == ""


# ---- in a process of its own ------------------------------------------------------------------
@pytest.mark.skipif(sys.platform in ("win32", "darwin"), reason="X11/Wayland systems only")
def test_without_a_display_one_sentence_and_exit_1(tmp_path):
    """Before: Qt's xcb messages and an abort (a core dump, exit code -6)."""
    result = run_app(tmp_path)
    assert result.returncode == 1
    lines = result.stderr.strip().splitlines()
    assert len(lines) == 1, result.stderr
    assert "no display" in lines[0] and "alhambra-gui check" in lines[0]
    assert "qt.qpa" not in result.stderr and "Aborted" not in result.stderr


@pytest.mark.skipif(sys.platform in ("win32", "darwin"), reason="X11/Wayland systems only")
def test_an_unreachable_display_is_one_sentence_too(tmp_path):
    """DISPLAY set, but no X server there (or the xcb libraries missing): Qt's fatal error
    becomes one sentence naming the packages, exit 1, no abort."""
    result = run_app(tmp_path, DISPLAY=":31999")
    assert result.returncode == 1, result.stderr
    lines = result.stderr.strip().splitlines()
    assert len(lines) == 1, result.stderr
    assert lines[0].startswith("alhambra-gui: Qt could not open a window")
    assert "libxcb-cursor0" in lines[0] and "check" in lines[0]


def test_qt_options_reach_qt(tmp_path):
    """The real start-up path, with Qt's options on the command line: the app runs with them."""
    result = run_app(tmp_path, "-platform", "offscreen", "-style", "fusion", "-reverse",
                     module="tests.window_probe")
    assert result.returncode == 0, result.stderr
    found = json.loads(result.stdout)
    assert found["platform"] == "offscreen"
    assert found["style"] == "fusion"
    assert found["direction"] == "RightToLeft"
