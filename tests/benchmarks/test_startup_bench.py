"""Start-up benchmarks, each next to its baseline in the same run (numbers, not asserts).

- The headless command against starting a bare Python (issue 2 asked for "about as fast as
  Python with shapely"; shapely is no longer a dependency, see the README).
- The desktop app to its first shown window against a bare PySide6 window (target ≤ 1.5×).
"""

from __future__ import annotations

import os
import subprocess
import sys
import time
from pathlib import Path

import pytest

EXAMPLE = Path(__file__).resolve().parents[1] / "data" / "three-players.json"

BARE_WINDOW = """
from PySide6.QtWidgets import QApplication, QMainWindow
app = QApplication([])
window = QMainWindow()
window.show()
app.processEvents()
"""

APP_WINDOW = """
from PySide6.QtWidgets import QApplication
from alhambra_gui.widgets.launch import configure
app = QApplication([])
configure(app)
from alhambra_gui.widgets.main_window import MainWindow
window = MainWindow()
window.files.start(None)
window.show()
app.processEvents()
"""


def _run(code: str, tmp_path: Path) -> float:
    """One cold process with warm bytecode, as after an install (pip compiles the .pyc files)."""
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", XDG_DATA_HOME=str(tmp_path),
               XDG_CONFIG_HOME=str(tmp_path), PYTHONPYCACHEPREFIX=str(tmp_path / "pycache"))
    env.pop("PYTHONDONTWRITEBYTECODE", None)
    start = time.perf_counter()
    subprocess.run([sys.executable, "-c", code], check=True, env=env, cwd=tmp_path)
    return time.perf_counter() - start


def _mean(code: str, tmp_path: Path, rounds: int = 3) -> float:
    _run(code, tmp_path)  # warm-up: writes the bytecode cache
    return sum(_run(code, tmp_path) for _ in range(rounds)) / rounds


@pytest.mark.benchmark(group="startup")
def test_app_first_window_against_bare_window(benchmark, tmp_path):
    bare = _mean(BARE_WINDOW, tmp_path)
    _run(APP_WINDOW, tmp_path)
    app = benchmark.pedantic(_run, args=(APP_WINDOW, tmp_path), rounds=3, iterations=1)
    benchmark.extra_info["bare_window_s"] = round(bare, 3)
    benchmark.extra_info["ratio_to_bare"] = round(benchmark.stats.stats.mean / bare, 2)
    assert app > 0


@pytest.mark.benchmark(group="startup")
def test_cli_check_against_bare_python(benchmark, tmp_path):
    baseline = _mean("pass", tmp_path)
    code = f"import sys; from alhambra_gui.cli import main; main(['check', {str(EXAMPLE)!r}])"
    _run(code, tmp_path)
    benchmark.pedantic(_run, args=(code, tmp_path), rounds=3, iterations=1)
    benchmark.extra_info["bare_python_s"] = round(baseline, 3)
    benchmark.extra_info["ratio"] = round(benchmark.stats.stats.mean / baseline, 2)
