"""Start-up benchmarks, each next to its baseline in the same run (numbers, not asserts).

- The desktop app to its first shown window against a bare PySide6 window, run in
  alternating pairs of fresh processes; the median of the pairs' ratios (goal ≤ 1.5×).
  The app's run mirrors ``alhambra_gui.__main__.run_window`` up to the first paint of its first frame
  (the main window takes its place on the next turn of the loop); the main window's own
  first paint is the second row (its docks are built right after it, as in the app), the
  window usable (every dock built and in sight painted) the third.
- The floor under the usable window: a bare window that makes the same Qt classes as the
  usable app (their Python types and enums, which PySide6 creates on first use) and paints a
  line of text (the font database), against the bare window: what the app pays before any
  code of its own runs.
- The headless command against starting Python alone.
"""

from __future__ import annotations

import json
import os
import statistics
import subprocess
import sys
import time
from pathlib import Path
from typing import NamedTuple

import pytest

EXAMPLE = Path(__file__).resolve().parents[1] / "data" / "three-players.json"

#: Ends the process when the window it watches is first painted (what "shown" means here).
#: The app's main window is closed first, as a player closes it (after "shown": not timed),
#: so that each start finds the last one ended cleanly, not its session's lock left behind.
FIRST_PAINT = """
import os
from PySide6.QtCore import QEvent, QObject
class FirstPaint(QObject):
    def eventFilter(self, watched, event):
        if event.type() == QEvent.Type.Paint:
            print("shown", flush=True)
            if hasattr(watched, "files"):
                watched.close()
            os._exit(0)
        return False
"""

#: As ``alhambra_gui.__main__.run_window``: Python's garbage collector held before Qt is imported.
HOLD_GARBAGE = """
import gc
gc.disable()
"""

BARE_WINDOW = FIRST_PAINT + """
from PySide6.QtWidgets import QApplication, QMainWindow
app = QApplication([])
window = QMainWindow()
watch = FirstPaint()
window.installEventFilter(watch)
window.show()
app.exec()
"""

#: As ``alhambra_gui.__main__.run_window``: the first frame, painted before the engine is imported.
APP_WINDOW = HOLD_GARBAGE + FIRST_PAINT + """
from alhambra_gui.widgets.window.first_frame import application, show_first_frame
app = application()
watch = FirstPaint()
frame = show_first_frame()
frame.installEventFilter(watch)
app.exec()
"""

#: The main window that takes the first frame's place, to its own first paint.
APP_MAIN_WINDOW = HOLD_GARBAGE + FIRST_PAINT + """
from alhambra_gui.widgets.window.first_frame import start
watch = FirstPaint()
def build(frame):
    from alhambra_gui.widgets.window.launch import open_window
    window = open_window(None, frame)
    window.files.shown()  # a second run must not find this one crashed while opening
    window.installEventFilter(watch)
start(build)
"""


#: The app usable: its main window with every dock built and every dock in sight painted
#: (the docks are built right after the main window's first paint, as in the app).
APP_USABLE = HOLD_GARBAGE + """
import os
from PySide6.QtCore import QEvent, QObject
class AllPainted(QObject):
    def __init__(self, docks):
        super().__init__()
        self.docks, self.painted = docks, set()
        for dock in docks:
            dock.installEventFilter(self)
    def eventFilter(self, watched, event):
        if event.type() == QEvent.Type.Paint:
            self.painted.add(watched)
            in_sight = [d for d in self.docks if d.isVisible() and not d.visibleRegion().isEmpty()]
            if all(d in self.painted for d in in_sight):
                print("shown", flush=True)
                watched.window().close()  # as FIRST_PAINT: the next start finds a clean end
                os._exit(0)
        return False
from alhambra_gui.widgets.window.first_frame import start
def build(frame):
    from alhambra_gui.widgets.window.launch import open_window
    from alhambra_gui.widgets.window.main_window import MainWindow
    create_docks = MainWindow.create_docks
    def watched(self):
        create_docks(self)
        self._watch = AllPainted([self.palette_dock, self.reserves, self.scoreboard, self.modules_dock,
                                  self.typed_dock])
    MainWindow.create_docks = watched
    window = open_window(None, frame)
    window.files.shown()
    return window
start(build)
"""


