"""Opening a photo in the dialog finds the city by itself (issue 21): the handles land on the
block's corners, the grid is the block's, the city is proposed, and Accept puts it in the game."""

from __future__ import annotations

import sys

import numpy as np
import pytest

from alhambra_gui.app.session import GameSession
from alhambra_gui.engine import Game, Player, Tile
from alhambra_gui.photo.locate import find_block
from alhambra_gui.widgets.paint.tones import ERROR, INFO, app_palette, text_colour
from alhambra_gui.widgets.photo.photo_import import PhotoImportDialog

from .block_once import found_once
from .photo_scene import render_scene


@pytest.fixture(scope="module", autouse=True)
def each_block_found_once():
    """The dialog's reading and the test's own ``find_block`` of the same photo share one
    search (tests/block_once.py): the handles are still compared with the block found."""
    with found_once(sys.modules[__name__]):
        yield


@pytest.fixture(scope="module")
def scene():
    return render_scene(1046, 14)


def opened(qtbot, path):
    d = PhotoImportDialog(GameSession(Game([Player("Anna"), Player("Ben")])), "Anna")
    qtbot.addWidget(d)
    d.show()
    qtbot.waitExposed(d)
    with qtbot.waitSignal(d.readDone, timeout=60000):
        assert d.load_photo(path)
    return d


def colour_of(label) -> str:
    """The text colour a label's style sheet gives it."""
    return label.styleSheet().split("color:")[1].split(";")[0].strip()


def test_opening_a_photo_places_the_corners_and_the_grid_and_proposes_the_city(qtbot, scene, tmp_path):
    path = tmp_path / "city.jpg"
    path.write_bytes(scene.jpeg)
    d = opened(qtbot, path)
    assert (d.cols_spin.value(), d.rows_spin.value()) == (scene.cols, scene.rows)
    assert d.canvas.grid() == (scene.cols, scene.rows)
    found = find_block(path)
    cell = np.hypot(*np.subtract(scene.corners[1], scene.corners[0])) / scene.cols
    for handle, mine, truth in zip(d.canvas.corners(), found.corners.points, scene.corners, strict=True):
        assert handle == pytest.approx(mine, abs=1e-6)  # the handles sit on the corners found
        assert np.hypot(*np.subtract(handle, truth)) < 0.2 * cell  # which are the block's
    assert d.message.text() == "The city was found in the photo: check the corners and the grid."
    assert colour_of(d.message) == text_colour(app_palette(), INFO).name()  # a note, not a refusal
    truth = {(c["col"] - scene.fountain[0], c["row"] - scene.fountain[1]): Tile.from_dict(c["tile"])
             for c in scene.cells if c["tile"]}
    assert d.draft.proposal.fountain == scene.fountain
    assert d.accept_button.isEnabled() and d.accept_button.isDefault()
    assert d.accept_city()
    city = dict(d.session.game.player("Anna").city)
    assert sum(city.get(cell) == tile for cell, tile in truth.items()) >= len(truth) - 1


def test_a_photo_without_tiles_asks_for_the_corners_by_hand(qtbot, tmp_path):
    from PIL import Image

    path = tmp_path / "table.png"
    Image.new("RGB", (640, 480), (95, 60, 38)).save(path)
    d = opened(qtbot, path)
    assert d.message.text() == "No tiles were found in the photo: place the corners and the grid by hand."
    assert colour_of(d.message) == text_colour(app_palette(), ERROR).name()
    assert d.draft is None


def test_a_block_read_with_doubt_shows_its_corners_and_says_so(qtbot, tmp_path):
    # A small photo whose block is found of the wrong size (4 x 11 cells for 4 x 9): the handles
    # still sit on the corners found, for the user to drag onto the city, one sentence says so in
    # red, and the cells whose building the reader doubts are proposed empty, outlined. (Seed
    # 1025, this test's photo before, is doubted for its fountain since a faint but finely drawn
    # tile counts as one.)
    doubtful = render_scene(1035, 14, cell_px=75)
    path = tmp_path / "small.jpg"
    path.write_bytes(doubtful.jpeg)
    d = opened(qtbot, path)
    found = find_block(path)
    for handle, mine in zip(d.canvas.corners(), found.corners.points, strict=True):
        assert handle == pytest.approx(mine, abs=1e-6)
    assert d.message.text() == ("The block reads with doubt, as if it lay a cell off: check the corners and "
                                "the grid; the cells outlined were left empty.")
    assert colour_of(d.message) == text_colour(app_palette(), ERROR).name()
    assert d.draft.proposal.doubtful
    left = {(c.col, c.row) for c in d.draft.proposal.cells if c.kind == "empty" and c.confidence == 0.0}
    assert left and left <= set(d.draft.doubtful())


def test_a_block_found_that_the_reading_refuses_shows_its_corners(qtbot, tmp_path):
    # The block found for this city under a strong cast reaches off the photo: the reading
    # refuses it, the handles sit on the corners found, and the sentence says what to do.
    off = render_scene(2015, 14, cast=0.35)
    path = tmp_path / "cast.jpg"
    path.write_bytes(off.jpeg)
    d = opened(qtbot, path)
    found = find_block(path)
    for handle, mine in zip(d.canvas.corners(), found.corners.points, strict=True):
        assert handle == pytest.approx(mine, abs=1e-6)
    assert d.canvas.grid() == (found.cols, found.rows) == (6, 8)
    assert d.message.text() == "The block lies outside the photo: drag the corners onto the city's block."
    assert d.draft is None
