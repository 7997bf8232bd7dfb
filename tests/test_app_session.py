"""The application layer: one undoable command per edit, refusals change nothing, files."""

from __future__ import annotations

import json

import pytest

from alhambra_gui.app.autosave import Autosave
from alhambra_gui.app.change import Change
from alhambra_gui.app.session import GameSession
from alhambra_gui.engine import IllegalMoveError, Rule, Tile, TileInUseError, dumps, load_game

GARDEN_8_SW = Tile.from_dict({"type": "garden", "price": 8, "walls": "SW"})
PAVILION_8 = Tile.from_dict({"type": "pavilion", "price": 8, "walls": ""})


def test_place_is_one_undoable_command_with_a_clear_text(session, qtbot):
    with qtbot.waitSignal(session.changed) as signal:
        session.place("Anna", GARDEN_8_SW, (0, 2))
    assert signal.args == [Change.of_cities(["Anna"])]  # one notification that says what changed
    assert session.game.player("Anna").city.get((0, 2)) == GARDEN_8_SW
    assert session.undo_stack.count() == 1
    assert session.undo_stack.undoText() == "Place Garden 8 at (0, 2) in Anna's city"
    session.undo_stack.undo()
    assert session.game.player("Anna").city.get((0, 2)) is None
    session.undo_stack.redo()
    assert session.game.player("Anna").city.get((0, 2)) == GARDEN_8_SW


def test_refused_placement_changes_nothing(session):
    before = dumps(session.game)
    with pytest.raises(IllegalMoveError) as refused:
        session.place("Anna", GARDEN_8_SW, (5, 5))
    assert [v.rule for v in refused.value.violations] == [Rule.NOT_ADJACENT]
    assert dumps(session.game) == before
    assert session.undo_stack.count() == 0
    assert not session.is_modified


def test_place_anyway_keeps_the_violation_visible(session):
    session.place("Anna", PAVILION_8, (1, -1), force=True)
    assert session.undo_stack.undoText() == "Place Pavilion 8 anyway at (1, -1) in Anna's city"
    assert not session.game.player("Anna").city.is_legal()


def test_a_used_tile_cannot_be_taken_again(session):
    used = session.game.player("Ben").city.get((0, -1))
    with pytest.raises(TileInUseError, match=r"in Ben's city at \(0, -1\)"):
        session.reserve("Anna", used)


def test_reserve_unbuild_swap_move_release(session):
    anna = "Anna"
    session.reserve(anna, PAVILION_8)
    assert PAVILION_8 in session.game.player(anna).reserve
    session.place(anna, PAVILION_8, (4, 2))
    assert PAVILION_8 not in session.game.player(anna).reserve
    session.unbuild(anna, (4, 2))
    assert PAVILION_8 in session.game.player(anna).reserve
    city = session.game.player(anna).city
    source, target = next((cell, target) for cell, tile in city if not city.check_remove(cell)
                          for target in city.without(cell).legal_cells(tile) if target != cell)
    moved = city.get(source)
    session.move(anna, source, target)
    assert session.game.player(anna).city.get(target) == moved
    assert session.game.player(anna).city.get(source) is None
    seraglio = session.game.player(anna).reserve[1]
    session.swap(anna, (1, 2), seraglio, force=True)
    assert session.game.player(anna).city.get((1, 2)) == seraglio
    session.release(PAVILION_8)
    assert session.game.locate(PAVILION_8) is None
    assert session.undo_stack.count() == 6
    for _ in range(6):
        session.undo_stack.undo()
    assert session.game == load_game(session_source(session))


def session_source(session):
    from tests.conftest import EXAMPLES

    return EXAMPLES / "three-players.json"


def test_record_scoring_is_undoable(dirk_session):
    dirk_session.record_scoring()
    assert [s.round for s in dirk_session.game.scorings] == [1]
    assert dirk_session.game.scorings[0].points == {"Anna": 22, "Ben": 6, "Dirk": 4}
    assert dirk_session.undo_stack.undoText() == "Record scoring 1"
    dirk_session.undo_stack.undo()
    assert dirk_session.game.scorings == []


def test_modified_state_follows_the_stack_and_saving(session, tmp_path, qtbot):
    path = tmp_path / "game.json"
    assert not session.is_modified
    with qtbot.waitSignal(session.fileStateChanged):
        session.place("Anna", GARDEN_8_SW, (0, 2))
    assert session.is_modified
    session.save_as(path)
    assert not session.is_modified
    assert session.display_name() == "game.json"
    assert load_game(path) == session.game


def test_open_broken_file_leaves_the_open_game_untouched(session, tmp_path):
    broken = tmp_path / "broken.json"
    broken.write_text('{"format": "alhambra-game", "version": 7}', encoding="utf-8")
    before = dumps(session.game)
    with pytest.raises(ValueError, match=r"^broken.json: version: format version 7"):
        session.open(broken)
    assert dumps(session.game) == before
    assert session.path is None


def test_new_game_keeps_colours_in_the_file(qtbot, tmp_path):
    session = GameSession()
    session.new_game(["Anna", "Ben"], dirk=True, colours=["#123456", "#abcdef"])
    assert session.game.dirk_in_play
    assert session.player_colour("Anna") == "#123456"
    session.save_as(tmp_path / "g.json")
    data = json.loads((tmp_path / "g.json").read_text(encoding="utf-8"))
    assert data["players"][1]["colour"] == "#abcdef"
    assert data["dirk"] == {"tiles": []}


