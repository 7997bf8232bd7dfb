"""Typed figures and immediate points (MODULES.md §19): the small values a module of the
third set declares and reads.

A **typed figure** is a number, a list of numbers or a set of building types that each
player types for a module whose scoring the city does not decide (falcons of a colour,
the values of the culture counters, the types of the completed projects). A module
declares its figures (``Figure``: range, supply, what may only grow, what is kept) as the
facet ``FigureTyper``; the core reads them from the file, checks them across the table and
over the recorded scorings (``figure_file.py``), and the module applies its formula to them.

An **immediate gain** (``Gain``) is points won during play, not in a scoring (a palace
designer's placement): entered as it is won, with the number of the next scoring, counted
once in the game's total.

A player's figures are ``Marks`` by module id, each a ``Marks`` of the module's figures by
key; values are ``int`` (a number), a tuple of ``int`` (a list of values) or a tuple of
building type ids in the variant's order (a set of types).
"""

from __future__ import annotations

from collections.abc import Hashable
from dataclasses import dataclass
from typing import Literal, Protocol

from .marks import NO_MARKS, Marks
from .tiles import type_word
from .words import Line

#: What a figure is: a whole number, a list of whole numbers (each one of ``options`` or in
#: the range), a set of building types.
Shape = Literal["number", "values", "types"]


@dataclass(frozen=True)
class Figure:
    """One figure a module asks each player to type, and the box's checks on it.

    ``label`` names it (context ``Module``), ``hint`` says more (a tooltip). A number lies in
    ``low``–``high``; a list holds at most ``most`` entries, each one of ``options`` (else in
    ``low``–``high``), ``distinct`` if no value may be listed twice; a set of types holds
    each building type at most once.

    The table's checks: ``supply`` — all players together at most this (the numbers' sum, a
    list's entries); ``over_time`` — the supply over time (MODULES.md §19: the increase over
    all players since a recorded scoring at most what the supply still held then);
    ``grows`` — a player's number (a list's sum) never below the last recorded scoring's;
    ``kept`` — what a recorded scoring lists stays listed; ``one_holder`` — a type held by
    one player only; ``optional`` — a number that may be left out (absent: the module's
    default, such as the city's wall).

    ``too_many``: the refusal of a number above ``high`` (an ``AlhambraError`` template with
    ``{value}`` and ``{high}``: "{value} white falcons (the box has {high})"); ``item``:
    what one entry is in a sentence (``{type}`` in it: "the {type} semi-building").
    ``type``: the building type a number is about (the window shows its colour).
    """

    key: str
    label: str
    shape: Shape = "number"
    low: int = 0
    high: int = 0
    options: tuple[int, ...] = ()
    distinct: bool = False
    most: int = 0
    optional: bool = False
    supply: int | None = None
    over_time: bool = False
    grows: bool = False
    kept: bool = False
    one_holder: bool = False
    too_many: str = ""
    item: str = ""
    hint: str = ""
    type: str | None = None

    @property
    def words(self) -> Line:
        """The figure's label as a sentence's value (a figure about a building type: its
        ``{type}`` filled in)."""
        if self.type is None:
            return Line("Module", self.label)
        return Line("Module", self.label, type=type_word(self.type))

    @property
    def default(self) -> Hashable:
        """What a figure nobody typed is: 0, or an empty list (an optional number: absent)."""
        if self.shape != "number":
            return ()
        return None if self.optional else 0

    def amount(self, value: Hashable) -> int:
        """How much of the box's supply ``value`` takes: a number itself, a list its entries."""
        if isinstance(value, int):
            return value
        return len(value) if isinstance(value, tuple) else 0

    def size(self, value: Hashable) -> int:
        """What may only grow: a number itself, a list its sum, a set its entries."""
        if isinstance(value, int):
            return value
        if isinstance(value, tuple):
            return sum(v for v in value if isinstance(v, int)) if self.shape == "values" else len(value)
        return 0


@dataclass(frozen=True)
class Gain:
    """Points won during play (``points``, may be negative: points paid) for ``module``,
    entered with the number of the next scoring (``round``, 1-3)."""

    module: str
    points: int
    round: int


class Typing(Protocol):
    """A player as typed figures and gains are read: what they typed, what they gained."""

    typed: Marks
    immediate: tuple[Gain, ...]


def figures_of(player: Typing, module_id: str) -> Marks:
    """What a player typed for one module (nothing typed: empty)."""
    found = player.typed.get(module_id)
    if found is None:
        return NO_MARKS
    return found if type(found) is Marks or isinstance(found, Marks) else NO_MARKS


def number(figures: Marks, key: str, default: int = 0) -> int:
    value = figures.get(key)
    return value if isinstance(value, int) else default


def optional_number(figures: Marks, key: str) -> int | None:
    value = figures.get(key)
    return value if isinstance(value, int) else None


def values(figures: Marks, key: str) -> tuple[int, ...]:
    value = figures.get(key)
    return tuple(v for v in value if isinstance(v, int)) if isinstance(value, tuple) else ()


def types(figures: Marks, key: str) -> tuple[str, ...]:
    value = figures.get(key)
    return tuple(v for v in value if isinstance(v, str)) if isinstance(value, tuple) else ()


def gains_of(player: Typing, module_id: str) -> tuple[Gain, ...]:
    return tuple(g for g in player.immediate if g.module == module_id)
