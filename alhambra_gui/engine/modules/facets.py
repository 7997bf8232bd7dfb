"""What a module may have to say, one facet each: a module implements a facet only where it
has something to say (``class TreasureChamber(Module, TermScorer, CountsInput, FileChecker)``),
and the core asks the modules that implement it (``Ruleset.facet``, ``registry.facet``), never
a particular module. Each facet is a ``Protocol``: a module states it as a base, and a module
made for a test may implement one by shape alone.

- ``WallChanger``: walls a tile has besides its printed ones (city walls);
- ``TileTurner``: tiles that may lie turned (magical buildings);
- ``WalkOpener``: walled edges open for walking, tiles held in place (gates);
- ``PlacementCheck``: rules of its own for a placement and a city (camps);
- ``PlacementAid``: what a module adds with a placement that the rules would refuse (a gate);
- ``PieceMaker``: pieces that are not building tiles (huts, medinas, bazaars, camps);
- ``MarkerMaker``: a marker a player puts on one of their buildings (a chest, a handyman);
- ``BuildingCounter``: what counts as a building, how the majorities score, what joins a count;
- ``TermScorer``: points of its own in a scoring;
- ``OwnScoring``: a scoring module whose word on a player reads that player alone (kept per city);
- ``ScoringInputs``: what a scoring is given (other points) and what speaks against recording it;
- ``CountsInput``: what a player whose city nobody digitised types;
- ``FileChecker``: what a game may not hold of its state;
- ``NameKeeper``: players its state or scoring inputs name, renamed with them;
- ``PhotoHint``: tiles the photo reader may see lying otherwise than printed;
- ``FigureTyper``: figures each player types (falcons, culture counters), with the box's checks;
- ``GainScorer``: points won during play, entered as they are won (a designer's placement);
- ``WallScorer``: a typed figure that replaces the longest wall where its length scores;
- ``CheckSwitch``: the box's checks a module switches off while in play.
"""

from __future__ import annotations

from collections.abc import Iterator, Mapping
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, ClassVar, Protocol, runtime_checkable

from ..geometry import Cell, Edge, Walls
from ..marks import NO_MARKS, Marks
from ..rules import Violation
from ..scoring import ScoringRule
from ..tiles import Tile
from ..words import QT_TRANSLATE_NOOP, Line, Text
from .base import FieldReader, Locate, module_word

if TYPE_CHECKING:
    from ..city import City
    from ..city_rules import Move, Placement
    from ..context import GameView, PlayerView
    from ..counts import CountInput, Counts
    from ..tally import CountPart, ScoringContext, Term
    from ..variant import Variant

# Facets kept in files of their own, asked for here with the rest (re-exported).
from .figure_facets import CheckSwitch as CheckSwitch
from .figure_facets import FigureTyper as FigureTyper
from .figure_facets import GainScorer as GainScorer
from .figure_facets import WallScorer as WallScorer
from .piece_facets import MarkerMaker as MarkerMaker
from .piece_facets import PieceMaker as PieceMaker
from .piece_facets import unknown_piece as unknown_piece

_SHAPES: dict[tuple[type, type], bool] = {}


def implements(thing: object, facet: type) -> bool:
    """``isinstance(thing, facet)`` for a facet (a runtime-checkable Protocol), worked out once
    per class: a Protocol's isinstance check reads the class's members anew every time (about
    0.2 ms), and a ruleset of every module asks it of each module and facet. A module or a
    window part has no state of its own (``base.Module``), so its class decides."""
    key = (type(thing), facet)
    found = _SHAPES.get(key)
    if found is None:
        found = _SHAPES[key] = isinstance(thing, facet)
    return found


# ---- the walls and the ways of a city ----------------------------------------------------------
@runtime_checkable
class WallChanger(Protocol):
    """A module that gives tiles walls besides their printed ones (city walls)."""

    def added_walls(self, marks: Marks) -> Walls:
        """The walls a tile with these marks has besides its printed ones."""
        ...


@runtime_checkable
class TileTurner(Protocol):
    """A module whose tiles may lie turned (magical buildings): the turn is one of the tile's
    marks, and every rule uses the walls as turned (``Ruleset.effective``: the printed walls
    and those added, turned). A tile in hand is turned by its marks too, so that its legal
    cells, its picture, a typed code and the photo reader all follow the same turn."""

    def turnable(self, tile: Tile) -> bool:
        """Whether ``tile`` may be built turned."""
        ...

    def turn_of(self, marks: Marks) -> int:
        """The quarter turns clockwise (0-3) a tile with these marks lies turned by."""
        ...

    def with_turn(self, marks: Marks, turn: int) -> Marks:
        """These marks with the tile turned by ``turn`` quarter turns (0: none)."""
        ...


