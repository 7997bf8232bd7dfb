"""The photo dialog reads off the GUI thread and says what it cannot read (issues 15 and 16).

A reading runs in a thread of its own with a progress bar and a Stop button that ends the
work itself, the window answering clicks all the while; a pipe given as the photo, a block
off the photo and a tile the game has elsewhere each get their sentence; Enter takes the
default button (Read until there is a proposal, then Accept).
"""

from __future__ import annotations

import json
import os
import sys
import threading

import pytest
from PySide6.QtCore import Qt

from alhambra_gui.app import photo_import as app_photo_import
from alhambra_gui.app.session import GameSession
from alhambra_gui.engine import Game, Player, Tile
from alhambra_gui.photo import TileRef, pipeline
from alhambra_gui.widgets.photo.photo_import import PhotoImportDialog

from .photo_scene import render_scene
from .test_gui_any_screen import screen_file
from .test_gui_photo_import import read
from .test_qt_options import run_app

LEFT = Qt.MouseButton.LeftButton


@pytest.fixture(scope="module")
def scene():
    return render_scene(7, 12, tilt=12, turn=8, table="wood")


@pytest.fixture(scope="module")
def photo(scene, tmp_path_factory):
    path = tmp_path_factory.mktemp("photo") / "city.jpg"
    path.write_bytes(scene.jpeg)
    return path


def opened(qtbot, game, photo, scene):
    d = PhotoImportDialog(GameSession(game), "Anna")
    qtbot.addWidget(d)
    d.show()
    qtbot.waitExposed(d)
    assert d.load_photo(photo, find=False)
    d.set_grid(scene.cols, scene.rows)
    d.canvas.set_corners(scene.corners)
    return d


@pytest.fixture
def dialog(qtbot, photo, scene):
    return opened(qtbot, Game([Player("Anna"), Player("Ben")]), photo, scene)


def test_the_window_answers_a_click_while_a_reading_runs_and_stop_ends_the_work(dialog, qtbot, monkeypatch):
    """Before: the reading ran in the GUI thread (27 s for a 55 x 55 grid), no click was seen
    until it ended, and nothing could stop it."""
    started, release, steps = threading.Event(), threading.Event(), []

    def slow(*_args, progress=lambda _f: None, **_kwargs):  # read_city's stand-in
        progress(0.1)
        started.set()
        release.wait(10)  # held until the test has clicked (a bounded wait, should it never be)
        steps.append("after the click")
        progress(0.5)  # the reading was stopped: this raises ReadingCancelled
        steps.append("went on")
        raise AssertionError("a stopped reading went on")

    monkeypatch.setattr(app_photo_import, "read_city", slow)
    assert dialog.read()
    assert dialog.reading() and dialog.progress.isVisible() and dialog.stop_button.isVisible()
    qtbot.waitUntil(started.is_set)
    qtbot.mouseClick(dialog.stop_button, LEFT)  # queued while the reading runs, handled at once
    assert not release.is_set()  # the reading is still held: the GUI thread was free
    assert dialog.message.text() == "Reading stopped."
    assert not dialog.reading() and not dialog.stop_button.isVisible() and dialog.read_button.isVisible()
    release.set()
    qtbot.waitUntil(lambda: dialog.importer.running() == 0)
    assert steps == ["after the click"]  # the work itself stopped at its next step
    assert dialog.draft is None


def test_stop_ends_the_real_reading_at_its_next_step(dialog, qtbot, monkeypatch):
    held, release, badges = threading.Event(), threading.Event(), []
    real = pipeline.read_badge

    def counted(*args, **kwargs):
        badges.append(1)
        held.set()
        release.wait(10)
        return real(*args, **kwargs)

    monkeypatch.setattr(pipeline, "read_badge", counted)
    assert dialog.read()
    qtbot.waitUntil(held.is_set)
    dialog.stop_reading()
    release.set()
    qtbot.waitUntil(lambda: dialog.importer.running() == 0)
    assert len(badges) == 1 and dialog.draft is None  # of about 13 badges, one was read