#: The usable app's run, listing the Qt classes it made (module, name) as JSON on one line.
APP_QT_CLASSES = APP_USABLE.replace('print("shown", flush=True)', (
    'import enum, gc, json; print(json.dumps(sorted({(t.__module__, t.__qualname__.split(".")[0]) '
    'for t in gc.get_objects() if isinstance(t, type) and not issubclass(t, enum.Enum) '
    'and (t.__module__ or "").startswith("PySide6.Qt")})), flush=True)'))

#: The floor: a bare window making the Qt classes named in ``QT_CLASSES`` (filled in) and
#: painting a line of text.
FLOOR_WINDOW = FIRST_PAINT + """
import importlib
for module, name in QT_CLASSES:
    getattr(importlib.import_module(module), name)
from PySide6.QtWidgets import QApplication, QLabel, QMainWindow
app = QApplication([])
window = QMainWindow()
window.setCentralWidget(QLabel("Alhambra"))
watch = FirstPaint()
window.installEventFilter(watch)
window.show()
app.exec()
"""


def _env(tmp_path: Path) -> dict[str, str]:
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", XDG_DATA_HOME=str(tmp_path),
               XDG_CONFIG_HOME=str(tmp_path), ALHAMBRA_GUI_CACHE=str(tmp_path / "cache"),
               PYTHONPYCACHEPREFIX=str(tmp_path / "pycache"))
    env.pop("PYTHONDONTWRITEBYTECODE", None)
    return env


def floor_window(tmp_path: Path) -> str:
    """``FLOOR_WINDOW`` with the Qt classes the usable app makes in a run of its own."""
    found = subprocess.run([sys.executable, "-c", APP_QT_CLASSES], env=_env(tmp_path), cwd=tmp_path,
                           text=True, capture_output=True, timeout=120, check=False)
    classes = json.loads(found.stdout.strip().splitlines()[-1])
    assert len(classes) > 50, "the usable app made fewer Qt classes than a window needs"
    return FLOOR_WINDOW.replace("QT_CLASSES", repr([tuple(c) for c in classes]), 1)


def _run(code: str, tmp_path: Path) -> float:
    """Seconds from starting a fresh process to its window's first paint (warm bytecode,
    as after an install: pip compiles the .pyc files)."""
    start = time.perf_counter()
    with subprocess.Popen([sys.executable, "-c", code], env=_env(tmp_path), cwd=tmp_path, text=True,
                          stdout=subprocess.PIPE, stderr=subprocess.DEVNULL) as child:
        assert child.stdout is not None
        line = child.stdout.readline()
        elapsed = time.perf_counter() - start
        child.wait(timeout=60)
    assert line.strip() == "shown", "the process ended before its window was painted"
    return elapsed


class Paired(NamedTuple):
    """Medians of alternating runs, and the spread of the pairs' ratios."""

    seconds: float
    baseline: float
    ratio: float
    lowest: float
    highest: float

    def line(self, what: str) -> str:
        return (f"{what}: {self.seconds:.3f} s, baseline {self.baseline:.3f} s, median ratio "
                f"{self.ratio:.2f} (pairs from {self.lowest:.2f} to {self.highest:.2f})")


