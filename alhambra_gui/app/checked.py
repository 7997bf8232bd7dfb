"""Every edit is made on a copy of the open game and checked (``checked_copy``). A drag's
preview makes the same edit to say whether the hovered cell would be refused; the drop on that
cell then takes the copy the preview made and checked, instead of making and checking it again.
"""

from __future__ import annotations

from collections.abc import Callable, Hashable

from ..engine import AlhambraError, Game
from ..engine.counts_actions import check_kept

#: What an edit is, named the same way by the preview that asks and the session that makes
#: it: ("place", player, tile, cell, aid, turn), ("swap", player, cell, tile, turn),
#: ("move", player, source, target). None: an edit not named so (worked out each time).
EditKey = tuple[Hashable, ...] | None
#: How many checked copies of one open game are kept (the cells a drag hovered last).
KEPT = 8


def checked_copy(game: Game, change: Callable[[Game], object]) -> Game:
    """``change`` made on a copy of ``game``, then the checks every edit passes: no edit leaves
    a game its file would refuse (every module's rules, the box's checks), nor changes a city
    kept while typed counts score. A refusal (AlhambraError) raises; ``game`` is untouched."""
    after = game.copy()
    change(after)
    after.check_modules()
    check_kept(game, after)
    return after


class CheckedEdits:
    """The copies a preview checked, for the open game they were made from. A copy is
    handed to the session once (its snapshot is then never changed), and forgotten when
    another game is asked about."""

    def __init__(self) -> None:
        self._before: Game | None = None
        self._after: dict[Hashable, Game] = {}

    def refusal(self, game: Game, change: Callable[[Game], object], key: EditKey) -> AlhambraError | None:
        """What the edit would be refused with (None: it would be made; its copy is kept)."""
        try:
            after = checked_copy(game, change)
        except AlhambraError as error:
            return error
        if key is not None:
            if game is not self._before:
                self._before, self._after = game, {}
            self._after.pop(key, None)
            self._after[key] = after
            while len(self._after) > KEPT:
                del self._after[next(iter(self._after))]
        return None

    def take(self, game: Game, change: Callable[[Game], object], key: EditKey) -> Game:
        """The checked copy of ``game`` after the edit: the one a preview made, else made now."""
        found = self._after.pop(key, None) if key is not None and game is self._before else None
        return found if found is not None else checked_copy(game, change)


#: The window's one memory of checked edits (the preview and the session share it).
CHECKED = CheckedEdits()
