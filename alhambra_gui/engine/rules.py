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

from .errors import AlhambraError
from .geometry import ORIGIN, Cell, Side, reading_order
from .words import QT_TRANSLATE_NOOP, Line, Word


@dataclass(frozen=True)
class Rule:
    """One rule. ``text`` is the reason an action is refused; ``moat_text`` the same in
    Granada's words (moats and land); ``standing_text`` the sentence for a city that breaks
    the rule as it stands (a digitised city), in the present tense, where it differs.

    A rule about one side (``wall_mismatch``) says whose wall it is: ``text`` and
    ``moat_text`` when the wall (moat) is the tile's own, ``their_text`` and
    ``their_moat_text`` when it is the neighbour's. Sentences may name ``{side}`` and
    ``{neighbour}`` (the tile on that side, named by whoever shows the sentence)."""

    id: str
    text: str
    forceable: bool = True
    moat_text: str = ""
    standing_text: str = ""
    order: int = field(default=0, compare=False)
    their_text: str = ""
    their_moat_text: str = ""

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

    def sentence(self, *, moats: bool = False, standing: bool = False, theirs: bool = False) -> str:
        """The English source text to translate: the refusal, or the standing violation;
        ``theirs``: the wall on the side is the neighbour's."""
        if moats and theirs and self.their_moat_text:
            return self.their_moat_text
        if moats and self.moat_text:
            return self.moat_text
        if theirs and self.their_text:
            return self.their_text
        if standing and self.standing_text:
            return self.standing_text
        return self.text


_RULES: dict[str, Rule] = {}


def register(rule_id: str, text: str, *, forceable: bool = True, moat_text: str = "",
             standing_text: str = "", their_text: str = "", their_moat_text: str = "") -> Rule:
    """Add a rule to the table (once per id); its order sorts violations at one cell."""
    if rule_id in _RULES:
        raise ValueError(f"the rule {rule_id!r} is already registered")
    rule = Rule(rule_id, text, forceable, moat_text, standing_text, len(_RULES), their_text,
                their_moat_text)
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
    "wall_mismatch", QT_TRANSLATE_NOOP("Rule", "its wall to the {side} meets an open side of {neighbour}"),
    their_text=QT_TRANSLATE_NOOP("Rule", "its open side to the {side} meets the wall of {neighbour}"),
    moat_text=QT_TRANSLATE_NOOP("Rule", "its moat to the {side} meets a land side of {neighbour}"),
    their_moat_text=QT_TRANSLATE_NOOP("Rule", "its land side to the {side} meets the moat of {neighbour}"))
Rule.UNREACHABLE = register(
    "unreachable", QT_TRANSLATE_NOOP("Rule", "not reachable on foot from the fountain"),
    standing_text=QT_TRANSLATE_NOOP("Rule", "the tile is not reachable on foot from the fountain"))
Rule.HOLE = register(
    "hole", QT_TRANSLATE_NOOP("Rule", "would enclose a hole"),
    standing_text=QT_TRANSLATE_NOOP("Rule", "the city has a hole here: this empty cell is enclosed"))
Rule.FOUNTAIN = register(
    "fountain", QT_TRANSLATE_NOOP("Rule", "the fountain never moves"), forceable=False)
Rule.EMPTY = register("empty", QT_TRANSLATE_NOOP("Rule", "there is no tile here"), forceable=False)
Rule.OUTSIDE = register(
    "outside", QT_TRANSLATE_NOOP("Rule", "the cell is more than 100 cells from the fountain"),
    forceable=False)

SIDE_WORDS: dict[Side, str] = {
    Side.N: QT_TRANSLATE_NOOP("Rule", "north"),
    Side.E: QT_TRANSLATE_NOOP("Rule", "east"),
    Side.S: QT_TRANSLATE_NOOP("Rule", "south"),
    Side.W: QT_TRANSLATE_NOOP("Rule", "west"),
}


def side_word(side: Side) -> Word:
    """A side as a word in a sentence ("north"; the app translates it in the context "Rule")."""
    return Word(SIDE_WORDS[side], "side", side)


@dataclass(frozen=True)
class Violation:
    """One broken rule at one cell; ``side`` only for rules about one side (``wall_mismatch``),
    and then ``theirs`` tells whose wall it is: False for this cell's tile, True for the
    neighbour's (which mismatch it is follows from the cell and side, so it is not compared)."""

    rule: Rule
    cell: Cell
    side: Side | None = None
    theirs: bool = field(default=False, compare=False)

    def to_dict(self) -> dict[str, Any]:
        data: dict[str, Any] = {"rule": self.rule.id, "x": self.cell.x, "y": self.cell.y}
        if self.side is not None:
            data["side"] = self.side.name
        return data

    def sort_key(self) -> tuple[int, int, int, str]:
        y, x = reading_order(self.cell)
        return (y, x, self.rule.order, self.side.name if self.side else "")

    @property
    def neighbour(self) -> Cell | None:
        """The cell on the other side of ``side`` (None for a rule about the whole cell)."""
        return self.cell.neighbour(self.side) if self.side is not None else None

    def sentence(self, *, moats: bool = False, standing: bool = False) -> str:
        """The rule's English source text for this violation (whose wall it is chosen)."""
        return self.rule.sentence(moats=moats, standing=standing, theirs=self.theirs)

    def line(self, *, moats: bool = False, standing: bool = False) -> Line:
        """The rule's sentence for this violation, its side and neighbour as values (no cell
        of its own): ``side`` a word, ``neighbour`` "the fountain" or "the tile at (x, y)"."""
        side: object = "?" if self.side is None else side_word(self.side)
        near = self.neighbour
        neighbour: object = "?" if near is None else \
            Line("Rule", QT_TRANSLATE_NOOP("Rule", "the fountain")) if near == ORIGIN else \
            Line("Rule", QT_TRANSLATE_NOOP("Rule", "the tile at ({x}, {y})"), x=near.x, y=near.y)
        return Line("Rule", self.sentence(moats=moats, standing=standing), side=side, neighbour=neighbour)

    def cell_line(self, moats: bool = False) -> Line:
        """The violation as it stands, with its cell: "at (1, 0) would enclose a hole"."""
        return Line("Rule", QT_TRANSLATE_NOOP("Rule", "at ({x}, {y}) {reason}"), x=self.cell.x, y=self.cell.y,
                    reason=self.line(moats=moats, standing=True))

    def reason(self, *, moats: bool = False, standing: bool = False) -> str:
        """The rule's sentence in English, its side and neighbour filled in (no cell of its own)."""
        return self.line(moats=moats, standing=standing).english()

    def describe(self, moats: bool = False) -> str:
        """A plain English sentence with the cell, for the command line."""
        return self.cell_line(moats).english()

    @property
    def forceable(self) -> bool:
        return self.rule.forceable


def sorted_violations(violations: Iterable[Violation]) -> tuple[Violation, ...]:
    return tuple(sorted(violations, key=Violation.sort_key))


def forceable(reasons: Iterable[Violation]) -> bool:
    """True when there are reasons and the player may knowingly override every one of them."""
    found = list(reasons)
    return bool(found) and all(v.rule.forceable for v in found)


class IllegalMoveError(AlhambraError):
    """A placement, removal, swap or move breaks the building rules (``violations`` says
    which, cell by cell)."""

    def __init__(self, line: Line, violations: tuple[Violation, ...]) -> None:
        super().__init__(line)
        self.violations = violations
