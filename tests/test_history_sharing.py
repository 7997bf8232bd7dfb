"""One history, two processes (issue 26, items 1-4 and 6): a deletion undone after another
process opened the history; a history another program holds is in use, never damaged;
two processes migrating or creating one history at once; a history in a read-only folder.

Where the order of two processes matters, a second connection in the test holds the
write lock and a thread opens the history behind it: the thread's connection says (by
its trace) when it asks for the lock, and the test then does what the other process
would, so that every interleaving the issue names is run, not waited for by chance."""

from __future__ import annotations

import os
import sqlite3
import subprocess
import sys
import threading
from pathlib import Path

import pytest

from alhambra_gui.app.history import GameHistory
from alhambra_gui.app.session import GameSession
from alhambra_gui.history import History, HistoryError, schema, store
from tests.history_games import made

REPO = Path(__file__).resolve().parents[1]
IN_USE = "is in use by another program; try again"


def kept_files(folder: Path) -> list[Path]:
    return sorted(p for p in folder.iterdir() if "-kept-" in p.name)


def command(path: Path, *args: str) -> subprocess.CompletedProcess[str]:
    """``alhambra-gui history ...`` in a process of its own."""
    env = dict(os.environ, PYTHONPATH=str(REPO))
    return subprocess.run([sys.executable, "-m", "alhambra_gui", "history", "--history", str(path), *args],
                          cwd=REPO, env=env, capture_output=True, text=True, timeout=120)


def history_of_version(path: Path, version: int, games: int = 2) -> None:
    """A history as an older app left it: ``version`` of the schema, ``games`` games, WAL."""
    db = sqlite3.connect(path, isolation_level=None)
    db.execute("PRAGMA journal_mode = WAL")
    schema.migrate(db, to=version)
    db.execute("INSERT INTO profiles VALUES (1, 'Anna', 'anna', NULL, NULL)")
    for game in range(1, games + 1):
        db.execute("INSERT INTO games (id, play_id, content_hash, variant, modules, ended, file, added) "
                   "VALUES (?, ?, ?, 'alhambra', '', '2024-05-01 20:00:00', '{}', '2024-05-01 20:00:00')",
                   (game, f"p{game}", f"h{game}"))
        db.execute("INSERT INTO seats (game_id, profile_id, seat, name, total, rank, winner, wall, "
                   "counts_only) VALUES (?, 1, 0, 'Anna', 30, 1, 1, 4, 0)", (game,))
    db.close()


# ---- 1. a deletion is undone whatever another process opened ---------------------------------

def test_a_deletion_is_undone_after_another_process_opened_the_history(qapp, tmp_path):
    path = tmp_path / "history.sqlite"
    history = History.open(path).history
    kept, gone = (history.add(made({"Anna": (1, 2, 3), "Ben": (3, 3, day)}, day=day)) for day in (1, 2))
    history.close()
    window = GameHistory(GameSession(), path)
    window.delete_games([gone])
    assert [r.id for r in window.store().games()] == [kept]
    listed = command(path, "list")  # a terminal opens the history meanwhile
    assert listed.returncode == 0 and "1 game(s)" in listed.stdout
    window.undo_stack.undo()
    assert [r.id for r in window.store().games()] == [gone, kept]
    assert "2 game(s)" in command(path, "list").stdout


def test_the_window_purges_its_own_deletions_when_it_closes(qapp, tmp_path):
    path = tmp_path / "history.sqlite"
    history = History.open(path).history
    first, second, third = (history.add(made({"Anna": (1, 2, day)}, day=day)) for day in (1, 2, 3))
    window = GameHistory(GameSession(), path)
    window.delete_games([first])
    window.delete_games([second])
    window.undo_stack.undo()  # second comes back
    history.delete(third)  # another window's deletion, which it may still undo
    assert sorted(r[0] for r in history.tuples("SELECT id FROM games")) == [first, second, third]
    window.close()
    assert sorted(r[0] for r in history.tuples("SELECT id FROM games")) == [second, third]
    history.restore(third)
    assert [r.id for r in history.games()] == [third, second]


def test_a_deletion_left_by_a_window_that_never_closed_is_purged_when_old(tmp_path):
    path = tmp_path / "history.sqlite"
    history = History.open(path).history
    old, recent = (history.add(made({"Anna": (1, 2, day)}, day=day)) for day in (1, 2))
    history.delete(old)
    history.delete(recent)
    history._db.execute("UPDATE games SET deleted_at = datetime('now', '-31 days') WHERE id = ?", (old,))
    history.close()
    again = History.open(path).history
    assert [r[0] for r in again.tuples("SELECT id FROM games")] == [recent]
    with pytest.raises(HistoryError, match=f"there is no game {old} in the history"):
        again.restore(old)  # an Undo that cannot bring it back says so, never "done"


