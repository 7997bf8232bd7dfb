"""The longest trail in one component of the outer-wall graph (RULES.md §3): exact, or, when
the search of a junction-rich component runs out of its budget, the longest found with a
proven bound.

A trail uses each segment at most once and may pass a corner again. In a component ``E``:

1. **At most two odd corners**: the whole component is one trail (Euler). Every legal city
   gets here: its outline is one loop, its walled stretches are paths.
2. **More** (the junctions of a digitised, illegal city, where 3 or 4 segments meet): the
   component is first **reduced**: each chain of corners that meet two segments becomes one
   edge, weighted by its segments, between two junctions (corners meeting 1, 3 or 4). A
   longest trail uses whole chains: one ending inside a chain goes on to the chain's end,
   as the rest of the chain can be reached from nowhere else. Then a **branch and bound**
   search runs over the junctions: trails grow chain by chain from every junction, and a
   branch is cut when it cannot beat the longest trail found (``_Search``).

**Bounds** (each is proven below, so a trail that meets one is the longest):

- *Parity*: for any trail ``F`` the rest ``R = E - F`` has an odd number of segments at
  every corner odd in ``E`` but not an end of ``F`` (all but at most two). Each such corner
  ``u`` needs a chain of ``R`` at ``u``, of weight at least ``w(u)``, the lightest chain at
  ``u``; a chain serves at most two corners, each at least half its weight. So ``|R|`` is at
  least half the sum of ``w(u)`` over the odd corners less the two largest.
- *Colours*: corners ``(x, y)`` alternate colour (``x + y`` odd or even) along a trail. A
  corner meeting ``d`` segments appears on a trail at most ``d // 2`` times, once more for
  each end it is. So a trail is at most ``2 min(C_even, C_odd) + 2`` long, where ``C`` sums
  ``d // 2`` over the corners of that colour.
- Inside the search, the parity bound of the segments not yet used bounds what a trail can
  still add from its end (the same proof, with the end as one of the two free corners).

**Exact and bounded**: the search never visits a state twice. A state is the trail's end
and the set of chains used (the trail's length follows from the set); the first visit
explores every continuation that could beat the best trail known then, and the best only
grows, so a second visit cannot find more. The search is exact when it runs to the end;
it stops early when a trail meets a bound (then exact too) or after ``SEARCH_BUDGET``
extensions: the longest trail found is then returned with ``exact`` false and the bound
proven. A file can hold a city whose junction graph is any grid graph (a checkerboard of
tiles, walled at will), and the longest trail of a grid graph whose corners meet at most
three segments is a longest path, for which no method is known that is fast on every
graph (Hamiltonian paths in grid graphs are NP-complete): a budget is the price of never
freezing. Each component's answer is remembered (``longest_trail`` keeps the last
``REMEMBERED`` components), so a change elsewhere in the city never pays it again.
"""

from __future__ import annotations

from collections import defaultdict
from dataclasses import dataclass
from functools import lru_cache
from typing import NamedTuple

from .geometry import SIDES, Cell, Side, reading_order

Corner = tuple[int, int]

#: How many chain extensions the search of one junction-rich component may try.
SEARCH_BUDGET = 20_000
#: How many components' longest trails are remembered (a few cities' worth of states).
REMEMBERED = 2048


class WallSegment(NamedTuple):
    """One walled side of one tile."""

    cell: Cell
    side: Side

    def corners(self) -> tuple[Corner, Corner]:
        x, y = self.cell
        ax, ay, bx, by = _CORNERS[self.side]
        return ((x + ax, y + ay), (x + bx, y + by))


#: The two corners of each side of the cell (0, 0).
_CORNERS = {Side.N: (0, 0, 1, 0), Side.E: (1, 0, 1, 1), Side.S: (0, 1, 1, 1), Side.W: (0, 0, 0, 1)}


def segment_order(segment: WallSegment) -> tuple[int, int, int]:
    return (*reading_order(segment.cell), SIDES.index(segment.side))


@dataclass(frozen=True)
class Trail:
    """A longest trail of one component: its segments, a proven bound on any trail of the
    component, and whether the segments are proven the longest (see the module's text)."""

    segments: tuple[WallSegment, ...]
    bound: int
    exact: bool


@lru_cache(maxsize=REMEMBERED)
def longest_trail(component: frozenset[WallSegment]) -> Trail:
    """The longest trail of one connected component of outer segments."""
    segments = sorted(component, key=segment_order)  # the same answer in every process
    degree: dict[Corner, int] = defaultdict(int)
    for segment in segments:
        for corner in segment.corners():
            degree[corner] += 1
    if sum(d % 2 for d in degree.values()) <= 2:
        return Trail(tuple(segments), len(segments), True)
    graph = _Reduced(segments, degree)
    bound = min(graph.parity_bound(), _colour_bound(degree))
    found, complete = _Search(graph, bound).run()
    trail = tuple(s for i in range(len(graph.chains)) if found >> i & 1 for s in graph.chains[i].segments)
    return Trail(trail, bound, complete or len(trail) == bound)


