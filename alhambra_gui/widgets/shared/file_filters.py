"""The filters of the file dialogs that open and save games (File ▸ Open, Save As, and
the history's Add to History and Import Games), marked for translation, and the folder an
export's dialog starts in."""

from __future__ import annotations

import re
from pathlib import Path

from ...app import settings
from ...app.labels import QT_TR_NOOP, tr
from ...engine import Variant

#: A game file of either variant, then any file (a game saved under another name is still offered).
FILE_FILTER = QT_TR_NOOP("Alhambra and Granada games (*.json);;All files (*)")
#: A game file of one variant, then any file: what Save As offers for the game shown.
VARIANT_FILTERS = {
    "alhambra": QT_TR_NOOP("Alhambra games (*.json);;All files (*)"),
    "granada": QT_TR_NOOP("Granada games (*.json);;All files (*)"),
}


def save_filter(variant: Variant) -> str:
    """Save As's filter for a game of ``variant`` ("Granada games (*.json)"), translated."""
    return tr(VARIANT_FILTERS.get(variant.name, FILE_FILTER))


def start_path(game_path: Path | None, name: str) -> str:
    """Where a dialog that writes a file beside the game starts: ``name`` in the game's
    folder, else in the folder a game was last opened or saved in, else in the home folder
    (never the folder the app happened to be started from)."""
    folder = game_path.parent if game_path is not None else \
        Path(settings.last_directory.get() or Path.home())
    return str(folder / name)


#: What no file name holds on some system: separators, Windows' reserved characters, controls.
_NOT_IN_FILE_NAMES = re.compile(r'[\\/:*?"<>|\x00-\x1f\x7f]+')
_RESERVED_NAMES = re.compile(r"(con|prn|aux|nul|com\d|lpt\d)(\..*)?", re.IGNORECASE)


def file_name(text: str, suffix: str, fallback: str = "city") -> str:
    """A file name made of ``text`` (a player's name) for a save dialog to suggest: never a
    path ("../../tmp/evil" is "tmp-evil"), no character a system refuses, no hidden or
    reserved name, at most 100 characters, then ``suffix``."""
    parts = [p.strip(" .") for p in _NOT_IN_FILE_NAMES.split(text)]
    stem = "-".join(p for p in parts if p)[:100].strip(" .")
    if not stem or _RESERVED_NAMES.fullmatch(stem):
        stem = f"{stem}-{fallback}" if stem else fallback
    return stem + suffix
