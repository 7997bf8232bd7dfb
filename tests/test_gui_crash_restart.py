"""After a crash: the next start opens the game the window was working on, and a game opened
after a restore is as clean as any opened file (issue 26, items 9 and 10)."""

from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
import textwrap
from pathlib import Path

import pytest
from PySide6.QtWidgets import QMessageBox

from alhambra_gui.app.autosave import Autosave
from alhambra_gui.app.session import GameSession
from alhambra_gui.engine import Tile, load_game, save_game
from alhambra_gui.widgets.window.main_window import MainWindow

Button = QMessageBox.StandardButton
GARDEN_8_SW = Tile.from_dict({"type": "garden", "price": 8, "walls": "SW"})
REPO = Path(__file__).resolve().parents[1]


@pytest.fixture
def autosave(tmp_path):
    return Autosave(tmp_path / "appdata")


def make_window(qtbot, autosave, answers=()):
    """A window whose questions are answered from ``answers`` (then Discard) and whose
    complaints are kept, a session of its own in the autosave's folder."""
    window = MainWindow(GameSession(), Autosave(autosave.folder))
    qtbot.addWidget(window)
    queue = list(answers)
    window.asked, window.complaints = [], []

    def ask(title, text, buttons, default):
        window.asked.append(text)
        return queue.pop(0) if queue else Button.Discard

    window.files.ask = ask
    window.files.complain = window.complaints.append
    return window


def crash_with_unsaved_changes(qtbot, autosave):
    crashed = make_window(qtbot, autosave)
    crashed.files.start(None)
    session = crashed.session
    session.place(session.game.names[0], session.game.free_tiles()[0], (9, 9), force=True)
    crashed.files.flush_autosave()
    crashed.files.autosave.abandon()  # the window never closes: as after a crash


# ---- item 10: a file opened after a restore has no unsaved changes --------------------------

def test_a_file_opened_from_recent_files_after_a_restore_is_clean(qtbot, autosave, example_path, tmp_path):
    path = tmp_path / "evening.json"
    save_game(load_game(example_path("two-players-dirk")), path)
    first = make_window(qtbot, autosave)
    assert first.files.open(path)  # now among the recent files
    assert first.close()
    crash_with_unsaved_changes(qtbot, autosave)

    window = make_window(qtbot, autosave, answers=[Button.Yes, Button.Discard])
    assert window.files.start(None) == "the autosaved game"
    assert window.isWindowModified()
    window.files.fill_recent_menu(window.recent_menu)
    window.recent_menu.actions()[0].trigger()  # Open Recent ▸ evening.json → Discard
    assert "unsaved changes" in window.asked[1]
    assert window.session.path == path
    assert window.session.undo_stack.count() == 0
    assert not window.session.is_modified
    assert not window.isWindowModified()  # the title shows evening.json, no "*"
    asked = len(window.asked)
    assert window.close()
    assert len(window.asked) == asked  # Quit asks nothing: nothing is unsaved


def test_a_new_game_after_a_restore_is_clean(qtbot, autosave):
    crash_with_unsaved_changes(qtbot, autosave)
    window = make_window(qtbot, autosave, answers=[Button.Yes])
    window.files.start(None)
    window.session.new_game(["Ida", "Jon"])
    assert not window.session.is_modified
    assert not window.isWindowModified()


# ---- item 9: the next start follows Save As ---------------------------------------------------

