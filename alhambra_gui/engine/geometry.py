"""Grid geometry: cells, the four sides and sets of walled sides.

The fountain stands at (0, 0); x grows east, y grows south (screen convention).
"""

from __future__ import annotations

import enum
from collections.abc import Iterable, Iterator
from dataclasses import dataclass, field
from typing import NamedTuple

from .errors import NotationError
from .words import QT_TRANSLATE_NOOP


class Side(enum.Enum):
    """One side of a cell, with the offset to the neighbour behind it."""

    N = (0, -1)
    E = (1, 0)
    S = (0, 1)
    W = (-1, 0)

    @property
    def dx(self) -> int:
        return self.value[0]

    @property
    def dy(self) -> int:
        return self.value[1]

    @property
    def opposite(self) -> Side:
        return _OPPOSITE[self]

    @property
    def bit(self) -> int:
        """This side in a wall bit mask (N=1, E=2, S=4, W=8)."""
        return _BITS[self]

    #: A side is one of four singletons: hashed by identity, in C (an enum's own hash is
    #: Python code, and the wall graphs hash sides by the thousand).
    __hash__ = object.__hash__

    @classmethod
    def parse(cls, letter: str) -> Side:
        try:
            return cls[letter.upper()]
        except KeyError:
            raise NotationError(QT_TRANSLATE_NOOP(
                "AlhambraError", "{letter} is not a side (one of N, E, S, W)"),
                                letter=repr(letter)) from None


SIDES: tuple[Side, ...] = (Side.N, Side.E, Side.S, Side.W)
_OPPOSITE = {Side.N: Side.S, Side.S: Side.N, Side.E: Side.W, Side.W: Side.E}
_BITS = {Side.N: 1, Side.E: 2, Side.S: 4, Side.W: 8}


class Cell(NamedTuple):
    """A grid position. Compares equal to the plain tuple ``(x, y)``."""

    x: int
    y: int

    def neighbour(self, side: Side) -> Cell:
        dx, dy = _STEP[side]
        return Cell(self.x + dx, self.y + dy)

    def neighbours(self) -> Iterator[tuple[Side, Cell]]:
        x, y = self
        for side, dx, dy in _STEPS:
            yield side, Cell(x + dx, y + dy)

    def ring(self) -> tuple[Cell, ...]:
        """The eight surrounding cells, clockwise from north."""
        x, y = self.x, self.y
        return (
            Cell(x, y - 1), Cell(x + 1, y - 1), Cell(x + 1, y), Cell(x + 1, y + 1),
            Cell(x, y + 1), Cell(x - 1, y + 1), Cell(x - 1, y), Cell(x - 1, y - 1),
        )


ORIGIN = Cell(0, 0)
#: Cities live within -100..100 on both axes (game-file.md); nothing is built beyond.
COORDINATE_LIMIT = 100


def in_bounds(cell: tuple[int, int]) -> bool:
    return abs(cell[0]) <= COORDINATE_LIMIT and abs(cell[1]) <= COORDINATE_LIMIT

# Plain integers for the hot loops (an enum's value lookup is slow).
_STEPS: tuple[tuple[Side, int, int], ...] = tuple((s, s.value[0], s.value[1]) for s in SIDES)
_STEP: dict[Side, tuple[int, int]] = {s: (dx, dy) for s, dx, dy in _STEPS}


#: The side shared by two neighbouring cells, written from the western or northern cell
#: (side E or S), so that both cells name it alike.
Edge = tuple[Cell, Side]


def edge(cell: tuple[int, int], side: Side) -> Edge:
    """The edge on ``side`` of ``cell``, in its one spelling (see ``Edge``)."""
    cell = Cell(*cell)
    if side in (Side.E, Side.S):
        return (cell, side)
    return (cell.neighbour(side), side.opposite)


def reading_order(cell: tuple[int, int]) -> tuple[int, int]:
    """Sort key: by y, then x (rows top to bottom, left to right)."""
    return (cell[1], cell[0])


@dataclass(frozen=True, order=True)
class Walls:
    """The set of sides of a tile that carry a wall (or, in Granada, a moat).

    Written as letters in ``NESW`` order, ``""`` for none.
    """

    letters: str = ""
    #: The same set as a bit mask (see ``Side.bit``), for the hot paths.
    mask: int = field(default=0, init=False, compare=False, repr=False)

    def __post_init__(self) -> None:
        canonical = "".join(s.name for s in SIDES if s.name in self.letters)
        if len(canonical) != len(self.letters) or any(c not in "NESW" for c in self.letters):
            raise _bad_walls(self.letters)
        object.__setattr__(self, "letters", canonical)
        object.__setattr__(self, "mask", sum(s.bit for s in SIDES if s.name in canonical))

    @classmethod
    def parse(cls, text: str) -> Walls:
        """Letters N, E, S, W in either case (ASCII only: "ſ" is no S)."""
        if not text.isascii():
            raise _bad_walls(text)
        return cls(text.upper())

    @classmethod
    def of(cls, sides: Iterable[Side]) -> Walls:
        names = {s.name for s in sides}
        return cls("".join(s.name for s in SIDES if s.name in names))

    def __contains__(self, side: object) -> bool:
        return isinstance(side, Side) and side.name in self.letters

    def __len__(self) -> int:
        return len(self.letters)

    def __iter__(self) -> Iterator[Side]:
        return (Side[c] for c in self.letters)

    def __str__(self) -> str:
        return self.letters

    def turned(self, turns: int) -> Walls:
        """These walls on a tile turned ``turns`` quarter turns clockwise: each moves that many
        steps along N → E → S → W → N (``NE`` turned once is ``ES``)."""
        return Walls.of(SIDES[(SIDES.index(side) + turns) % 4] for side in self)


def _bad_walls(text: str) -> NotationError:
    return NotationError(QT_TRANSLATE_NOOP(
        "AlhambraError", 'walls "{text}" must be distinct letters from NESW'),
                         text=text)


NO_WALLS = Walls("")
