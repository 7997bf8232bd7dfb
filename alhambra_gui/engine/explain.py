"""Everything the scoreboard shows, as plain data: why a cell has its points, who leads
each building type and what the others need, the history of the recorded scorings and
what Dirk receives now. No words here: the widgets turn these into translated sentences.
"""

from __future__ import annotations

import math
from collections.abc import Mapping
from dataclasses import dataclass
from typing import Literal

from .endgame import bag_count, dirk_handout
from .game import Game
from .game_scoring import immediate_points, tiles_out
from .scoring import DIRK, Award
from .tally import PlayerScore, RoundScore

AwardKind = Literal["no_tile", "alone", "shared", "unpaid", "multiplied"]
DirkMoment = Literal["start", "after_first", "after_second", "done"]


# ---- one cell of the "if scored now" table ----------------------------------------------
@dataclass(frozen=True)
class AwardExplanation:
    """Why one participant gets ``points`` for one building type in one scoring.

    ``kind`` is ``no_tile`` (0 tiles: no rank), ``alone`` (a place of one's own),
    ``shared`` (tied places, ``(sum of place_points) // divisor``), ``unpaid`` (a place
    beyond those paid) or ``multiplied`` (Granada: ``multiplier x type_total``).
    """

    name: str
    building_type: str
    round: int
    kind: AwardKind
    count: float  # tiles, with what modules add (a bonus card, the Wise Man's half)
    points: int
    place: int | None = None
    shared_with: tuple[str, ...] = ()
    place_points: tuple[int, ...] = ()
    multiplier: int = 0
    type_total: int = 0
    same_count: tuple[str, ...] = ()  # Granada: equal counts, ordered by the highest tile

    @property
    def divisor(self) -> int:
        return len(self.shared_with) + 1

    @property
    def last_place(self) -> int | None:
        """The last place a tied group occupies (2nd and 3rd place shared: 3)."""
        return None if self.place is None else self.place + len(self.shared_with)


def explain_award(award: Award, building_type: str, round_: int,
                  same_count: tuple[str, ...] = ()) -> AwardExplanation:
    """Classify an Award; the numbers are the Award's own, nothing is re-scored."""
    kind: AwardKind
    if award.count == 0 or award.place is None:
        kind = "no_tile"
    elif not award.place_points:  # a rule paying multiplier x type total (Granada)
        kind = "multiplied" if award.points > 0 else "unpaid"
    elif sum(award.place_points) == 0:
        kind = "unpaid"
    else:
        kind = "shared" if award.shared_with else "alone"
    return AwardExplanation(award.name, building_type, round_, kind, award.count, award.points,
                            award.place, award.shared_with, award.place_points,
                            award.multiplier, award.type_total, same_count)


def explain_cell(score: RoundScore, name: str, building_type: str) -> AwardExplanation:
    """The explanation of one participant's award for one type in a computed scoring."""
    everyone = {p.name: p for p in score.everyone()}
    award = everyone[name].buildings[building_type]
    same: tuple[str, ...] = ()
    if award.count and not award.place_points:
        same = tuple(n for n, p in everyone.items()
                     if n != name and p.buildings[building_type].count == award.count)
    return explain_award(award, building_type, score.round, same)


@dataclass(frozen=True)
class TotalExplanation:
    """A participant's total written out: each type's points, the wall, then the modules'
    terms (treasure chests, the City Watch, other points)."""

    name: str
    terms: tuple[tuple[str, int], ...]  # (building type, points), in the variant's order
    wall: int | None  # None: Dirk has no wall
    total: int
    modules: tuple[tuple[str, int], ...] = ()  # (term key, points), in the ruleset's order


def explain_total(player: PlayerScore) -> TotalExplanation:
    wall = None if player.name == DIRK else player.wall
    terms = tuple((t, a.points) for t, a in player.buildings.items())
    modules = tuple((t.key, t.points) for t in player.module_terms)
    return TotalExplanation(player.name, terms, wall, player.total, modules)



# ---- the majority overview --------------------------------------------------------------
@dataclass(frozen=True)
class MajorityStanding:
    """One participant in one building type.

    ``to_share``: more tiles needed to be level with the leader(s) (None where equal
    counts are not shared, i.e. Granada, or when nobody has a tile of the type yet);
    ``to_lead``: more tiles needed to lead alone (0 for a sole leader); ``margin``: a
    sole leader's lead over the next participant (0 otherwise).
    """

    name: str
    count: float
    leading: bool
    to_share: int | None
    to_lead: int
    margin: float = 0


@dataclass(frozen=True)
class TypeMajority:
    building_type: str
    leaders: tuple[str, ...]
    lead_count: float
    standings: tuple[MajorityStanding, ...]

    def standing(self, name: str) -> MajorityStanding:
        return next(s for s in self.standings if s.name == name)


def majority_overview(game: Game, score: RoundScore | None = None) -> list[TypeMajority]:
    """For each building type: the leader(s) and what everyone else needs (Dirk included).
    ``score``: a scoring of ``game`` already worked out, of any round (the places do not
    depend on the round; only the points do)."""
    if score is None:
        score = game.score(1)
    everyone = score.everyone()
    return [_type_majority(building, everyone) for building in game.variant.type_ids]


