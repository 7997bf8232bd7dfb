"""A game's scoring as its cities stand (``Game.score``): each player's count parts, module
terms and wall, what the modules that read a player alone say kept with the player's city, then
the majorities of the round (``tally.score_round``)."""

from __future__ import annotations

from collections import Counter
from collections.abc import Hashable, Mapping
from dataclasses import replace
from typing import TYPE_CHECKING

from .context import RecordedScoring
from .counts import typed
from .errors import AlhambraError
from .marks import NO_MARKS, Marks
from .modules import registry
from .modules.base import Module
from .modules.facets import GainScorer
from .ruleset import Ruleset
from .tally import CountPart, OwnScore, Participant, RoundScore, ScoringContext, Term, score_round
from .tiles import Tile
from .words import QT_TRANSLATE_NOOP

if TYPE_CHECKING:
    from .context import GameView, PlayerView


def score(game: GameView, rules: Ruleset, round_: int, inputs: Marks = NO_MARKS) -> RoundScore:
    """The scoring of the cities as they stand; nothing is recorded. ``inputs``: what
    modules are given for this scoring (other points); a module whose input is given
    scores even when it is not in play (``Game.score``); ``rules``: the game's."""
    for module in _modules_given(game, inputs):
        rules = rules.with_module(type(module))
    context = ScoringContext(game, round_, inputs, rules)
    scoring = (rules.variant.name, rules.module_ids, round_, inputs, game.state)
    own = {p.name: _own_score(rules, context, scoring, p) for p in game.players}
    terms = rules.score_terms(context, own)
    players = []
    for p in game.players:
        built = _building_counts(rules, p)
        parts = {t: found for t in game.variant.type_ids
                 if (found := _count_parts(rules, context, p, t, own[p.name], built))}
        scored = scored_participant(p, parts, terms[p.name], rules, rules.scored_wall(p))
        if rules.modules_with(GainScorer):
            scored = replace(scored, immediate=immediate_points(game, p.name))
        players.append(scored)
    dirk = None if game.dirk is None else [t for t in game.dirk if rules.is_building_kind(t)]
    dirk_parts = {t: found for t in game.variant.type_ids
                  if dirk is not None and (found := rules.dirk_parts(context, t))}
    return score_round(game.variant, round_, players, dirk, rules.building_rule(game), dirk_parts)


def _modules_given(game: GameView, inputs: Marks) -> list[Module]:
    """Modules not in play whose scoring inputs are given."""
    owners = registry.field_owners("scoring")
    given = {owners[key] for key in inputs if key in owners}
    return [registry.module(i) for i in registry.module_ids() if i in given and i not in game.modules]


def _own_score(rules: Ruleset, context: ScoringContext, scoring: tuple[Hashable, ...],
               player: PlayerView) -> OwnScore:
    """What the modules that read a player alone say of ``player`` in this scoring, kept with
    the player's city: the key names all else such a module may read (``OwnScoring``): the
    scoring (rules, round, inputs, the game's module state) and the player's reserve, module
    state, typed counts and typed figures (a watchtower's wall is the wall the City Watch reads)."""
    key = ("own score", *scoring, player.name, tuple(player.reserve),
           frozenset(player.reserve_marks.items()), player.state, Same(player.counts),
           Same(player.typed))
    return player.city.kept(key, lambda: rules.own_score(context, player))


class Same:
    """A value as a key by its identity (typed counts: immutable, but of dicts, unhashable);
    the key holds it, so that no other value takes its identity while the key is kept."""

    __slots__ = ("value",)

    def __init__(self, value: object) -> None:
        self.value = value

    def __eq__(self, other: object) -> bool:
        return isinstance(other, Same) and other.value is self.value

    def __hash__(self) -> int:
        return id(self.value)


