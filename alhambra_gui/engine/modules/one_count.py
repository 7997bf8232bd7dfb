"""A counts-only input that is one number under one key of a module's typed counts, never
above a count of the city (palace staff's buildings without a servant, the buildings of
power's second longest wall, the handymen's largest group, the chests on buildings): how it
is kept, checked, read from a file and written back. A nought is kept as no entry."""

from __future__ import annotations

from collections.abc import Iterator, Mapping
from typing import TYPE_CHECKING, Any, ClassVar, Protocol

from ..marks import Marks
from ..words import Line
from .base import FieldReader
from .facets import CountsInput

if TYPE_CHECKING:
    from ..counts import Counts
    from ..variant import Variant

#: The highest number a file may give (a bound against nonsense, far above any city).
MOST = 1000


def one_count(key: str, value: int) -> Marks:
    return Marks({key: value or None})


def read_one_count(reader: FieldReader, data: Mapping[str, Any], place: str, key: str) -> Marks:
    """The number at ``data[key]`` (none: 0), refused with its place when out of range."""
    if key not in data:
        return one_count(key, 0)
    return one_count(key, reader.integer(data[key], f"{place}.{key}", 0, MOST))


def write_one_count(typed: Marks, key: str) -> dict[str, Any]:
    return {key: typed.get(key, 0)}


class OneCountInput(CountsInput, Protocol):
    """A module whose counts-only input is the one number under ``count_key``, at most
    ``count_bound`` of the typed counts (the buildings in all, by default); the module says
    in ``over_bound`` why a number above it is impossible."""

    #: The number's key in the module's typed counts and in the file's counts object.
    count_key: ClassVar[str]

    def count_bound(self, counts: Counts) -> int:
        """The most the number may be for ``counts``."""
        return counts.total

    def over_bound(self, value: int, bound: int) -> Line:
        """The sentence refusing ``value`` above ``bound``."""
        ...

    def typed_count(self, counts: Counts) -> int:
        return counts.typed_number(self.id, self.count_key)

    def keep_counts(self, counts: Counts, variant: Variant) -> Marks:
        return one_count(self.count_key, min(self.typed_count(counts), self.count_bound(counts)))

    def counts_problems(self, counts: Counts, variant: Variant) -> Iterator[tuple[str, Line]]:
        value, bound = self.typed_count(counts), self.count_bound(counts)
        if value > bound:
            yield self.count_key, self.over_bound(value, bound)

    def read_counts(self, reader: FieldReader, data: Mapping[str, Any], place: str) -> Marks:
        return read_one_count(reader, data, place, self.count_key)

    def write_counts(self, typed: Marks, variant: Variant) -> dict[str, Any]:
        return write_one_count(typed, self.count_key)
