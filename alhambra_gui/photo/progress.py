"""How far a reading has gone, told to whoever started it, who may stop it there.

``recognise`` calls ``progress(fraction)`` between its steps and inside its long loops;
a caller that wants the reading stopped raises ``ReadingCancelled`` from that call, which
ends the reading at once (nothing half-made is returned).
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Iterator
from typing import TypeVar

Progress = Callable[[float], None]
T = TypeVar("T")


class ReadingCancelled(Exception):
    """Raised from a progress callback to stop the reading."""


def quiet(_fraction: float) -> None:
    """The progress callback of a caller that does not listen."""


def stepped(items: Iterable[T], count: int, progress: Progress, start: float, end: float) -> Iterator[T]:
    """The items, telling ``progress`` from ``start`` to ``end`` as they are taken."""
    for index, item in enumerate(items):
        progress(start + (end - start) * index / max(count, 1))
        yield item
    progress(end)