def test_autosave_detects_an_unclean_end(session, tmp_path):
    autosave = Autosave(tmp_path / "data")
    autosave.write(session.game, None, clean=False)
    assert Autosave(tmp_path / "data").orphans() == []  # its window is alive: not an orphan
    autosave.abandon()  # what a crash leaves: the session's lock free, its files there
    later = Autosave(tmp_path / "data")
    [orphan] = later.orphans()
    assert later.load(orphan) == session.game and orphan.source is None
    later.forget(orphan)
    assert Autosave(tmp_path / "data").orphans() == []


def test_a_clean_end_remembers_the_game_and_leaves_no_session(session, tmp_path):
    autosave = Autosave(tmp_path / "data")
    autosave.write(session.game, None, clean=False)
    autosave.close(session.game, tmp_path / "game.json")
    assert list((tmp_path / "data" / "sessions").glob("*.json")) == []
    assert Autosave(tmp_path / "data").last_game() == (session.game, tmp_path / "game.json")


def test_undo_snapshots_share_the_cities_an_edit_did_not_touch(session):
    """Facts derived from a city state (reachability, holes, the longest wall) are worked out
    once: an edit of Anna's city keeps Ben's facts, and an undo brings Anna's back as they were."""
    ben_facts = session.game.player("Ben").city.facts
    anna_facts = session.game.player("Anna").city.facts
    session.place("Anna", GARDEN_8_SW, (0, 2))
    assert session.game.player("Ben").city.facts is ben_facts
    assert session.game.player("Anna").city.facts is not anna_facts
    session.undo_stack.undo()
    assert session.game.player("Anna").city.facts is anna_facts
    assert session.game.player("Ben").city.facts is ben_facts
    session.undo_stack.redo()
    assert session.game.player("Ben").city.facts is ben_facts


def _in_a_process_of_its_own(code: str, tmp_path, *args: str):
    """``code`` run by this Python from the project's folder, offscreen, its settings in ``tmp_path``
    (a crash ends that process, not the tests')."""
    import os
    import subprocess
    import sys
    from pathlib import Path

    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen", "XDG_CONFIG_HOME": str(tmp_path),
           "XDG_DATA_HOME": str(tmp_path)}
    return subprocess.run([sys.executable, "-c", code, *args], capture_output=True, text=True, env=env,
                          timeout=120, cwd=Path(__file__).resolve().parents[1])


#: A session Python owns (no parent) on six full cities: a tile taken off, then built and the
#: build undone twice (Qt deletes the undone step when the next is pushed); the session let go
#: dies in a reference cycle with its steps, which hold it.
SESSION_COLLECTED = """
import gc
from PySide6.QtCore import QCoreApplication
from alhambra_gui.app.session import GameSession
from tests.benchmarks.cities import six_player_game
app = QCoreApplication([])
session = GameSession(six_player_game())
name = session.game.names[0]
city = session.game.player(name).city
cell, tile = next((c, t) for c, t in city if not city.check_remove(c))
session.unbuild(name, cell)
for _ in range(2):
    session.place(name, tile, cell)
    session.undo_stack.undo()
del session, city
gc.collect()
print("collected", flush=True)
"""


def test_a_session_collected_with_its_steps_ends_cleanly(tmp_path):
    """The collector freed a step's wrapper while the stack still held the step, which the
    stack, deleted with the session, deleted again: a crash (at the end of a process, after a
    benchmark's window). The session now drops its steps first (``commands.drop_steps``)."""
    run = _in_a_process_of_its_own(SESSION_COLLECTED, tmp_path)
    assert (run.returncode, run.stdout.strip()) == (0, "collected"), run.stderr[-2000:]


#: The same for the history's steps (a player renamed, the renaming undone, three times): they
#: hold the history, which the session holds.
HISTORY_COLLECTED = """
import gc, sys
from pathlib import Path
from PySide6.QtCore import QCoreApplication
from alhambra_gui.app.history import GameHistory
from alhambra_gui.app.session import GameSession
from tests.history_games import finished
app = QCoreApplication([])
session = GameSession(finished())
history = GameHistory(session, Path(sys.argv[1]))
history.add_current()
first = history.known_players()[0]
for round in range(3):
    history.rename(first.id, f"Renamed {round}")
    history.undo_stack.undo()
del session, history, first
gc.collect()
print("collected", flush=True)
"""


def test_a_history_collected_with_its_steps_ends_cleanly(tmp_path):
    run = _in_a_process_of_its_own(HISTORY_COLLECTED, tmp_path, str(tmp_path / "history.sqlite"))
    assert (run.returncode, run.stdout.strip()) == (0, "collected"), run.stderr[-2000:]


def test_the_steps_are_dropped_on_their_stacks_thread_only(session):
    """A collection set off on another thread (a photo being read) leaves the Qt objects alone."""
    import threading

    from alhambra_gui.app.commands import drop_steps

    session.place("Anna", GARDEN_8_SW, (0, 2))
    elsewhere = threading.Thread(target=drop_steps, args=(session.undo_stack,))
    elsewhere.start()
    elsewhere.join()
    assert session.undo_stack.count() == 1
    drop_steps(session.undo_stack)
    assert session.undo_stack.count() == 0