CHILD = textwrap.dedent("""
    import json
    import sys
    from pathlib import Path

    from PySide6.QtWidgets import QMessageBox

    from alhambra_gui.engine import Tile
    from alhambra_gui.widgets.window.first_frame import application
    from alhambra_gui.widgets.window.launch import configure
    from alhambra_gui.widgets.window.main_window import MainWindow

    app = application()
    configure(app)
    window = MainWindow(docks_later=True)
    asked = []
    window.files.ask = lambda _title, text, *_: asked.append(text) or QMessageBox.StandardButton.No
    window.files.complain = asked.append
    window.files.start(None)
    window.show()
    window.files.shown()  # drawn: no longer "opening" (open_window does it once drawn)
    if sys.argv[1] == "play":  # New Game, one tile, Save As; then it runs until killed
        window.session.new_game(["Ida", "Jon"])
        window.session.place("Ida", Tile.from_dict({"type": "garden", "price": 8, "walls": "SW"}), (0, 1))
        assert window.files.save_to(Path(sys.argv[2]))
        print("saved", flush=True)
        app.exec()
    else:  # the next start: what it opened, and what it asked
        city = window.session.game.player(window.session.game.names[0]).city
        print(json.dumps([str(window.session.path), window.session.game.names, len(city), asked]), flush=True)
""")


def run_child(tmp_path, *args):
    env = dict(os.environ, PYTHONPATH=str(REPO), QT_QPA_PLATFORM="offscreen",
               XDG_DATA_HOME=str(tmp_path / "data"), XDG_CONFIG_HOME=str(tmp_path / "config"),
               HOME=str(tmp_path / "home"), ALHAMBRA_GUI_HISTORY=str(tmp_path / "history.sqlite"))
    return subprocess.Popen([sys.executable, "-c", CHILD, *args], cwd=tmp_path, env=env,
                            stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)


@pytest.mark.skipif(sys.platform.startswith("win"), reason="kill -9 is a POSIX signal")
def test_a_game_saved_as_a_file_comes_back_after_kill_9(tmp_path):
    """New Game → place a tile → Save As solo.json → kill -9 → start: solo.json opens (it
    opened the game the last window closed with, here the sample, and said nothing)."""
    solo = tmp_path / "solo.json"
    playing = run_child(tmp_path, "play", str(solo))
    line = playing.stdout.readline()  # waits for the save (not a timed assert)
    assert line == "saved\n", playing.communicate()[1]
    playing.send_signal(signal.SIGKILL)
    playing.communicate()
    assert playing.returncode == -signal.SIGKILL

    out, err = run_child(tmp_path, "start").communicate(timeout=120)
    path, names, tiles, asked = json.loads(out.strip().splitlines()[-1])
    assert (Path(path), names, tiles, asked) == (solo, ["Ida", "Jon"], 1, []), err


def test_the_saved_file_of_a_stopped_window_opens_after_what_is_unsaved(qtbot, autosave, tmp_path):
    """In-process, as the start finds the files: a window that stopped right after Save As
    leaves its file for the next start; unsaved changes another stopped window left are
    offered first, a file named to open wins, and a file since removed is passed over."""
    unsaved, saved = make_window(qtbot, autosave), make_window(qtbot, autosave)
    for window in (unsaved, saved):  # two windows at once: neither offers the other's
        window.files.start(None)
        window.files.shown()
    saved.session.new_game(["Ida", "Jon"])
    saved.session.place("Ida", GARDEN_8_SW, (0, 1))
    assert saved.files.save_to(tmp_path / "solo.json")
    unsaved.session.place("Anna", GARDEN_8_SW, (0, 2))
    unsaved.files.flush_autosave()
    for window in (saved, unsaved):
        window.files.autosave.abandon()

    declined = make_window(qtbot, autosave, answers=[Button.No])
    assert declined.files.start(None) == str(tmp_path / "solo.json")
    assert "did not close properly" in declined.asked[0]
    assert declined.session.path == tmp_path / "solo.json" and not declined.session.is_modified
    declined.files.shown()
    declined.files.autosave.abandon()  # stops again, on solo.json

    named = make_window(qtbot, autosave)
    other = tmp_path / "other.json"
    save_game(declined.session.game, other)
    assert named.files.start(str(other)) == str(other)
    named.files.shown()
    named.files.autosave.abandon()  # on other.json; then other.json goes
    other.unlink()
    later = make_window(qtbot, autosave)
    assert later.files.start(None) == "a sample game"
    assert later.asked == [] and later.complaints == []
