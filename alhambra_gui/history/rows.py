"""What the history hands out: games with their seats, players (profiles), a merge to undo,
and its dates (UTC, written ``YYYY-MM-DD HH:MM:SS``)."""

from __future__ import annotations

from dataclasses import dataclass
from datetime import UTC, datetime
from typing import NamedTuple

from ..engine.variant import VARIANTS, get_variant

DATE_FORMAT = "%Y-%m-%d %H:%M:%S"

#: The variants whose games have moats, not walls (Granada): a moat is a record of its own.
MOATED = tuple(v for v in VARIANTS if get_variant(v).moats)
#: The same as SQL's list of their ids.
MOATED_SQL = ", ".join(f"'{v}'" for v in MOATED if v.isidentifier()) or "NULL"


class Seat(NamedTuple):
    profile_id: int
    player: str  # the profile's name
    name: str  # the name the game file has
    seat: int
    colour: str | None
    total: int
    rank: int
    winner: bool
    wall: int


class GameRow(NamedTuple):
    """One game of the list."""

    id: int
    play_id: str
    variant: str
    modules: tuple[str, ...]
    ended: datetime
    started: datetime | None
    dirk_total: int | None
    seats: tuple[Seat, ...]
    source: str = ""

    @property
    def winners(self) -> tuple[str, ...]:
        return tuple(s.player for s in self.seats if s.winner)

    @property
    def duration_min(self) -> int | None:
        if self.started is None:
            return None
        return max(0, round((self.ended - self.started).total_seconds() / 60))


@dataclass(frozen=True)
class Profile:
    id: int
    name: str
    colour: str | None
    games: int
    last_played: datetime | None


@dataclass(frozen=True)
class Merge:
    """What merging one profile into another moved, so that it can be undone."""

    source: int
    target: int
    seats: tuple[int, ...]
    aliases: tuple[int, ...]  # profiles merged into the source before


def when(text: str | None) -> datetime | None:
    """A date as the history writes it (ISO 8601 with a space: read by the fast reader)."""
    return datetime.fromisoformat(text + "+00:00") if text else None


def stamp(moment: datetime) -> str:
    return moment.astimezone(UTC).strftime(DATE_FORMAT)


