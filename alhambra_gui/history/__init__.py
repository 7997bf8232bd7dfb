"""The history of finished games: an SQLite database beside the engine (no Qt).

- ``store.History``: the database (a versioned schema, one transaction per write), the
  games, the player profiles they link to, renames and merges that can be undone.
- ``record.GameRecord``: what a finished game gives the history (standings, every scoring
  with its terms, walls and buildings at the end, the whole game file).
- ``stats``: the statistics per player and per table, computed by the database.
- ``bgstats``: a game as a BG Stats "create play" link; ``export``: the history (or some
  of its games) as a BG Stats play file and as CSV, streamed.
- ``connection``, ``opening``, ``sound``, ``players``: every query and write, opening the
  file (in use, damaged, read-only), the values it cannot read, the players.
- ``cli``: ``alhambra-gui history ...``.
"""


from __future__ import annotations

from importlib import import_module
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from .errors import HistoryError, HistoryUnavailable
    from .record import GameRecord, record_of
    from .store import History, Opened

__all__ = ["GameRecord", "History", "HistoryError", "HistoryUnavailable", "Opened", "record_of"]

#: Where each name lives: loaded when first asked for, so that the window's start pays
#: nothing for the history (sqlite3, the record of a game) until it is used.
_HOMES = {"GameRecord": "record", "record_of": "record", "History": "store", "Opened": "store",
          "HistoryError": "errors", "HistoryUnavailable": "errors"}


def __getattr__(name: str) -> Any:
    if name in _HOMES:
        return getattr(import_module(f"{__name__}.{_HOMES[name]}"), name)
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
