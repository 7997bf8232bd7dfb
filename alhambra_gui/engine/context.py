"""What an expansion module, a score and the typed counts see of a game: narrow views.

The modules, the scores (``tally``) and the counts take a game and its players through
these protocols instead of ``Game`` and ``Player``, so that the engine's modules form no
cycle: ``game`` builds on the ruleset and the modules, and they know the game only as
this view of it (``Game`` and ``Player`` satisfy the protocols). The small values both
sides hand each other (a piece of a city or reserve, a recorded scoring) live here too.
"""

from __future__ import annotations

from collections.abc import Iterator, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any, NamedTuple, Protocol, TypeVar

from .city import City
from .counts import Counts
from .figures import Gain
from .geometry import Cell
from .marks import NO_MARKS, Marks
from .tiles import Tile
from .variant import Variant

F = TypeVar("F")


class Piece(NamedTuple):
    """A tile of a player's city (``cell``) or reserve (``cell`` None) with its marks."""

    player: str
    cell: Cell | None
    tile: Tile
    marks: Marks


@dataclass(frozen=True)
class RecordedScoring:
    round: int
    points: dict[str, int]
    #: With Dirk in play: the tiles he held and the tiles known in the game when the scoring
    #: was recorded, so that his hand-out right after it can be worked out later (§6).
    dirk_held: int | None = None
    tiles_known: int | None = None
    #: What modules were given for this scoring (other points).
    inputs: Marks = NO_MARKS
    #: Fields of the file's scoring entry the app does not know, kept on save.
    extra: dict[str, Any] = field(default_factory=dict)
    #: The typed figures the scoring used (figures.py), by player name: each a player's
    #: ``typed`` as it stood when the scoring was recorded.
    typed: Marks = NO_MARKS
    #: With Dirk in play: the tiles the table said lay on the building market when the
    #: scoring was recorded. Dirk's hand-out after scoring 2 is dealt from the bag then, so
    #: its size never follows a market counted later (the end of the game hands it out).
    market_tiles: int | None = None
    #: A module's scoring step besides the three scorings ("before_leftover": palace staff),
    #: recorded before the scoring ``round``; "" for a scoring.
    step: str = ""


class PlayerView(Protocol):
    """A player as the modules see them: their city, reserve, module state and counts."""

    #: The player's module state (bonus cards held); modules set it.
    state: Marks
    #: The figures typed for the modules in play, by module id (figures.py).
    typed: Marks
    #: Points won during play (figures.Gain), in the order they were entered.
    immediate: tuple[Gain, ...]

    @property
    def name(self) -> str: ...

    @property
    def city(self) -> City: ...

    @property
    def reserve(self) -> list[Tile]: ...

    @property
    def reserve_marks(self) -> Mapping[Tile, Marks]: ...

    @property
    def counts(self) -> Counts | None: ...

    def marks_of(self, where: Cell | Tile) -> Marks: ...

    def set_marks_of(self, where: Cell | Tile, marks: Marks) -> None: ...


def city_marked_pieces(city: City, name: str) -> tuple[Piece, ...]:
    """The marked pieces of ``name``'s city (``Game.marked_pieces``), kept with the city: the
    checks of half the modules walk them after every edit, and an edit changes one city."""
    return city.kept(("marked pieces", name), lambda: tuple(
        Piece(name, cell, tile, marks) for cell, tile, marks in city.marked()))


class RulesView(Protocol):
    """The rules in force, as a module asks them while scoring."""

    @property
    def module_ids(self) -> tuple[str, ...]:
        """The modules in force (what a value kept with a city names of the rules)."""
        ...

    def is_building(self, marks: Marks) -> bool: ...

    def is_building_tile(self, tile: Tile, marks: Marks) -> bool: ...

    def is_building_kind(self, tile: Tile) -> bool: ...

    def in_city(self, tile: Tile) -> bool: ...

    def effective(self, tile: Tile, marks: Marks) -> Tile: ...

    def modules_with(self, kind: type[F]) -> tuple[F, ...]:
        """The modules in play that implement a facet (``modules/facets.py``)."""
        ...

    def scored_wall(self, player: PlayerView) -> int:
        """The longest wall that scores for a player: typed counts', a module's typed figure
        (a watchtower's wall), or the city's."""
        ...

    def switched_off(self, check: str) -> bool:
        """Whether a module in play switches this check of the box off."""
        ...


class GameView(Protocol):
    """A game as the modules see it."""

    #: The game's module state (the new score cards, who holds the characters); modules set it.
    state: Marks

    @property
    def players(self) -> Sequence[PlayerView]: ...

    @property
    def names(self) -> list[str]: ...

    @property
    def variant(self) -> Variant: ...

    @property
    def ruleset(self) -> RulesView: ...

    @property
    def modules(self) -> tuple[str, ...]: ...

    @property
    def scorings(self) -> Sequence[RecordedScoring]: ...

    @property
    def steps(self) -> Sequence[RecordedScoring]:
        """The modules' scoring steps recorded (``StepScorer``: palace staff's)."""
        ...

    @property
    def dirk(self) -> list[Tile] | None: ...

    #: The module marks of tiles of Dirk's pile (``Field.dirk``).
    dirk_marks: dict[Tile, Marks]

    def set_dirk_marks(self, tile: Tile, marks: Marks) -> None: ...

    def player(self, name: str) -> PlayerView: ...

    def pieces(self) -> Iterator[Piece]: ...

    def marked_pieces(self) -> Iterator[Piece]: ...

    def known_tiles(self) -> list[Tile]: ...

    def build(self, name: str, tile: Tile, cell: tuple[int, int], *, force: bool = False,
              aid: Marks = NO_MARKS) -> None: ...
