"""Two processes, one history (issue 26, item 7): random interleavings of creating it,
migrating it from version 3, adding, deleting and undoing deletions, renaming and merging
players, each step run by two worker processes at once (tests/history_worker.py). After
every step, every game added and not deleted is there exactly once, and nothing was ever
moved aside or refused for any reason but the history's own words.

Seeded (``derandomize``) and bounded (a few examples of a few steps): seconds, every run
the same interleavings drawn; the processes' own timing varies the rest."""

from __future__ import annotations

import json
import os
import sqlite3
import subprocess
import sys
import tempfile
from collections import Counter
from pathlib import Path
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from alhambra_gui.history import schema

REPO = Path(__file__).resolve().parents[1]
NAMES = ("Anna", "Ben", "Chen", "Dora")
OPS = ("add", "add", "add", "delete", "undo_delete", "rename", "merge", "open")


class Worker:
    def __init__(self) -> None:
        env = dict(os.environ, PYTHONPATH=str(REPO))
        self.process = subprocess.Popen([sys.executable, "-m", "tests.history_worker"], cwd=REPO, env=env,
                                        stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True)

    def send(self, order: dict[str, Any]) -> None:
        assert self.process.stdin is not None
        self.process.stdin.write(json.dumps(order) + "\n")
        self.process.stdin.flush()

    def answer(self) -> dict[str, Any]:
        assert self.process.stdout is not None
        line = self.process.stdout.readline()
        assert line, "the worker stopped"
        return json.loads(line)

    def stop(self) -> None:
        assert self.process.stdin is not None and self.process.stdout is not None
        self.process.stdin.close()
        self.process.wait(timeout=30)
        self.process.stdout.close()


@pytest.fixture(scope="module")
def workers():
    both = [Worker(), Worker()]
    yield both
    for worker in both:
        worker.stop()


def older_history(path: Path, games: int) -> list[str]:
    """A history of schema version 3, as an older app left it: its games' files."""
    db = sqlite3.connect(path, isolation_level=None)
    db.execute("PRAGMA journal_mode = WAL")
    schema.migrate(db, to=3)
    db.execute("INSERT INTO profiles VALUES (1, 'Anna', 'anna', NULL, NULL)")
    files = [json.dumps({"older": n}) for n in range(games)]
    for n, file in enumerate(files, 1):
        db.execute("INSERT INTO games (id, play_id, content_hash, variant, modules, ended, file, added) "
                   "VALUES (?, ?, ?, 'alhambra', '', '2024-05-01 20:00:00', ?, '2024-05-01 20:00:00')",
                   (n, f"p{n}", f"h{n}", file))
        db.execute("INSERT INTO seats (game_id, profile_id, seat, name, total, rank, winner, wall, "
                   "counts_only) VALUES (?, 1, 0, 'Anna', 6, 1, 1, 0, 0)", (n,))
    db.close()
    return files


class Table:
    """What the two workers did, as the history should have it: each worker's games (id,
    file) live and deleted; the games of the older history."""

    def __init__(self, older: list[str]) -> None:
        self.live: dict[int, str] = {}
        self.older = older
        self.deleted: list[list[int]] = [[], []]
        self.mine: list[list[int]] = [[], []]
        self.count = 0

    def order(self, worker: int, what: str, names: tuple[str, str], path: Path) -> dict[str, Any]:
        """The step a worker is to do (one it can do: its own games only)."""
        order: dict[str, Any] = {"path": str(path), "what": what, "names": list(names)}
        own_live = [i for i in self.mine[worker] if i in self.live]
        if what == "add":
            self.count += 1
            order["token"] = f"w{worker}-{self.count}"
        elif what == "delete" and own_live:
            order["id"] = own_live[-1]
        elif what == "undo_delete" and self.deleted[worker]:
            order["id"] = self.deleted[worker][-1]
        elif what in ("delete", "undo_delete"):
            order["what"] = "open"
        return order

    def done(self, worker: int, order: dict[str, Any], answer: dict[str, Any], files: dict[int, str]) -> None:
        assert "broken" not in answer, answer["broken"]
        what = order["what"]
        assert "refused" not in answer or what in ("rename", "merge"), answer
        if what == "add":
            self.mine[worker].append(answer["done"])
            self.live[answer["done"]] = files[answer["done"]]
        elif what == "delete":
            self.deleted[worker].append(order["id"])
            del self.live[order["id"]]
        elif what == "undo_delete":
            game_id = self.deleted[worker].pop()
            self.live[game_id] = files[game_id]


@settings(max_examples=6, deadline=None, derandomize=True, database=None)
@given(start=st.sampled_from(["new", "version 3"]),
       steps=st.lists(st.tuples(st.sampled_from(OPS), st.sampled_from(OPS),
                                st.tuples(st.sampled_from(NAMES), st.sampled_from(NAMES))),
                      min_size=2, max_size=6))
def test_two_processes_never_lose_or_double_a_game(workers, start, steps):
    with tempfile.TemporaryDirectory() as folder:
        path = Path(folder) / "history.sqlite"
        table = Table(older_history(path, 2) if start == "version 3" else [])
        for number, (first, second, names) in enumerate([("open", "open", NAMES[:2]), *steps]):
            orders = [table.order(w, what, names, path) for w, what in enumerate((first, second))]
            for worker, order in zip(workers, orders, strict=True):
                worker.send(order)  # both at once: they meet in the file
            answers = [worker.answer() for worker in workers]
            workers[0].send({"path": str(path), "what": "list"})
            listed = workers[0].answer()
            assert "done" in listed, listed
            files = {game_id: file for game_id, file in listed["done"]}
            for worker, (order, answer) in enumerate(zip(orders, answers, strict=True)):
                table.done(worker, order, answer, files)
            shown = Counter(file for _, file in listed["done"])
            wanted = Counter([*table.older, *table.live.values()])
            assert shown == wanted, f"after step {number}: {orders}"
            assert not [p.name for p in Path(folder).iterdir() if "-kept-" in p.name]
