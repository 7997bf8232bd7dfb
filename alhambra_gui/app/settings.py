"""Every persistent setting, declared once over QSettings, each with its type.

A stored value is read through its declared type: one of another type (a settings file
edited by hand, written by another version, damaged) is dropped from the store with a log
line, the default is used, and the setting is named in ``set_aside()`` for the window to
say at start, so that no setting can make the app fail on every start.
"""

from __future__ import annotations

import logging
from collections.abc import Callable, Collection
from typing import Any, Generic, TypeVar

from PySide6.QtCore import QByteArray, QCoreApplication, QSettings, QTimer


def QT_TR_NOOP(text: str) -> str:
    """Marks a string for translation (as ``labels.QT_TR_NOOP``; defined here so that the
    settings import no engine: the app's first frame reads them before it is imported)."""
    return text


T = TypeVar("T")
log = logging.getLogger(__name__)

MAX_RECENT_FILES = 8

#: The settings dropped so far in this run (their titles, in English), until ``set_aside``.
_dropped: list[str] = []
#: How long after ``Option.set_soon`` the value is written (ms).
WRITE_DELAY_MS = 1000
#: The values set to be written soon, and the timer that writes them.
_soon: dict[Option[Any], Any] = {}
_timer: QTimer | None = None


def write_soon() -> None:
    """Write now every value set to be written soon (``Option.set_soon``)."""
    if _timer is not None:
        _timer.stop()
    while _soon:
        option, value = next(iter(_soon.items()))
        option.set(value)


class Option(Generic[T]):
    """One setting: its key, its default, what it is (``title``, for a sentence) and how a
    stored value is read (``read`` returns None for a value that is not of its type)."""

    def __init__(self, key: str, default: T, read: Callable[[Any], T | None], title: str) -> None:
        self.key = key
        self.default = default
        self.title = title
        self._read = read

    def get(self) -> T:
        if self in _soon:  # set a moment ago, to be written (``set_soon``)
            return _soon[self]  # type: ignore[no-any-return]
        store = QSettings()
        if not store.contains(self.key):
            return self._default()
        stored = store.value(self.key)
        if stored is None:  # how QSettings keeps an empty list
            return self._default()
        value = self._read(stored)
        if value is None:
            store.remove(self.key)
            log.warning("setting %s: %.80r cannot be read as %s: set aside, the default is used",
                        self.key, stored, self.title)
            if self.title not in _dropped:
                _dropped.append(self.title)
            return self._default()
        return value

    def set(self, value: T) -> None:
        """Store ``value``; a value already stored is not written again (each write of the
        settings file rewrites it whole: opening a recent game again changes nothing)."""
        _soon.pop(self, None)
        store = QSettings()
        if store.contains(self.key) and store.value(self.key) == value:
            return
        store.setValue(self.key, value)

    def set_soon(self, value: T) -> None:
        """Store ``value`` a moment from now (``WRITE_DELAY_MS``), off the way of what the user
        asked for: every write of the settings file is flushed to the disk (Qt writes it with
        a QSaveFile), some 15 ms on a busy machine. ``get`` gives it at once; ``write_soon``
        writes it before then (the app quitting, a window closing)."""
        _soon[self] = value
        global _timer
        if _timer is None:
            _timer = QTimer()
            _timer.setSingleShot(True)
            _timer.setInterval(WRITE_DELAY_MS)
            _timer.timeout.connect(write_soon)
            app = QCoreApplication.instance()
            if app is not None:
                app.aboutToQuit.connect(write_soon)
        _timer.start()

    def _default(self) -> T:
        return list(self.default) if isinstance(self.default, list) else self.default  # type: ignore[return-value]


def _bytes(stored: Any) -> QByteArray | None:
    return stored if isinstance(stored, QByteArray) else None


def _text(stored: Any) -> str | None:
    return stored if isinstance(stored, str) else None


def _texts(stored: Any) -> list[str] | None:
    """A list of texts (an ini file keeps a list of one as that one text)."""
    if isinstance(stored, str):
        return [stored]
    if isinstance(stored, list | tuple) and all(isinstance(item, str) for item in stored):
        return list(stored)
    return None


def _flag(stored: Any) -> bool | None:
    if isinstance(stored, bool):
        return stored
    return {"true": True, "false": False}.get(stored) if isinstance(stored, str) else None


def _whole(stored: Any) -> int | None:
    """A whole number (an ini file gives it back as text)."""
    if isinstance(stored, int) and not isinstance(stored, bool):
        return stored
    return int(stored) if isinstance(stored, str) and stored.strip().isdigit() else None


