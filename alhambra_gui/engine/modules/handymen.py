"""Handymen (MODULES.md §17, the Designers' Edition): a handyman stands on a building of the
city; every scoring the player scores the number of tiles in their largest group of
handyman buildings joined side by side (walls do not separate them).

A handyman is the mark ``handyman`` of a tile. It goes with its tile into the reserve,
where it counts nothing; only finished buildings of the city count (not the fountain, not
a building site).
"""

from __future__ import annotations

from collections.abc import Hashable, Iterable, Iterator, Mapping
from typing import TYPE_CHECKING, Any, ClassVar

from ..city import City
from ..counts import CountInput, Counts, typed
from ..edits import Edit, cities_of, tile_at
from ..errors import ModuleError, sentence
from ..geometry import Cell
from ..marks import Marks
from ..tally import Term
from ..tiles import Tile
from ..words import QT_TRANSLATE_NOOP, Line, Text
from .base import Field, FieldReader, Locate, Module
from .facets import FileChecker, MarkerMaker, OwnScoring, TermScorer
from .mark_toggle import MarkWords, mark_target
from .one_count import OneCountInput, one_count

if TYPE_CHECKING:
    from ..context import GameView, PlayerView, RulesView
    from ..tally import ScoringContext

KEY = "handyman"
TERM = "handymen"


def _read(reader: FieldReader, data: Any, place: str) -> Hashable | None:
    return True if reader.boolean(data, place) else None


class Handymen(Module, TermScorer, OwnScoring, OneCountInput, FileChecker, MarkerMaker):
    id = "handymen"
    box = 10
    name = QT_TRANSLATE_NOOP("Module", "Handymen")
    summary = QT_TRANSLATE_NOOP(
        "Module", "Handymen stand on buildings; every scoring the largest group of them side by "
        "side scores a point a tile.")
    reminder = QT_TRANSLATE_NOOP("Module", "Is every handyman entered on his building?")
    fields: ClassVar[tuple[Field, ...]] = (Field("tile", KEY, _read, bool),)
    terms: ClassVar[Mapping[str, str]] = {TERM: QT_TRANSLATE_NOOP("Module", "Handymen")}

    marker_key = KEY

    def marker_step(self, game: GameView, name: str, cell: Cell, present: bool) -> Edit:
        return handyman_step(game, name, cell, present)

    def setup_lines(self) -> tuple[Line, ...]:
        return (Line("Module", QT_TRANSLATE_NOOP("Module", "the handymen")),)

    def problems(self, game: GameView, locate: Locate) -> Iterator[tuple[Text, Line]]:
        """A handyman on a hut, medina or bazaar (a piece that is no building), or on a
        building site of the city."""
        for piece in game.marked_pieces():
            if not has_handyman(piece.marks):
                continue
            if not game.ruleset.is_building_kind(piece.tile):  # a hut, not a magical tile
                yield locate.tile(piece.player, piece.cell, piece.tile, KEY), sentence(
                    _HANDYMAN_WORDS.not_a_building)
            elif piece.cell is not None and not game.ruleset.is_building(piece.marks):
                yield locate.tile(piece.player, piece.cell, piece.tile, KEY), sentence(_NOT_ON_A_SITE)

    def score_terms(self, context: ScoringContext) -> Mapping[str, tuple[Term, ...]]:
        return {p.name: self.own_terms(context, p) for p in context.game.players}

    def own_terms(self, context: ScoringContext, player: PlayerView) -> tuple[Term, ...]:
        return (self._term(context, player),)

    def _term(self, context: ScoringContext, player: PlayerView) -> Term:
        counts = typed(player)
        if counts is not None:
            size = typed_group(counts)
            text = Module.tr("largest group of handymen (typed): %n tile(s)", "", size)
            line = Line.counted("Module", text, size)
        else:
            size = len(largest_group(player.city, context.rules))
            line = Line.counted("Module", Module.tr("largest group of handymen: %n tile(s)", "", size), size)
        return Term(self.id, TERM, size, lines=(line,))

    # ---- counts only: the largest group is typed ----
    count_file_keys = (TERM,)
    count_key = TERM

    def count_inputs(self, game: GameView, player: PlayerView, counts: Counts) -> tuple[CountInput, ...]:
        return (CountInput(TERM, Line("Module", QT_TRANSLATE_NOOP("Module", "Largest group of handymen")),
                           high=self.count_bound(counts), hint=Line("Module", QT_TRANSLATE_NOOP(
                               "Module", "Handyman buildings joined side by side, walls or not"))),)

    def count_step(self, game: GameView, player: PlayerView, key: str, value: int) -> Line:
        return Line("Module", QT_TRANSLATE_NOOP(
            "Module", "Type {name}'s largest group of handymen: {value}"), value=value)

    def counts_from_city(self, game: GameView, player: PlayerView) -> Marks:
        return _typed(len(largest_group(player.city, game.ruleset)))

    def over_bound(self, value: int, bound: int) -> Line:
        return sentence(QT_TRANSLATE_NOOP(
            "AlhambraError", "a group of {number} handymen in a city of {count} buildings"),
            number=value, count=bound)