def test_a_restore_never_makes_a_second_copy(tmp_path):
    history = History.open(tmp_path / "history.sqlite").history
    record = made({"Anna": (1, 2, 3)})
    first = history.add(record)
    history.delete(first)
    again = history.add(record)  # the same game file added while the first was deleted
    with pytest.raises(HistoryError, match=f"already in the history \\(game {again}\\)"):
        history.restore(first)
    assert history.count() == 1


# ---- 2. a history another program holds is in use, never damaged --------------------------------

@pytest.fixture
def holder():
    """A second connection (another program): ``hold(path, how)`` begins a transaction of
    that kind and keeps it until the test ends."""
    held: list[sqlite3.Connection] = []

    def hold(path: Path, how: str = "IMMEDIATE") -> sqlite3.Connection:
        db = sqlite3.connect(path, isolation_level=None, timeout=5)
        db.execute(f"BEGIN {how}")
        held.append(db)
        return db

    yield hold
    for db in held:
        if db.in_transaction:
            db.execute("ROLLBACK")
        db.close()


def test_a_history_another_program_writes_to_is_read_and_its_writes_wait(tmp_path, holder):
    path = tmp_path / "history.sqlite"
    history = History.open(path).history
    history.add(made({"Anna": (1, 2, 3)}))
    history.close()
    other = holder(path)
    opened = History.open(path, busy_timeout=0.2)
    assert opened.problem is None and opened.history.count() == 1  # reading never waits for a writer
    with pytest.raises(HistoryError, match=IN_USE):
        opened.history.add(made({"Ben": (1, 2, 3)}))
    other.execute("COMMIT")
    opened.history.add(made({"Ben": (1, 2, 3)}))  # the same step, tried again
    assert opened.history.count() == 2 and not kept_files(tmp_path)


def test_an_older_history_another_program_holds_is_said_in_use_and_left_as_it_is(tmp_path, holder):
    path = tmp_path / "history.sqlite"
    history_of_version(path, 3)
    other = holder(path)
    opened = History.open(path, busy_timeout=0.2)  # it needs migrating: the lock is not to be had
    assert opened.history is None and opened.busy
    assert IN_USE in opened.problem.english() and str(path) in opened.problem.english()
    assert not kept_files(tmp_path)
    other.execute("ROLLBACK")
    again = History.open(path, busy_timeout=0.2)
    assert again.problem is None and again.history.count() == 2


def test_a_history_locked_against_readers_is_said_in_use(tmp_path, holder):
    path = tmp_path / "history.sqlite"
    history = History.open(path).history
    history.add(made({"Anna": (1, 2, 3)}))
    history._db.execute("PRAGMA journal_mode = DELETE")  # as a database browser may leave it
    history.close()
    before = path.read_bytes()
    other = holder(path, "EXCLUSIVE")
    opened = History.open(path, busy_timeout=0.2)
    assert opened.history is None and IN_USE in opened.problem.english()
    other.execute("ROLLBACK")
    assert path.read_bytes() == before and not kept_files(tmp_path)


def test_the_window_says_in_use_and_tries_again_at_the_next_use(qapp, tmp_path, holder, monkeypatch):
    monkeypatch.setattr("alhambra_gui.history.opening.BUSY_TIMEOUT_S", 0.2)
    path = tmp_path / "history.sqlite"
    history_of_version(path, 3)
    other = holder(path)
    window = GameHistory(GameSession(), path)
    said: list[str] = []
    window.problem.connect(said.append)
    assert window.store() is None and window.known_players() == []
    assert len(said) == 2 and all(IN_USE in s for s in said)  # said at each try, not once for good
    other.execute("ROLLBACK")
    assert window.store() is not None and [p.name for p in window.known_players()] == ["Anna"]
    assert not kept_files(tmp_path)


# ---- 3 and 4. two processes migrating, or creating, one history -----------------------------------

