"""Opening the history's file: the connection (foreign keys, busy timeout; read-only when
the file or its folder may not be written), the checks that tell a history from any other
file, and what SQLite's errors mean for the file.

Only a file SQLite says is damaged (``SQLITE_CORRUPT``) or not a database at all
(``SQLITE_NOTADB``), a file cut off, or another program's database is moved aside. A file
another program holds (``SQLITE_BUSY``, ``SQLITE_LOCKED``: a database browser with unsaved
edits, ``sqlite3`` inside ``BEGIN IMMEDIATE``) is healthy: it is said to be in use and left
exactly as it is; any other error (a disk error, no permission) leaves it as it is too.
"""

from __future__ import annotations

import sqlite3
import uuid
from datetime import UTC, datetime
from pathlib import Path

from ..engine.errors import sentence
from ..engine.words import QT_TRANSLATE_NOOP, Line
from . import schema

#: How long a write waits for another process's write to end before it says the history is
#: in use (two windows adding a game at once wait for each other well within it).
BUSY_TIMEOUT_S = 10.0
_BUSY = frozenset({sqlite3.SQLITE_BUSY, sqlite3.SQLITE_LOCKED})
_DAMAGED = frozenset({sqlite3.SQLITE_CORRUPT, sqlite3.SQLITE_NOTADB})


class Unusable(Exception):
    """Why a file cannot be the history: ``line`` says it; ``aside``: move it aside;
    ``busy``: another program holds it (try again later)."""

    def __init__(self, line: Line, *, aside: bool, busy: bool = False) -> None:
        super().__init__(line.english())
        self.line, self.aside, self.busy = line, aside, busy


def busy(error: sqlite3.Error) -> bool:
    """Another connection holds the file (it is healthy: try again later)."""
    return ((getattr(error, "sqlite_errorcode", None) or 0) & 0xFF) in _BUSY


def damaged(error: sqlite3.Error) -> bool:
    """SQLite says the file is damaged or no database at all."""
    return ((getattr(error, "sqlite_errorcode", None) or 0) & 0xFF) in _DAMAGED


def in_use(path: Path) -> Line:
    return sentence(QT_TRANSLATE_NOOP(
        "AlhambraError", "the history {file} is in use by another program; try again"), file=str(path))


def refusal(error: sqlite3.Error, path: Path, damage: str) -> Unusable:
    """What an error met while opening means: damage (``damage`` words it) moves the file
    aside; in use, or anything else (a disk error, no permission), leaves it as it is."""
    if busy(error):
        return Unusable(in_use(path), aside=False, busy=True)
    if damaged(error):
        return Unusable(sentence(damage, file=str(path), reason=str(error)), aside=True)
    return Unusable(sentence(QT_TRANSLATE_NOOP(
        "AlhambraError", "the history {file} cannot be opened ({reason}): the app goes on without a "
        "history"), file=str(path), reason=str(error)), aside=False)


def connect(path: Path, read_only: bool, timeout: float = BUSY_TIMEOUT_S) -> sqlite3.Connection:
    """A connection in autocommit (each write opens its own transaction). A read-only one
    opens a ``mode=ro`` URI and creates nothing beside the file: with no write-ahead log
    there (no writer), it reads the file as it stands (``immutable``); with one, it reads
    the log too, where it can."""
    if read_only:
        uri = path.resolve().as_uri() + "?mode=ro"
        if not path.with_name(path.name + "-wal").exists():
            uri += "&immutable=1"
        try:
            db = sqlite3.connect(uri, uri=True, timeout=timeout, isolation_level=None)
            db.execute("PRAGMA user_version").fetchone()
        except sqlite3.OperationalError as error:  # a log it cannot share in a folder it cannot write
            if busy(error) or "immutable" in uri:
                raise
            db = sqlite3.connect(uri + "&immutable=1", uri=True, timeout=timeout, isolation_level=None)
    else:
        db = sqlite3.connect(path, timeout=timeout, isolation_level=None)
    db.row_factory = sqlite3.Row
    db.execute(f"PRAGMA busy_timeout = {int(timeout * 1000)}")
    db.execute("PRAGMA foreign_keys = ON")
    return db


