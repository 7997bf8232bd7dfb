"""Digitise a whole city from one photo, without Qt.

``read_city(photo, corners=None, grid=None, known=..., unavailable=...)`` returns a
``Reading``: the block (given, or found in the photo by itself), its ``Proposal`` (for every
cell of the block, empty / fountain / building, the building type, the walled sides, the
catalogue tile and a confidence), whether to doubt it and why. ``recognise`` reads a block
whose corners are given. ``alhambra-gui photo`` is the same on the command line.
"""

from __future__ import annotations

from .catalogue import TileRef
from .doubt import Doubt
from .errors import CornersError, GridError, KnownCellError, PhotoError, UnreadablePhotoError
from .geometry import Corners
from .pipeline import recognise
from .proposal import CellProposal, Proposal
from .reading import Reading, read_city

__all__ = [
    "CellProposal",
    "Corners",
    "CornersError",
    "Doubt",
    "GridError",
    "KnownCellError",
    "PhotoError",
    "Proposal",
    "Reading",
    "TileRef",
    "UnreadablePhotoError",
    "read_city",
    "recognise",
]
