"""Shared fixtures. Qt runs offscreen so that the GUI tests need no display."""

from __future__ import annotations

import gc
import json
import os
import sys
from pathlib import Path

import pytest
from hypothesis import HealthCheck, settings

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")


def _temporary_files_in_memory(folder: str = "/dev/shm", room: int = 2 << 30) -> None:
    """Every test's tmp_path in a RAM file system where the system has one with room (Linux's
    /dev/shm), unless TMPDIR says where temporary files go. The tests save, autosave and keep
    settings and histories in thousands of small files, each flushed to the disk (fsync) as
    the app flushes it, a few milliseconds of waiting each on a disk: on /dev/shm the same
    calls return at once. Set here, before pytest (and xdist, which gives each worker a folder
    of the first process's) picks its base folder.

    tempfile.tempdir is already set when this runs: pytest's output capture made a temporary
    file before it read this conftest, and tempfile keeps the folder it chose then (/tmp when
    no variable names one). So the variables decide (TMPDIR, TEMP, TMP, as tempfile reads
    them), not whether tempfile has chosen: with that test the tests' files stayed on the
    disk in every run that captures output (every run but ``-s``), and each run's end deleted
    an older run's thousands of files from the disk."""
    import tempfile

    if any(os.environ.get(name) for name in ("TMPDIR", "TEMP", "TMP")):
        return
    try:
        free = os.statvfs(folder)
    except OSError:
        return
    if free.f_bavail * free.f_frsize >= room and os.access(folder, os.W_OK | os.X_OK):
        tempfile.tempdir = folder


_temporary_files_in_memory()

# Hypothesis: "fast" at the desk (the default), "ci" in CI (HYPOTHESIS_PROFILE=ci, set by
# .ci/run): more examples, and a failure prints the blob that reproduces it. No deadline in
# either (a busy 2-core machine is slow, not wrong); the engine properties build whole
# cities per example, which the too_slow health check would take for a bad strategy.
# Tests that set max_examples themselves keep it (the photo ones, cheap, and a window per example),
# or take a tenth of it at the desk through examples() (the engine's costly ones), at least 10.
# "fast" runs 10 examples a property (a tenth of CI's 100): the README's one-line command runs
# the suite in five minutes on a 2-core machine, and CI and hypothesis' database (failures
# found once are tried first) keep the breadth (issue 31 item 5).
_NOT_TOO_SLOW = [HealthCheck.too_slow]
settings.register_profile("fast", max_examples=10, deadline=None, suppress_health_check=_NOT_TOO_SLOW)
settings.register_profile("ci", max_examples=100, deadline=None, suppress_health_check=_NOT_TOO_SLOW,
                          print_blob=True)
settings.load_profile(os.environ.get("HYPOTHESIS_PROFILE", "fast"))


def examples(full: int) -> int:
    """The budget of a property test that sets its own (``full``, what the CI profile runs):
    at the desk the share the "fast" profile takes of CI's (a tenth), but at least 10 (or
    ``full`` when that is less); CI, and any profile but "fast", runs ``full``."""
    if os.environ.get("HYPOTHESIS_PROFILE", "fast") != "fast":
        return full
    share = settings.get_profile("fast").max_examples / settings.get_profile("ci").max_examples
    return max(round(full * share), min(full, 10))

#: Copies of ../shared/examples (and the rules' tile list), so that the tests run in a
#: checkout of this repository alone; test_shared_copies.py keeps them equal to ../shared.
DATA = Path(__file__).resolve().parent / "data"
EXAMPLES = DATA
SHARED = Path(__file__).resolve().parents[1].parent / "shared"


@pytest.fixture
def example_path():
    """Path of an example game (copied from ../shared/examples)."""

    def find(name: str) -> Path:
        path = EXAMPLES / f"{name}.json"
        assert path.exists(), f"missing example {path}"
        return path

    return find


