"""Typed counts in the game file: two optional fields of a player (docs/players-guide.md, *Counts only*).

```json
{"name": "Chen", "city": [], "reserve": [],
 "counts": {"pavilion": 2, "seraglio": 0, "arcades": 1, "chambers": 0, "garden": 3,
            "tower": 0, "wall": 7, "chests": 1, "bonus_tiles": [{"type": "garden", "price": 10}]},
 "scored_from": "counts"}
```

``counts`` holds every building type and ``wall``; Granada adds ``highest`` (the highest
face value per counted type); each module in play its own keys (``Module.count_file_keys``:
the treasure chamber ``chests``, bonus cards ``bonus_tiles``, the tiles shown on bonus
cards that stand in the city), read and written by the module. A missing type or
wall is 0. ``scored_from`` is ``"counts"`` while the counts score (``"city"``, the
default, is not written). A file without these fields reads and writes as before.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import TYPE_CHECKING, Any

from .counts import HIGHEST, WALL, Counts
from .counts_rules import not_listed, only_granada, problems, type_limit, wall_limit
from .modules import registry
from .modules.facets import CountsInput
from .names import excerpt
from .words import QT_TRANSLATE_NOOP

if TYPE_CHECKING:
    from .modules.base import FieldReader
    from .player import Player
    from .variant import Variant

COUNTS = "counts"
SCORED_FROM = "scored_from"
#: The player keys this file reads (not kept as unknown fields).
PLAYER_KEYS = frozenset({COUNTS, SCORED_FROM})


def read(reader: FieldReader, data: Mapping[str, Any], place: str,
         module_ids: Sequence[str]) -> Counts | None:
    """A player's counts (None: none typed), strictly: every problem names its place."""
    source = data.get(SCORED_FROM, "city")
    if source not in ("city", "counts"):
        raise reader.fail(f"{place}.{SCORED_FROM}", QT_TRANSLATE_NOOP(
            "AlhambraError", 'must be "city" or "counts"'))
    if data.get(COUNTS) is None:
        if source == "counts":
            raise reader.fail(f"{place}.{SCORED_FROM}", QT_TRANSLATE_NOOP(
                "AlhambraError", '"counts" needs the player\'s "{key}"'), key=COUNTS)
        return None
    where = f"{place}.{COUNTS}"
    counts = _counts(reader, data[COUNTS], where, module_ids, source == "counts")
    for key, what in problems(counts, reader.variant, module_ids):
        raise reader.fail(f"{where}.{key}", what)
    return counts


def _counts(reader: FieldReader, data: Any, place: str, module_ids: Sequence[str],
            in_use: bool) -> Counts:
    variant = reader.variant
    reader.mapping(data, place, QT_TRANSLATE_NOOP(
        "AlhambraError", "an object of counts per building type and the wall"))
    _check_keys(reader, data, place, module_ids)
    buildings = {t: reader.integer(data[t], f"{place}.{t}", 0, type_limit(variant, t, module_ids))
                 for t in variant.type_ids if t in data}
    wall = reader.integer(data.get(WALL, 0), f"{place}.{WALL}", 0, wall_limit(variant))
    highest = _highest(reader, data[HIGHEST], f"{place}.{HIGHEST}") if HIGHEST in data else {}
    typed = {m.id: m.read_counts(reader, data, place)
             for m in registry.modules_with(CountsInput) if m.id in module_ids and m.count_file_keys}
    return Counts(buildings, wall, highest, typed, in_use)


def _module_keys() -> dict[str, str]:
    """Every module's keys in a counts object, with the module's id."""
    return {key: m.id for m in registry.modules_with(CountsInput) for key in m.count_file_keys}


def _check_keys(reader: FieldReader, data: Mapping[str, Any], place: str,
                module_ids: Sequence[str]) -> None:
    variant, owners = reader.variant, _module_keys()
    for key in data:
        if key == HIGHEST and not variant.ties_by_highest:
            raise reader.fail(f"{place}.{key}", only_granada(variant))
        if key in owners and owners[key] not in module_ids:
            raise reader.fail(f"{place}.{key}", not_listed(owners[key]))
        if key not in (*variant.type_ids, WALL, HIGHEST, *owners):
            extras = _extras(variant, module_ids)
            text = QT_TRANSLATE_NOOP(
                "AlhambraError", "{type} is neither a building type of {variant} nor one of: {keys}")
            raise reader.fail(place, text, type=excerpt(key), variant=variant.word(),
                              keys=", ".join([WALL, *extras]))


def _extras(variant: Variant, module_ids: Sequence[str]) -> list[str]:
    keys = [HIGHEST] if variant.ties_by_highest else []
    return keys + [k for k, module in _module_keys().items() if module in module_ids]


def _highest(reader: FieldReader, data: Any, place: str) -> dict[str, int]:
    reader.mapping(data, place, QT_TRANSLATE_NOOP(
        "AlhambraError", "an object of the highest value per building type"))
    values = {}
    for key, value in data.items():
        if key not in reader.variant.type_ids:
            raise reader.fail(place, reader.variant.not_a_type(key).line)
        values[key] = reader.integer(value, f"{place}.{key}", 0, 99)
    return values


def write(player: Player, variant: Variant, module_ids: Sequence[str]) -> dict[str, Any]:
    """The player's fields for the file (none when nothing was typed)."""
    counts = player.counts
    if counts is None:
        return {}
    data: dict[str, Any] = {t: counts.count(t) for t in variant.type_ids}
    data[WALL] = counts.wall
    if variant.ties_by_highest:
        data[HIGHEST] = {t: counts.highest[t] for t in variant.type_ids if t in counts.highest}
    for module in registry.modules_with(CountsInput):
        if module.id in module_ids and module.count_file_keys:
            data.update(module.write_counts(counts.module(module.id), variant))
    entry: dict[str, Any] = {COUNTS: data}
    if counts.in_use:
        entry[SCORED_FROM] = "counts"
    return entry
