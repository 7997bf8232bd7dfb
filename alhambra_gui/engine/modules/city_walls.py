"""City walls (MODULES.md §3, box 3: The Thief's Turn): wall pieces added to open sides.

An added wall counts like a printed wall for every rule and for the longest wall; the
tile keeps its identity (its printed walls), the added sides are its mark ``added_walls``.

Gates without end and The Red Palace bring wall pieces too (§19.13, Decision 18): they
declare the same mark and share this module's rules (``wall_problems``, ``wall_step``); the
first of the three in play speaks for them (``speaks``), on a phone too (``WallPieces``). With
either of those two in play the 12-piece limit is lifted (they switch off ``SUPPLY_CHECK``).
"""

from __future__ import annotations

from collections.abc import Hashable, Iterator
from functools import cache
from typing import TYPE_CHECKING, Any, ClassVar

from ..assets import load_json
from ..city import refuse_unless
from ..edits import Edit, cities_of, tile_at
from ..errors import ModuleError, sentence
from ..geometry import NO_WALLS, SIDES, Cell, Side, Walls
from ..marks import Marks
from ..rules import side_word
from ..tiles import Tile
from ..words import QT_TRANSLATE_NOOP, Line, Text
from .base import Field, FieldReader, Locate, Module
from .edge_markers import EdgeMarker, EdgeMarkerMaker
from .facets import FileChecker, WallChanger

if TYPE_CHECKING:
    from ..context import GameView

KEY = "added_walls"
#: The check a module may switch off (``CheckSwitch``): the wall pieces' limit.
SUPPLY_CHECK = "wall_piece_supply"


@cache
def supply() -> int:
    """Wall pieces in the whole game."""
    return int(load_json("modules", "city_walls.json")["supply"])


def read_added(reader: FieldReader, data: Any, place: str) -> Hashable | None:
    walls = reader.walls(data, place)
    return walls if walls else None


#: The modules that bring wall pieces, in the order they speak for them.
WALL_MODULES = ("city_walls", "gates_without_end", "red_palace")


def speaks(game: GameView, module_id: str) -> bool:
    """Whether ``module_id`` is the module in play that speaks for the wall pieces: the first
    of ``WALL_MODULES`` in play."""
    return next((m for m in WALL_MODULES if m in game.ruleset.module_ids), None) == module_id


def limited(game: GameView) -> bool:
    """Whether the wall pieces are limited to the box's (no module lifts the limit)."""
    return not game.ruleset.switched_off(SUPPLY_CHECK)


class WallPieces(EdgeMarkerMaker):
    """The wall pieces on a phone (``EdgeMarkerMaker``), for each module that brings them: the
    one that speaks for them (``speaks``) offers them, so that they are offered once whichever
    of the three are in play."""

    id: ClassVar[str]
    edge_key = KEY

    def edge_markers(self, game: GameView, name: str, cell: Cell) -> tuple[EdgeMarker, ...]:
        city = game.player(name).city
        tile = city.get(cell)
        if not speaks(game, self.id) or tile is None or tile.is_fountain or not game.ruleset.in_city(tile):
            return ()
        marks = city.marks(cell)
        return (*(EdgeMarker(side, True) for side in added(marks)),
                *(EdgeMarker(side, False) for side in SIDES if can_add(game, tile, marks, side)))

    def edge_step(self, game: GameView, name: str, cell: Cell, side: Side | None, present: bool) -> Edit:
        if side is None:
            raise ValueError("on a side only")  # never offered on the cell itself
        return wall_step(game, name, cell, side, present)


class CityWalls(Module, WallChanger, FileChecker, WallPieces):
    id = "city_walls"
    box = 3
    name = QT_TRANSLATE_NOOP("Module", "City walls")
    summary = QT_TRANSLATE_NOOP(
        "Module", "Wall pieces added to open sides of a player's tiles count like printed walls.")
    reminder = QT_TRANSLATE_NOOP("Module", "Is every wall piece entered on its tile?")
    fields: ClassVar[tuple[Field, ...]] = (Field("tile", KEY, read_added, str),)

    def setup_lines(self) -> tuple[Line, ...]:
        return (Line("Module", QT_TRANSLATE_NOOP("Module", "{count} wall pieces and their 8 cards"),
                     count=supply()),)

    def added_walls(self, marks: Marks) -> Walls:
        return added(marks)

    def problems(self, game: GameView, locate: Locate) -> Iterator[tuple[Text, Line]]:
        yield from wall_problems(game, locate)


