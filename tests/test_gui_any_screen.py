"""Issue 10, finding 6: the window fits any screen.

The first time it takes 90 % of the screen's available area, centred; afterwards its
geometry and its docks come back as they were left, although the docks are built only after
the window's first paint. On a 1280×720 screen, and on 2560×1600 at 200 %, the totals, the
Record and More buttons and the status bar are on screen: those run the real start-up in a
process of its own, on an offscreen screen of that size (``tests/window_probe.py``).
"""

from __future__ import annotations

import json
import sys
from pathlib import Path

import pytest
from PySide6.QtCore import QRect, Qt
from PySide6.QtWidgets import QDockWidget, QMessageBox

from alhambra_gui.app import settings
from alhambra_gui.app.autosave import Autosave
from alhambra_gui.app.session import GameSession
from alhambra_gui.engine.assets import resource_path
from alhambra_gui.widgets.shared.action_ids import ActionId
from alhambra_gui.widgets.window.main_window import MainWindow
from alhambra_gui.widgets.window.window_layout import first_geometry
from tests import event_loop
from tests.dialog_probe import DIALOGS as DIALOG_NAMES
from tests.test_qt_options import run_app

SAMPLES = ("two-players-dirk", "modules-game")
pytestmark = pytest.mark.usefixtures("single_shots")  # settled() sees the single-shot calls


def window(qtbot, tmp_path) -> MainWindow:
    """A window as the app makes it: its docks built right after its first paint."""
    made = MainWindow(GameSession(), Autosave(tmp_path / "appdata"), docks_later=True)
    qtbot.addWidget(made)
    made.files.ask = lambda *args: QMessageBox.StandardButton.Discard
    return made


def docks_of(made: MainWindow):
    return made.findChild(QDockWidget, "scoreboardDock")


def shown(qtbot, made: MainWindow) -> MainWindow:
    made.place_on_screen()
    made.show()
    qtbot.waitUntil(lambda: docks_of(made) is not None)
    return made


def test_the_first_geometry_is_most_of_the_screen_centred():
    assert first_geometry(QRect(0, 0, 1280, 720)) == QRect(64, 36, 1152, 648)
    assert first_geometry(QRect(1920, 30, 1280, 800)) == QRect(1984, 70, 1152, 720)


def test_the_window_opens_sized_to_its_screen(qtbot, tmp_path):
    """Before: always 1440×900, larger than a 1280×720 screen (here the 800×800 offscreen one)."""
    made = window(qtbot, tmp_path)
    available = made.screen().availableGeometry()
    assert made.width() <= available.width() and made.height() <= available.height()
    shown(qtbot, made)
    assert made.geometry() == first_geometry(available)
    assert available.contains(made.frameGeometry())


def test_geometry_and_docks_come_back_though_the_docks_come_after_the_first_paint(qtbot, tmp_path):
    first = shown(qtbot, window(qtbot, tmp_path))
    first.setGeometry(QRect(30, 40, 700, 560))
    first.addDockWidget(Qt.DockWidgetArea.LeftDockWidgetArea, first.scoreboard)
    assert first.close()
    second = window(qtbot, tmp_path)
    second.place_on_screen()
    second.show()
    assert second.geometry() == QRect(30, 40, 700, 560)  # at once, not after the first paint
    qtbot.waitUntil(lambda: docks_of(second) is not None)
    assert second.dockWidgetArea(second.scoreboard) == Qt.DockWidgetArea.LeftDockWidgetArea
    assert second.geometry() == QRect(30, 40, 700, 560)


def test_closing_before_the_docks_are_built_keeps_the_saved_layout(qtbot, tmp_path):
    """Before: the window saved a layout without docks, and the next start lost the user's."""
    first = shown(qtbot, window(qtbot, tmp_path))
    first.addDockWidget(Qt.DockWidgetArea.LeftDockWidgetArea, first.scoreboard)
    assert first.close()
    saved = settings.window_state.get()
    quick = window(qtbot, tmp_path)
    quick.place_on_screen()
    quick.show()
    assert docks_of(quick) is None and quick.close()
    assert settings.window_state.get() == saved
    third = shown(qtbot, window(qtbot, tmp_path))
    assert third.dockWidgetArea(third.scoreboard) == Qt.DockWidgetArea.LeftDockWidgetArea


