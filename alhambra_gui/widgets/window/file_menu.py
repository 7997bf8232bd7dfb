"""The File menu's side of a window's files: the questions and sentences in dialogs, the file
dialogs, File ▸ Open Recent, and another game painted once it has settled. What opens at
start, what a window that stopped left, what happens on close: ``app.game_files`` decides.
"""

from __future__ import annotations

import contextlib
from datetime import date
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, Signal
from PySide6.QtWidgets import QApplication, QMenu, QWidget

from ...app import labels, settings
from ...app.autosave import Autosave
from ...app.autosave_schedule import AutosaveSchedule
from ...app.game_files import Answer, GameFiles
from ...app.labels import tr
from ...app.session import GameSession
from ...engine import Game, printable
from ..paint import plain
from ..paint.plain import menu_text, tooltips_unwatched
from ..shared.file_filters import FILE_FILTER, file_name, save_filter, start_path
from .paint_hold import PaintHold

if TYPE_CHECKING:
    from collections.abc import Callable, Iterator

    from PySide6.QtWidgets import QMessageBox

    Button = QMessageBox.StandardButton

#: The dialogs' buttons' names for the answers the app's questions offer (QMessageBox's enums
#: are made when a question is first asked, not at start).
BUTTONS = {Answer.SAVE: "Save", Answer.DISCARD: "Discard", Answer.CANCEL: "Cancel", Answer.YES: "Yes",
           Answer.NO: "No", Answer.RETRY: "Retry", Answer.IGNORE: "Ignore"}


def _button(answer: Answer) -> Button:
    from PySide6.QtWidgets import QMessageBox

    button: Button = getattr(QMessageBox.StandardButton, BUTTONS[answer])
    return button


class FileMenu(QObject):
    """File handling for one window: its session's files (``files``, the app's) asked and
    told through the window's dialogs."""

    recentFilesChanged = Signal()

    def __init__(self, session: GameSession, window: QWidget, autosave: Autosave) -> None:
        super().__init__(window)
        self.session = session
        self.window = window
        #: Asks a question with buttons; replaced by tests.
        self.ask: Callable[[str, str, Button, Button], Button] = self._ask
        #: Shows an error sentence; replaced by tests.
        self.complain: Callable[[str], None] = self._complain
        self.files = GameFiles(session, autosave, self._answer, lambda text: self.complain(text), self)
        self.files.replacing = self._replacing
        self.files.choose_save_path = self._choose_save_path
        self.files.recentFilesChanged.connect(self.recentFilesChanged)
        #: Another game is painted once it has settled (``paint_hold``).
        self.paint_hold = PaintHold.of(window)

    @property
    def autosave(self) -> Autosave:
        return self.files.autosave

    @property
    def schedule(self) -> AutosaveSchedule:
        return self.files.schedule

    # ---- what the app decides ---------------------------------------------------------------
    def start(self, path: str | None) -> str:
        return self.files.start(path)

    def shown(self) -> None:
        self.files.shown()

    def open_sample(self) -> None:
        self.files.open_sample()

    def open(self, path: str | Path) -> bool:
        return self.files.open(path)

    def save(self) -> bool:
        return self.files.save()

    def save_to(self, path: Path) -> bool:
        return self.files.save_to(path)

    def maybe_save(self) -> bool:
        return self.files.maybe_save()

    def closing(self) -> bool:
        return self.files.closing()

    def flush_autosave(self) -> None:
        self.files.flush_autosave()

    # ---- the window's part ---------------------------------------------------------------------
    @contextlib.contextmanager
    def _replacing(self) -> Iterator[None]:
        """Another game is painted once it has settled; it shows and hides hundreds of
        widgets, one event each: the tooltip filter need not see them (no tooltip can come
        up before the open returns)."""
        self.paint_hold.hold()
        with tooltips_unwatched(self._application()):
            yield

    @staticmethod
    def _application() -> QApplication:
        app = QApplication.instance()
        assert isinstance(app, QApplication)
        return app

    def open_dialog(self) -> None:
        from PySide6.QtWidgets import QFileDialog

        path, _ = QFileDialog.getOpenFileName(self.window, self.tr("Open Game"),
                                              settings.last_directory.get(), tr(FILE_FILTER))
        if path:
            self.open(path)

    def save_as_dialog(self) -> bool:
        return self.files.save_as()

    def _choose_save_path(self) -> Path | None:
        start = str(self.session.path or start_path(None, suggested_name(self.session.game)))
        from PySide6.QtWidgets import QFileDialog

        path, _ = QFileDialog.getSaveFileName(self.window, self.tr("Save Game As"), start,
                                              save_filter(self.session.game.variant))
        return Path(path) if path else None

    def fill_recent_menu(self, menu: QMenu) -> None:
        menu.clear()
        recent = [p for p in settings.recent_files.get() if p]
        for number, path in enumerate(recent, start=1):
            action = menu.addAction(f"&{number} {menu_text(printable(Path(path).name))}")
            action.setToolTip(path)
            action.triggered.connect(lambda _=False, p=path: self.open(p))
        menu.setEnabled(bool(recent))

    # ---- dialogs -------------------------------------------------------------------------------
    def _answer(self, title: str, text: str, answers: tuple[Answer, ...], default: Answer) -> Answer:
        from PySide6.QtWidgets import QMessageBox

        buttons = QMessageBox.StandardButton.NoButton
        for answer in answers:
            buttons |= _button(answer)
        chosen = self.ask(title, text, buttons, _button(default))
        return next((answer for answer in answers if _button(answer) == chosen), Answer.CANCEL)

    def _ask(self, title: str, text: str, buttons: Button, default: Button) -> Button:
        return plain.ask(self.window, title, text, buttons, default)

    def _complain(self, text: str) -> None:
        plain.warn(self.window, self.tr("Alhambra"), text)


def suggested_name(game: Game) -> str:
    """What Save As offers for a game never saved: its variant, today's date and its players
    ("Alhambra 2026-12-02 Anna, Björn, 李明.json"), so that a folder of game nights sorts
    and reads."""
    names = labels.joined(player.name for player in game.players)
    return file_name(f"{game.variant.title} {date.today().isoformat()} {names}".strip(), ".json", "game")
