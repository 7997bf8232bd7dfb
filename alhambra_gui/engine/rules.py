"""Rule codes and violations, exactly as RULES.md §2 and game-file.md name them."""

from __future__ import annotations

import enum
from dataclasses import dataclass
from typing import Any

from .geometry import Cell, Side, reading_order


class Rule(enum.Enum):
    OCCUPIED = "occupied"
    NOT_ADJACENT = "not_adjacent"
    WALL_MISMATCH = "wall_mismatch"
    UNREACHABLE = "unreachable"
    HOLE = "hole"
    FOUNTAIN = "fountain"
    EMPTY = "empty"
    OUTSIDE = "outside"


_RULE_ORDER = {rule: i for i, rule in enumerate(Rule)}


@dataclass(frozen=True)
class Violation:
    """One broken rule at one cell; ``side`` only for ``wall_mismatch``."""

    rule: Rule
    cell: Cell
    side: Side | None = None

    def to_dict(self) -> dict[str, Any]:
        data: dict[str, Any] = {"rule": self.rule.value, "x": self.cell.x, "y": self.cell.y}
        if self.side is not None:
            data["side"] = self.side.name
        return data

    def sort_key(self) -> tuple[int, int, int, str]:
        y, x = reading_order(self.cell)
        return (y, x, _RULE_ORDER[self.rule], self.side.name if self.side else "")

    def describe(self, moats: bool = False) -> str:
        """A plain English sentence (Granada speaks of moats and land); the desktop app
        translates its own wording."""
        where = f"({self.cell.x}, {self.cell.y})"
        side = _SIDE_WORD.get(self.side, "?")
        mismatch = (f"at {where} a moat meets land to the {side}" if moats
                    else f"at {where} a wall meets an open side to the {side}")
        texts = {
            Rule.OCCUPIED: f"{where} is already built on",
            Rule.NOT_ADJACENT: f"{where} does not share a side with the city",
            Rule.WALL_MISMATCH: mismatch,
            Rule.UNREACHABLE: f"{where} cannot be reached on foot from the fountain",
            Rule.HOLE: f"{where} would be an enclosed hole",
            Rule.FOUNTAIN: "the fountain never moves",
            Rule.EMPTY: f"{where} has no tile",
            Rule.OUTSIDE: f"{where} is beyond the 100 cells a city may reach",
        }
        return texts[self.rule]


_SIDE_WORD: dict[Side | None, str] = {
    Side.N: "north", Side.E: "east", Side.S: "south", Side.W: "west",
}


def sorted_violations(violations: set[Violation] | list[Violation]) -> tuple[Violation, ...]:
    return tuple(sorted(violations, key=Violation.sort_key))
