"""A game: players with cities, reserves and money, Dirk, and the scoring history."""

from __future__ import annotations

import copy
from collections.abc import Iterator, Sequence
from dataclasses import dataclass, field
from typing import Any, Literal

from .city import City
from .errors import AlhambraError, PlayerError, TileInUseError
from .geometry import Cell
from .scoring import DIRK
from .tally import Participant, RoundScore, score_round
from .tiles import Tile
from .variant import Variant, get_variant

CURRENCIES = ("denar", "dirham", "dukat", "florin")
MAX_PLAYERS = 6
MAX_NAME_LENGTH = 40


@dataclass
class Player:
    name: str
    city: City = field(default_factory=City)
    reserve: list[Tile] = field(default_factory=list)
    money: dict[str, int] = field(default_factory=dict)
    extra: dict[str, Any] = field(default_factory=dict)  # unknown file fields, kept on save


@dataclass(frozen=True)
class RecordedScoring:
    round: int
    points: dict[str, int]
    #: With Dirk in play: the tiles he held and the tiles known in the game when the scoring
    #: was recorded, so that his hand-out right after it can be worked out later (§6).
    dirk_held: int | None = None
    tiles_known: int | None = None


@dataclass(frozen=True)
class Location:
    """Where a physical tile is: a player's city or reserve, or Dirk's pile."""

    holder: str
    place: Literal["city", "reserve", "dirk"]
    cell: Cell | None = None

    def describe(self) -> str:
        if self.place == "dirk":
            return "with Dirk"
        if self.place == "reserve":
            return f"in {self.holder}'s reserve"
        assert self.cell is not None
        return f"in {self.holder}'s city at ({self.cell.x}, {self.cell.y})"


def check_names(names: Sequence[str]) -> None:
    """Raise PlayerError unless the names make a valid table of players."""
    if not 1 <= len(names) <= MAX_PLAYERS:
        raise PlayerError(f"a game has 1 to {MAX_PLAYERS} players, not {len(names)}")
    for name in names:
        if not name.strip():
            raise PlayerError("a player's name cannot be empty")
        if len(name) > MAX_NAME_LENGTH:
            raise PlayerError(f"the name {name[:20]!r}... is longer than {MAX_NAME_LENGTH} characters")
        if name.strip().casefold() == DIRK.casefold():
            raise PlayerError(f"the name {DIRK!r} is reserved for the imaginary third player")
    if len({n.strip().casefold() for n in names}) != len(names):
        raise PlayerError("two players have the same name")


