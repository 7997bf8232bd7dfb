"""What the modules tell the photo reader (their ``engine.PhotoHint`` facet): tiles as the
photo may show them otherwise than the catalogue prints them (a tile built turned shows its
walls turned). The reader is told each such reading besides the catalogue; a reading it
proposes is the module's tile with its marks (the turn), which the city is built with. The
app's photo import and the phones' table both ask here.
"""

from __future__ import annotations

from ..engine import NO_MARKS, Game, Marks, PhotoHint, PhotoReading, Tile
from .catalogue import TileRef


def _ref(tile: Tile) -> TileRef:
    return TileRef(tile.type, tile.price, tile.walls.letters)


def hints(game: Game) -> dict[TileRef, PhotoReading]:
    """The readings of the modules in play, by the tile the photo would show."""
    found: dict[TileRef, PhotoReading] = {}
    for module in game.ruleset.modules_with(PhotoHint):
        for reading in module.photo_readings(game):
            found.setdefault(_ref(reading.seen), reading)
    return found


def readings(game: Game) -> tuple[TileRef, ...]:
    """What to tell the reader besides the catalogue (``photo.recognise(..., readings=)``)."""
    return tuple(hints(game))


def placed(game: Game, seen: Tile) -> tuple[Tile, Marks]:
    """The tile a proposed cell holds, as the photo shows it, and the marks it lies with: a
    module's reading is its tile with its marks (turned), any other tile itself."""
    reading = hints(game).get(_ref(seen)) if not seen.is_piece else None
    if reading is not None:
        return reading.tile, reading.marks
    return seen, NO_MARKS
