"""What a dragged tile carries: the tile and where it comes from, as a custom MIME type."""

from __future__ import annotations

import json
from dataclasses import dataclass
from typing import Literal

from PySide6.QtCore import QMimeData

from ...engine import Cell, Tile, Walls

MIME_TYPE = "application/x-alhambra-tile"
Source = Literal["palette", "reserve", "city", "dirk"]


@dataclass(frozen=True)
class TileDrag:
    tile: Tile
    source: Source
    player: str | None = None  # the reserve's or city's owner
    cell: Cell | None = None  # where a city tile comes from

    def to_mime(self) -> QMimeData:
        payload = {
            "tile": {"type": self.tile.type, "price": self.tile.price, "walls": str(self.tile.walls)},
            "source": self.source,
            "player": self.player,
            "cell": list(self.cell) if self.cell else None,
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
            tile = Tile(str(data["tile"]["type"]), int(data["tile"]["price"]),
                        Walls.parse(str(data["tile"]["walls"])))
            cell = Cell(*data["cell"]) if data.get("cell") else None
            source = data["source"]
            if source not in ("palette", "reserve", "city", "dirk"):
                return None
            return cls(tile, source, data.get("player"), cell)
        except (ValueError, KeyError, TypeError):
            return None
