"""Game ▸ Players… as one undoable step: the players of the game under way renamed,
recoloured, added and taken out (engine: ``roster``).

The dialog hands over the table it shows, seat by seat: each seat's name and colour, and the
name it had when the dialog opened (None for a player added in it). Players left out are
taken out first, then the others renamed, then the new ones seated, in the dialog's order; the
engine refuses an addition or a removal once a scoring is recorded, before anything changes.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass

from PySide6.QtCore import QObject

from ..engine import AlhambraError, Game, add_player, remove_player, rename_players
from ..engine.names import isolated
from ..engine.roster import check_seats_open
from ..engine.roster import held as tiles_held
from . import labels
from .change import Change
from .commands import Editor
from .labels import arg


@dataclass(frozen=True)
class Seat:
    """One seat as Game ▸ Players… leaves it: ``was`` the player's name before (None: a new
    player), ``name`` and ``colour`` (``#rrggbb``) now."""

    was: str | None
    name: str
    colour: str


@dataclass(frozen=True)
class _Roster:
    """What a table of seats changes in a game."""

    removed: tuple[str, ...]
    renamed: tuple[tuple[str, str], ...]
    added: tuple[str, ...]
    recoloured: tuple[str, ...]

    def __bool__(self) -> bool:
        return bool(self.removed or self.renamed or self.added or self.recoloured)


class RosterEdits(QObject):
    """``session``: the open game's, whose steps these are (``parent``: the session too);
    ``colour_of(name)``: a player's colour as the session shows it."""

    def __init__(self, session: Editor, colour_of: Callable[[str], str],
                 parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._session = session
        self._colour_of = colour_of

    def locked(self) -> str:
        """Why no player may be added or taken out now, in one sentence; "" when they may."""
        try:
            check_seats_open(self._session.game)
        except AlhambraError as error:
            return labels.error_text(error)
        return ""

    def held(self, name: str) -> int:
        """The tiles ``name`` holds, built and in reserve: what taking them out puts back."""
        return tiles_held(self._session.game, name)

    def set_players(self, seats: Sequence[Seat]) -> None:
        """The seats as one step (nothing when nothing changed); a name the table cannot hold
        (empty, Dirk, twice), or a player added or taken out after a scoring, is refused
        (PlayerError) before anything changes."""
        roster = self._roster(seats)
        if not roster:
            return

        def change(game: Game) -> None:
            for name in roster.removed:
                remove_player(game, name)
            rename_players(game, dict(roster.renamed))
            for name in roster.added:
                add_player(game, name)
            for seat in seats:  # the seats kept in their order, the new ones after them
                game.player(seat.name).extra["colour"] = seat.colour

        self._session.edit(lambda: self._text(roster), change, Change(players=True, renamed=roster.renamed))

    def _roster(self, seats: Sequence[Seat]) -> _Roster:
        old = self._session.game.names
        kept = [seat.was for seat in seats if seat.was is not None]
        removed = tuple(name for name in old if name not in kept)
        renamed = tuple((seat.was, seat.name) for seat in seats
                        if seat.was is not None and seat.was != seat.name)
        recoloured = tuple(seat.name for seat in seats
                           if seat.was is not None and seat.colour != self._colour_of(seat.was))
        return _Roster(removed, renamed, tuple(seat.name for seat in seats if seat.was is None), recoloured)

    def _text(self, roster: _Roster) -> str:
        if not (roster.added or roster.removed) and len(roster.renamed) + len(roster.recoloured) > 1:
            return self.tr("Change the players' names and colours")
        if sum(map(bool, (roster.removed, roster.renamed, roster.added, roster.recoloured))) == 1:
            if len(roster.added) == 1:
                return arg(self.tr("Add %1 to the game"), isolated(roster.added[0]))
            if len(roster.removed) == 1:
                return arg(self.tr("Take %1 out of the game"), isolated(roster.removed[0]))
            if len(roster.renamed) == 1:
                old, new = roster.renamed[0]
                return arg(self.tr("Rename %1 to %2"), isolated(old), isolated(new))
            if len(roster.recoloured) == 1:
                return arg(self.tr("Change %1's colour"), isolated(roster.recoloured[0]))
        return self.tr("Change the players")

