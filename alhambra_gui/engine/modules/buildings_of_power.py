"""Buildings of power (MODULES.md §19.6, the Designers' box): of the buildings of power the
app models the one that scores, the **Building of Strength**: every scoring each player
scores ``min(second longest wall, pips on their black dice)``. The second longest wall is
the city's (``City.second_wall``: one definition with Caliph's mission 4, §19.31 no. 9); the
**pips** are typed (0-18; all players together at most 18 pips on at most 3 dice, a player
with ``p`` pips holding at least ⌈p/6⌉ dice). A building of power is entered as the base tile
it replaces (§19.31 no. 10); other powers, if they score, are other points. Dirk never.

A counts-only player types the second longest wall too (never above the longest).
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator, Mapping, Sequence
from typing import TYPE_CHECKING, ClassVar

from ..counts import CountInput, Counts, typed
from ..errors import sentence
from ..figures import Figure, figures_of, number
from ..marks import Marks
from ..words import QT_TRANSLATE_NOOP, Line
from .base import Module
from .facets import FigureTyper, OwnScoring, TermScorer
from .one_count import OneCountInput, one_count
from .typed_kit import TypedTerm, data, figure

if TYPE_CHECKING:
    from ..context import GameView, PlayerView
    from ..tally import ScoringContext, Term
    from ..variant import Variant

PIPS = "pips"
#: Its key in the file's counts: the second longest wall of a city nobody digitised.
COUNT_KEY = "second_wall"


def dice() -> int:
    return int(data(BuildingsOfPower.id)["dice"])


def pips_a_die() -> int:
    return int(data(BuildingsOfPower.id)["pips_a_die"])


def dice_for(pips: int) -> int:
    """The fewest black dice that show ``pips`` (⌈p/6⌉)."""
    return -(-pips // pips_a_die())


class BuildingsOfPower(TypedTerm, Module, FigureTyper, TermScorer, OwnScoring, OneCountInput):
    id = "buildings_of_power"
    box = 10
    name = QT_TRANSLATE_NOOP("Module", "Buildings of power")
    summary = QT_TRANSLATE_NOOP(
        "Module", "The Building of Strength: every scoring the second longest wall scores up to the pips "
        "on the player's black dice.")
    reminder = QT_TRANSLATE_NOOP("Module", "Are the pips on everyone's black dice typed?")
    terms: ClassVar[Mapping[str, str]] = {"buildings_of_power": name}

    def setup_lines(self) -> tuple[Line, ...]:
        return (Line("Module", QT_TRANSLATE_NOOP(
            "Module", "the buildings of power in place of the base tiles they replace, and the {count} "
            "black dice"), count=dice()),)

    # ---- the typed figure: the pips on the player's black dice ----
    def figures(self, variant: Variant) -> tuple[Figure, ...]:
        return (figure(self.id, PIPS, QT_TRANSLATE_NOOP("Module", "Pips on the black dice"),
                       too_many=QT_TRANSLATE_NOOP("AlhambraError", "{value} pips (3 black dice show at most "
                                                                   "{high})"),
                       hint=QT_TRANSLATE_NOOP("Module", "The Building of Strength scores the second longest "
                                                        "wall, at most these pips")),)

    def figure_problems(self, game: GameView, order: Sequence[str]) -> Iterator[tuple[str, str, Line]]:
        """All players' pips need more black dice than the box has (⌈p/6⌉ each)."""
        needed = 0
        for name in order:
            needed += dice_for(number(figures_of(game.player(name), self.id), PIPS))
            if needed > dice():
                yield name, PIPS, Line("AlhambraError", QT_TRANSLATE_NOOP(
                    "AlhambraError", "the players' pips need {needed} black dice (the box has {dice})"),
                    needed=needed, dice=dice())
                return

    # ---- scoring: min(second longest wall, pips), every scoring ----
    def own_terms(self, context: ScoringContext, player: PlayerView) -> tuple[Term, ...]:
        """A player's term reads their walls (or typed counts) and pips alone: kept with the city."""
        return (self.term(context, player),)

    def points(self, context: ScoringContext, player: PlayerView) -> tuple[int, Iterable[Line]]:
        pips = number(figures_of(player, self.id), PIPS)
        wall, is_typed = second_wall(player), typed(player) is not None
        points = min(wall, pips)
        text = QT_TRANSLATE_NOOP("Module", "second longest wall (typed) {wall}, {pips} pips: {points}") \
            if is_typed else QT_TRANSLATE_NOOP("Module", "second longest wall {wall}, {pips} pips: {points}")
        return points, (Line("Module", text, wall=wall, pips=pips, points=points),)

    # ---- counts only: the second longest wall is typed ----
    count_file_keys = (COUNT_KEY,)
    count_key = COUNT_KEY

    def count_inputs(self, game: GameView, player: PlayerView, counts: Counts) -> tuple[CountInput, ...]:
        return (CountInput(COUNT_KEY, Line("Module", QT_TRANSLATE_NOOP("Module", "Second longest wall")),
                           high=self.count_bound(counts), hint=Line("Module", QT_TRANSLATE_NOOP(
                               "Module", "The longest wall left apart from the longest one's")),),)

    def count_step(self, game: GameView, player: PlayerView, key: str, value: int) -> Line:
        return Line("Module", QT_TRANSLATE_NOOP("Module", "Type {name}'s second longest wall: {value}"),
                    value=value)

    def counts_from_city(self, game: GameView, player: PlayerView) -> Marks:
        return _typed(len(player.city.second_wall()))

    def count_bound(self, counts: Counts) -> int:
        return counts.wall

    def over_bound(self, value: int, bound: int) -> Line:
        return sentence(QT_TRANSLATE_NOOP(
            "AlhambraError", "a second longest wall of {second} is longer than the longest, {wall}"),
            second=value, wall=bound)


def _typed(value: int) -> Marks:
    return one_count(COUNT_KEY, value)


def second_wall(player: PlayerView) -> int:
    """The second longest wall that scores: typed for a counts-only player, else the city's."""
    counts = typed(player)
    if counts is not None:
        return counts.typed_number(BuildingsOfPower.id, COUNT_KEY)
    return len(player.city.second_wall())
