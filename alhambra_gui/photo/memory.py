"""Giving the memory the reader has let go back to the system, before its largest allocation.

NumPy's large arrays come from the C library's allocator. glibc raises its threshold for
mapping an allocation on its own as large arrays are freed (up to 32 MB), so the block
finder's many arrays of a few megabytes end up on the heap, and the heap keeps the pages they
leave behind. Before the photo is decoded again at full size, those pages are handed back
(``malloc_trim``): a near, slanted 12-megapixel photo's reading peaked at 202 MB without it,
about 50 MB of it pages nobody used. Fixing the threshold instead keeps the heap small too,
but maps and faults in every array afresh: the reading took two to three times as long.

Elsewhere (another C library, macOS, Windows) there is nothing to call, and nothing is done.
"""

from __future__ import annotations

import ctypes
import sys
from collections.abc import Callable
from functools import cache


def give_back() -> bool:
    """Hands the freed heap pages back to the system; whether the C library could."""
    trim = _malloc_trim()
    return trim is not None and bool(trim(0))


@cache
def _malloc_trim() -> Callable[[int], int] | None:
    if not sys.platform.startswith("linux"):
        return None
    try:
        libc = ctypes.CDLL(None)  # the program's own symbols, the C library's among them
    except OSError:
        return None
    trim = getattr(libc, "malloc_trim", None)  # glibc's alone: musl has none
    if trim is None:
        return None
    trim.argtypes = [ctypes.c_size_t]
    trim.restype = ctypes.c_int
    return trim  # type: ignore[no-any-return]
