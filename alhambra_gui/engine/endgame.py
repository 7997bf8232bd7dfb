"""The end of the game (RULES.md §5) and Dirk's hand-outs (§6)."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass

from .context import RecordedScoring
from .errors import AlhambraError
from .game import CURRENCIES, Game
from .game_scoring import tiles_out
from .names import excerpt
from .tiles import Tile
from .words import QT_TRANSLATE_NOOP

DIRK_FIRST_HANDOUTS = (6, 6)


@dataclass(frozen=True)
class MarketTile:
    """A tile left on the building market, on a square of one currency."""

    tile: Tile
    currency: str

    def __post_init__(self) -> None:
        if self.currency not in CURRENCIES:
            raise AlhambraError(QT_TRANSLATE_NOOP("AlhambraError", "{name} is not a currency ({names})"),
                                name=excerpt(self.currency), names=", ".join(CURRENCIES))


@dataclass(frozen=True)
class MarketAward:
    """Who receives a market tile, and the money that decided it."""

    tile: Tile
    currency: str
    recipient: str | None
    amounts: Mapping[str, int]  # every player's money in that currency
    tied: tuple[str, ...] = ()  # players sharing the most money (then nobody receives it)

    @property
    def reason(self) -> str:
        if self.recipient is not None:
            return "most"
        return "tie" if self.tied else "nobody"


def distribute_market(game: Game, market: Sequence[MarketTile],
                      money: Mapping[str, Mapping[str, int]] | None = None) -> list[MarketAward]:
    """Each market tile goes to the single player with most money in its currency."""
    if money is None:
        money = {p.name: p.money for p in game.players}
    awards = []
    for item in market:
        amounts = {p.name: int(money.get(p.name, {}).get(item.currency, 0)) for p in game.players}
        most = max(amounts.values(), default=0)
        leaders = tuple(n for n, a in amounts.items() if a == most) if most > 0 else ()
        recipient = leaders[0] if len(leaders) == 1 else None
        awards.append(MarketAward(item.tile, item.currency, recipient, amounts,
                                  leaders if len(leaders) > 1 else ()))
    return awards


def bag_count(game: Game, market_count: int = 0) -> int:
    """Tiles still in the bag: the catalogue minus every tile known in the game (typed counts
    for a counts-only player) and the market."""
    return max(game.ruleset.tile_count() - tiles_out(game) - market_count, 0)


def dirk_due(game: Game, after_scorings: int | None = None, market_count: int = 0) -> int:
    """The size of Dirk's hand-out at a moment: 6 at the start, 6 after scoring 1, then a third
    of the tiles left in the bag right after scoring 2, counted as when it was recorded: the
    tiles known and on the market then. ``market_count`` stands in for a market the recording
    does not hold (a file from before it was kept), and for the bag before scoring 2."""
    if not game.dirk_in_play:
        return 0
    moment = len(game.scorings) if after_scorings is None else after_scorings
    if moment < len(DIRK_FIRST_HANDOUTS):
        return DIRK_FIRST_HANDOUTS[moment]
    if moment == 2:
        recorded = _recorded(game, 2) if len(game.scorings) >= 2 else None
        if recorded is None or recorded.tiles_known is None:
            return bag_count(game, market_count) // 3
        market = market_count if recorded.market_tiles is None else recorded.market_tiles
        return max(game.ruleset.tile_count() - recorded.tiles_known - market, 0) // 3
    return 0


@dataclass(frozen=True)
class DirkHandout:
    """Dirk's hand-out now: its size, and how many tiles he has received since the moment."""

    size: int
    received: int

    @property
    def remaining(self) -> int:
        return max(self.size - self.received, 0)


def dirk_handout(game: Game, market_count: int = 0) -> DirkHandout:
    """What is still to give Dirk. Tiles he receives after a moment (a hand-out, or a bought
    tile given to him) count towards that moment's hand-out."""
    if game.dirk is None:
        return DirkHandout(0, 0)
    moment = len(game.scorings)
    held_then = 0
    if 1 <= moment <= 2:
        recorded = _recorded(game, moment).dirk_held
        held_then = len(game.dirk) if recorded is None else recorded
    return DirkHandout(dirk_due(game, market_count=market_count), len(game.dirk) - held_then)


def _recorded(game: Game, round_: int) -> RecordedScoring:
    return game.scorings[round_ - 1]
