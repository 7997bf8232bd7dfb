"""Reading the photo (JPEG, PNG, WebP, TIFF, GIF or BMP), EXIF orientation respected,
decoded only as finely and only as far as the block needs.

Only regular files are opened (a pipe would block the reader forever). A JPEG is decoded
at a reduced scale (Pillow's draft mode) when the block's cells are much larger than the
analysis needs; another format is reduced by a whole factor right after it is decoded,
before it is turned or converted; what is decoded may hold at most ``MAX_PIXELS``; only the
block's bounding box (plus a margin) is converted to an array, reduced by a whole factor
where its cells are still larger than needed. The homography returned maps grid coordinates
to that array. Every failure is one of the program's own sentences, never the system's or
Pillow's words.
"""

from __future__ import annotations

import io
import os
import stat
import warnings
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from pathlib import Path

import numpy as np
from PIL import Image, UnidentifiedImageError

from .errors import (
    BlockOutsideError,
    DamagedPhotoError,
    MissingPhotoError,
    NoPermissionError,
    NotAFileError,
    NotAPhotoError,
    PhotoError,
    PhotoTooLargeError,
    UnreadablePhotoError,
)
from .geometry import Corners, FloatArray, Homography
from .memory import give_back

#: How far around the block (in cells) the analysis looks: tiles stick out a little.
MARGIN = 0.2
#: The most pixels a photo may decode to (after draft mode): 50 megapixels, 150 MB as RGB.
MAX_PIXELS = 50_000_000
#: A photo: a file, or its bytes (as an upload brings them).
PhotoSource = str | Path | bytes
#: The formats read (Pillow's names; a JPEG of several pictures, MPO, is read as a JPEG), and
#: as sentences name them.
READ_FORMATS = ("JPEG", "PNG", "WEBP", "TIFF", "GIF", "BMP")
READ_FORMATS_TEXT = "JPEG, PNG, WebP, TIFF, GIF or BMP"
#: What each EXIF orientation (2 to 8) takes to turn the photo upright.
_UPRIGHT = {2: Image.Transpose.FLIP_LEFT_RIGHT, 3: Image.Transpose.ROTATE_180,
            4: Image.Transpose.FLIP_TOP_BOTTOM, 5: Image.Transpose.TRANSPOSE, 6: Image.Transpose.ROTATE_270,
            7: Image.Transpose.TRANSVERSE, 8: Image.Transpose.ROTATE_90}


@dataclass(frozen=True)
class BlockImage:
    """The part of the photo around the block, and the map from grid to its pixels."""

    pixels: FloatArray
    homography: Homography


def load_block(source: PhotoSource | FloatArray, corners: Corners, cols: int, rows: int,
               cell_px: float) -> BlockImage:
    """The photo around the block, with cells at least ``cell_px`` pixels wide where possible."""
    if isinstance(source, np.ndarray):
        pixels = _as_rgb_array(source)
        check_on_photo(corners, cols, rows, (pixels.shape[1], pixels.shape[0]))
        return _crop(pixels, corners, cols, rows)
    give_back()  # what the block finder let go, before the photo is decoded at full size
    with opened_photo(source) as opened:
        full_size = oriented_size(opened)
        cell = check_on_photo(corners, cols, rows, full_size).cell_size(cols, rows)
        reduce = max(1.0, cell / cell_px)
        wanted = (max(1, int(full_size[0] / reduce)), max(1, int(full_size[1] / reduce)))
        image = decode(opened, source, wanted)
        factor = image.width / full_size[0]
        reduce_by = max(1, int(cell * factor / cell_px))
        box, moved = _crop_image(image, corners.scaled(factor), cols, rows, reduce_by)
        image.close()  # the photo goes before its block is made floats: a 12-megapixel photo's peak
    give_back()  # and so do its pages
    return BlockImage(_floats(box), Homography.from_corners(moved, cols, rows))


def _floats(box: Image.Image) -> FloatArray:
    """The block as floats, each copy let go as the next is made: a near photo's block is most
    of the photo, and Pillow's block, its bytes and the floats side by side were the peak."""
    with box:
        data = np.asarray(box)
    return data.astype(np.float32)


@contextmanager
def opened_photo(source: PhotoSource) -> Iterator[Image.Image]:
    """The photo (a file or its bytes) opened lazily (nothing decoded yet); every failure,
    while open too, is an UnreadablePhotoError naming the file in the program's words."""
    if isinstance(source, bytes):
        stream: str | Path | io.BytesIO = io.BytesIO(source)
    else:
        check_regular_file(source)
        stream = source
    the_photo = _the_photo(source)
    try:
        with warnings.catch_warnings():  # the size is judged below, against MAX_PIXELS
            warnings.simplefilter("ignore", Image.DecompressionBombWarning)
            image = Image.open(stream, formats=READ_FORMATS)
        with image:
            yield image
    except PhotoError:
        raise
    except FileNotFoundError:
        raise MissingPhotoError(f"{the_photo} does not exist") from None
    except PermissionError:
        raise NoPermissionError(f"{the_photo} may not be read (no permission)") from None
    except UnidentifiedImageError:
        what = "what was sent" if isinstance(source, bytes) else str(source)
        raise NotAPhotoError(f"{what} is not a photo this program reads ({READ_FORMATS_TEXT})") from None
    except Image.DecompressionBombError:
        raise PhotoTooLargeError(_too_large(source)) from None
    except (OSError, SyntaxError, ValueError, ZeroDivisionError, EOFError):
        raise DamagedPhotoError(f"{the_photo} is damaged or cut short") from None


