"""A line of a module's supply as a player takes a piece from it (``PieceMaker.supply_lines``):
what a phone offers on an empty cell of its city, beside the pieces of the player's reserve."""

from __future__ import annotations

from dataclasses import dataclass

from ..tiles import Tile


@dataclass(frozen=True)
class SupplyLine:
    """``template``: the piece as offered; ``left``: how many of it the supply still holds;
    ``sides``: the player says on which sides it has walls (or bastions) as printed; ``types``:
    the player picks this many building types it shows (a bazaar's three), 0 for none;
    ``prices``: the player says the price printed on it, from the first to the second (a Red
    Palace land tile's), None when the template's is the piece's; the rest of its description
    is the template's."""

    template: Tile
    left: int
    sides: bool = False
    types: int = 0
    prices: tuple[int, int] | None = None
