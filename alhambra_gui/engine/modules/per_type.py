"""Typed counts of a module kept per building type in a game file (``{"garden": 2, …}``): a
hut's extra buildings, the residents. Read and written alike for every module that has them."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from ..marks import Marks
from ..variant import Variant
from .base import FieldReader


def read_per_type(reader: FieldReader, data: Mapping[str, Any], place: str, key: str, what: str,
                  most: int) -> Marks:
    """The numbers under ``key`` of an entry at ``place``, one per building type of the variant,
    each 0 to ``most`` (0 is kept as no number); ``what`` names the object in a refusal."""
    if key not in data:
        return Marks()
    where = f"{place}.{key}"
    values = reader.mapping(data[key], where, what)
    for kind in values:
        if kind not in reader.variant.type_ids:
            raise reader.fail(where, reader.variant.not_a_type(kind).line)
    return Marks({kind: reader.integer(v, f"{where}.{kind}", 0, most) or None for kind, v in values.items()})


def write_per_type(key: str, typed: Marks, variant: Variant) -> dict[str, Any]:
    """The numbers as a game file holds them: every type of the variant, 0 where none."""
    return {key: {kind: typed.get(kind, 0) for kind in variant.type_ids}}