def paired_ratio(code: str, baseline: str, tmp_path: Path, pairs: int = 9) -> Paired:
    """Median seconds of ``code`` and of ``baseline``, the median of their ratios and the
    lowest and highest ratio, from alternating pairs (so that the machine's moods hit both
    alike)."""
    _run(code, tmp_path), _run(baseline, tmp_path)  # warm-up: bytecode caches, disk cache
    runs = [(_run(code, tmp_path), _run(baseline, tmp_path)) for _ in range(pairs)]
    ratios = [a / b for a, b in runs]
    return Paired(statistics.median(a for a, _ in runs), statistics.median(b for _, b in runs),
                  statistics.median(ratios), min(ratios), max(ratios))


def _report(benchmark, found: Paired, what: str) -> None:
    benchmark.extra_info.update(seconds=round(found.seconds, 3), baseline_s=round(found.baseline, 3),
                                median_ratio=round(found.ratio, 2), lowest_ratio=round(found.lowest, 2),
                                highest_ratio=round(found.highest, 2))
    print("\n" + found.line(what))


@pytest.mark.benchmark(group="startup")
def test_app_first_window_against_bare_window(benchmark, tmp_path):
    found = benchmark.pedantic(paired_ratio, args=(APP_WINDOW, BARE_WINDOW, tmp_path), rounds=1, iterations=1)
    _report(benchmark, found, "first window (the first frame) against a bare window")
    assert found.ratio > 0


@pytest.mark.benchmark(group="startup")
def test_app_main_window_against_bare_window(benchmark, tmp_path):
    found = benchmark.pedantic(paired_ratio, args=(APP_MAIN_WINDOW, BARE_WINDOW, tmp_path),
                               rounds=1, iterations=1)
    _report(benchmark, found, "main window against a bare window")
    assert found.ratio > 0


@pytest.mark.benchmark(group="startup")
def test_app_usable_against_bare_window(benchmark, tmp_path):
    """The issue's goal: usable (every dock built and painted) at most 2× a bare window."""
    found = benchmark.pedantic(paired_ratio, args=(APP_USABLE, BARE_WINDOW, tmp_path), rounds=1, iterations=1)
    _report(benchmark, found, "usable window (all docks built and painted) against a bare window")
    assert found.ratio > 0


@pytest.mark.benchmark(group="startup")
def test_floor_of_the_usable_window_against_bare_window(benchmark, tmp_path):
    """What PySide6 and the font database cost the usable window before the app's own code:
    the room left to the app under the 2× goal is 2 minus this ratio."""
    floor = floor_window(tmp_path)
    found = benchmark.pedantic(paired_ratio, args=(floor, BARE_WINDOW, tmp_path), rounds=1, iterations=1)
    _report(benchmark, found,
            "the floor (the usable app's Qt classes and a line of text) against a bare window")
    assert found.ratio > 0


@pytest.mark.benchmark(group="startup")
def test_cli_check_against_python(benchmark, tmp_path):
    code = (f"import io; from alhambra_gui.cli import main; "
            f"main(['check', {str(EXAMPLE)!r}], io.StringIO()); print('shown')")
    found = benchmark.pedantic(paired_ratio, args=(code, "print('shown')", tmp_path), rounds=1, iterations=1)
    _report(benchmark, found, "check against python")
    assert found.ratio > 0


@pytest.mark.benchmark(group="startup")
def test_cli_score_of_six_players_against_python_with_its_imports(benchmark, tmp_path):
    """``score`` on six full cities against Python importing what any such command imports
    (json, argparse, dataclasses, enum): the issue's goal is at most 3×."""
    from alhambra_gui.engine import save_game

    from .cities import six_player_game

    game = tmp_path / "six.json"
    save_game(six_player_game(), game)
    code = (f"import io; from alhambra_gui.cli import main; "
            f"main(['score', {str(game)!r}, '--round', '3'], io.StringIO()); print('shown')")
    baseline = "import json, argparse, dataclasses, enum; print('shown')"
    found = benchmark.pedantic(paired_ratio, args=(code, baseline, tmp_path), rounds=1, iterations=1)
    _report(benchmark, found, "score of six players against python with json, argparse, dataclasses, enum")
    assert found.ratio > 0
