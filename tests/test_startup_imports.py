"""Issue 31: what the desktop app's start-up imports and reads, counted in a fresh process
(never timed): each saving on the way to a usable window is checked here by what it avoids."""

from __future__ import annotations

import os
import subprocess
import sys

import pytest

from tests.benchmarks.test_startup_bench import APP_USABLE

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


WINDOW_OF_A_GAME_WITHOUT_MODULES = """
import sys
from PySide6.QtWidgets import QApplication
app = QApplication([])
from alhambra_gui.widgets.window.main_window import MainWindow
window = MainWindow()
window.show()
window.current_page()
app.processEvents()
window.grab()
from alhambra_gui.engine import module_ids, window_parts
assert not window.session.game.modules
print(" ".join(i for i in window_parts() if f"alhambra_gui.widgets.modules.{i}" in sys.modules))
print(" ".join(i for i in module_ids() if f"alhambra_gui.engine.modules.{i}" in sys.modules))
print(" ".join(sorted(m for m in ("alhambra_gui.widgets.score.export", "PySide6.QtPrintSupport")
                      if m in sys.modules)) or "-")
print(" ".join(sorted(m for m in ("uuid", "platform") if m in sys.modules)) or "-")
from PySide6 import QtGui
print(" ".join(name for name in ("QGradient", "QFontDatabase") if name in vars(QtGui)) or "-")
print("hashlib" in sys.modules)
print("html" in sys.modules)
"""


@pytest.fixture(scope="module")
def window_imports(tmp_path_factory) -> list[str]:
    """What the window of a game without modules imported, its docks built and painted
    (``WINDOW_OF_A_GAME_WITHOUT_MODULES``, run once in a fresh process), line by line."""
    folder = tmp_path_factory.mktemp("settings")
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", XDG_CONFIG_HOME=str(folder),
               XDG_DATA_HOME=str(folder), ALHAMBRA_GUI_CACHE=str(folder))
    run = subprocess.run([sys.executable, "-c", WINDOW_OF_A_GAME_WITHOUT_MODULES], env=env,
                         capture_output=True, text=True, check=True)
    return run.stdout.splitlines()


def test_the_window_of_a_game_without_modules_imports_only_the_parts_its_menus_name(window_imports):
    """A module's window part (and its engine module) is imported when first asked for: the
    window of a game that plays no module, its docks built and painted, imports only the parts
    whose entries the Scoring menu lists (recording with a module's own inputs), of 26."""
    parts, modules = window_imports[:2]
    record_with = ["other_points", "palace_staff"]
    assert parts.split() == record_with
    assert modules.split() == record_with


def test_the_window_imports_neither_the_exports_nor_qts_printing(window_imports):
    """The score sheet's exports (PDF, CSV, PNG, print) and QtPrintSupport are imported when
    one is first asked for, not to show the window."""
    assert window_imports[2] == "-"


def test_the_window_does_not_import_uuid_for_its_autosaves_name(window_imports):
    """The autosave's session is named by 48 random bits from the system: ``uuid`` would
    import ``platform`` (and read the system's name) for it."""
    assert window_imports[3] == "-"


def test_the_window_is_painted_without_making_the_qgradient_nor_the_font_database_class(window_imports):
    """PySide makes a Qt class when it is first used, with its enums as Python enums (the
    costly part of its start): ``QPainter.fillRect`` and ``QBrush(QColor)`` ask ``QGradient``
    (169 presets), so the window paints its city's paper and its tiles without them; the
    font database (40 members) is asked only for a Traditional Chinese font."""
    assert window_imports[4] == "-"


def test_the_window_started_in_english_does_not_load_hashlib(window_imports):
    """A catalogue's SHA-256 is worked out only when one is checked: ``hashlib`` loads
    OpenSSL (11 M instructions), and a start in English checks no catalogue."""
    assert window_imports[5] == "False"


def test_the_window_does_not_import_html_to_escape_its_rich_texts(window_imports):
    """Names put into rich text are escaped by ``plain.escape``: the standard library's
    ``html`` builds its table of 2 200 named characters on import (8 M instructions)."""
    assert window_imports[6] == "False"


