"""Caliph's guidelines (MODULES.md §16, Mega Box): mission tiles 1–9; the game lists those
in play (its state ``caliphs_guidelines``, a sorted tuple). Only the final scoring pays
them, never Dirk: each mission's *figure* (rows, pairs, segments, steps…) times its points
(mission 7: a table by the number of types). ``score --json`` gives every player's figures
under ``caliphs_guidelines_missions``, in every scoring.

What each figure counts (buildings: finished building tiles; city tiles: the fountain,
the building tiles and the pieces built in the city):

1. rows (one ``y``) holding a run of at least three buildings side by side;
2. columns (one ``x``) likewise;
3. pairs of buildings of one type side by side (walls ignored, each pair once);
4. the second longest wall (``walls.second_longest_wall``, the app's one definition): the
   longest trail of outer wall segments outside the group of segments, joined at corners,
   that holds the longest wall;
5. the longest run of buildings diagonally adjacent (either diagonal; one alone is no run);
6. double walls: edges between two city tiles walled on both sides;
7. the building types among the buildings;
8. the most steps on foot (open sides, gated edges) from the fountain to a building;
9. squares of 2 × 2 buildings, overlapping ones too.
"""

from __future__ import annotations

from collections.abc import Hashable, Iterable, Iterator, Mapping
from functools import cache
from typing import TYPE_CHECKING, Any, ClassVar

from ..assets import load_json
from ..counts import CountInput, Counts, typed
from ..edits import Edit
from ..errors import ModuleError, sentence
from ..geometry import ORIGIN, Cell, Side
from ..marks import Marks
from ..tally import Term
from ..walls import WallSegment
from ..words import QT_TRANSLATE_NOOP, Line
from .base import Field, FieldReader, Module, finished_buildings
from .facets import CountsInput, OwnScoring, TermScorer

if TYPE_CHECKING:
    from ..city import City
    from ..context import GameView, PlayerView, RulesView
    from ..tally import ScoringContext
    from ..variant import Variant

KEY = "caliphs_guidelines"
DETAILS = "caliphs_guidelines_missions"
FINAL = 3
MISSIONS = tuple(range(1, 10))
TYPES = 7

MISSION_NAMES: dict[int, str] = {
    1: QT_TRANSLATE_NOOP("Module", "rows with 3 buildings in a row"),
    2: QT_TRANSLATE_NOOP("Module", "columns with 3 buildings in a row"),
    3: QT_TRANSLATE_NOOP("Module", "pairs of neighbours of one type"),
    4: QT_TRANSLATE_NOOP("Module", "the second longest wall"),
    5: QT_TRANSLATE_NOOP("Module", "the longest diagonal of buildings"),
    6: QT_TRANSLATE_NOOP("Module", "double walls"),
    7: QT_TRANSLATE_NOOP("Module", "building types"),
    8: QT_TRANSLATE_NOOP("Module", "the longest walk to a building"),
    9: QT_TRANSLATE_NOOP("Module", "squares of 2 × 2 buildings"),
}


@cache
def _data() -> dict[str, Any]:
    data: dict[str, Any] = load_json("modules", "caliphs_guidelines.json")
    return data


def mission_points(number: int, figure: int) -> int:
    """What a mission's figure scores."""
    if number == TYPES:
        return int(_data()["types"][min(figure, 6)])
    return figure * int(_data()["each"][str(number)])


def most(number: int) -> int:
    """The highest figure a mission can have (for typing it)."""
    return int(_data()["most"][str(number)])


def _read(reader: FieldReader, data: Any, place: str) -> Hashable | None:
    found: list[int] = []
    for i, item in enumerate(reader.array(data, place, len(MISSIONS))):
        number = reader.integer(item, f"{place}[{i}]", 1, len(MISSIONS))
        if number in found:
            raise reader.fail(place, QT_TRANSLATE_NOOP("AlhambraError", "a mission is listed twice"))
        found.append(number)
    return tuple(sorted(found)) or None