def scored_participant(player: PlayerView, parts: Mapping[str, tuple[CountPart, ...]],
                       terms: tuple[Term, ...], rules: Ruleset, wall: int | None = None) -> Participant:
    """The player as a scoring sees them: their city, or their typed counts; ``wall``: the
    longest wall that scores (``Ruleset.scored_wall``; by default the city's or the typed one)."""
    counts = typed(player)
    if counts is None:
        # a hut, a medina is no building; a ground is; a building site counts as a part (−1)
        tiles = list(_building_tiles(rules, player))
        return Participant(player.name, tiles, player.city.longest_wall() if wall is None else wall,
                           parts, terms)
    entries = {t: (n, counts.highest.get(t, 0)) for t, n in counts.buildings.items()}
    return Participant(player.name, (), counts.wall if wall is None else wall, parts, terms, typed=entries)


def _count_parts(rules: Ruleset, context: ScoringContext, player: PlayerView, building_type: str,
                 own: OwnScore, built: Mapping[str, int]) -> tuple[CountPart, ...]:
    """What modules add to a player's count of a type: their parts (those of the modules that
    read a player alone from ``own``), then what joins the count those made (a semi-building's
    ½ where it is at least 1); ``built``: the city's building tiles per type."""
    parts = rules.count_parts(context, player, building_type, own)
    counts = typed(player)
    tiles = counts.count(building_type) if counts is not None else built.get(building_type, 0)
    return parts + rules.count_topping(context, player, building_type,
                                       tiles + sum(p.amount for p in parts))


def _building_tiles(rules: Ruleset, player: PlayerView) -> tuple[Tile, ...]:
    """The city's tiles that count in their type's majority (kept with the city)."""
    city = player.city
    return city.kept(("building tiles", rules.variant.name, rules.module_ids),
                     lambda: tuple(t for t in city.tiles() if rules.is_building_kind(t)))


def _building_counts(rules: Ruleset, player: PlayerView) -> Mapping[str, int]:
    """How many of those tiles each type has (kept with the city)."""
    return player.city.kept(("building counts", rules.variant.name, rules.module_ids),
                            lambda: Counter(t.type for t in _building_tiles(rules, player)))


def immediate_points(game: GameView, name: str) -> dict[str, int]:
    """A player's immediate points per module in play that has them, the points every
    player starts with included (``score --json``'s "immediate"); none for Dirk."""
    gains = game.player(name).immediate
    return {m.id: m.starting_points + sum(g.points for g in gains if g.module == m.id)
            for m in game.ruleset.modules_with(GainScorer)}


def tiles_out(game: GameView) -> int:
    """How many tiles are out of the bag: every tile known in the game, with a counts-only
    player's typed buildings in place of the city kept for them (for Dirk's third hand-out)."""
    return len(game.known_tiles()) + sum(counts.total - len(p.city) for p in game.players
                                         if (counts := typed(p)) is not None)


def scoring_to_record(game: GameView, rules: Ruleset, round_: int | None, inputs: Marks,
                      market_tiles: int | None) -> RecordedScoring:
    """The next scoring scored now, to be recorded (``Game.record_scoring``): refused when all
    three are recorded or ``round_`` is said and not the next. With Dirk in play it keeps his
    pile's size, the tiles out of the bag and ``market_tiles``; every player's typed figures."""
    if len(game.scorings) >= 3:
        raise AlhambraError(QT_TRANSLATE_NOOP("AlhambraError", "all three scorings are already recorded"))
    due = len(game.scorings) + 1
    if round_ is not None and round_ != due:
        raise AlhambraError(QT_TRANSLATE_NOOP(
            "AlhambraError", "the next scoring to record is scoring {due}, not {round}"),
            due=due, round=round_)
    dirk = game.dirk
    copies = Marks({p.name: p.typed for p in game.players if p.typed})
    return RecordedScoring(due, score(game, rules, due, inputs).points(),
                           None if dirk is None else len(dirk), None if dirk is None else tiles_out(game),
                           inputs, market_tiles=None if dirk is None else market_tiles, typed=copies)
