"""Scoring rules (RULES.md §4, §7): who gets how many points for one building type.

A variant names its rule; the rule sees only counts, so it is easy to test and
to explain: every ``Award`` carries the place, who shares it and the arithmetic.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from typing import Protocol

DIRK = "Dirk"


@dataclass(frozen=True)
class Entrant:
    """One participant's standing in one building type."""

    name: str
    count: float  # tiles, plus what modules add (a bonus card, the Wise Man's half)
    best_value: int = 0  # Granada's tie-break: the highest-valued face of the type


@dataclass(frozen=True)
class Award:
    """Points for one building type, with everything needed to explain them."""

    name: str
    count: float
    points: int = 0
    place: int | None = None  # first place the participant occupies; None: no tile, no rank
    shared_with: tuple[str, ...] = ()
    place_points: tuple[int, ...] = ()  # the points of every place the group occupies
    multiplier: int = 0  # Granada: places pay multiplier x type_total
    type_total: int = 0
    best_value: int = 0  # where equal counts go to the best tile (Granada): the participant's best


#: How equal counts of a type are ranked (a variant's ``ties``): "shared" places, or ordered
#: by the highest-valued tile of the type ("highest_tile").
TIES = ("shared", "highest_tile")


def _standing(entrant: Entrant, ties: str) -> tuple[float, int]:
    """What ranks an entrant: the count, and with ``highest_tile`` ties its best tile."""
    return (entrant.count, entrant.best_value if ties == "highest_tile" else 0)


class ScoringRule(Protocol):
    def award(self, round_: int, building_type: str,
              entrants: Sequence[Entrant]) -> dict[str, Award]: ...


@dataclass(frozen=True)
class MajorityScoring:
    """Alhambra: rising tables by rank, tied players share the points of their places."""

    tables: Mapping[str, tuple[tuple[int, ...], ...]] = field(default_factory=dict)
    ties: str = "shared"

    def award(self, round_: int, building_type: str,
              entrants: Sequence[Entrant]) -> dict[str, Award]:
        paid = self.tables[building_type][round_ - 1]
        awards = {e.name: Award(e.name, e.count) for e in entrants if e.count <= 0}
        place = 1
        ranked = [e for e in entrants if e.count > 0]
        for standing in sorted({_standing(e, self.ties) for e in ranked}, reverse=True):
            group = [e.name for e in ranked if _standing(e, self.ties) == standing]
            count = standing[0]
            points = tuple(paid[p - 1] if p <= len(paid) else 0
                           for p in range(place, place + len(group)))
            share = sum(points) // len(group)
            for name in group:
                others = tuple(n for n in group if n != name)
                awards[name] = Award(name, count, share, place, others, points)
            place += len(group)
        return awards


@dataclass(frozen=True)
class TotalsScoring:
    """Granada: place k pays (round - k + 1) x all faces of the type; no shared places
    (equal counts are ordered by ``ties``)."""

    ties: str = "highest_tile"

    def award(self, round_: int, building_type: str,
              entrants: Sequence[Entrant]) -> dict[str, Award]:
        total = int(sum(e.count for e in entrants))
        awards = {e.name: Award(e.name, 0, type_total=total) for e in entrants if e.count <= 0}
        ranked = sorted((e for e in entrants if e.count > 0),
                        key=lambda e: tuple(-v for v in _standing(e, self.ties)))
        for place, e in enumerate(ranked, start=1):
            multiplier = max(round_ - place + 1, 0)
            awards[e.name] = Award(e.name, e.count, multiplier * total, place, multiplier=multiplier,
                                   type_total=total, best_value=_standing(e, self.ties)[1])
        return awards
