"""The Alhambra rule engine: pure Python, no Qt.

    >>> from alhambra_gui.engine import load_game, Tile
    >>> game = load_game("game.json")                                    # doctest: +SKIP
    >>> game.players[0].city.legal_cells(Tile.from_dict(
    ...     {"type": "garden", "price": 8, "walls": "SW"}))              # doctest: +SKIP
    [(1, 0), (0, 1)]
"""

# What the window asks of the engine beyond the game itself: explanations of the numbers,
# typed counts, moves, names, the modules' registry, the shipped data.
from importlib import import_module
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from .assets import resource, resource_path
    from .city import City
    from .city_rules import Move
    from .codes import (
        Code,
        CodeError,
        PieceCode,
        code_parts,
        named_tiles,
        parse_code,
        parse_piece_code,
        parse_walls,
        piece_sides,
        turned_tiles,
    )
    from .context import RecordedScoring
    from .counts import Counts, scored_wall, typed
    from .counts_rules import highest_range, type_limit, wall_limit
    from .edits import Edit
    from .endgame import MarketAward, MarketTile, bag_count, dirk_due, distribute_market
    from .errors import (
        AlhambraError,
        GameFileError,
        ModuleError,
        PlayerError,
        TileInUseError,
        UnknownTileError,
    )
    from .explain import (
        AwardExplanation,
        DirkAdvice,
        HistoryRow,
        TypeMajority,
        cumulative_series,
        dirk_advice,
        explain_award,
        explain_cell,
        explain_total,
        history,
        majority_overview,
        ranks,
    )
    from .figures import Figure, Gain, figures_of
    from .game import CURRENCIES, MARKET_SQUARES, Game
    from .gamefile import dumps, game_from_dict, game_to_dict, load_game, loads, save_game
    from .geometry import COORDINATE_LIMIT, ORIGIN, SIDES, Cell, Side, Walls, edge
    from .marks import NO_MARKS, Marks
    from .modules.base import BOX_NAMES, KIND_NAMES, Module
    from .modules.facets import (
        BuildingCounter,
        CheckSwitch,
        CountsInput,
        FigureTyper,
        FileChecker,
        GainScorer,
        NameKeeper,
        PhotoHint,
        PhotoReading,
        PieceMaker,
        PlacementAid,
        PlacementCheck,
        ScoringInputs,
        StepScorer,
        TermScorer,
        TileTurner,
        WalkOpener,
        WallChanger,
        WallScorer,
        implements,
    )
    from .modules.registry import all_modules, module_ids, modules_with, piece_module, window_parts
    from .modules.supply import SupplyLine
    from .moves import placements
    from .names import (
        MAX_NAME_CODE_POINTS,
        MAX_PLAYERS,
        PLAYER_COLOUR,
        check_names,
        clean_text,
        isolated,
        name_key,
        printable,
    )
    from .places import Location
    from .player import Player
    from .roster import add_player, remove_player, rename_player, rename_players
    from .rules import IllegalMoveError, Rule, Violation, forceable
    from .ruleset import Ruleset
    from .scoring import DIRK, Award
    from .spreadsheet import spreadsheet_safe
    from .tally import CountPart, PlayerScore, RoundScore, Term
    from .tiles import FOUNTAIN, Tile
    from .variant import VARIANTS, BuildingType, Variant, get_variant
    from .walls import WallRun, WallSegment

