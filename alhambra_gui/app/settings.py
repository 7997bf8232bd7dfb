"""Every persistent setting, declared once over QSettings."""

from __future__ import annotations

from typing import Any, Generic, TypeVar

from PySide6.QtCore import QByteArray, QSettings

T = TypeVar("T")

MAX_RECENT_FILES = 8


class Option(Generic[T]):
    """One setting: its key, its default and its type, read and written through QSettings."""

    def __init__(self, key: str, default: T) -> None:
        self.key = key
        self.default = default

    def get(self) -> T:
        value: Any = QSettings().value(self.key, self.default)
        if isinstance(self.default, list):
            if value is None or value == "":
                return list(self.default)  # type: ignore[return-value]
            return list(value) if isinstance(value, list | tuple) else [value]  # type: ignore[return-value]
        if isinstance(self.default, bool):
            return (value in (True, "true", "1", 1)) if not isinstance(value, bool) else value  # type: ignore[return-value]
        if isinstance(self.default, int):  # an ini file gives text back: a number, or the default
            try:
                return int(value)  # type: ignore[return-value]
            except (TypeError, ValueError):
                return self.default
        return value  # type: ignore[no-any-return]

    def set(self, value: T) -> None:
        QSettings().setValue(self.key, value)


window_geometry = Option("window/geometry", QByteArray())
window_state = Option("window/state", QByteArray())
recent_files: Option[list[str]] = Option("files/recent", [])
last_directory = Option("files/lastDirectory", "")
autosave_clean = Option("autosave/clean", True)
autosave_source = Option("autosave/source", "")
#: The size of a cell in a city exported as PNG, in pixels (the last one chosen).
png_cell_size = Option("export/pngCellSize", 300)
#: The first start's hint to Help ▸ Keys and Codes has been shown.
keys_hint_shown = Option("hints/keysAndCodes", False)
#: View ▸ Language: "system" (the system's language, when the app has it; else English) or
#: one of the languages the app speaks. Anything else reads as "system" (``chosen_language``).
SYSTEM_LANGUAGE = "system"
#: The languages the app speaks, each named in itself (View ▸ Language shows these names
#: untranslated: whoever reads them looks for their own). English, the first, is the source
#: language of every text; the others have a catalogue in resources/i18n.
LANGUAGE_NAMES = {"en": "English", "de": "Deutsch", "zh_TW": "繁體中文"}
LANGUAGES = tuple(LANGUAGE_NAMES)
SOURCE_LANGUAGE = LANGUAGES[0]
language = Option("view/language", SYSTEM_LANGUAGE)


def add_recent_file(path: str) -> list[str]:
    files = [path] + [p for p in recent_files.get() if p != path]
    files = files[:MAX_RECENT_FILES]
    recent_files.set(files)
    return files


def chosen_language() -> str:
    """The language chosen in View ▸ Language, "system" when none (or an unknown one) is."""
    value = language.get()
    return value if value in LANGUAGES else SYSTEM_LANGUAGE
