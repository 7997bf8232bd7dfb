"""The history file: each migration, and every file that cannot be the history said in one
sentence, kept (never deleted) and the app going on; a kill in the middle of a write and two
processes writing at once."""

from __future__ import annotations

import os
import sqlite3
import subprocess
import sys
import textwrap
from pathlib import Path

import pytest

from alhambra_gui.history import History, schema
from tests.history_games import made

REPO = Path(__file__).resolve().parents[1]


def version(path: Path) -> int:
    with sqlite3.connect(path) as db:
        return db.execute("PRAGMA user_version").fetchone()[0]


# ---- migrations -------------------------------------------------------------------------

def test_migration_1_makes_the_tables_on_an_empty_file(tmp_path):
    db = sqlite3.connect(tmp_path / "h.sqlite", isolation_level=None)
    schema.migrate(db, to=1)
    tables = {r[0] for r in db.execute("SELECT name FROM sqlite_master WHERE type = 'table'")}
    assert tables == {"profiles", "games", "seats", "scores", "terms", "buildings"}
    assert db.execute("PRAGMA user_version").fetchone()[0] == 1
    assert db.execute("PRAGMA application_id").fetchone()[0] == schema.APPLICATION_ID


def test_migration_2_dates_the_games_already_there(tmp_path):
    path = tmp_path / "h.sqlite"
    db = sqlite3.connect(path, isolation_level=None)
    schema.migrate(db, to=1)
    db.execute("INSERT INTO games (play_id, content_hash, variant, modules, ended, file) "
               "VALUES ('p', 'h', 'alhambra', '', '2024-05-01 20:00:00', '{}')")
    db.close()
    db = sqlite3.connect(path, isolation_level=None)
    schema.migrate(db, to=2)
    assert version(path) == 2
    assert db.execute("SELECT added FROM games").fetchone()[0] == "2024-05-01 20:00:00"
    assert "games_ended" in {r[0] for r in db.execute("SELECT name FROM sqlite_master")}


def test_migration_3_sums_the_sources_of_the_games_already_there(tmp_path):
    path = tmp_path / "h.sqlite"
    db = sqlite3.connect(path, isolation_level=None)
    schema.migrate(db, to=2)
    db.execute("INSERT INTO profiles VALUES (1, 'Anna', 'anna', NULL, NULL)")
    db.execute("INSERT INTO games (id, play_id, content_hash, variant, modules, ended, file, added) "
               "VALUES (1, 'p', 'h', 'alhambra', '', '2024-05-01 20:00:00', '{}', '2024-05-01 20:00:00')")
    db.execute("INSERT INTO seats (id, game_id, profile_id, seat, name, total, rank, winner, wall, "
               "counts_only) VALUES (7, 1, 1, 0, 'Anna', 30, 1, 1, 4, 0)")
    db.executemany("INSERT INTO scores VALUES (7, ?, ?)", [(1, 5), (2, 10), (3, 15)])
    db.executemany("INSERT INTO terms VALUES (7, ?, ?, ?, ?, ?, ?)", [
        (2, 0, "buildings", "garden", 6, 1), (2, 1, "wall", "wall", 4, None),
        (3, 0, "buildings", "garden", 11, 1), (3, 1, "wall", "wall", 4, None)])
    schema.migrate(db, to=3)
    assert db.execute("SELECT * FROM sources ORDER BY position").fetchall() == [
        (7, "buildings", "garden", 0, 17, 2), (7, "wall", "wall", 1, 8, 0)]
    assert db.execute("SELECT scorings, detailed FROM seats").fetchone() == (3, 2)


def test_migration_4_moves_the_game_files_into_their_own_table(tmp_path):
    path = tmp_path / "h.sqlite"
    db = sqlite3.connect(path, isolation_level=None)
    schema.migrate(db, to=3)
    db.execute("INSERT INTO games (id, play_id, content_hash, variant, modules, ended, file, added) "
               "VALUES (4, 'p', 'h', 'alhambra', '', '2024-05-01 20:00:00', '{\"x\": 1}', '2024-05-01')")
    schema.migrate(db, to=4)
    assert version(path) == 4
    assert db.execute("SELECT file FROM files WHERE game_id = 4").fetchone()[0] == '{"x": 1}'
    assert "file" not in {r[1] for r in db.execute("PRAGMA table_info(games)")}


