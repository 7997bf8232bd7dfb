"""Where things are, in words: where a physical tile is (``Location``), and the places of
the problems a module finds in a game checked after a change (``PLAIN_PLACES``; a file
being read names its places by their paths in the file instead)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Literal

from .errors import sentence
from .geometry import Cell
from .modules.base import module_word
from .names import player_word
from .scoring import DIRK
from .tiles import Tile
from .words import QT_TRANSLATE_NOOP, Line, Word


@dataclass(frozen=True)
class Location:
    """Where a physical tile is: a player's city or reserve, or Dirk's pile."""

    holder: str
    place: Literal["city", "reserve", "dirk"]
    cell: Cell | None = None

    def word(self) -> Word:
        """The place as words in a sentence ("in Ben's reserve"; the app says it in the
        user's words)."""
        return Word(self.describe(), "location", self)

    def describe(self) -> str:
        if self.place == "dirk":
            return "with Dirk"
        if self.place == "reserve":
            return f"in {self.holder}'s reserve"
        assert self.cell is not None
        return f"in {self.holder}'s city at ({self.cell.x}, {self.cell.y})"


class _PlainPlaces:
    """Names places in words (for problems found after a change, not in a file)."""

    def tile(self, player: str, cell: Cell | None, tile: Tile, key: str) -> Line:
        if player == DIRK:
            return sentence(QT_TRANSLATE_NOOP("AlhambraError", "{tile} with Dirk"), tile=tile.word())
        if cell is None:
            return sentence(QT_TRANSLATE_NOOP("AlhambraError", "{tile} in {name}'s reserve"),
                            tile=tile.word(), name=player_word(player))
        return sentence(QT_TRANSLATE_NOOP("AlhambraError", "{tile} in {name}'s city at ({x}, {y})"),
                        tile=tile.word(), name=player_word(player), x=cell.x, y=cell.y)

    def player(self, player: str, key: str) -> Word:
        return player_word(player)

    def game(self, key: str) -> str:
        return ""

    def scoring(self, index: int, key: str) -> Line:
        return sentence(QT_TRANSLATE_NOOP("AlhambraError", "scoring {round}"), round=index + 1)

    def typed(self, player: str, module_id: str, key: str, scoring: int | None = None) -> Line:
        if scoring is None:
            return sentence(QT_TRANSLATE_NOOP("AlhambraError", "{name}, {module}"), name=player_word(player),
                            module=module_word(module_id))
        return sentence(QT_TRANSLATE_NOOP("AlhambraError", "scoring {round}, {name}, {module}"),
                        round=scoring + 1, name=player_word(player), module=module_word(module_id))

    def gain(self, player: str, index: int, module_id: str) -> Line:
        return self.typed(player, module_id, "")


PLAIN_PLACES = _PlainPlaces()
