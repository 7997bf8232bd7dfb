"""The app layer's autosave clock: a burst of edits written once, a pending write flushed
before anything risky, a failure said once, a game opened flushed a moment after it shows;
the files written off the GUI thread, one write after the other, waited for on a clean end
and by a crash after an edit (issue 31)."""

from __future__ import annotations

import threading
import time
from itertools import pairwise

from alhambra_gui.app import autosave as autosave_module
from alhambra_gui.app.autosave import Autosave
from alhambra_gui.app.autosave_schedule import AutosaveSchedule
from alhambra_gui.engine import GameFileError, Tile, load_game

GARDEN_8_SW = Tile.from_dict({"type": "garden", "price": 8, "walls": "SW"})


class CountingAutosave(Autosave):
    """An autosave that counts its writes and syncs, and fails while ``broken``."""

    def __init__(self, folder):
        super().__init__(folder)
        self.writes = 0
        self.syncs = 0
        self.broken = False

    def write(self, game, source, *, clean=False, sample=False, later=False):
        if self.broken:
            raise GameFileError("the disk is full")
        self.writes += 1
        super().write(game, source, clean=clean, sample=sample, later=later)

    def sync(self):
        self.syncs += 1
        super().sync()


def test_a_burst_of_edits_is_written_once_after_an_idle_moment(session, tmp_path, qtbot):
    autosave = CountingAutosave(tmp_path / "data")
    schedule = AutosaveSchedule(session, autosave)
    session.place("Anna", GARDEN_8_SW, (0, 2))
    session.undo_stack.undo()
    session.undo_stack.redo()
    assert autosave.writes == 0 and schedule.write_timer.isActive()  # not on the way of the edit
    qtbot.waitUntil(lambda: autosave.writes == 1)
    autosave.wait()  # (its files on the writer's thread)
    assert load_game(autosave.path).player("Anna").city.get((0, 2)) == GARDEN_8_SW


def test_flush_writes_a_pending_autosave_at_once_and_only_then(session, tmp_path):
    autosave = CountingAutosave(tmp_path / "data")
    schedule = AutosaveSchedule(session, autosave)
    schedule.flush()
    assert autosave.writes == 0  # nothing pending: nothing written
    session.place("Anna", GARDEN_8_SW, (0, 2))
    schedule.flush()
    assert autosave.writes == 1 and not schedule.write_timer.isActive()
    assert load_game(autosave.path).player("Anna").city.get((0, 2)) == GARDEN_8_SW


def test_a_replaced_game_is_written_at_once(session, tmp_path, example_path):
    autosave = CountingAutosave(tmp_path / "data")
    schedule = AutosaveSchedule(session, autosave)
    session.open(example_path("three-players"))
    assert autosave.writes == 1 and not schedule.write_timer.isActive()


def test_a_failed_write_is_said_once_and_the_work_goes_on(session, tmp_path, qtbot):
    autosave = CountingAutosave(tmp_path / "data")
    schedule = AutosaveSchedule(session, autosave)
    said = []
    schedule.failed.connect(said.append)
    autosave.broken = True
    session.place("Anna", GARDEN_8_SW, (0, 2))
    schedule.flush()
    session.undo_stack.undo()
    schedule.flush()
    assert said == ["the disk is full"]
    assert session.undo_stack.index() == 0  # the edits went on
    autosave.broken = False
    assert schedule.write_game(session.game, None, clean=False)


def test_a_game_opened_is_flushed_to_the_disk_a_moment_after_it_shows(session, tmp_path, qtbot):
    autosave = CountingAutosave(tmp_path / "data")
    schedule = AutosaveSchedule(session, autosave)
    schedule.opened()
    assert autosave.syncs == 0 and schedule.sync_timer.isActive()
    qtbot.waitUntil(lambda: autosave.syncs == 1)


class SlowDisk:
    """``write_atomically`` of the autosave module, slowed down and watched: which thread
    wrote which file, and when each write began and ended."""

    def __init__(self, monkeypatch, delay=0.15):
        self.writes: list[tuple[str, str, float, float]] = []  # (file, thread, start, end)
        self._write = autosave_module.write_atomically
        self._delay = delay
        monkeypatch.setattr(autosave_module, "write_atomically", self)

    def __call__(self, path, text, **options):
        start = time.monotonic()
        time.sleep(self._delay)
        self._write(path, text, **options)
        self.writes.append((path.name, threading.current_thread().name, start, time.monotonic()))


