"""Issue 19: the desktop app paints a first frame before the engine and the main window's
modules are imported, then builds the main window in its place."""

from __future__ import annotations

import gc
import shutil
import subprocess
import sys

import pytest
from PySide6.QtCore import QEvent, QObject
from PySide6.QtWidgets import QApplication, QMainWindow

from alhambra_gui.widgets.window import first_frame

pytestmark = pytest.mark.gui


def test_the_first_frame_imports_neither_the_engine_nor_the_main_window():
    code = ("import sys, alhambra_gui.widgets.window.first_frame; "
            "print(' '.join(sorted(m for m in sys.modules if m.startswith('alhambra_gui'))))")
    run = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    loaded = run.stdout.split()
    assert "alhambra_gui.widgets.window.first_frame" in loaded
    heavy = [m for m in loaded if m.startswith(("alhambra_gui.engine", "alhambra_gui.app.labels",
                                                "alhambra_gui.widgets.window.main_window"))]
    assert heavy == []


class Paints(QObject):
    def __init__(self) -> None:
        super().__init__()
        self.count = 0

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        self.count += event.type() == QEvent.Type.Paint
        return False


def test_the_main_window_is_built_after_the_frame_is_painted_and_takes_its_place(qtbot, monkeypatch):
    built: list[tuple[bool, int, QMainWindow]] = []
    frames: list[QMainWindow] = []
    paints = Paints()
    real_show = first_frame.show_first_frame

    def show() -> QMainWindow:
        frame = real_show()
        frame.installEventFilter(paints)
        frames.append(frame)
        return frame

    def build(frame: QMainWindow) -> None:
        built.append((frame.isVisible(), paints.count, frame))
        QApplication.instance().exit(7)

    monkeypatch.setattr(first_frame, "show_first_frame", show)
    assert first_frame.start(build) == 7
    assert gc.isenabled()  # the collector held while the window was built is on again
    gc.unfreeze()
    assert len(built) == 1 and built[0][0] and built[0][2] is frames[0]  # once, the frame shown
    assert built[0][1] >= 1  # after the frame was painted
    assert frames[0].windowTitle() == "Alhambra Companion"
    frames[0].close()


def test_an_error_building_the_main_window_ends_the_app_and_is_raised(qtbot):
    def build(_frame: QMainWindow) -> None:
        raise RuntimeError("the window could not be built")

    with pytest.raises(RuntimeError, match="could not be built"):
        first_frame.start(build)
    for widget in QApplication.topLevelWidgets():
        if widget.objectName() == "firstFrame":
            widget.close()


#: The app started as ``alhambra-gui`` starts it, noting whether the garbage collector runs
#: while the docks are built and once the window has settled.
COLLECTOR_AT_START = """
import gc
from PySide6.QtCore import QTimer
from alhambra_gui.__main__ import run_window
from alhambra_gui.widgets.window.first_frame import SETTLE_AFTER_DOCKS
from alhambra_gui.widgets.window.main_window import MainWindow
create_docks = MainWindow.create_docks
def collections():
    return sum(generation["collections"] for generation in gc.get_stats())
def watched(self):
    print("docks built with the collector", "on" if gc.isenabled() else "held",
          "after", collections() - before, "collections", flush=True)
    create_docks(self)
    def settled():
        print("settled:", gc.isenabled(), gc.get_freeze_count() > 0, flush=True)
        self.close()
    QTimer.singleShot(SETTLE_AFTER_DOCKS + 300, settled)
MainWindow.create_docks = watched
before = collections()
run_window()
print("after:", gc.isenabled(), flush=True)
"""


def test_the_garbage_collector_is_held_until_the_window_is_usable(tmp_path):
    """Issue 31: the start's objects all stay; the collector waits until the docks are built
    and painted, then the objects of the start are frozen out of later collections."""
    import os

    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen", "XDG_CONFIG_HOME": str(tmp_path),
           "XDG_DATA_HOME": str(tmp_path)}
    run = subprocess.run([sys.executable, "-c", COLLECTOR_AT_START], capture_output=True, text=True,
                         env=env, timeout=120)
    said = run.stdout.splitlines()
    assert said == ["docks built with the collector held after 0 collections", "settled: True True",
                    "after: True"], run.stderr


def test_the_main_window_built_is_kept_while_the_app_runs(qtbot):
    """Python owns the main window: what the build returns is held until the app quits."""
    from PySide6.QtCore import QTimer

    alive: list[bool] = []

    def build(_frame: QMainWindow) -> QMainWindow:
        window = QMainWindow()
        window.setObjectName("builtHere")
        window.show()

        def check() -> None:
            gc.collect()
            alive.append(any(w.objectName() == "builtHere" for w in QApplication.topLevelWidgets()))
            QApplication.instance().exit(0)

        QTimer.singleShot(0, check)
        return window

    assert first_frame.start(build) == 0
    assert alive == [True]
    for widget in QApplication.topLevelWidgets():
        if widget.objectName() in ("builtHere", "firstFrame"):
            widget.close()



#: The app started as ``alhambra-gui`` starts it; Ctrl+Q pressed once the keyboard has a window
#: (as the platform delivers a key: to the window with the focus), within two seconds of the
#: start. Exit code 0: the main window had it and quit; 5: the key went nowhere.
QUIT_AT_ONCE = """
import sys
from PySide6.QtCore import Qt, QTimer
from PySide6.QtGui import QGuiApplication
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication
from alhambra_gui.widgets.window import first_frame
from alhambra_gui.widgets.window.launch import open_window

def build(frame):
    window = open_window(None, frame)
    tries = []
    def press():
        focus = QGuiApplication.focusWindow()
        if focus is None and len(tries) < 100:
            tries.append(1)
            QTimer.singleShot(20, press)
            return
        print("focus:", focus is window.windowHandle(), flush=True)
        if focus is not None:
            QTest.keyClick(focus, Qt.Key.Key_Q, Qt.KeyboardModifier.ControlModifier)
        QTimer.singleShot(3000, lambda: QApplication.instance().exit(5))
    QTimer.singleShot(0, press)
    return window
sys.exit(first_frame.start(build))
"""


def quit_at_once(tmp_path, command: list[str], platform: str) -> tuple[int, str]:
    import os

    home = {name: str(tmp_path / name.lower()) for name in ("HOME", "XDG_CONFIG_HOME", "XDG_DATA_HOME",
                                                              "XDG_CACHE_HOME")}
    env = {**os.environ, **home, "QT_QPA_PLATFORM": platform}
    run = subprocess.run([*command, sys.executable, "-c", QUIT_AT_ONCE], capture_output=True, text=True,
                         env=env, timeout=120)
    return run.returncode, run.stdout + run.stderr


def test_ctrl_q_right_after_start_quits(tmp_path):
    """Qt's offscreen platform (as Windows) binds no key to the standard Quit: Ctrl+Q, pressed
    right after start, went nowhere. Quit is Ctrl+Q where the platform has no key for it."""
    code, said = quit_at_once(tmp_path, [], "offscreen")
    assert code == 0 and "focus: True" in said, said


@pytest.mark.skipif(not shutil.which("xvfb-run"), reason="needs Xvfb")
def test_without_a_window_manager_the_main_window_has_the_keyboard_at_start(tmp_path):
    """An X server without a window manager (a kiosk, Xvfb): no window was active at start (the
    first frame had been, and went), so Ctrl+Q went nowhere until a dialog had been opened and
    closed. The main window is activated once shown."""
    code, said = quit_at_once(tmp_path, ["xvfb-run", "-a"], "xcb")
    assert code == 0 and "focus: True" in said, said
