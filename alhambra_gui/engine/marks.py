"""Module state: small immutable mappings that travel with a tile, a city, a player or a game.

The core never looks inside: an expansion module owns its keys (``added_walls``, ``chest``,
``gates``, …), reads and writes them through its own typed accessors, and the game file
stores them under the same keys. Values are hashable, so states compare and hash cheaply.
"""

from __future__ import annotations

from collections.abc import Hashable, Iterable, Iterator, Mapping


class Marks(Mapping[str, Hashable]):
    """An immutable, hashable ``str -> value`` mapping; a key set to None is absent."""

    __slots__ = ("_hash", "_items")

    def __init__(self, items: Mapping[str, Hashable] | Iterable[tuple[str, Hashable]] = ()) -> None:
        pairs = items.items() if isinstance(items, Mapping) else items
        self._items: dict[str, Hashable] = {k: v for k, v in sorted(pairs) if v is not None}
        self._hash: int | None = None

    def __getitem__(self, key: str) -> Hashable:
        return self._items[key]

    def get(self, key: str, default: Hashable | None = None) -> Hashable | None:
        """As ``Mapping.get``, asked of the dict itself (every module's accessor reads its
        marks so, for every tile a check or a score walks: the mixin's way raises and
        catches a KeyError for every key that is absent)."""
        return self._items.get(key, default)

    def __contains__(self, key: object) -> bool:
        return key in self._items

    def __iter__(self) -> Iterator[str]:
        return iter(self._items)

    def __len__(self) -> int:
        return len(self._items)

    def __hash__(self) -> int:
        if self._hash is None:
            self._hash = hash(frozenset(self._items.items()))
        return self._hash

    def __eq__(self, other: object) -> bool:
        if isinstance(other, Marks):
            return self._items == other._items
        return isinstance(other, Mapping) and self._items == dict(other)

    def __repr__(self) -> str:
        return f"Marks({self._items!r})"

    def with_(self, key: str, value: Hashable | None) -> Marks:
        """A copy with ``key`` set (None removes it)."""
        return Marks({**self._items, key: value})

    def without(self, keys: Iterable[str]) -> Marks:
        gone = set(keys)
        if not gone & self._items.keys():
            return self
        return Marks((k, v) for k, v in self._items.items() if k not in gone)


NO_MARKS = Marks()