@runtime_checkable
class WalkOpener(Protocol):
    """A module that opens walled edges for walking and holds tiles in place (gates)."""

    def opened_edges(self, state: Marks) -> frozenset[Edge]:
        """Walled edges of a city that are open for walking."""
        ...

    def holds(self, city: City, cell: Cell) -> tuple[Violation, ...]:
        """Why the tile on ``cell`` may not leave it (a gate holds it)."""
        return ()


@runtime_checkable
class PlacementCheck(Protocol):
    """A module with rules of its own for placing (its pieces') and for a city as it stands."""

    def placement_reasons(self, city: City, placement: Placement) -> tuple[Violation, ...]:
        """Reasons of its own against a placement the building rules may allow."""
        ...

    def city_violations(self, city: City) -> Iterator[Violation]:
        """What a city as it stands breaks of the module's rules, cell by cell (rules
        registered with ``rules.register``, forceable or not, drawn and listed by ``check``
        like the building rules)."""
        return iter(())


@runtime_checkable
class PlacementAid(Protocol):
    """A module that adds something with a placement (its ``aid``, in its own keys) that
    answers a rule the placement would otherwise break (a gate on a double wall)."""

    id: ClassVar[str]
    #: The key of the cells its help opens in ``moves --json`` ("with_gate").
    moves_key: ClassVar[str]

    def waive(self, city: City, placement: Placement,
              reasons: tuple[Violation, ...]) -> tuple[Violation, ...]:
        """The reasons left once what the module adds with the placement is taken into account."""
        ...

    def placed(self, city: City, placement: Placement) -> None:
        """After a placement with an aid of this module: put it into the city."""
        ...

    def aided_moves(self, game: GameView, city: City, tile: Tile, marks: Marks) -> tuple[Move, ...] | None:
        """Cells the module's help opens for ``tile`` in ``city`` beyond the legal ones, or
        None when it cannot help now (no gate left)."""
        ...

    def aid_to_dict(self, aid: Marks) -> dict[str, Any]:
        """A move's aid as ``moves --json`` writes it beside x and y (``{"side": "E"}``)."""
        ...


# ---- scoring --------------------------------------------------------------------------------------
@runtime_checkable
class BuildingCounter(Protocol):
    """A module that changes what a building is (a site), how the majorities are scored (score
    cards) or what joins a type's count (bonus cards, the Wise Man, huts)."""

    def is_building(self, marks: Marks) -> bool:
        """Whether a built tile with these marks counts as a building (not a building site)."""
        return True

    def building_rule(self, rule: ScoringRule, game: GameView) -> ScoringRule:
        """The rule that scores the building majorities."""
        return rule

    def count_parts(self, context: ScoringContext, player: PlayerView,
                    building_type: str) -> tuple[CountPart, ...]:
        """Changes to a player's count of a building type."""
        return ()

    def count_topping(self, context: ScoringContext, player: PlayerView, building_type: str,
                      count: float) -> tuple[CountPart, ...]:
        """Changes that depend on the count every other part made (``count``: the tiles or
        typed count with every module's ``count_parts``): a semi-building's ½ only where the
        count is at least 1."""
        return ()

    def dirk_parts(self, context: ScoringContext, building_type: str) -> tuple[CountPart, ...]:
        """Changes to Dirk's count of a building type (his tiles' extensions)."""
        return ()


@runtime_checkable
class TermScorer(Protocol):
    """A module with points of its own: its terms, as ``score --json`` keys them under
    "modules", with their column titles."""

    id: ClassVar[str]
    terms: ClassVar[Mapping[str, str]]

    def score_terms(self, context: ScoringContext) -> Mapping[str, tuple[Term, ...]]:
        """Points of its own for each player (by name) in one scoring."""
        ...


@runtime_checkable
class OwnScoring(Protocol):
    """A scoring module (a ``TermScorer``, a ``BuildingCounter``) whose word on a player reads
    that player alone — their city, reserve, module state and typed counts — and the scoring:
    its round and inputs, the rules in force, the game's module state; never another player
    nor Dirk. What it says of a player (``own_terms``, ``count_parts``) is kept with the
    player's city and worked out again only when that player's part changed.

    A scoring module that is not one — the safe default — is asked for the whole table at
    every scoring: the medina pools its penalties across the table and with Dirk, the
    treasure chamber ranks everyone's chests."""

    id: ClassVar[str]

    def own_terms(self, context: ScoringContext, player: PlayerView) -> tuple[Term, ...]:
        """A TermScorer's points of its own for ``player`` (its ``score_terms`` for them)."""
        return ()


