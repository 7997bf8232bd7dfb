"""Reading and writing game files on disk, safely.

Reading: only a regular file is read (not a device, a FIFO or a folder, also not through a
link to one), at most ``limit`` bytes, without ever blocking on a special file.

Writing is atomic and keeps its promises: the text is encoded before anything is
written; a short temporary file is written beside the real file (so any legal file name
can be saved), flushed to disk, renamed over it, and the folder is flushed too. A link
is written through to its target; a read-only file is refused, not replaced; a missing
folder is an error, never created; a failed save leaves no temporary file behind.

(Qt's QSaveFile does much of this, but its temporary name is the file's name plus a suffix,
which fails for names near the system's limit, and the engine stays free of Qt.)
"""

from __future__ import annotations

import os
import stat
from pathlib import Path

from .errors import GameFileError, sentence
from .names import printable
from .words import QT_TRANSLATE_NOOP, Line, Text


def shown_name(path: Path, limit: int = 60) -> str:
    """A file's name for a sentence: printable, and a name longer than a sentence can hold
    (the system's own limit is 255 bytes) cut in the middle, its end kept."""
    name = path.name
    if len(name) > limit:
        name = f"{name[:limit - 20]}…{name[-19:]}"
    return printable(name)


def about_file(source: str, what: Line, place: Text = "") -> Line:
    """A sentence about a file: its name (``shown_name``), the place in it if any, then what
    (``game.json: players[0].city[3]: …``). The one place that puts a file's name before a
    sentence: a sentence made here is never prefixed with the name again."""
    if place:
        return sentence(QT_TRANSLATE_NOOP("AlhambraError", "{source}: {place}: {what}"),
                        source=source, place=place, what=what)
    return sentence(QT_TRANSLATE_NOOP("AlhambraError", "{source}: {what}"), source=source, what=what)


def read_bytes(path: Path, limit: int) -> bytes:
    """The bytes of a regular file of at most ``limit`` bytes; GameFileError otherwise."""
    name = shown_name(path)
    try:
        descriptor = os.open(path, os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_BINARY", 0))
    except OSError as error:
        raise _error(name, QT_TRANSLATE_NOOP("AlhambraError", "cannot read the file ({reason})"),
                     reason=error.strerror) from None
    except ValueError:  # a NUL in the name: no system has such a file
        raise _error(name, QT_TRANSLATE_NOOP("AlhambraError", "no such file")) from None
    try:
        if not stat.S_ISREG(os.fstat(descriptor).st_mode):
            raise _error(name, QT_TRANSLATE_NOOP("AlhambraError", "not a game file (not a regular file)"))
        data = os.read(descriptor, limit + 1)
        while len(data) <= limit and (more := os.read(descriptor, limit + 1 - len(data))):
            data += more
    except OSError as error:
        raise _error(name, QT_TRANSLATE_NOOP("AlhambraError", "cannot read the file ({reason})"),
                     reason=error.strerror) from None
    finally:
        os.close(descriptor)
    if len(data) > limit:
        raise _error(name, QT_TRANSLATE_NOOP("AlhambraError", "the file is larger than a game file can be"))
    return data


def write_atomically(path: Path, text: str, *, durable: bool = True) -> None:
    """Replace the file at ``path`` (or its link's target) by ``text``, whole or not at all.
    ``durable``: flushed to the disk before the call returns (``fsync``, the file and its
    folder), so that it survives the system's crash too; without, it survives the process's
    crash (the system holds it), which is all a mark kept for a few milliseconds needs."""
    name = shown_name(path)
    try:
        data = text.encode("utf-8")
    except UnicodeEncodeError:
        raise _error(name, QT_TRANSLATE_NOOP(
            "AlhambraError", "cannot save: the game holds text that is not valid Unicode")) from None
    try:  # a name too long for the system, a folder the user may not look into: said, not raised
        target = Path(os.path.realpath(path))
        folder = target.parent
        if not folder.is_dir():
            raise _error(name, QT_TRANSLATE_NOOP(
                "AlhambraError", "cannot save: the folder {folder} does not exist"),
                         folder=printable(str(folder)))
        if target.exists() and not os.access(target, os.W_OK):
            raise _error(name, QT_TRANSLATE_NOOP("AlhambraError", "cannot save: the file is read-only"))
    except GameFileError:  # the sentences above (a ValueError too)
        raise
    except OSError as error:
        raise _error(name, QT_TRANSLATE_NOOP("AlhambraError", "cannot save ({reason})"),
                     reason=error.strerror) from None
    except ValueError:  # a NUL in the name
        raise _error(name, QT_TRANSLATE_NOOP(
            "AlhambraError", "cannot save: no file can have this name")) from None
    import tempfile  # on the first save only: reading a game (score, check) does not need it

    temporary: Path | None = None
    try:
        descriptor, temporary_name = tempfile.mkstemp(dir=folder, prefix=".alh-", suffix=".tmp")
        temporary = Path(temporary_name)
        os.chmod(temporary, _file_mode(target))
        with os.fdopen(descriptor, "wb") as handle:
            handle.write(data)
            handle.flush()
            if durable:
                os.fsync(handle.fileno())
        os.replace(temporary, target)
        temporary = None
        if durable:
            _sync_folder(folder)
    except OSError as error:
        raise _error(name, QT_TRANSLATE_NOOP("AlhambraError", "cannot save ({reason})"),
                     reason=error.strerror) from None
    finally:
        if temporary is not None:
            temporary.unlink(missing_ok=True)


def _error(name: str, text: str, **values: object) -> GameFileError:
    """The file's name, then the sentence (``text`` marked in the context ``AlhambraError``)."""
    return GameFileError(about_file(name, sentence(text, **values)))


def _file_mode(path: Path) -> int:
    """Keep the mode of the file being replaced; a new file gets the usual umask default."""
    try:
        return path.stat().st_mode & 0o777
    except OSError:
        umask = os.umask(0)
        os.umask(umask)
        return 0o666 & ~umask


def _sync_folder(folder: Path) -> None:
    """Flush the folder's entry for the renamed file (POSIX; Windows has no such call)."""
    if os.name != "posix":
        return
    descriptor = os.open(folder, os.O_RDONLY)
    try:
        os.fsync(descriptor)
    finally:
        os.close(descriptor)
