"""What a finished game gives the history: its table, its standings, every recorded scoring
with its terms where they are known, the walls and buildings at the end, the game file.

A game file keeps each scoring's points only, not its terms: the terms of the final
scoring are those of the cities as they stand at the end (kept when they add up to the
recorded points, as they do when nothing changed since); the terms of an earlier scoring
are known only when whoever records it (the app, as it is recorded) passes them in.
"""

from __future__ import annotations

import hashlib
import json
from collections.abc import Mapping
from dataclasses import dataclass, field, replace
from datetime import UTC, datetime

from ..engine import DIRK, Game, PlayerScore, RoundScore, game_to_dict
from ..engine.counts import typed
from ..engine.explain import ranks
from ..engine.names import PLAYER_COLOUR
from ..engine.words import QT_TRANSLATE_NOOP
from .errors import HistoryError

ROUNDS = (1, 2, 3)


@dataclass(frozen=True)
class TermRecord:
    """Points from one source in one scoring (``tally.Term``): ``source`` is ``buildings``,
    ``wall`` or a module; ``key`` the building type, ``wall`` or the module's key;
    ``place`` the majority's place (None: not ranked, or not a majority)."""

    source: str
    key: str
    points: int
    place: int | None = None


@dataclass(frozen=True)
class SeatRecord:
    """One player of a finished game."""

    name: str
    seat: int
    colour: str | None
    total: int
    rank: int
    winner: bool
    wall: int  # the longest outer wall at the end (typed, for counts only)
    counts_only: bool
    points: tuple[int, ...]  # per recorded scoring
    terms: Mapping[int, tuple[TermRecord, ...]] = field(default_factory=dict)  # by round, where known
    buildings: Mapping[str, float] = field(default_factory=dict)  # counted at the end, by type


@dataclass(frozen=True)
class GameRecord:
    variant: str
    modules: tuple[str, ...]
    ended: datetime  # UTC
    started: datetime | None
    seats: tuple[SeatRecord, ...]
    dirk_total: int | None
    file: str  # the whole game file as it stood at the end (compact JSON)

    @property
    def content_hash(self) -> str:
        return content_hash(self.file)

    @property
    def winners(self) -> tuple[str, ...]:
        return tuple(s.name for s in self.seats if s.winner)

    @property
    def duration_min(self) -> int | None:
        if self.started is None:
            return None
        return max(0, round((self.ended - self.started).total_seconds() / 60))


def content_hash(file: str) -> str:
    """What tells two copies of one game apart from two games: the hash of its game file."""
    return hashlib.sha256(file.encode("utf-8")).hexdigest()


def game_file_text(game: Game) -> str:
    """The game file as compact JSON (read back with ``engine.loads``)."""
    return json.dumps(game_to_dict(game), ensure_ascii=False, separators=(",", ":"))


def record_of(game: Game, *, ended: datetime | None = None, started: datetime | None = None,
              scored: Mapping[int, RoundScore] | None = None) -> GameRecord:
    """The history's record of a finished game (HistoryError if its three scorings are not
    all recorded). ``scored``: the scorings as they were when recorded, by round, where the
    caller saw them; each is kept only if it adds up to the points recorded."""
    if not game.finished:
        raise HistoryError(QT_TRANSLATE_NOOP(
            "AlhambraError",
            "the game has {count} of its 3 scorings recorded: a game enters the history once "
            "its final scoring is recorded"), count=len(game.scorings))
    final = game.score(3, game.scorings[2].inputs)
    known = {r: s for r, s in (scored or {}).items() if r in ROUNDS}
    known.setdefault(3, final)
    known = {r: s for r, s in known.items() if s.points() == dict(game.scorings[r - 1].points)}
    totals = game.totals()
    step_terms = _step_terms(game)
    rank = ranks(totals)
    winners = set(game.winners())
    finals = {p.name: p for p in final.players}
    seats = []
    for seat, player in enumerate(game.players):
        colour = player.extra.get("colour")
        terms = {r: tuple(TermRecord(t.source, t.key, t.points, t.award.place if t.award else None)
                          for t in score_of(s, player.name).terms) for r, s in known.items()}
        seats.append(SeatRecord(
            name=player.name, seat=seat,
            colour=colour if isinstance(colour, str) and PLAYER_COLOUR.fullmatch(colour) else None,
            total=totals[player.name], rank=rank[player.name], winner=player.name in winners,
            wall=game.ruleset.scored_wall(player), counts_only=typed(player) is not None,
            points=tuple(game.recorded_points(s.round, player.name) or 0 for s in game.scorings),
            terms={r: _with_steps(found, step_terms.get((r, player.name), ())) for r, found in terms.items()},
            buildings={k: a.count for k, a in finals[player.name].buildings.items() if a.count}))
    return GameRecord(game.variant.name, game.modules, _utc(ended or datetime.now(UTC)),
                      _utc(started) if started else None, tuple(seats),
                      totals.get(DIRK) if game.dirk_in_play else None, game_file_text(game))


def _step_terms(game: Game) -> dict[tuple[int, str], tuple[TermRecord, ...]]:
    """The terms of the modules' steps recorded (palace staff's before the leftover tiles), by
    the scoring they came before and player, where the cities still give their points."""
    found: dict[tuple[int, str], tuple[TermRecord, ...]] = {}
    for step in game.steps:
        scored = game.score_step(step.step)
        if scored.points() != dict(step.points):
            continue
        for player in scored.players:
            found[(step.round, player.name)] = tuple(TermRecord(t.source, t.key, t.points, None)
                                                    for t in player.terms)
    return found


def _with_steps(terms: tuple[TermRecord, ...], steps: tuple[TermRecord, ...]) -> tuple[TermRecord, ...]:
    """A scoring's terms with those of the steps before it: a term of the same key (the
    staff's, 0 in scoring 3) takes the step's points."""
    merged = list(terms)
    for step in steps:
        same = next((i for i, t in enumerate(merged) if (t.source, t.key) == (step.source, step.key)), None)
        if same is None:
            merged.append(step)
        else:
            merged[same] = replace(merged[same], points=merged[same].points + step.points)
    return tuple(merged)


def score_of(score: RoundScore, name: str) -> PlayerScore:
    return next(p for p in score.players if p.name == name)


def _utc(moment: datetime) -> datetime:
    """A moment in UTC to the second (a naive one is taken as UTC)."""
    moment = moment.replace(tzinfo=UTC) if moment.tzinfo is None else moment.astimezone(UTC)
    return moment.replace(microsecond=0)
