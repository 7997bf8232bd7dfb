"""Orchards (MODULES.md §19.18, Designers' box): a fruit board per player (group ``k`` holds
``k`` fruits) and 56 fruit tiles. Each player types their **completed groups** (distinct,
1-6) and their **face-down fruits** (0-35, all players together at most 35); all players'
fruits on completed groups and face down together at most 56. **Final scoring only**:
group 1 … 6 scores 1, 2, 4, 7, 11, 16 (Decision 23), and 1 a face-down fruit. Dirk never.
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator, Mapping, Sequence
from typing import TYPE_CHECKING, ClassVar

from ..figures import Figure, figures_of, number, values
from ..words import QT_TRANSLATE_NOOP, Line
from .base import Module
from .facets import FigureTyper, TermScorer
from .typed_kit import TypedTerm, data, figure, table

if TYPE_CHECKING:
    from ..context import GameView, PlayerView
    from ..tally import ScoringContext
    from ..variant import Variant

GROUPS = "groups"
FACE_DOWN = "face_down"


class Orchards(TypedTerm, Module, FigureTyper, TermScorer):
    id = "orchards"
    box = 10
    kind = "typed"
    name = QT_TRANSLATE_NOOP("Module", "Orchards")
    summary = QT_TRANSLATE_NOOP(
        "Module", "Fruits bought with the tiles fill groups on a board; completed groups and "
        "face-down fruits score at the final scoring.")
    reminder = QT_TRANSLATE_NOOP("Module", "Are the completed groups and face-down fruits typed?")
    terms: ClassVar[Mapping[str, str]] = {"orchards": name}

    def setup_lines(self) -> tuple[Line, ...]:
        return (Line("Module", QT_TRANSLATE_NOOP("Module", "a fruit board for each player")),
                Line("Module", QT_TRANSLATE_NOOP("Module", "the {count} fruit tiles"),
                     count=data(self.id)["fruits"]))

    def figures(self, variant: Variant) -> tuple[Figure, ...]:
        return (
            figure(self.id, GROUPS, QT_TRANSLATE_NOOP("Module", "Completed groups"),
                   hint=QT_TRANSLATE_NOOP("Module", "The groups 1 to 6 whose fruits are all on the board")),
            figure(self.id, FACE_DOWN, QT_TRANSLATE_NOOP("Module", "Face-down fruits")),
        )

    def figure_problems(self, game: GameView, order: Sequence[str]) -> Iterator[tuple[str, str, Line]]:
        fruits, most = 0, int(data(self.id)["fruits"])
        for name in order:
            figures = figures_of(game.player(name), self.id)
            fruits += sum(values(figures, GROUPS)) + number(figures, FACE_DOWN)
            if fruits > most:
                yield name, "", Line("AlhambraError", QT_TRANSLATE_NOOP(
                    "AlhambraError", "{fruits} fruits on completed groups and face down among the "
                    "players (the box has {most})"), fruits=fruits, most=most)
                return

    def points(self, context: ScoringContext, player: PlayerView) -> tuple[int, Iterable[Line]]:
        figures = figures_of(player, self.id)
        points_of = table(self.id)
        lines, total = [], 0
        for group in values(figures, GROUPS):
            total += points_of[group - 1]
            lines.append(Line("Module", QT_TRANSLATE_NOOP("Module", "group {group} completed: {points}"),
                              group=group, points=points_of[group - 1]))
        if face_down := number(figures, FACE_DOWN):
            total += face_down
            lines.append(Line.counted("Module", Module.tr("%n face-down fruit(s): {points}", "", face_down),
                                      face_down, points=face_down))
        return total, lines or (Line("Module", QT_TRANSLATE_NOOP("Module", "no completed group, no "
                                                                           "face-down fruit")),)
