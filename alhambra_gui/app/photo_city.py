"""A city read from a photo, checked against the game and put in as one step.

The block's cells (col, row) become city cells (col - fountain col, row - fountain row).
Accepting replaces the player's whole city: the tiles of the old city that the photo does
not show go back to the bag, tiles of the player's own reserve that the city now uses
leave the reserve, and a tile that lies anywhere else in the game (another player's city
or reserve, Dirk's pile) cannot be accepted.

The recogniser reads building tiles only. A module's piece (a hut, a medina, a bazaar) is set
by hand on its cell (a correction); a piece the city held inside the block before is kept
there, and its cell is to be checked; pieces outside the city (camps) lie outside the block
and stay where they are.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field

from ..engine import Game, Tile, Variant
from ..engine import replace as engine_replace
from ..photo import Proposal, TileRef
from ..photo.hints import placed
from ..photo.proposal import BUILDING, UNSURE
from . import labels
from .labels import arg, tr

Block = tuple[int, int]


def to_tile(ref: TileRef) -> Tile:
    return Tile.from_dict(ref.to_dict())


def city_tiles(buildings: Mapping[Block, TileRef], fountain: Block) -> dict[tuple[int, int], Tile]:
    """The city cells of the building cells of the block, the fountain at (0, 0)."""
    fx, fy = fountain
    return {(col - fx, row - fy): to_tile(ref) for (col, row), ref in buildings.items()}


def used_elsewhere(game: Game, player: str) -> list[TileRef]:
    """The catalogue tiles lying anywhere in the game but the player's own city and reserve
    (what the recogniser is told is unavailable)."""
    mine = game.player(player).name
    return [TileRef(t.type, t.price, t.walls.letters) for t, where in game.locations()
            if where.holder != mine and not t.is_piece]


def refusals(game: Game, player: str, tiles: Iterable[Tile]) -> list[str]:
    """Why these tiles cannot make the player's city (empty when they can), one sentence each."""
    variant = game.variant
    mine = game.player(player).name
    tiles = [placed(game, t)[0] for t in tiles]  # a tile seen turned is the module's tile
    problems = []
    tiles = [t for t in tiles if not t.is_piece]  # pieces alike are many: their supply decides
    counts = Counter(variant.identity(t) for t in tiles)
    for tile in dict.fromkeys(tiles):
        if counts[variant.identity(tile)] > 1:
            problems.append(arg(tr("%1 is in the city more than once."), tile_name(variant, tile)))
        where = game.locate(tile)
        if where is not None and where.holder != mine:
            problems.append(arg(tr("%1 is already %2."), tile_name(variant, tile),
                            labels.location_text(where)))
    return problems


def elsewhere_refusals(game: Game, player: str, proposal: Proposal) -> list[str]:
    """Where the proposal's tiles that the game has elsewhere lie, one sentence each."""
    return refusals(game, player, [to_tile(c.tile) for c in proposal.cells if c.elsewhere and c.tile])


def replace_city(game: Game, player: str, tiles: Mapping[tuple[int, int], Tile]) -> None:
    """The player's city becomes exactly ``tiles`` (checked with ``refusals`` first), a tile
    seen turned built as its module's tile, turned."""
    engine_replace.replace_city(game, player, tiles, lambda seen: placed(game, seen))


def tile_name(variant: Variant, tile: Tile) -> str:
    return labels.tile_long_label(variant, tile)


#: Cells the recogniser is less sure of than this are outlined for checking.
LOW_CONFIDENCE = UNSURE


#: A cell's correction: a catalogue tile, a module's piece, or None for empty.
Correction = TileRef | Tile | None


@dataclass
class Draft:
    """A proposal and the user's corrections of it (block cell -> a tile, a piece, or None for
    empty); ``standing``: the pieces the city held on cells of the block before (kept there
    unless corrected, and to be checked)."""

    proposal: Proposal
    corrections: dict[Block, Correction] = field(default_factory=dict)
    standing: dict[Block, Tile] = field(default_factory=dict)

    @property
    def fountain(self) -> Block:
        return self.proposal.fountain

    def buildings(self) -> dict[Block, TileRef]:
        """The building cells with their tile, corrections first."""
        found = {}
        for cell in self.proposal.cells:
            where = (cell.col, cell.row)
            if where in self.pieces():
                continue
            ref = self.corrections.get(where, cell.tile)
            chosen = where in self.corrections or cell.kind == BUILDING
            if isinstance(ref, TileRef) and where != self.fountain and chosen:
                found[where] = ref
        return found

    def pieces(self) -> dict[Block, Tile]:
        """The cells holding a module's piece: set by hand, or standing there before."""
        found = {b: p for b, p in self.standing.items() if b not in self.corrections}
        found.update((b, p) for b, p in self.corrections.items() if isinstance(p, Tile))
        return found

    def doubtful(self) -> list[Block]:
        """Cells the recogniser is unsure of, not corrected yet."""
        return [(c.col, c.row) for c in self.proposal.cells
                if (c.confidence < LOW_CONFIDENCE or (c.col, c.row) in self.standing)
                and (c.col, c.row) not in self.corrections]

    def unresolved(self) -> list[Block]:
        """Building cells without a tile (none of their type was left), not corrected and
        holding no piece."""
        pieces = self.pieces()
        return [(c.col, c.row) for c in self.proposal.cells if c.kind == BUILDING and c.tile is None
                and (c.col, c.row) not in self.corrections and (c.col, c.row) not in pieces]

    def tiles(self) -> dict[tuple[int, int], Tile]:
        """The city it makes: city cells to tiles and pieces, the fountain at (0, 0)."""
        found = city_tiles(self.buildings(), self.fountain)
        found.update((self.to_city(block), piece) for block, piece in self.pieces().items())
        return found

    def to_city(self, block: Block) -> tuple[int, int]:
        return block[0] - self.fountain[0], block[1] - self.fountain[1]

    def to_block(self, cell: tuple[int, int]) -> Block | None:
        """The block cell of a city cell (None outside the block)."""
        col, row = cell[0] + self.fountain[0], cell[1] + self.fountain[1]
        inside = 0 <= col < self.proposal.cols and 0 <= row < self.proposal.rows
        return (col, row) if inside else None


def standing_pieces(game: Game, player: str, proposal: Proposal) -> dict[Block, Tile]:
    """The pieces of the player's city on cells of the block (as the proposal places the
    fountain): kept there unless corrected, since the photo cannot read them."""
    fx, fy = proposal.fountain
    found = {}
    for cell, tile in game.player(player).city:
        block = (cell.x + fx, cell.y + fy)
        if tile.is_piece and game.ruleset.in_city(tile) and 0 <= block[0] < proposal.cols \
                and 0 <= block[1] < proposal.rows:
            found[block] = tile
    return found
