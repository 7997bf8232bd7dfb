"""Unknown fields of a game file (spec/game-file.md: kept on save): frozen once when read,
then shared by every copy of the game (each undo snapshot) instead of copied, and written
back exactly: an array is read as a tuple, an object as a ``FrozenDict``, which ``json``
writes as it read them.

The app never changes an unknown value in place; it may set a field anew (a player's
``colour``), in the game it edits only: the snapshots keep theirs.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from typing import Any, NoReturn


def _refuse(*_: object, **__: object) -> NoReturn:
    raise TypeError("an unknown field of a game file is kept as it was read")


class FrozenDict(dict[str, Any]):
    """A JSON object as read; every change is refused."""

    __slots__ = ()
    __setitem__ = __delitem__ = __ior__ = _refuse
    clear = pop = popitem = setdefault = update = _refuse

    def __copy__(self) -> FrozenDict:
        return self

    def __deepcopy__(self, memo: dict[int, Any]) -> FrozenDict:
        return self

    def __reduce__(self) -> tuple[type[FrozenDict], tuple[dict[str, Any]]]:
        return (FrozenDict, (dict(self),))


def frozen(value: Any) -> Any:
    """A JSON value as ``json.loads`` gives it, frozen all through."""
    kind = type(value)
    if kind is list:
        return tuple(map(frozen, value)) if value else ()
    if kind is dict:
        return FrozenDict(zip(value, map(frozen, value.values()), strict=True))
    return value


def kept(fields: Mapping[str, Any], known: Iterable[str] = ()) -> dict[str, Any]:
    """The fields not ``known``, each frozen, in a dict of their own (a copy of it costs one
    entry per field, never the fields' contents)."""
    skip = set(known)
    return {key: frozen(value) for key, value in fields.items() if key not in skip}
