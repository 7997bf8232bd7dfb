"""A game file as the disk holds it when a window opened or saved it, to tell whether another
window or program wrote it since: a save then asks before writing over their changes."""

from __future__ import annotations

import os
from pathlib import Path
from typing import NamedTuple


class FileStamp(NamedTuple):
    """The file's identity on the disk (a file replaced whole, as every save here replaces it,
    is another), its size and when it was last written."""

    identity: int
    size: int
    written_ns: int

    @classmethod
    def of(cls, path: Path) -> FileStamp | None:
        """The file's stamp now; None when there is no file to see (gone, never there, or a
        name no system has: opening it says why)."""
        try:
            found = os.stat(path)
        except (OSError, ValueError):
            return None
        return cls(found.st_ino, found.st_size, found.st_mtime_ns)
