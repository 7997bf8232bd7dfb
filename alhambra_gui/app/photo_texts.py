"""What the photo import says when the recogniser refuses a photo, in one sentence each."""

from __future__ import annotations

from ...app import labels
from ...app.labels import arg, tr
from ...photo import CornersError, GridError, KnownCellError, PhotoError, UnreadablePhotoError
from ...photo.errors import BlockOutsideError, NoTilesError, PhotoTooLargeError
from ...photo.image import MAX_PIXELS
from ...photo.pipeline import MAX_CELLS


def refusal_text(error: PhotoError | MemoryError, photo_name: str, finding: bool) -> str:
    """The recogniser's refusal of the photo ``photo_name`` as one translated sentence;
    ``finding``: the block was being found in the photo (no corners were placed)."""
    if isinstance(error, MemoryError):
        return tr("There is not enough memory to read this photo.")
    if isinstance(error, PhotoTooLargeError):
        return arg(tr("%1 is larger than the %2 megapixels this program reads."),
                   photo_name, MAX_PIXELS // 1_000_000)
    if isinstance(error, NoTilesError):
        return tr("No tiles were found in the photo: place the corners and the grid by hand.") \
            if finding else tr("No tiles were found in the block: check the corners and the grid.")
    if isinstance(error, BlockOutsideError):
        return tr("The block lies outside the photo: drag the corners onto the city's block.")
    if isinstance(error, UnreadablePhotoError):
        return arg(tr("%1 cannot be read as a photo (JPEG or PNG)."), photo_name)
    if isinstance(error, CornersError):
        return corners_sentence()
    if isinstance(error, GridError):
        return arg(tr("The grid needs 1 to %1 columns and rows."), str(MAX_CELLS))
    if isinstance(error, KnownCellError):
        return tr("A cell you told the type of no longer fits the grid: tell it again.")
    return labels.as_sentence(str(error))


def corners_sentence() -> str:
    return tr("The corners must go round a convex block in the order NW, NE, SE, SW.")
