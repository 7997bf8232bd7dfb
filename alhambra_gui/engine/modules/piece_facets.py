"""The facets of a module with pieces of its own (``PieceMaker``: huts, medinas, bazaars,
camps) or a marker a player puts on a building (``MarkerMaker``: a chest, a handyman); the
index of every facet is ``facets``."""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from typing import TYPE_CHECKING, Any, ClassVar, Protocol, runtime_checkable

from ..geometry import Cell
from ..tiles import Tile
from ..words import QT_TRANSLATE_NOOP, Line
from .base import FieldReader, module_word
from .supply import SupplyLine

if TYPE_CHECKING:
    from ..city import City
    from ..codes import Code, PieceCode
    from ..context import GameView
    from ..edits import Edit
    from ..variant import Variant


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
