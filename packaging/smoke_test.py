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
   (``ALHAMBRA_GUI_QUIT_AFTER_SHOW=1``) with exit code 0.

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


CHECKS: list[tuple[str, Callable[[Sequence[str], dict[str, str]], str | None]]] = [
    ("--version", check_version),
    ("check on the sample game", check_sample),
    ("desktop app starts offscreen and quits", check_gui),
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
