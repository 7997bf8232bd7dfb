"""What an expansion module is: its words, its fields in the game file, and the hooks it
may fill in. Every hook has a neutral default, so a module overrides only what it changes.

A module never stores state of its own: its state lives in the game as ``Marks`` under the
keys its fields name, at five levels — a tile (``tile``), a city (``city``, written in the
file's player object), a player, the game, a recorded scoring (``scoring``).
"""

from __future__ import annotations

from collections.abc import Callable, Hashable, Iterable, Iterator, Mapping
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, ClassVar, Literal, Protocol

from ..errors import sentence
from ..geometry import NO_WALLS, Cell, Edge, Walls
from ..marks import NO_MARKS, Marks
from ..rules import Violation
from ..scoring import DIRK, ScoringRule
from ..tiles import Tile
from ..words import QT_TRANSLATE_NOOP, Line, Text, Word

if TYPE_CHECKING:
    from ..city import City, Move, Placement
    from ..codes import PieceCode
    from ..context import GameView, PlayerView
    from ..counts import CountInput, Counts
    from ..errors import GameFileError
    from ..tally import CountPart, ScoringContext, Term
    from ..variant import Variant

Level = Literal["tile", "city", "player", "game", "scoring"]

#: The expansion boxes modules come from, by number (0: modules of no particular box): the
#: six expansions, then the compendia and mini expansions that first printed a module.
BOX_NAMES: dict[int, str] = {
    1: QT_TRANSLATE_NOOP("Module", "1: The Vizier's Favour"),
    2: QT_TRANSLATE_NOOP("Module", "2: The City Gates"),
    3: QT_TRANSLATE_NOOP("Module", "3: The Thief's Turn"),
    4: QT_TRANSLATE_NOOP("Module", "4: The Treasure Chamber"),
    5: QT_TRANSLATE_NOOP("Module", "5: Power of the Sultan"),
    6: QT_TRANSLATE_NOOP("Module", "6: The Falconers"),
    7: QT_TRANSLATE_NOOP("Module", "The Red Palace"),
    8: QT_TRANSLATE_NOOP("Module", "Family Box"),
    9: QT_TRANSLATE_NOOP("Module", "Mega Box"),
    10: QT_TRANSLATE_NOOP("Module", "Designers' Edition"),
    11: QT_TRANSLATE_NOOP("Module", "Queenie"),
    0: QT_TRANSLATE_NOOP("Module", "Any other module"),
}


def module_word(module_id: str) -> Word:
    """A module as a word in a sentence: its id quoted, as the command line writes it
    (in quotes); the app says the module's name."""
    return Word(repr(module_id), "module", module_id)


class FieldReader(Protocol):
    """What the game-file reader offers a module to read its fields strictly."""

    @property
    def variant(self) -> Variant: ...

    def fail(self, place: Text, what: str | Line, /, **values: object) -> GameFileError:
        """The error for ``place``: a sentence, or an English template marked in the context
        ``AlhambraError`` with its values."""
        ...

    def mapping(self, data: Any, place: str, what: str) -> Mapping[str, Any]:
        """``what``: what the object must be, an English text marked in the context ``AlhambraError``."""
        ...

    def array(self, data: Any, place: str, maximum: int, minimum: int = 0) -> list[Any]: ...

    def integer(self, data: Any, place: str, low: int, high: int) -> int: ...

    def text(self, data: Any, place: str, maximum: int) -> str: ...

    def boolean(self, data: Any, place: str) -> bool: ...

    def walls(self, data: Any, place: str) -> Walls: ...


class Locate(Protocol):
    """Names a place for a problem: the file's path (``players[0].city[3].chest``) when a file
    is read, or plain words when the game is checked after a change."""

    def tile(self, player: str, cell: Cell | None, tile: Tile, key: str) -> Text:
        """A tile of ``player``'s city (``cell``) or reserve (``cell`` None), or of Dirk's pile
        (``player`` Dirk), at ``key`` ("": the tile itself)."""
        ...

    def player(self, player: str, key: str) -> Text: ...

    def game(self, key: str) -> Text: ...

    def scoring(self, index: int, key: str) -> Text:
        """The recorded scoring at ``index`` (0 for scoring 1)."""
        ...


