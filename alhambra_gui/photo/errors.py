"""Errors a user can act on. Each is a ValueError carrying one readable sentence."""

from __future__ import annotations


class PhotoError(ValueError):
    """Base of every error the photo recogniser raises on bad input."""


class UnreadablePhotoError(PhotoError):
    """The file is missing, is not an image, or cannot be decoded."""


class MissingPhotoError(UnreadablePhotoError):
    """No file of that name."""


class NoPermissionError(UnreadablePhotoError):
    """The file is there, but this user may not read it."""


class NotAPhotoError(UnreadablePhotoError):
    """The file is no image of a format the reader reads (``image.READ_FORMATS``)."""


class DamagedPhotoError(UnreadablePhotoError):
    """The file starts as a photo but cannot be decoded (cut short, damaged)."""


class NotAFileError(UnreadablePhotoError):
    """The path names a folder, a pipe or a device, not a regular file (a pipe would block)."""


class PhotoTooLargeError(UnreadablePhotoError):
    """The photo would decode to more pixels than the reader takes."""


class CornersError(PhotoError):
    """The four block corners are malformed or do not span a usable quadrilateral."""


class BlockOutsideError(CornersError):
    """The block the corners make does not lie on the photo."""


class GridError(PhotoError):
    """The block's columns x rows are malformed or out of range."""


class KnownCellError(PhotoError):
    """A calibration cell lies outside the block or names an unknown kind."""


class NoTilesError(PhotoError):
    """No cell of the block holds a tile: nothing to read."""


class TwoCitiesError(NoTilesError):
    """The photo shows two cities: which one to read must be told (corners and grid).

    ``found`` is the larger city's block (a ``locate.Found``), which a caller may read instead.
    """

    def __init__(self, message: str, found: object = None) -> None:
        super().__init__(message)
        self.found = found


class FoundBlockError(PhotoError):
    """The block found in the photo was refused when read: ``reason`` (a PhotoError) says why,
    ``found`` is that block (a ``locate.Found``), for the user to correct."""

    def __init__(self, reason: PhotoError, found: object, where: str) -> None:
        super().__init__(f"{reason}; the block found lies at {where}")
        self.reason = reason
        self.found = found