class CaliphsGuidelines(Module, TermScorer, OwnScoring, CountsInput):
    id = "caliphs_guidelines"
    box = 9
    name = QT_TRANSLATE_NOOP("Module", "Caliph's guidelines")
    summary = QT_TRANSLATE_NOOP(
        "Module", "Mission tiles pay the final scoring for rows, pairs, walls, walks and more in "
        "each city.")
    reminder = QT_TRANSLATE_NOOP("Module", "Which mission tiles are in play?")
    fields: ClassVar[tuple[Field, ...]] = (Field("game", KEY, _read, list),)
    terms: ClassVar[Mapping[str, str]] = {KEY: QT_TRANSLATE_NOOP("Module", "Missions")}

    def setup_lines(self) -> tuple[Line, ...]:
        return (Line("Module", QT_TRANSLATE_NOOP("Module", "the mission tiles chosen")),)

    def score_terms(self, context: ScoringContext) -> Mapping[str, tuple[Term, ...]]:
        return {p.name: self.own_terms(context, p) for p in context.game.players}

    def own_terms(self, context: ScoringContext, player: PlayerView) -> tuple[Term, ...]:
        return (self._term(context, missions(context.game.state), player),)

    def _term(self, context: ScoringContext, chosen: tuple[int, ...], player: PlayerView) -> Term:
        counts = typed(player)
        if counts is not None:
            found = {n: counts.typed_number(self.id, str(n)) for n in chosen}
        else:
            built = buildings(player.city, context.rules)  # once for all the missions
            found = {n: figure(n, player.city, context.rules, built) for n in chosen}
        details = tuple((str(n), f) for n, f in found.items())
        lines: tuple[Line, ...]
        if not chosen:
            lines = (Line("Module", QT_TRANSLATE_NOOP("Module", "no mission tiles in play")),)
        elif context.round != FINAL:
            lines = (Line("Module", QT_TRANSLATE_NOOP(
                "Module", "the missions score in the final scoring only")),)
        else:
            lines = tuple(_mission_line(n, f, counts is not None) for n, f in found.items())
        points = sum(mission_points(n, f) for n, f in found.items()) if context.round == FINAL else 0
        return Term(self.id, KEY, points, lines=lines, details=details, details_key=DETAILS)

    # ---- counts only: each mission's figure ----
    count_file_keys = ("missions",)

    def count_inputs(self, game: GameView, player: PlayerView, counts: Counts) -> tuple[CountInput, ...]:
        chosen = missions(game.state)
        title = QT_TRANSLATE_NOOP("Module", "Mission {number}: {mission}")
        return tuple(CountInput(str(n), Line("Module", title, number=n, mission=mission_word(n)),
                                high=most(n), shown=n in chosen) for n in MISSIONS)

    def count_step(self, game: GameView, player: PlayerView, key: str, value: int) -> Line:
        return Line("Module", QT_TRANSLATE_NOOP("Module", "Type {name}'s mission {number}: {value}"),
                    number=key, value=value)

    def counts_from_city(self, game: GameView, player: PlayerView) -> Marks:
        return Marks({str(n): figure(n, player.city, game.ruleset) or None for n in MISSIONS})

    def keep_counts(self, counts: Counts, variant: Variant) -> Marks:
        """No more building types than the types counted."""
        typed_in = counts.module(self.id)
        kinds = counts.typed_number(self.id, str(TYPES))
        return typed_in.with_(str(TYPES), min(kinds, len(counts.buildings)) or None)

    def counts_problems(self, counts: Counts, variant: Variant) -> Iterator[tuple[str, Line]]:
        kinds = counts.typed_number(self.id, str(TYPES))
        if kinds > len(counts.buildings):
            yield f"missions.{TYPES}", sentence(QT_TRANSLATE_NOOP(
                "AlhambraError", "{number} building types, but {count} are counted"),
                number=kinds, count=len(counts.buildings))

    def read_counts(self, reader: FieldReader, data: Mapping[str, Any], place: str) -> Marks:
        if "missions" not in data:
            return Marks()
        where = f"{place}.missions"
        values = reader.mapping(data["missions"], where, QT_TRANSLATE_NOOP(
            "AlhambraError", "an object of the figure of each mission"))
        for key in values:
            if key not in {str(n) for n in MISSIONS}:
                raise reader.fail(where, QT_TRANSLATE_NOOP(
                    "AlhambraError", "{key} is not a mission (1 to 9)"), key=str(key)[:10])
        return Marks({key: reader.integer(v, f"{where}.{key}", 0, most(int(key))) or None
                      for key, v in values.items()})

    def write_counts(self, typed: Marks, variant: Variant) -> dict[str, Any]:
        return {"missions": {str(n): typed[str(n)] for n in MISSIONS if str(n) in typed}}


