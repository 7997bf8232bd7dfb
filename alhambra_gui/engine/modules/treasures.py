"""Treasures (MODULES.md §19.19, fan module; in the Designers' Edition per a review): each
player is dealt treasures (Decision 24: one of each value 1-5); one fills a shortfall in a
currency when paying and is spent. **Final scoring only**: the values of the unused
treasures, typed per player (distinct, 1-5). Dirk never.
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

KEY = "unused"


class Treasures(TypedTerm, Module, FigureTyper, TermScorer):
    id = "treasures"
    box = 13
    kind = "typed"
    name = QT_TRANSLATE_NOOP("Module", "Treasures")
    summary = QT_TRANSLATE_NOOP(
        "Module", "A treasure fills a shortfall when paying; the unused ones score their values "
        "at the final scoring.")
    reminder = QT_TRANSLATE_NOOP("Module", "Which treasures has each player not used?")
    terms: ClassVar[Mapping[str, str]] = {"treasures": name}
    bare_figure = True

    def setup_lines(self) -> tuple[Line, ...]:
        return (Line("Module", QT_TRANSLATE_NOOP("Module", "deal each player the treasures 1 to 5")),)

    def figures(self, variant: Variant) -> tuple[Figure, ...]:
        return (figure(self.id, KEY, QT_TRANSLATE_NOOP("Module", "Unused treasures"),
                       hint=QT_TRANSLATE_NOOP("Module", "The values of the treasures not spent, each "
                                                        "1 to 5")),)

    def points(self, context: ScoringContext, player: PlayerView) -> tuple[int, Iterable[Line]]:
        unused = values(figures_of(player, self.id), KEY)
        if not unused:
            return 0, (Line("Module", QT_TRANSLATE_NOOP("Module", "no unused treasure")),)
        line = Line("Module", QT_TRANSLATE_NOOP("Module", "unused treasures {values}: {points}"),
                    values=" + ".join(map(str, unused)), points=sum(unused))
        return sum(unused), (line,)
