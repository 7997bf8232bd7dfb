"""An edit of a game as one step of its history, the app's undo stack pushes it: what the
step says it did (Edit ▸ Undo names it: a sentence the app translates), what it does to a
copy of the game (an ``AlhambraError`` refuses it before anything changes) and whose cities it
touches. A module's edits (a chest put on a building, a card handed out) are made here, in
the engine, so that whatever edits a game (the window, the phones, a test) makes the same
step with the same words.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING

from .geometry import Cell
from .tiles import Tile
from .words import Line, Word

if TYPE_CHECKING:
    from .context import GameView


@dataclass(frozen=True, eq=False)
class Edit:
    """``step``: the step's words; ``change``: the edit, made on a copy of the open game;
    ``cities``: the players whose city it changes (empty: no city; None: maybe any);
    ``bought``: the tile it buys from the bag into a reserve (Dirk may be offered it)."""

    step: Line
    change: Callable[[GameView], object]
    cities: frozenset[str] | None = frozenset()
    bought: Tile | None = None


def tile_name(tile: Tile) -> Word:
    """A tile as a step names it, short ("Garden 8"; a piece as its module names it)."""
    return Word(str(tile), "tile_name", tile)


def tile_at(game: GameView, name: str, where: Cell | Tile) -> Word:
    """The tile a player's edit is made on: on a cell of their city, or in their reserve."""
    tile = where if isinstance(where, Tile) else game.player(name).city.get(where)
    return tile_name(tile) if tile is not None else Word("?", "text")


def cities_of(name: str, where: Cell | Tile) -> frozenset[str]:
    """The city an edit on a player's tile changes: theirs for a tile in the city, none for a
    tile in the reserve."""
    return frozenset() if isinstance(where, Tile) else frozenset({name})
