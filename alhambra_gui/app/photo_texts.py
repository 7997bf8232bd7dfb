"""What the photo import says, in one translated sentence each: why a photo or a block was
refused, and why a reading is doubted."""

from __future__ import annotations

from ..photo import CornersError, GridError, KnownCellError, PhotoError, UnreadablePhotoError
from ..photo.doubt import BESIDE, BLOCK_OFF, CLOSE, NO_FOUNTAIN, PART, RULES, TABLE, TWO_CITIES, UNSURE, Doubt
from ..photo.errors import (
    BlockOutsideError,
    DamagedPhotoError,
    MissingPhotoError,
    NoPermissionError,
    NotAFileError,
    NoTilesError,
    PhotoTooLargeError,
)
from ..photo.image import MAX_PIXELS
from ..photo.pipeline import MAX_CELLS
from . import labels
from .labels import arg, tr


def correct_text(problem: str) -> str:
    """A tile the game has elsewhere (``problem``, one sentence) and what to do about it,
    as one translated text: how two sentences follow each other is the language's (no
    space after a Chinese full stop)."""
    return arg(tr("%1 Correct that cell, or take the tile from there first."), problem)


def refusal_text(error: PhotoError | MemoryError, photo_name: str, finding: bool) -> str:
    """The recogniser's refusal of the photo ``photo_name`` as one translated sentence;
    ``finding``: the block was being found in the photo (no corners were placed)."""
    if isinstance(error, MemoryError):
        return tr("There is not enough memory to read this photo.")
    if isinstance(error, UnreadablePhotoError):
        return unreadable_text(error, photo_name)
    if isinstance(error, NoTilesError):
        return tr("No tiles were found in the photo: place the corners and the grid by hand.") \
            if finding else tr("No tiles were found in the block: check the corners and the grid.")
    if isinstance(error, BlockOutsideError):
        return tr("The block lies outside the photo: drag the corners onto the city's block.")
    if isinstance(error, CornersError):
        return corners_sentence()
    if isinstance(error, GridError):
        return arg(tr("The grid needs 1 to %1 columns and rows."), str(MAX_CELLS))
    if isinstance(error, KnownCellError):
        return tr("A cell you told the type of no longer fits the grid: tell it again.")
    return labels.as_sentence(str(error))


def unreadable_text(error: UnreadablePhotoError, photo_name: str) -> str:
    """Why the photo ``photo_name`` (a file's name) cannot be opened, one translated sentence."""
    if isinstance(error, NotAFileError):
        return arg(tr("%1 is not a regular file: open the photo itself."), photo_name)
    if isinstance(error, PhotoTooLargeError):
        return arg(tr("%1 is larger than the %2 megapixels this program reads."), photo_name,
                   MAX_PIXELS // 1_000_000)
    if isinstance(error, MissingPhotoError):
        return arg(tr("The photo %1 does not exist."), photo_name)
    if isinstance(error, NoPermissionError):
        return arg(tr("You have no permission to read %1."), photo_name)
    if isinstance(error, DamagedPhotoError):
        return arg(tr("%1 is damaged or cut short."), photo_name)
    formats = tr("JPEG, PNG, WebP, TIFF, GIF or BMP")  # photo.image.READ_FORMATS, in the user's words
    return arg(tr("%1 is not a photo this program reads (%2)."), photo_name, formats)


def corners_sentence() -> str:
    return tr("The corners must go round a convex block in the order NW, NE, SE, SW.")


def doubt_text(doubt: Doubt) -> str:
    """Why a reading is doubted, one translated sentence saying what to do."""
    if doubt.kind == BLOCK_OFF:
        return tr("The block reads with doubt, as if it lay a cell off: check the corners and the grid; "
                  "the cells outlined were left empty.")
    if doubt.kind == NO_FOUNTAIN:
        return tr("The fountain was not found for sure: click its cell in the photo and pick "
                  "\u201cThe fountain\u201d.")
    if doubt.kind == TWO_CITIES:
        return tr("The photo shows two cities: the larger one was read. Drag the corners onto "
                  "the other to read it instead.")
    if doubt.kind == RULES:
        return tr("The city read breaks the building rules at %n cell(s): check the cells outlined.", "",
                  doubt.cells)
    if doubt.kind == CLOSE:
        return tr("Another reading is nearly as likely: compare it, and check the cells outlined.")
    if doubt.kind == UNSURE:
        return tr("%n cell(s) are read unsure: check the cells outlined before accepting.", "", doubt.cells)
    if doubt.kind == BESIDE:
        return tr("%n tile(s) lie just beside the city read and were left out: if they belong to it, drag "
                  "the corners and set the grid to take them in.", "", doubt.cells)
    if doubt.kind == PART:
        return tr("Many tiles in the photo lie outside the block read: drag the corners and set the grid to "
                  "take them in; the cells outlined were left empty.")
    if doubt.kind == TABLE:
        return tr("A tile was read in another city too, and only one city can hold it: check the cells "
                  "outlined.")
    return labels.as_sentence(doubt.reason)
