"""Saved game files into the history, one at a time (the CLI's ``history add`` and the
app's File ▸ Import Games into History… share this)."""

from __future__ import annotations

from dataclasses import dataclass
from datetime import UTC, datetime
from pathlib import Path

from ..engine import AlhambraError, GameFileError, load_game
from ..engine.errors import SentenceError, sentence
from ..engine.files import about_file, shown_name
from ..engine.words import QT_TRANSLATE_NOOP, Line
from .errors import HistoryUnavailable
from .record import record_of
from .store import History

ADDED, ALREADY_THERE, REFUSED = "added", "already there", "refused"


@dataclass(frozen=True)
class Outcome:
    path: Path
    kind: str  # ADDED, ALREADY_THERE or REFUSED
    game_id: int | None = None
    why: Line | None = None  # why it was refused: a sentence that names the file


def import_file(history: History, path: str | Path) -> Outcome:
    """Add a saved game; one already in the history is skipped, a file that is no finished
    game is refused with its sentence. The game's date is the file's last change."""
    path = Path(path)
    try:
        game = load_game(path)
        ended = datetime.fromtimestamp(path.stat().st_mtime, UTC)
        record = record_of(game, ended=ended)
        found = history.find(record)
        if found is not None:
            return Outcome(path, ALREADY_THERE, found)
        return Outcome(path, ADDED, history.add(record, source=path.name))
    except HistoryUnavailable:
        raise  # the history itself failed: no further file can go in either
    except GameFileError as error:  # its sentence names the file already
        return Outcome(path, REFUSED, why=error.line)
    except (AlhambraError, SentenceError) as error:
        return Outcome(path, REFUSED, why=about_file(shown_name(path), error.line))
    except OSError as error:  # the file went away between the check and the read
        return Outcome(path, REFUSED, why=about_file(shown_name(path), sentence(QT_TRANSLATE_NOOP(
            "AlhambraError", "cannot read the file ({reason})"), reason=error.strerror)))