def test_a_reading_started_again_replaces_the_one_under_way(dialog, qtbot):
    assert dialog.read()
    with qtbot.waitSignal(dialog.readDone, timeout=30000):
        assert dialog.read()  # e.g. a calibration click while reading
    qtbot.waitUntil(lambda: dialog.importer.running() == 0)
    assert dialog.draft is not None and dialog.message.text() == ""


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="named pipes are POSIX")
def test_a_pipe_given_as_the_photo_is_refused_at_once(dialog, tmp_path):
    """Before: the dialog blocked forever reading it (here a writer would end that wait)."""
    fifo = tmp_path / "photo.jpg"
    os.mkfifo(fifo)
    stop = threading.Event()

    def writer():  # ends a blocked read of the old code (with a wrong message), never needed now
        while not stop.is_set():
            try:
                os.close(os.open(fifo, os.O_WRONLY | os.O_NONBLOCK))
            except OSError:
                stop.wait(0.05)

    thread = threading.Thread(target=writer, daemon=True)
    thread.start()
    try:
        assert not dialog.load_photo(fifo)
    finally:
        stop.set()
        thread.join()
    assert dialog.message.text() == "photo.jpg is not a regular file: open the photo itself."


def test_a_block_off_the_photo_says_so(dialog, qtbot):
    """Before: it read as an empty block and said only that the fountain was not found."""
    width = dialog.canvas.image().width()
    dialog.canvas.set_corners([(x + 2 * width, y) for x, y in dialog.canvas.corners()])
    read(dialog, qtbot)
    assert dialog.message.text() == \
        "The block lies outside the photo: drag the corners onto the city's block."
    assert dialog.draft is None


def test_a_tile_the_game_has_elsewhere_is_proposed_as_it_is_and_says_where(qtbot, photo, scene):
    """Before: another tile was proposed in its place, sure, and the menu greyed it out
    without saying where it lies."""
    first = next(c for c in scene.cells if c["kind"] == "building")
    ref = TileRef(**first["tile"])
    game = Game([Player("Anna"), Player("Ben")])
    game.build("Ben", Tile.from_dict(first["tile"]), (1, 0), force=True)
    d = opened(qtbot, game, photo, scene)
    read(d, qtbot)
    block = (first["col"], first["row"])
    cell = d.draft.proposal.cell(*block)
    assert cell.tile == ref and cell.elsewhere
    assert block in d.draft.doubtful()  # outlined in orange
    name = f"{first['type'].capitalize()} {ref.price}"
    assert d.message.text().startswith(name)
    assert "is already in Ben's city at (1, 0). Correct that cell, or take the tile from there first." \
        in d.message.text()
    menu = d.correction_menu(*block)
    offered = [a for m in menu.actions() if m.menu() for a in m.menu().actions() if a.data() == ref]
    assert len(offered) == 1 and not offered[0].isEnabled()
    assert offered[0].text().endswith(", already in Ben's city at (1, 0)")
    assert not d.accept_city()  # still refused until it is corrected


def test_enter_reads_then_accepts(dialog, qtbot, scene):
    """Before: Enter always read the photo again; Accept was never the default."""
    dialog.canvas.setFocus()
    with qtbot.waitSignal(dialog.readDone, timeout=30000):
        qtbot.keyClick(dialog.canvas, Qt.Key.Key_Return)
    assert dialog.draft is not None and dialog.accept_button.isDefault()
    qtbot.keyClick(dialog.canvas, Qt.Key.Key_Return)
    assert dialog.result() == PhotoImportDialog.DialogCode.Accepted
    assert dict(dialog.session.game.player("Anna").city) == dialog.draft.tiles()



@pytest.mark.skipif(sys.platform == "win32", reason="the offscreen plugin's screen file")
def test_the_dialog_fits_a_1280_by_720_screen_with_accept_in_reach(tmp_path, photo):
    """Before: it opened 780 px tall on a 720 px screen, Accept off the bottom (a process of its
    own on an offscreen screen of that size, as tests/test_gui_any_screen.py does)."""
    config = screen_file(tmp_path, 1280, 720)
    result = run_app(tmp_path, "-platform", f"offscreen:configfile={config}",
                     module="tests.photo_dialog_probe", PROBE_PHOTO=str(photo))
    assert result.returncode == 0, result.stderr
    found = json.loads(result.stdout)
    assert found["on_screen"], found
    assert found["buttons"]["acceptCity"], found
    assert found["draft"] and found["default"] == "acceptCity"  # the city found, Enter accepts it
