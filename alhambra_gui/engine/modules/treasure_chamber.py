"""Treasure chamber (MODULES.md §5, box 4): chests on buildings, one more majority.

A chest is the mark ``chest`` of a tile (in the city or, counting nothing, in the reserve).
"""

from __future__ import annotations

from collections.abc import Hashable, Iterator, Mapping
from functools import cache
from typing import TYPE_CHECKING, Any, ClassVar

from ..assets import load_json
from ..counts import CountInput, Counts, typed
from ..edits import Edit, cities_of, tile_at
from ..errors import ModuleError, sentence
from ..geometry import Cell
from ..marks import Marks
from ..scoring import Entrant, MajorityScoring
from ..tally import Term
from ..tiles import Tile, type_word
from ..words import QT_TRANSLATE_NOOP, Line, Text
from .base import Field, FieldReader, Locate, Module
from .facets import FileChecker, MarkerMaker, TermScorer
from .mark_toggle import MarkWords, mark_target
from .one_count import OneCountInput, one_count

if TYPE_CHECKING:
    from ..context import GameView, PlayerView
    from ..tally import ScoringContext

KEY = "chest"
TERM = "treasure_chamber"


@cache
def _data() -> dict[str, Any]:
    data: dict[str, Any] = load_json("modules", "treasure_chamber.json")
    return data


def supply() -> dict[str, int]:
    """Chests of each building colour in the whole game."""
    return {str(k): int(v) for k, v in _data()["supply"].items()}


@cache
def _rule() -> MajorityScoring:
    table = tuple(tuple(int(p) for p in row) for row in _data()["points"])
    return MajorityScoring({TERM: table})


def _read(reader: FieldReader, data: Any, place: str) -> Hashable | None:
    return True if reader.boolean(data, place) else None


class TreasureChamber(Module, TermScorer, OneCountInput, FileChecker, MarkerMaker):
    id = "treasure_chamber"
    box = 4
    name = QT_TRANSLATE_NOOP("Module", "Treasure chamber")
    summary = QT_TRANSLATE_NOOP(
        "Module", "Chests on buildings of their colour; the most chests in a city score like a majority.")
    reminder = QT_TRANSLATE_NOOP("Module", "Is every chest entered on its building?")
    fields: ClassVar[tuple[Field, ...]] = (Field("tile", KEY, _read, bool),)
    terms: ClassVar[Mapping[str, str]] = {TERM: QT_TRANSLATE_NOOP("Module", "Chests")}

    marker_key = KEY

    def marker_step(self, game: GameView, name: str, cell: Cell, present: bool) -> Edit:
        return chest_step(game, name, cell, present)

    def setup_lines(self) -> tuple[Line, ...]:
        return (Line("Module", QT_TRANSLATE_NOOP("Module", "{count} treasure chests in the six colours"),
                     count=sum(supply().values())),)

    def score_terms(self, context: ScoringContext) -> Mapping[str, tuple[Term, ...]]:
        counts = {p.name: chests_counted(context, p.name) for p in context.game.players}
        awards = _rule().award(context.round, TERM, [Entrant(n, c) for n, c in counts.items()])
        lines = {p.name: _count_line(counts[p.name], typed(p) is not None) for p in context.game.players}
        return {name: (Term(self.id, TERM, award.points, award, (lines[name],)),)
                for name, award in awards.items()}

    # ---- counts only: the chests on the city's buildings are typed ----
    count_file_keys = (KEY + "s",)
    count_key = KEY + "s"

    def count_inputs(self, game: GameView, player: PlayerView, counts: Counts) -> tuple[CountInput, ...]:
        return (CountInput(KEY + "s", Line("Module", QT_TRANSLATE_NOOP("Module", "Chests on buildings")),
                           high=self.count_bound(counts), hint=Line("Module", QT_TRANSLATE_NOOP(
                               "Module", "At most one chest on a building"))),)

    def count_step(self, game: GameView, player: PlayerView, key: str, value: int) -> Line:
        return Line("Module", QT_TRANSLATE_NOOP("Module", "Type {name}'s chests: {value}"), value=value)

    def counts_from_city(self, game: GameView, player: PlayerView) -> Marks:
        city = player.city
        chests = sum(1 for cell, _ in city
                     if has_chest(city.marks(cell)) and game.ruleset.is_building(city.marks(cell)))
        return _typed(chests)

    def over_bound(self, value: int, bound: int) -> Line:
        return sentence(QT_TRANSLATE_NOOP(
            "AlhambraError", "{chests} chests on {count} buildings (at most one chest on a building)"),
            chests=value, count=bound)

    def problems(self, game: GameView, locate: Locate) -> Iterator[tuple[Text, Line]]:
        used: dict[str, int] = {}
        limits = supply()
        for piece in game.marked_pieces():
            if has_chest(piece.marks):
                used[piece.tile.type] = used.get(piece.tile.type, 0) + 1
                if used[piece.tile.type] > limits.get(piece.tile.type, 0):
                    yield (locate.tile(piece.player, piece.cell, piece.tile, KEY), sentence(QT_TRANSLATE_NOOP(
                        "AlhambraError", "more than the {count} {type} chests"),
                        count=limits.get(piece.tile.type, 0), type=type_word(piece.tile.type)))


