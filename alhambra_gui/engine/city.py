"""A player's city: the fountain plus built tiles, with the building rules of RULES.md §2.

The rules a city follows come from its ruleset (``CityRules``: the walls a tile has,
printed plus any a module adds; which edges are open for walking besides open sides,
gates; what holds a tile in place; what a module says of a placement and of the city as
it stands): the base game, or with modules. Each built tile may carry
module marks (a chest, added walls), and the city a module state (its gates).

Derived facts (reachable tiles, holes, the frontier) are computed once per state and
cached. Copies share their state until one of them changes (copy on write), so an undo
snapshot of an untouched city keeps its facts.
"""

from __future__ import annotations

from collections.abc import Callable, Hashable, Iterable, Iterator, Mapping
from dataclasses import dataclass
from typing import NoReturn, Protocol, TypeVar, cast

from .city_facts import Facts
from .city_growth import grown
from .errors import sentence
from .geometry import NO_WALLS, ORIGIN, Cell, Edge, Walls, edge, in_bounds, reading_order
from .marks import NO_MARKS, Marks
from .rules import IllegalMoveError, Rule, Violation, sorted_violations
from .tiles import FOUNTAIN, Tile
from .walls import WallRun, WallSegment, second_longest_wall
from .words import QT_TRANSLATE_NOOP, Joined, Line


class CityRules(Protocol):
    """The placement and walking rules a city follows (the base game, or with modules)."""

    def effective(self, tile: Tile, marks: Marks) -> Tile:
        """The tile with the walls that count for every rule (printed plus added)."""
        ...

    def opened_edges(self, state: Marks) -> frozenset[Edge]:
        """Edges open for walking although walled (gates), from the city's module state."""
        ...

    def holds(self, city: City, cell: Cell) -> tuple[Violation, ...]:
        """Why the tile on ``cell`` may not leave its cell (removal, move, swap)."""
        ...

    def in_city(self, tile: Tile) -> bool:
        """Whether a tile is a city tile (a camp lies outside: no holes, walking or walls)."""
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


@dataclass(frozen=True)
class Placement:
    """A tile (with its marks) about to be built on ``cell``, and ``aid``: what a module adds
    with the placement, in that module's own keys (a gate on one of the tile's sides). The
    core never looks inside ``aid``."""

    tile: Tile
    cell: Cell
    marks: Marks
    aid: Marks


@dataclass(frozen=True)
class Move:
    """A cell a tile may be built on; ``aid``: what the module ``module`` adds with the
    placement (see ``Placement``), none for a plain placement."""

    cell: Cell
    aid: Marks = NO_MARKS
    module: str = ""


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

T = TypeVar("T")
#: How many values ``City.kept`` holds for one state (three scorings of a handful of modules,
#: and room for the rest); past it, the oldest goes.
KEPT_MOST = 64
#: ``City.kept``'s key of the marked tiles.
_MARKED = ("marked tiles",)
#: ``City.kept``'s key of the second longest wall.
_SECOND_WALL = ("second longest wall",)
_MISSING = object()



