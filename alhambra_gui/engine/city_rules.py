"""What a city's tiles follow of its rules (``TileRules``: the walls a tile has, printed plus
any a module adds; which edges are open for walking besides open sides, gates; which tiles are
in the city), and a placement and a move as the modules see them. The rest of a city's rules
(``CityRules``: what holds a tile, what a module says of a placement) is in city.py."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Protocol

from .geometry import Cell, Edge
from .marks import NO_MARKS, Marks
from .tiles import Tile


class TileRules(Protocol):
    """What a city's tiles follow of its rules: the walls that count, the edges open for
    walking, which tiles are in the city (``CityBase`` asks no more of them)."""

    def effective(self, tile: Tile, marks: Marks) -> Tile:
        """The tile with the walls that count for every rule (printed plus added)."""
        ...

    def opened_edges(self, state: Marks) -> frozenset[Edge]:
        """Edges open for walking although walled (gates), from the city's module state."""
        ...

    def in_city(self, tile: Tile) -> bool:
        """Whether a tile is a city tile (a camp lies outside: no holes, walking or walls)."""
        ...


@dataclass(frozen=True)
class Placement:
    """A tile (with its marks) about to be built on ``cell``, and ``aid``: what a module adds
    with the placement, in that module's own keys (a gate on one of the tile's sides). The
    core never looks inside ``aid``."""

    tile: Tile
    cell: Cell
    marks: Marks
    aid: Marks


@dataclass(frozen=True)
class Move:
    """A cell a tile may be built on; ``aid``: what the module ``module`` adds with the
    placement (see ``Placement``), none for a plain placement."""

    cell: Cell
    aid: Marks = NO_MARKS
    module: str = ""