def _count_line(count: int, typed_in: bool = False) -> Line:
    """How many chests count: on buildings in the city, or typed (counts only)."""
    if typed_in:
        return Line.counted("Module", Module.tr("%n chest(s) on the buildings (typed)", "", count), count)
    return Line.counted("Module", Module.tr("%n chest(s) on the city's buildings", "", count), count)


def _typed(chests: int) -> Marks:
    return one_count(KEY + "s", chests)


def typed_chests(counts: Counts) -> int:
    return counts.typed_number(TreasureChamber.id, KEY + "s")


def has_chest(marks: Marks) -> bool:
    return marks.get(KEY) is True


def chests_counted(context: ScoringContext, name: str) -> int:
    """Chests that count: on buildings of the player's city (not on building sites), or
    those typed for a player scored from counts."""
    counts = typed(context.game.player(name))
    if counts is not None:
        return typed_chests(counts)
    city, rules = context.game.player(name).city, context.rules
    # Kept with the city (the majority of chests pools the table; each count reads one city).
    return city.kept(("chests counted", rules.module_ids), lambda: sum(
        1 for cell, _ in city if has_chest(city.marks(cell)) and rules.is_building(city.marks(cell))))


def left(game: GameView, building_type: str) -> int:
    used = sum(1 for p in game.marked_pieces() if p.tile.type == building_type and has_chest(p.marks))
    return supply().get(building_type, 0) - used


_CHEST_WORDS = MarkWords(
    QT_TRANSLATE_NOOP("AlhambraError", "a chest goes on one of the player's own buildings"),
    QT_TRANSLATE_NOOP("AlhambraError", "{tile} has a chest already"),
    QT_TRANSLATE_NOOP("AlhambraError", "{tile} has no chest"))


def set_chest(game: GameView, name: str, where: Cell | Tile, present: bool) -> None:
    """Put a chest of its colour on a player's tile (city cell or reserve tile), or take it."""
    player = game.player(name)
    tile, marks = mark_target(game.ruleset, player, where, KEY, present, _CHEST_WORDS)
    if present and left(game, tile.type) <= 0:
        raise ModuleError(QT_TRANSLATE_NOOP("AlhambraError", "all {count} {type} chests are in use"),
                          count=supply().get(tile.type, 0), type=type_word(tile.type))
    player.set_marks_of(where, marks.with_(KEY, True if present else None))


# ---- as steps of the game's history --------------------------------------------------------
def chest_step(game: GameView, name: str, where: Cell | Tile, present: bool) -> Edit:
    """Put a chest on one of a player's buildings (city cell or reserve tile), or take it off."""
    text = QT_TRANSLATE_NOOP("Module", "Put a chest on {tile}") if present else \
        QT_TRANSLATE_NOOP("Module", "Take the chest off {tile}")
    return Edit(Line("Module", text, tile=tile_at(game, name, where)),
                lambda g: set_chest(g, name, where, present), cities_of(name, where))
