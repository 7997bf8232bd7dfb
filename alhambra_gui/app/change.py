"""What one change of the open game touched, sent with ``GameSession.changed``.

One notification per change, after the session holds the new state: a view never sees
the old game and the new one at once, whatever order the views are told in.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from ..engine import Tile


@dataclass(frozen=True)
class Change:
    """``replaced``: a different game is open (new, opened, restored): rebuild everything.
    ``rules``: the game's modules changed, so anything may look or score differently.
    ``cities``: the players whose city changed; ``None`` when any city may have changed,
    empty when no city did (a reserve, Dirk, a scoring, a card held).
    ``bought``: the tile a player has just bought from the bag into their reserve (sent when
    the purchase is made or redone, never by its undo nor by the end-of-game hand-out).
    ``players``: the players' names or colours changed in the same game (Game ▸ Players…),
    ``renamed`` says who took which name (old, new): whatever was keyed by an old name
    follows it, and views of the players are made again as for another game's."""

    replaced: bool = False
    cities: frozenset[str] | None = None
    rules: bool = False
    bought: Tile | None = None
    players: bool = False
    renamed: tuple[tuple[str, str], ...] = ()

    @property
    def structure(self) -> bool:
        """Whether views built from the game's shape (players, modules) must be rebuilt."""
        return self.replaced or self.rules or self.players

    @property
    def roster(self) -> bool:
        """Whether the players' names or colours may differ from before (another game, or
        Game ▸ Players…): views made for each player are made again."""
        return self.replaced or self.players

    def undone(self) -> Change:
        """What the step's undo touches: the same, the renames taken back and no purchase
        (taking a purchase back is not one: nothing to offer Dirk)."""
        return Change(self.replaced, self.cities, self.rules, None, self.players,
                      tuple((new, old) for old, new in self.renamed))

    def new_name(self, name: str) -> str:
        """A player's name after this change (as before, unless renamed by it)."""
        return dict(self.renamed).get(name, name)

    @classmethod
    def of_cities(cls, names: Iterable[str]) -> Change:
        return cls(cities=frozenset(names))

    def touches_city(self, player: str) -> bool:
        return self.structure or self.cities is None or player in self.cities


GAME_REPLACED = Change(replaced=True)
NO_CITY = Change(cities=frozenset())
RULES_CHANGED = Change(rules=True)
