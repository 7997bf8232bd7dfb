"""A ruleset: the variant's data plus the expansion modules in play.

Everything that depends on the kind of game asks the ruleset (or its variant) instead of
guessing from data: which walls a tile has, which edges are open for walking, what holds
a tile in place, how the majorities are scored, what a score is made of, which fields the
game file holds. The modules are the registry's, in its order.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import dataclass, replace
from functools import cached_property
from typing import TYPE_CHECKING, Any, TypeVar, cast

from .counts import typed
from .errors import ModuleError
from .geometry import Cell, Edge, Walls
from .marks import Marks
from .modules import registry
from .modules.base import Field, Level, Module
from .modules.facets import (
    BuildingCounter,
    CheckSwitch,
    OwnScoring,
    PieceMaker,
    PlacementAid,
    PlacementCheck,
    TermScorer,
    TileTurner,
    WalkOpener,
    WallChanger,
    WallScorer,
    implements,
)
from .rules import Violation
from .scoring import ScoringRule
from .tally import OwnScore
from .tiles import Tile
from .variant import Variant
from .words import QT_TRANSLATE_NOOP

if TYPE_CHECKING:
    from .city import City
    from .city_rules import Placement
    from .context import GameView, PlayerView
    from .tally import CountPart, ScoringContext, Term

M = TypeVar("M", bound=Module)
F = TypeVar("F")


@dataclass(frozen=True)
class Ruleset:
    variant: Variant
    modules: tuple[Module, ...] = ()

    @classmethod
    def of(cls, variant: Variant, module_ids: Iterable[str] = ()) -> Ruleset:
        """The variant with the named modules (in the registry's order)."""
        wanted = list(dict.fromkeys(module_ids))
        known = registry.module_ids()
        for module_id in wanted:
            if module_id not in known:
                raise ModuleError(QT_TRANSLATE_NOOP(
                    "AlhambraError", "{module} is not a module (one of {modules})"),
                                  module=repr(module_id), modules=", ".join(known))
        if wanted and not variant.modules_allowed:
            raise ModuleError(QT_TRANSLATE_NOOP(
                "AlhambraError", "the expansion modules are for Alhambra, not {variant}"),
                              variant=variant.word())
        return cls(variant, tuple(registry.module(m) for m in known if m in wanted))

    @classmethod
    def allows_modules(cls, variant: Variant) -> bool:
        """Whether a game of this variant may have expansion modules (not Granada)."""
        return variant.modules_allowed

    @cached_property
    def module_ids(self) -> tuple[str, ...]:
        """The ids of the modules in play (asked by every scoring, for every player: kept)."""
        return tuple(m.id for m in self.modules)

    def find(self, kind: type[M]) -> M | None:
        """The module of that class, if it is in play."""
        return next((m for m in self.modules if isinstance(m, kind)), None)

    def modules_with(self, kind: type[F]) -> tuple[F, ...]:
        """The modules in play that implement ``kind`` (a facet of ``modules/facets.py``), in
        the registry's order: the modules that have something to say about it."""
        found = self._facets.get(kind)
        if found is None:
            found = self._facets[kind] = tuple(m for m in self.modules if implements(m, kind))
        return cast("tuple[F, ...]", found)

    @cached_property
    def _facets(self) -> dict[type, tuple[Module, ...]]:
        return {}

    def with_module(self, kind: type[Module]) -> Ruleset:
        """This ruleset with one more module (for example other points given for one scoring)."""
        return self if self.find(kind) else Ruleset.of(self.variant, (*self.module_ids, kind.id))

    # ---- city rules (see city.CityRules) ------------------------------------------
    def effective(self, tile: Tile, marks: Marks) -> Tile:
        """The tile with the walls every rule uses: the printed ones and those the wall
        changers add, turned as the tile lies (a tile turner's)."""
        if not marks or not self._shapes_walls:
            return tile
        walls = tile.walls
        added = Walls.of(s for m in self.modules_with(WallChanger) for s in m.added_walls(marks))
        if added:
            walls = Walls.of([*walls, *added])
        turn = self.turn_of(tile, marks)
        if turn:
            walls = walls.turned(turn)
        return tile if walls == tile.walls else replace(tile, walls=walls)  # a piece stays a piece

    @cached_property
    def _shapes_walls(self) -> bool:
        """Whether a module in play changes or turns walls (else every tile is as printed)."""
        return bool(self.modules_with(WallChanger) or self.modules_with(TileTurner))

    # ---- tiles that may lie turned ----------------------------------------------------------
    def turner(self, tile: Tile) -> TileTurner | None:
        """The module in play that lets ``tile`` lie turned (None: it lies as printed)."""
        return next((m for m in self.modules_with(TileTurner) if m.turnable(tile)), None)

    def turn_of(self, tile: Tile, marks: Marks) -> int:
        """The quarter turns clockwise ``tile`` with these marks lies turned by."""
        turner = self.turner(tile) if marks else None
        return turner.turn_of(marks) % 4 if turner is not None else 0

    def turned(self, tile: Tile, marks: Marks, turns: int = 1) -> Marks:
        """The marks of ``tile`` turned ``turns`` quarter turns further clockwise (unchanged for
        a tile that cannot be turned)."""
        turner = self.turner(tile)
        if turner is None:
            return marks
        return turner.with_turn(marks, (turner.turn_of(marks) + turns) % 4)

    def turns_to(self, tile: Tile, walls: Walls) -> int | None:
        """The quarter turns by which ``tile`` lies with ``walls`` (0: as printed), or None
        when it never does (it cannot be turned, or no turn gives those walls)."""
        turns = range(4) if self.turner(tile) is not None else range(1)
        return next((k for k in turns if tile.walls.turned(k) == walls), None)

    def opened_edges(self, state: Marks) -> frozenset[Edge]:
        if not state:
            return frozenset()
        return frozenset().union(*(m.opened_edges(state) for m in self.modules_with(WalkOpener)))

    def holds(self, city: City, cell: Cell) -> tuple[Violation, ...]:
        return tuple(v for m in self.modules_with(WalkOpener) for v in m.holds(city, cell))

    # ---- pieces that are not building tiles ----------------------------------------------
    def piece_module(self, kind: str) -> PieceMaker | None:
        """The module in play whose pieces are of this kind."""
        return next((m for m in self.modules_with(PieceMaker) if kind in m.piece_kinds), None)

    def in_city(self, tile: Tile) -> bool:
        module = self.piece_module(tile.kind) if tile.is_piece else None
        return module is None or not module.outside_city(tile)

    def candidate_cells(self, city: City, tile: Tile) -> Iterable[Cell]:
        module = self.piece_module(tile.kind)
        return module.candidate_cells(city, tile) if module is not None else ()

    def tile_to_dict(self, tile: Tile) -> dict[str, Any]:
        """A tile or a piece as the file writes it."""
        module = self.piece_module(tile.kind) if tile.is_piece else None
        return module.piece_to_dict(tile) if module is not None else self.variant.tile_to_dict(tile)

    def is_building_tile(self, tile: Tile, marks: Marks) -> bool:
        """A finished building: a building tile (not the fountain) or a piece its module
        makes a building (a ground), that no module makes something else (a building site)."""
        return self.is_building_kind(tile) and self.is_building(marks)

    def is_building_kind(self, tile: Tile) -> bool:
        """A building tile or a piece that is a building (a ground, a magical tile): counted
        in its type's majority, taking a building's marks; not the fountain, not a hut."""
        if tile.is_fountain:
            return False
        if not tile.is_piece:
            return True
        module = self.piece_module(tile.kind)
        return module is not None and module.is_building_piece(tile)

    def from_bag(self, tile: Tile) -> bool:
        """A tile of the bag: a building tile, or a piece its module mixes into the bag."""
        if not tile.is_piece:
            return True
        module = self.piece_module(tile.kind)
        return module is not None and module.from_bag(tile)

    @cached_property
    def tile_claimant(self) -> PieceMaker | None:
        """The module in play whose pieces are the game's building tiles (``claims_tiles``:
        land tiles described as printed), or None: the variant's catalogue."""
        return next((m for m in self.modules_with(PieceMaker) if m.claims_tiles), None)

    def tile_count(self) -> int:
        """How many tiles the bag holds at the start: the variant's (unless a module's pieces
        replace its catalogue) and the modules' pieces mixed into it (magical tiles)."""
        count = self.variant.tile_count() if self.tile_claimant is None else 0
        for module in self.modules_with(PieceMaker):
            count += module.bag_pieces()
        return count

    @cached_property
    def checks_placements(self) -> bool:
        """Whether a module may refuse what the building rules allow."""
        return bool(self.modules_with(PlacementCheck))

    def check_placement(self, city: City, placement: Placement,
                        reasons: tuple[Violation, ...]) -> tuple[Violation, ...]:
        for check in self.modules_with(PlacementCheck):
            reasons += check.placement_reasons(city, placement)
        for aid in self.modules_with(PlacementAid):
            reasons = aid.waive(city, placement, reasons)
        return reasons

    def placed(self, city: City, placement: Placement) -> None:
        for aid in self.modules_with(PlacementAid):
            aid.placed(city, placement)

    def module_violations(self, city: City) -> tuple[Violation, ...]:
        return tuple(v for m in self.modules_with(PlacementCheck) for v in m.city_violations(city))

    # ---- scoring ---------------------------------------------------------------------------
    def is_building(self, marks: Marks) -> bool:
        return all(m.is_building(marks) for m in self._counters_saying["is_building"])

    @cached_property
    def _counters_saying(self) -> dict[str, tuple[BuildingCounter, ...]]:
        """The building counters in play that say something of their own (not the facet's
        default: every building, no part, no topping), by what: the others need not be
        asked (a count asks every counter for every player and type)."""
        return {name: tuple(m for m in self.modules_with(BuildingCounter)
                            if getattr(type(m), name) is not getattr(BuildingCounter, name))
                for name in ("is_building", "count_parts", "count_topping")}

    def building_rule(self, game: GameView) -> ScoringRule:
        rule = self.variant.scoring
        for counter in self.modules_with(BuildingCounter):
            rule = counter.building_rule(rule, game)
        return rule

    def own_score(self, context: ScoringContext, player: PlayerView) -> OwnScore:
        """What the scoring modules that read a player alone (``OwnScoring``) say of
        ``player``: their parts of each count, their terms. The game keeps it with the
        player's city (``City.kept``), so that a scoring works it out again only for a player
        whose part changed."""
        counters, scorers = self._own_scoring
        saying = self._counters_saying["count_parts"]
        parts = {key: found for key, m in counters if m in saying
                 if (found := {t: got for t in self.variant.type_ids
                               if (got := tuple(m.count_parts(context, player, t)))})}
        terms = {m.id: tuple(m.own_terms(context, player)) for m in scorers}
        return OwnScore(parts, terms)

    @cached_property
    def _own_scoring(self) -> tuple[tuple[tuple[str, BuildingCounter], ...], tuple[OwnScoring, ...]]:
        """The modules in play that read a player alone when they score (``OwnScoring``): the
        building counters among them (with their ids), the term scorers."""
        own = [m for m in self.modules if self._reads_alone(m)]
        counters = tuple((m.id, m) for m in own if isinstance(m, BuildingCounter))
        return counters, tuple(cast(OwnScoring, m) for m in own if isinstance(m, TermScorer))

    def _reads_alone(self, module: object) -> bool:
        return id(module) in self._own_ids

    @cached_property
    def _own_ids(self) -> frozenset[int]:
        """The identities of the modules in play that are ``OwnScoring`` (a set is asked at
        once, a Protocol's isinstance is slow)."""
        return frozenset(id(m) for m in self.modules_with(OwnScoring))

    def count_parts(self, context: ScoringContext, player: PlayerView, building_type: str,
                    own: OwnScore | None = None) -> tuple[CountPart, ...]:
        """The modules' changes to a player's count of a type, in the registry's order (those of
        the modules that read the player alone from ``own``, when given)."""
        found: tuple[CountPart, ...] = ()
        for m, module_id, alone in self._part_makers:
            if own is not None and alone:
                if kept := own.parts.get(module_id):
                    found += kept.get(building_type, ())
            else:
                found += tuple(m.count_parts(context, player, building_type))
        return found

    @cached_property
    def _part_makers(self) -> tuple[tuple[BuildingCounter, str, bool], ...]:
        """The counters that say a part of a count: each with its id and whether it reads a
        player alone (its parts are then kept with the player's city: ``own_score``)."""
        return tuple((m, cast(Module, m).id, self._reads_alone(m))
                     for m in self._counters_saying["count_parts"])

    def dirk_parts(self, context: ScoringContext, building_type: str) -> tuple[CountPart, ...]:
        return tuple(p for m in self.modules_with(BuildingCounter)
                     for p in m.dirk_parts(context, building_type))

    def count_topping(self, context: ScoringContext, player: PlayerView, building_type: str,
                      count: float) -> tuple[CountPart, ...]:
        """What joins a count once every other part is in (``count``): a semi-building's ½."""
        return tuple(p for m in self._counters_saying["count_topping"]
                     for p in m.count_topping(context, player, building_type, count))

    def scored_wall(self, player: PlayerView) -> int:
        """The longest wall that scores for a player: typed counts' wall, else a module's
        typed figure that replaces it (a watchtower's wall), else the city's."""
        counts = typed(player)
        if counts is not None:
            return counts.wall
        for scorer in self.modules_with(WallScorer):
            if (wall := scorer.scored_wall(player)) is not None:
                return wall
        return player.city.longest_wall()

    def switched_off(self, check: str) -> bool:
        return any(check in m.switched_off for m in self.modules_with(CheckSwitch))

    def score_terms(self, context: ScoringContext,
                    own: Mapping[str, OwnScore] | None = None) -> dict[str, tuple[Term, ...]]:
        """Every player's module terms, in the registry's order: those of the modules that
        read a player alone from ``own`` (by name) when given, the others worked out for the
        whole table (they may pool it: the medina's penalties, Dirk's share)."""
        players = context.game.players
        terms: dict[str, tuple[Term, ...]] = {p.name: () for p in players}
        for scorer in self.modules_with(TermScorer):
            if own is not None and self._reads_alone(scorer):
                for p in players:
                    terms[p.name] += own[p.name].terms[scorer.id]
                continue
            for name, found in scorer.score_terms(context).items():
                terms[name] += found
        return terms

    def term_titles(self) -> Mapping[str, str]:
        """The keys of the modules' points (as under "modules" in ``score --json``) with
        their English column titles, in order."""
        return {key: title for m in self.modules_with(TermScorer) for key, title in m.terms.items()}

    # ---- state ------------------------------------------------------------------------------
    def checked_modules(self) -> tuple[Module, ...]:
        """The modules whose rules a game must keep: those in play and those always available."""
        wanted = {*self.module_ids, *registry.always_available()}
        return tuple(registry.module(i) for i in registry.module_ids() if i in wanted)

    def checked(self, kind: type[F]) -> tuple[F, ...]:
        """The ``checked_modules`` that implement ``kind``."""
        found = self._checked.get(kind)
        if found is None:
            found = self._checked[kind] = tuple(m for m in self.checked_modules() if implements(m, kind))
        return cast("tuple[F, ...]", found)

    @cached_property
    def _checked(self) -> dict[type, tuple[Module, ...]]:
        return {}

    def fields(self, *levels: Level) -> tuple[Field, ...]:
        """The fields of the modules in play, and of those always available (other points),
        at these levels: what a game file may hold."""
        return tuple(f for m in self.checked_modules() for f in m.fields if f.level in levels)

    def city_only_keys(self) -> frozenset[str]:
        return frozenset(f.key for f in self.fields("tile") if f.city_only)

    def keys_of_modules_out(self) -> dict[str, frozenset[str]]:
        """The state keys, per level, of modules that are neither in play nor always available;
        under "typed" their ids (their typed figures and gains go with them)."""
        kept = {*self.module_ids, *registry.always_available()}
        out = [i for i in registry.module_ids() if i not in kept]
        levels: tuple[Level, ...] = ("tile", "city", "player", "game", "scoring")
        shared = {lv: frozenset(f.key for f in self.fields(lv)) for lv in levels}  # a key shared
        keys: dict[str, frozenset[str]] = {
            lv: frozenset(k for i in out for k in registry.keys_of(i, lv)) - shared[lv] for lv in levels}
        return {**keys, "typed": frozenset(out)}
