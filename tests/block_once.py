"""Each photo's block found once in a test module (issue 31 item 5: the suite's time).

Tests of the photo reader often find a photo's block and then read the same photo, whose
reading (``read_city``) finds the block again, or let the command or the window read a photo
and then find its block themselves to compare. ``find_block`` looks at nothing of the photo
but its working image (``sandmask.working_image``: a file decoded, an array's pixels as uint8,
made small) and gives the same block for the same one (its one random draw is seeded), so
``found_once`` makes the reader's and the test's askers share one search per working image:
the first asker runs ``find_block``, every later one is handed the block it found (a frozen
value). A photo whose block is not found (no tiles, two cities) is looked at each time, and
each raises as before.
"""

from __future__ import annotations

import hashlib
from collections.abc import Iterator
from contextlib import contextmanager
from types import ModuleType

import pytest

from alhambra_gui.photo import locate, pipeline, reading
from alhambra_gui.photo.locate import Found
from alhambra_gui.photo.progress import Progress, quiet
from alhambra_gui.photo.sandmask import working_image


def _key(source: object) -> tuple[object, ...]:
    """What ``find_block`` looks at of the photo: its working image (``working_image``: a file
    decoded, an array's pixels as uint8, either made small) and that image's scale."""
    work, scale = working_image(source)  # type: ignore[arg-type]
    return work.shape, scale, hashlib.sha256(work.tobytes()).digest()


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
