"""Extensions (MODULES.md §19.1, the Designers' box): an extension lies on a building of its
type, one a building — a building of a city or a tile of Dirk's pile — and every scoring it
counts as one more building of that type in its majority (Dirk's for him, §19.31 no. 2).

An extension is the mark ``extension`` of a tile; it goes with its tile into the reserve,
where it counts nothing. At most ``per_type`` (2) of a type in the whole game.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Hashable, Iterator, Mapping
from functools import cache
from typing import TYPE_CHECKING, Any, ClassVar

from ..assets import load_json
from ..counts import CountInput, Counts, typed
from ..edits import Edit, cities_of, tile_at, tile_name
from ..errors import ModuleError, sentence
from ..geometry import Cell
from ..marks import Marks
from ..scoring import DIRK
from ..tally import CountPart
from ..tiles import Tile, type_word
from ..words import QT_TRANSLATE_NOOP, Line, Text
from .base import Field, FieldReader, Locate, Module
from .facets import BuildingCounter, CountsInput, FileChecker, MarkerMaker, OwnScoring
from .mark_toggle import MarkWords, mark_target
from .per_type import read_per_type, write_per_type

if TYPE_CHECKING:
    from ..context import GameView, PlayerView
    from ..tally import ScoringContext
    from ..variant import Variant

KEY = "extension"
#: Its key in the file's counts: per building type, the extensions on the city's buildings.
COUNT_KEY = "extensions"


@cache
def per_type() -> int:
    """Extensions of each building type in the whole game."""
    return int(load_json("modules", "extensions.json")["per_type"])


def _read(reader: FieldReader, data: Any, place: str) -> Hashable | None:
    return True if reader.boolean(data, place) else None


def has_extension(marks: Marks) -> bool:
    return marks.get(KEY) is True


class Extensions(Module, BuildingCounter, OwnScoring, CountsInput, FileChecker, MarkerMaker):
    id = "extensions"
    box = 10
    name = QT_TRANSLATE_NOOP("Module", "Extensions")
    summary = QT_TRANSLATE_NOOP(
        "Module", "An extension on a building counts as one more building of its type in every scoring.")
    reminder = QT_TRANSLATE_NOOP("Module", "Is every extension entered on its building (Dirk's too)?")
    fields: ClassVar[tuple[Field, ...]] = (Field("tile", KEY, _read, bool, dirk=True),)
    marker_key = KEY

    def marker_step(self, game: GameView, name: str, cell: Cell, present: bool) -> Edit:
        return extension_step(game, name, cell, present)

    def setup_lines(self) -> tuple[Line, ...]:
        return (Line("Module", QT_TRANSLATE_NOOP("Module", "the extension board and {count} extension tiles"),
                     count=per_type() * 6),)

    # ---- scoring: each extension on a building of the city is one more of its type (a
    # player's parts read their city or typed counts alone: kept with the city) ----
    def count_parts(self, context: ScoringContext, player: PlayerView,
                    building_type: str) -> tuple[CountPart, ...]:
        counts = typed(player)
        if counts is not None:
            value = counts.typed_number(self.id, building_type)
            return (CountPart(self.id, value, Line("Module", QT_TRANSLATE_NOOP(
                "Module", "extensions (typed): +{count}"), count=value)),) if value else ()
        text = QT_TRANSLATE_NOOP("Module", "extension at ({x}, {y}): +1")
        return tuple(CountPart(self.id, 1, Line("Module", text, x=cell.x, y=cell.y))
                     for cell in extended(player, building_type, context.rules.is_building_tile))

    def dirk_parts(self, context: ScoringContext, building_type: str) -> tuple[CountPart, ...]:
        count = sum(1 for tile, marks in context.game.dirk_marks.items()
                    if tile.type == building_type and has_extension(marks)
                    and tile in (context.game.dirk or ()))
        return (CountPart(self.id, count, Line.counted("Module", Module.tr(
            "%n extension(s) on his tiles", "", count), count)),) if count else ()

    def problems(self, game: GameView, locate: Locate) -> Iterator[tuple[Text, Line]]:
        """An extension on no finished building, and a third of a type anywhere in the file."""
        used: Counter[str] = Counter()
        for owner, cell, tile, marks in _held(game):
            if not has_extension(marks):
                continue
            if not game.ruleset.is_building_kind(tile):
                yield locate.tile(owner, cell, tile, KEY), sentence(_WORDS.not_a_building)
                continue
            if cell is not None and not game.ruleset.is_building(marks):
                yield locate.tile(owner, cell, tile, KEY), sentence(_NOT_ON_A_SITE)
            used[tile.type] += 1
            if used[tile.type] > per_type():
                yield locate.tile(owner, cell, tile, ""), sentence(QT_TRANSLATE_NOOP(
                    "AlhambraError", "a third {type} extension (the box has {count})"),
                    type=type_word(tile.type), count=per_type())

    # ---- counts only: per type, the extensions on the city's buildings ----
    count_file_keys = (COUNT_KEY,)

    def count_inputs(self, game: GameView, player: PlayerView, counts: Counts) -> tuple[CountInput, ...]:
        return tuple(CountInput(kind, Line("Module", QT_TRANSLATE_NOOP("Module", "{type} extensions"),
                                           type=type_word(kind)),
                                high=min(per_type(), counts.count(kind)), type=kind,
                                enabled=counts.count(kind) > 0,
                                hint=Line("Module", QT_TRANSLATE_NOOP(
                                    "Module", "Extensions on the player's buildings of this type")))
                     for kind in game.variant.type_ids)

    def count_step(self, game: GameView, player: PlayerView, key: str, value: int) -> Line:
        return Line("Module", QT_TRANSLATE_NOOP("Module", "Type {name}'s {type} extensions: {value}"),
                    type=type_word(key), value=value)

    def counts_from_city(self, game: GameView, player: PlayerView) -> Marks:
        found = Counter(tile.type for cell, tile in player.city
                        if has_extension(player.city.marks(cell))
                        and game.ruleset.is_building_tile(tile, player.city.marks(cell)))
        return Marks({kind: value or None for kind, value in found.items()})

    def keep_counts(self, counts: Counts, variant: Variant) -> Marks:
        """No more extensions of a type than buildings of it."""
        return Marks({kind: min(int(value), counts.count(kind)) or None
                      for kind, value in counts.module(self.id).items() if isinstance(value, int)})

    def counts_problems(self, counts: Counts, variant: Variant) -> Iterator[tuple[str, Line]]:
        typed_in = counts.module(self.id)
        for kind in sorted(typed_in):
            if kind not in variant.type_ids:
                yield COUNT_KEY, variant.not_a_type(kind).line
                continue
            value = counts.typed_number(self.id, kind)
            if value > counts.count(kind):
                yield f"{COUNT_KEY}.{kind}", sentence(QT_TRANSLATE_NOOP(
                    "AlhambraError", "{number} {type} extensions on {count} {type} buildings"),
                    number=value, count=counts.count(kind), type=type_word(kind))

    def read_counts(self, reader: FieldReader, data: Mapping[str, Any], place: str) -> Marks:
        return read_per_type(reader, data, place, COUNT_KEY, QT_TRANSLATE_NOOP(
            "AlhambraError", "an object of the extensions per type"), per_type())

    def write_counts(self, typed: Marks, variant: Variant) -> dict[str, Any]:
        return write_per_type(COUNT_KEY, typed, variant)


_WORDS = MarkWords(
    QT_TRANSLATE_NOOP("AlhambraError", "an extension goes on a building"),
    QT_TRANSLATE_NOOP("AlhambraError", "{tile} has an extension already"),
    QT_TRANSLATE_NOOP("AlhambraError", "{tile} has no extension"))
_NOT_ON_A_SITE = QT_TRANSLATE_NOOP("AlhambraError", "a building site cannot hold an extension")


def _held(game: GameView) -> Iterator[tuple[str, Cell | None, Tile, Marks]]:
    """Every tile of the game with marks, with them: the cities', the reserves', Dirk's pile."""
    for piece in game.marked_pieces():
        yield piece.player, piece.cell, piece.tile, piece.marks
    for tile in game.dirk or ():
        yield DIRK, None, tile, game.dirk_marks.get(tile, Marks())


