"""A player renamed during a game: a typo in the new game's dialog, "Player 2" who turned out
to be Jonas. A game names its players in more places than their seat — the points of each
recorded scoring and module step, the figures typed for them, and whatever the modules keep
by name (who holds a character, whose other points: ``NameKeeper``) — so a rename is one
edit that renames them everywhere, or, when the new name cannot be a player's, nowhere.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import replace
from typing import TYPE_CHECKING, TypeVar

from .marks import Marks
from .modules import registry
from .modules.facets import NameKeeper
from .names import check_names

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
