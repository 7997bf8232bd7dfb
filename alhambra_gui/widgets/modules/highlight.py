"""What earned a module's points, to be shown on the city: when a module's number is
selected in the scoreboard, its part says what to highlight (``ModuleUI.term_highlight``)
and the city scene draws it. Plain values: which cells, edges and wall segments, never how
they are drawn."""

from __future__ import annotations

from dataclasses import dataclass

from ...engine import Cell, Side, WallSegment


@dataclass(frozen=True)
class Mark:
    """One thing that scored: ``cells`` outlined together (a row, a pair, a square, the
    buildings a bastion counts), the ``source`` that counted them (a camp, a bazaar, a hut;
    ringed), drawn as a ``path`` through the cells in their order (a bastion's ray, a walk),
    ``edges`` (double walls), ``segments`` (a wall drawn beside the longest) and a short
    ``label`` on it (the points, a mission's number)."""

    cells: tuple[Cell, ...] = ()
    source: Cell | None = None
    path: bool = False
    edges: tuple[tuple[Cell, Side], ...] = ()
    segments: tuple[WallSegment, ...] = ()
    label: str = ""


@dataclass(frozen=True)
class Highlight:
    """Everything one term of one player earned, and a sentence saying what is shown."""

    marks: tuple[Mark, ...]
    text: str = ""

    @property
    def cells(self) -> frozenset[Cell]:
        """Every cell outlined (the sources not among them)."""
        return frozenset(cell for mark in self.marks for cell in mark.cells)

    @property
    def sources(self) -> tuple[Cell, ...]:
        return tuple(mark.source for mark in self.marks if mark.source is not None)
