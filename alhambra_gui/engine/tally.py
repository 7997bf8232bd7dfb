"""One scoring of every participant (RULES.md §4): a score is a list of terms.

Each building type is a term (its majority award), the own wall is a term, and every
module in play may add terms of its own (treasure chests, the City Watch, other points).
Counts of buildings are made of parts: the tiles, and what modules add or take away
(a bonus card, a building site, the Wise Man's half).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from .marks import Marks
from .scoring import DIRK, Award, Entrant, ScoringRule
from .tiles import Tile
from .variant import Variant
from .words import Line

if TYPE_CHECKING:
    from .context import GameView, RulesView

#: ``Term.source`` of a building type's majority and of the own wall.
BUILDINGS = "buildings"
WALL = "wall"


@dataclass(frozen=True)
class CountPart:
    """Part of a count of buildings beyond the tiles: ``amount`` (may be negative or ½) from
    ``source`` (a module id), and why."""

    source: str
    amount: float
    why: Line


@dataclass(frozen=True)
class Term:
    """Points from one source. ``key`` names the term (a building type, ``wall``, or the key a
    module's points have under "modules"); ``award`` explains a majority (a place, shared or
    not); ``lines`` explain anything else. ``details``: figures behind the points (a
    mission's rows, a wall's segments), written by ``score --json`` under ``details_key``
    beside "modules"."""

    source: str
    key: str
    points: int
    award: Award | None = None
    lines: tuple[Line, ...] = ()
    details: tuple[tuple[str, int], ...] = ()
    details_key: str = ""


@dataclass(frozen=True)
class OwnScore:
    """What the scoring modules that read a player alone say of one player in one scoring
    (``Ruleset.own_score``): ``parts`` of the counts by module id, then building type (only
    those that change a count); ``terms`` by module id."""

    parts: Mapping[str, Mapping[str, tuple[CountPart, ...]]]
    terms: Mapping[str, tuple[Term, ...]]


@dataclass(frozen=True)
class Participant:
    name: str
    tiles: Sequence[Tile]  # the tiles that count: a city's buildings, or Dirk's tiles
    wall: int | None = 0  # None: no wall at all (Dirk)
    parts: Mapping[str, tuple[CountPart, ...]] = field(default_factory=dict)  # by building type
    terms: tuple[Term, ...] = ()  # the modules' terms
    #: A player scored from typed counts (counts.py): (count, highest value) per type
    #: counted, instead of the tiles.
    typed: Mapping[str, tuple[int, int]] | None = None
    #: The player's immediate points by module (won during play, not part of the scoring);
    #: None when no module in play has them.
    immediate: Mapping[str, int] | None = None


@dataclass(frozen=True)
class PlayerScore:
    name: str
    terms: tuple[Term, ...]
    parts: Mapping[str, tuple[CountPart, ...]] = field(default_factory=dict)
    typed: bool = False  # scored from typed counts, not from a city
    #: Immediate points by module (``score --json``'s "immediate"; not in ``total``).
    immediate: Mapping[str, int] | None = None

    @property
    def buildings(self) -> dict[str, Award]:
        return {t.key: t.award for t in self.terms if t.source == BUILDINGS and t.award is not None}

    @property
    def building_points(self) -> int:
        return sum(t.points for t in self.terms if t.source == BUILDINGS)

    @property
    def wall(self) -> int:
        return sum(t.points for t in self.terms if t.source == WALL)

    @property
    def has_wall(self) -> bool:
        return any(t.source == WALL for t in self.terms)

    @property
    def module_terms(self) -> tuple[Term, ...]:
        return tuple(t for t in self.terms if t.source not in (BUILDINGS, WALL))

    def term(self, key: str) -> Term:
        return next(t for t in self.terms if t.key == key)

    @property
    def total(self) -> int:
        return sum(t.points for t in self.terms)

    def to_dict(self, with_wall: bool = True) -> dict[str, Any]:
        data: dict[str, Any] = {"buildings": {t: a.points for t, a in self.buildings.items()}}
        if with_wall:
            data["wall"] = self.wall
            data["modules"] = {t.key: t.points for t in self.module_terms}
            data.update({t.details_key: dict(t.details) for t in self.module_terms if t.details_key})
        data["total"] = self.total
        if self.typed:
            data["counts_only"] = True
        if self.immediate is not None:
            data["immediate"] = dict(self.immediate)
        return data


@dataclass(frozen=True)
class RoundScore:
    round: int
    players: tuple[PlayerScore, ...]
    dirk: PlayerScore | None
    #: A module's scoring step before scoring ``round`` (``StepScorer``): module terms only.
    step: str = ""

    def everyone(self) -> tuple[PlayerScore, ...]:
        return self.players + ((self.dirk,) if self.dirk else ())

    def points(self) -> dict[str, int]:
        return {p.name: p.total for p in self.everyone()}

    def to_dict(self) -> dict[str, Any]:
        if self.step:
            return {"round": self.round, "step": self.step,
                    "players": [{"name": p.name, "modules": {t.key: t.points for t in p.module_terms},
                                 "total": p.total} for p in self.players], "dirk": None}
        return {
            "round": self.round,
            "players": [{"name": p.name, **p.to_dict()} for p in self.players],
            "dirk": self.dirk.to_dict(with_wall=False) if self.dirk else None,
        }


@dataclass(frozen=True)
class ScoringContext:
    """What a module sees when it scores: the game, the scoring, its inputs (for example
    other points entered for this scoring) and the rules in force."""

    game: GameView
    round: int
    inputs: Marks
    rules: RulesView


def score_round(variant: Variant, round_: int, players: Sequence[Participant],
                dirk: Sequence[Tile] | None = None, rule: ScoringRule | None = None,
                dirk_parts: Mapping[str, tuple[CountPart, ...]] | None = None) -> RoundScore:
    """Score the building majorities (with ``rule``, by default the variant's) and add each
    participant's wall and module terms; ``dirk_parts``: what modules add to Dirk's counts
    (his extensions)."""
    if round_ not in (1, 2, 3):
        raise ValueError(f"round must be 1, 2 or 3, not {round_}")
    rule = rule or variant.scoring
    # Dirk's pile may hold pieces (medinas): ``dirk`` is those that are buildings.
    dirk_tiles = None if dirk is None else list(dirk)
    everyone = list(players) + ([Participant(DIRK, dirk_tiles, None, dirk_parts or {})]
                                if dirk_tiles is not None else [])
    awards: dict[str, dict[str, Award]] = {p.name: {} for p in everyone}
    for building in variant.type_ids:
        entrants = [_entrant(p, building) for p in everyone]
        for name, award in rule.award(round_, building, entrants).items():
            awards[name][building] = award
    scores = [_player_score(p, awards[p.name], variant) for p in everyone]
    if dirk is not None:
        return RoundScore(round_, tuple(scores[:-1]), scores[-1])
    return RoundScore(round_, tuple(scores), None)


def _player_score(p: Participant, awards: Mapping[str, Award], variant: Variant) -> PlayerScore:
    terms = [Term(BUILDINGS, t, awards[t].points, awards[t]) for t in variant.type_ids]
    if p.wall is not None:
        terms.append(Term(WALL, WALL, p.wall))
    return PlayerScore(p.name, (*terms, *p.terms), p.parts, p.typed is not None, p.immediate)


def _entrant(participant: Participant, building: str) -> Entrant:
    extra = sum(part.amount for part in participant.parts.get(building, ()))
    if participant.typed is not None:
        count, highest = participant.typed.get(building, (0, 0))
        return Entrant(participant.name, count + extra, highest)
    values = [t.price for t in participant.tiles if t.type == building]
    return Entrant(participant.name, len(values) + extra, max(values, default=0))