def check_regular_file(source: str | Path) -> None:
    """Refuses a path that is missing or is not a regular file (a folder, a pipe, a device)."""
    try:
        mode = os.stat(source).st_mode
    except FileNotFoundError:
        raise MissingPhotoError(f"the photo {source} does not exist") from None
    except PermissionError:
        raise NoPermissionError(f"the photo {source} may not be read (no permission)") from None
    except (OSError, ValueError):
        raise MissingPhotoError(f"the photo {source} cannot be reached") from None
    if not stat.S_ISREG(mode):
        raise NotAFileError(f"{source} is not a regular file")


def decode(opened: Image.Image, source: PhotoSource, size: tuple[int, int]) -> Image.Image:
    """The opened photo as RGB, turned by its EXIF orientation, at least ``size`` (once turned)
    and as little more as a whole reduction allows: a JPEG's draft mode decodes it smaller,
    another format is reduced right after decoding, before the turn and the conversion copy
    it. Refused beyond MAX_PIXELS."""
    orientation = _orientation(opened)
    stored = (size[1], size[0]) if orientation in (5, 6, 7, 8) else size
    opened.draft("RGB", stored)
    if opened.width * opened.height > MAX_PIXELS:
        raise PhotoTooLargeError(_too_large(source))
    factor = max(1, min(opened.width // max(stored[0], 1), opened.height // max(stored[1], 1)))
    opened.load()  # decoded here, whatever comes next (and usable once the file is closed)
    image = opened
    if factor > 1:
        reducible = opened if opened.mode in ("RGB", "RGBA", "L", "LA") else opened.convert("RGB")
        image = reducible.reduce(factor)
    if orientation in _UPRIGHT:
        image = image.transpose(_UPRIGHT[orientation])
    return image if image.mode == "RGB" else image.convert("RGB")


def _orientation(image: Image.Image) -> int:
    try:
        return int(image.getexif().get(0x0112, 1))
    except (TypeError, ValueError):
        return 1


def _too_large(source: PhotoSource) -> str:
    return f"{_the_photo(source)} is larger than the {MAX_PIXELS // 1_000_000} megapixels this program reads"


def _the_photo(source: PhotoSource) -> str:
    """How a sentence names the photo: "the photo FILE", or "the photo sent" for its bytes."""
    return "the photo sent" if isinstance(source, bytes) else f"the photo {source}"


def check_on_photo(corners: Corners, cols: int, rows: int, size: tuple[int, int]) -> Homography:
    """The block's homography, refused when any cell's centre lies off the photo."""
    homography = Homography.from_corners(corners, cols, rows)
    u, v = np.meshgrid(np.arange(cols) + 0.5, np.arange(rows) + 0.5)
    x, y = homography.apply(u, v)
    off = int(np.count_nonzero(~((x >= 0) & (x <= size[0]) & (y >= 0) & (y <= size[1]))))
    if off:
        raise BlockOutsideError(f"{off} of the block's {cols * rows} cells lie outside the photo "
                                f"({size[0]} x {size[1]} pixels): the corners must lie on the block")
    return homography


def oriented_size(image: Image.Image) -> tuple[int, int]:
    """The image's size once its EXIF orientation is applied (5 to 8 swap the axes)."""
    return (image.height, image.width) if _orientation(image) in (5, 6, 7, 8) else image.size


def _bounds(corners: Corners, cols: int, rows: int, size: tuple[int, int]) -> tuple[int, int, int, int]:
    """The pixel box holding the block and its margin, clipped to the image."""
    homography = Homography.from_corners(corners, cols, rows)
    u = np.array([-MARGIN, cols + MARGIN, cols + MARGIN, -MARGIN], np.float32)
    v = np.array([-MARGIN, -MARGIN, rows + MARGIN, rows + MARGIN], np.float32)
    x, y = homography.apply(u, v)
    left = int(np.clip(np.floor(x.min()) - 1, 0, size[0] - 1))
    top = int(np.clip(np.floor(y.min()) - 1, 0, size[1] - 1))
    right = int(np.clip(np.ceil(x.max()) + 1, left + 1, size[0]))
    bottom = int(np.clip(np.ceil(y.max()) + 1, top + 1, size[1]))
    return left, top, right, bottom


def _crop_image(image: Image.Image, corners: Corners, cols: int, rows: int,
                factor: int) -> tuple[Image.Image, Corners]:
    """The block's box, reduced by ``factor`` (a whole number) when its cells allow, and the
    block's corners on it."""
    left, top, right, bottom = _bounds(corners, cols, rows, image.size)
    box = image.crop((left, top, right, bottom))
    if factor > 1:
        box = box.reduce(factor)
    scale = 1.0 / factor  # output pixel i of reduce() covers input pixels [i f, (i + 1) f)
    return box, corners.scaled(1.0, (float(left), float(top))).scaled(scale)


def _crop(pixels: FloatArray, corners: Corners, cols: int, rows: int) -> BlockImage:
    height, width = pixels.shape[:2]
    left, top, right, bottom = _bounds(corners, cols, rows, (width, height))
    moved = corners.scaled(1.0, (float(left), float(top)))
    return BlockImage(pixels[top:bottom, left:right], Homography.from_corners(moved, cols, rows))


def _as_rgb_array(array: FloatArray) -> FloatArray:
    if array.ndim == 2:
        array = np.repeat(array[..., None], 3, axis=2)
    if array.ndim != 3 or array.shape[2] not in (3, 4) or min(array.shape[:2]) < 2:
        raise UnreadablePhotoError(f"an image array must be H x W x 3 (RGB), got shape {array.shape}")
    return np.asarray(array[..., :3], dtype=np.float32)
