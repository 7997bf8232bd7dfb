"""One scoring of every participant (RULES.md §4): buildings by type plus the own wall."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from .scoring import DIRK, Award, Entrant
from .tiles import Tile
from .variant import Variant


@dataclass(frozen=True)
class Participant:
    name: str
    tiles: Sequence[Tile]  # the tiles that count: a city's buildings, or Dirk's tiles
    wall: int = 0


@dataclass(frozen=True)
class PlayerScore:
    name: str
    buildings: Mapping[str, Award]
    wall: int

    @property
    def building_points(self) -> int:
        return sum(a.points for a in self.buildings.values())

    @property
    def total(self) -> int:
        return self.building_points + self.wall

    def to_dict(self, with_wall: bool = True) -> dict[str, Any]:
        data: dict[str, Any] = {"buildings": {t: a.points for t, a in self.buildings.items()}}
        if with_wall:
            data["wall"] = self.wall
        data["total"] = self.total
        return data


@dataclass(frozen=True)
class RoundScore:
    round: int
    players: tuple[PlayerScore, ...]
    dirk: PlayerScore | None

    def everyone(self) -> tuple[PlayerScore, ...]:
        return self.players + ((self.dirk,) if self.dirk else ())

    def points(self) -> dict[str, int]:
        return {p.name: p.total for p in self.everyone()}

    def to_dict(self) -> dict[str, Any]:
        return {
            "round": self.round,
            "players": [{"name": p.name, **p.to_dict()} for p in self.players],
            "dirk": self.dirk.to_dict(with_wall=False) if self.dirk else None,
        }


def score_round(variant: Variant, round_: int, players: Sequence[Participant],
                dirk: Sequence[Tile] | None = None) -> RoundScore:
    if round_ not in (1, 2, 3):
        raise ValueError(f"round must be 1, 2 or 3, not {round_}")
    everyone = list(players) + ([Participant(DIRK, dirk)] if dirk is not None else [])
    awards: dict[str, dict[str, Award]] = {p.name: {} for p in everyone}
    for building in variant.type_ids:
        entrants = [_entrant(p, building) for p in everyone]
        for name, award in variant.scoring.award(round_, building, entrants).items():
            awards[name][building] = award
    scores = [PlayerScore(p.name, awards[p.name], p.wall) for p in everyone]
    if dirk is not None:
        return RoundScore(round_, tuple(scores[:-1]), scores[-1])
    return RoundScore(round_, tuple(scores), None)


def _entrant(participant: Participant, building: str) -> Entrant:
    values = [t.price for t in participant.tiles if t.type == building]
    return Entrant(participant.name, len(values), max(values, default=0))
