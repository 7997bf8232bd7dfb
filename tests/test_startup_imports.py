"""Issue 31: what the desktop app's start-up imports and reads, counted in a fresh process
(never timed): each saving on the way to a usable window is checked here by what it avoids."""

from __future__ import annotations

import subprocess
import sys

import pytest

pytestmark = pytest.mark.gui


def _run(code: str) -> str:
    return subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True).stdout


def test_importing_the_window_reads_no_module_source_for_pysides_features():
    """PySide6 reads every module imported after it to find ``__feature__`` switches; the app
    uses none, so the window's 250 modules are imported without their sources being read."""
    code = ("import inspect\n"
            "read = []\n"
            "real = inspect.getsource\n"
            "inspect.getsource = lambda obj: read.append(obj) or real(obj)\n"
            "import PySide6.QtWidgets\n"
            "import alhambra_gui.widgets.window.main_window\n"
            "print(' '.join(m.__name__ for m in read if m.__name__.startswith('alhambra_gui')))\n")
    before_the_hook = {"alhambra_gui", "alhambra_gui.widgets.feature_scan"}
    assert set(_run(code).split()) <= before_the_hook


def test_a_module_that_asks_for_a_feature_switch_still_gets_it():
    """The scan is skipped, not the switches: ``from __feature__ import snake_case`` works."""
    code = ("import alhambra_gui.widgets\n"
            "from PySide6.QtWidgets import QApplication, QWidget\n"
            "from __feature__ import snake_case\n"
            "app = QApplication([])\n"
            "print(QWidget().object_name() == '')\n")
    assert _run(code).strip() == "True"