def wall_problems(game: GameView, locate: Locate) -> Iterator[tuple[Text, Line]]:
    """A wall piece on a printed wall; more than the box's, unless the limit is lifted."""
    used = 0
    for piece in game.marked_pieces():
        extra = added(piece.marks)
        if not extra:  # the place is worded only for a piece with a problem
            continue
        where = locate.tile(piece.player, piece.cell, piece.tile, KEY)
        if set(extra) & set(piece.tile.walls):
            yield where, sentence(QT_TRANSLATE_NOOP(
                "AlhambraError", '"{walls}" repeats a printed wall of {tile}'),
                                  walls=str(extra), tile=piece.tile.word())
        used += len(extra)
        if used > supply() and limited(game):
            yield where, sentence(QT_TRANSLATE_NOOP(
                "AlhambraError", "more than the {count} wall pieces of the game"), count=supply())


def added(marks: Marks) -> Walls:
    value = marks.get(KEY)
    return value if isinstance(value, Walls) else NO_WALLS


def used(game: GameView) -> int:
    return sum(len(added(piece.marks)) for piece in game.marked_pieces())


def left(game: GameView) -> int | None:
    """The wall pieces left; None while no limit holds."""
    return supply() - used(game) if limited(game) else None


def can_add(game: GameView, tile: Tile, marks: Marks, side: Side) -> bool:
    """Whether a wall piece may go on that side (no wall yet, a piece left)."""
    return side not in tile.walls and side not in added(marks) and left(game) != 0


def set_wall(game: GameView, name: str, where: Cell | Tile, side: Side, present: bool, *,
             force: bool = False) -> None:
    """Add a wall piece to ``side`` of a player's tile (on a cell of the city, or a reserve
    tile), or take one off (to correct the digitised city). A built tile's new wall is
    checked like a placement: refused when it breaks a rule, unless ``force``."""
    player = game.player(name)
    tile = where if isinstance(where, Tile) else player.city.get(where)
    if tile is None or tile.is_fountain or not game.ruleset.in_city(tile):
        raise ModuleError(QT_TRANSLATE_NOOP(
            "AlhambraError", "a wall piece goes on one of the player's own building tiles"))
    marks = player.marks_of(where)
    walls = added(marks)
    if present:
        if side in tile.walls or side in walls:
            raise ModuleError(QT_TRANSLATE_NOOP("AlhambraError", "{tile} already has a wall on that side"),
                              tile=tile.word())
        if left(game) == 0:
            raise ModuleError(QT_TRANSLATE_NOOP(
                "AlhambraError", "all {count} wall pieces are in use"), count=supply())
        walls = Walls.of([*walls, side])
    elif side not in walls:
        raise ModuleError(QT_TRANSLATE_NOOP(
            "AlhambraError", "{tile} has no added wall on that side"), tile=tile.word())
    else:
        walls = Walls.of(s for s in walls if s != side)
    changed = marks.with_(KEY, walls if walls else None)
    if not isinstance(where, Tile):
        city = player.city
        after = city.copy()
        after.set_marks(where, changed)
        refuse_unless(force, city.new_violations(after),
                      sentence(QT_TRANSLATE_NOOP("AlhambraError", "the wall piece breaks a rule")))
    player.set_marks_of(where, changed)


# ---- as steps of the game's history --------------------------------------------------------
def wall_step(game: GameView, name: str, where: Cell | Tile, side: Side, present: bool, *,
              force: bool = False) -> Edit:
    """Add a wall piece to a side of a player's tile, or take it off."""
    text = QT_TRANSLATE_NOOP("Module", "Add a wall piece to {tile} ({side})") if present else \
        QT_TRANSLATE_NOOP("Module", "Take the wall piece off {tile} ({side})")
    return Edit(Line("Module", text, tile=tile_at(game, name, where), side=side_word(side)),
                lambda g: set_wall(g, name, where, side, present, force=force), cities_of(name, where))