@pytest.fixture
def expected():
    def load(name: str) -> dict:
        return json.loads((EXAMPLES / f"{name}.expected.json").read_text(encoding="utf-8"))

    return load


def with_empty_modules(score: dict) -> dict:
    """A shared expected ``score --json`` of a base game, with the ``"modules": {}`` each
    player's entry has had since the spec's modules section (the shared files predate it)."""
    players = [{**{k: v for k, v in p.items() if k != "total"}, "modules": {}, "total": p["total"]}
               for p in score["players"]]
    return {**score, "players": players}


@pytest.fixture(autouse=True)
def isolated_history(tmp_path, monkeypatch):
    """Every test gets its own history of finished games (never the user's)."""
    monkeypatch.setenv("ALHAMBRA_GUI_HISTORY", str(tmp_path / "history" / "history.sqlite"))


@pytest.fixture(autouse=True)
def isolated_qt_settings(tmp_path, monkeypatch):
    """Every test gets its own QSettings, application data and cache folders (never the user's)."""
    try:
        from PySide6.QtCore import QCoreApplication, QSettings, QStandardPaths
    except ImportError:  # engine-only environments
        yield
        return
    QCoreApplication.setOrganizationName("alhambra-gui-tests")
    QCoreApplication.setApplicationName("alhambra-gui-tests")
    QStandardPaths.setTestModeEnabled(True)
    QSettings.setDefaultFormat(QSettings.Format.IniFormat)
    QSettings.setPath(QSettings.Format.IniFormat, QSettings.Scope.UserScope, str(tmp_path / "settings"))
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "data"))
    monkeypatch.setenv("XDG_CONFIG_HOME", str(tmp_path / "config"))
    monkeypatch.setenv("ALHAMBRA_GUI_CACHE", str(tmp_path / "cache"))  # the tile chips kept
    QSettings().clear()
    from alhambra_gui.app import settings as app_settings

    app_settings.set_aside()  # what an earlier test set aside is not this test's start
    yield
    app_settings.write_soon()  # what this test set to be written soon goes into its own settings


@pytest.fixture(autouse=True)
def default_locale_kept():
    """A test that switches the language sets the default locale (quotes, lists): the next
    test starts with the one it found."""
    try:
        from PySide6.QtCore import QLocale
    except ImportError:  # engine-only environments
        yield
        return
    before = QLocale()
    yield
    QLocale.setDefault(before)


@pytest.fixture(autouse=True)
def no_script_errors_on_phones():
    """A phone's page in the browser whose script let an error through uncaught (a module that
    failed to load, a name imported that is not exported) fails the test it ran in."""
    yield
    browser = sys.modules.get("tests.phone_browser")  # imported by the browser tests alone
    if browser is not None:
        errors = browser.take_script_errors()
        assert not errors, errors


@pytest.fixture(autouse=True)
def no_blocking_file_dialogs(monkeypatch):
    """A file dialog waits for a person: a test that opens one unpatched fails at once
    instead of hanging the run (tests that need one patch it with the path to answer)."""
    try:
        from PySide6.QtWidgets import QFileDialog
    except ImportError:  # engine-only environments
        return

    def refuse(*_args, **_kwargs):
        raise AssertionError("a test opened a modal file dialog; patch it with the answer")

    for name in ("getOpenFileName", "getSaveFileName", "getExistingDirectory"):
        monkeypatch.setattr(QFileDialog, name, refuse)


@pytest.fixture(autouse=True)
def plain_tooltips(request):
    """Tooltips as the app shows them: plain text (widgets.launch.configure installs this)."""
    if "qtbot" in request.fixturenames or "qapp" in request.fixturenames:
        from alhambra_gui.widgets.paint.plain import install_plain_tooltips

        install_plain_tooltips(request.getfixturevalue("qapp"))


@pytest.fixture(autouse=True)
def source_plurals(request):
    """English plural forms as the app has them ("1 tile", "2 tiles"; widgets.launch
    installs this translator before any catalogue)."""
    if "qtbot" in request.fixturenames or "qapp" in request.fixturenames:
        from alhambra_gui.app.plurals import install_source_plurals

        install_source_plurals(request.getfixturevalue("qapp"))