def _port(stored: Any) -> int | None:
    """A port a user may serve on (1024–65535; QSettings' INI files give it back as text)."""
    port = _whole(stored)
    return port if port is not None and 1024 <= port <= 65535 else None


def _one_of(choices: Collection[str]) -> Callable[[Any], str | None]:
    return lambda stored: stored if isinstance(stored, str) and stored in choices else None


window_geometry = Option("window/geometry", QByteArray(), _bytes, QT_TR_NOOP("the window's size and place"))
window_state = Option("window/state", QByteArray(), _bytes, QT_TR_NOOP("the panels' layout"))
recent_files: Option[list[str]] = Option("files/recent", [], _texts, QT_TR_NOOP("the recent files"))
last_directory = Option("files/lastDirectory", "", _text, QT_TR_NOOP("the last folder used"))
#: The folder of the last export from the History window ("" before the first).
history_export_folder = Option("history/exportFolder", "", _text,
                               QT_TR_NOOP("the folder of the last history export"))
#: The size of a cell in a city exported as PNG, in pixels (the last one chosen).
png_cell_size = Option("export/pngCellSize", 300, _whole, QT_TR_NOOP("the size of an exported city's cells"))
#: The first start's hint to Help ▸ Keys and Codes has been shown.
keys_hint_shown = Option("hints/keysAndCodes", False, _flag, QT_TR_NOOP("the hint to the keys"))
#: View ▸ Language: "system" (the system's language, when the app has it; else English) or
#: one of the languages the app speaks.
SYSTEM_LANGUAGE = "system"
#: The languages the app speaks, each named in itself (View ▸ Language shows these names
#: untranslated: whoever reads them looks for their own). English, the first, is the source
#: language of every text; the others have a catalogue in resources/i18n.
LANGUAGE_NAMES = {"en": "English", "de": "Deutsch", "zh_TW": "繁體中文"}
LANGUAGES = tuple(LANGUAGE_NAMES)
SOURCE_LANGUAGE = LANGUAGES[0]
language = Option("view/language", SYSTEM_LANGUAGE, _one_of((SYSTEM_LANGUAGE, *LANGUAGES)),
                  QT_TR_NOOP("the language"))
#: The SHA-256 of the catalogues found sound (``language``): checked again only when changed.
sound_catalogues: Option[list[str]] = Option("view/soundCatalogues", [], _texts,
                                             QT_TR_NOOP("the catalogues already checked"))
#: View ▸ Theme: "system" (the desktop's colours), "light" or "dark".
THEMES = ("system", "light", "dark")
theme = Option("view/theme", THEMES[0], _one_of(THEMES), QT_TR_NOOP("the theme"))
#: The network address and port the phones' table last started on (0: none yet), offered again.
table_address = Option("table/address", "", _text, QT_TR_NOOP("the phones' table's network"))
table_port = Option("table/port", 0, _port, QT_TR_NOOP("the phones' table's port"))
#: The scoreboard's list of what to check before a scoring: "auto" (folded when long),
#: "open" or "folded" (as the player last left it).
CHECKLIST_FOLDING = ("auto", "open", "folded")
scoring_checklist = Option("view/scoringChecklist", CHECKLIST_FOLDING[0], _one_of(CHECKLIST_FOLDING),
                           QT_TR_NOOP("the scoring checklist's folding"))
OPTIONS: tuple[Option[Any], ...] = (window_geometry, window_state, recent_files, last_directory,
                                    history_export_folder, keys_hint_shown, language, sound_catalogues,
                                    theme, scoring_checklist, table_address, table_port)


def add_recent_file(path: str, *, soon: bool = False) -> list[str]:
    """``path`` first among the recent files (written now, or with ``soon`` a moment from now)."""
    files = [path] + [p for p in recent_files.get() if p != path]
    files = files[:MAX_RECENT_FILES]
    if soon:
        recent_files.set_soon(files)
    else:
        recent_files.set(files)
    return files


def chosen_language() -> str:
    """The language chosen in View ▸ Language, "system" when none (or an unknown one) is."""
    return language.get()


def set_aside() -> list[str]:
    """Read every setting through its type, then hand over the titles (English, marked for
    translation) of those dropped so far in this run; the list starts empty again."""
    for option in OPTIONS:
        option.get()
    found = list(_dropped)
    _dropped.clear()
    return found