def screen_file(tmp_path: Path, width: int, height: int) -> Path:
    """An offscreen screen of that size in pixels (Qt's offscreen plugin reads it)."""
    path = tmp_path / f"screen-{width}x{height}.json"
    screen = {"name": "probe", "x": 0, "y": 0, "width": width, "height": height,
              "logicalDpi": 96, "logicalBaseDpi": 96, "dpr": 1}
    path.write_text(json.dumps({"screens": [screen], "windowFrameMargins": True}), encoding="utf-8")
    return path


@pytest.mark.skipif(sys.platform == "win32", reason="the offscreen plugin's screen file")
@pytest.mark.parametrize(("width", "height", "scale"), [(1280, 720, "1"), (2560, 1600, "2")])
@pytest.mark.parametrize("sample", SAMPLES)
def test_what_matters_is_on_a_small_screen(tmp_path, width, height, scale, sample):
    """The real start-up on that screen (at 200 %: 1280×800 logical pixels)."""
    config = screen_file(tmp_path, width, height)
    game = resource_path("samples", f"{sample}.json")
    result = run_app(tmp_path, "-platform", f"offscreen:configfile={config}", str(game),
                     module="tests.window_probe", QT_SCALE_FACTOR=scale)
    assert result.returncode == 0, result.stderr
    found = json.loads(result.stdout)
    assert found["ratio"] == float(scale)
    assert found["window_on_screen"], found
    assert all(found["on_screen"].values()), found["on_screen"]


#: The dialogs whose default button is their "go on" (Enter accepts them); the others'
#: default closes them (Close; a warning's Cancel).
ACCEPTED_BY_ENTER = {"new_game", "players", "modules", "record_scoring", "end_of_the_game", "dirk_picker",
                     "piece_editor"}


@pytest.mark.skipif(sys.platform == "win32", reason="the offscreen plugin's screen file")
@pytest.mark.parametrize(("sample", "language"),
                         [("two-players-dirk", "en"), ("six-players", "de"), ("two-players-dirk", "zh_TW")])
def test_every_dialog_fits_a_small_screen_and_enter_takes_its_default(tmp_path, sample, language):
    """Every dialog of the app (the photo import has tests of its own) opened in the app on
    a 1280×720 screen lies on it whole and has a default button that Enter takes; the end of
    the game shows several rows of the bag and every market tile's outcome whole, with no
    sideways scroll bar (six players' money: its body scrolls, its buttons stay)."""
    config = screen_file(tmp_path, 1280, 720)
    game = resource_path("samples", f"{sample}.json")
    result = run_app(tmp_path, str(game), language, "-platform", f"offscreen:configfile={config}",
                     module="tests.dialog_probe")
    assert result.returncode == 0, result.stderr
    found = json.loads(result.stdout.splitlines()[-1])
    expected = set(DIALOG_NAMES) - ({"dirk_picker"} if sample == "six-players" else set())
    assert set(found) == expected
    for name, dialog in found.items():
        assert dialog["inside"], (name, dialog)
        assert dialog["overlaps"] == [], (name, dialog)  # nothing drawn over another part
        assert dialog["default"], (name, dialog)
        if name != "png_export":  # its Enter opens the file dialog: test_gui_export drives it
            assert dialog["enter_closes"], (name, dialog)
            assert dialog["enter_accepts"] == (name in ACCEPTED_BY_ENTER), (name, dialog)
    market = found["end_of_the_game"]
    assert market["outcome_whole"] and market["sideways"] == []
    if sample == "two-players-dirk":  # tiles in the bag, four on the market
        assert market["bag_rows"] >= 4 and market["outcome_rows"] == 4