def at(place: str, key: str) -> str:
    """The place of ``key`` inside the object at ``place`` ("" for the top of what is read:
    ``moves`` reads a piece from its arguments)."""
    return f"{place}.{key}" if place else key


def pieces_of(game: GameView, kind: str) -> Iterator[tuple[str, Cell | None, Tile]]:
    """Every piece of ``kind`` in the game, with its holder and cell: the cities', the
    reserves' (cell None), then Dirk's pile (holder Dirk, cell None)."""
    for player in game.players:  # as game.pieces(), without reading each tile's marks
        for cell, tile in player.city:
            if tile.kind == kind:
                yield player.name, cell, tile
        for tile in player.reserve:
            if tile.kind == kind:
                yield player.name, None, tile
    for tile in game.dirk or ():
        if tile.kind == kind:
            yield DIRK, None, tile


def supply_used_up(game: GameView, kind: str, supply: int, text: str) -> Line | None:
    """``text`` (its ``{count}`` the supply) when every piece of ``kind`` the box holds is
    already in the game, else None: a refusal to hand out one more."""
    if sum(1 for _ in pieces_of(game, kind)) >= supply:
        return sentence(text, count=supply)
    return None


def beyond_supply(game: GameView, kind: str, supply: int, locate: Locate,
                  text: str) -> Iterator[tuple[Text, Line]]:
    """Each piece of ``kind`` past the box's ``supply`` of them (a file may hold more), where
    it is and ``text`` (its ``{count}`` the supply)."""
    for number, (owner, cell, tile) in enumerate(pieces_of(game, kind), start=1):
        if number > supply:
            yield locate.tile(owner, cell, tile, ""), sentence(text, count=supply)


Read = Callable[[FieldReader, Any, str], Hashable | None]
Write = Callable[[Any], Any]


@dataclass(frozen=True)
class Field:
    """One key of module state, as stored in the game and written in the file.

    ``read`` turns the file's JSON value into the stored value (None: leave it out);
    ``write`` turns it back. ``city_only``: a tile mark that stays behind when its tile
    leaves the city (a building site is only a site while it is built).
    """

    level: Level
    key: str
    read: Read
    write: Write
    city_only: bool = False