#: Where each public name lives (the imports above, for the type checker, say the same:
#: tests/test_engine_exports.py). A part of the engine is imported when one of its names is
#: first asked for (PEP 562), so that a command imports what it uses: ``score`` neither
#: explains a number nor reads a code.
_PARTS: dict[str, str] = {
    "assets": "resource resource_path",
    "city": "City",
    "city_rules": "Move",
    "codes": "Code CodeError PieceCode code_parts named_tiles parse_code parse_piece_code parse_walls "
             "piece_sides turned_tiles",
    "context": "RecordedScoring",
    "counts": "Counts scored_wall typed",
    "counts_rules": "highest_range type_limit wall_limit",
    "edits": "Edit",
    "endgame": "MarketAward MarketTile bag_count dirk_due distribute_market",
    "errors": "AlhambraError GameFileError ModuleError PlayerError TileInUseError UnknownTileError",
    "explain": "AwardExplanation DirkAdvice HistoryRow TypeMajority cumulative_series dirk_advice "
               "explain_award explain_cell explain_total history majority_overview ranks",
    "figures": "Figure Gain figures_of",
    "game": "CURRENCIES MARKET_SQUARES Game",
    "gamefile": "dumps game_from_dict game_to_dict load_game loads save_game",
    "geometry": "COORDINATE_LIMIT ORIGIN SIDES Cell Side Walls edge",
    "marks": "NO_MARKS Marks",
    "modules.base": "BOX_NAMES KIND_NAMES Module",
    "modules.facets": "BuildingCounter CheckSwitch CountsInput FigureTyper FileChecker GainScorer NameKeeper "
                      "PhotoHint PhotoReading PieceMaker PlacementAid PlacementCheck ScoringInputs "
                      "StepScorer TermScorer TileTurner WalkOpener WallChanger WallScorer implements",
    "modules.registry": "all_modules module_ids modules_with piece_module window_parts",
    "modules.supply": "SupplyLine",
    "moves": "placements",
    "roster": "add_player remove_player rename_player rename_players",
    "names": "MAX_NAME_CODE_POINTS MAX_PLAYERS PLAYER_COLOUR check_names clean_text isolated name_key "
             "printable",
    "places": "Location",
    "player": "Player",
    "rules": "IllegalMoveError Rule Violation forceable",
    "ruleset": "Ruleset",
    "scoring": "DIRK Award",
    "spreadsheet": "spreadsheet_safe",
    "tally": "CountPart PlayerScore RoundScore Term",
    "tiles": "FOUNTAIN Tile",
    "variant": "VARIANTS BuildingType Variant get_variant",
    "walls": "WallRun WallSegment",
}
_HOMES = {name: part for part, names in _PARTS.items() for name in names.split()}


def __getattr__(name: str) -> object:
    """A public name, its part of the engine imported on first use."""
    home = _HOMES.get(name)
    if home is None:
        raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
    value = getattr(import_module(f"{__name__}.{home}"), name)
    globals()[name] = value
    return value

__all__ = [
    "BOX_NAMES",
    "COORDINATE_LIMIT",
    "CURRENCIES",
    "DIRK",
    "FOUNTAIN",
    "KIND_NAMES",
    "MARKET_SQUARES",
    "MAX_NAME_CODE_POINTS",
    "MAX_PLAYERS",
    "NO_MARKS",
    "ORIGIN",
    "PLAYER_COLOUR",
    "SIDES",
    "VARIANTS",
    "AlhambraError",
    "Award",
    "AwardExplanation",
    "BuildingCounter",
    "BuildingType",
    "Cell",
    "CheckSwitch",
    "City",
    "Code",
    "CodeError",
    "CountPart",
    "Counts",
    "CountsInput",
    "DirkAdvice",
    "Edit",
    "Figure",
    "FigureTyper",
    "FileChecker",
    "Gain",
    "GainScorer",
    "Game",
    "GameFileError",
    "HistoryRow",
    "IllegalMoveError",
    "Location",
    "MarketAward",
    "MarketTile",
    "Marks",
    "Module",
    "ModuleError",
    "Move",
    "NameKeeper",
    "PhotoHint",
    "PhotoReading",
    "PieceCode",
    "PieceMaker",
    "PlacementAid",
    "PlacementCheck",
    "Player",
    "PlayerError",
    "PlayerScore",
    "RecordedScoring",
    "RoundScore",
    "Rule",
    "Ruleset",
    "ScoringInputs",
    "Side",
    "StepScorer",
    "SupplyLine",
    "Term",
    "TermScorer",
    "Tile",
    "TileInUseError",
    "TileTurner",
    "TypeMajority",
    "UnknownTileError",
    "Variant",
    "Violation",
    "WalkOpener",
    "WallChanger",
    "WallRun",
    "WallScorer",
    "WallSegment",
    "Walls",
    "add_player",
    "all_modules",
    "bag_count",
    "check_names",
    "clean_text",
    "code_parts",
    "cumulative_series",
    "dirk_advice",
    "dirk_due",
    "distribute_market",
    "dumps",
    "edge",
    "explain_award",
    "explain_cell",
    "explain_total",
    "figures_of",
    "forceable",
    "game_from_dict",
    "game_to_dict",
    "get_variant",
    "highest_range",
    "history",
    "implements",
    "isolated",
    "load_game",
    "loads",
    "majority_overview",
    "module_ids",
    "modules_with",
    "name_key",
    "named_tiles",
    "parse_code",
    "parse_piece_code",
    "parse_walls",
    "piece_module",
    "piece_sides",
    "placements",
    "printable",
    "ranks",
    "remove_player",
    "rename_player",
    "rename_players",
    "resource",
    "resource_path",
    "save_game",
    "scored_wall",
    "spreadsheet_safe",
    "turned_tiles",
    "type_limit",
    "typed",
    "wall_limit",
    "window_parts",
]
