"""The small game the phone's city and reserve tests play: Anna's garden east of her fountain
and a tower in her reserve, Ben's pavilion north of his."""

from __future__ import annotations

from alhambra_gui.engine import Game, Tile, Walls

GARDEN = Tile("garden", 8, Walls("NE"))  # east of Anna's fountain
TOWER = Tile("tower", 13, Walls("E"))  # in Anna's reserve
PAVILION = Tile("pavilion", 5, Walls("NW"))  # in Ben's city


def tile_to_dict(tile: Tile) -> dict:
    """The tile as the phone's JSON describes it."""
    return Game(["Anna"]).ruleset.tile_to_dict(tile)


def a_game() -> Game:
    game = Game(["Anna", "Ben"])
    game.build("Anna", GARDEN, (1, 0))
    game.take_into_reserve("Anna", TOWER)
    game.build("Ben", PAVILION, (0, -1))
    return game
