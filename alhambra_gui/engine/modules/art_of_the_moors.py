"""Art of the Moors (MODULES.md §19.9, box 5: Power of the Sultan): 20 culture counters,
taken for two buildings of the same price and marked up as the game goes on. Each player
types **each counter's value** (Decision 13), one of 0, 3, 6, 10, 15, 21; at most 7 a
player, 20 in all; a player's sum never falls from one recorded scoring to the next.
**Every scoring**: the sum. Dirk never.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from typing import TYPE_CHECKING, ClassVar

from ..figures import Figure, figures_of, values
from ..words import QT_TRANSLATE_NOOP, Line
from .base import Module
from .facets import FigureTyper, TermScorer
from .typed_kit import TypedTerm, figure

if TYPE_CHECKING:
    from ..context import PlayerView
    from ..tally import ScoringContext
    from ..variant import Variant

KEY = "counters"


class ArtOfTheMoors(TypedTerm, Module, FigureTyper, TermScorer):
    id = "art_of_the_moors"
    box = 5
    kind = "typed"
    name = QT_TRANSLATE_NOOP("Module", "Art of the Moors")
    summary = QT_TRANSLATE_NOOP(
        "Module", "Culture counters for buildings of the same price score their values every "
        "scoring; each player types each counter's value.")
    reminder = QT_TRANSLATE_NOOP("Module", "Are the culture counters' values typed as they stand?")
    terms: ClassVar[Mapping[str, str]] = {"art_of_the_moors": name}
    bare_figure = True

    def setup_lines(self) -> tuple[Line, ...]:
        return (Line("Module", QT_TRANSLATE_NOOP(
            "Module", "the 20 culture counters, the 20 marker stones and the 10 docking strips")),)

    def figures(self, variant: Variant) -> tuple[Figure, ...]:
        return (figure(self.id, KEY, QT_TRANSLATE_NOOP("Module", "Culture counters"),
                       hint=QT_TRANSLATE_NOOP("Module", "Each counter's value: 0, 3, 6, 10, 15 or 21 "
                                                        "(at most 7 counters)")),)

    def points(self, context: ScoringContext, player: PlayerView) -> tuple[int, Iterable[Line]]:
        counters = values(figures_of(player, self.id), KEY)
        if not counters:
            return 0, (Line("Module", QT_TRANSLATE_NOOP("Module", "no culture counter")),)
        line = Line("Module", QT_TRANSLATE_NOOP("Module", "culture counters {values}: {points}"),
                    values=" + ".join(map(str, counters)), points=sum(counters))
        return sum(counters), (line,)