#: A script's start: the main window shown, its docks not yet built, and every event the
#: tooltip filter sees counted in ``seen`` (their types).
WINDOW_UNDER_A_COUNTING_FILTER = """
from PySide6.QtWidgets import QApplication
app = QApplication([])
from alhambra_gui.widgets.paint.plain import PlainToolTips
seen = []
real = PlainToolTips.eventFilter
def counted(self, watched, event):
    seen.append(event.type())
    return real(self, watched, event)
PlainToolTips.eventFilter = counted
from alhambra_gui.widgets.window.main_window import MainWindow
window = MainWindow(docks_later=True)
window.show()
app.processEvents()
"""

DOCKS_BUILT_UNDER_THE_TOOLTIP_FILTER = WINDOW_UNDER_A_COUNTING_FILTER + """
window.create_docks()
built = len(seen)
window.grab()
app.processEvents()
print(built, bool(app.property("plainToolTips")), len(seen) > built)
"""


def test_the_docks_are_built_before_the_tooltip_filter_watches(tmp_path):
    """The application-wide tooltip filter (Python, it sees every event of every object) is
    installed once the docks are built, in the same turn of the event loop (so no tooltip
    can be shown before it): it saw some three thousand events while they were made."""
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", XDG_CONFIG_HOME=str(tmp_path),
               XDG_DATA_HOME=str(tmp_path))
    run = subprocess.run([sys.executable, "-c", DOCKS_BUILT_UNDER_THE_TOOLTIP_FILTER], env=env,
                         capture_output=True, text=True, check=True)
    seen_while_built, installed, watching_after = run.stdout.split()
    assert seen_while_built == "0"
    assert installed == "True" and watching_after == "True"


DOCKS_FIRST_SHOWN_UNDER_THE_TOOLTIP_FILTER = WINDOW_UNDER_A_COUNTING_FILTER + """
from collections import Counter
window.current_page()
window.create_docks()
app.processEvents()
kinds = Counter(kind.name for kind in seen)
print(kinds["PolishRequest"] + kinds["Show"] + kinds["ShowToParent"], len(seen))
"""


def test_the_docks_are_first_shown_before_the_tooltip_filter_watches(tmp_path):
    """The docks built on a shown window are polished and shown (their posted events: no
    input, no timer, so no tooltip) before the filter watches: it saw some 540 of those
    and 1 400 events in all on the next turn of the loop, each crossing into Python (a few
    widgets are still shown later, as their content asks)."""
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", XDG_CONFIG_HOME=str(tmp_path),
               XDG_DATA_HOME=str(tmp_path))
    run = subprocess.run([sys.executable, "-c", DOCKS_FIRST_SHOWN_UNDER_THE_TOOLTIP_FILTER], env=env,
                         capture_output=True, text=True, check=True)
    shown, seen = map(int, run.stdout.split())
    assert shown < 54
    assert seen < 1000


DOCKS_PAINTED_BEFORE_THE_TOOLTIP_FILTER_WATCHES = WINDOW_UNDER_A_COUNTING_FILTER + """
import time
from PySide6.QtCore import QEvent, QObject, QTimer
window.current_page()
window.create_docks()
installed = lambda: bool(app.property("plainToolTips"))
painted, timer_saw = [], []
class Paints(QObject):
    def eventFilter(self, watched, event):
        if event.type() == QEvent.Type.Paint:
            painted.append(installed())
        return False
watch = Paints()
for dock in (window.palette_dock, window.reserves, window.scoreboard):
    dock.installEventFilter(watch)
QTimer.singleShot(1, lambda: timer_saw.append(installed()))
before = installed()
for _ in range(50):
    time.sleep(0.002)
    app.processEvents()
    if timer_saw:
        break
print(before, len(painted), any(painted), timer_saw, installed())
"""


def test_the_window_with_its_docks_is_first_painted_before_the_tooltip_filter_watches(tmp_path):
    """On a shown window the tooltip filter is installed right after the window's first paint
    with its docks (it saw some 1 500 events of that paint, each crossing into Python), and
    before any timer, so before a tooltip can come (Qt shows one from its timer)."""
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", XDG_CONFIG_HOME=str(tmp_path),
               XDG_DATA_HOME=str(tmp_path))
    run = subprocess.run([sys.executable, "-c", DOCKS_PAINTED_BEFORE_THE_TOOLTIP_FILTER_WATCHES],
                         env=env, capture_output=True, text=True, check=True)
    before, painted, painted_watched, timer_saw, after = run.stdout.split()
    assert before == "False"
    assert int(painted) > 0 and painted_watched == "False"
    assert timer_saw == "[True]" and after == "True"


