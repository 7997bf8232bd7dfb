"""Palace staff (MODULES.md §19.2, the Designers' box): a servant lies on a building of the
city, one a building (any servant on any building, §19.31 no. 3). At scoring 1, scoring 2
and the step "before the leftover tiles" — taken when the game ends, before the market's
last tiles are handed out — each player loses a point for every finished building of the
city without a servant; the final scoring has no staff term (§19.31 no. 4). Dirk never.

A servant is the mark ``servant`` of a tile; it goes with its tile into the reserve, where
it counts nothing. Buildings are finished building tiles (grounds, new-market and magical
tiles too): building sites, huts, medinas, bazaars, the fountain are never penalised.
"""

from __future__ import annotations

from collections.abc import Hashable, Iterator, Mapping
from typing import TYPE_CHECKING, Any, ClassVar

from ..counts import CountInput, Counts, typed
from ..edits import Edit, cities_of, tile_at
from ..errors import ModuleError, sentence
from ..geometry import Cell
from ..marks import Marks
from ..tally import Term
from ..tiles import Tile
from ..words import QT_TRANSLATE_NOOP, Line, Text
from .base import Field, FieldReader, Locate, Module, finished_buildings
from .facets import FileChecker, MarkerMaker, OwnScoring, ScoringInputs, StepScorer, TermScorer
from .mark_toggle import MarkWords, mark_target
from .one_count import OneCountInput, one_count

if TYPE_CHECKING:
    from ..context import GameView, PlayerView, RulesView
    from ..tally import ScoringContext

KEY = "servant"
TERM = "palace_staff"
#: The step before the leftover tiles, as the file names it (``score --before-leftover``).
STEP = "before_leftover"
#: Its key in the file's counts: the finished buildings of the city without a servant.
COUNT_KEY = "without_servant"
#: The scorings with a staff term (the step before the leftover tiles comes before scoring 3).
STAFF_ROUNDS = (1, 2)


def _read(reader: FieldReader, data: Any, place: str) -> Hashable | None:
    return True if reader.boolean(data, place) else None


def has_servant(marks: Marks) -> bool:
    return marks.get(KEY) is True


class PalaceStaff(Module, TermScorer, OwnScoring, StepScorer, ScoringInputs, OneCountInput, FileChecker,
                  MarkerMaker):
    id = "palace_staff"
    box = 10
    name = QT_TRANSLATE_NOOP("Module", "Palace staff")
    summary = QT_TRANSLATE_NOOP(
        "Module", "Servants on buildings: at scorings 1 and 2 and before the leftover tiles, a point "
        "lost for every building without one.")
    reminder = QT_TRANSLATE_NOOP("Module", "Is every servant entered on his building?")
    fields: ClassVar[tuple[Field, ...]] = (Field("tile", KEY, _read, bool),)
    terms: ClassVar[Mapping[str, str]] = {TERM: QT_TRANSLATE_NOOP("Module", "Palace staff")}
    step = STEP
    step_round = 3
    step_title = QT_TRANSLATE_NOOP("Module", "before the leftover tiles")
    marker_key = KEY

    def marker_step(self, game: GameView, name: str, cell: Cell, present: bool) -> Edit:
        return servant_step(game, name, cell, present)

    def setup_lines(self) -> tuple[Line, ...]:
        return (Line("Module", QT_TRANSLATE_NOOP(
            "Module", "the servant tiles, 6 face up beside the market, and a marshal for each player")),)

    # ---- scoring ----
    def score_terms(self, context: ScoringContext) -> Mapping[str, tuple[Term, ...]]:
        return {p.name: self.own_terms(context, p) for p in context.game.players}

    def own_terms(self, context: ScoringContext, player: PlayerView) -> tuple[Term, ...]:
        """A player's staff term reads their city (or typed counts) alone: kept with it."""
        if context.round not in STAFF_ROUNDS:
            return (Term(self.id, TERM, 0, lines=(Line("Module", QT_TRANSLATE_NOOP(
                "Module", "none at the final scoring (taken before the leftover tiles)")),)),)
        return (staff_term(context.rules, player),)

    def step_terms(self, context: ScoringContext) -> Mapping[str, tuple[Term, ...]]:
        return {p.name: (staff_term(context.rules, p),) for p in context.game.players}

    def concerns(self, game: GameView, round_: int) -> tuple[Line, ...]:
        """Before the final scoring: the step before the leftover tiles not recorded."""
        if round_ != self.step_round or any(s.step == STEP for s in game.steps):
            return ()
        return (Line("Module", QT_TRANSLATE_NOOP(
            "Module", "The palace staff's step before the leftover tiles is not recorded: the final "
            "scoring has no staff term.")),)

    def problems(self, game: GameView, locate: Locate) -> Iterator[tuple[Text, Line]]:
        """A servant on a piece that is no building, or on a building site of the city."""
        for piece in game.marked_pieces():
            if not has_servant(piece.marks):
                continue
            if not game.ruleset.is_building_kind(piece.tile):
                yield locate.tile(piece.player, piece.cell, piece.tile, KEY), sentence(_WORDS.not_a_building)
            elif piece.cell is not None and not game.ruleset.is_building(piece.marks):
                yield locate.tile(piece.player, piece.cell, piece.tile, KEY), sentence(_NOT_ON_A_SITE)

    # ---- counts only: the buildings without a servant are typed ----
    count_file_keys = (COUNT_KEY,)
    count_key = COUNT_KEY

    def count_inputs(self, game: GameView, player: PlayerView, counts: Counts) -> tuple[CountInput, ...]:
        label = Line("Module", QT_TRANSLATE_NOOP("Module", "Buildings without a servant"))
        return (CountInput(COUNT_KEY, label,
                           high=self.count_bound(counts), hint=Line("Module", QT_TRANSLATE_NOOP(
                               "Module", "Each costs a point at scorings 1 and 2 and before the leftover "
                               "tiles"))),)

    def count_step(self, game: GameView, player: PlayerView, key: str, value: int) -> Line:
        return Line("Module", QT_TRANSLATE_NOOP(
            "Module", "Type {name}'s buildings without a servant: {value}"), value=value)

    def counts_from_city(self, game: GameView, player: PlayerView) -> Marks:
        return _typed(len(unserved(player, game.ruleset)))

    def over_bound(self, value: int, bound: int) -> Line:
        return sentence(QT_TRANSLATE_NOOP(
            "AlhambraError", "{number} buildings without a servant, but {count} buildings in all"),
            number=value, count=bound)


