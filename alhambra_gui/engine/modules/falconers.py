"""Falconers (MODULES.md §19.8, box 6: The Falconers): 15 falcons, 5 in each of black,
brown and white, placed where four city tiles meet. Each player types their falcons of
each colour, 0-5, all players together at most 5 a colour; a player's falcons are at most
the 2 × 2 blocks their city's tiles can form (KS). **Final scoring only** (Decision 12):
per colour 0, 2, 6, 12, 20, 30 points for 0-5 falcons. Dirk never.
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator, Mapping, Sequence
from math import isqrt
from typing import TYPE_CHECKING, ClassVar

from ..figures import Figure, figures_of, number
from ..words import QT_TRANSLATE_NOOP, Line
from .base import Module
from .facets import FigureTyper, TermScorer
from .typed_kit import TypedTerm, city_tiles, figure, table

if TYPE_CHECKING:
    from ..context import GameView, PlayerView
    from ..tally import ScoringContext
    from ..variant import Variant

COLOURS = ("black", "brown", "white")


def blocks(tiles: int) -> int:
    """The most 2 × 2 blocks ``tiles`` cells can form (KS): none below 4, then one more for
    each further cell but for j² + 1 and j² + j + 1 cells (j ≥ 2)."""
    found = 0
    for n in range(4, tiles + 1):
        j = isqrt(n - 1)
        if n == 4 or not (n == j * j + 1 or n == j * j + j + 1):
            found += 1
    return found


class Falconers(TypedTerm, Module, FigureTyper, TermScorer):
    id = "falconers"
    box = 6
    kind = "typed"
    name = QT_TRANSLATE_NOOP("Module", "Falconers")
    summary = QT_TRANSLATE_NOOP(
        "Module", "Falcons of three colours sit where four tiles meet; each colour scores 2 to 30 at "
        "the final scoring.")
    reminder = QT_TRANSLATE_NOOP("Module", "Are everyone's falcons typed by colour?")
    terms: ClassVar[Mapping[str, str]] = {"falconers": name}

    def setup_lines(self) -> tuple[Line, ...]:
        return (Line("Module", QT_TRANSLATE_NOOP(
            "Module", "the 15 falcons in three stacks by colour beside the building market")),)

    def figures(self, variant: Variant) -> tuple[Figure, ...]:
        return (
            figure(self.id, "black", QT_TRANSLATE_NOOP("Module", "Black falcons"),
                   too_many=QT_TRANSLATE_NOOP("AlhambraError", "{value} black falcons (the box has {high})")),
            figure(self.id, "brown", QT_TRANSLATE_NOOP("Module", "Brown falcons"),
                   too_many=QT_TRANSLATE_NOOP("AlhambraError", "{value} brown falcons (the box has {high})")),
            figure(self.id, "white", QT_TRANSLATE_NOOP("Module", "White falcons"),
                   too_many=QT_TRANSLATE_NOOP("AlhambraError", "{value} white falcons (the box has {high})")),
        )

    def figure_problems(self, game: GameView, order: Sequence[str]) -> Iterator[tuple[str, str, Line]]:
        for name in order:
            player = game.player(name)
            tiles = city_tiles(player, game.ruleset)
            falcons = sum(number(figures_of(player, self.id), c) for c in COLOURS)
            if tiles is not None and falcons > blocks(tiles):
                yield name, "", Line.counted("Module", Module.tr(
                    "%n falcon(s), but a city of {tiles} tiles (the fountain counted) has room "
                    "for at most {most} of them where four tiles meet", "", falcons), falcons,
                    tiles=tiles, most=blocks(tiles))

    def points(self, context: ScoringContext, player: PlayerView) -> tuple[int, Iterable[Line]]:
        points_of = table(self.id)
        figures = figures_of(player, self.id)
        lines, total = [], 0
        for colour in COLOURS:
            count = number(figures, colour)
            if not count:
                continue
            total += points_of[count]
            if colour == "black":
                label = Module.tr("%n black falcon(s): {points}", "", count)
            elif colour == "brown":
                label = Module.tr("%n brown falcon(s): {points}", "", count)
            else:
                label = Module.tr("%n white falcon(s): {points}", "", count)
            lines.append(Line.counted("Module", label, count, points=points_of[count]))
        return total, lines or (Line("Module", QT_TRANSLATE_NOOP("Module", "no falcon")),)