DOCKS_BUILT_AND_THE_WINDOW_HIDDEN = WINDOW_UNDER_A_COUNTING_FILTER + """
import time
from PySide6.QtCore import QEvent
window.create_docks()
window.hide()
app.removePostedEvents(window, QEvent.Type.UpdateRequest)  # no paint to come
start = time.monotonic()
while time.monotonic() - start < 1.5 and not app.property("plainToolTips"):
    time.sleep(0.01)
    app.processEvents()
print(bool(app.property("plainToolTips")), round(time.monotonic() - start, 1) >= 0.4)
"""


def test_the_tooltip_filter_comes_at_the_latest_half_a_second_after_the_docks(tmp_path):
    """A window hidden before its next paint (no paint to wait for) gets the filter all the
    same, half a second after its docks were built (before a tooltip's 0.7 s)."""
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", XDG_CONFIG_HOME=str(tmp_path),
               XDG_DATA_HOME=str(tmp_path))
    run = subprocess.run([sys.executable, "-c", DOCKS_BUILT_AND_THE_WINDOW_HIDDEN],
                         env=env, capture_output=True, text=True, check=True)
    assert run.stdout.split() == ["True", "True"]


#: The start-up benchmark's "usable" app (the first frame, the main window, its docks built
#: after its first paint, as ``__main__.run_window``, until every dock in sight is painted);
#: then, one line each, what PySide has made of the widget classes the window never uses, of
#: the dialogs' classes, whether the end-of-game dialog is imported, and of the classes of the
#: scoreboard's insides. Reading ``vars`` and ``sys.modules`` makes no class and imports
#: nothing, so the three tests below read one run (a start of the app each took 2-10 s).
USABLE_WINDOW = APP_USABLE.replace('print("shown", flush=True)', """import sys
                from PySide6 import QtGui, QtWidgets
                unused = ("QWizard", "QMdiArea", "QCalendarWidget")
                print(" ".join(name for name in unused if name in vars(QtWidgets)) or "-")
                dialogs = ("QMessageBox", "QDialogButtonBox", "QFileDialog", "QListWidget", "QListWidgetItem")
                print(" ".join(name for name in dialogs if name in vars(QtWidgets)) or "-")
                print("alhambra_gui.widgets.score.endgame_dialog" in sys.modules)
                print(" ".join(name for name in ("QListView", "QTextDocument")
                               if name in vars(QtWidgets) or name in vars(QtGui)) or "-", flush=True)""")
assert USABLE_WINDOW != APP_USABLE, "the benchmark's script no longer says when its docks are painted"


@pytest.fixture(scope="module")
def usable_window(tmp_path_factory) -> list[str]:
    """The lines the usable app printed (``USABLE_WINDOW``), from one run in a fresh process."""
    folder = tmp_path_factory.mktemp("usable")
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", XDG_CONFIG_HOME=str(folder),
               XDG_DATA_HOME=str(folder))
    run = subprocess.run([sys.executable, "-c", USABLE_WINDOW], env=env, cwd=folder,
                         capture_output=True, text=True, check=True)
    return run.stdout.split("\n")


def test_the_window_is_usable_without_pyside_walking_every_widget_class(usable_window):
    """A scroll area's own viewport is a C++ widget Python has never seen: the first handed
    to Python (``viewport()``) makes PySide walk every widget class it knows to find its
    class, making each one's enums (some 50 enums, 20-27 M instructions). The window's scroll
    areas get viewports made in Python (``paint/viewport.py``), so that until the window is
    usable no class it never uses (a wizard, an MDI area, a calendar) is made."""
    assert usable_window[0] == "-"


def test_the_window_is_usable_before_any_dialog_class_is_made(usable_window):
    """The message box, the dialog buttons, the file dialog, the tile picker's list and the
    end-of-game dialog are imported where they are first used, not by the modules that start
    the window: PySide makes a class's enums (13 for these) when Python first sees it. Each
    still works when first used (``test_gui_first_used_dialogs.py``)."""
    assert usable_window[1:3] == ["-", "False"]


def test_the_window_is_usable_without_handing_the_scoreboards_insides_to_python(usable_window):
    """The layout names the scoreboard's tables and the palette's scroll area: a search of a
    dock's children (``findChildren``) hands each of them to Python, the round chooser's
    list and a label's text document among them, whose classes PySide then makes (11 enums)."""
    assert usable_window[3] == "-"
