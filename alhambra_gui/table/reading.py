"""The one place the table calls the photo reader: a phone's upload (bytes) to a proposal.

The photo is decoded in memory (never written to a file), bounded before any pixel is decoded:
JPEG or PNG by its first bytes, at most the reader's ``MAX_PIXELS`` by its header (a
decompression bomb is refused unread), and decoded no finer than ``READ_SIDE`` pixels a side
(a JPEG's draft mode decodes it smaller at once). Then ``photo.read_city`` finds the city's
block and reads it, as File ▸ Import City from Photo does: the same reader, the rules as its
prior, the same doubt, and the tiles the modules in play may show turned (``photo.hints``).
"""

from __future__ import annotations

import io
import warnings
from collections.abc import Iterable
from dataclasses import dataclass

import numpy as np
from PIL import Image, ImageOps, UnidentifiedImageError

from ..photo import PhotoError, Proposal, TileRef, read_city
from ..photo.doubt import TWO_CITIES, Doubt
from ..photo.errors import FoundBlockError, NoTilesError, PhotoTooLargeError, UnreadablePhotoError
from ..photo.image import MAX_PIXELS
from ..photo.progress import Progress
from .guards import sniff

#: The longest side a photo is decoded at: cells of a city filling a third of a phone photo
#: are still wider than the reader needs.
READ_SIDE = 3200


@dataclass(frozen=True)
class Reading:
    """A proposal read from a phone's photo; ``doubt`` (None: none), why the reader doubts it,
    as ``photo.read_city`` says (the photo showed two cities and the larger was read, the
    city breaks a rule, another reading comes close, ...)."""

    proposal: Proposal
    doubt: Doubt | None = None

    @property
    def two_cities(self) -> bool:
        return self.doubt is not None and self.doubt.kind == TWO_CITIES


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


def read_photo(data: bytes, unavailable: Iterable[TileRef], progress: Progress,
               readings: Iterable[TileRef] = ()) -> Reading:
    """The city in a phone's photo, as the reader proposes it (the tiles ``unavailable`` lie
    elsewhere in the game; ``readings``: tiles as the modules in play may show them, turned).
    Runs for a second or two: call it off the server's loop."""
    pixels = decode_photo(data)
    progress(0.05)
    try:
        read = read_city(pixels, unavailable=tuple(unavailable), progress=progress, readings=tuple(readings))
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
    return Reading(read.proposal, read.doubt)
