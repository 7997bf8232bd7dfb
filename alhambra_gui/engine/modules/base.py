"""What an expansion module is: its words, its fields in the game file, and the hooks it
may fill in. Every hook has a neutral default, so a module overrides only what it changes.

A module never stores state of its own: its state lives in the game as ``Marks`` under the
keys its fields name, at five levels — a tile (``tile``), a city (``city``, written in the
file's player object), a player, the game, a recorded scoring (``scoring``).
"""

from __future__ import annotations

from collections.abc import Callable, Hashable, Iterator, Mapping
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, ClassVar, Literal, Protocol

from ..errors import sentence
from ..geometry import Cell, Walls
from ..scoring import DIRK
from ..tiles import Tile
from ..words import QT_TRANSLATE_NOOP, Line, Text, Word

if TYPE_CHECKING:
    from ..city import City
    from ..context import GameView, RulesView
    from ..errors import GameFileError
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
    11: QT_TRANSLATE_NOOP("Module", "Queenie"),
    10: QT_TRANSLATE_NOOP("Module", "Designers' Edition"),
    8: QT_TRANSLATE_NOOP("Module", "Family Box"),
    7: QT_TRANSLATE_NOOP("Module", "The Red Palace"),
    12: QT_TRANSLATE_NOOP("Module", "The New Market"),
    9: QT_TRANSLATE_NOOP("Module", "Mega Box"),
    13: QT_TRANSLATE_NOOP("Module", "Fan modules"),
    0: QT_TRANSLATE_NOOP("Module", "Any other module"),
}

#: What a module's scoring is (MODULES.md §19), as the chooser says it: counted from the city,
#: typed figures, or no scoring at all (money and turns only).
Kind = Literal["computed", "typed", "none"]
KIND_NAMES: dict[str, str] = {
    "computed": QT_TRANSLATE_NOOP("Module", "computed from the city"),
    "typed": QT_TRANSLATE_NOOP("Module", "typed figures"),
    "none": QT_TRANSLATE_NOOP("Module", "no scoring"),
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

    def typed(self, player: str, module_id: str, key: str, scoring: int | None = None) -> Text:
        """A player's typed figure ``key`` of a module ("": the module's whole entry), as it
        stands or (``scoring``: its index) in a recorded scoring's copy."""
        ...

    def gain(self, player: str, index: int, module_id: str) -> Text:
        """A player's immediate gain at ``index`` of their list, of a module."""
        ...


def at(place: str, key: str) -> str:
    """The place of ``key`` inside the object at ``place`` ("" for the top of what is read:
    ``moves`` reads a piece from its arguments)."""
    return f"{place}.{key}" if place else key


def pieces_of(game: GameView, kind: str) -> Iterator[tuple[str, Cell | None, Tile]]:
    """Every piece of ``kind`` in the game, with its holder and cell: the cities', the
    reserves' (cell None), then Dirk's pile (holder Dirk, cell None)."""
    for player in game.players:  # as game.pieces(), without reading each tile's marks
        for cell, tile in city_pieces(player.city, kind):
            yield player.name, cell, tile
        for tile in player.reserve:
            if tile.kind == kind:
                yield player.name, None, tile
    for tile in game.dirk or ():
        if tile.kind == kind:
            yield DIRK, None, tile


def city_pieces(city: City, kind: str) -> tuple[tuple[Cell, Tile], ...]:
    """The city's pieces of ``kind`` in reading order, kept with the city (every check of a
    supply asks of every city after each edit, and one city changed)."""
    return city.kept(("pieces of a kind", kind), lambda: tuple((c, t) for c, t in city if t.kind == kind))


def finished_buildings(city: City, rules: RulesView) -> tuple[tuple[Cell, Tile], ...]:
    """The city's finished buildings (``is_building_tile``) in reading order, kept with the
    city (the modules that count them ask after every edit)."""
    return city.kept(("finished buildings", rules.module_ids), lambda: tuple(
        (cell, tile) for cell, tile in city if rules.is_building_tile(tile, city.marks(cell))))


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
    leaves the city (a building site is only a site while it is built). ``dirk``: a tile mark
    a tile of Dirk's pile may hold too (an extension; no other mark goes there).
    """

    level: Level
    key: str
    read: Read
    write: Write
    city_only: bool = False
    dirk: bool = False


class Module:
    """Base of every module: who it is and its words (context ``Module``), its fields in the
    game file and what to set out. What else it has to say, it says as facets
    (``facets.py``: scoring terms, pieces, wall changes, turned tiles, counts-only inputs,
    placement checks, photo hints…), each implemented only by the modules that need it."""

    id: ClassVar[str]
    #: The expansion box (1-6) it comes from; 0 for modules of no particular box.
    box: ClassVar[int] = 0
    name: ClassVar[str]
    #: One line on what it does (shown where modules are chosen).
    summary: ClassVar[str]
    #: How it scores (``KIND_NAMES``): the chooser says it beside the summary.
    kind: ClassVar[Kind] = "computed"
    #: What to check before each scoring (who holds a card, markers placed, …).
    reminder: ClassVar[str] = ""
    fields: ClassVar[tuple[Field, ...]] = ()
    #: Its fields may be in any game, listed or not (other points, MODULES.md §9); listing
    #: the module only shows its points in every scoring.
    always_available: ClassVar[bool] = False

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

    # ---- the game file ----------------------------------------------------------------------
    @classmethod
    def fields_at(cls, level: Level) -> tuple[Field, ...]:
        return tuple(f for f in cls.fields if f.level == level)