class Module:
    """Base of every module: neutral hooks, words in the subclass (context ``Module``)."""

    id: ClassVar[str]
    #: The expansion box (1-6) it comes from; 0 for modules of no particular box.
    box: ClassVar[int] = 0
    name: ClassVar[str]
    #: One line on what it does (shown where modules are chosen).
    summary: ClassVar[str]
    #: What to check before each scoring (who holds a card, markers placed, …).
    reminder: ClassVar[str] = ""
    fields: ClassVar[tuple[Field, ...]] = ()
    #: Its fields may be in any game, listed or not (other points, MODULES.md §9); listing
    #: the module only shows its points in every scoring.
    always_available: ClassVar[bool] = False
    #: Keys of the points it adds, as score ``--json`` writes them under "modules", with
    #: their column titles.
    terms: ClassVar[Mapping[str, str]] = {}

    @staticmethod
    def tr(text: str, disambiguation: str = "", n: int = -1) -> str:
        """Mark a sentence about a number of things for translation with its plural forms,
        in the context ``Module``: lupdate takes ``Module.tr("%n chest(s)", "", n)`` for a
        text with plural forms, as QT_TRANSLATE_NOOP is taken for one without. Returns the
        text unchanged (no Qt here); make the line with ``Line.counted``, which the app
        translates with the number."""
        return text

    def setup_lines(self) -> tuple[Line, ...]:
        """What to put out at the start of the game, one line each."""
        return ()

    # ---- placement and walking --------------------------------------------------------
    def added_walls(self, marks: Marks) -> Walls:
        """Walls a tile has besides its printed ones (city walls)."""
        return NO_WALLS

    def opened_edges(self, state: Marks) -> frozenset[Edge]:
        """Walled edges of a city that are open for walking (gates)."""
        return frozenset()

    def holds(self, city: City, cell: Cell) -> tuple[Violation, ...]:
        """Why the tile on ``cell`` may not leave it (a gate holds it)."""
        return ()

    def placement_reasons(self, city: City, placement: Placement) -> tuple[Violation, ...]:
        """Reasons of its own against a placement the building rules may allow (its pieces'
        rules); a module that has some sets ``restricts_placement``."""
        return ()

    #: Whether ``placement_reasons`` can refuse a placement with no aid (so that the cells
    #: the building rules allow must be put to it).
    restricts_placement: ClassVar[bool] = False

    def waive(self, city: City, placement: Placement,
              reasons: tuple[Violation, ...]) -> tuple[Violation, ...]:
        """The reasons left once what the module adds with the placement (its ``aid``) is
        taken into account: a gate on a double wall answers ``unreachable``."""
        return reasons

    def placed(self, city: City, placement: Placement) -> None:
        """After a placement with an aid of this module: put it into the city."""
        return None

    #: The key of the cells its help opens in ``moves --json`` ("with_gate"); "" for none.
    moves_key: ClassVar[str] = ""

    def aided_moves(self, game: GameView, city: City, tile: Tile, marks: Marks) -> tuple[Move, ...] | None:
        """Cells the module's help opens for ``tile`` in ``city`` beyond the legal ones (a
        gate on a double wall), or None when it cannot help now (no gate left)."""
        return None

    def aid_to_dict(self, aid: Marks) -> dict[str, Any]:
        """A move's aid as ``moves --json`` writes it beside x and y (``{"side": "E"}``)."""
        return {}

    def city_violations(self, city: City) -> Iterator[Violation]:
        """What a city as it stands breaks of the module's rules, cell by cell (rules
        registered with ``rules.register``, forceable or not, drawn and listed by ``check``
        like the building rules)."""
        return iter(())

    # ---- pieces that are not building tiles (tiles.Tile with a kind) -----------------------
    #: The kinds of piece it brings (a hut's kind); the file's entries of such a kind are its own.
    piece_kinds: ClassVar[tuple[str, ...]] = ()

    def read_piece(self, reader: FieldReader, data: Mapping[str, Any], place: str) -> Tile:
        """One of its pieces from a file entry (city, reserve or Dirk's pile), described as printed."""
        raise reader.fail(place, QT_TRANSLATE_NOOP("AlhambraError", "{kind} is not a piece of {module}"),
                          kind=str(data.get("kind"))[:20], module=module_word(self.id))

    def piece_to_dict(self, tile: Tile) -> dict[str, Any]:
        """A piece as the file writes it, ``kind`` first."""
        return {"kind": tile.kind}

    def supply_refusal(self, game: GameView, tile: Tile, holder: str | None = None) -> Line | None:
        """Why one more of this piece cannot come into the game (its supply is used up, or the
        description is not one the supply holds), or None; ``holder``: who would hold it (a
        player's name or Dirk's; None: not said), for a limit per holder."""
        return None

    def piece_name(self, tile: Tile, full: bool = True) -> Line:
        """One of its pieces in words: short ("Garden hut") or ``full``, with what tells it from
        the others alike ("Garden hut (walls S)"); the app translates the line."""
        return Line("Module", self.name)

    #: The letter the codes of its pieces begin with (``h`` in ``hgs``), one that no building
    #: type of the variant has; "" for a module without pieces.
    code_letter: ClassVar[str] = ""

    def piece_code(self, tile: Tile, variant: Variant) -> str:
        """A piece's code as written (the walls in capitals, in NESW order: ``hgS``)."""
        return self.code_letter

    def read_code(self, code: PieceCode, variant: Variant) -> Tile:
        """The piece a typed code describes (``codes.PieceCode``: what follows the letter);
        raise ``codes.CodeError`` saying what is wrong with it."""
        raise NotImplementedError

    def outside_city(self, tile: Tile) -> bool:
        """Whether the piece lies outside the city (a camp): it is no city tile for holes,
        walking, walls or the building rules; its own rules are its module's."""
        return False

    def candidate_cells(self, city: City, tile: Tile) -> Iterable[Cell]:
        """The empty cells a piece outside the city might go on (checked one by one)."""
        return ()

    # ---- scoring ------------------------------------------------------------------------
    def is_building(self, marks: Marks) -> bool:
        """Whether a built tile with these marks counts as a building (not a building site)."""
        return True

    def building_rule(self, rule: ScoringRule, game: GameView) -> ScoringRule:
        """The rule that scores the building majorities (new score cards change its values)."""
        return rule

    def count_parts(self, context: ScoringContext, player: PlayerView,
                    building_type: str) -> tuple[CountPart, ...]:
        """Changes to a player's count of a building type (bonus cards, sites, Wise Man)."""
        return ()

    #: An option of ``score`` that gives the module inputs for the scoring (``--other``):
    #: (flag, metavar, help); None for none.
    score_option: ClassVar[tuple[str, str, str] | None] = None

    def score_inputs(self, game: GameView, values: list[str]) -> Marks:
        """The scoring's inputs from the values given to its ``score_option``."""
        return NO_MARKS

    def score_terms(self, context: ScoringContext) -> Mapping[str, tuple[Term, ...]]:
        """Points of its own for each player (by name) in one scoring."""
        return {}

    # ---- counts only (counts.py): what a player whose city nobody digitised types -------------
    #: Its keys in the file's ``counts`` object (``chests``); the first names the module's
    #: numbers in an error.
    count_file_keys: ClassVar[tuple[str, ...]] = ()

    def count_inputs(self, game: GameView, player: PlayerView, counts: Counts) -> tuple[CountInput, ...]:
        """What the table types for a counts-only player, one input each."""
        return ()

    def count_step(self, game: GameView, player: PlayerView, key: str, value: int) -> Line:
        """The name of the step that types ``value`` for ``key`` (Edit ▸ Undo), with the
        placeholder ``{name}`` for the player."""
        return Line("Module", QT_TRANSLATE_NOOP("Module", "Type {name}'s {what}: {value}"),
                    what=module_word(self.id), value=value)

    def counts_from_city(self, game: GameView, player: PlayerView) -> Marks:
        """Its numbers as the player's digitised city gives them (the first switch to counts)."""
        return NO_MARKS

    def keep_counts(self, counts: Counts, variant: Variant) -> Marks:
        """Its numbers kept possible after another count changed (no more chests than buildings)."""
        return counts.module(self.id)

    def counts_problems(self, counts: Counts, variant: Variant) -> Iterator[tuple[str, Line]]:
        """What no city could have among its numbers, as (the file's key under counts, what)."""
        return iter(())

    def read_counts(self, reader: FieldReader, data: Mapping[str, Any], place: str) -> Marks:
        """Its numbers from the file's counts object (``place`` is that object's place)."""
        return NO_MARKS

    def write_counts(self, typed: Marks, variant: Variant) -> dict[str, Any]:
        """Its keys for the file's counts object (written whenever the module is in play)."""
        return {}

    def concerns(self, game: GameView, round_: int) -> tuple[Line, ...]:
        """What speaks against recording scoring ``round_`` now (a card not entered)."""
        return ()

    # ---- consistency ----------------------------------------------------------------------
    def problems(self, game: GameView, locate: Locate) -> Iterator[tuple[Text, Line]]:
        """What breaks the module's rules in a game: (place, what), for example a thirteenth
        wall piece. A file with a problem is refused."""
        return iter(())

    # ---- the game file ----------------------------------------------------------------------
    @classmethod
    def fields_at(cls, level: Level) -> tuple[Field, ...]:
        return tuple(f for f in cls.fields if f.level == level)

