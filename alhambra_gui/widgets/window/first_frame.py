"""The desktop app's first frame: an empty window where the main window will be, painted
before the engine and the window's heavier modules are imported (they take longer than
Qt itself). The main window is built on the next turn of the event loop (``launch.
open_window``), shown in the frame's place, and the frame goes.

This module imports Qt, the package's names and the settings only (``test_startup``
checks it); ``platform_guard`` is here because the application is made here.

Python's cyclic garbage collector is held from the start (``__main__.run_window``) until the
main window's docks are built and painted (``settle_garbage``): the start makes some 40 000
objects that nearly all stay, and the collector would walk them again and again on the way
to a usable window (some 10 ms of its 0.24 s here, issue 31). Once settled, the few hundred
left over are collected, the rest frozen (``gc.freeze``: later collections, during edits, no
longer walk them) and the collector runs as usual. The price: a frozen object that later
becomes garbage in a reference cycle stays (the first game's, once, when another is opened).
"""

from __future__ import annotations

import gc
import os
import sys
from collections.abc import Callable, Iterator, Sequence
from contextlib import contextmanager

from PySide6.QtCore import QEvent, QMessageLogContext, QObject, QTimer, QtMsgType, qInstallMessageHandler
from PySide6.QtWidgets import QApplication, QMainWindow

from ... import APP_ID, APPLICATION, ORGANIZATION, __version__
from ...app import settings
from ...qt_options import platform_failure
from .window_layout import first_geometry


def name_app(app: QApplication) -> None:
    """The names that decide where the settings and the autosaves live (before any is read)."""
    app.setOrganizationName(ORGANIZATION)
    app.setOrganizationDomain("alhambra-gui.github.io")
    app.setApplicationName(APPLICATION)
    app.setApplicationVersion(__version__)
    app.setDesktopFileName(APP_ID)


@contextmanager
def platform_guard() -> Iterator[None]:
    """While Qt starts its platform plugin: should it fail (a display that cannot be reached,
    a missing xcb library), one sentence and exit code 1 instead of Qt's dump of plugin
    messages and an abort. Messages of a start that works are passed on afterwards."""
    kept: list[str] = []

    def handler(kind: QtMsgType, _context: QMessageLogContext, message: str) -> None:
        kept.append(message)
        if kind == QtMsgType.QtFatalMsg:
            sys.stdout.flush()
            sys.stderr.write(platform_failure(kept) + "\n")
            sys.stderr.flush()
            os._exit(1)  # Qt aborts once a fatal message is handled

    previous = qInstallMessageHandler(handler)
    try:
        yield
    finally:
        qInstallMessageHandler(previous)
        for message in kept:
            sys.stderr.write(message + "\n")


def application(qt_args: Sequence[str] = ()) -> QApplication:
    """The application (made, named), with Qt's own command-line options (``-style fusion``)."""
    app = QApplication.instance()
    if app is None:
        with platform_guard():
            app = QApplication([*sys.argv[:1], *qt_args])
    assert isinstance(app, QApplication)
    name_app(app)
    return app


def show_first_frame() -> QMainWindow:
    """An empty window, titled, where the main window will be (as it was left, or sized to
    its screen as the main window is), shown."""
    frame = QMainWindow()
    frame.setObjectName("firstFrame")
    frame.setWindowTitle(APPLICATION)
    saved = settings.window_geometry.get()
    if not (saved and frame.restoreGeometry(saved)):
        frame.setGeometry(first_geometry(frame.screen().availableGeometry()))
    frame.show()
    return frame


#: Milliseconds after the docks are built that the collector runs again: by then they have
#: been painted (a few frames), and a player's first edit is still to come.
SETTLE_AFTER_DOCKS = 250
#: Should the main window never get its docks (a window system that keeps it minimised), the
#: collector runs again after this many milliseconds all the same.
SETTLE_AT_THE_LATEST = 3000


def settle_garbage() -> None:
    """The start's garbage collected, the objects that stay frozen out of later collections,
    the collector on again (once: a second call, or one with the collector running, changes
    nothing)."""
    if gc.isenabled():
        return
    gc.collect()
    gc.freeze()
    gc.enable()


#: Should the frame not be painted by then (a window system that shows it minimised), the
#: main window is built all the same (milliseconds).
AT_THE_LATEST = 300


class _OnFirstPaint(QObject):
    """Calls ``then`` on the turn of the loop after the frame's first paint (or after
    ``AT_THE_LATEST``), once."""

    def __init__(self, frame: QMainWindow, then: Callable[[], None]) -> None:
        super().__init__(frame)
        self._then: Callable[[], None] | None = then
        frame.installEventFilter(self)
        QTimer.singleShot(AT_THE_LATEST, self, self._run)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() == QEvent.Type.Paint:
            watched.removeEventFilter(self)
            QTimer.singleShot(0, self, self._run)
        return False

    def _run(self) -> None:
        then, self._then = self._then, None
        if then is not None:
            then()


def start(build: Callable[[QMainWindow], object], qt_args: Sequence[str] = ()) -> int:
    """The first frame painted, then ``build(frame)`` on the next turn of the loop; run until
    the app quits, keeping what ``build`` returns (the main window: Python owns it). Should
    ``build`` fail, the app ends and its error is raised here, as it would be without a
    first frame. The garbage collector is held until the main window settles it (or
    ``SETTLE_AT_THE_LATEST``), and on again when this returns."""
    gc.disable()  # held (already, from run_window) until settle_garbage
    try:
        return _run_app(build, qt_args)
    finally:
        settle_garbage()


def _run_app(build: Callable[[QMainWindow], object], qt_args: Sequence[str]) -> int:
    app = application(qt_args)
    frame = show_first_frame()
    failed: list[BaseException] = []
    built: list[object] = []

    def build_now() -> None:
        try:
            built.append(build(frame))
        except BaseException as error:  # raised again below, out of the loop
            failed.append(error)
            app.exit(1)

    _OnFirstPaint(frame, build_now)
    QTimer.singleShot(SETTLE_AT_THE_LATEST, settle_garbage)
    code = app.exec()
    if failed:
        raise failed[0]
    return code
