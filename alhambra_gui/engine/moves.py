"""Where a tile may go: the one answer the city view's highlights, the keyboard's hand and
the command line's ``moves`` all ask.

A tile's moves in a city are the cells the rules allow (the building rules and the
modules' own), plus, per module that can help a placement, the further cells its help
opens (a gate on a double wall: ``Move.aid``). Each comes with the longest wall the city
would have after building there, worked out when asked.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import TYPE_CHECKING

from .city import City
from .city_rules import Move
from .geometry import Cell
from .marks import NO_MARKS, Marks
from .modules.facets import PlacementAid
from .tiles import Tile

if TYPE_CHECKING:
    from .game import Game

__all__ = ["Move", "Moves", "placements", "relocations"]


@dataclass(frozen=True)
class Moves:
    """Where ``tile`` (with its ``marks``) may go in ``city``: ``cells`` by the rules, and
    ``aided`` (by module id) the cells a module's help opens; a module that could help but
    has nothing left to help with (no gate left) is absent."""

    city: City
    tile: Tile
    marks: Marks
    cells: tuple[Cell, ...]
    aided: Mapping[str, tuple[Move, ...]] = field(default_factory=dict)

    def wall_after(self, move: Move | Cell) -> int:
        """The longest wall the city would have with the tile on that cell: only the wall
        components the tile touches are worked out again (``WallMap.length_after``)."""
        cell = move.cell if isinstance(move, Move) else move
        if self.tile.is_piece and not self.city.rules.in_city(self.tile):
            return self.city.longest_wall()  # a piece outside the city (a camp) has no wall
        effective = self.city.rules.effective(self.tile, self.marks)
        return self.city.facts.wall_map.length_after(Cell(*cell), effective)

    def aided_cells(self) -> dict[Cell, Move]:
        """The first aided move of each cell not among ``cells`` (for highlighting)."""
        found: dict[Cell, Move] = {}
        for moves in self.aided.values():
            for move in moves:
                found.setdefault(move.cell, move)
        return found


def placements(game: Game, name: str, tile: Tile, turn: int = 0) -> Moves:
    """Where a tile may be built in a player's city: a free tile, or one of that player's
    reserve (with the marks it carries); ``turn``: built that many quarter turns turned (a
    tile a module lets lie turned)."""
    player = game.player(name)
    marks = player.reserve_marks.get(tile, NO_MARKS) if tile in player.reserve else NO_MARKS
    if turn % 4:
        marks = game.ruleset.turned(tile, marks, turn)
    city = player.city
    aided = {}
    for module in game.ruleset.modules_with(PlacementAid):
        found = module.aided_moves(game, city, tile, marks)
        if found is not None:
            aided[module.id] = found
    return Moves(city, tile, marks, tuple(city.legal_cells(tile, marks)), aided)


def relocations(city: City, source: Cell) -> Moves | None:
    """Where the tile on ``source`` may move within its city (None: it may not leave its
    cell, see ``City.check_remove``)."""
    tile = city.get(source)
    if tile is None or city.check_remove(source):
        return None
    after = city.without(source)
    marks = city.marks(source)
    cells = tuple(c for c in after.legal_cells(tile, marks) if c != source)
    return Moves(after, tile, marks, cells)
