"""The tile in hand shown on a city's scene (city_scene.py): while a tile is dragged or held,
the cells it may go to lit in green (amber where only a module's help lets it), each with
the longest wall it would give (worked out a little at a time: wall_figures.py), and on the
cell under the pointer a green or red frame and the tile itself, faded (city_preview.py
gives each cell's verdict)."""

from __future__ import annotations

from collections.abc import Iterable

from PySide6.QtWidgets import QGraphicsScene

from ...engine import Cell, Move
from .city_items import (
    AIDED_LINE,
    CELL,
    ILLEGAL_LINE,
    LEGAL_LINE,
    Z_HIGHLIGHT,
    Z_HOVER,
    AidedSpotsItem,
    CellSetItem,
    FrameItem,
    GhostItem,
)
from .city_preview import DragPreview, Verdict
from .wall_figures import WallFigures
from .wall_hints import WallHintsItem


def _in_rows(cells: Iterable[Cell]) -> list[Cell]:
    return sorted(cells, key=lambda c: (c.y, c.x))


class DragShow:
    """The items that show a tile in hand on ``scene``, and the preview they show."""

    def __init__(self, scene: QGraphicsScene) -> None:
        self.preview: DragPreview | None = None
        self.highlight = CellSetItem("legal_fill", LEGAL_LINE, Z_HIGHLIGHT, inset=4.0, width=2.0)
        self.aided = AidedSpotsItem()
        self.wall_hints = WallHintsItem(Z_HIGHLIGHT + 0.5)
        self._wall_figures = WallFigures(self.wall_hints, scene)
        self.hover_frame = FrameItem(Z_HOVER, CELL * 0.07)
        self.ghost = GhostItem(Z_HOVER)
        for item in (self.highlight, self.aided, self.wall_hints, self.hover_frame, self.ghost):
            scene.addItem(item)

    def begin(self, preview: DragPreview | None) -> None:
        """Light the cells ``preview`` finds for the tile (None: the city is gone: none)."""
        self.preview = preview
        legal = preview.legal if preview else frozenset()
        self.highlight.set_cells(_in_rows(legal))
        spots = preview.aided if preview else {}
        self.aided.set_spots(sorted(spots.items(), key=lambda s: (s[0].y, s[0].x)))
        self._wall_figures.start(_in_rows([*legal, *spots]), self._wall_figure)

    def aided_spots(self) -> tuple[tuple[Cell, Move], ...]:
        return self.aided.spots

    def _wall_figure(self, cell: Cell) -> int | None:
        """The longest wall with the tile in hand on ``cell`` (None: no tile is in hand). A
        lit cell the game would refuse after all (a module's rule: the trader disc left apart
        from the city) goes dark as soon as its verdict says so, and shows no figure."""
        if self.preview is None:
            return None
        verdict = self.preview.verdict(cell)
        if verdict.refused:
            self.highlight.set_cells(c for c in self.highlight.cells if c != cell)
            return None
        return verdict.wall

    def figures_pending(self) -> bool:
        """Whether lit cells still wait for their wall figures."""
        return self._wall_figures.working

    def hover_none(self) -> None:
        """The pointer is over no cell: no frame, no ghost."""
        self.hover_frame.show_at(None)
        self.ghost.show_tile(None)
        self.wall_hints.cover(None)

    def hover(self, cell: Cell) -> Verdict | None:
        """The verdict for the cell under the pointer, shown by a green or red frame."""
        if self.preview is None:
            return None
        verdict = self.preview.verdict(cell)
        if verdict.action is None:
            self.hover_none()
        else:
            colour = ILLEGAL_LINE if not verdict.legal else \
                AIDED_LINE if verdict.action.aided is not None else LEGAL_LINE
            self.hover_frame.show_at(cell, colour)
            self.ghost.show_tile(cell, verdict.action.tile, self.preview.variant, self.preview.marks)
            self.wall_hints.cover(cell)
        return verdict

    def end(self) -> None:
        self.preview = None
        self._wall_figures.stop()
        self.highlight.set_cells(())
        self.aided.set_spots(())
        self.wall_hints.set_hints(())
        self.hover_none()
