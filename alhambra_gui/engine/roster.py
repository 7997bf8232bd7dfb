"""A player renamed during a game: a typo in the new game's dialog, "Player 2" who turned out
to be Jonas. A game names its players in more places than their seat — the points of each
recorded scoring and module step, the figures typed for them, and whatever the modules keep
by name (who holds a character, whose other points: ``NameKeeper``) — so a rename is one
edit that renames them everywhere, or, when the new name cannot be a player's, nowhere.
"""

from __future__ import annotations

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
    """Call the player ``old`` ``new`` wherever ``game`` names them (edited in place: the
    session edits a copy). A PlayerError, raised before anything changes, when the names
    would no longer make a table: empty, too long, "Dirk", or another player's name."""
    seat = game.player(old)
    old = seat.name  # as the game spells it (``player`` matches names as files compare them)
    if new == old:
        return
    check_names([new if p is seat else p.name for p in game.players])
    seat.name = new
    game.scorings = [_scoring_renamed(s, old, new) for s in game.scorings]
    game.steps = [_scoring_renamed(s, old, new) for s in game.steps]
    game.state = _kept_renamed(game.state, old, new)


def _scoring_renamed(scoring: RecordedScoring, old: str, new: str) -> RecordedScoring:
    """A recorded scoring (or step) with the player's points, typed figures and the modules'
    inputs under the new name."""
    return replace(scoring, points=_keys_renamed(scoring.points, old, new),
                   typed=Marks(_keys_renamed(dict(scoring.typed), old, new)),
                   inputs=_kept_renamed(scoring.inputs, old, new))


def _keys_renamed(by_name: dict[str, V], old: str, new: str) -> dict[str, V]:
    return {new if name == old else name: value for name, value in by_name.items()}


def _kept_renamed(marks: Marks, old: str, new: str) -> Marks:
    """What every module that keeps names keeps, renamed (a module out of play may have left
    its word in a recorded scoring)."""
    for keeper in registry.modules_with(NameKeeper):
        marks = keeper.renamed(marks, old, new)
    return marks
