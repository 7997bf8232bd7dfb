"""The facets of the third set: figures each player types (``FigureTyper``), points won
during play (``GainScorer``), a typed wall that scores (``WallScorer``), the box's checks a
module switches off (``CheckSwitch``); the index of every facet is ``facets``."""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from typing import TYPE_CHECKING, ClassVar, Protocol, runtime_checkable

from ..figures import Figure
from ..words import Line

if TYPE_CHECKING:
    from ..context import GameView, PlayerView
    from ..variant import Variant


# ---- the third set: typed figures, immediate points (figures.py) ------------------------------
@runtime_checkable
class FigureTyper(Protocol):
    """A module whose figures each player types (MODULES.md §19: what scores is not in the
    city, or not public): it declares them with their ranges and the box's checks
    (``figures.Figure``), the core reads, checks and keeps them (``figure_file.py``: the file's
    ``typed`` entry, the copy a recorded scoring keeps), and the module scores them (its
    ``TermScorer`` or ``BuildingCounter``) with each number explained."""

    id: ClassVar[str]
    #: The file writes its one figure bare (``"alhambra_zoo": 3``), not as an object of figures.
    bare_figure: ClassVar[bool] = False

    def figures(self, variant: Variant) -> tuple[Figure, ...]:
        """The figures each player types, in the order they are shown."""
        ...

    def figure_problems(self, game: GameView, order: Sequence[str]) -> Iterator[tuple[str, str, Line]]:
        """What speaks against the players' figures beyond their ranges and the declared
        checks — against a city (skipped for a player scored from typed counts), or across
        the table — as (player, figure key or "" for the whole entry, what). ``order``: the
        players in the order their figures are taken (a sum over the table blames the first
        player past the limit: the one just edited comes last)."""
        return iter(())


@runtime_checkable
class GainScorer(Protocol):
    """A module whose points are won during play (MODULES.md §19, immediate points): each gain
    entered as it is won with the number of the next scoring, counted once in the game's
    total as its own term, never in a scoring."""

    id: ClassVar[str]
    #: Points every player starts with (The Red Palace's 5): implied, never listed.
    starting_points: ClassVar[int] = 0

    def gain_amounts(self, round_: int) -> tuple[int, ...]:
        """The points one gain may bring before scoring ``round_`` (1 or 2; a payment: -round)."""
        ...


@runtime_checkable
class WallScorer(Protocol):
    """A module whose typed figure replaces the longest wall wherever its length scores (the
    wall term, the City Watch, the guards): a watchtower's wall."""

    def scored_wall(self, player: PlayerView) -> int | None:
        """The longest wall that scores for ``player``, or None: the city's (or typed counts')."""
        ...


@runtime_checkable
class CheckSwitch(Protocol):
    """A module that switches some of the box's checks off while in play (a personal
    building market: the supplies over time)."""

    #: The checks it switches off, by name (``figure_file.SUPPLY_OVER_TIME``).
    switched_off: ClassVar[frozenset[str]]
