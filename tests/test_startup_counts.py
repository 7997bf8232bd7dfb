"""Issue 31: what the usable window (the start-up benchmark's notion: every dock built and
every dock in sight painted) has built and styled by then, counted in a fresh process."""

from __future__ import annotations

import os
import subprocess
import sys

import pytest

from tests.benchmarks.test_startup_bench import APP_USABLE

pytestmark = pytest.mark.gui

#: The benchmark's usable app; then the names of the hidden widgets that carry a style sheet.
USABLE_HIDDEN_SHEETS = APP_USABLE.replace('print("shown", flush=True)', """from PySide6 import QtWidgets
                sheeted = [w for w in QtWidgets.QApplication.allWidgets() if w.styleSheet()]
                hidden = sorted(w.objectName() for w in sheeted if not w.isVisible())
                print(len(sheeted), " ".join(hidden) or "-", flush=True)""")
assert USABLE_HIDDEN_SHEETS != APP_USABLE, "the benchmark's script no longer says when it is usable"


def _usable(code: str, tmp_path) -> str:
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", XDG_CONFIG_HOME=str(tmp_path),
               XDG_DATA_HOME=str(tmp_path))
    return subprocess.run([sys.executable, "-c", code], env=env, cwd=tmp_path, capture_output=True,
                          text=True, check=True).stdout


def test_the_window_is_usable_without_styling_its_hidden_banners(tmp_path):
    """The banners and messages that follow the palette (the winners, Dirk's offer, the final
    scoring's offer, a refusal, the reserves', supply's and modules' messages, the scoring
    reminder, the city's overlay) are styled as they are first shown: at start they are
    hidden, and each sheet set would give its widget a style of its own and polish it anew
    (16 M instructions of 1 582 M). The counts form's message keeps its fixed colour."""
    sheeted, hidden = _usable(USABLE_HIDDEN_SHEETS, tmp_path).split(" ", 1)
    assert int(sheeted) > 0  # the palette's group headers, in sight
    assert hidden.split() == ["countsMessage"]