class City:
    """The built tiles of one player. The fountain at (0, 0) is always there."""

    def __init__(self, tiles: Mapping[tuple[int, int], Tile] | None = None, *,
                 rules: CityRules = BASE_RULES) -> None:
        self._tiles: dict[Cell, Tile] = {ORIGIN: FOUNTAIN}
        self._marks: dict[Cell, Marks] = {}
        self._state: Marks = NO_MARKS
        self._rules = rules
        self._facts: Facts | None = None
        #: The facts of the state before one more tile, and the tile: the facts of this
        #: state are carried over from them when asked (``city_growth``).
        self._growth: tuple[Facts, Cell, Tile, Marks] | None = None
        self._module_violations: tuple[Violation, ...] | None = None
        #: The built tiles in reading order, kept until the next change (cities are read far
        #: more often than changed: every module's count and check walks them).
        self._order: tuple[tuple[Cell, Tile], ...] | None = None
        #: Values derived from this state and something else (``kept``): a player's score
        #: terms in one scoring, say; shared by copies like the facts, new on every change.
        self._kept: dict[Hashable, object] = {}
        self._shared = False
        for cell, tile in (tiles or {}).items():
            self.put(Cell(*cell), tile)

    # ---- reading -------------------------------------------------------------------------
    def get(self, cell: tuple[int, int]) -> Tile | None:
        return self._tiles.get(Cell(*cell))

    def marks(self, cell: tuple[int, int]) -> Marks:
        """The module marks of the tile on ``cell`` (a chest, added walls, …)."""
        return self._marks.get(cell if type(cell) is Cell else Cell(*cell), NO_MARKS)

    @property
    def state(self) -> Marks:
        """The city's own module state (for example its gates)."""
        return self._state

    @property
    def rules(self) -> CityRules:
        return self._rules

    def walls(self, cell: tuple[int, int]) -> Walls:
        """The walls of the tile on ``cell`` that count: printed plus added."""
        tile = self.facts.tiles.get(Cell(*cell))
        return tile.walls if tile is not None else NO_WALLS

    def __contains__(self, cell: object) -> bool:
        return cell in self._tiles

    def __len__(self) -> int:
        """Number of built tiles, not counting the fountain."""
        return len(self._tiles) - 1

    def __iter__(self) -> Iterator[tuple[Cell, Tile]]:
        """Built tiles in reading order, without the fountain."""
        if self._order is None:
            self._order = tuple((cell, self._tiles[cell]) for cell in sorted(self._tiles, key=reading_order)
                                if cell != ORIGIN)
        return iter(self._order)

    def marked(self) -> Iterator[tuple[Cell, Tile, Marks]]:
        """The built tiles that carry a module's marks, with them, in reading order (the
        checks that look for a chest or a wall piece pass the other tiles by); kept until
        the city changes (every module's check of its marks asks, for every city)."""
        return iter(self.kept(_MARKED, self._find_marked) if self._marks else ())

    def _find_marked(self) -> tuple[tuple[Cell, Tile, Marks], ...]:
        marks = self._marks
        return tuple((cell, tile, found) for cell, tile in self if (found := marks.get(cell)))

    def __eq__(self, other: object) -> bool:
        return isinstance(other, City) and (self._tiles, self._marks, self._state) == (
            other._tiles, other._marks, other._state)

    __hash__ = None  # type: ignore[assignment]

    def __repr__(self) -> str:
        return f"City({ {c: str(t) for c, t in self} })"

    def cells(self) -> frozenset[Cell]:
        """Every occupied cell, the fountain's included."""
        return frozenset(self._tiles)

    def tiles(self) -> list[Tile]:
        return [tile for _, tile in self]

    def count(self, building_type: str) -> int:
        return sum(1 for _, tile in self if tile.type == building_type)

    def copy(self) -> City:
        """An independent city; both share their state until one of them changes."""
        twin = City.__new__(City)
        twin._share(self)
        return twin

    def _share(self, other: City) -> None:
        """Be ``other`` as it stands, its facts too; both share their state until one changes."""
        self._tiles, self._marks, self._state = other._tiles, other._marks, other._state
        self._rules, self._facts, self._growth = other._rules, other._facts, other._growth
        self._module_violations = other._module_violations
        self._order = other._order
        self._kept = other._kept
        self._shared = other._shared = True

    # ---- unchecked editing (files, undo, forced placements) -------------------------------
    def _changing(self) -> None:
        """Before any change: own the dicts (copy on write) and forget the facts."""
        if self._shared:
            self._tiles, self._marks = dict(self._tiles), dict(self._marks)
            self._shared = False
        self._facts = None
        self._growth = None
        self._module_violations = None
        self._order = None
        self._kept = {}

    def bind(self, rules: CityRules) -> None:
        """Follow other rules (the game's modules changed)."""
        self._changing()
        self._rules = rules

    def put(self, cell: tuple[int, int], tile: Tile, marks: Marks = NO_MARKS) -> None:
        cell = Cell(*cell)
        if cell == ORIGIN or tile.is_fountain:
            _refuse(Violation(Rule.FOUNTAIN, ORIGIN),
                    QT_TRANSLATE_NOOP("AlhambraError", "the fountain stays alone at (0, 0)"))
        if cell in self._tiles:
            _refuse(Violation(Rule.OCCUPIED, cell), QT_TRANSLATE_NOOP(
                "AlhambraError", "({x}, {y}) is already built on"))
        if not in_bounds(cell):
            _refuse(Violation(Rule.OUTSIDE, cell), QT_TRANSLATE_NOOP(
                "AlhambraError", "({x}, {y}) is more than 100 cells from the fountain"))
        before = self._facts
        self._changing()
        self._tiles[cell] = tile
        if marks:
            self._marks[cell] = marks
        if before is not None:
            self._growth = (before, cell, tile, marks)

    def take(self, cell: tuple[int, int]) -> Tile:
        return self.pop(cell)[0]

    def pop(self, cell: tuple[int, int]) -> tuple[Tile, Marks]:
        """Take the tile off ``cell`` with its marks."""
        cell = Cell(*cell)
        if cell == ORIGIN:
            _refuse(Violation(Rule.FOUNTAIN, ORIGIN), QT_TRANSLATE_NOOP(
                "AlhambraError", "the fountain never moves"))
        if cell not in self._tiles:
            _refuse(Violation(Rule.EMPTY, cell), QT_TRANSLATE_NOOP("AlhambraError", "({x}, {y}) has no tile"))
        self._changing()
        return self._tiles.pop(cell), self._marks.pop(cell, NO_MARKS)

    def set_marks(self, cell: tuple[int, int], marks: Marks) -> None:
        cell = Cell(*cell)
        if cell == ORIGIN or cell not in self._tiles:
            _refuse(Violation(Rule.EMPTY, cell), QT_TRANSLATE_NOOP(
                "AlhambraError", "({x}, {y}) has no tile to mark"))
        self._changing()
        if marks:
            self._marks[cell] = marks
        else:
            self._marks.pop(cell, None)

    def set_state(self, state: Marks) -> None:
        self._changing()
        self._state = state

    # ---- derived facts ---------------------------------------------------------------------
    @property
    def facts(self) -> Facts:
        if self._facts is None and self._growth is not None:
            before, cell, tile, marks = self._growth
            rules = self._rules
            outside = tile.is_piece and not rules.in_city(tile)  # a camp: the city is as before
            self._facts = before if outside else grown(before, cell, rules.effective(tile, marks))
            self._growth = None
        if self._facts is None:
            rules = self._rules
            effective = {c: rules.effective(t, self._marks.get(c, NO_MARKS))
                         for c, t in self._tiles.items() if not t.is_piece or rules.in_city(t)}
            self._facts = Facts(effective, rules.opened_edges(self._state))
        return self._facts

    def kept(self, key: Hashable, make: Callable[[], T]) -> T:
        """What ``make`` derives from this state of the city and from whatever ``key`` holds
        (all else it reads: the scoring, the player's cards): made once, then kept until the
        city changes, and shared by its copies (an undo snapshot of a city an edit did not
        touch keeps it). ``key`` must name everything ``make`` reads besides the city."""
        found = self._kept.get(key, _MISSING)
        if found is _MISSING:
            if len(self._kept) >= KEPT_MOST:  # keys that change while the city does not
                del self._kept[next(iter(self._kept))]
            found = self._kept[key] = make()
        return cast("T", found)

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

    def wall_run(self) -> WallRun:
        return self.facts.wall_run

    def longest_wall(self) -> int:
        return self.facts.wall_run.length

    def second_wall(self) -> tuple[WallSegment, ...]:
        """The second longest wall (``walls.second_longest_wall``: one definition in the app),
        kept until the city changes (two modules score it, the window draws it)."""
        return self.kept(_SECOND_WALL, lambda: second_longest_wall(self.facts.wall_map))

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
        after = self.copy()
        tile, marks = after.pop(source)
        return sorted_violations(set(removal) | set(after.check_place(tile, target, marks=marks)))

    def _held(self, cell: Cell) -> tuple[Violation, ...]:
        """Removal, move and swap need a built tile that nothing holds in place."""
        if cell == ORIGIN:
            return (Violation(Rule.FOUNTAIN, cell),)
        if cell not in self._tiles:
            return (Violation(Rule.EMPTY, cell),)
        return self._rules.holds(self, cell)

    def without(self, cell: tuple[int, int]) -> City:
        after = self.copy()
        after.take(cell)
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
        tile, marks = self.pop(source)
        self.put(target, tile, marks)


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


def _refuse(violation: Violation, text: str) -> NoReturn:
    """Refuse an unchecked edit that cannot be done at all; the sentence may name the cell."""
    cell = violation.cell
    raise IllegalMoveError(sentence(text, x=cell.x, y=cell.y), (violation,))
