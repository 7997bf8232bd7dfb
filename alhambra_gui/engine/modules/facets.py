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
- ``PhotoHint``: tiles the photo reader may see lying otherwise than printed;
- ``FigureTyper``: figures each player types (falcons, culture counters), with the box's checks;
- ``GainScorer``: points won during play, entered as they are won (a designer's placement);
- ``WallScorer``: a typed figure that replaces the longest wall where its length scores;
- ``CheckSwitch``: the box's checks a module switches off while in play.
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator, Mapping, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, ClassVar, Protocol, runtime_checkable

from ..figures import Figure
from ..geometry import Cell, Edge, Walls
from ..marks import NO_MARKS, Marks
from ..rules import Violation
from ..scoring import ScoringRule
from ..tiles import Tile
from ..words import QT_TRANSLATE_NOOP, Line, Text
from .base import FieldReader, Locate, module_word
from .supply import SupplyLine

if TYPE_CHECKING:
    from ..city import City
    from ..city_rules import Move, Placement
    from ..codes import Code, PieceCode
    from ..context import GameView, PlayerView
    from ..counts import CountInput, Counts
    from ..edits import Edit
    from ..tally import CountPart, ScoringContext, Term
    from ..variant import Variant


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


# ---- pieces that are not building tiles (tiles.Tile with a kind) --------------------------------
@runtime_checkable
class PieceMaker(Protocol):
    """A module with pieces of its own: the file's entries of its kinds are its to read."""

    id: ClassVar[str]
    #: The kinds of piece it brings (a hut's kind).
    piece_kinds: ClassVar[tuple[str, ...]]
    #: The letter the codes of its pieces begin with (``h`` in ``hgs``), one that no building
    #: type of the variant has ("": its pieces are typed as tiles are, ``coded_pieces``).
    code_letter: ClassVar[str]
    #: A key that makes a file entry without ``kind`` one of its pieces (``"magical": true``),
    #: None for none; ``moves`` then names such a piece by the tile's arguments and the flag
    #: ``--<claim_key>``.
    claim_key: ClassVar[str | None] = None
    #: Its pieces are the game's building tiles while it is in play (The Red Palace's land
    #: tiles, described as printed, MODULES.md §19.17): a file entry without ``kind`` is one of
    #: its pieces, a tile's code and ``moves``' tile arguments describe one, and the variant's
    #: catalogue leaves the bag (the bag holds its ``bag_pieces``).
    claims_tiles: ClassVar[bool] = False

    def claimed(self, tile: Tile) -> Tile:
        """The piece a building tile of the catalogue is once the module's pieces are the
        game's tiles (``claims_tiles``: the land tile printed alike)."""
        return tile

    def read_piece(self, reader: FieldReader, data: Mapping[str, Any], place: str) -> Tile:
        """One of its pieces from a file entry (city, reserve or Dirk's pile), described as printed."""
        ...

    def piece_to_dict(self, tile: Tile) -> dict[str, Any]:
        """A piece as the file writes it, ``kind`` first."""
        ...

    def supply_refusal(self, game: GameView, tile: Tile, holder: str | None = None) -> Line | None:
        """Why one more of this piece cannot come into the game (its supply is used up, or the
        description is not one the supply holds), or None; ``holder``: who would hold it."""
        return None

    def supply_lines(self, game: GameView) -> tuple[SupplyLine, ...]:
        """Its supply as lines a player takes a piece from (a phone offers them on an empty
        cell), each piece described by its walls or its building types where the line says."""
        return ()

    def piece_name(self, tile: Tile, full: bool = True) -> Line:
        """One of its pieces in words: short ("Garden hut") or ``full`` ("Garden hut (walls S)")."""
        ...

    def piece_code(self, tile: Tile, variant: Variant) -> str:
        """A piece's code as written (the walls in capitals, in NESW order: ``hgS``)."""
        ...

    def read_code(self, code: PieceCode, variant: Variant) -> Tile:
        """The piece a typed code describes; raise ``codes.CodeError`` saying what is wrong."""
        ...

    def coded_pieces(self, code: Code, game: GameView) -> tuple[tuple[Tile, int], ...]:
        """Its pieces a tile's code names (``g13esw``: a magical tile typed as a tile), each
        with the quarter turns it lies by to show the code's walls: one in the game, or one
        more described by the code."""
        return ()

    def outside_city(self, tile: Tile) -> bool:
        """Whether the piece lies outside the city (a camp): no city tile for holes, walking,
        walls or the building rules; its own rules are its module's."""
        return False

    def is_building_piece(self, tile: Tile) -> bool:
        """Whether the piece is a building of its type in every respect (a ground, a magical
        tile): it counts in its type's majority, its holder's and Dirk's, and takes the marks
        a building takes (a chest, a servant); a building site marks it like any tile."""
        return False

    def from_bag(self, tile: Tile) -> bool:
        """Whether the piece is mixed into the bag with the tiles (a magical tile): it is one
        of the tiles out of the bag wherever it lies, and the bag holds ``bag_pieces`` more."""
        return False

    def bag_pieces(self) -> int:
        """How many of its pieces the bag holds besides the catalogue's tiles."""
        return 0

    def building_supply(self, building_type: str) -> int:
        """How many of its pieces that are buildings of this type the box holds (2 grounds a
        type): what a city typed as counts may hold besides the catalogue's tiles."""
        return 0

    def candidate_cells(self, city: City, tile: Tile) -> Iterable[Cell]:
        """The empty cells a piece outside the city might go on (checked one by one)."""
        return ()


@runtime_checkable
class MarkerMaker(Protocol):
    """A module with a marker a player puts on one of their own buildings and takes off again
    (a chest, a handyman, a resident, a building site): what a phone offers on a tap of the
    building, beside the window's own actions."""

    id: ClassVar[str]
    # The marker's key among a tile's marks (the file's key in the city entry too).
    marker_key: ClassVar[str]

    def marker_step(self, game: GameView, name: str, cell: Cell, present: bool) -> Edit:
        """Put the marker on the building on ``cell`` of the player's city (``present``) or take
        it off, as one step; its change refuses (ModuleError) what the module's rules forbid."""
        ...


def unknown_piece(module_id: str, reader: FieldReader, data: Mapping[str, Any], place: str) -> Exception:
    """The refusal of a file entry whose kind the module does not know."""
    return reader.fail(place, QT_TRANSLATE_NOOP("AlhambraError", "{kind} is not a piece of {module}"),
                       kind=str(data.get("kind"))[:20], module=module_word(module_id))


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