class Game:
    def __init__(self, players: Sequence[Player | str], *, variant: str | Variant = "alhambra",
                 dirk: Sequence[Tile] | bool | None = None,
                 scorings: Sequence[RecordedScoring] = ()) -> None:
        self.variant = get_variant(variant) if isinstance(variant, str) else variant
        self.players = [p if isinstance(p, Player) else Player(p) for p in players]
        check_names([p.name for p in self.players])
        self.dirk: list[Tile] | None = None
        if dirk is not None and dirk is not False:
            self.set_dirk(True)
            self.dirk = [] if dirk is True else list(dirk)
        self.scorings = list(scorings)
        self.extra: dict[str, Any] = {}

    def copy(self) -> Game:
        """An independent snapshot (undo keeps these): cities, reserves and history copied."""
        twin = Game.__new__(Game)
        twin.variant = self.variant
        twin.players = [Player(p.name, p.city.copy(), list(p.reserve), dict(p.money),
                               copy.deepcopy(p.extra)) for p in self.players]
        twin.dirk = None if self.dirk is None else list(self.dirk)
        twin.scorings = list(self.scorings)
        twin.extra = copy.deepcopy(self.extra)
        return twin

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, Game):
            return NotImplemented
        return (self.variant.name, self.players, self.dirk, self.scorings, self.extra) == (
            other.variant.name, other.players, other.dirk, other.scorings, other.extra)

    __hash__ = None  # type: ignore[assignment]

    # ---- people --------------------------------------------------------------------
    @property
    def names(self) -> list[str]:
        return [p.name for p in self.players]

    def set_dirk(self, in_play: bool) -> None:
        """Bring Dirk in (two-player Alhambra only) or take him out with his tiles."""
        if not in_play:
            self.dirk = None
            return
        if len(self.players) != 2 or not self.variant.dirk_allowed:
            raise PlayerError("Dirk plays only in two-player Alhambra games")
        if self.dirk is None:
            self.dirk = []

    @property
    def dirk_in_play(self) -> bool:
        return self.dirk is not None

    def player(self, name: str) -> Player:
        for p in self.players:
            if p.name == name:
                return p
        raise PlayerError(f"there is no player called {name!r}")

    # ---- where the tiles are ------------------------------------------------------------
    def locations(self) -> Iterator[tuple[Tile, Location]]:
        for p in self.players:
            for cell, tile in p.city:
                yield tile, Location(p.name, "city", cell)
            for tile in p.reserve:
                yield tile, Location(p.name, "reserve")
        for tile in self.dirk or ():
            yield tile, Location(DIRK, "dirk")

    def locate(self, tile: Tile) -> Location | None:
        key = self.variant.identity(tile)
        return next((loc for t, loc in self.locations() if self.variant.identity(t) == key), None)

    def known_tiles(self) -> list[Tile]:
        return [tile for tile, _ in self.locations()]

    def free_tiles(self) -> list[Tile]:
        """Catalogue tiles that are nowhere in the game yet (Alhambra)."""
        used = {self.variant.identity(t) for t in self.known_tiles()}
        return [t for t in self.variant.catalogue if self.variant.identity(t) not in used]

    def require_free(self, tile: Tile) -> None:
        self.variant.check_tile(tile)
        where = self.locate(tile)
        if where is not None:
            raise TileInUseError(f"{tile} is already {where.describe()}")

    # ---- changes that keep every physical tile in one place ------------------------------
    def take_into_reserve(self, name: str, tile: Tile) -> None:
        self.require_free(tile)
        self.player(name).reserve.append(tile)

    def give_to_dirk(self, tile: Tile) -> None:
        if self.dirk is None:
            raise PlayerError("Dirk is not in play")
        self.require_free(tile)
        self.dirk.append(tile)

    def release(self, tile: Tile) -> Location:
        """Put a tile back into the bag, from wherever it is."""
        where = self.locate(tile)
        if where is None:
            raise TileInUseError(f"{tile} is not in the game")
        if where.place == "city":
            assert where.cell is not None
            self.player(where.holder).city.take(where.cell)
        else:
            pile = self.dirk if where.place == "dirk" else self.player(where.holder).reserve
            assert pile is not None
            pile.remove(tile)
        return where

    def build(self, name: str, tile: Tile, cell: tuple[int, int], *, force: bool = False) -> None:
        """Build a free tile or one from the player's own reserve."""
        player = self.player(name)
        from_reserve = self._own_reserve_tile(player, tile)
        player.city.place(tile, cell, force=force)
        if from_reserve:
            player.reserve.remove(tile)

    def unbuild(self, name: str, cell: tuple[int, int], *, force: bool = False) -> Tile:
        """City to reserve."""
        player = self.player(name)
        tile = player.city.remove(cell, force=force)
        player.reserve.append(tile)
        return tile

    def swap(self, name: str, cell: tuple[int, int], tile: Tile, *, force: bool = False) -> Tile:
        player = self.player(name)
        from_reserve = self._own_reserve_tile(player, tile)
        old = player.city.swap(cell, tile, force=force)
        if from_reserve:
            player.reserve.remove(tile)
        player.reserve.append(old)
        return old

    def move(self, name: str, source: tuple[int, int], target: tuple[int, int],
             *, force: bool = False) -> None:
        self.player(name).city.move(source, target, force=force)

    def _own_reserve_tile(self, player: Player, tile: Tile) -> bool:
        if tile in player.reserve:
            return True
        self.require_free(tile)
        return False

    # ---- scoring ------------------------------------------------------------------------
    def score(self, round_: int) -> RoundScore:
        """The scoring of the cities as they stand; nothing is recorded."""
        players = [Participant(p.name, p.city.tiles(), p.city.longest_wall())
                   for p in self.players]
        return score_round(self.variant, round_, players, self.dirk)

    @property
    def next_round(self) -> int | None:
        return len(self.scorings) + 1 if len(self.scorings) < 3 else None

    def record_scoring(self, round_: int | None = None) -> RecordedScoring:
        due = self.next_round
        if due is None:
            raise AlhambraError("all three scorings are already recorded")
        if round_ is not None and round_ != due:
            raise AlhambraError(f"the next scoring to record is scoring {due}, not {round_}")
        dirk_held = None if self.dirk is None else len(self.dirk)
        known = None if self.dirk is None else len(self.known_tiles())
        recorded = RecordedScoring(due, self.score(due).points(), dirk_held, known)
        self.scorings.append(recorded)
        return recorded

    def totals(self) -> dict[str, int]:
        """Cumulative points over the recorded scorings (Dirk included when in play)."""
        names = self.names + ([DIRK] if self.dirk is not None else [])
        return {n: sum(s.points.get(n, 0) for s in self.scorings) for n in names}

    @property
    def finished(self) -> bool:
        return len(self.scorings) == 3

    def winners(self) -> list[str]:
        """Players with the highest total after the third scoring; Dirk cannot win."""
        if not self.finished:
            return []
        totals = {n: t for n, t in self.totals().items() if n != DIRK}
        best = max(totals.values())
        return [n for n, t in totals.items() if t == best]
