"""Reading the photo: JPEG or PNG, EXIF orientation respected, decoded only as finely
and only as far as the block needs.

A JPEG is decoded at a reduced scale (Pillow's draft mode) when the block's cells are
much larger than the analysis needs, and only the block's bounding box (plus a margin)
is converted to an array. The homography returned maps grid coordinates to that array.
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

import numpy as np
from PIL import Image, ImageOps, UnidentifiedImageError

from .errors import UnreadablePhotoError
from .geometry import Corners, FloatArray, Homography

#: How far around the block (in cells) the analysis looks: tiles stick out a little.
MARGIN = 0.2


@dataclass(frozen=True)
class BlockImage:
    """The part of the photo around the block, and the map from grid to its pixels."""

    pixels: FloatArray
    homography: Homography


def load_block(source: str | Path | FloatArray, corners: Corners, cols: int, rows: int,
               cell_px: float) -> BlockImage:
    """The photo around the block, with cells at least ``cell_px`` pixels wide where possible."""
    if isinstance(source, np.ndarray):
        return _crop(_as_rgb_array(source), corners, cols, rows)
    try:
        with Image.open(source) as opened:
            full_size = _oriented_size(opened)
            cell = Homography.from_corners(corners, cols, rows).cell_size(cols, rows)
            reduce = max(1.0, cell / cell_px)
            opened.draft("RGB", (int(opened.width / reduce), int(opened.height / reduce)))
            image = ImageOps.exif_transpose(opened).convert("RGB")
    except FileNotFoundError:
        raise UnreadablePhotoError(f"the photo {source} does not exist") from None
    except UnidentifiedImageError:
        raise UnreadablePhotoError(f"{source} is not an image this program can read (JPEG or PNG)") from None
    except (OSError, Image.DecompressionBombError, SyntaxError, ValueError) as error:
        raise UnreadablePhotoError(f"cannot read the photo {source}: {_reason(error)}") from None
    factor = image.width / full_size[0]
    return _crop_image(image, corners.scaled(factor), cols, rows)


def _oriented_size(image: Image.Image) -> tuple[int, int]:
    """The image's size once its EXIF orientation is applied (5 to 8 swap the axes)."""
    orientation = image.getexif().get(0x0112, 1)
    return (image.height, image.width) if orientation in (5, 6, 7, 8) else image.size


def _reason(error: Exception) -> str:
    text = str(error).strip().rstrip(".")
    return text if text else type(error).__name__


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


def _crop_image(image: Image.Image, corners: Corners, cols: int, rows: int) -> BlockImage:
    left, top, right, bottom = _bounds(corners, cols, rows, image.size)
    pixels = np.asarray(image.crop((left, top, right, bottom)), dtype=np.float32)
    moved = corners.scaled(1.0, (float(left), float(top)))
    return BlockImage(pixels, Homography.from_corners(moved, cols, rows))


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
