"""The history of finished games: an SQLite database beside the engine (no Qt).

- ``store.History``: the database (a versioned schema, one transaction per write), the
  games, the player profiles they link to, renames and merges that can be undone.
- ``record.GameRecord``: what a finished game gives the history (standings, every scoring
  with its terms, walls and buildings at the end, the whole game file).
- ``stats``: the statistics per player and per table, computed by the database.
- ``bgstats``: a game as a BG Stats "create play" link, the history as a BG Stats play
  file and as CSV.
- ``cli``: ``alhambra-gui history ...``.
"""

from .errors import HistoryError, HistoryUnavailable
from .record import GameRecord, record_of
from .store import History, Opened

__all__ = ["GameRecord", "History", "HistoryError", "HistoryUnavailable", "Opened", "record_of"]
