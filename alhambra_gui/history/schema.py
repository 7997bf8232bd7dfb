"""The history's schema, versioned with ``PRAGMA user_version``: each migration takes the
database from the version before it to its own, inside the transaction that sets the
version (tests/test_history_schema.py has a test per migration).

The file is marked as ours with ``PRAGMA application_id``, so that another program's SQLite
file is told from a history.
"""

from __future__ import annotations

import sqlite3
from collections.abc import Callable

#: "ALHH" as a 32-bit number: what ``PRAGMA application_id`` holds in a history.
APPLICATION_ID = 0x414C4848


def _v1(db: sqlite3.Connection) -> None:
    """Games, the seats of their players (linked to profiles), each scoring's points and
    terms, the buildings each player counted at the end."""
    _run(db, """
        CREATE TABLE profiles (
            id INTEGER PRIMARY KEY,
            name TEXT NOT NULL,
            key TEXT NOT NULL UNIQUE,              -- engine.names.name_key(name)
            colour TEXT,                           -- #rrggbb, the colour last played with
            merged_into INTEGER REFERENCES profiles(id)
        );
        CREATE TABLE games (
            id INTEGER PRIMARY KEY,
            play_id TEXT NOT NULL UNIQUE,          -- stable per game: BG Stats' sourcePlayId
            content_hash TEXT NOT NULL,            -- of the game file: what finds a copy
            variant TEXT NOT NULL,
            modules TEXT NOT NULL,                 -- module ids, comma-separated
            ended TEXT NOT NULL,                   -- UTC, YYYY-MM-DD HH:MM:SS
            started TEXT,
            dirk_total INTEGER,
            file TEXT NOT NULL,                    -- the whole game file at the end
            source TEXT NOT NULL DEFAULT '',       -- the file it was imported from
            deleted INTEGER NOT NULL DEFAULT 0     -- deleted, until the next start (undo)
        );
        CREATE INDEX games_hash ON games(content_hash);
        CREATE TABLE seats (
            id INTEGER PRIMARY KEY,
            game_id INTEGER NOT NULL REFERENCES games(id) ON DELETE CASCADE,
            profile_id INTEGER NOT NULL REFERENCES profiles(id),
            seat INTEGER NOT NULL,
            name TEXT NOT NULL,                    -- as the game file has it
            colour TEXT,
            total INTEGER NOT NULL,
            rank INTEGER NOT NULL,
            winner INTEGER NOT NULL,
            wall INTEGER NOT NULL,
            counts_only INTEGER NOT NULL,
            UNIQUE (game_id, seat)
        );
        CREATE INDEX seats_profile ON seats(profile_id);
        CREATE TABLE scores (
            seat_id INTEGER NOT NULL REFERENCES seats(id) ON DELETE CASCADE,
            round INTEGER NOT NULL,
            points INTEGER NOT NULL,
            PRIMARY KEY (seat_id, round)
        ) WITHOUT ROWID;
        CREATE TABLE terms (
            seat_id INTEGER NOT NULL REFERENCES seats(id) ON DELETE CASCADE,
            round INTEGER NOT NULL,
            position INTEGER NOT NULL,             -- the term's place in its score
            source TEXT NOT NULL,
            key TEXT NOT NULL,
            points INTEGER NOT NULL,
            place INTEGER,
            PRIMARY KEY (seat_id, round, key)
        ) WITHOUT ROWID;
        CREATE TABLE buildings (
            seat_id INTEGER NOT NULL REFERENCES seats(id) ON DELETE CASCADE,
            type TEXT NOT NULL,
            count REAL NOT NULL,
            PRIMARY KEY (seat_id, type)
        ) WITHOUT ROWID;
    """)


def _run(db: sqlite3.Connection, script: str) -> None:
    """Each statement of a script inside the transaction under way (``executescript``
    would commit it first)."""
    for statement in script.split(";"):
        if statement.strip():
            db.execute(statement)


def _v2(db: sqlite3.Connection) -> None:
    """When each game entered the history (games before this version: when they ended),
    and the list's order (newest first) by an index."""
    db.execute("ALTER TABLE games ADD COLUMN added TEXT")
    db.execute("UPDATE games SET added = ended")
    db.execute("CREATE INDEX games_ended ON games(ended)")


#: Migration n takes a database of version n - 1 to version n.
MIGRATIONS: tuple[Callable[[sqlite3.Connection], None], ...] = (_v1, _v2)
VERSION = len(MIGRATIONS)


def migrate(db: sqlite3.Connection, *, to: int = VERSION) -> None:
    """Bring the database to version ``to``, one migration and one transaction at a time."""
    current = db.execute("PRAGMA user_version").fetchone()[0]
    for version in range(current + 1, to + 1):
        db.execute("BEGIN IMMEDIATE")
        try:
            MIGRATIONS[version - 1](db)
            db.execute(f"PRAGMA application_id = {APPLICATION_ID}")
            db.execute(f"PRAGMA user_version = {version}")
        except BaseException:
            db.execute("ROLLBACK")
            raise
        db.execute("COMMIT")
