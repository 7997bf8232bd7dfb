"""Typed tile queries ("g8", "garden 8", "tower", "g8ne", "Garten") and the tiles a palette offers.

A query is whitespace-separated words; every word must fit the tile:

- a number is the price (Granada: the value);
- a type letter ("g") or the start of a type name in any language ("gard", "Garten", "house");
- a compact code: type, price and optionally the walls, e.g. ``g8``, ``g8ne`` (walls in any order);
- side letters right after a price are the walls: ``garden 8 ne``.

Walls are matched exactly. Granada faces carry no moats in the palette, so there the walls of a
query are not matched but kept as the moats the picked face should get.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from ..engine import Tile, Variant, Walls

_CODE = re.compile(r"^(?P<word>[^\W\d_]*)(?P<price>\d+)(?P<walls>[^\W\d_]*)$")
_SIDE_LETTERS = set("nesw")


@dataclass(frozen=True)
class TileQuery:
    words: tuple[str, ...] = ()
    price: int | None = None
    walls: Walls | None = None
    valid: bool = True

    @property
    def empty(self) -> bool:
        return self.valid and not self.words and self.price is None and self.walls is None

    def matches(self, variant: Variant, tile: Tile) -> bool:
        if not self.valid:
            return False
        if self.price is not None and tile.price != self.price:
            return False
        if self.walls is not None and variant.catalogue and tile.walls != self.walls:
            return False
        return all(type_matches(variant, tile.type, word) for word in self.words)


def _walls(letters: str) -> Walls | None:
    if not set(letters) <= _SIDE_LETTERS or len(set(letters)) != len(letters):
        return None
    return Walls.parse(letters)


def parse_query(text: str) -> TileQuery:
    words: list[str] = []
    price: int | None = None
    walls: Walls | None = None
    for token in text.casefold().split():
        code = _CODE.match(token)
        if code:
            number = int(code["price"])
            if price is not None and price != number:
                return TileQuery(valid=False)
            price = number
            if code["word"]:
                words.append(code["word"])
            if code["walls"]:
                walls = _walls(code["walls"])
                if walls is None:
                    return TileQuery(valid=False)
        elif price is not None and _walls(token) is not None:
            walls = _walls(token)
        else:
            words.append(token)
    return TileQuery(tuple(words), price, walls)


def type_matches(variant: Variant, type_id: str, word: str) -> bool:
    """A type letter matches only its type; otherwise the start of any word of any name."""
    letters = {t.letter.casefold(): t.id for t in variant.types}
    if word in letters:
        return letters[word] == type_id
    building = variant.building_type(type_id)
    names = [*building.names.values(), type_id.replace("_", " ")]
    return any(part.startswith(word) for name in names for part in name.casefold().split())


def palette_tiles(variant: Variant) -> list[Tile]:
    """Every tile the bag can hold, in the variant's type order, then by price.

    Alhambra: the catalogue. Granada (no catalogue): every face type × value, without moats.
    """
    order = {type_id: i for i, type_id in enumerate(variant.type_ids)}
    if variant.catalogue:
        tiles = list(variant.catalogue)
    else:
        low, high = variant.face_values
        tiles = [Tile(t, value) for t in variant.type_ids for value in range(low, high + 1)]
    return sorted(tiles, key=lambda t: (order.get(t.type, len(order)), t.price, t.walls))


def filter_tiles(variant: Variant, tiles: list[Tile], text: str) -> list[Tile]:
    query = parse_query(text)
    return [t for t in tiles if query.matches(variant, t)]
