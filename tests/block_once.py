"""Each photo's block found once in a test module (issue 31 item 5: the suite's time).

Tests of the photo reader often find a photo's block and then read the same photo, whose
reading (``read_city``) finds the block again, or let the command or the window read a photo
and then find its block themselves to compare. ``find_block`` gives the same block for the same
pixels or the same file (its one random draw is seeded), so ``found_once`` makes the reader's
and the test's askers share one search per photo: the first asker runs ``find_block``, every
later one is handed the block it found (a frozen value). A photo whose block is not found (no
tiles, two cities) is looked at each time, and each raises as before.
"""

from __future__ import annotations

import hashlib
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from types import ModuleType

import numpy as np
import pytest

from alhambra_gui.photo import locate, pipeline, reading
from alhambra_gui.photo.locate import Found
from alhambra_gui.photo.progress import Progress, quiet


def _key(source: object) -> tuple[object, ...]:
    if isinstance(source, np.ndarray):
        return source.shape, source.dtype.str, hashlib.sha256(source.tobytes()).digest()
    if isinstance(source, bytes):
        return "bytes", hashlib.sha256(source).digest()
    return "file", hashlib.sha256(Path(str(source)).read_bytes()).digest()


@contextmanager
def found_once(*tests: ModuleType) -> Iterator[dict[tuple[object, ...], Found]]:
    """While open, ``find_block`` as the reader (``reading``, ``pipeline``) and the given test
    modules call it finds each photo's block once; yields the blocks found, by photo."""
    found: dict[tuple[object, ...], Found] = {}
    search = locate.find_block

    def once(source: object, progress: Progress = quiet) -> Found:
        key = _key(source)
        if key not in found:
            found[key] = search(source, progress)  # type: ignore[arg-type]
        progress(1.0)
        return found[key]

    with pytest.MonkeyPatch.context() as patch:
        for module in (reading, pipeline, *tests):
            patch.setattr(module, "find_block", once)
        yield found
