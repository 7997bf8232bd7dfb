"""The building rules' table: every rule once, with its id, whether "place anyway" may
override it, and its sentence (game-file.md names the ids; RULES.md §2 the rules).

The table is open: an expansion module registers its own rules (for example ``gated``)
next to the base ones. The sentences are English source texts marked for translation in
the context ``Rule``; the desktop app translates them, the command line prints them.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass, field
from typing import Any, ClassVar

from .geometry import Cell, Side, reading_order
from .words import QT_TRANSLATE_NOOP, fill


@dataclass(frozen=True)
class Rule:
    """One rule. ``text`` is the reason an action is refused; ``moat_text`` the same in
    Granada's words (moats and land); ``standing_text`` the sentence for a city that breaks
    the rule as it stands (a digitised city), where it differs."""

    id: str
    text: str
    forceable: bool = True
    moat_text: str = ""
    standing_text: str = ""
    order: int = field(default=0, compare=False)

    OCCUPIED: ClassVar[Rule]
    NOT_ADJACENT: ClassVar[Rule]
    WALL_MISMATCH: ClassVar[Rule]
    UNREACHABLE: ClassVar[Rule]
    HOLE: ClassVar[Rule]
    FOUNTAIN: ClassVar[Rule]
    EMPTY: ClassVar[Rule]
    OUTSIDE: ClassVar[Rule]

    @property
    def value(self) -> str:
        """The id, as files and ``check --json`` write it."""
        return self.id

    def sentence(self, *, moats: bool = False, standing: bool = False) -> str:
        """The English source text to translate: the refusal, or the standing violation."""
        text = self.text
        if standing and self.standing_text:
            text = self.standing_text
        if moats and self.moat_text:
            text = self.moat_text
        return text


_RULES: dict[str, Rule] = {}


def register(rule_id: str, text: str, *, forceable: bool = True, moat_text: str = "",
             standing_text: str = "") -> Rule:
    """Add a rule to the table (once per id); its order sorts violations at one cell."""
    if rule_id in _RULES:
        raise ValueError(f"the rule {rule_id!r} is already registered")
    rule = Rule(rule_id, text, forceable, moat_text, standing_text, len(_RULES))
    _RULES[rule_id] = rule
    return rule


def rule(rule_id: str) -> Rule:
    return _RULES[rule_id]


def all_rules() -> tuple[Rule, ...]:
    return tuple(_RULES.values())


Rule.OCCUPIED = register(
    "occupied", QT_TRANSLATE_NOOP("Rule", "the cell is already built on"), forceable=False)
Rule.NOT_ADJACENT = register(
    "not_adjacent", QT_TRANSLATE_NOOP("Rule", "does not share a side with the city"),
    standing_text=QT_TRANSLATE_NOOP("Rule", "the tile does not share a side with the city"))
Rule.WALL_MISMATCH = register(
    "wall_mismatch", QT_TRANSLATE_NOOP("Rule", "a wall meets an open side to the {side}"),
    moat_text=QT_TRANSLATE_NOOP("Rule", "a moat meets land to the {side}"))
Rule.UNREACHABLE = register(
    "unreachable", QT_TRANSLATE_NOOP("Rule", "not reachable on foot from the fountain"),
    standing_text=QT_TRANSLATE_NOOP("Rule", "the tile is not reachable on foot from the fountain"))
Rule.HOLE = register(
    "hole", QT_TRANSLATE_NOOP("Rule", "would enclose a hole"),
    standing_text=QT_TRANSLATE_NOOP("Rule", "an empty cell is enclosed (a hole)"))
Rule.FOUNTAIN = register(
    "fountain", QT_TRANSLATE_NOOP("Rule", "the fountain never moves"), forceable=False)
Rule.EMPTY = register("empty", QT_TRANSLATE_NOOP("Rule", "there is no tile here"), forceable=False)
Rule.OUTSIDE = register(
    "outside", QT_TRANSLATE_NOOP("Rule", "the cell is beyond the 100 cells a city may reach"),
    forceable=False)

SIDE_WORDS: dict[Side, str] = {
    Side.N: QT_TRANSLATE_NOOP("Rule", "north"),
    Side.E: QT_TRANSLATE_NOOP("Rule", "east"),
    Side.S: QT_TRANSLATE_NOOP("Rule", "south"),
    Side.W: QT_TRANSLATE_NOOP("Rule", "west"),
}


@dataclass(frozen=True)
class Violation:
    """One broken rule at one cell; ``side`` only for rules about one side (``wall_mismatch``)."""

    rule: Rule
    cell: Cell
    side: Side | None = None

    def to_dict(self) -> dict[str, Any]:
        data: dict[str, Any] = {"rule": self.rule.id, "x": self.cell.x, "y": self.cell.y}
        if self.side is not None:
            data["side"] = self.side.name
        return data

    def sort_key(self) -> tuple[int, int, int, str]:
        y, x = reading_order(self.cell)
        return (y, x, self.rule.order, self.side.name if self.side else "")

    def reason(self, *, moats: bool = False, standing: bool = False) -> str:
        """The rule's sentence in English, its side filled in (no cell)."""
        side = SIDE_WORDS.get(self.side, "?") if self.side else "?"
        return fill(self.rule.sentence(moats=moats, standing=standing), side=side)

    def describe(self, moats: bool = False) -> str:
        """A plain English sentence with the cell, for the command line."""
        return f"at ({self.cell.x}, {self.cell.y}) {self.reason(moats=moats, standing=True)}"

    @property
    def forceable(self) -> bool:
        return self.rule.forceable


def sorted_violations(violations: Iterable[Violation]) -> tuple[Violation, ...]:
    return tuple(sorted(violations, key=Violation.sort_key))


def forceable(reasons: Iterable[Violation]) -> bool:
    """True when there are reasons and the player may knowingly override every one of them."""
    found = list(reasons)
    return bool(found) and all(v.rule.forceable for v in found)
