"""Tile chips kept on the disk between starts (issue 31: the usable window at start-up).

The palette and the reserves draw some fifty tiles as the window first shows, each about
1.5 M instructions of vector painting; the same tiles look the same on every start. A plain
building tile (no piece, no marks: what no module draws) is kept as its pixels in a file of
its own under the user's cache folder, named by its key, and read back instead of painted.

A file holds its whole key (the app's version, the painting code's and the variant's
fingerprints, the font, the tile, size, fade and scale), its size and a checksum of its
pixels: a file of another version, another font, cut short or damaged is not used (the
tile is painted and the file written again). Files are written whole to a temporary name
and renamed into place, so that a second app starting at the same moment reads a whole
file or none. A folder that cannot be read or written costs a paint, never an error.

Another version, font or scale writes new files beside the old ones; so that the folder does
not grow without end, the first write of a process keeps the newest ``KEPT_FILES`` chips
and removes the rest, and any partial file a stopped process left behind.
"""

from __future__ import annotations

import os
import struct
import time
import zlib
from contextlib import suppress
from functools import cache
from pathlib import Path

from PySide6.QtCore import QStandardPaths
from PySide6.QtGui import QFont, QImage, QPixmap

from ... import __version__
from ...engine import Tile, Variant

#: Names another folder for the kept chips (the tests give each test its own).
ENVIRONMENT = "ALHAMBRA_GUI_CACHE"
MAGIC = b"alhambra-chip 1\n"
_HEADER = struct.Struct("<IIII")  # width, height, bytes per line, crc32 of the pixels
_FORMAT = QImage.Format.Format_ARGB32_Premultiplied
#: How many chips the folder keeps (some 5 MB: a version's palette, reserves and their
#: sizes, several times over).
KEPT_FILES = 1000
#: A partial file older than this many seconds was left by a process that stopped writing.
STALE_PARTIAL = 3600.0
_pruned: set[Path] = set()


def folder() -> Path | None:
    """Where the chips are kept: ``$ALHAMBRA_GUI_CACHE/chips``, else the user's cache
    location's; None when there is none."""
    base = os.environ.get(ENVIRONMENT) or \
        QStandardPaths.writableLocation(QStandardPaths.StandardLocation.CacheLocation)
    return Path(base) / "chips" if base else None


def keeps(tile: Tile, marks: object) -> bool:
    """Whether a tile's chip is kept on the disk: a building tile or the fountain, drawn by
    the tile painter alone (a piece or a mark is drawn by a module's part)."""
    return not tile.is_piece and not marks


@cache
def _code_fingerprint() -> str:
    """When the painting code last changed (its files' times), so that a chip painted by
    other code is not used; empty where the sources are not files (a bundle: the version)."""
    from . import tile_painter, type_symbols

    try:
        return "-".join(str(os.stat(module.__file__ or "").st_mtime_ns)
                        for module in (tile_painter, type_symbols))
    except OSError:
        return ""


def chip_key(tile: Tile, variant: Variant, size: int, faded: bool, ratio: float) -> str:
    """Everything a plain tile's chip is painted from (the letter's font is the app's)."""
    return "|".join((__version__, _code_fingerprint(), variant.name, repr(variant.types),
                     (variant.moats and "moats") or "walls", QFont().toString(), repr(tile),
                     str(size), str(faded), repr(ratio)))


def _path(place: Path, key: str) -> Path:
    return place / f"{zlib.crc32(key.encode()):08x}-{len(key)}.chip"


def load(key: str, ratio: float) -> QPixmap | None:
    """The chip kept under ``key``, or None (none kept, another key, cut short, damaged)."""
    place = folder()
    if place is None:
        return None
    try:
        data = _path(place, key).read_bytes()
    except OSError:
        return None
    head = MAGIC + key.encode() + b"\n"
    if not data.startswith(head) or len(data) < len(head) + _HEADER.size:
        return None
    width, height, line, crc = _HEADER.unpack_from(data, len(head))
    pixels = data[len(head) + _HEADER.size:]
    if width == 0 or height == 0 or len(pixels) != line * height or zlib.crc32(pixels) != crc:
        return None
    pixmap = QPixmap.fromImage(QImage(pixels, width, height, line, _FORMAT))
    pixmap.setDevicePixelRatio(ratio)
    return pixmap


def save(key: str, pixmap: QPixmap) -> None:
    """Keep ``pixmap`` under ``key``: written whole under a name of this process, then
    renamed into place (atomic: a reader sees the old file, the new one, or none)."""
    place = folder()
    if place is None:
        return
    image = pixmap.toImage().convertToFormat(_FORMAT)
    pixels = bytes(image.constBits())[:image.sizeInBytes()]
    header = _HEADER.pack(image.width(), image.height(), image.bytesPerLine(), zlib.crc32(pixels))
    target = _path(place, key)
    partial = target.with_name(f"{target.name}.{os.getpid()}.part")
    try:
        place.mkdir(parents=True, exist_ok=True)
        partial.write_bytes(MAGIC + key.encode() + b"\n" + header + pixels)
        os.replace(partial, target)
    except OSError:
        with suppress(OSError):
            partial.unlink(missing_ok=True)
        return
    if place not in _pruned:
        _pruned.add(place)
        prune(place)


def prune(place: Path) -> None:
    """Keep the newest ``KEPT_FILES`` chips of ``place`` (by when they were written) and
    remove the others, with any partial file older than ``STALE_PARTIAL``; a file another
    process removes first, or cannot be removed, is passed by."""
    chips: list[tuple[float, Path]] = []
    now = time.time()
    with suppress(OSError):
        for entry in os.scandir(place):
            with suppress(OSError):
                written = entry.stat().st_mtime
                if entry.name.endswith(".chip"):
                    chips.append((written, Path(entry.path)))
                elif entry.name.endswith(".part") and now - written > STALE_PARTIAL:
                    os.unlink(entry.path)
    chips.sort(reverse=True)
    for _written, path in chips[KEPT_FILES:]:
        with suppress(OSError):
            path.unlink()