def open_behind(path: Path, monkeypatch: pytest.MonkeyPatch) -> tuple[threading.Thread, threading.Event,
                                                                 list]:
    """``History.open(path)`` in a thread; the event is set when its connection asks for the
    write lock (the test holds it, and does meanwhile what another process would). The
    thread then adds a game: what it found comes back as (the problem, the games, the
    version, the files moved aside)."""
    asked, opened = threading.Event(), []
    real = store.connect

    def traced(*args, **kwargs):
        db = real(*args, **kwargs)
        db.set_trace_callback(lambda sql: asked.set() if sql.startswith("BEGIN IMMEDIATE") else None)
        return db

    monkeypatch.setattr(store, "connect", traced)
    def run() -> None:
        result = History.open(path)
        if result.history is not None:
            result.history.add(made({"Zoë": (1, 2, 3)}, day=9))
        opened.append((result.problem and result.problem.english(),
                       result.history and result.history.count(),
                       result.history and result.history.rows("PRAGMA user_version")[0][0]))

    thread = threading.Thread(target=run)
    thread.start()
    return thread, asked, opened


def migrate_inside(db: sqlite3.Connection, start: int) -> None:
    """What another process's migration does, inside the transaction ``db`` holds."""
    for migration in schema.MIGRATIONS[start:]:
        migration(db)
    db.execute(f"PRAGMA application_id = {schema.APPLICATION_ID}")
    db.execute(f"PRAGMA user_version = {schema.VERSION}")
    db.execute("COMMIT")


def test_two_processes_migrating_an_older_history_migrate_it_once(tmp_path, holder, monkeypatch):
    path = tmp_path / "history.sqlite"
    history_of_version(path, 3)
    other = holder(path)
    thread, asked, opened = open_behind(path, monkeypatch)
    assert asked.wait(30)  # it read version 3 and waits for the lock
    migrate_inside(other, 3)  # the other process migrates first
    thread.join(30)
    assert opened == [(None, 3, schema.VERSION)] and not kept_files(tmp_path)


def test_two_processes_creating_a_history_make_it_once(tmp_path, holder, monkeypatch):
    path = tmp_path / "history.sqlite"
    with sqlite3.connect(path, isolation_level=None) as first:
        first.execute("PRAGMA journal_mode = WAL")  # the other process has made the file
    other = holder(path)
    thread, asked, opened = open_behind(path, monkeypatch)
    assert asked.wait(30)
    migrate_inside(other, 0)  # and makes its tables first
    thread.join(30)
    assert opened == [(None, 1, schema.VERSION)] and not kept_files(tmp_path)


def test_processes_creating_one_history_at_once_keep_every_game_in_it(tmp_path):
    path = tmp_path / "new" / "history.sqlite"
    script = ("import sys\nfrom pathlib import Path\nfrom alhambra_gui.history import History\n"
              "from tests.history_games import made\n"
              "opened = History.open(Path(sys.argv[1]))\n"
              "assert opened.problem is None, opened.problem.english()\n"
              "for n in range(15):\n    opened.history.add(made({sys.argv[2]: (n, 1, 1)}, day=n))\n")
    env = dict(os.environ, PYTHONPATH=str(REPO))
    writers = [subprocess.Popen([sys.executable, "-c", script, str(path), name], cwd=REPO, env=env,
                                stderr=subprocess.PIPE, text=True) for name in ("Dora", "Emil", "Fatma")]
    results = [w.communicate(timeout=120)[1] for w in writers]
    assert [w.returncode for w in writers] == [0, 0, 0], results
    assert History.open(path).history.count() == 45 and not kept_files(path.parent)


# ---- 6. a history in a read-only folder ----------------------------------------------------------

@pytest.mark.skipif(sys.platform.startswith("win"), reason="POSIX folder permissions")
def test_a_history_in_a_read_only_folder_is_read_without_a_file_made_beside_it(tmp_path, monkeypatch):
    folder = tmp_path / "shared"
    folder.mkdir()
    path = folder / "history.sqlite"
    history = History.open(path).history
    history.add(made({"Anna": (1, 2, 3)}))
    history.close()
    before = sorted(p.name for p in folder.iterdir())
    folder.chmod(0o555)
    # Root may write any folder: the app asks the system whether it may, as for any user.
    real_access = os.access
    monkeypatch.setattr("alhambra_gui.history.store.os.access",
                        lambda p, mode: not (Path(p) == folder and mode == os.W_OK) and real_access(p, mode))
    try:
        opened = History.open(path)
        assert opened.problem is not None
        assert "is read-only: its games are shown, but no game is added to it" in opened.problem.english()
        assert [s.player for s in opened.history.games()[0].seats] == ["Anna"]
        assert sorted(p.name for p in folder.iterdir()) == before  # no -wal, no -shm
        opened.history.close()
        assert sorted(p.name for p in folder.iterdir()) == before
    finally:
        folder.chmod(0o755)
