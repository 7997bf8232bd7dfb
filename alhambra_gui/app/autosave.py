"""Autosave: every change is written atomically under the application data folder.

A flag in the settings tells whether the app closed cleanly; if it did not, the
next start offers to restore what was autosaved.
"""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QStandardPaths

from ..engine import Game, GameFileError, load_game, save_game
from . import settings

FILE_NAME = "autosave.json"


def default_folder() -> Path:
    location = QStandardPaths.StandardLocation.AppDataLocation
    return Path(QStandardPaths.writableLocation(location))


class Autosave:
    def __init__(self, folder: Path | None = None) -> None:
        self.folder = folder or default_folder()

    @property
    def path(self) -> Path:
        return self.folder / FILE_NAME

    def write(self, game: Game, source: Path | None, *, clean: bool = False) -> None:
        try:
            self.folder.mkdir(parents=True, exist_ok=True)  # the app's own data folder
        except OSError as error:
            raise GameFileError(f"{self.path.name}: cannot save ({error.strerror})") from None
        save_game(game, self.path)
        settings.autosave_source.set(str(source) if source else "")
        settings.autosave_clean.set(clean)

    def mark_clean(self) -> None:
        settings.autosave_clean.set(True)

    def discard(self) -> None:
        self.path.unlink(missing_ok=True)
        settings.autosave_clean.set(True)
        settings.autosave_source.set("")

    def exists(self) -> bool:
        return self.path.exists()

    def crashed(self) -> bool:
        """The last run changed the game and did not close cleanly."""
        return self.exists() and not settings.autosave_clean.get()

    def load(self) -> tuple[Game, Path | None] | None:
        """The autosaved game and the file it came from; None if missing or unreadable."""
        if not self.exists():
            return None
        try:
            game = load_game(self.path)
        except GameFileError:
            return None
        source = settings.autosave_source.get()
        return game, (Path(source) if source else None)