def test_migration_5_dates_the_deletions_already_there(tmp_path):
    path = tmp_path / "h.sqlite"
    db = sqlite3.connect(path, isolation_level=None)
    schema.migrate(db, to=4)
    for game_id, deleted in ((1, 0), (2, 1)):
        db.execute("INSERT INTO games (id, play_id, content_hash, variant, modules, ended, added, deleted) "
                   "VALUES (?, ?, 'h', 'alhambra', '', '2024-05-01 20:00:00', '2024-05-01', ?)",
                   (game_id, f"p{game_id}", deleted))
    db.close()
    history = History.open(path).history  # opening migrates to the newest version
    assert version(path) == schema.VERSION
    dated = dict(history.tuples("SELECT id, deleted_at IS NOT NULL FROM games"))
    assert dated == {1: 0, 2: 1}  # kept, counted from now: an older window may still undo it
    assert "buildings_type" in {r[0] for r in history.tuples("SELECT name FROM sqlite_master")}


def test_migration_6_indexes_the_seats_by_player_for_the_statistics(tmp_path):
    path = tmp_path / "h.sqlite"
    db = sqlite3.connect(path, isolation_level=None)
    schema.migrate(db, to=5)
    db.execute("INSERT INTO profiles VALUES (1, 'Anna', 'anna', NULL, NULL)")
    db.execute("INSERT INTO games (id, play_id, content_hash, variant, modules, ended, added) "
               "VALUES (1, 'p', 'h', 'alhambra', '', '2024-05-01 20:00:00', '2024-05-01')")
    db.execute("INSERT INTO seats (id, game_id, profile_id, seat, name, total, rank, winner, wall, "
               "counts_only) VALUES (7, 1, 1, 0, 'Anna', 30, 1, 1, 4, 0)")
    db.close()
    history = History.open(path).history  # opening migrates to the newest version
    assert version(path) == schema.VERSION == 6
    assert "seats_standing" in {r[0] for r in history.tuples("SELECT name FROM sqlite_master")}
    plan = [r[-1] for r in history.tuples(
        "EXPLAIN QUERY PLAN SELECT profile_id, count(*), sum(winner), max(total), max(wall) FROM seats "
        "GROUP BY profile_id")]
    assert plan == ["SCAN seats USING COVERING INDEX seats_standing"]  # no seat sorted, no row read


def test_a_failed_migration_leaves_the_version_before(tmp_path, monkeypatch):
    db = sqlite3.connect(tmp_path / "h.sqlite", isolation_level=None)
    schema.migrate(db, to=1)

    def broken(connection):
        connection.execute("ALTER TABLE games ADD COLUMN added TEXT")
        raise sqlite3.OperationalError("disk full")

    monkeypatch.setattr(schema, "MIGRATIONS", (schema.MIGRATIONS[0], broken))
    with pytest.raises(sqlite3.OperationalError):
        schema.migrate(db)
    assert db.execute("PRAGMA user_version").fetchone()[0] == 1
    assert "added" not in {r[1] for r in db.execute("PRAGMA table_info(games)")}


def test_the_file_is_in_wal_mode_with_foreign_keys(tmp_path):
    history = History.open(tmp_path / "h.sqlite").history
    assert history.rows("PRAGMA journal_mode")[0][0] == "wal"
    assert history.rows("PRAGMA foreign_keys")[0][0] == 1
    assert history.rows("PRAGMA busy_timeout")[0][0] >= 5000


# ---- files that cannot be the history ----------------------------------------------------

def kept_files(folder: Path) -> list[Path]:
    return sorted(p for p in folder.iterdir() if "-kept-" in p.name and p.suffix == ".sqlite")


@pytest.mark.parametrize("content", [b"not a database at all\n" * 100,
                                     b"SQLite format 3\x00" + b"\xff" * 5000])
def test_a_file_that_is_not_sqlite_is_moved_aside_and_a_new_history_started(tmp_path, content):
    path = tmp_path / "history.sqlite"
    path.write_bytes(content)
    opened = History.open(path)
    assert opened.history is not None and opened.history.count() == 0
    said = opened.problem.english()
    assert "is not a readable SQLite database" in said and "a new history was started" in said
    (kept,) = kept_files(tmp_path)
    assert kept.read_bytes() == content and str(kept) in said


