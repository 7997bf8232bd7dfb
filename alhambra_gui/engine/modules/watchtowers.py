"""Watchtowers (MODULES.md §19.7, box 6: The Falconers): 18 triangular watchtowers, 3 a
type, whose long side is a wall. Where a triangle lies is not public, so each player types
(Decision 11) their **watchtowers in the longest wall** (0-18, all players together at most
18, never more than the wall) and, if a watchtower's wall changes it, the **longest wall
counting watchtower walls**, which then replaces the city's wherever its length scores.
**Every scoring**: 2 a watchtower in the longest wall (the wall itself scores as usual).
Dirk never.
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator, Mapping, Sequence
from typing import TYPE_CHECKING, ClassVar

from ..figures import Figure, figures_of, number, optional_number
from ..words import QT_TRANSLATE_NOOP, Line
from .base import Module
from .facets import FigureTyper, TermScorer, WallScorer
from .typed_kit import TypedTerm, data, figure

if TYPE_CHECKING:
    from ..context import GameView, PlayerView
    from ..tally import ScoringContext
    from ..variant import Variant

TOWERS = "towers"
WALL = "wall"


class Watchtowers(TypedTerm, Module, FigureTyper, TermScorer, WallScorer):
    id = "watchtowers"
    box = 6
    kind = "typed"
    name = QT_TRANSLATE_NOOP("Module", "Watchtowers")
    summary = QT_TRANSLATE_NOOP(
        "Module", "A watchtower's wall joins the longest wall; each watchtower in it scores 2 more "
        "every scoring.")
    reminder = QT_TRANSLATE_NOOP("Module", "How many watchtowers stand in each longest wall?")
    terms: ClassVar[Mapping[str, str]] = {"watchtowers": name}

    def setup_lines(self) -> tuple[Line, ...]:
        return (Line("Module", QT_TRANSLATE_NOOP(
            "Module", "the 18 watchtowers, 3 of each type, beside the building market")),)

    def figures(self, variant: Variant) -> tuple[Figure, ...]:
        return (
            figure(self.id, TOWERS, QT_TRANSLATE_NOOP("Module", "Watchtowers in the longest wall"),
                   too_many=QT_TRANSLATE_NOOP("AlhambraError", "{value} watchtowers (the box has {high})")),
            figure(self.id, WALL, QT_TRANSLATE_NOOP("Module", "Longest wall with watchtowers"),
                   hint=QT_TRANSLATE_NOOP("Module", "Left empty: the city's own longest wall")),
        )

    def figure_problems(self, game: GameView, order: Sequence[str]) -> Iterator[tuple[str, str, Line]]:
        for name in order:
            player = game.player(name)
            towers = number(figures_of(player, self.id), TOWERS)
            wall = game.ruleset.scored_wall(player)
            if towers > wall:
                yield name, TOWERS, Line("AlhambraError", QT_TRANSLATE_NOOP(
                    "AlhambraError", "{towers} watchtowers in a longest wall of {wall}"),
                    towers=towers, wall=wall)

    def scored_wall(self, player: PlayerView) -> int | None:
        return optional_number(figures_of(player, self.id), WALL)

    def points(self, context: ScoringContext, player: PlayerView) -> tuple[int, Iterable[Line]]:
        towers = number(figures_of(player, self.id), TOWERS)
        each = int(data(self.id)["per_tower"])
        return towers * each, (Line.counted("Module", Module.tr(
            "%n watchtower(s) in the longest wall × {each}: {points}", "", towers), towers,
            each=each, points=towers * each),)
