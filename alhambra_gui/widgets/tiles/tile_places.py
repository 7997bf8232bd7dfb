"""Where each tile of the game is, by its identity, followed from one game to the next by
what changed: each city's, reserve's and Dirk's tiles as one piece, taken again only where
it changed (a city's is kept with the city, which its undo snapshots share). The palette
words again the chips of the tiles whose place changed and no other (issue 31: an edit
moves one tile or two of the 54, a scoring none)."""

from __future__ import annotations

from collections.abc import Hashable, Iterator, Sequence
from functools import partial
from typing import TYPE_CHECKING

from ...engine import DIRK, Location, Tile

if TYPE_CHECKING:
    from ...engine import Game, Player, Variant

#: One holder's tiles: (identity, tile, place) each, in the order of ``Game.locations``.
Places = tuple[tuple[Hashable, Tile, Location], ...]


class TilePlaces:
    """The places of the tiles of the last game followed (``follow``)."""

    def __init__(self) -> None:
        #: Each tile's identity: the tile as it is in the game and its place.
        self.where: dict[Hashable, tuple[Tile, Location]] = {}
        #: Each holder's places (a city by its player's name, a reserve, Dirk's pile) and
        #: the tiles a reserve's or Dirk's were taken from.
        self._held: dict[tuple[str, str], tuple[object, Places]] = {}

    def follow(self, game: Game) -> set[Hashable]:
        """Take the places of ``game``'s tiles; the identities of the tiles whose place or
        whose look (a Granada face's moats) may have changed since the game followed last."""
        before = self._held
        held = dict(self._holders(game))
        moved: set[Hashable] = set()
        for holder in held.keys() | before.keys():
            old = before[holder][1] if holder in before else ()
            new = held[holder][1] if holder in held else ()
            if old is not new and old != new:
                was, now = _by_identity(old), _by_identity(new)
                moved.update(key for key in was.keys() | now.keys() if was.get(key) != now.get(key))
        self._held = held
        self.where = {identity: (tile, place) for _, places in held.values()
                      for identity, tile, place in places}
        return moved

    def _holders(self, game: Game) -> Iterator[tuple[tuple[str, str], tuple[object, Places]]]:
        variant = game.variant
        for player in game.players:
            city = player.city
            key = ("tile places", player.name, variant.name)
            yield (player.name, "city"), (city, city.kept(key, partial(_city_places, variant, player)))
            reserve = (player.name, "reserve")
            yield reserve, _pile(variant, self._held.get(reserve), player.reserve,
                                 Location(player.name, "reserve"))
        if game.dirk is not None:
            dirk = (DIRK, "dirk")
            yield dirk, _pile(variant, self._held.get(dirk), game.dirk, Location(DIRK, "dirk"))


def _by_identity(places: Places) -> dict[Hashable, tuple[Tile, Location]]:
    return {identity: (tile, place) for identity, tile, place in places}


def _city_places(variant: Variant, player: Player) -> Places:
    name = player.name
    return tuple((variant.identity(tile), tile, Location(name, "city", cell)) for cell, tile in player.city)


def _pile(variant: Variant, before: tuple[object, Places] | None, tiles: Sequence[Tile],
          place: Location) -> tuple[object, Places]:
    """A reserve's or Dirk's places: those taken before when its tiles are the same."""
    key = tuple(tiles)
    if before is not None and before[0] == key:
        return before
    return key, tuple((variant.identity(tile), tile, place) for tile in tiles)
