"""The physical tiles (read from the shipped catalogue) and their walled sides."""

from __future__ import annotations

from dataclasses import dataclass
from functools import cache
from typing import Any

from ..engine.assets import load_json

SIDES = "NESW"


@dataclass(frozen=True, order=True)
class TileRef:
    """One physical building tile: type, printed price and walled sides in NESW order."""

    type: str
    price: int
    walls: str

    def has_wall(self, side: str) -> bool:
        return side in self.walls

    def to_dict(self) -> dict[str, Any]:
        return {"type": self.type, "price": self.price, "walls": self.walls}


def walls_text(flags: tuple[bool, bool, bool, bool]) -> str:
    """The walled sides (flags in NESW order) as letters, e.g. ``"NE"``."""
    return "".join(side for side, walled in zip(SIDES, flags, strict=True) if walled)


@cache
def catalogue() -> tuple[TileRef, ...]:
    """The 54 Alhambra building tiles."""
    rows = load_json("variants", "alhambra-tiles.json")
    return tuple(TileRef(str(r["type"]), int(r["price"]), _normal_walls(str(r["walls"]))) for r in rows)


@cache
def building_types() -> tuple[str, ...]:
    """The building types in catalogue order."""
    return tuple(dict.fromkeys(tile.type for tile in catalogue()))


def _normal_walls(letters: str) -> str:
    return "".join(side for side in SIDES if side in letters.upper())
