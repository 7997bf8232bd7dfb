"""Start the desktop app exactly as ``alhambra-gui ARGS`` does, wait until its window has
its docks, and print what it looks like as JSON instead of running it:
``python -m tests.window_probe [ARGS...]``. For the tests that need a process of their own:
Qt's command-line options, and screens of other sizes and scales (``-platform
offscreen:configfile=screens.json``, ``QT_SCALE_FACTOR``).

Whether a widget is on screen: its rectangle, mapped to the window, lies inside the window,
and the window's frame lies inside the screen's available area.
"""

from __future__ import annotations

import json
import os
import sys
import time
from typing import Any

from PySide6.QtCore import QRect
from PySide6.QtWidgets import QApplication, QWidget

#: The widgets that must stay in reach on any screen, by objectName.
NAMED = ("recordScoringButton", "scoreMoreButton", "cityTabs")


def _rect(rect: QRect) -> list[int]:
    return [rect.x(), rect.y(), rect.width(), rect.height()]


def _inside(window: QWidget, widget: QWidget, rect: QRect | None = None) -> bool:
    """Whether ``rect`` of ``widget`` (all of it by default) is shown inside the window."""
    area = rect if rect is not None else widget.rect()
    mapped = QRect(widget.mapTo(window, area.topLeft()), area.size())
    return widget.isVisible() and window.rect().contains(mapped)


def report(window: Any) -> dict[str, Any]:
    app = QApplication.instance()
    assert isinstance(app, QApplication)
    screen = window.screen()
    board = window.scoreboard
    table, model = board.score_view, board.score_model
    total = model.index(0, model.columnCount() - 1)
    total_rect = table.visualRect(total)
    on_screen = {name: _inside(window, window.findChild(QWidget, name)) for name in NAMED}
    on_screen["statusBar"] = _inside(window, window.statusBar())
    on_screen["scoreTotal"] = _inside(window, table.viewport(), total_rect)
    return {
        "style": app.style().name(),
        "direction": app.layoutDirection().name,
        "platform": app.platformName(),
        "available": _rect(screen.availableGeometry()),
        "ratio": screen.devicePixelRatio(),
        "frame": _rect(window.frameGeometry()),
        "size": [window.width(), window.height()],
        "window_on_screen": screen.availableGeometry().contains(window.frameGeometry()),
        "on_screen": on_screen,
        "title": window.windowTitle(),
        "window_colour": app.palette().color(app.palette().ColorRole.Window).name(),
        "theme_checked": [a.objectName() for a in window.theme_menu.group.actions() if a.isChecked()],
    }


def probe(app: QApplication) -> int:
    """Instead of the event loop: wait for the docks, print the report, quit."""
    deadline = time.monotonic() + 20
    window = None
    while time.monotonic() < deadline:
        app.processEvents()
        window = next((w for w in app.topLevelWidgets() if w.objectName() == "mainWindow"), None)
        if window is not None and getattr(window, "_docks_built", False):
            break
        time.sleep(0.01)
    for _ in range(5):  # the layout's own posted events (fitting the tables' columns)
        app.processEvents()
    print(json.dumps(report(window)))
    if os.environ.get("PROBE_SHOT"):  # a picture of the window, to look at
        window.grab().save(os.environ["PROBE_SHOT"])
    window.session.undo_stack.setClean()
    return 0


if __name__ == "__main__":
    QApplication.exec = probe  # type: ignore[method-assign, assignment]
    from alhambra_gui.__main__ import main

    sys.exit(main(sys.argv[1:]))
