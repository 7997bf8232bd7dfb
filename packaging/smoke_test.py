"""Smoke test of a built app: ``python packaging/smoke_test.py COMMAND [ARG ...]``.

COMMAND is the bundle's executable (``dist/alhambra-gui/alhambra-gui``, with ``.exe`` on
Windows) or any other way to start the app (``alhambra-gui``, ``python -m alhambra_gui``).
Three runs, each with scratch settings and data folders where the platform lets an
environment variable choose them (Linux: XDG; Windows and macOS ask the system, so there the
app's own settings and autosave are used):

1. ``--version`` prints ``alhambra-gui <the checkout's version>``;
2. ``check`` on the sample game answers in JSON with exit code 0 or 1;
3. the desktop app starts offscreen (``QT_QPA_PLATFORM=offscreen``), opens the sample game
   from its own resources, shows its window and quits by itself
   (``ALHAMBRA_GUI_QUIT_AFTER_SHOW=1``) with exit code 0;
4. ``history add`` takes a finished game (the sample game with its three scorings, made by
   the app's own ``history`` command from a scratch file) into a scratch history, and
   ``history list --json`` lists it;
5. the desktop app shows Game ▸ History's statistics, plotted with pyqtgraph, and the game's
   QR code (segno), then quits (``ALHAMBRA_GUI_QUIT_AFTER_SHOW=history``): exit code 0 and
   no traceback;
6. ``table`` serves a scratch copy of the sample game on loopback (aiohttp): its first line is
   the join URL, the phone page comes back from that address, and SIGTERM stops it with exit 0.

Prints one line per check with its time, then a count; exits 1 if any check failed.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
import tempfile
import time
from collections.abc import Callable, Sequence
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]
SAMPLE = REPO / "resources" / "samples" / "sample-game.json"
TIMEOUT = 120


def checkout_version() -> str:
    sys.path.insert(0, str(REPO))
    try:
        from alhambra_gui import __version__
    finally:
        sys.path.remove(str(REPO))
    return __version__


def scratch_env(folder: Path) -> dict[str, str]:
    """The environment with the per-user folders Qt reads from variables moved into ``folder``."""
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen")
    for name in ("HOME", "XDG_CONFIG_HOME", "XDG_DATA_HOME", "XDG_CACHE_HOME", "XDG_STATE_HOME"):
        env[name] = str(folder / name.lower())
    return env


def run(command: Sequence[str], args: Sequence[str], env: dict[str, str]) -> subprocess.CompletedProcess[str]:
    return subprocess.run([*command, *args], capture_output=True, text=True, env=env,
                          timeout=TIMEOUT, check=False)


def check_version(command: Sequence[str], env: dict[str, str]) -> str | None:
    result = run(command, ["--version"], env)
    expected = f"alhambra-gui {checkout_version()}"
    if result.returncode != 0 or result.stdout.strip() != expected:
        return f"expected {expected!r} and exit 0, got {result.returncode}: {result.stdout}{result.stderr}"
    return None


def check_sample(command: Sequence[str], env: dict[str, str]) -> str | None:
    result = run(command, ["check", str(SAMPLE), "--json"], env)
    if result.returncode not in (0, 1):
        return f"exit code {result.returncode}: {result.stderr}"
    try:
        answer = json.loads(result.stdout)
    except json.JSONDecodeError:
        return f"not JSON: {result.stdout!r} {result.stderr}"
    if not isinstance(answer, dict):
        return f"not a JSON object: {result.stdout!r}"
    return None


def check_gui(command: Sequence[str], env: dict[str, str]) -> str | None:
    result = run(command, [], dict(env, ALHAMBRA_GUI_QUIT_AFTER_SHOW="1"))
    if result.returncode != 0 or "Traceback" in result.stderr:
        return f"exit code {result.returncode}: {result.stderr}"
    return None


def finished_sample(folder: Path) -> Path:
    """The sample game with its three scorings recorded (each scoring's points are those the
    app's ``score`` command gives the cities as they stand)."""
    game = json.loads(SAMPLE.read_text(encoding="utf-8"))
    game["scorings"] = [{"round": r, "points": points} for r, points in SAMPLE_SCORINGS]
    path = folder / "finished.json"
    path.write_text(json.dumps(game), encoding="utf-8")
    return path


#: The sample game's three scorings (tests/test_packaging.py checks they are what `score` says).
SAMPLE_SCORINGS = ((1, {"Anna": 9, "Ben": 9, "Chen": 18}), (2, {"Anna": 28, "Ben": 24, "Chen": 43}),
                   (3, {"Anna": 55, "Ben": 59, "Chen": 75}))


def check_history(command: Sequence[str], env: dict[str, str]) -> str | None:
    folder = Path(env["XDG_DATA_HOME"]).parent
    env = dict(env, ALHAMBRA_GUI_HISTORY=str(folder / "smoke-history.sqlite"))
    added = run(command, ["history", "add", str(finished_sample(folder))], env)
    if added.returncode != 0:
        return f"history add: exit code {added.returncode}: {added.stdout}{added.stderr}"
    listed = run(command, ["history", "list", "--json"], env)
    try:
        games = json.loads(listed.stdout)["games"]
    except (json.JSONDecodeError, KeyError, TypeError):
        return f"history list: not the JSON of a list of games: {listed.stdout!r} {listed.stderr}"
    if len(games) != 1 or [p["total"] for p in games[0]["players"]] != [92, 92, 136]:
        return f"history list: expected the sample game, got {games!r}"
    return None


def check_history_gui(command: Sequence[str], env: dict[str, str]) -> str | None:
    folder = Path(env["XDG_DATA_HOME"]).parent
    result = run(command, [], dict(env, ALHAMBRA_GUI_QUIT_AFTER_SHOW="history",
                                   ALHAMBRA_GUI_HISTORY=str(folder / "smoke-history.sqlite")))
    if result.returncode != 0 or "Traceback" in result.stderr or "Error" in result.stderr:
        return f"exit code {result.returncode}: {result.stderr}"
    return None


def check_table(command: Sequence[str], env: dict[str, str]) -> str | None:
    import signal
    import urllib.request

    folder = Path(env["XDG_DATA_HOME"]).parent
    game = folder / "table.json"
    game.write_text(SAMPLE.read_text(encoding="utf-8"), encoding="utf-8")
    server = subprocess.Popen([*command, "table", str(game), "--host", "127.0.0.1", "--port", "0"],
                              stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True, env=env)
    try:
        url = server.stdout.readline().strip() if server.stdout else ""
        if not url.startswith("http://127.0.0.1:"):
            return f"first line is not the join URL: {url!r}"
        with urllib.request.urlopen(url.split("#", 1)[0], timeout=TIMEOUT) as page:
            if b"phone.js" not in page.read():
                return "the phone page did not come back"
    finally:
        server.send_signal(signal.SIGTERM)
        _out, errors = server.communicate(timeout=TIMEOUT)
    if server.returncode != 0 or "Traceback" in errors:
        return f"exit code {server.returncode}: {errors}"
    return None


CHECKS: list[tuple[str, Callable[[Sequence[str], dict[str, str]], str | None]]] = [
    ("--version", check_version),
    ("check on the sample game", check_sample),
    ("desktop app starts offscreen and quits", check_gui),
    ("history add and list", check_history),
    ("the history's plots and QR code offscreen", check_history_gui),
    ("table serves the phone page and stops on SIGTERM", check_table),
]


def main(argv: Sequence[str]) -> int:
    if not argv:
        print(__doc__, file=sys.stderr)
        return 2
    failed = 0
    with tempfile.TemporaryDirectory(prefix="alhambra-smoke-") as scratch:
        env = scratch_env(Path(scratch))
        for name, check in CHECKS:
            start = time.perf_counter()
            try:
                problem = check(argv, env)
            except (OSError, subprocess.TimeoutExpired) as error:
                problem = str(error)
            elapsed = time.perf_counter() - start
            print(f"{'ok  ' if problem is None else 'FAIL'} {name} ({elapsed:.2f} s)"
                  + ("" if problem is None else f"\n     {problem}"))
            failed += problem is not None
    print(f"smoke: {len(CHECKS) - failed} passed, {failed} failed")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