def test_an_edit_is_written_off_the_gui_thread(session, tmp_path, qtbot, monkeypatch):
    """The game is put into words on the GUI thread and its files written (fsync) on the
    autosave's own thread: the write does not land inside an edit the player makes."""
    disk = SlowDisk(monkeypatch)
    autosave = CountingAutosave(tmp_path / "data")
    schedule = AutosaveSchedule(session, autosave)  # noqa: F841 (kept: its timer writes)
    session.place("Anna", GARDEN_8_SW, (0, 2))
    qtbot.waitUntil(lambda: autosave.writes == 1)
    assert disk.writes == []  # not yet on the disk: the GUI thread went on
    autosave.wait()
    assert [(name, thread) for name, thread, *_ in disk.writes] == [
        (autosave.path.name, "autosave"), (f"{autosave.id}.meta", "autosave")]
    assert load_game(autosave.path).player("Anna").city.get((0, 2)) == GARDEN_8_SW


def test_two_writes_never_interleave_and_the_last_one_stays(session, tmp_path, monkeypatch):
    disk = SlowDisk(monkeypatch, delay=0.05)
    autosave = Autosave(tmp_path / "data")
    schedule = AutosaveSchedule(session, autosave)
    schedule.write()  # nothing unsaved yet: the record only
    session.place("Anna", GARDEN_8_SW, (0, 2))
    schedule.write()
    autosave.wait()
    meta = f"{autosave.id}.meta"
    assert [name for name, *_ in disk.writes] == [meta, autosave.path.name, meta]
    spans = sorted((start, end) for *_, start, end in disk.writes)
    assert all(end <= start for (_, end), (start, _) in pairwise(spans))  # one after the other
    assert load_game(autosave.path).player("Anna").city.get((0, 2)) == GARDEN_8_SW


def test_quitting_waits_for_a_pending_write(session, tmp_path, monkeypatch):
    """A clean end while a write is on its way: the write lands first, then the session's
    files go (none comes back after) and the game is remembered."""
    disk = SlowDisk(monkeypatch)
    autosave = Autosave(tmp_path / "data")
    schedule = AutosaveSchedule(session, autosave)
    session.place("Anna", GARDEN_8_SW, (0, 2))
    schedule.write()
    autosave.close(session.game, None)
    assert [name for name, *_ in disk.writes][:2] == [autosave.path.name, f"{autosave.id}.meta"]
    time.sleep(0.3)  # no write still on its way
    assert list(autosave.sessions.iterdir()) == []
    assert Autosave(tmp_path / "data").last_game() == (session.game, None)


def test_a_crash_after_an_edit_still_recovers(session, tmp_path, qtbot):
    autosave = CountingAutosave(tmp_path / "data")
    schedule = AutosaveSchedule(session, autosave)  # noqa: F841 (kept: its timer writes)
    session.place("Anna", GARDEN_8_SW, (0, 2))
    qtbot.waitUntil(lambda: autosave.writes == 1)
    autosave.abandon()  # the window stops without closing, its write on the disk
    later = Autosave(tmp_path / "data")
    [orphan] = later.orphans()
    assert later.load(orphan) == session.game and orphan.source is None


def test_a_write_that_fails_on_the_writers_thread_is_said_once(session, tmp_path, qtbot, monkeypatch):
    def full(path, text, **_options):
        raise GameFileError("the disk is full")

    monkeypatch.setattr(autosave_module, "write_atomically", full)
    autosave = Autosave(tmp_path / "data")
    schedule = AutosaveSchedule(session, autosave)
    said = []
    schedule.failed.connect(said.append)
    session.place("Anna", GARDEN_8_SW, (0, 2))
    schedule.write()
    schedule.write()
    autosave.wait()
    qtbot.waitUntil(lambda: said != [])
    qtbot.wait(50)
    assert said == ["the disk is full"]