@runtime_checkable
class StepScorer(Protocol):
    """A module with a scoring step of its own besides the three scorings (palace staff's
    before the leftover tiles, MODULES.md §19.2): recorded as a scoring entry of its own
    (``"step"``) right before the scoring ``step_round``, holding its points only; ``score
    --<step>`` gives it."""

    id: ClassVar[str]
    #: The step's name in the file ("before_leftover"); ``score``'s flag is it with dashes.
    step: ClassVar[str]
    #: The scoring it comes right before.
    step_round: ClassVar[int]
    #: The step in words ("before the leftover tiles"), context ``Module``.
    step_title: ClassVar[str]

    def step_terms(self, context: ScoringContext) -> Mapping[str, tuple[Term, ...]]:
        """Each player's points (by name) in the step, as the cities stand."""
        ...


@runtime_checkable
class ScoringInputs(Protocol):
    """A module that is given something for a scoring (other points: ``score --other``) or
    that has something against recording one now (a score card not entered)."""

    id: ClassVar[str]
    #: An option of ``score`` that gives the module inputs for the scoring: (flag, metavar,
    #: help); None for none.
    score_option: ClassVar[tuple[str, str, str] | None] = None

    def score_inputs(self, game: GameView, values: list[str]) -> Marks:
        """The scoring's inputs from the values given to its ``score_option``."""
        return NO_MARKS

    def concerns(self, game: GameView, round_: int) -> tuple[Line, ...]:
        """What speaks against recording scoring ``round_`` now."""
        return ()


# ---- counts only (counts.py): what a player whose city nobody digitised types ---------------
@runtime_checkable
class CountsInput(Protocol):
    """A module whose numbers a counts-only player types."""

    id: ClassVar[str]
    #: Its keys in the file's ``counts`` object (``chests``); the first names the module's
    #: numbers in an error.
    count_file_keys: ClassVar[tuple[str, ...]]

    def count_inputs(self, game: GameView, player: PlayerView, counts: Counts) -> tuple[CountInput, ...]:
        """What the table types for a counts-only player, one input each."""
        ...

    def count_step(self, game: GameView, player: PlayerView, key: str, value: int) -> Line:
        """The name of the step that types ``value`` for ``key`` (Edit ▸ Undo), with the
        placeholder ``{name}`` for the player."""
        return Line("Module", QT_TRANSLATE_NOOP("Module", "Type {name}'s {what}: {value}"),
                    what=module_word(self.id), value=value)

    def counts_from_city(self, game: GameView, player: PlayerView) -> Marks:
        """Its numbers as the player's digitised city gives them (the first switch to counts)."""
        ...

    def keep_counts(self, counts: Counts, variant: Variant) -> Marks:
        """Its numbers kept possible after another count changed (no more chests than buildings)."""
        return counts.module(self.id)

    def counts_problems(self, counts: Counts, variant: Variant) -> Iterator[tuple[str, Line]]:
        """What no city could have among its numbers, as (the file's key under counts, what)."""
        return iter(())

    def read_counts(self, reader: FieldReader, data: Mapping[str, Any], place: str) -> Marks:
        """Its numbers from the file's counts object (``place`` is that object's place)."""
        ...

    def write_counts(self, typed: Marks, variant: Variant) -> dict[str, Any]:
        """Its keys for the file's counts object (written whenever the module is in play)."""
        ...


# ---- consistency and reading -------------------------------------------------------------------
@runtime_checkable
class FileChecker(Protocol):
    """A module with rules its state in a game must keep (a thirteenth wall piece)."""

    def problems(self, game: GameView, locate: Locate) -> Iterator[tuple[Text, Line]]:
        """What breaks the module's rules in a game: (place, what). A file with one is refused."""
        ...


@runtime_checkable
class NameKeeper(Protocol):
    """A module whose state or scoring inputs name players (who holds a character, whose
    other points): a player renamed is renamed there too (``roster.rename_player``), and a
    player taken out of the game is forgotten there (``roster.remove_player``)."""

    def renamed(self, marks: Marks, renames: Mapping[str, str]) -> Marks:
        """``marks`` (the game's state, or a recorded scoring's inputs) with each player named
        in ``renames`` (old name: new name, all at once) renamed under the module's own keys;
        the rest as it was."""
        ...

    def forgotten(self, marks: Marks, names: frozenset[str]) -> Marks:
        """``marks`` (the game's state) with the players ``names`` taken out of the game
        (``roster.remove_player``): whatever they held under the module's own keys goes back
        to nobody; the rest as it was."""
        ...


@dataclass(frozen=True)
class PhotoReading:
    """A tile as the photo reader may see it lying (``seen``: its walls as they lie), and the
    tile it is with the marks that make it lie so (a turned tile and its turn)."""

    seen: Tile
    tile: Tile
    marks: Marks


@runtime_checkable
class PhotoHint(Protocol):
    """A module whose tiles the photo may show otherwise than the catalogue prints them (a
    tile built turned): the reader is told each such reading besides the catalogue's."""

    def photo_readings(self, game: GameView) -> tuple[PhotoReading, ...]:
        """Every reading of its tiles the catalogue does not print (those the game holds,
        as described there, and those it may yet hold)."""
        ...
