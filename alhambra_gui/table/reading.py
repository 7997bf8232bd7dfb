"""The one place the table calls the photo reader: a phone's upload (bytes) to a proposal.

The photo is decoded in memory (never written to a file), bounded before any pixel is decoded:
JPEG or PNG by its first bytes, at most the reader's ``MAX_PIXELS`` by its header (a
decompression bomb is refused unread), and decoded no finer than ``READ_SIDE`` pixels a side
(a JPEG's draft mode decodes it smaller at once). Then the reader finds the city's block and
reads it, as File ▸ Import City from Photo does. When the photo reader offers a reading from
bytes of its own, this module is what changes.
"""

from __future__ import annotations

import io
import warnings
from collections.abc import Iterable
from dataclasses import dataclass

import numpy as np
from PIL import Image, ImageOps, UnidentifiedImageError

from ..photo import PhotoError, Proposal, TileRef, recognise
from ..photo.errors import (
    FoundBlockError,
    NoTilesError,
    PhotoTooLargeError,
    TwoCitiesError,
    UnreadablePhotoError,
)
from ..photo.image import MAX_PIXELS
from ..photo.locate import Found
from ..photo.pipeline import find_and_recognise
from ..photo.progress import Progress
from .guards import sniff

#: The longest side a photo is decoded at: cells of a city filling a third of a phone photo
#: are still wider than the reader needs.
READ_SIDE = 3200


@dataclass(frozen=True)
class Reading:
    """A proposal read from a phone's photo; ``two_cities``: the photo showed two, the larger
    was read."""

    proposal: Proposal
    two_cities: bool = False


class RefusedPhoto(Exception):
    """A photo the reader refused: ``reason`` is a short key the phone words in its language."""

    def __init__(self, reason: str) -> None:
        super().__init__(reason)
        self.reason = reason


def decode_photo(data: bytes) -> np.ndarray:
    """The photo as an H x W x 3 array, turned by its EXIF orientation (RefusedPhoto when it is
    no JPEG or PNG, is too large or cannot be decoded)."""
    if sniff(data[:16]) is None:
        raise RefusedPhoto("not_image")
    try:
        with warnings.catch_warnings():  # the size is judged here, against MAX_PIXELS
            warnings.simplefilter("ignore", Image.DecompressionBombWarning)
            opened = Image.open(io.BytesIO(data))
            if opened.format not in ("JPEG", "PNG"):
                raise RefusedPhoto("not_image")
            if opened.width * opened.height > MAX_PIXELS:
                raise RefusedPhoto("too_large")
            opened.draft("RGB", (READ_SIDE, READ_SIDE))
            image = ImageOps.exif_transpose(opened).convert("RGB")
            image.thumbnail((READ_SIDE, READ_SIDE))
            return np.asarray(image, dtype=np.float32)
    except Image.DecompressionBombError:
        raise RefusedPhoto("too_large") from None
    except (UnidentifiedImageError, OSError, SyntaxError, ValueError, ZeroDivisionError):
        raise RefusedPhoto("unreadable") from None


def read_photo(data: bytes, unavailable: Iterable[TileRef], progress: Progress) -> Reading:
    """The city in a phone's photo, as the reader proposes it (the tiles ``unavailable`` lie
    elsewhere in the game). Runs for a second or two: call it off the server's loop."""
    pixels = decode_photo(data)
    progress(0.05)
    taken = list(unavailable)
    try:
        return Reading(find_and_recognise(pixels, unavailable=taken, progress=progress)[1])
    except TwoCitiesError as error:  # the larger one is read, and the phone says so
        if not isinstance(error.found, Found):
            raise RefusedPhoto("no_city") from None
        found = error.found
        return Reading(recognise(pixels, found.corners, found.cols, found.rows, unavailable=taken,
                                 progress=progress), two_cities=True)
    except (NoTilesError, FoundBlockError):
        raise RefusedPhoto("no_city") from None
    except PhotoTooLargeError:
        raise RefusedPhoto("too_large") from None
    except UnreadablePhotoError:
        raise RefusedPhoto("unreadable") from None
    except PhotoError:
        raise RefusedPhoto("no_city") from None
    except MemoryError:
        raise RefusedPhoto("too_large") from None