@pytest.fixture
def session(make_session, example_path):
    """A GameSession holding the three-player example (Anna, Ben, Chen)."""
    from alhambra_gui.engine import load_game

    return make_session(load_game(example_path("three-players")))


@pytest.fixture
def dirk_session(make_session, example_path):
    """A GameSession holding the two-player example with Dirk (Anna, Ben, Dirk)."""
    from alhambra_gui.engine import load_game

    return make_session(load_game(example_path("two-players-dirk")))


@pytest.fixture
def single_shots(monkeypatch):
    """QTimer.singleShot's calls watched until each has run (``tests.event_loop.SingleShots``):
    ``test_gui_any_screen.settled`` waits for those of the window too."""
    from tests import event_loop

    event_loop.watching = event_loop.SingleShots()
    event_loop.watching.watch(monkeypatch)
    yield event_loop.watching
    event_loop.watching = None


@pytest.fixture
def make_session(qtbot):
    """Make a GameSession holding a game (a fresh one when none is given)."""
    from alhambra_gui.app.session import GameSession

    def make(game=None):
        return GameSession(game)

    return make


@pytest.fixture
def show_widget(qtbot):
    """Show a widget as the GUI tests need it: held until the test ends and then closed by
    qtbot, resized, shown; ``exposed`` waits until it is on screen, ``settle`` runs the
    event loop once (for work a widget leaves to it, such as fitting columns)."""
    from PySide6.QtWidgets import QApplication

    held = []  # qtbot keeps only weak references

    def show(widget, width: int = 900, height: int = 700, *, exposed: bool = False,
             settle: bool = False):
        held.append(widget)
        qtbot.addWidget(widget)
        widget.resize(width, height)
        widget.show()
        if exposed:
            qtbot.waitExposed(widget)
        if settle:
            QApplication.processEvents()
        return widget

    return show


@pytest.fixture
def page(session, show_widget):
    """Anna's city page (three-player example), shown and exposed."""
    from alhambra_gui.widgets.city.city_page import CityPage

    return show_widget(CityPage(session, "Anna"), exposed=True)


@pytest.fixture
def palette(session, show_widget):
    """The tiles palette (with the supplies of the modules' pieces in play), shown; the test's
    module may define ``session`` as its game needs."""
    from alhambra_gui.widgets.tiles.palette import PaletteDock

    return show_widget(PaletteDock(session), 300, 600)


@pytest.fixture
def full_city_page(make_session, show_widget):
    """Anna's page over a legal city of all 54 tiles, and a drag of a removable tile of it."""
    from alhambra_gui.engine import Game, Player
    from alhambra_gui.widgets.city.city_page import CityPage
    from alhambra_gui.widgets.tiles.mime import TileDrag
    from tests.benchmarks.cities import full_city

    city = full_city()
    page = show_widget(CityPage(make_session(Game([Player("Anna", city)])), "Anna"), 1200, 900)
    source = next(c for c, _ in city if not city.check_remove(c))
    return page, city, TileDrag(city.get(source), "city", "Anna", source)


#: The suite's longest modules, longest first (``--durations``, 3 December 2026): they run
#: first. xdist hands each worker a contiguous share of the collection and the idle one takes
#: work from the end of the other's, so the run ends together when its last tests are short:
#: a module of 40-second tests met last (these sort late: r, t, w) keeps one core waiting
#: while the other finishes it. Within a module, its longest tests (``LONGEST_TESTS``) first;
#: a module stays together, so its module-scoped fixtures (a Chromium, a wheel) are made once.
LONGEST_MODULES = ("test_random_actions.py", "test_gui_retranslate.py", "test_table_browser.py",
                   "test_photo_perspective.py", "test_worst_case_files.py", "test_photo_locate.py",
                   "test_gui_photo_found.py", "test_table_headless.py", "test_gui_photo_table.py",
                   "test_packaging.py", "test_photo_table_cli.py")
