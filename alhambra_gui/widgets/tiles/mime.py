"""What a dragged tile carries: the tile and where it comes from, as a custom MIME type.
A module's piece (a hut, a camp) travels whole: its kind and its types too; a tile that may
lie turned (``engine.TileTurner``) carries the turn it is held in."""

from __future__ import annotations

import json
from dataclasses import dataclass, replace
from typing import Literal

from PySide6.QtCore import QMimeData

from ...engine import DIRK, Cell, Location, Tile, Walls

MIME_TYPE = "application/x-alhambra-tile"
Source = Literal["palette", "reserve", "city", "dirk"]


@dataclass(frozen=True)
class TileDrag:
    tile: Tile
    source: Source
    player: str | None = None  # the reserve's or city's owner
    cell: Cell | None = None  # where a city tile comes from
    #: Quarter turns clockwise it is held in (a tile that may lie turned; 0 for every other).
    turn: int = 0

    def turned(self, turns: int) -> TileDrag:
        """The same tile held ``turns`` quarter turns further clockwise."""
        return replace(self, turn=(self.turn + turns) % 4)

    @property
    def location(self) -> Location | None:
        """Where the dragged tile lies (None: the palette, a module's supply)."""
        if self.source == "dirk":
            return Location(DIRK, "dirk")
        if self.source == "reserve" and self.player is not None:
            return Location(self.player, "reserve")
        if self.source == "city" and self.player is not None and self.cell is not None:
            return Location(self.player, "city", self.cell)
        return None

    def to_mime(self) -> QMimeData:
        payload = {
            "tile": {"type": self.tile.type, "price": self.tile.price, "walls": str(self.tile.walls),
                     "kind": self.tile.kind, "types": list(self.tile.types)},
            "source": self.source,
            "player": self.player,
            "cell": list(self.cell) if self.cell else None,
            "turn": self.turn,
        }
        mime = QMimeData()
        mime.setData(MIME_TYPE, json.dumps(payload).encode("utf-8"))
        mime.setText(f"{self.tile.type} {self.tile.price} {self.tile.walls}".strip())
        return mime

    @classmethod
    def from_mime(cls, mime: QMimeData | None) -> TileDrag | None:
        """The payload of one of our drags, or None for anything else."""
        if mime is None or not mime.hasFormat(MIME_TYPE):
            return None
        try:
            data = json.loads(bytes(mime.data(MIME_TYPE).data()).decode("utf-8"))
            found = data["tile"]
            tile = Tile(str(found["type"]), int(found["price"]), Walls.parse(str(found["walls"])),
                        str(found.get("kind", "")), tuple(str(t) for t in found.get("types", ())))
            cell = Cell(*data["cell"]) if data.get("cell") else None
            source = data["source"]
            if source not in ("palette", "reserve", "city", "dirk"):
                return None
            return cls(tile, source, data.get("player"), cell, int(data.get("turn", 0)) % 4)
        except (ValueError, KeyError, TypeError):
            return None