def mission_word(number: int) -> Line:
    return Line("Module", MISSION_NAMES[number])


def _mission_line(number: int, found: int, typed_in: bool) -> Line:
    """"mission 1, rows with 3 buildings in a row: 2 × 3 = 6"."""
    points = mission_points(number, found)
    if number == TYPES:
        text = QT_TRANSLATE_NOOP("Module", "mission {number}, {mission} (typed): {figure} → {points}") \
            if typed_in else QT_TRANSLATE_NOOP("Module", "mission {number}, {mission}: {figure} → {points}")
        return Line("Module", text, number=number, mission=mission_word(number), figure=found, points=points)
    text = QT_TRANSLATE_NOOP("Module", "mission {number}, {mission} (typed): {figure} × {each} = {points}") \
        if typed_in else \
        QT_TRANSLATE_NOOP("Module", "mission {number}, {mission}: {figure} × {each} = {points}")
    return Line("Module", text, number=number, mission=mission_word(number), figure=found,
                each=mission_points(number, 1), points=points)


def missions(state: Marks) -> tuple[int, ...]:
    value = state.get(KEY)
    return value if isinstance(value, tuple) else ()


def set_missions(game: GameView, chosen: Iterable[int]) -> None:
    """The mission tiles in play (distinct numbers 1 to 9)."""
    numbers = sorted(set(chosen))
    if any(n not in MISSIONS for n in numbers):
        raise ModuleError(QT_TRANSLATE_NOOP("AlhambraError", "the missions are numbered 1 to 9"))
    game.state = game.state.with_(KEY, tuple(numbers) or None)


# ---- what each mission counts -------------------------------------------------------------
def buildings(city: City, rules: RulesView) -> dict[Cell, str]:
    """The city's finished buildings and their types."""
    return {cell: tile.type for cell, tile in finished_buildings(city, rules)}


def figure(number: int, city: City, rules: RulesView, built: Mapping[Cell, str] | None = None) -> int:
    """A mission's figure in a city, before its points (``built``: its ``buildings``, when
    the caller has them already)."""
    built = buildings(city, rules) if built is None else built
    if number in (1, 2):
        return len(lines_of_three(built, Side.E if number == 1 else Side.S))
    if number == 3:
        return len(pairs(built))
    if number == 4:
        return len(second_wall(city))
    if number == 5:
        return len(longest_diagonal(built))
    if number == 6:
        return len(double_walls(city))
    if number == TYPES:
        return len(set(built.values()))
    if number == 8:
        return longest_walk(city, built)
    return len(squares(built))


def runs(built: Mapping[Cell, str], step: tuple[int, int]) -> list[tuple[Cell, ...]]:
    """The maximal runs of buildings along ``step`` (each from its first cell)."""
    dx, dy = step
    found = []
    for cell in built:
        if Cell(cell.x - dx, cell.y - dy) in built:
            continue
        run = [cell]
        while (after := Cell(run[-1].x + dx, run[-1].y + dy)) in built:
            run.append(after)
        found.append(tuple(run))
    return found


