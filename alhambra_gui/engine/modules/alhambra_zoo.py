"""Alhambra zoo (MODULES.md §19.11, Designers' box): 22 animal tiles put on chambers tiles;
an animal scores only in a chamber holding only its own species. The value per animal is
not public, so each player types their **animal points** (Decision 15: KS's reading, a point
an animal), 0-22, all players together at most 22 and within the supply over time. Every
scoring; Dirk never.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from typing import TYPE_CHECKING, ClassVar

from ..figures import Figure, figures_of, number
from ..words import QT_TRANSLATE_NOOP, Line
from .base import Module
from .facets import FigureTyper, TermScorer
from .typed_kit import TypedTerm, figure

if TYPE_CHECKING:
    from ..context import PlayerView
    from ..tally import ScoringContext
    from ..variant import Variant

KEY = "points"


class AlhambraZoo(TypedTerm, Module, FigureTyper, TermScorer):
    id = "alhambra_zoo"
    box = 10
    kind = "typed"
    name = QT_TRANSLATE_NOOP("Module", "Alhambra zoo")
    summary = QT_TRANSLATE_NOOP(
        "Module", "Animals in chambers of one species score every scoring; each player types "
        "their animal points.")
    reminder = QT_TRANSLATE_NOOP("Module", "Are the animal points typed for everyone?")
    terms: ClassVar[Mapping[str, str]] = {"alhambra_zoo": name}
    bare_figure = True

    def setup_lines(self) -> tuple[Line, ...]:
        return (Line("Module", QT_TRANSLATE_NOOP(
            "Module", "the 22 animal tiles: one on each chambers tile as it enters the market")),)

    def figures(self, variant: Variant) -> tuple[Figure, ...]:
        return (figure(self.id, KEY, QT_TRANSLATE_NOOP("Module", "Animal points"),
                       too_many=QT_TRANSLATE_NOOP("AlhambraError", "{value} animal points (the box has "
                                                                   "{high} animals)"),
                       hint=QT_TRANSLATE_NOOP("Module", "A point for each animal in a chamber that "
                                                        "holds only its own species")),)

    def points(self, context: ScoringContext, player: PlayerView) -> tuple[int, Iterable[Line]]:
        points = number(figures_of(player, self.id), KEY)
        return points, (Line("Module", QT_TRANSLATE_NOOP("Module", "animal points (typed): {points}"),
                             points=points),)
