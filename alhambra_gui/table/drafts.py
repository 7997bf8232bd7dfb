"""A phone's city in the making: the reader's proposal, the player's corrections of it, the
tiles a tapped cell can hold, and the city it makes. City cells throughout: the fountain at
(0, 0), ``y`` growing south, as in the game file. A correction is any tile a city of the game
may hold (a land tile described as printed, a module's piece), not only the catalogue's."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from ..engine import City, Game, Ruleset, Tile
from ..engine.gamefile import tile_from_dict
from ..photo import TileRef
from ..photo.known import FOUNTAIN
from ..photo.proposal import BUILDING, UNSURE
from .answers import PHONE
from .reading import Reading

Cell = tuple[int, int]


class DraftError(Exception):
    """A correction that cannot be made: ``reason`` a short key the phone words."""

    def __init__(self, reason: str) -> None:
        super().__init__(reason)
        self.reason = reason


def to_tile(ref: TileRef) -> Tile:
    return Tile.from_dict(ref.to_dict())


def to_ref(tile: Tile) -> TileRef:
    return TileRef(tile.type, tile.price, tile.walls.letters)


@dataclass
class Draft:
    """What a phone's photo showed, and what its player corrected (None: made empty)."""

    reading: Reading
    corrections: dict[Cell, Tile | None] = field(default_factory=dict)

    @property
    def fountain(self) -> Cell:
        return self.reading.proposal.fountain

    def to_city(self, col: int, row: int) -> Cell:
        return col - self.fountain[0], row - self.fountain[1]

    def bounds(self) -> tuple[int, int, int, int]:
        """The city cells a correction may touch: the block read and one ring around it."""
        proposal = self.reading.proposal
        x0, y0 = self.to_city(0, 0)
        return x0 - 1, y0 - 1, x0 + proposal.cols, y0 + proposal.rows

    def read(self) -> dict[Cell, tuple[TileRef | None, bool]]:
        """The reader's buildings by city cell: the tile (None: none of its type left) and
        whether it is unsure."""
        found = {}
        for c in self.reading.proposal.cells:
            if c.kind == BUILDING:
                found[self.to_city(c.col, c.row)] = (c.tile, c.confidence < UNSURE or c.tile is None)
        return found

    def unsure(self) -> list[Cell]:
        """The cells to check: unsure, not corrected (empty cells read unsurely too)."""
        cells = [self.to_city(c.col, c.row) for c in self.reading.proposal.cells
                 if c.kind != FOUNTAIN and (c.confidence < UNSURE or (c.kind == BUILDING and c.tile is None))]
        return [cell for cell in cells if cell not in self.corrections]

    def buildings(self) -> dict[Cell, Tile]:
        """The tiles of the city it makes, corrections first."""
        found = {cell: to_tile(tile) for cell, (tile, _unsure) in self.read().items() if tile is not None}
        for cell, tile in self.corrections.items():
            if tile is None:
                found.pop(cell, None)
            else:
                found[cell] = tile
        return found

    def missing(self) -> list[Cell]:
        """Building cells the reader found no tile for (none of its type was left), not corrected."""
        return [cell for cell, (tile, _unsure) in self.read().items()
                if tile is None and cell not in self.corrections]

    def correct(self, cell: Cell, tile: Tile | None) -> None:
        x0, y0, x1, y1 = self.bounds()
        if cell == (0, 0):
            raise DraftError("fountain_cell")
        if not (x0 <= cell[0] <= x1 and y0 <= cell[1] <= y1):
            raise DraftError("outside_block")
        self.corrections[cell] = tile

    def tiles(self, game: Game, player: str) -> dict[Cell, Tile]:
        """The city it makes: its buildings, and the module pieces the player's city holds where
        the photo shows none (the reader reads building tiles only)."""
        found: dict[Cell, Tile] = dict(self.buildings())
        rules = game.ruleset
        for spot, piece in game.player(player).city:
            cell = (spot.x, spot.y)
            if piece.is_piece and rules.in_city(piece) and cell not in found:
                found[cell] = piece
        return found

    def options(self, game: Game, player: str, cell: Cell) -> list[dict[str, Any]]:
        """The tiles that can be on ``cell``: every catalogue tile not in another place of the game
        nor on another cell of this draft, the type read there first, each with whether its walls
        fit the draft's city there."""
        if cell == (0, 0):
            raise DraftError("fountain_cell")
        mine = game.player(player).name
        taken = {t for t, where in game.locations() if where.holder != mine}
        others = {tile for where, tile in self.buildings().items() if where != cell}
        city = City(rules=game.player(player).city.rules)
        for where, tile in self.tiles(game, player).items():
            if where != cell:
                city.put(where, tile)
        current = self.buildings().get(cell)
        read = self.read().get(cell, (None, False))[0]
        first = read.type if read is not None else None
        tiles = [t for t in game.variant.catalogue if t not in taken and t not in others]
        if current is not None and current not in tiles:  # turned as it lies, described as printed, a piece
            tiles.append(current)
        fits = {t: not city.check_place(t, cell) for t in tiles}
        tiles.sort(key=lambda t: (t != current, t.type != first, not fits[t], *game.variant.listed_order(t)))
        rules = game.ruleset
        return [{"tile": rules.tile_to_dict(t), "fits": fits[t], "current": t == current} for t in tiles]

    def to_dict(self, rules: Ruleset) -> dict[str, Any]:
        """The draft as the phone shows it: ``doubt``, why the reader doubts it (its kind, which
        the phone words, and the cells in question), or None."""
        read = self.read()
        unsure = set(self.unsure())
        built = self.buildings()
        cells = [{"x": x, "y": y, "tile": rules.tile_to_dict(tile), "unsure": (x, y) in unsure,
                  "corrected": (x, y) in self.corrections} for (x, y), tile in sorted(built.items())]
        cells += [{"x": x, "y": y, "tile": None, "unsure": (x, y) in unsure,
                   "corrected": (x, y) in self.corrections}
                  for (x, y) in sorted(set(read) | set(self.corrections) | unsure)
                  if (x, y) not in built and (x, y) != (0, 0)]
        x0, y0, x1, y1 = self.bounds()
        doubt = self.reading.doubt
        return {"cells": cells, "bounds": {"x0": x0, "y0": y0, "x1": x1, "y1": y1},
                "missing": [list(c) for c in self.missing()], "two_cities": self.reading.two_cities,
                "doubtful": self.reading.proposal.doubtful or doubt is not None,
                "doubt": None if doubt is None else {"kind": doubt.kind, "cells": doubt.cells}}




def draft_tile(game: Game, draft: Draft, cell: Cell, given: dict[str, Any]) -> Tile:
    """The tile a correction puts on ``cell``: the one it holds, as the phone was shown it (a
    tile the photo shows turned), or any a city of the game may hold, described as its file
    entry is and read as strictly (a catalogue tile; a land tile as printed; a module's piece);
    else the reader's GameFileError saying why (``answers.refusal`` words it for the phone)."""
    current = draft.buildings().get(cell)
    if current is not None and game.ruleset.tile_to_dict(current) == given:
        return current
    return tile_from_dict(given, game.ruleset, PHONE)


def described(game: Game) -> dict[str, Any] | None:
    """How a phone describes a tile as printed where the game's tiles are a module's pieces
    (The Red Palace's land tiles): the prices it may have; None where they are the catalogue's."""
    claimant = game.ruleset.tile_claimant
    prices = next((line.prices for line in claimant.supply_lines(game) if line.prices), None) \
        if claimant is not None else None
    return None if prices is None else {"prices": list(prices)}