def _type_majority(building: str, everyone: tuple[PlayerScore, ...]) -> TypeMajority:
    awards = {p.name: p.buildings[building] for p in everyone}
    leaders = tuple(n for n, a in awards.items() if a.place == 1 and a.count > 0)
    lead = max((a.count for a in awards.values()), default=0)
    shares = any(a.place_points for a in awards.values())  # majority rule: ties share
    counts = sorted((a.count for a in awards.values()), reverse=True)
    leaders_best = max((awards[n].best_value for n in leaders), default=0)  # Granada's tie-break
    standings = []
    for name, award in awards.items():
        c = award.count
        if name in leaders and len(leaders) == 1:
            runner_up = counts[1] if len(counts) > 1 else 0
            standings.append(MajorityStanding(name, c, True, 0, 0, c - runner_up))
        elif name in leaders:
            standings.append(MajorityStanding(name, c, True, 0 if shares else None, 1))
        else:
            # Tiles come whole: with a half (the Wise Man) a tie may be out of reach.
            gap = lead - c
            to_share = int(gap) if shares and lead > 0 and gap == int(gap) else None
            # Where equal counts go to the best tile, a level count with a better one leads.
            level_leads = gap == int(gap) and award.best_value > leaders_best > 0
            to_lead = math.floor(gap) + (0 if level_leads else 1)
            standings.append(MajorityStanding(name, c, False, to_share, to_lead))
    return TypeMajority(building, leaders, lead, tuple(standings))


# ---- the recorded scorings --------------------------------------------------------------
@dataclass(frozen=True)
class HistoryRow:
    """A participant's points in each recorded scoring, running totals and rank."""

    name: str
    points: tuple[int, ...]  # one per recorded scoring
    cumulative: tuple[int, ...]  # with the immediate points won before each scoring
    total: int  # with every immediate point
    rank: int | None  # among the players; None for Dirk (he cannot win) or before scoring 1
    #: Immediate points (won during play, MODULES.md §19) in ``total``, not in a scoring.
    immediate: int = 0


def ranks(totals: Mapping[str, int]) -> dict[str, int]:
    """Competition ranking of the players (1, 1, 3); Dirk has no rank."""
    players = {n: t for n, t in totals.items() if n != DIRK}
    return {n: 1 + sum(1 for other in players.values() if other > t) for n, t in players.items()}


def history(game: Game) -> list[HistoryRow]:
    """Each participant's points per scoring: a module's step recorded before a scoring (palace
    staff's before the leftover tiles) counts in that scoring's column, alone until it is
    recorded."""
    names = list(game.totals())
    for recorded in (*game.scorings, *game.steps):  # a file may name Dirk in a scoring after he left
        names.extend(n for n in recorded.points if n not in names)
    totals = {n: sum(s.points.get(n, 0) for s in (*game.scorings, *game.steps)) for n in names}
    won = {p.name: gains_by_round(game, p.name) for p in game.players}
    totals = {n: t + won.get(n, (0, 0, 0, 0))[-1] for n, t in totals.items()}
    rank = ranks(totals) if game.scorings or game.steps else {}
    rounds = max([len(game.scorings), *(s.round for s in game.steps)])
    rows = []
    for name in names:
        points = tuple(game.recorded_points(r, name) or 0 for r in range(1, rounds + 1))
        gains = won.get(name, (0, 0, 0, 0))
        running = tuple(sum(points[:i + 1]) + gains[i] for i in range(len(points)))
        rows.append(HistoryRow(name, points, running, totals[name], rank.get(name), gains[-1]))
    return rows


def gains_by_round(game: Game, name: str) -> tuple[int, int, int, int]:
    """A player's immediate points won before scoring 1, 2 and 3 (running, the points every
    player starts with included), and in all."""
    gains = game.player(name).immediate
    total = sum(immediate_points(game, name).values())
    start = total - sum(g.points for g in gains)

    def before(round_: int) -> int:
        return start + sum(g.points for g in gains if g.round <= round_)

    return before(1), before(2), before(3), total


def cumulative_series(game: Game) -> dict[str, list[int]]:
    """For the chart: each participant's total before any scoring (0) and after each one
    recorded. A module's step recorded ahead of its scoring (palace staff's before the leftover
    tiles) is no point of the chart until that scoring is recorded: it is no scoring."""
    recorded = len(game.scorings)
    return {row.name: [0, *row.cumulative[:recorded]] for row in history(game)}


# ---- Dirk's hand-outs -------------------------------------------------------------------
@dataclass(frozen=True)
class DirkAdvice:
    """What the players give Dirk now (RULES.md §6)."""

    moment: DirkMoment
    due: int  # tiles still to hand out now (0 when done)
    has: int  # tiles Dirk holds now
    bag: int  # tiles left in the bag: catalogue - known tiles - market
    known: int
    market: int
    catalogue: int
    size: int = 0  # the whole hand-out at this moment


def dirk_advice(game: Game, market_count: int = 4, *, handed_out: bool = False) -> DirkAdvice | None:
    """None when Dirk is not in play. ``market_count``: the tiles on the market as the table
    says; ``handed_out``: the end of the game has handed the market out, so the bag counts
    none on it (Dirk's hand-out, dealt before, never changes with it)."""
    if game.dirk is None:
        return None
    recorded = len(game.scorings)
    moments: tuple[DirkMoment, ...] = ("start", "after_first", "after_second", "done")
    handout = dirk_handout(game, market_count)
    market = 0 if handed_out else market_count
    return DirkAdvice(moments[min(recorded, 3)], handout.remaining,
                      len(game.dirk), bag_count(game, market), tiles_out(game),
                      market, game.ruleset.tile_count(), handout.size)
