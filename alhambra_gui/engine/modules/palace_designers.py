"""Palace designers (MODULES.md §19.14, Designers' box): a designer per player stands on a
tile facing one side; a tile laid next to it scores 1, or 2 on the side it faces, and the
designer moves on. The designer's cell and the order of placements are not in the game
file, so the gains are typed as they are won (Decision 19), 1 or 2 each, and count once in
the game's total. Dirk never.
"""

from __future__ import annotations

from ..words import QT_TRANSLATE_NOOP, Line
from .base import Module
from .facets import GainScorer
from .typed_kit import data


class PalaceDesigners(Module, GainScorer):
    id = "palace_designers"
    box = 10
    kind = "typed"
    name = QT_TRANSLATE_NOOP("Module", "Palace designers")
    summary = QT_TRANSLATE_NOOP(
        "Module", "A tile laid next to a player's designer scores 1, or 2 on the side it faces; "
        "entered as won.")

    def setup_lines(self) -> tuple[Line, ...]:
        return (Line("Module", QT_TRANSLATE_NOOP("Module", "a designer for each player on their "
                                                           "fountain")),)

    def gain_amounts(self, round_: int) -> tuple[int, ...]:
        return tuple(int(v) for v in data(self.id)["gains"])