def _typed(size: int) -> Marks:
    return one_count(TERM, size)


def typed_group(counts: Counts) -> int:
    return counts.typed_number(Handymen.id, TERM)


def has_handyman(marks: Marks) -> bool:
    return marks.get(KEY) is True


def handyman_cells(city: City, rules: RulesView) -> frozenset[Cell]:
    """The finished buildings of the city with a handyman on them."""
    return frozenset(cell for cell, tile in city
                     if has_handyman(city.marks(cell)) and rules.is_building_tile(tile, city.marks(cell)))


def groups(cells: Iterable[Cell]) -> list[frozenset[Cell]]:
    """The cells joined side by side, largest group first (then in reading order)."""
    left = set(cells)
    found = []
    while left:
        start = min(left, key=lambda c: (c.y, c.x))
        group, queue = {start}, [start]
        left.discard(start)
        while queue:
            for _, near in queue.pop().neighbours():
                if near in left:
                    left.discard(near)
                    group.add(near)
                    queue.append(near)
        found.append(frozenset(group))
    return sorted(found, key=lambda g: (-len(g), min((c.y, c.x) for c in g)))


def largest_group(city: City, rules: RulesView) -> frozenset[Cell]:
    """The group that scores (the first of the largest, in reading order), or none."""
    found = groups(handyman_cells(city, rules))
    return found[0] if found else frozenset()


_NOT_ON_A_SITE = QT_TRANSLATE_NOOP("AlhambraError", "a building site cannot hold a handyman")
_HANDYMAN_WORDS = MarkWords(
    QT_TRANSLATE_NOOP("AlhambraError", "a handyman stands on one of the player's buildings"),
    QT_TRANSLATE_NOOP("AlhambraError", "{tile} has a handyman already"),
    QT_TRANSLATE_NOOP("AlhambraError", "{tile} has no handyman"))


def set_handyman(game: GameView, name: str, where: Cell | Tile, present: bool) -> None:
    """Put a handyman on one of a player's buildings (a city cell or a reserve tile), or take him off."""
    player = game.player(name)
    tile, marks = mark_target(game.ruleset, player, where, KEY, present, _HANDYMAN_WORDS)
    if present and not isinstance(where, Tile) and not game.ruleset.is_building(marks):
        raise ModuleError(QT_TRANSLATE_NOOP(
            "AlhambraError", "{tile} is a building site: a handyman stands on a building"), tile=tile.word())
    player.set_marks_of(where, marks.with_(KEY, True if present else None))


# ---- as steps of the game's history --------------------------------------------------------
def handyman_step(game: GameView, name: str, where: Cell | Tile, present: bool) -> Edit:
    """Put a handyman on one of a player's buildings, or take him off."""
    text = QT_TRANSLATE_NOOP("Module", "Put a handyman on {tile}") if present else \
        QT_TRANSLATE_NOOP("Module", "Take the handyman off {tile}")
    return Edit(Line("Module", text, tile=tile_at(game, name, where)),
                lambda g: set_handyman(g, name, where, present), cities_of(name, where))
