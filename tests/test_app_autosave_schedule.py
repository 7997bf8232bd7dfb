"""The app layer's autosave clock: a burst of edits written once, a pending write flushed
before anything risky, a failure said once, a game opened flushed a moment after it shows."""

from __future__ import annotations

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

    def write(self, game, source, *, clean=False, sample=False):
        if self.broken:
            raise GameFileError("the disk is full")
        self.writes += 1
        super().write(game, source, clean=clean, sample=sample)

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
