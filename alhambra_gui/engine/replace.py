"""A player's whole city replaced at once (a city read from a photo, on the desktop or from a
player's phone): the checks that it can be, and the change itself."""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable, Iterable, Mapping
from dataclasses import dataclass

from .city import City
from .game import Game
from .marks import NO_MARKS, Marks
from .places import Location
from .tiles import Tile


@dataclass(frozen=True)
class CityRefusal:
    """Why a tile cannot be in the new city: it is in it twice (``where`` None) or the game has
    it ``where`` (another player's city or reserve, Dirk's pile)."""

    tile: Tile
    where: Location | None


def city_refusals(game: Game, player: str, tiles: Iterable[Tile]) -> list[CityRefusal]:
    """Why these tiles cannot make the player's city, tile by tile (empty when they can). A
    module's piece is never refused here: pieces alike are many, and their supply decides."""
    mine = game.player(player).name
    variant = game.variant
    if game.ruleset.tile_claimant is not None:  # tiles described as printed: alike ones may repeat
        return []
    buildings = [t for t in tiles if not t.is_piece]
    counts = Counter(variant.identity(t) for t in buildings)
    found = []
    for tile in dict.fromkeys(buildings):
        if counts[variant.identity(tile)] > 1:
            found.append(CityRefusal(tile, None))
        where = game.locate(tile)
        if where is not None and where.holder != mine:
            found.append(CityRefusal(tile, where))
    return found


#: How a tile seen (on a photo) is built: the tile itself and the marks it lies with (a
#: module's tile seen turned is that tile with its turn). By default, as it is seen.
Placed = Callable[[Tile], tuple[Tile, Marks]]


def _as_seen(tile: Tile) -> tuple[Tile, Marks]:
    return tile, NO_MARKS


def replace_city(game: Game, player: str, tiles: Mapping[tuple[int, int], Tile],
                 placed: Placed = _as_seen) -> None:
    """The player's city becomes exactly ``tiles`` (checked with ``city_refusals`` first), with
    the pieces it had outside the city (camps) where they were; tiles of the player's own
    reserve that the city now uses leave the reserve, with their marks. ``placed``: how a tile
    seen is built (a module's tile seen turned); a tile of the catalogue seen in a game whose
    tiles are a module's pieces is the piece printed alike (a land tile)."""
    owner = game.player(player)
    claimant = game.ruleset.tile_claimant
    city = City(rules=owner.city.rules)
    rules = game.ruleset
    for spot, piece in owner.city:  # a camp lies outside the city, and so outside the block
        if piece.is_piece and not rules.in_city(piece) and spot not in tiles:
            city.put(spot, piece, owner.city.marks(spot))
    for cell, seen in tiles.items():
        tile, lying = placed(seen)
        if claimant is not None and not tile.is_piece and not tile.is_fountain:
            tile = claimant.claimed(tile)
        marks = Marks({**owner.reserve_marks.get(tile, NO_MARKS), **lying})
        if tile in owner.reserve:
            owner.reserve.remove(tile)
            owner.reserve_marks.pop(tile, None)
        city.put(cell, tile, marks)
    owner.city = city
