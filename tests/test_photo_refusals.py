"""Photo input that must be refused, each in one sentence (issue 15: freezes, bounds, wrong input).

Pipes and huge photos are refused before anything is decoded, the grid is bounded by the
largest city, corners that put the block off the photo or the wrong way round are refused,
a block without tiles is said to be one, and a dark photo warns of nothing.
"""

from __future__ import annotations

import io
import os
import subprocess
import sys
import warnings

import numpy as np
import pytest
from PIL import Image

from alhambra_gui.photo import recognise
from alhambra_gui.photo.cli import main
from alhambra_gui.photo.errors import (
    CornersError,
    GridError,
    KnownCellError,
    NotAFileError,
    NoTilesError,
)
from alhambra_gui.photo.geometry import Corners
from alhambra_gui.photo.image import MAX_PIXELS, load_block

from .photo_scene import render_scene

SQUARE = "10,10,290,10,290,290,10,290"


@pytest.fixture(scope="module")
def city(tmp_path_factory):
    s = render_scene(31, 8, strays=1)
    path = tmp_path_factory.mktemp("photo") / "city.jpg"
    path.write_bytes(s.jpeg)
    return path, s


def one_sentence(capsys) -> str:
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and err.startswith("alhambra-gui photo: error: ") and "Traceback" not in err
    return err


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="named pipes are POSIX")
def test_a_pipe_given_as_the_photo_is_refused_at_once(tmp_path):
    """Before: reading it blocked forever (no writer ever comes)."""
    fifo = tmp_path / "photo.jpg"
    os.mkfifo(fifo)
    done = subprocess.run([sys.executable, "-m", "alhambra_gui", "photo", str(fifo), "--corners", SQUARE,
                           "--grid", "2x2"], capture_output=True, text=True, timeout=60, check=False)
    assert done.returncode == 2
    assert done.stderr.strip() == f"alhambra-gui photo: error: {fifo} is not a regular file."
    with pytest.raises(NotAFileError):
        recognise(tmp_path, Corners((10, 10), (290, 10), (290, 290), (10, 290)), 2, 2)


def test_a_photo_beyond_the_pixel_bound_is_refused_before_it_is_decoded(tmp_path, capsys):
    """Before: a 20 KB PNG of 13 000 x 13 000 took 19 s and 4 GB."""
    path = tmp_path / "huge.png"
    Image.new("1", (13000, 13000), 1).save(path)  # one bit a pixel: small to make, 507 MB as RGB
    assert path.stat().st_size < 100_000 and MAX_PIXELS < 13000 * 13000
    assert main([str(path), "--corners", "100,100,12900,100,12900,12900,100,12900", "--grid", "2x2"]) == 2
    err = one_sentence(capsys)
    assert "larger than the 50 megapixels this program reads" in err


def test_a_png_is_reduced_to_what_the_block_needs(tmp_path):
    """Draft mode reduces JPEGs only; a PNG's block is reduced by a whole factor after decoding."""
    path = tmp_path / "big.png"
    Image.new("RGB", (2000, 2000), (200, 180, 90)).save(path)
    block = load_block(path, Corners((0, 0), (2000, 0), (2000, 2000), (0, 2000)), 2, 2, cell_px=100)
    assert block.pixels.shape[0] <= 220  # cells of 100 to 200 pixels, not 1000
    height, width = block.pixels.shape[:2]
    assert block.homography.point(2, 2) == pytest.approx((width, height), abs=2)


def test_the_grid_is_bounded_by_the_largest_city(city, capsys):
    """Before: a 55 x 55 grid read 3 025 cells for 27 s and 2 GB."""
    path, _ = city
    assert main([str(path), "--corners", SQUARE, "--grid", "55x55"]) == 2
    err = one_sentence(capsys)
    assert "columns and rows add up to at most 56" in err
    with pytest.raises(GridError):
        recognise(path, Corners((10, 10), (290, 10), (290, 290), (10, 290)), 29, 28)


@pytest.mark.parametrize("corners", ["0,0,1e10,0,1e10,1e10,0,1e10",
                                     "5000,5000,6000,5000,6000,6000,5000,6000"])
def test_a_block_off_the_photo_is_refused(city, capsys, corners):
    """Before: 1e10 raised ZeroDivisionError in Pillow's draft; a block beside the photo read as empty."""
    path, _ = city
    assert main([str(path), "--corners", corners, "--grid", "5x5"]) == 2
    err = one_sentence(capsys)
    assert "lie outside the photo" in err and "cannot read" not in err


def test_corners_the_wrong_way_round_are_refused_not_read_mirrored(city, capsys):
    path, s = city
    nw, ne, se, sw = s.corners
    with pytest.raises(CornersError, match="clockwise"):
        recognise(path, [ne, nw, sw, se], s.cols, s.rows)  # counter-clockwise: the city mirrored
    flat = ",".join(f"{v:.1f}" for point in (nw, se, ne, sw) for v in point)  # crossed
    assert main([str(path), "--corners", flat, "--grid", f"{s.cols}x{s.rows}"]) == 2
    err = one_sentence(capsys)
    assert "NW, NE, SE, SW" in err and "cannot read the photo" not in err  # before: "cannot read …"


def test_a_calibration_cell_given_twice_with_two_kinds_is_refused(city, capsys):
    """Before: the last one silently won."""
    path, s = city
    flat = ",".join(f"{v:.1f}" for point in s.corners for v in point)
    args = [str(path), "--corners", flat, "--grid", f"{s.cols}x{s.rows}", "--known", "0,0=garden",
            "--known", "0,0=tower"]
    assert main(args, io.StringIO()) == 2
    assert "given twice with different kinds" in one_sentence(capsys)
    with pytest.raises(KnownCellError):
        recognise(path, s.corners, s.cols, s.rows, known=[((0, 0), "garden"), ((0, 0), "tower")])


@pytest.mark.parametrize("level", [0, 12])
def test_a_block_without_tiles_is_said_to_be_one_and_a_dark_photo_warns_of_nothing(level):
    """Before: every cell empty still put the fountain at (0, 0); a black photo warned of
    'invalid value encountered in divide'."""
    photo = np.full((300, 300, 3), level, np.float32)
    with warnings.catch_warnings():
        warnings.simplefilter("error")
        with pytest.raises(NoTilesError, match="no tiles were found"):
            recognise(photo, Corners((10, 10), (290, 10), (290, 290), (10, 290)), 3, 3)


def test_the_photo_name_is_shown_with_its_controls_escaped(tmp_path, capsys):
    path = tmp_path / "city\x1b[2J.jpg"
    path.write_bytes(b"not a photo")
    assert main([str(path), "--corners", SQUARE, "--grid", "2x2"], io.StringIO()) == 2
    err = one_sentence(capsys)
    assert "\x1b" not in err and "city\\u001b[2J.jpg" in err

