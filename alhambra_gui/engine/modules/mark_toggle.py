"""A mark a player puts on one of their own buildings and takes off again (a chest, a
handyman): the tile it goes on, a city cell or a reserve tile, and the refusals every such
mark shares. Each module words them itself, in its own ``QT_TRANSLATE_NOOP`` texts."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from ..errors import ModuleError
from ..geometry import Cell
from ..marks import Marks
from ..tiles import Tile

if TYPE_CHECKING:
    from ..context import PlayerView, RulesView


@dataclass(frozen=True)
class MarkWords:
    """A mark's refusals: on no building of the player's; ``{tile}`` has one already; has none."""

    not_a_building: str
    already: str
    none: str


def mark_target(rules: RulesView, player: PlayerView, where: Cell | Tile, key: str, present: bool,
                words: MarkWords) -> tuple[Tile, Marks]:
    """The tile on ``where`` and its marks, once the mark under ``key`` can be put on
    (``present``) or taken off it (a building tile, or a piece that is a building); else a
    ModuleError in the module's words."""
    tile = where if isinstance(where, Tile) else player.city.get(where)
    if tile is None or not rules.is_building_kind(tile):
        raise ModuleError(words.not_a_building)
    marks = player.marks_of(where)
    if present == (marks.get(key) is True):
        raise ModuleError(words.already if present else words.none, tile=tile.word())
    return tile, marks
