"""The players of a game under way: renamed, added or taken out.

A player renamed during a game: a typo in the new game's dialog, "Player 2" who turned out
to be Jonas. A game names its players in more places than their seat — the points of each
recorded scoring and module step, the figures typed for them, and whatever the modules keep
by name (who holds a character, whose other points: ``NameKeeper``) — so a rename is one
edit that renames them everywhere, or, when the new name cannot be a player's, nowhere.

A player added or taken out: the table was set for three and a fourth sat down, or one went
home before the first scoring. That changes the game itself, so it is done only while no
scoring or module step is recorded (their points would be a different table's). A player
taken out puts their city's and reserve's tiles back into the bag, and the modules forget
what they held; a third player ends Dirk's game (he plays with two only), his pile back into
the bag too.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import replace
from typing import TYPE_CHECKING, TypeVar

from .errors import PlayerError
from .marks import Marks
from .modules import registry
from .modules.facets import NameKeeper
from .names import check_names
from .player import Player
from .words import QT_TRANSLATE_NOOP

if TYPE_CHECKING:
    from .context import RecordedScoring
    from .game import Game

V = TypeVar("V")


def rename_player(game: Game, old: str, new: str) -> None:
    """Call the player ``old`` ``new`` wherever ``game`` names them (``rename_players``)."""
    rename_players(game, {old: new})


def rename_players(game: Game, new_names: Mapping[str, str]) -> None:
    """Rename the players, all at once (two may swap names), wherever ``game`` names them;
    edited in place (the session edits a copy). A player is found as files compare names.
    A PlayerError, raised before anything changes, when the names would no longer make a
    table: empty, too long, "Dirk", or two the same."""
    renames = {game.player(old).name: new for old, new in new_names.items()}
    renames = {old: new for old, new in renames.items() if old != new}
    if not renames:
        return
    check_names([renames.get(p.name, p.name) for p in game.players])
    for player in game.players:
        player.name = renames.get(player.name, player.name)
    game.scorings = [_scoring_renamed(s, renames) for s in game.scorings]
    game.steps = [_scoring_renamed(s, renames) for s in game.steps]
    game.state = _kept_renamed(game.state, renames)


def _scoring_renamed(scoring: RecordedScoring, renames: Mapping[str, str]) -> RecordedScoring:
    """A recorded scoring (or step) with the players' points, typed figures and the modules'
    inputs under their new names."""
    return replace(scoring, points=_keys_renamed(scoring.points, renames),
                   typed=Marks(_keys_renamed(dict(scoring.typed), renames)),
                   inputs=_kept_renamed(scoring.inputs, renames))


def _keys_renamed(by_name: dict[str, V], renames: Mapping[str, str]) -> dict[str, V]:
    return {renames.get(name, name): value for name, value in by_name.items()}


def _kept_renamed(marks: Marks, renames: Mapping[str, str]) -> Marks:
    """What every module that keeps names keeps, renamed (a module out of play may have left
    its word in a recorded scoring)."""
    for keeper in registry.modules_with(NameKeeper):
        marks = keeper.renamed(marks, renames)
    return marks


def add_player(game: Game, name: str) -> None:
    """Seat a new player ``name`` with an empty city after the others; Dirk leaves a game that
    now has three. A PlayerError, raised before anything changes, once a scoring is recorded
    or when the names would no longer make a table."""
    check_seats_open(game)
    check_names([*game.names, name])
    game.players.append(Player(name))
    if game.dirk_in_play and len(game.players) > 2:
        game.set_dirk(False)


def held(game: Game, name: str) -> int:
    """The tiles the player holds, built and in reserve (the fountain not counted)."""
    player = game.player(name)
    return len(player.city) + len(player.reserve)


def remove_player(game: Game, name: str) -> None:
    """Take the player ``name`` out of the game: their tiles go back into the bag, and what the
    modules kept for them is forgotten. A PlayerError, raised before anything changes, once a
    scoring is recorded or when no player would be left."""
    check_seats_open(game)
    player = game.player(name)
    check_names([p.name for p in game.players if p is not player])
    for tile in [*(built for _cell, built in player.city), *player.reserve]:
        game.tile_extra.pop(tile, None)
    game.players.remove(player)
    gone = frozenset({player.name})
    for keeper in registry.modules_with(NameKeeper):
        game.state = keeper.forgotten(game.state, gone)


def check_seats_open(game: Game) -> None:
    """A PlayerError once a player may no longer be added or taken out (a scoring or a module's
    step is recorded)."""
    if game.scorings or game.steps:
        raise PlayerError(QT_TRANSLATE_NOOP(
            "AlhambraError", "players can be added or taken out only before the first scoring is recorded"))
