"""A player scored from typed counts ("counts only"), as a scoring app on a phone does it:
for a city nobody digitised, the table types per building type the number of buildings,
and the length of the longest outer wall. Such a player is scored with everyone else
exactly as a city with those counts would be.

What a city gives scoring and what is typed instead (docs/players-guide.md, *Counts only*):

- the buildings per type: finished buildings only (building sites are no buildings);
- the longest outer wall (moat), added wall pieces included;
- Granada: the highest face value per counted type, which breaks ties of equal counts;
- what each module in play asks to be typed (``Module.count_inputs``: the treasure
  chamber's chests on buildings, which bonus cards' tiles stand in the city, …), held per
  module id as small ``Marks`` of whole numbers that the module alone reads.

The Wise Man's condition (a finished building of his type) reads the typed count, the City
Watch the typed wall. The digitised city is kept as it was while the counts are used, and
the counts are kept while the city is used (``in_use``). What counts may hold is in
``counts_rules``, switching in ``counts_actions``, the file fields in ``counts_file``.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Protocol

from .errors import AlhambraError
from .marks import NO_MARKS, Marks
from .words import Line

if TYPE_CHECKING:
    from .city import City

#: The keys of a typed count besides the building types and the modules' (as in the game file).
WALL = "wall"
HIGHEST = "highest"


@dataclass(frozen=True)
class CountInput:
    """One number a module asks the table to type for a counts-only player: its ``key`` in
    the module's typed numbers, what it is (``label``, a hint), its range, and whether it is a
    yes/no (``tick``, 0 or 1) rather than a number. ``shown``: asked for now (a bonus card's
    tile only while the player holds the card); ``enabled``: may change now."""

    key: str
    label: Line
    high: int
    low: int = 0
    tick: bool = False
    hint: Line | None = None
    shown: bool = True
    enabled: bool = True
    #: A building type the number is about (the form shows its colour).
    type: str | None = None


class CountsError(AlhambraError):
    """Typed counts that no city could have (more gardens than exist, a chest too many)."""


@dataclass(frozen=True)
class Counts:
    """What the table typed for one city. ``buildings`` and ``highest`` hold the types
    counted (a count of 0 is left out); ``in_use``: the player is scored from these counts
    (else from the city, and the counts are only kept)."""

    buildings: Mapping[str, int] = field(default_factory=dict)
    wall: int = 0
    highest: Mapping[str, int] = field(default_factory=dict)
    #: The modules' typed numbers, by module id (what each holds is the module's own).
    modules: Mapping[str, Marks] = field(default_factory=dict)
    in_use: bool = True

    def __post_init__(self) -> None:
        object.__setattr__(self, "buildings", {t: n for t, n in self.buildings.items() if n})
        object.__setattr__(self, "highest", {t: v for t, v in self.highest.items() if v})
        object.__setattr__(self, "modules", {m: v for m, v in self.modules.items() if v})

    def count(self, building_type: str) -> int:
        return self.buildings.get(building_type, 0)

    @property
    def total(self) -> int:
        """Buildings of every type."""
        return sum(self.buildings.values())

    def with_count(self, building_type: str, count: int) -> Counts:
        """The count of one type changed (none counted: no highest value either)."""
        highest = {t: v for t, v in self.highest.items() if t != building_type or count}
        return dataclasses.replace(self, buildings={**self.buildings, building_type: count},
                                   highest=highest)

    def with_highest(self, building_type: str, value: int) -> Counts:
        return dataclasses.replace(self, highest={**self.highest, building_type: value})

    def module(self, module_id: str) -> Marks:
        """What was typed for a module (nothing: empty)."""
        return self.modules.get(module_id, NO_MARKS)

    def typed_number(self, module_id: str, key: str) -> int:
        value = self.module(module_id).get(key, 0)
        return value if isinstance(value, int) else 0

    def with_module(self, module_id: str, typed: Marks) -> Counts:
        return dataclasses.replace(self, modules={**self.modules, module_id: typed})

    def with_number(self, module_id: str, key: str, value: int) -> Counts:
        """One of a module's typed numbers changed (0 leaves it out)."""
        return self.with_module(module_id, self.module(module_id).with_(key, value or None))


class Scored(Protocol):
    """A player as the counts see them: the city, and the typed counts if any."""

    @property
    def city(self) -> City: ...

    @property
    def counts(self) -> Counts | None: ...


def typed(player: Scored) -> Counts | None:
    """The counts a player is scored from, or None when the city scores."""
    counts = player.counts
    return counts if counts is not None and counts.in_use else None


def scored_wall(player: Scored) -> int:
    """The longest wall that scores: the typed one, or the city's."""
    counts = typed(player)
    return counts.wall if counts is not None else player.city.longest_wall()
