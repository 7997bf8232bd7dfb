"""A player's city under the building rules of RULES.md §2: the checks of a placement, a
removal, a swap and a move, the cells a tile may be built on, and checked editing. The city's
tiles, marks, facts and unchecked editing are ``CityBase``'s (city_base.py); the rules it
follows come from its ruleset (``CityRules`` below; what its tiles follow, ``TileRules``, in
city_rules.py): the base game, or with modules.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from typing import Protocol

from .city_base import CityBase
from .city_rules import Placement, TileRules
from .errors import sentence
from .geometry import ORIGIN, Cell, Edge, edge, in_bounds, reading_order
from .marks import NO_MARKS, Marks
from .rules import IllegalMoveError, Rule, Violation, sorted_violations
from .tiles import Tile
from .words import QT_TRANSLATE_NOOP, Joined, Line


class CityRules(TileRules, Protocol):
    """The placement and walking rules a city follows (the base game, or with modules)."""

    def holds(self, city: City, cell: Cell) -> tuple[Violation, ...]:
        """Why the tile on ``cell`` may not leave its cell (removal, move, swap)."""
        ...

    def candidate_cells(self, city: City, tile: Tile) -> Iterable[Cell]:
        """Where a piece outside the city might go (its module says which cells to try)."""
        ...

    @property
    def checks_placements(self) -> bool:
        """Whether a module may refuse what the building rules allow (else ``legal_cells``
        need not ask ``check_placement``)."""
        ...

    def check_placement(self, city: City, placement: Placement,
                        reasons: tuple[Violation, ...]) -> tuple[Violation, ...]:
        """The reasons against a placement once the modules have had their say: a module
        may add its own (a rule of its pieces) or waive one that what it adds with the
        placement answers (a gate makes a double-walled join walkable)."""
        ...

    def placed(self, city: City, placement: Placement) -> None:
        """After a placement: what the modules add with it goes into the city (the gate)."""
        ...

    def module_violations(self, city: City) -> tuple[Violation, ...]:
        """What the city as it stands breaks of the modules' own rules, cell by cell."""
        ...


class BaseRules:
    """RULES.md §2 alone: printed walls, open sides to walk, nothing holds a tile."""

    def effective(self, tile: Tile, marks: Marks) -> Tile:
        return tile

    def opened_edges(self, state: Marks) -> frozenset[Edge]:
        return frozenset()

    def holds(self, city: City, cell: Cell) -> tuple[Violation, ...]:
        return ()

    def in_city(self, tile: Tile) -> bool:
        return True

    def candidate_cells(self, city: City, tile: Tile) -> Iterable[Cell]:
        return ()

    checks_placements = False

    def check_placement(self, city: City, placement: Placement,
                        reasons: tuple[Violation, ...]) -> tuple[Violation, ...]:
        return reasons

    def placed(self, city: City, placement: Placement) -> None:
        return None

    def module_violations(self, city: City) -> tuple[Violation, ...]:
        return ()


BASE_RULES = BaseRules()


