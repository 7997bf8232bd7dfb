"""Reading photos: JPEG and PNG, EXIF orientation, reduced decoding, clear errors."""

from __future__ import annotations

import numpy as np
import pytest
from PIL import Image

from alhambra_gui.photo.errors import UnreadablePhotoError
from alhambra_gui.photo.geometry import Corners, sample
from alhambra_gui.photo.image import load_block

COLOURS = np.array([[[220, 40, 40], [40, 200, 40]], [[40, 40, 220], [230, 230, 60]]], np.uint8)


def quadrants(width: int, height: int) -> np.ndarray:
    """A 2 x 2 block of four colours filling a ``width`` x ``height`` picture with a grey frame."""
    image = np.full((height, width, 3), 128, np.uint8)
    x0, y0, x1, y1 = width // 8, height // 8, width - width // 8, height - height // 8
    xm, ym = (x0 + x1) // 2, (y0 + y1) // 2
    for r, (top, bottom) in enumerate(((y0, ym), (ym, y1))):
        for c, (left, right) in enumerate(((x0, xm), (xm, x1))):
            image[top:bottom, left:right] = COLOURS[r, c]
    return image


def block_corners(width: int, height: int) -> Corners:
    x0, y0, x1, y1 = width // 8, height // 8, width - width // 8, height - height // 8
    return Corners((x0, y0), (x1, y0), (x1, y1), (x0, y1))


def cell_colours(block) -> np.ndarray:
    centres = sample(block.pixels, block.homography, (0.0, 0.0, 2.0, 2.0), (2, 2))
    return np.rint(centres).astype(int)


@pytest.mark.parametrize("suffix", [".png", ".jpg"])
def test_the_block_is_read_from_a_file(tmp_path, suffix):
    path = tmp_path / f"photo{suffix}"
    Image.fromarray(quadrants(640, 480)).save(path, quality=95)
    block = load_block(path, block_corners(640, 480), 2, 2, cell_px=60)
    assert np.abs(cell_colours(block) - COLOURS).max() <= 6


def test_exif_orientation_is_applied_before_the_corners_are_read(tmp_path):
    """The corners are given on the picture as shown; the file stores it turned (orientation 6)."""
    shown = quadrants(480, 640)
    stored = Image.fromarray(shown).transpose(Image.Transpose.ROTATE_90)  # shown = stored turned clockwise
    exif = Image.Exif()
    exif[0x0112] = 6
    path = tmp_path / "turned.jpg"
    stored.save(path, exif=exif, quality=95)
    block = load_block(path, block_corners(480, 640), 2, 2, cell_px=60)
    assert np.abs(cell_colours(block) - COLOURS).max() <= 6


def test_a_big_jpeg_is_decoded_only_as_finely_as_needed(tmp_path):
    path = tmp_path / "big.jpg"
    Image.fromarray(quadrants(2400, 1800)).save(path, quality=92)
    corners = block_corners(2400, 1800)
    block = load_block(path, corners, 2, 2, cell_px=150)  # cells are 675 px or more: a quarter will do
    assert block.pixels.shape[1] < 2400 / 4
    assert np.abs(cell_colours(block) - COLOURS).max() <= 6
    nw = block.homography.point(0, 0)  # cropped to the block and a margin of 0.2 cells
    assert nw == pytest.approx((0.2 * 225 + 1, 0.2 * 168.75 + 1), abs=1.0)


def test_an_array_is_used_as_it_is():
    block = load_block(quadrants(320, 240).astype(np.float32), block_corners(320, 240), 2, 2, cell_px=60)
    assert np.abs(cell_colours(block) - COLOURS).max() <= 1


def test_a_missing_file_is_named(tmp_path):
    with pytest.raises(UnreadablePhotoError, match="does not exist"):
        load_block(tmp_path / "none.jpg", block_corners(320, 240), 2, 2, cell_px=60)


def test_a_file_that_is_no_image_is_refused(tmp_path):
    path = tmp_path / "notes.jpg"
    path.write_text("not a photo", encoding="utf-8")
    with pytest.raises(UnreadablePhotoError, match="not a photo this program reads"):
        load_block(path, block_corners(320, 240), 2, 2, cell_px=60)


def test_a_truncated_jpeg_is_refused(tmp_path):
    whole = tmp_path / "whole.jpg"
    Image.fromarray(quadrants(640, 480)).save(whole, quality=90)
    cut = tmp_path / "cut.jpg"
    cut.write_bytes(whole.read_bytes()[:2000])
    with pytest.raises(UnreadablePhotoError, match="is damaged or cut short"):
        load_block(cut, block_corners(640, 480), 2, 2, cell_px=60)


def test_an_array_of_the_wrong_shape_is_refused():
    with pytest.raises(UnreadablePhotoError, match="H x W x 3"):
        load_block(np.zeros((10, 10, 5), np.float32), block_corners(10, 10), 1, 1, cell_px=60)
