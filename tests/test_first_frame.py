"""Issue 19: the desktop app paints a first frame before the engine and the main window's
modules are imported, then builds the main window in its place."""

from __future__ import annotations

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


def test_the_main_window_built_is_kept_while_the_app_runs(qtbot):
    """Python owns the main window: what the build returns is held until the app quits."""
    import gc

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