def test_plain_tooltips_are_installed_right_after_the_first_paint(qtbot, qapp, tmp_path):
    """Not before: an application-wide Python filter wraps every object it sees for Python,
    which cost the first paint ~30 ms when it was installed at start-up; it comes right
    after the window's paint with its docks (tests/test_startup_imports.py)."""
    qapp.setProperty("plainToolTips", False)  # as at start-up (the test fixture installed one)
    try:
        made = window(qtbot, tmp_path)
        assert not qapp.property("plainToolTips")
        shown(qtbot, made)
        qtbot.waitUntil(lambda: bool(qapp.property("plainToolTips")))
    finally:
        qapp.setProperty("plainToolTips", True)


def drag_separator(made: MainWindow, dock: QDockWidget, by: int) -> None:
    """Drag the window's separator on the left of ``dock`` by ``by`` pixels to the right
    (real mouse events on the window, where its separators are; the window moves the
    separator on a zero-interval timer after each move, run by processing the events)."""
    from PySide6.QtCore import QPoint
    from PySide6.QtTest import QTest
    from PySide6.QtWidgets import QApplication

    central = made.centralWidget().geometry()
    start = QPoint((central.right() + dock.geometry().left()) // 2 + 1, dock.geometry().center().y())
    assert made.childAt(start) is None  # on the window itself: its separator
    QTest.mousePress(made, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, start)
    for step in range(1, 5):
        QTest.mouseMove(made, start + QPoint(by * step // 4, 0))
        QApplication.processEvents()
    QTest.mouseRelease(made, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier,
                       start + QPoint(by, 0))


def settled(made: MainWindow) -> bool:
    """Nothing is waiting to fit the layout: the window's zero-interval timers (the tables
    fitting their columns, the docks fitted to them, the reserves measured) have all run, and
    so have the single-shot calls it left to a later turn (a test that asks this uses the
    fixture ``single_shots``: tests/conftest.py)."""
    from PySide6.QtCore import QTimer

    watching = event_loop.watching
    assert watching is not None, "settled() needs the fixture single_shots (tests/conftest.py)"
    return not any(t.isActive() and t.interval() == 0 for t in made.findChildren(QTimer)) and \
        not watching.pending_in(made)


def test_settled_waits_for_a_single_shot_call_left_to_a_later_turn(qtbot, tmp_path):
    """``settled`` saw only the window's zero-interval QTimer children: work left with
    QTimer.singleShot (the typed figures' message brought into view, the History import's
    columns fitted) was still to come when it said the layout had settled."""
    from PySide6.QtCore import QTimer

    made = shown(qtbot, window(qtbot, tmp_path))
    qtbot.waitUntil(lambda: settled(made))
    ran = []
    QTimer.singleShot(0, made.scoreboard, lambda: ran.append(0))
    QTimer.singleShot(30, made.statusBar(), lambda: ran.append(30))
    assert not settled(made)
    qtbot.waitUntil(lambda: settled(made))
    assert ran == [0, 30]


def test_a_dock_the_user_narrowed_stays_narrow_through_later_edits(qtbot, tmp_path):
    """Before: every edit widened the scoreboard back to what its tables need. Each step waits
    until the layout has settled (its fitting timers have run), never for a time."""
    made = shown(qtbot, window(qtbot, tmp_path))
    made.resize(1440, 900)
    made.files.open_sample()
    qtbot.waitUntil(lambda: settled(made))
    board = made.scoreboard
    before = board.width()
    drag_separator(made, board, before - board.minimumSizeHint().width())  # as the user does
    qtbot.waitUntil(lambda: board.width() < before - 20 and settled(made))
    narrowed = board.width()
    made.session.reserve("Anna", made.session.game.free_tiles()[0])  # an edit: the fitter runs
    made.action_map[ActionId.UNDO].trigger()
    qtbot.waitUntil(lambda: settled(made))
    assert abs(board.width() - narrowed) <= 2
    made.session.new_game([f"Player {i}" for i in range(1, 7)])  # six columns: the need grows
    qtbot.waitUntil(lambda: board.width() > narrowed + 20)