def lines_of_three(built: Mapping[Cell, str], side: Side) -> dict[int, tuple[Cell, ...]]:
    """Missions 1 and 2: per row (``side`` E) or column (S), its first run of three or more."""
    found: dict[int, tuple[Cell, ...]] = {}
    for run in sorted(runs(built, side.value)):
        if len(run) >= 3:
            found.setdefault(run[0].y if side is Side.E else run[0].x, run)
    return found


def pairs(built: Mapping[Cell, str]) -> list[tuple[Cell, Cell]]:
    """Mission 3: buildings of one type side by side, each pair once."""
    return [(cell, near) for cell, kind in built.items()
            for near in (cell.neighbour(Side.E), cell.neighbour(Side.S)) if built.get(near) == kind]


def longest_diagonal(built: Mapping[Cell, str]) -> tuple[Cell, ...]:
    """Mission 5: the longest run of diagonally adjacent buildings (none for a lone one)."""
    best = max((run for step in ((1, 1), (1, -1)) for run in runs(built, step)), key=len, default=())
    return best if len(best) >= 2 else ()


def double_walls(city: City) -> list[tuple[Cell, Side]]:
    """Mission 6: edges between two city tiles, walled on both sides (gated ones too)."""
    tiles = city.facts.tiles
    return [(cell, side) for cell, tile in tiles.items() for side in (Side.E, Side.S)
            if side in tile.walls and (near := tiles.get(cell.neighbour(side))) is not None
            and side.opposite in near.walls]


def walking_steps(city: City) -> dict[Cell, int]:
    """The fewest steps on foot from the fountain to each city tile it reaches."""
    facts = city.facts
    steps = {ORIGIN: 0}
    queue = [ORIGIN]
    for cell in queue:
        for side, near in cell.neighbours():
            other = facts.tiles.get(near)
            if other is not None and near not in steps and facts.walkable(cell, side, other):
                steps[near] = steps[cell] + 1
                queue.append(near)
    return steps


def longest_walk(city: City, built: Mapping[Cell, str]) -> int:
    """Mission 8: the most steps to a building the fountain reaches."""
    return max((n for cell, n in walking_steps(city).items() if cell in built), default=0)


def longest_walk_path(city: City, built: Mapping[Cell, str]) -> tuple[Cell, ...]:
    """Mission 8's walk: from the fountain, step by step, to the farthest building it reaches
    (for drawing; empty when it reaches none)."""
    steps = walking_steps(city)
    farthest = max((c for c in steps if c in built), key=lambda c: (steps[c], -c.y, -c.x), default=None)
    if farthest is None or not steps[farthest]:
        return ()
    facts, path = city.facts, [farthest]
    while steps[path[-1]]:
        here = path[-1]
        path.append(next(near for side, near in here.neighbours() if steps.get(near) == steps[here] - 1
                         and facts.walkable(near, side.opposite, facts.tiles[here])))
    return tuple(reversed(path))


def squares(built: Mapping[Cell, str]) -> list[Cell]:
    """Mission 9: the north-western cells of every 2 × 2 square of buildings."""
    return [cell for cell in built
            if all(Cell(cell.x + dx, cell.y + dy) in built for dx, dy in ((1, 0), (0, 1), (1, 1)))]


def second_wall(city: City) -> tuple[WallSegment, ...]:
    """Mission 4: the second longest wall, as the app defines it once (``City.second_wall``)."""
    return city.second_wall()


# ---- as steps of the game's history --------------------------------------------------------
def mission_step(game: GameView, number: int, in_play: bool) -> Edit:
    """Put a mission tile in play or take it out (every city's points may change: any city)."""
    chosen = set(missions(game.state))
    chosen = chosen | {number} if in_play else chosen - {number}
    text = QT_TRANSLATE_NOOP("Module", "Put mission {mission} in play") if in_play else \
        QT_TRANSLATE_NOOP("Module", "Take mission {mission} out of play")
    return Edit(Line("Module", text, mission=number), lambda g: set_missions(g, chosen), None)
