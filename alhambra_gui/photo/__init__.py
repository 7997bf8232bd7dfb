"""Digitise a whole city from one photo, without Qt.

``recognise(photo, corners, cols, rows, known=None, unavailable=())`` returns a
``Proposal``: for every cell of the block, empty / fountain / building, the building type,
the walled sides, the catalogue tile and a confidence. ``python -m alhambra_gui photo``
is the same on the command line.
"""

from __future__ import annotations

from .catalogue import TileRef
from .errors import CornersError, GridError, KnownCellError, PhotoError, UnreadablePhotoError
from .geometry import Corners
from .pipeline import recognise
from .proposal import CellProposal, Proposal

__all__ = [
    "CellProposal",
    "Corners",
    "CornersError",
    "GridError",
    "KnownCellError",
    "PhotoError",
    "Proposal",
    "TileRef",
    "UnreadablePhotoError",
    "recognise",
]
