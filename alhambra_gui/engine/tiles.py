"""Tiles: the small frozen value every city, reserve and file is made of.

A tile is a building tile of the variant (``kind`` empty), the fountain, or a piece an
expansion module brings (``kind`` names it: a hut, a medina, a bazaar, a camp). A piece is
described as printed, in the fields it needs (a hut's type and walls, a medina's price and
walls, a bazaar's three ``types``, a camp's bastion sides in ``walls``); its module says
what the fields mean, how the file writes it and how many of it the game holds. A piece is
never a building: it does not count in the majorities.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from .geometry import NO_WALLS, Side, Walls
from .words import Word

FOUNTAIN_TYPE = "fountain"


@dataclass(frozen=True, order=True)
class Tile:
    """A building tile (Alhambra) or tile face (Granada).

    In Granada ``price`` holds the face's value and ``walls`` its moats; the
    variant decides how a tile is named in files and which tiles exist.
    """

    type: str
    price: int
    walls: Walls = NO_WALLS
    #: "" for a building tile or the fountain; the kind of a module's piece otherwise.
    kind: str = ""
    #: A piece's building types, as described (a bazaar's three).
    types: tuple[str, ...] = ()

    @classmethod
    def from_dict(cls, data: Mapping[str, Any]) -> Tile:
        """``{"type", "price", "walls"}`` or, for Granada, ``{"type", "value", "moats"}``."""
        price = data["price"] if "price" in data else data["value"]
        walls = data["walls"] if "walls" in data else data.get("moats", "")
        return cls(str(data["type"]), int(price), Walls.parse(str(walls)))

    def to_dict(self, value_key: str = "price", edge_key: str = "walls") -> dict[str, Any]:
        return {"type": self.type, value_key: self.price, edge_key: str(self.walls)}

    @property
    def is_fountain(self) -> bool:
        return self.type == FOUNTAIN_TYPE and not self.kind

    @property
    def is_piece(self) -> bool:
        """A module's piece (a hut, a camp, …), not a building tile of the variant."""
        return bool(self.kind)

    def has_wall(self, side: Side) -> bool:
        return side in self.walls

    def __str__(self) -> str:
        if self.is_fountain:
            return "fountain"
        if self.kind:
            parts = [self.kind, self.type, str(self.price) if self.price else "", "/".join(self.types)]
            walls = f' sides "{self.walls}"' if self.walls.letters else ""
            return " ".join(p for p in parts if p) + walls
        walls = f' walls "{self.walls}"' if self.walls.letters else " no walls"
        return f"{self.type} {self.price}{walls}"

    def word(self) -> Word:
        """The tile as a word in a sentence ('garden 8 walls "NE"'; the app names it in the
        user's words)."""
        return Word(str(self), "tile", self)


def type_word(type_id: str) -> Word:
    """A building type id as a word in a sentence ("garden"; the app names the type)."""
    return Word(type_id, "type")


FOUNTAIN = Tile(FOUNTAIN_TYPE, 0, NO_WALLS)
