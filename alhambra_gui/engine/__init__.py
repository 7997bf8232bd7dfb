"""The Alhambra rule engine: pure Python, no Qt.

    >>> from alhambra_gui.engine import load_game, Tile
    >>> game = load_game("game.json")                                    # doctest: +SKIP
    >>> game.players[0].city.legal_cells(Tile.from_dict(
    ...     {"type": "garden", "price": 8, "walls": "SW"}))              # doctest: +SKIP
    [(1, 0), (0, 1)]
"""

from .city import City
from .context import RecordedScoring
from .endgame import MarketAward, MarketTile, bag_count, dirk_due, distribute_market
from .errors import (
    AlhambraError,
    GameFileError,
    ModuleError,
    PlayerError,
    TileInUseError,
    UnknownTileError,
)
from .game import CURRENCIES, Game, Player
from .gamefile import dumps, game_from_dict, game_to_dict, load_game, loads, save_game
from .geometry import COORDINATE_LIMIT, ORIGIN, SIDES, Cell, Side, Walls
from .marks import NO_MARKS, Marks
from .places import Location
from .rules import IllegalMoveError, Rule, Violation
from .scoring import DIRK, Award
from .tally import PlayerScore, RoundScore
from .tiles import FOUNTAIN, Tile
from .variant import BuildingType, Variant, get_variant
from .walls import WallRun, WallSegment

__all__ = [
    "COORDINATE_LIMIT", "CURRENCIES", "DIRK", "FOUNTAIN", "NO_MARKS", "ORIGIN", "SIDES",
    "AlhambraError", "Award", "BuildingType", "Cell", "City", "Game", "GameFileError",
    "IllegalMoveError", "Location", "MarketAward", "MarketTile", "Marks", "ModuleError", "Player",
    "PlayerError",
    "PlayerScore", "RecordedScoring", "RoundScore", "Rule", "Side", "Tile", "TileInUseError",
    "UnknownTileError", "Variant", "Violation", "WallRun", "WallSegment", "Walls",
    "bag_count", "dirk_due", "distribute_market", "dumps", "game_from_dict",
    "game_to_dict", "get_variant", "load_game", "loads", "save_game",
]
