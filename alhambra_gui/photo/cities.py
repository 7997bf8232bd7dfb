"""Every city in one photo (issue 29 item 3: one photo of the whole table, or of two players'
cities side by side).

The photo is looked at small once (as ``locate.find_block`` looks at it); the largest city's
block is found, covered with the table's colour half a cell around, and the photo searched
again, until no city is left (or ``MOST_CITIES`` are found). Each city is then read from the
photo itself, as one photo of one city is read (``reading.read_city``).
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import replace

import numpy as np
from PIL import Image, ImageDraw

from .catalogue import TileRef
from .decide import decide
from .errors import FoundBlockError, NoTilesError, TwoCitiesError
from .geometry import Homography
from .image import PhotoSource
from .locate import Found, find_block
from .pipeline import FINDING, observe_found
from .progress import Progress, quiet
from .reading import Reading
from .sandmask import working_image

#: A table has at most six players.
MOST_CITIES = 6
#: Once a city is found, fewer tiles than this together are strays, not another city.
FEWEST_TILES = 3


def find_cities(source: PhotoSource | np.ndarray, progress: Progress = quiet) -> list[Found]:
    """The blocks of every city in the photo, the largest first (NoTilesError: none)."""
    work, scale = working_image(source)
    table = tuple(int(v) for v in np.median(work.reshape(-1, 3), axis=0))
    image = Image.fromarray(work)
    found: list[Found] = []
    while len(found) < MOST_CITIES:
        progress(0.5 * len(found) / MOST_CITIES)
        block = _find(image)
        if block is None or (found and block.tiles < FEWEST_TILES):
            if not found:
                raise NoTilesError("no tiles of the game were found in the photo")
            break
        _cover(image, block, table)
        found.append(block)
    if len(found) > 1:  # each found again alone: the others' edges no longer pull its grid askew
        # (the last was found with every other covered already: found alone, as it stands)
        found = [_alone(work, found, k, table) for k in range(len(found) - 1)] + found[-1:]
    return [replace(block, corners=block.corners.scaled(1.0 / scale)) for block in found]


def _find(image: Image.Image) -> Found | None:
    """The largest city's block in the (working) image, None without one."""
    try:
        return find_block(np.asarray(image, dtype=np.float32))
    except TwoCitiesError as error:  # the larger of two: the other is found next round
        return error.found if isinstance(error.found, Found) else None
    except NoTilesError:
        return None


def _alone(work: np.ndarray, found: list[Found], k: int, table: tuple[int, ...]) -> Found:
    """City ``k``'s block found again with every other city covered."""
    image = Image.fromarray(work)
    for other, block in enumerate(found):
        if other != k:
            _cover(image, block, table)
    again = _find(image)
    return again if again is not None and again.tiles >= found[k].tiles else found[k]


def read_cities(source: PhotoSource | np.ndarray, unavailable: Iterable[TileRef] = (),
                progress: Progress = quiet, readings: Iterable[TileRef] = ()) -> list[Reading]:
    """Every city in the photo read (the largest first); a block the reading refuses is left
    out unless it is the only one (then its FoundBlockError is raised)."""
    image = source.astype("float32") if isinstance(source, np.ndarray) else source
    elsewhere, told = tuple(unavailable), tuple(readings)
    blocks = find_cities(image, lambda part: progress(FINDING * part))
    read: list[Reading] = []
    refused: FoundBlockError | None = None
    for k, block in enumerate(blocks):
        def part(fraction: float, k: int = k) -> None:
            progress(FINDING + (1 - FINDING) * (k + fraction) / len(blocks))

        try:
            basis = observe_found(image, block, None, part, told)
        except FoundBlockError as error:
            refused = refused or error
            continue
        read.append(Reading.of(decide(basis, elsewhere), block.corners, True, None, basis, elsewhere))
    if not read and refused is not None:
        raise refused
    progress(1.0)
    return read


def _cover(image: Image.Image, block: Found, colour: tuple[int, ...]) -> None:
    """Paint the block and half a cell around it in the table's colour."""
    around = Homography.from_corners(block.corners, block.cols, block.rows)
    c, r = block.cols + 0.5, block.rows + 0.5
    outline = [around.point(u, v) for u, v in ((-0.5, -0.5), (c, -0.5), (c, r), (-0.5, r))]
    ImageDraw.Draw(image).polygon(outline, fill=colour)
