"""Opening the history's file: the connection (foreign keys, busy timeout; read-only when
the file may not be written) and the checks that tell a history from any other file."""

from __future__ import annotations

import sqlite3
import uuid
from datetime import UTC, datetime
from pathlib import Path

from ..engine.errors import sentence
from ..engine.words import QT_TRANSLATE_NOOP, Line
from . import schema

BUSY_TIMEOUT_S = 10.0


class Unusable(Exception):
    """Why a file cannot be the history: ``line`` says it; ``aside``: move it aside."""

    def __init__(self, line: Line, *, aside: bool) -> None:
        super().__init__(line.english())
        self.line, self.aside = line, aside


def connect(path: Path, read_only: bool) -> sqlite3.Connection:
    if read_only:
        uri = path.resolve().as_uri() + "?mode=ro"
        try:
            db = sqlite3.connect(uri, uri=True, timeout=BUSY_TIMEOUT_S, isolation_level=None)
            db.execute("PRAGMA user_version").fetchone()
        except sqlite3.OperationalError:  # a WAL file in a folder it cannot write to
            db = sqlite3.connect(uri + "&immutable=1", uri=True, timeout=BUSY_TIMEOUT_S,
                                 isolation_level=None)
    else:
        db = sqlite3.connect(path, timeout=BUSY_TIMEOUT_S, isolation_level=None)
    db.row_factory = sqlite3.Row
    db.execute(f"PRAGMA busy_timeout = {int(BUSY_TIMEOUT_S * 1000)}")
    db.execute("PRAGMA foreign_keys = ON")
    return db


def check(db: sqlite3.Connection, path: Path, read_only: bool) -> None:
    """Refuse a file that is not a history of a version this app reads."""
    try:
        application = db.execute("PRAGMA application_id").fetchone()[0]
        version = db.execute("PRAGMA user_version").fetchone()[0]
        tables = db.execute("SELECT count(*) FROM sqlite_master").fetchone()[0]
        if application == schema.APPLICATION_ID:
            _check_whole(db, path)
    except sqlite3.DatabaseError as error:
        reason = str(error)
        raise Unusable(sentence(QT_TRANSLATE_NOOP(
            "AlhambraError", "the history {file} is not a readable SQLite database ({reason})"),
            file=str(path), reason=reason), aside=True) from None
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
        raise sqlite3.DatabaseError(f"the file is cut off: {path.stat().st_size} of {pages * size} bytes")
    if db.execute("SELECT 1 FROM sqlite_master WHERE name = 'games'").fetchone():
        db.execute("SELECT max(id), min(id) FROM games").fetchone()  # the table's first and last pages


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
