"""The whole table's cities read from photos, put in together (issue 29): the tiles the
reader may not propose, and why a set of cities cannot be accepted together."""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable, Mapping

from ..engine import Game, Tile
from ..engine.names import isolated
from ..photo import TileRef
from . import labels
from .labels import arg, tr
from .photo_city import tile_name


def held_off_table(game: Game, players: Iterable[str]) -> list[TileRef]:
    """The catalogue tiles lying in the game outside the cities and reserves of ``players``
    (what the reader is told is unavailable when all their cities are read together)."""
    names = {game.player(p).name for p in players}
    return [TileRef(t.type, t.price, t.walls.letters) for t, where in game.locations()
            if where.holder not in names and not t.is_piece]


def table_refusals(game: Game, cities: Mapping[str, Iterable[Tile]]) -> list[str]:
    """Why these tiles cannot make the players' cities all at once (empty when they can), one
    sentence each: a tile in two of the cities, in one city twice, or lying elsewhere in the
    game (a tile in a city being replaced is free; one in a reserve only for its owner)."""
    variant = game.variant
    replaced = {game.player(p).name for p in cities}
    problems = []
    owners: dict[object, list[str]] = {}
    for player, tiles in cities.items():
        mine = game.player(player).name
        built = [t for t in tiles if not t.is_piece]
        counts = Counter(variant.identity(t) for t in built)
        for tile in dict.fromkeys(built):
            owners.setdefault(variant.identity(tile), []).append(mine)
            if counts[variant.identity(tile)] > 1:
                problems.append(arg(tr("%1 is in the city more than once."), tile_name(variant, tile)))
            where = game.locate(tile)
            freed = where is not None and where.place == "city" and where.holder in replaced
            if where is not None and where.holder != mine and not freed:
                problems.append(arg(tr("%1 is already %2."), tile_name(variant, tile),
                                    labels.location_text(where)))
    for player, tiles in cities.items():
        for tile in dict.fromkeys(t for t in tiles if not t.is_piece):
            holders = owners.get(variant.identity(tile), [])
            if len(holders) > 1 and holders[0] == game.player(player).name:
                problems.append(arg(tr("%1 is in %2's and %3's cities."), tile_name(variant, tile),
                                    isolated(holders[0]), isolated(holders[1])))
    return problems
