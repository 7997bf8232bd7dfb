"""The rules as the reader's prior (issue 29): a city on a table is almost always a legal city
of the printed tiles, so a reading that breaks the rules is far more likely a misreading.

``breaches`` says what a reading breaks, cell by cell: a tile read twice (in this city, or
taken elsewhere on the table), a building that is none of the 54 printed tiles, a side whose
wall meets an open side, a tile cut off from the fountain, an enclosed hole. Each costs as
much as a confident misreading of one side (``BREACH_COST`` in log-likelihood units), so a
reading whose image evidence is a little better but that breaks a rule loses to one that is
consistent; ``rank`` orders readings by image and rules together.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Collection, Iterable, Mapping, Sequence
from dataclasses import dataclass

from ..engine import City, Tile
from .catalogue import TileRef, catalogue
from .known import Position

#: What breaking one rule at one cell costs (negative log-likelihood): a building read as no
#: printed tile, a tile read twice, a join of a wall and an open side, a tile cut off, a hole.
BREACH_COST = {"twice": 8.0, "unknown": 8.0, "joins": 4.0, "unreachable": 6.0, "holes": 6.0, "detached": 8.0}
_ENGINE_RULES = {"wall_mismatch": "joins", "unreachable": "unreachable", "hole": "holes",
                 "not_adjacent": "detached"}


@dataclass(frozen=True)
class Breaches:
    """The cells (block positions) at which a reading breaks each rule."""

    twice: tuple[Position, ...] = ()
    unknown: tuple[Position, ...] = ()
    joins: tuple[Position, ...] = ()
    unreachable: tuple[Position, ...] = ()
    holes: tuple[Position, ...] = ()
    detached: tuple[Position, ...] = ()

    def cells(self) -> set[Position]:
        """Every cell at which a rule is broken."""
        return {cell for name in BREACH_COST for cell in getattr(self, name)}

    def cost(self) -> float:
        """What the breaches cost together; a tile cut off by a wall meeting an open side (one
        misread side breaks both rules) counts once, as the join."""
        joined = set(self.joins)
        cut_off = [cell for cell in self.unreachable if cell not in joined]
        counts = {name: len(getattr(self, name)) for name in BREACH_COST} | {"unreachable": len(cut_off)}
        return sum(BREACH_COST[name] * count for name, count in counts.items())

    def __bool__(self) -> bool:
        return any(getattr(self, name) for name in BREACH_COST)

    def words(self) -> str:
        """What is broken, in a few words ("a tile read twice, 2 walls meeting open sides")."""
        said = {"twice": ("a tile read twice", "tiles read twice"),
                "unknown": ("a building that is no printed tile", "buildings that are no printed tile"),
                "joins": ("a wall meeting an open side", "walls meeting open sides"),
                "unreachable": ("a tile cut off from the fountain", "tiles cut off from the fountain"),
                "holes": ("an enclosed hole", "enclosed holes"),
                "detached": ("a tile apart from the city", "tiles apart from the city")}
        parts = []
        for name, (one, many) in said.items():
            count = len(getattr(self, name))
            if count:
                parts.append(one if count == 1 else f"{count} {many}")
        return ", ".join(parts)


def breaches(buildings: Mapping[Position, TileRef | None], fountain: Position,
             taken: Collection[TileRef] = (), walls: Mapping[Position, str] | None = None) -> Breaches:
    """What the city read breaks: ``buildings`` maps block cells to their tile (None: no
    printed tile), ``fountain`` is the fountain's cell, ``taken`` the tiles read elsewhere on
    the table; ``walls`` the sides seen walled on cells without a tile (for the joins)."""
    counts = Counter(t for t in buildings.values() if t is not None)
    twice = tuple(sorted(c for c, t in buildings.items() if t is not None and (counts[t] > 1 or t in taken)))
    unknown = tuple(sorted(c for c, t in buildings.items() if t is None))
    seen = walls or {}
    fx, fy = fountain
    tiles = {(col - fx, row - fy): _tile(ref, seen.get((col, row), ""))
             for (col, row), ref in buildings.items()}
    found: dict[str, set[Position]] = {name: set() for name in _ENGINE_RULES.values()}
    for violation in City(tiles).violations():
        name = _ENGINE_RULES.get(violation.rule.id)
        if name is not None:
            found[name].add((violation.cell.x + fx, violation.cell.y + fy))
    return Breaches(twice, unknown, **{name: tuple(sorted(cells)) for name, cells in found.items()})


def _tile(ref: TileRef | None, walls: str) -> Tile:
    """A tile for the rules: the printed one, or one of no type with the walls seen."""
    if ref is None:
        return Tile.from_dict({"type": "garden", "price": 0, "walls": walls})
    return Tile.from_dict(ref.to_dict())


@dataclass(frozen=True)
class Scored:
    """A reading and what it costs: its image evidence and the rules it breaks."""

    image: float
    rules: Breaches

    @property
    def total(self) -> float:
        return self.image + self.rules.cost()


def rank(readings: Sequence[Scored]) -> list[int]:
    """The readings' indices, likeliest first (image and rules together)."""
    return sorted(range(len(readings)), key=lambda k: readings[k].total)


def printed(tiles: Iterable[TileRef]) -> bool:
    """Whether every tile is one of the printed tiles."""
    known = set(catalogue())
    return all(tile in known for tile in tiles)
