"""The filters of the file dialogs that open and save games (File ▸ Open, Save As, and
the history's Add to History and Import Games), marked for translation, and the folder an
export's dialog starts in."""

from __future__ import annotations

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