def _typed(value: int) -> Marks:
    return one_count(COUNT_KEY, value)


_WORDS = MarkWords(
    QT_TRANSLATE_NOOP("AlhambraError", "a servant goes on one of the player's own buildings"),
    QT_TRANSLATE_NOOP("AlhambraError", "{tile} has a servant already"),
    QT_TRANSLATE_NOOP("AlhambraError", "{tile} has no servant"))
_NOT_ON_A_SITE = QT_TRANSLATE_NOOP("AlhambraError", "a building site holds no servant")


def buildings(player: PlayerView, rules: RulesView) -> tuple[Cell, ...]:
    """The finished buildings of the player's city."""
    return tuple(cell for cell, _ in finished_buildings(player.city, rules))


def unserved(player: PlayerView, rules: RulesView) -> tuple[Cell, ...]:
    """The finished buildings of the player's city without a servant (each costs a point)."""
    city = player.city
    return tuple(cell for cell in buildings(player, rules) if not has_servant(city.marks(cell)))


def staff_term(rules: RulesView, player: PlayerView) -> Term:
    """A player's staff penalty: −(buildings without a servant), said with its figures."""
    counts = typed(player)
    if counts is not None:
        missing = counts.typed_number(PalaceStaff.id, COUNT_KEY)
        line = Line("Module", QT_TRANSLATE_NOOP("Module", "buildings without a servant (typed): {missing}"),
                    missing=missing)
        return Term(PalaceStaff.id, TERM, -missing, lines=(line,))
    built = len(buildings(player, rules))
    missing = len(unserved(player, rules))
    line = Line("Module", QT_TRANSLATE_NOOP(
        "Module", "{count} buildings, {served} with a servant: −{missing}"),
        count=built, served=built - missing, missing=missing)
    return Term(PalaceStaff.id, TERM, -missing, lines=(line,))


def set_servant(game: GameView, name: str, where: Cell | Tile, present: bool) -> None:
    """Put a servant on one of a player's buildings (city cell or reserve tile), or take it."""
    _tile, marks = mark_target(game.ruleset, game.player(name), where, KEY, present, _WORDS)
    if present and isinstance(where, Cell) and not game.ruleset.is_building(marks):
        raise ModuleError(_NOT_ON_A_SITE)
    game.player(name).set_marks_of(where, marks.with_(KEY, True if present else None))


def servant_step(game: GameView, name: str, where: Cell | Tile, present: bool) -> Edit:
    """Put a servant on one of a player's buildings, or take it off."""
    text = QT_TRANSLATE_NOOP("Module", "Put a servant on {tile}") if present else \
        QT_TRANSLATE_NOOP("Module", "Take the servant off {tile}")
    return Edit(Line("Module", text, tile=tile_at(game, name, where)),
                lambda g: set_servant(g, name, where, present), cities_of(name, where))
