"""Start the desktop app: ``alhambra-gui [FILE]``."""

from __future__ import annotations

import os
import sys
from collections.abc import Iterator, Sequence
from contextlib import contextmanager

from PySide6.QtCore import QMessageLogContext, QTimer, QtMsgType, qInstallMessageHandler
from PySide6.QtGui import QIcon
from PySide6.QtWidgets import QApplication

from ... import APP_ID, APPLICATION, ORGANIZATION, __version__
from ...app import settings
from ...app.labels import arg, tr
from ...app.plurals import install_source_plurals
from ...engine import resource, resource_path
from ...qt_options import platform_failure
from .language_menu import apply_language

#: Set (to anything) in the environment, the app quits by itself once its first window is
#: shown: for smoke tests of an installed app or a bundle (packaging/smoke_test.py); set to
#: ``history``, it shows Game ▸ History's statistics and the newest game's QR code first.
QUIT_AFTER_SHOW = "ALHAMBRA_GUI_QUIT_AFTER_SHOW"


def configure(app: QApplication) -> None:
    """Names that decide where settings and autosaves live, translations, the icon."""
    app.setOrganizationName(ORGANIZATION)
    app.setOrganizationDomain("alhambra-gui.github.io")
    app.setApplicationName(APPLICATION)
    app.setApplicationVersion(__version__)
    app.setDesktopFileName(APP_ID)
    icon = resource("icons", "alhambra-gui.svg")
    if icon.is_file():
        app.setWindowIcon(QIcon(str(resource_path("icons", "alhambra-gui.svg"))))
    install_translations(app)
    # The plain-tooltip filter is installed by the main window right after its first paint
    # (MainWindow.create_docks): an application-wide Python filter sees every event of every
    # object, and wrapping those objects for Python before the first paint cost ~30 ms.


def install_translations(app: QApplication) -> str:
    """The language chosen in View ▸ Language (by default the system's): its catalogues,
    Qt's own and the app's from ``resources/i18n``, its locale and its font. Returns it.
    English plural forms come first, so that every catalogue is asked before them."""
    install_source_plurals(app)
    return apply_language(app, settings.chosen_language())


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


def run_app(file: str | None = None, qt_args: Sequence[str] = ()) -> int:
    """Show the main window with ``file``, the autosaved game or a sample; run until closed.
    ``qt_args``: Qt's own command-line options (``-style fusion``, ``-platform offscreen``)."""
    app = QApplication.instance()
    if app is None:
        with platform_guard():
            app = QApplication([*sys.argv[:1], *qt_args])
    assert isinstance(app, QApplication)
    configure(app)
    from .main_window import MainWindow

    window = MainWindow(docks_later=True)
    opened = window.files.start(file)
    window.place_on_screen()
    window.show()
    QTimer.singleShot(0, window.files.shown)  # drawn without a crash: no longer "opening"
    window.statusBar().showMessage(arg(tr("Opened %1"), opened), 5000)
    QTimer.singleShot(0, window.offer_keys_hint)  # the first start: where the codes are explained
    if os.environ.get(QUIT_AFTER_SHOW) == "history":  # a bundle's smoke test: the plots and a QR code too
        QTimer.singleShot(0, window.history_menu.show_everything)
    if os.environ.get(QUIT_AFTER_SHOW):
        QTimer.singleShot(0, app.quit)
    return app.exec()
