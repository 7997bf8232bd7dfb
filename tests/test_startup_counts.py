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
    (16 M instructions of 1 582 M). The counts form's message follows the palette as they do."""
    sheeted, hidden = _usable(USABLE_HIDDEN_SHEETS, tmp_path).split(" ", 1)
    assert int(sheeted) > 0  # the palette's group headers, in sight
    assert hidden.split() == ["-"]


#: The benchmark's usable app, counting the paints of the window and its city page until then.
USABLE_PAINTS = APP_USABLE.replace("from alhambra_gui.widgets.window.first_frame import start", """
from collections import Counter
from PySide6.QtWidgets import QApplication
paints = Counter()
class Paints(QObject):
    def eventFilter(self, watched, event):
        if event.type() == QEvent.Type.Paint and type(watched).__name__ in ("MainWindow", "CityPage"):
            paints[type(watched).__name__] += 1
        return False
spy = Paints()
QApplication.instance() or QApplication([])
QApplication.instance().installEventFilter(spy)
from alhambra_gui.widgets.window.first_frame import start""", 1).replace(
    'print("shown", flush=True)', 'print(paints["MainWindow"], paints["CityPage"], flush=True)')
assert "paints[" in USABLE_PAINTS and "spy = Paints()" in USABLE_PAINTS


def test_the_window_is_painted_once_with_its_docks_after_its_first_paint(tmp_path):
    """The main window is painted first alone, then once with its city page and its docks:
    the docks' posted events (delivered before the tooltip filter watches) painted the page
    before the docks took their room, and the window again once they had."""
    window, page = map(int, _usable(USABLE_PAINTS, tmp_path).split())
    assert (window, page) == (2, 1)
