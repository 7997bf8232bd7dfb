"""A player of a game: their city, reserve, money, module state, typed counts and figures,
and the points they won during play."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from .city import City
from .counts import Counts
from .errors import TileInUseError
from .figures import Gain
from .geometry import Cell
from .marks import NO_MARKS, Marks
from .names import player_word
from .tiles import Tile
from .words import QT_TRANSLATE_NOOP


@dataclass
class Player:
    name: str
    city: City = field(default_factory=City)
    reserve: list[Tile] = field(default_factory=list)
    money: dict[str, int] = field(default_factory=dict)
    #: Unknown file fields, kept on save: frozen when read, shared by copies (``unknown``).
    extra: dict[str, Any] = field(default_factory=dict)
    #: Module marks of reserve tiles (a chest, added walls); they travel with the tile.
    reserve_marks: dict[Tile, Marks] = field(default_factory=dict)
    #: The player's module state (bonus cards held).
    state: Marks = NO_MARKS
    #: Typed counts (counts.py): scored instead of the city while they are in use.
    counts: Counts | None = None
    #: The figures typed for the modules in play, by module id (figures.py, figure_file.py).
    typed: Marks = NO_MARKS
    #: Points won during play, in the order they were entered (figures.Gain).
    immediate: tuple[Gain, ...] = ()

    def marks_of(self, where: Cell | Tile) -> Marks:
        """The marks of the tile on a cell of the city, or of a reserve tile."""
        if isinstance(where, Tile):
            return self.reserve_marks.get(where, NO_MARKS)
        return self.city.marks(where)

    def set_marks_of(self, where: Cell | Tile, marks: Marks) -> None:
        if not isinstance(where, Tile):
            self.city.set_marks(where, marks)
            return
        if where not in self.reserve:
            raise TileInUseError(QT_TRANSLATE_NOOP("AlhambraError", "{tile} is not in {name}'s reserve"),
                                 tile=where.word(), name=player_word(self.name))
        if marks:
            self.reserve_marks[where] = marks
        else:
            self.reserve_marks.pop(where, None)
