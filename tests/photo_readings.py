"""Each photo file read once a test process through the table's paths (issue 31 item 5: the
suite's time).

``test_photo_table_cli``, ``test_gui_photo_table`` and ``test_app_photo_table`` read the same
painted photos (``test_app_photo_table.photos``: Anna's and Ben's cities, and the two side by
side as one photo of the table) through the command (``photo.table.read_table``), the window's
table import and the app's (``app.photo_import``): the same ``read_city`` and ``read_cities``
with the same arguments, 1-3 s a reading. The reader gives the same reading of the same bytes
(its one random draw is seeded), so ``read_once`` hands every later asker in the process a
copy of the reading the first asker made, keyed by the file's bytes and every other argument
but the progress (told it is done). A photo given as pixels, or one the reader refuses, is
read each time, and each refusal raises as before; so is every photo only one test reads: each
module still reads through its own path (the command the table photo as one city and the
refused photos, the window its own players' photos, the app a photo of fewer cities than
players).
"""

from __future__ import annotations

import copy
import hashlib
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any

import pytest

from alhambra_gui.app import photo_import
from alhambra_gui.photo import table
from alhambra_gui.photo.progress import quiet

#: The readings made in this process, by what was read: one process's, never another's.
READ: dict[tuple[object, ...], Any] = {}
#: What each reading is asked with when a caller leaves an argument out.
DEFAULTS: dict[str, dict[str, Any]] = {
    "city": {"corners": None, "grid": None, "known": None, "unavailable": (), "larger_of_two": True,
             "readings": ()},
    "cities": {"unavailable": (), "readings": ()},
}


def _key(kind: str, source: object, arguments: dict[str, Any]) -> tuple[object, ...] | None:
    """What the reader looks at: the file's bytes and the other arguments (None: not a file)."""
    if not isinstance(source, (str, Path)) or not Path(source).is_file():
        return None
    told = {**DEFAULTS[kind], **arguments}
    told.update(unavailable=tuple(told["unavailable"]), readings=tuple(told["readings"]))
    return kind, hashlib.sha256(Path(source).read_bytes()).digest(), repr(sorted(told.items()))


def _once(kind: str, read: Callable[..., Any], asked: list[tuple[object, ...]]) -> Callable[..., Any]:
    def once(source: object, *args: Any, progress: Any = quiet, **kwargs: Any) -> Any:
        if kind == "cities" and args:  # read_cities(source, unavailable, progress, readings)
            named = dict(zip(("unavailable", "progress", "readings"), args, strict=False))
            progress, args = named.pop("progress", progress), ()
            kwargs = {**named, **kwargs}
        key = None if args else _key(kind, source, kwargs)
        if key is None:
            return read(source, *args, progress=progress, **kwargs)
        asked.append(key)
        if key not in READ:
            READ[key] = read(source, progress=progress, **kwargs)
        progress(1.0)
        return copy.deepcopy(READ[key])

    return once


@contextmanager
def read_once() -> Iterator[list[tuple[object, ...]]]:
    """While open, the command's and the app's ``read_city`` and ``read_cities`` read each photo
    file once a process; yields the keys asked for, in order (a key asked twice: read once)."""
    asked: list[tuple[object, ...]] = []
    city, cities = _once("city", table.read_city, asked), _once("cities", table.read_cities, asked)
    with pytest.MonkeyPatch.context() as patch:
        for module in (table, photo_import):
            patch.setattr(module, "read_city", city)
            patch.setattr(module, "read_cities", cities)
        yield asked


@pytest.fixture(scope="module", autouse=True)
def each_photo_read_once() -> Iterator[list[tuple[object, ...]]]:
    """A test module's photo files read once a process (``read_once``); import it to use it."""
    with read_once() as asked:
        yield asked
