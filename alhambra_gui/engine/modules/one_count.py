"""A counts-only input that is one number under one key of a module's typed counts (palace
staff's buildings without a servant, the buildings of power's second longest wall): how it is
kept, read from a file and written back. A nought is kept as no entry."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from ..marks import Marks
from .base import FieldReader

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
