"""The history's schema, versioned with ``PRAGMA user_version``: each migration takes the
database from the version before it to its own, inside the transaction that sets the
version (tests/test_history_files.py has a test per migration).

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
            deleted INTEGER NOT NULL DEFAULT 0     -- deleted (undo: see _v5)
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


def _v3(db: sqlite3.Connection) -> None:
    """Each player's points per source over a game's scorings with their terms, and how many
    scorings the seat has and how many of them with terms: a player's statistics read a
    seventh of the rows (10 000 games: 0.2 s before, milliseconds after)."""
    _run(db, """
        CREATE TABLE sources (
            seat_id INTEGER NOT NULL REFERENCES seats(id) ON DELETE CASCADE,
            source TEXT NOT NULL,
            key TEXT NOT NULL,
            position INTEGER NOT NULL,
            points INTEGER NOT NULL,               -- over the scorings with their terms
            firsts INTEGER NOT NULL,               -- scorings with the first place of this majority
            PRIMARY KEY (seat_id, key)
        ) WITHOUT ROWID;
        INSERT INTO sources
            SELECT seat_id, source, key, min(position), sum(points),
                   sum(source = 'buildings' AND place = 1) FROM terms GROUP BY seat_id, source, key;
        ALTER TABLE seats ADD COLUMN scorings INTEGER NOT NULL DEFAULT 0;
        ALTER TABLE seats ADD COLUMN detailed INTEGER NOT NULL DEFAULT 0;  -- scorings with terms
        UPDATE seats SET scorings = (SELECT count(*) FROM scores WHERE seat_id = seats.id),
                         detailed = (SELECT count(DISTINCT round) FROM terms WHERE seat_id = seats.id)
    """)


def _v4(db: sqlite3.Connection) -> None:
    """The game files in a table of their own: the list of games then reads a small table
    (10 000 games, each file 2-5 KB, spread the games over 10 MB of pages before)."""
    _run(db, """
        CREATE TABLE files (
            game_id INTEGER PRIMARY KEY REFERENCES games(id) ON DELETE CASCADE,
            file TEXT NOT NULL
        );
        INSERT INTO files SELECT id, file FROM games
    """)
    if sqlite3.sqlite_version_info >= (3, 35):
        db.execute("ALTER TABLE games DROP COLUMN file")
    else:  # no DROP COLUMN before SQLite 3.35: the column stays, empty
        db.execute("UPDATE games SET file = ''")


def _v5(db: sqlite3.Connection) -> None:
    """When each game was deleted: a deleted game stays until the window that deleted it
    closes (its Undo brings it back until then, whatever other processes open the history),
    or, left by a window that never closed, until it is old (``store.PURGE_AFTER_DAYS``).
    Games deleted before this version count from now. And the buildings by type and count:
    the records find each type's most buildings from the top of an index (10 000 games:
    0.5 s of scans before, milliseconds after)."""
    db.execute("ALTER TABLE games ADD COLUMN deleted_at TEXT")
    db.execute("UPDATE games SET deleted_at = datetime('now') WHERE deleted != 0")
    db.execute("CREATE INDEX buildings_type ON buildings(type, count)")


def _v6(db: sqlite3.Connection) -> None:
    """The seats by player with what the statistics read of them: every player's standing
    is then counted down the index, player after player (10 000 games: 40 000 seats sorted
    by player before, none after), and a player's totals and scorings read no seat's row."""
    db.execute("CREATE INDEX seats_standing ON seats(profile_id, game_id, total, winner, wall, scorings, "
               "detailed)")


#: Migration n takes a database of version n - 1 to version n.
MIGRATIONS: tuple[Callable[[sqlite3.Connection], None], ...] = (_v1, _v2, _v3, _v4, _v5, _v6)
VERSION = len(MIGRATIONS)


def migrate(db: sqlite3.Connection, *, to: int = VERSION) -> None:
    """Bring the database to version ``to`` in one transaction (all of it, or none). The
    version is read again once the transaction holds the write lock: two processes opening an
    older history (or creating a new one) at once migrate it once; the second finds it done."""
    if db.execute("PRAGMA user_version").fetchone()[0] >= to:
        return
    db.execute("BEGIN IMMEDIATE")
    try:
        current = db.execute("PRAGMA user_version").fetchone()[0]
        for version in range(current + 1, to + 1):
            MIGRATIONS[version - 1](db)
        if current < to:
            db.execute(f"PRAGMA application_id = {APPLICATION_ID}")
            db.execute(f"PRAGMA user_version = {to}")
    except BaseException:
        db.execute("ROLLBACK")
        raise
    db.execute("COMMIT")
