"""Start the desktop app: ``alhambra-gui [FILE]``."""

from __future__ import annotations

import os
from typing import TYPE_CHECKING

from PySide6.QtCore import QTimer
from PySide6.QtGui import QIcon
from PySide6.QtWidgets import QApplication, QWidget

from ...app import settings
from ...app.labels import arg, tr
from ...engine import resource, resource_path
from ..paint.theme import apply_theme
from .first_frame import application, name_app, platform_guard
from .language_menu import apply_language

if TYPE_CHECKING:
    from .main_window import MainWindow

__all__ = ["configure", "install_translations", "open_window", "platform_guard"]

#: Set (to anything) in the environment, the app quits by itself once its first window is
#: shown: for smoke tests of an installed app or a bundle (packaging/smoke_test.py); set to
#: ``history``, it shows Game ▸ History's statistics and the newest game's QR code first.
QUIT_AFTER_SHOW = "ALHAMBRA_GUI_QUIT_AFTER_SHOW"


def configure(app: QApplication) -> None:
    """Names that decide where settings and autosaves live, translations, the icon."""
    name_app(app)
    icon = resource("icons", "alhambra-gui.svg")
    if icon.is_file():
        app.setWindowIcon(QIcon(str(resource_path("icons", "alhambra-gui.svg"))))
    install_translations(app)
    apply_theme(app, settings.theme.get())  # View ▸ Theme, as chosen last
    # The plain-tooltip filter is installed by the main window once its docks are built
    # (MainWindow.create_docks): an application-wide Python filter sees every event of every
    # object, and wrapping those objects for Python before the first paint cost ~30 ms.


def install_translations(app: QApplication) -> str:
    """The language chosen in View ▸ Language (by default the system's): its catalogues,
    Qt's own and the app's from ``resources/i18n``, its locale and its font. Returns it.
    English plural forms come with them (``Translators``), asked after every catalogue."""
    return apply_language(app, settings.chosen_language())


def open_window(file: str | None = None, frame: QWidget | None = None) -> MainWindow:
    """The main window with ``file``, the autosaved game or a sample, shown where ``frame``
    (the first frame: ``__main__.run_window``) was, which goes."""
    app = application()
    configure(app)
    from .main_window import MainWindow

    window = MainWindow(docks_later=True)
    opened = window.files.start(file)
    window.place_on_screen()
    window.show()
    window.activateWindow()  # the keyboard's: without a window manager no window would have it
    if frame is not None:
        frame.close()
        frame.deleteLater()
    QTimer.singleShot(0, window.files.shown)  # drawn without a crash: no longer "opening"
    window.statusBar().showMessage(arg(tr("Opened %1"), opened), 5000)
    QTimer.singleShot(0, window.offer_keys_hint)  # the first start: where the codes are explained
    if os.environ.get(QUIT_AFTER_SHOW) == "history":  # a bundle's smoke test: the plots and a QR code too
        QTimer.singleShot(0, window.history_menu.show_everything)
    if os.environ.get(QUIT_AFTER_SHOW):
        QTimer.singleShot(0, app.quit)
    return window