def forget_trails() -> None:
    """Forget the remembered trails (as a fresh process starts)."""
    longest_trail.cache_clear()


def _colour_bound(degree: dict[Corner, int]) -> int:
    visits = [0, 0]
    for (x, y), d in degree.items():
        visits[(x + y) % 2] += d // 2
    return 2 * min(visits) + 2


class _Chain(NamedTuple):
    ends: tuple[int, int]
    segments: tuple[WallSegment, ...]


class _Reduced:
    """A component with its chains collapsed: junctions numbered 0.., chains between them."""

    def __init__(self, segments: list[WallSegment], degree: dict[Corner, int]) -> None:
        at: dict[Corner, list[tuple[int, Corner]]] = defaultdict(list)
        for i, segment in enumerate(segments):
            a, b = segment.corners()
            at[a].append((i, b))
            at[b].append((i, a))
        junctions = sorted((c for c, d in degree.items() if d != 2), key=reading_order)
        number = {corner: i for i, corner in enumerate(junctions)}
        self.size = len(junctions)
        self.chains: list[_Chain] = []
        done: set[int] = set()
        for start in junctions:
            for first, far in at[start]:
                if first in done:
                    continue
                path, previous, corner = [first], first, far
                while degree[corner] == 2:
                    previous, corner = next((i, c) for i, c in at[corner] if i != previous)
                    path.append(previous)
                done.update(path)
                self.chains.append(_Chain((number[start], number[corner]),
                                          tuple(segments[i] for i in path)))
        self.odd = [degree[c] % 2 == 1 for c in junctions]
        #: The lightest chain at each junction that leads elsewhere (loops keep parity).
        self.lightest = [0] * self.size
        self.touching: list[list[tuple[int, int]]] = [[] for _ in junctions]
        for i, chain in enumerate(self.chains):
            one, other = chain.ends
            weight = len(chain.segments)
            self.touching[one].append((i, other))
            if one != other:
                self.touching[other].append((i, one))
                for end in chain.ends:
                    self.lightest[end] = min(self.lightest[end] or weight, weight)
        self.total = len(segments)

    def parity_bound(self) -> int:
        needs = sorted((self.lightest[u] for u in range(self.size) if self.odd[u]), reverse=True)
        return self.total - (sum(needs[2:]) + 1) // 2


class _Search:
    """Branch and bound over the reduced graph (see the module's text)."""

    def __init__(self, graph: _Reduced, bound: int) -> None:
        self.graph = graph
        self.bound = bound
        self.weights = [len(chain.segments) for chain in graph.chains]
        # Heavier chains first: long trails are found early, so more branches are cut.
        self.order = [sorted(t, key=lambda e: (-self.weights[e[0]], e[0])) for t in graph.touching]
        self.odd = list(graph.odd)  # parity of the unused chains at each junction
        self.needs = sum(graph.lightest[u] for u in range(graph.size) if graph.odd[u])
        self.free_end = max(graph.lightest)
        self.unused = graph.total
        self.best, self.best_used = 0, 0
        self.budget = SEARCH_BUDGET
        self.seen: set[tuple[int, int]] = set()

    def run(self) -> tuple[int, bool]:
        """The chains of the longest trail found (a bit set), and whether it is proven."""
        starts = sorted(range(self.graph.size), key=lambda u: (not self.graph.odd[u], u))
        for start in starts:
            if not self._extend(start, 0, 0):
                return self.best_used, self.best == self.bound
        return self.best_used, True

    def _still(self, end: int) -> int:
        """At most how many segments a trail ending at ``end`` can still add."""
        needs = self.needs - (self.graph.lightest[end] if self.odd[end] else 0) - self.free_end
        return self.unused - max(0, (needs + 1) // 2)

    def _extend(self, end: int, used: int, length: int) -> bool:
        """Grow the trail; False once the search must stop (bound met, budget spent)."""
        if (end, used) in self.seen:
            return True
        self.seen.add((end, used))
        if length > self.best:
            self.best, self.best_used = length, used
            if length >= self.bound:
                return False
        if length + self._still(end) <= self.best:
            return True
        lightest = self.graph.lightest
        for chain, far in self.order[end]:
            if used >> chain & 1:
                continue
            self.budget -= 1
            if self.budget < 0:
                return False
            weight = self.weights[chain]
            flips = (end, far) if end != far else ()
            for u in flips:
                self.needs += -lightest[u] if self.odd[u] else lightest[u]
                self.odd[u] = not self.odd[u]
            self.unused -= weight
            going_on = self._extend(far, used | 1 << chain, length + weight)
            self.unused += weight
            for u in flips:
                self.odd[u] = not self.odd[u]
                self.needs += lightest[u] if self.odd[u] else -lightest[u]
            if not going_on:
                return False
        return True
