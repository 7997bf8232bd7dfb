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
    the purchase is made or redone, never by its undo nor by the end-of-game hand-out)."""

    replaced: bool = False
    cities: frozenset[str] | None = None
    rules: bool = False
    bought: Tile | None = None

    @property
    def structure(self) -> bool:
        """Whether views built from the game's shape (players, modules) must be rebuilt."""
        return self.replaced or self.rules

    @classmethod
    def of_cities(cls, names: Iterable[str]) -> Change:
        return cls(cities=frozenset(names))

    def touches_city(self, player: str) -> bool:
        return self.structure or self.cities is None or player in self.cities


GAME_REPLACED = Change(replaced=True)
NO_CITY = Change(cities=frozenset())
RULES_CHANGED = Change(rules=True)