LONGEST_TESTS = ("test_a_long_evening_with_every_module_levels_off_in_memory",)


def pytest_collection_modifyitems(items: list[pytest.Item]) -> None:
    def rank(numbered: tuple[int, pytest.Item]) -> tuple[int, int, int]:
        number, item = numbered
        module = item.path.name
        first = LONGEST_MODULES.index(module) if module in LONGEST_MODULES else len(LONGEST_MODULES)
        name = getattr(item, "originalname", item.name)
        return first, 0 if name in LONGEST_TESTS else 1, number

    items[:] = [item for _, item in sorted(enumerate(items), key=rank)]


def pytest_collection(session: pytest.Session) -> None:
    """In a checkout whose tests have never run (a fresh clone), each xdist worker compiles
    and rewrites the asserts of all 290 test modules as it collects them, and both workers
    do all of it at the same time: some 15 CPU-seconds each before the first test. The
    second worker imports the test modules last to first before collecting, so the two
    meet in the middle and each reads the other's half from the bytecode cache they write.
    Nothing changes where bytecode is not written (``PYTHONDONTWRITEBYTECODE``), nor in one
    process; pytest's own collection follows as before and reports any failing import."""
    if sys.dont_write_bytecode or os.environ.get("PYTEST_XDIST_WORKER") != "gw1":
        return
    import importlib

    root = Path(__file__).resolve().parent
    for path in sorted(root.rglob("test_*.py"), reverse=True):
        name = ".".join(path.relative_to(root.parent).with_suffix("").parts)
        try:
            importlib.import_module(name)
        except (Exception, pytest.skip.Exception, pytest.fail.Exception):  # collected again: pytest says why
            sys.modules.pop(name, None)


@pytest.hookimpl(tryfirst=True)
def pytest_runtest_teardown(item: pytest.Item) -> None:
    """The widgets pytest-qt has just closed (``qtbot.addWidget``) are deleted before the
    test's fixtures are torn down. pytest-qt closes them and calls ``deleteLater``, but
    outside an event loop ``processEvents`` leaves deferred deletes waiting to the next
    test's loop: a fixture that switches the language or the theme back (``apply("en")``,
    ``apply_theme``, a catalogue removed) then had every closed window word itself again,
    or restyle itself, before it went. Runs after pytest-qt's closing (a wrapper around this
    hook) and before the fixtures' finalizers (pytest's own implementation, after this one)."""
    core = sys.modules.get("PySide6.QtCore")  # None: not loaded, or a test's fixture blocks Qt
    if core is not None and core.QCoreApplication.instance() is not None:
        core.QCoreApplication.sendPostedEvents(None, core.QEvent.Type.DeferredDelete)


def pytest_collection_finish(session: pytest.Session) -> None:
    """What every test's process holds from now to its end (the modules imported, the app's
    and the tests' classes, the items collected) is frozen out of the garbage collector's
    sight: each full collection walked it again, some 65 000 objects a time, in a process whose
    windows and cities make collections often (in each xdist worker, which collects too).
    Garbage made before it is collected first, so none of it is kept forever.

    The youngest generation is collected after 7 000 allocations instead of 700 (Python
    3.13's default is 2 000): the windows, cities and JSON the tests make collected it about
    ten times as often, each time looking through objects that were still alive. A test that
    needs the garbage gone (a memory or object count) collects it itself, as before."""
    gc.collect()
    gc.freeze()
    _, older, oldest = gc.get_threshold()
    gc.set_threshold(7000, older, oldest)


@pytest.fixture
def anna_table(tmp_path):
    """The phone's city and reserve tests' small game (``table_city.a_game``) served headless
    from a file: the server and the file."""
    from .table_city import a_game
    from .table_client import file_table

    path = tmp_path / "game.json"
    with file_table(path, a_game()) as (server, _host):
        yield server, path