def extended(player: PlayerView, building_type: str, is_building: Any) -> tuple[Cell, ...]:
    """The cells of the player's finished buildings of ``building_type`` with an extension."""
    city = player.city
    return tuple(cell for cell, tile in city if tile.type == building_type
                 and has_extension(city.marks(cell)) and is_building(tile, city.marks(cell)))


def used(game: GameView, building_type: str) -> int:
    """The extensions of a type in the game (cities, reserves, Dirk's pile)."""
    return sum(1 for _, _, tile, marks in _held(game) if tile.type == building_type and has_extension(marks))


def left(game: GameView, building_type: str) -> int:
    return per_type() - used(game, building_type)


def set_extension(game: GameView, name: str, where: Cell | Tile, present: bool) -> None:
    """Put an extension on a building of a player (city cell or reserve tile) or of Dirk's
    pile (``name`` Dirk, ``where`` his tile), or take it off."""
    if name == DIRK:
        if not isinstance(where, Tile) or where not in (game.dirk or ()):
            raise ModuleError(_WORDS.not_a_building)
        marks = game.dirk_marks.get(where, Marks())
        if present == has_extension(marks):
            raise ModuleError(_WORDS.already if present else _WORDS.none, tile=where.word())
        tile = where
    else:
        tile, marks = mark_target(game.ruleset, game.player(name), where, KEY, present, _WORDS)
        if present and isinstance(where, Cell) and not game.ruleset.is_building(marks):
            raise ModuleError(_NOT_ON_A_SITE)
    if present and left(game, tile.type) <= 0:
        raise ModuleError(QT_TRANSLATE_NOOP("AlhambraError", "both {type} extensions are in use"),
                          type=type_word(tile.type))
    if name == DIRK:
        game.set_dirk_marks(tile, marks.with_(KEY, True if present else None))
    else:
        game.player(name).set_marks_of(where, marks.with_(KEY, True if present else None))


def extension_step(game: GameView, name: str, where: Cell | Tile, present: bool) -> Edit:
    """Put an extension on a building (a city's, a reserve's, Dirk's), or take it off."""
    text = QT_TRANSLATE_NOOP("Module", "Put an extension on {tile}") if present else \
        QT_TRANSLATE_NOOP("Module", "Take the extension off {tile}")
    if name == DIRK:
        return Edit(Line("Module", text, tile=tile_at(game, name, where) if isinstance(where, Cell)
                         else tile_name(where)), lambda g: set_extension(g, name, where, present))
    return Edit(Line("Module", text, tile=tile_at(game, name, where)),
                lambda g: set_extension(g, name, where, present), cities_of(name, where))
