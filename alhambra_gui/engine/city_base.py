"""A player's city as it stands: the fountain plus built tiles, each with its module marks
(a chest, added walls), and the city's module state (its gates); the facts derived from them;
unchecked editing (files, undo, forced placements). ``City`` (city.py) adds RULES.md §2's
checks and checked editing.

Derived facts (reachable tiles, holes, the frontier) are computed once per state and
cached. Copies share their state until one of them changes (copy on write), so an undo
snapshot of an untouched city keeps its facts.
"""

from __future__ import annotations

from collections.abc import Callable, Hashable, Iterator, Mapping
from typing import NoReturn, Self, TypeVar, cast

from .city_facts import Facts
from .city_growth import grown
from .city_rules import TileRules
from .errors import sentence
from .geometry import NO_WALLS, ORIGIN, Cell, Walls, in_bounds, reading_order
from .marks import NO_MARKS, Marks
from .rules import IllegalMoveError, Rule, Violation
from .tiles import FOUNTAIN, Tile
from .walls import WallRun, WallSegment, second_longest_wall
from .words import QT_TRANSLATE_NOOP

T = TypeVar("T")
#: How many values ``City.kept`` holds for one state (three scorings of a handful of modules,
#: and room for the rest); past it, the oldest goes.
KEPT_MOST = 64
#: ``City.kept``'s key of the marked tiles.
_MARKED = ("marked tiles",)
#: ``City.kept``'s key of the second longest wall.
_SECOND_WALL = ("second longest wall",)
_MISSING = object()


class CityBase:
    """The built tiles of one player as they stand, unchecked (``City`` adds the building
    rules' checks). The fountain at (0, 0) is always there."""

    def __init__(self, tiles: Mapping[tuple[int, int], Tile] | None = None, *,
                 rules: TileRules) -> None:
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
    def rules(self) -> TileRules:
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
        return isinstance(other, CityBase) and (self._tiles, self._marks, self._state) == (
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

    def copy(self) -> Self:
        """An independent city; both share their state until one of them changes."""
        twin = type(self).__new__(type(self))
        twin._share(self)
        return twin

    def _share(self, other: CityBase) -> None:
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

    def wall_run(self) -> WallRun:
        return self.facts.wall_run

    def longest_wall(self) -> int:
        return self.facts.wall_run.length

    def second_wall(self) -> tuple[WallSegment, ...]:
        """The second longest wall (``walls.second_longest_wall``: one definition in the app),
        kept until the city changes (two modules score it, the window draws it)."""
        return self.kept(_SECOND_WALL, lambda: second_longest_wall(self.facts.wall_map))


def _refuse(violation: Violation, text: str) -> NoReturn:
    """Refuse an unchecked edit that cannot be done at all; the sentence may name the cell."""
    cell = violation.cell
    raise IllegalMoveError(sentence(text, x=cell.x, y=cell.y), (violation,))
