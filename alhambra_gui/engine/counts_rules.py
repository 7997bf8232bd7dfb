"""What typed counts may hold: no more than a city could have (more gardens than there
are; a module's own limits, such as a chest more than buildings, are the module's), and
the numbers of a module only while it is in play."""

from __future__ import annotations

import dataclasses
from collections.abc import Iterator, Sequence

from .counts import HIGHEST, WALL, Counts, CountsError
from .errors import sentence
from .modules import registry
from .modules.base import module_word
from .modules.facets import CountsInput, PieceMaker
from .names import player_word
from .tiles import type_word
from .variant import Variant
from .words import QT_TRANSLATE_NOOP, Line


def type_limit(variant: Variant, building_type: str, module_ids: Sequence[str] = ()) -> int:
    """How many buildings of a type a city can hold: the catalogue's tiles of the type (none
    where a module's pieces replace them) and the pieces of the modules in play that are
    buildings of it (grounds, magical tiles, land tiles), or (Granada) one face per value."""
    if variant.faces:
        low, high = variant.face_values
        return high - low + 1
    makers = [m for m in registry.modules_with(PieceMaker) if m.id in module_ids]
    catalogue = 0 if any(m.claims_tiles for m in makers) else \
        sum(1 for t in variant.catalogue if t.type == building_type)
    return catalogue + sum(m.building_supply(building_type) for m in makers)


def wall_limit(variant: Variant) -> int:
    """More wall than every side of every tile of the game cannot be."""
    return 4 * variant.tile_count()


def highest_range(variant: Variant, count: int) -> tuple[int, int]:
    """Granada: the values the highest of ``count`` faces of one type can have (each value
    is on one face of the type only)."""
    low, high = variant.face_values
    return low + max(count, 1) - 1, high


def problems(counts: Counts, variant: Variant, module_ids: Sequence[str]) -> Iterator[tuple[str, Line]]:
    """What no city could have, as (key, what): the key is the game file's, under ``counts``."""
    for kind, count in counts.buildings.items():
        if kind not in variant.type_ids:
            yield kind, sentence(QT_TRANSLATE_NOOP("AlhambraError", "is not a building type of {variant}"),
                                 variant=variant.word())
        elif not 0 <= count <= type_limit(variant, kind, module_ids):
            yield kind, _out_of_range(count, 0, type_limit(variant, kind, module_ids))
    if not 0 <= counts.wall <= wall_limit(variant):
        yield WALL, _out_of_range(counts.wall, 0, wall_limit(variant))
    yield from _highest_problems(counts, variant)
    yield from _module_problems(counts, variant, module_ids)


def _out_of_range(number: int, low: int, high: int) -> Line:
    return sentence(QT_TRANSLATE_NOOP("AlhambraError", "{number} is out of range ({low} to {high})"),
                    number=number, low=low, high=high)


def only_granada(variant: Variant) -> Line:
    return sentence(QT_TRANSLATE_NOOP(
        "AlhambraError", "only Granada breaks ties by the highest value, not {variant}"),
                    variant=variant.word())


def _highest_problems(counts: Counts, variant: Variant) -> Iterator[tuple[str, Line]]:
    if not variant.ties_by_highest:
        if counts.highest:
            yield HIGHEST, only_granada(variant)
        return
    for kind, value in counts.highest.items():
        if kind not in counts.buildings:
            yield f"{HIGHEST}.{kind}", sentence(QT_TRANSLATE_NOOP(
                "AlhambraError", "no {type} is counted, so none is the highest"), type=type_word(kind))
            continue
        low, high = highest_range(variant, counts.count(kind))
        if not low <= value <= high:
            yield f"{HIGHEST}.{kind}", sentence(QT_TRANSLATE_NOOP(
                "AlhambraError", "{number} is out of range ({low} to {high} for {count} counted)"),
                number=value, low=low, high=high, count=counts.count(kind))
    for kind in counts.buildings:
        if kind in variant.type_ids and kind not in counts.highest:
            yield HIGHEST, sentence(QT_TRANSLATE_NOOP(
                "AlhambraError", "give the highest value of {type} ({count} counted)"),
                type=type_word(kind), count=counts.count(kind))


def not_listed(module_id: str) -> Line:
    return sentence(QT_TRANSLATE_NOOP("AlhambraError", "the game does not list the module {module}"),
                    module=module_word(module_id))


def _module_problems(counts: Counts, variant: Variant,
                     module_ids: Sequence[str]) -> Iterator[tuple[str, Line]]:
    for module_id in counts.modules:
        if module_id not in module_ids:
            module = registry.module_as(module_id, CountsInput)
            keys = module.count_file_keys if module is not None else ()
            yield (keys[0] if keys else module_id), not_listed(module_id)
    for counted in registry.modules_with(CountsInput):
        if counted.id in module_ids:
            yield from counted.counts_problems(counts, variant)


def check(counts: Counts, variant: Variant, module_ids: Sequence[str], whose: str) -> None:
    """Raise CountsError with the first problem, naming whose counts they are."""
    for key, what in problems(counts, variant, module_ids):
        raise CountsError(QT_TRANSLATE_NOOP("AlhambraError", "{name}'s counts: {key}: {what}"),
                          name=player_word(whose), key=key, what=what)


def within(counts: Counts, module_ids: Sequence[str]) -> Counts:
    """The counts without the numbers of modules not in play (their module left the game)."""
    kept = {m: typed for m, typed in counts.modules.items() if m in module_ids}
    if kept.keys() == counts.modules.keys():
        return counts
    return dataclasses.replace(counts, modules=kept)


def with_count(counts: Counts, variant: Variant, building_type: str, count: int) -> Counts:
    """The count of one type changed, and what rests on it kept possible: (Granada) the
    highest value raised to what ``count`` faces need at least, and each module's numbers
    as the module keeps them (no more chests than buildings, …)."""
    changed = counts.with_count(building_type, count)
    if variant.ties_by_highest and count > 0:
        low, high = highest_range(variant, count)
        changed = changed.with_highest(building_type, min(max(changed.highest.get(building_type, 0), low),
                                                          high))
    for module_id in list(changed.modules):
        module = registry.module_as(module_id, CountsInput)
        if module is not None:
            changed = changed.with_module(module_id, module.keep_counts(changed, variant))
    return changed


def with_number(counts: Counts, variant: Variant, module_id: str, key: str, value: int) -> Counts:
    """One of a module's typed numbers changed, and the module's other numbers kept possible
    with it (the dearest medina raised to what that many medinas cost at least); the number
    typed stays as typed (a problem with it is said, never corrected)."""
    changed = counts.with_number(module_id, key, value)
    module = registry.module_as(module_id, CountsInput)
    kept = module.keep_counts(changed, variant) if module is not None else changed.module(module_id)
    return changed.with_module(module_id, kept.with_(key, value or None))
