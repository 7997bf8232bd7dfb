"""Start-up benchmarks, each next to its baseline in the same run (numbers, not asserts).

- The desktop app to its first shown window against a bare PySide6 window, run in
  alternating pairs of fresh processes; the median of the pairs' ratios (goal ≤ 1.5×).
  The app's run mirrors ``first_frame.run_app`` up to the first paint of its first frame
  (the main window takes its place on the next turn of the loop); the main window's own
  first paint is the second row (its docks are built right after it, as in the app).
- The headless command against starting Python alone.
"""

from __future__ import annotations

import os
import statistics
import subprocess
import sys
import time
from pathlib import Path

import pytest

EXAMPLE = Path(__file__).resolve().parents[1] / "data" / "three-players.json"

#: Ends the process when the window it watches is first painted (what "shown" means here).
FIRST_PAINT = """
import os
from PySide6.QtCore import QEvent, QObject
class FirstPaint(QObject):
    def eventFilter(self, watched, event):
        if event.type() == QEvent.Type.Paint:
            print("shown", flush=True)
            os._exit(0)
        return False
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

#: As ``first_frame.run_app``: the first frame, painted before the engine is imported.
APP_WINDOW = FIRST_PAINT + """
from alhambra_gui.widgets.window.first_frame import application, show_first_frame
app = application()
watch = FirstPaint()
frame = show_first_frame()
frame.installEventFilter(watch)
app.exec()
"""

#: The main window that takes the first frame's place, to its own first paint.
APP_MAIN_WINDOW = FIRST_PAINT + """
from alhambra_gui.widgets.window.first_frame import start
watch = FirstPaint()
def build(frame):
    from alhambra_gui.widgets.window.launch import open_window
    window = open_window(None, frame)
    window.files.shown()  # a second run must not find this one crashed while opening
    window.installEventFilter(watch)
start(build)
"""


def _run(code: str, tmp_path: Path) -> float:
    """Seconds from starting a fresh process to its window's first paint (warm bytecode,
    as after an install: pip compiles the .pyc files)."""
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", XDG_DATA_HOME=str(tmp_path),
               XDG_CONFIG_HOME=str(tmp_path), PYTHONPYCACHEPREFIX=str(tmp_path / "pycache"))
    env.pop("PYTHONDONTWRITEBYTECODE", None)
    start = time.perf_counter()
    with subprocess.Popen([sys.executable, "-c", code], env=env, cwd=tmp_path, text=True,
                          stdout=subprocess.PIPE, stderr=subprocess.DEVNULL) as child:
        assert child.stdout is not None
        line = child.stdout.readline()
        elapsed = time.perf_counter() - start
        child.wait(timeout=60)
    assert line.strip() == "shown", "the process ended before its window was painted"
    return elapsed


def paired_ratio(code: str, baseline: str, tmp_path: Path, pairs: int = 7) -> tuple[float, float, float]:
    """Median seconds of ``code`` and of ``baseline``, and the median of their ratios, from
    alternating pairs (so that the machine's moods hit both alike)."""
    _run(code, tmp_path), _run(baseline, tmp_path)  # warm-up: bytecode caches, disk cache
    runs = [(_run(code, tmp_path), _run(baseline, tmp_path)) for _ in range(pairs)]
    return (statistics.median(a for a, _ in runs), statistics.median(b for _, b in runs),
            statistics.median(a / b for a, b in runs))


@pytest.mark.benchmark(group="startup")
def test_app_first_window_against_bare_window(benchmark, tmp_path):
    app, bare, ratio = benchmark.pedantic(paired_ratio, args=(APP_WINDOW, BARE_WINDOW, tmp_path),
                                          rounds=1, iterations=1)
    benchmark.extra_info.update(app_s=round(app, 3), bare_window_s=round(bare, 3),
                                median_ratio=round(ratio, 2))
    print(f"\nfirst window: app {app:.3f} s, bare {bare:.3f} s, median ratio {ratio:.2f}")
    assert ratio > 0


@pytest.mark.benchmark(group="startup")
def test_app_main_window_against_bare_window(benchmark, tmp_path):
    app, bare, ratio = benchmark.pedantic(paired_ratio, args=(APP_MAIN_WINDOW, BARE_WINDOW, tmp_path),
                                          rounds=1, iterations=1)
    benchmark.extra_info.update(app_s=round(app, 3), bare_window_s=round(bare, 3),
                                median_ratio=round(ratio, 2))
    print(f"\nmain window: app {app:.3f} s, bare {bare:.3f} s, median ratio {ratio:.2f}")
    assert ratio > 0


@pytest.mark.benchmark(group="startup")
def test_cli_check_against_python(benchmark, tmp_path):
    code = (f"import io; from alhambra_gui.cli import main; "
            f"main(['check', {str(EXAMPLE)!r}], io.StringIO()); print('shown')")
    cli, python, ratio = benchmark.pedantic(paired_ratio, args=(code, "print('shown')", tmp_path),
                                            rounds=1, iterations=1)
    benchmark.extra_info.update(cli_s=round(cli, 3), python_s=round(python, 3), median_ratio=round(ratio, 2))
    print(f"\ncheck: {cli:.3f} s, python {python:.3f} s, median ratio {ratio:.2f}")
    assert ratio > 0