def test_a_truncated_history_is_moved_aside(tmp_path):
    path = tmp_path / "history.sqlite"
    history = History.open(path).history
    for day in range(300):
        history.add(made({"Anna": (day, 1, 1), "Ben": (2, 2, 2)}, day=day))
    history.close()
    size = path.stat().st_size
    with open(path, "r+b") as handle:
        handle.truncate(size // 2)
    opened = History.open(path)
    assert opened.history is not None and opened.history.count() == 0
    assert "a new history was started" in opened.problem.english()
    assert kept_files(tmp_path)[0].stat().st_size == size // 2


def test_another_programs_database_is_not_taken_for_a_history(tmp_path):
    path = tmp_path / "history.sqlite"
    with sqlite3.connect(path) as db:
        db.execute("CREATE TABLE recipes (name TEXT)")
    opened = History.open(path)
    assert "a database of another program" in opened.problem.english()
    assert opened.history.count() == 0 and len(kept_files(tmp_path)) == 1


def test_a_history_from_a_newer_version_is_left_alone(tmp_path):
    path = tmp_path / "history.sqlite"
    History.open(path).history.close()
    with sqlite3.connect(path) as db:
        db.execute("PRAGMA user_version = 9")
    before = path.read_bytes()
    opened = History.open(path)
    assert opened.history is None
    said = opened.problem.english()
    assert f"written by a newer version of the app (schema 9; this one reads up to {schema.VERSION})" in said
    assert path.read_bytes() == before and not kept_files(tmp_path)


def test_a_read_only_history_is_shown_but_not_written(tmp_path, monkeypatch):
    path = tmp_path / "history.sqlite"
    history = History.open(path).history
    history.add(made({"Anna": (1, 1, 1)}))
    history.close()
    path.chmod(0o444)
    # Root may write any file: the app asks the system whether it may, as for any user.
    real_access = os.access
    monkeypatch.setattr("alhambra_gui.history.store.os.access",
                        lambda p, mode: mode != os.W_OK and real_access(p, mode) if Path(p) == path
                        else real_access(p, mode))
    before = path.read_bytes()
    opened = History.open(path)
    assert "is read-only: its games are shown, but no game is added to it" in opened.problem.english()
    assert opened.history.count() == 1
    with pytest.raises(Exception, match="is read-only"):
        opened.history.add(made({"Ben": (1, 1, 1)}))
    with pytest.raises(sqlite3.OperationalError, match="readonly"):  # sqlite refuses it too
        opened.history._db.execute("DELETE FROM games")
    assert path.read_bytes() == before


# ---- processes ----------------------------------------------------------------------------

CHILD = textwrap.dedent("""
    import sys, time
    from pathlib import Path
    from alhambra_gui.history import History, store
    from tests.history_games import made

    path, mode, count = Path(sys.argv[1]), sys.argv[2], int(sys.argv[3])
    history = History.open(path).history
    if mode == "stall":  # stop for good halfway through writing a game's seats
        real = store.History._profile_for
        def stalling(db, name, colour):
            if name == "Ben":
                (path.parent / "inside").write_text("writing")
                time.sleep(600)
            return real(db, name, colour)
        store.History._profile_for = staticmethod(stalling)
    for n in range(count):
        history.add(made({"Anna": (n, 1, 1), "Ben": (1, 2, 3), mode: (0, 0, n)}, day=n))
    print("done")
""")


def child(path: Path, mode: str, count: int) -> subprocess.Popen[str]:
    env = dict(os.environ, PYTHONPATH=str(REPO))
    return subprocess.Popen([sys.executable, "-c", CHILD, str(path), mode, str(count)], cwd=REPO, env=env,
                            stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)


@pytest.mark.skipif(sys.platform.startswith("win"), reason="kill -9 is a POSIX signal")
def test_a_kill_in_the_middle_of_adding_a_game_leaves_the_history_as_it_was(tmp_path):
    import signal
    import time

    path = tmp_path / "history.sqlite"
    history = History.open(path).history
    history.add(made({"Chen": (1, 1, 1)}))
    history.close()
    writer = child(path, "stall", 1)
    marker = tmp_path / "inside"
    deadline = time.monotonic() + 60
    while not marker.exists() and writer.poll() is None and time.monotonic() < deadline:
        time.sleep(0.02)  # waits for the child to be inside its transaction (not a timed assert)
    assert marker.exists(), writer.stderr.read() if writer.poll() is not None else "no marker"
    writer.send_signal(signal.SIGKILL)
    writer.communicate()
    assert writer.returncode == -signal.SIGKILL
    opened = History.open(path)
    assert opened.problem is None
    assert opened.history.rows("PRAGMA integrity_check")[0][0] == "ok"
    assert opened.history.count() == 1  # as before: none of the half-written game
    assert [p.name for p in opened.history.profiles()] == ["Chen"]


def test_two_processes_adding_games_at_once_both_succeed(tmp_path):
    path = tmp_path / "history.sqlite"
    History.open(path).history.close()
    writers = [child(path, mode, 25) for mode in ("Dora", "Emil")]
    results = [w.communicate(timeout=120) for w in writers]
    assert [w.returncode for w in writers] == [0, 0], results
    history = History.open(path).history
    assert history.count() == 50
    assert {p.name for p in history.profiles()} == {"Anna", "Ben", "Dora", "Emil"}