class City(CityBase):
    """The built tiles of one player, checked by the building rules. The fountain at (0, 0)
    is always there."""

    _rules: CityRules

    def __init__(self, tiles: Mapping[tuple[int, int], Tile] | None = None, *,
                 rules: CityRules = BASE_RULES) -> None:
        super().__init__(tiles, rules=rules)

    @property
    def rules(self) -> CityRules:
        return self._rules

    def bind(self, rules: CityRules) -> None:
        """Follow other rules (the game's modules changed)."""
        self._changing()
        self._rules = rules

    # ---- the city as it stands, judged -------------------------------------------------------
    def violations(self) -> tuple[Violation, ...]:
        """Everything wrong with the city as it stands (a digitised city may be illegal):
        the building rules, then the modules' own rules, cell by cell."""
        module = self.module_violations()
        return sorted_violations((*self.facts.violations, *module)) if module else self.facts.violations

    def module_violations(self) -> tuple[Violation, ...]:
        """What the city breaks of the modules' rules (a camp's bastion facing no wall)."""
        if self._module_violations is None:
            self._module_violations = self._rules.module_violations(self)
        return self._module_violations

    def is_legal(self) -> bool:
        return not self.violations()

    def new_violations(self, after: City) -> tuple[Violation, ...]:
        """What ``after`` (this city changed) breaks that this city did not break already."""
        return sorted_violations(set(after.violations()) - set(self.violations()))

    # ---- checks ----------------------------------------------------------------------------
    def check_place(self, tile: Tile, cell: tuple[int, int], *, marks: Marks = NO_MARKS,
                    aid: Marks = NO_MARKS) -> tuple[Violation, ...]:
        """Every reason why ``tile`` (with its marks) cannot be built on ``cell``: the
        building rules, then what the modules say (``aid``: what a module adds with the
        placement, see ``Placement``)."""
        return self._placement_reasons(tile, Cell(*cell), marks, aid)

    def _placement_reasons(self, tile: Tile, cell: Cell, marks: Marks, aid: Marks, *,
                           holes: bool = True) -> tuple[Violation, ...]:
        """``check_place``; without ``holes`` no cell is asked whether it would cut a hole off
        (the costliest question: every cell beside the city is asked with it)."""
        if cell in self._tiles:
            return (Violation(Rule.OCCUPIED, cell),)
        if not in_bounds(cell):
            return (Violation(Rule.OUTSIDE, cell),)
        outside = tile.is_piece and not self._rules.in_city(tile)
        reasons = () if outside else self._building_rules(tile, cell, marks, holes=holes)
        return self._rules.check_placement(self, Placement(tile, cell, marks, aid), reasons)

    def _building_rules(self, tile: Tile, cell: Cell, marks: Marks, *,
                        holes: bool = True) -> tuple[Violation, ...]:
        """RULES.md §2 for an empty cell in bounds (``holes``: with the rule against a hole)."""
        facts = self.facts
        walls = self._rules.effective(tile, marks).walls
        reasons: list[Violation] = []
        adjacent = walkable = False
        for side, near in cell.neighbours():
            other = facts.tiles.get(near)
            if other is None:
                continue
            adjacent = True
            wall = side in walls
            if wall != (side.opposite in other.walls):
                reasons.append(Violation(Rule.WALL_MISMATCH, cell, side, theirs=not wall))
            elif (not wall or edge(cell, side) in facts.opened) and near in facts.reachable:
                walkable = True
        if not adjacent:
            return (Violation(Rule.NOT_ADJACENT, cell),)
        if not walkable:
            reasons.append(Violation(Rule.UNREACHABLE, cell))
        if holes and facts.would_enclose(cell):
            reasons.append(Violation(Rule.HOLE, cell))
        return tuple(reasons)

    def can_place(self, tile: Tile, cell: tuple[int, int], *, marks: Marks = NO_MARKS) -> bool:
        return not self.check_place(tile, cell, marks=marks)

    def legal_cells(self, tile: Tile, marks: Marks = NO_MARKS) -> list[Cell]:
        """Every cell where ``tile`` can be built now, sorted by y, then x.

        Uses the per-cell table of the city's state: three integer tests per cell; the
        cells the building rules allow are then put to the modules (none by default). Kept
        until the city changes (a drag asks twice: the cells it lights, the moves it offers).
        """
        return list(self.kept(("legal cells", tile, marks), lambda: tuple(self._legal_cells(tile, marks))))

    def _legal_cells(self, tile: Tile, marks: Marks) -> list[Cell]:
        if tile.is_piece and not self._rules.in_city(tile):
            cells = sorted({Cell(*c) for c in self._rules.candidate_cells(self, tile)}, key=reading_order)
            return [c for c in cells if not self.check_place(tile, c, marks=marks)]
        mask = self._rules.effective(tile, marks).walls.mask
        # A cell next to the city may hold a piece outside it (a camp): it is taken.
        cells = [spot.cell for spot in self.facts.spots
                 if mask & spot.neighbours == spot.walls_needed and spot.open_reachable
                 and not spot.encloses and spot.cell not in self._tiles]
        if self._rules.checks_placements:
            cells = [c for c in cells if not self._rules.check_placement(
                self, Placement(tile, c, marks, NO_MARKS), ())]
        return cells

    def check_remove(self, cell: tuple[int, int]) -> tuple[Violation, ...]:
        """Reasons why the tile on ``cell`` cannot go back to the reserve."""
        cell = Cell(*cell)
        if refused := self._held(cell):
            return refused
        return self.new_violations(self.without(cell))

    def check_swap(self, cell: tuple[int, int], tile: Tile, *,
                   marks: Marks = NO_MARKS) -> tuple[Violation, ...]:
        """Reasons why ``tile`` cannot take the place of the tile on ``cell``: kept with the
        city's state, so that the game's swap of the same tile, checked again on the copy the
        drag's preview made, finds them (each asks for the city's facts with and without
        that tile, from nothing)."""
        cell = Cell(*cell)
        return self.kept(("check swap", cell, tile, marks), lambda: self._swap_reasons(cell, tile, marks))

    def _swap_reasons(self, cell: Cell, tile: Tile, marks: Marks) -> tuple[Violation, ...]:
        if refused := self._held(cell):
            return refused
        after = self.without(cell)
        # Not whether the cell would cut a hole off: the city after the swap is judged whole
        # below (a hole it has that the city before had not), its own cell aside.
        local = [v for v in after._placement_reasons(tile, cell, marks, NO_MARKS, holes=False)
                 if v.rule is not Rule.HOLE]
        after.put(cell, tile, marks)
        self.kept(("swapped", cell, tile, marks), lambda: after)  # its facts, worked out below
        wider = {v for v in self.new_violations(after)
                 if v.rule is not Rule.WALL_MISMATCH and v.cell != cell}
        return sorted_violations(set(local) | wider)

    def swapped(self, cell: tuple[int, int], tile: Tile, marks: Marks = NO_MARKS) -> City:
        """A copy of the city with ``tile`` (and ``marks``) on the built ``cell`` in place of
        its tile, unchecked: the city ``check_swap`` judged, with what was worked out of it."""
        cell = Cell(*cell)
        return self.kept(("swapped", cell, tile, marks), lambda: self._swap_of(cell, tile, marks)).copy()

    def _swap_of(self, cell: Cell, tile: Tile, marks: Marks) -> City:
        after = self.copy()
        after.pop(cell)
        after.put(cell, tile, marks)
        return after

    def check_move(self, source: tuple[int, int], target: tuple[int, int]) -> tuple[Violation, ...]:
        """A move is a removal followed by a placement; both must be legal.

        A target that cannot take a tile at all (occupied, the fountain, outside) is
        always reported, so that a forced move is refused before anything changes.
        """
        source, target = Cell(*source), Cell(*target)
        removal = self.check_remove(source)
        if source == target or any(not v.forceable for v in removal):
            return removal
        after = self.without(source)
        tile, marks = self._tiles[source], self._marks.get(source, NO_MARKS)
        return sorted_violations(set(removal) | set(after.check_place(tile, target, marks=marks)))

    def _held(self, cell: Cell) -> tuple[Violation, ...]:
        """Removal, move and swap need a built tile that nothing holds in place."""
        if cell == ORIGIN:
            return (Violation(Rule.FOUNTAIN, cell),)
        if cell not in self._tiles:
            return (Violation(Rule.EMPTY, cell),)
        return self._rules.holds(self, cell)

    def without(self, cell: tuple[int, int]) -> City:
        """A copy of the city without the tile on ``cell``. The city without it is kept with
        the city's state, its facts worked out once: a drag of a built tile asks for it three
        times (whether it may leave, where it may go, the game's check of the move), and the
        move grows its facts from it."""
        cell = Cell(*cell)
        return self.kept(("without", cell), lambda: self._without_of(cell)).copy()

    def _without_of(self, cell: Cell) -> City:
        after = self.copy()
        after.take(cell)
        after.facts  # noqa: B018  (worked out before the copies share them)
        return after

    # ---- checked editing -------------------------------------------------------------------
    def place(self, tile: Tile, cell: tuple[int, int], *, marks: Marks = NO_MARKS,
              force: bool = False, aid: Marks = NO_MARKS) -> None:
        """Build ``tile`` on ``cell`` if the rules allow it (or ``force`` where they may be
        forced); ``aid``: what a module adds with the placement, put in after it."""
        cell = Cell(*cell)
        reasons = self.check_place(tile, cell, marks=marks, aid=aid)
        refuse_unless(force, reasons, cannot_build(tile))
        self.put(cell, tile, marks)
        if aid:
            self._rules.placed(self, Placement(tile, cell, marks, aid))

    def remove(self, cell: tuple[int, int], *, force: bool = False) -> Tile:
        return self.remove_with_marks(cell, force=force)[0]

    def remove_with_marks(self, cell: tuple[int, int], *, force: bool = False) -> tuple[Tile, Marks]:
        refuse_unless(force, self.check_remove(cell),
                      sentence(QT_TRANSLATE_NOOP("AlhambraError", "this tile cannot be removed")))
        return self.pop(cell)

    def swap(self, cell: tuple[int, int], tile: Tile, *, marks: Marks = NO_MARKS,
             force: bool = False) -> Tile:
        return self.swap_with_marks(cell, tile, marks=marks, force=force)[0]

    def swap_with_marks(self, cell: tuple[int, int], tile: Tile, *, marks: Marks = NO_MARKS,
                        force: bool = False) -> tuple[Tile, Marks]:
        """Swap ``tile`` in; returns the tile taken out, with its marks."""
        refuse_unless(force, self.check_swap(cell, tile, marks=marks),
                      sentence(QT_TRANSLATE_NOOP("AlhambraError", "{tile} cannot be swapped in here"),
                               tile=tile.word()))
        after = self.swapped(cell, tile, marks)  # as checked: its facts come with it
        old = self.pop(cell)
        self._share(after)
        return old

    def move(self, source: tuple[int, int], target: tuple[int, int], *, force: bool = False) -> None:
        refuse_unless(force, self.check_move(source, target),
                      sentence(QT_TRANSLATE_NOOP("AlhambraError", "this tile cannot move there")))
        source = Cell(*source)
        if source == ORIGIN or source not in self._tiles:
            self.pop(source)  # refused as before (a forced move of the fountain, of nothing)
        tile, marks = self._tiles[source], self._marks.get(source, NO_MARKS)
        after = self.without(source)  # (its facts, which the check worked out)
        after.put(target, tile, marks)  # the facts grown from them, not worked out anew
        self._share(after)


def refuse_unless(force: bool, reasons: tuple[Violation, ...], what: Line) -> None:
    """Raise IllegalMoveError for reasons that cannot be forced, or any reason without force:
    ``what`` was refused, then why ("garden 8 no walls cannot be built here: at (2, 0) …")."""
    fatal = [v for v in reasons if not v.forceable]
    if fatal or (reasons and not force):
        shown = Joined(tuple(v.cell_line() for v in (fatal or list(reasons))))
        raise IllegalMoveError(sentence(QT_TRANSLATE_NOOP("AlhambraError", "{what}: {reasons}"),
                                        what=what, reasons=shown), reasons)


def cannot_build(tile: Tile) -> Line:
    return sentence(QT_TRANSLATE_NOOP("AlhambraError", "{tile} cannot be built here"), tile=tile.word())
