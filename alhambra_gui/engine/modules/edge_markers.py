"""A facet beside those of ``facets.py``: a module with a marker on a side of a player's tile
(a wall piece, a gate) or on a cell beside the city (the trader disc). A phone's tap on a cell
of its city asks each such module in play what can be put there or taken off (``edge_markers``)
and makes one with ``edge_step``, the module's own checked step, as the window's actions do."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, ClassVar, Protocol, runtime_checkable

from ..geometry import Cell, Side

if TYPE_CHECKING:
    from ..context import GameView
    from ..edits import Edit


@dataclass(frozen=True)
class EdgeMarker:
    """One marker a cell can take or lose: on its ``side`` (None: on the cell itself); ``on``:
    it is there now, and the offer takes it off."""

    side: Side | None
    on: bool


@runtime_checkable
class EdgeMarkerMaker(Protocol):
    id: ClassVar[str]
    #: The marker's name among the phone's words (``added_walls``, ``gate``, ``trader``).
    edge_key: ClassVar[str]

    def edge_markers(self, game: GameView, name: str, cell: Cell) -> tuple[EdgeMarker, ...]:
        """What may be put on ``cell`` of the player's city, or taken off it, now."""
        ...

    def edge_step(self, game: GameView, name: str, cell: Cell, side: Side | None, present: bool) -> Edit:
        """Put the marker there (``present``) or take it off, as one step; its change refuses
        (ModuleError) what the module's rules forbid."""
        ...