def check(db: sqlite3.Connection, path: Path, read_only: bool) -> None:
    """Refuse a file that is not a history of a version this app reads. Its marks are read
    in one transaction: a history another process is creating is seen before or after,
    never half made."""
    try:
        db.execute("BEGIN")
        try:
            application = db.execute("PRAGMA application_id").fetchone()[0]
            version = db.execute("PRAGMA user_version").fetchone()[0]
            tables = db.execute("SELECT count(*) FROM sqlite_master").fetchone()[0]
            if application == schema.APPLICATION_ID:
                _check_whole(db, path)
        finally:
            db.execute("COMMIT")
    except sqlite3.DatabaseError as error:
        raise refusal(error, path, QT_TRANSLATE_NOOP(
            "AlhambraError", "the history {file} is not a readable SQLite database ({reason})")) from None
    if application != schema.APPLICATION_ID and tables:
        raise Unusable(sentence(QT_TRANSLATE_NOOP(
            "AlhambraError", "the file {file} is a database of another program, not a history"),
            file=str(path)), aside=True)
    if version > schema.VERSION:
        raise Unusable(sentence(QT_TRANSLATE_NOOP(
            "AlhambraError", "the history {file} was written by a newer version of the app (schema "
            "{version}; this one reads up to {known}): it is left as it is, and the app goes on "
            "without a history"), file=str(path), version=version, known=schema.VERSION), aside=False)
    if read_only and version < schema.VERSION:
        raise Unusable(sentence(QT_TRANSLATE_NOOP(
            "AlhambraError", "the history {file} is read-only and from an older version of the app: "
            "the app goes on without a history"), file=str(path)), aside=False)


def _check_whole(db: sqlite3.Connection, path: Path) -> None:
    """A cut-off file (a copy that broke off, a full disk) is told by its size: shorter than
    the pages its header counts, with no write-ahead log that holds the rest. (Damage inside
    a page shows when the page is read: ``History`` says so then. ``PRAGMA quick_check``
    would read every page, 0.12 s for 10 000 games, at every start.)"""
    pages = db.execute("PRAGMA page_count").fetchone()[0]
    size = db.execute("PRAGMA page_size").fetchone()[0]
    log = path.with_name(path.name + "-wal")
    if path.stat().st_size < pages * size and not (log.exists() and log.stat().st_size):
        raise Unusable(sentence(QT_TRANSLATE_NOOP(
            "AlhambraError", "the history {file} is not a readable SQLite database ({reason})"),
            file=str(path), reason=f"the file is cut off: {path.stat().st_size} of {pages * size} bytes"),
            aside=True)
    if db.execute("SELECT 1 FROM sqlite_master WHERE name = 'games'").fetchone():
        db.execute("SELECT max(id), min(id) FROM games").fetchone()  # the table's first and last pages


def use_wal(db: sqlite3.Connection) -> None:
    """Write-ahead logging (readers never wait for a writer), once per file: the switch waits
    for no one, so a file another process holds stays as it is until the next open."""
    try:
        if db.execute("PRAGMA journal_mode").fetchone()[0] != "wal":
            db.execute("PRAGMA journal_mode = WAL")
    except sqlite3.OperationalError as error:
        if not busy(error):
            raise


def move_aside(path: Path) -> Path:
    """Keep a file that cannot be the history beside it, under a name of its own."""
    moment = datetime.now(UTC).strftime("%Y%m%d-%H%M%S")
    kept = path.with_name(f"{path.stem}-kept-{moment}-{uuid.uuid4().hex[:6]}{path.suffix}")
    path.replace(kept)
    for suffix in ("-wal", "-shm"):
        extra = path.with_name(path.name + suffix)
        if extra.exists():
            extra.replace(kept.with_name(kept.name + suffix))
    return kept
