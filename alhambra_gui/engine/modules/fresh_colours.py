"""Fresh colours (MODULES.md §19.12, Designers' box): projects completed on a project board,
each lying on one of the player's buildings. Each player types the **types of their
completed projects** (kept once recorded); at most 3 players complete a type's project (2
with fewer than 4 players). **Final scoring only** (Decision 16): for each completed type,
2 a finished building tile of that type in the city (tiles only: no bonus cards, huts or
extensions); a player scored from typed counts: the typed count. Dirk never.
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator, Mapping, Sequence
from typing import TYPE_CHECKING, ClassVar

from ..counts import typed
from ..figures import Figure, figures_of, types
from ..tiles import type_word
from ..words import QT_TRANSLATE_NOOP, Line
from .base import Module
from .facets import FigureTyper, TermScorer
from .typed_kit import TypedTerm, data, figure

if TYPE_CHECKING:
    from ..context import GameView, PlayerView
    from ..tally import ScoringContext
    from ..variant import Variant

KEY = "types"


def finished_tiles(context: ScoringContext, player: PlayerView, building_type: str) -> int:
    """A player's finished building tiles of a type (typed counts: the typed count)."""
    counts = typed(player)
    if counts is not None:
        return counts.count(building_type)
    return sum(1 for cell, tile in player.city if tile.type == building_type
               and context.rules.is_building_tile(tile, player.marks_of(cell)))


class FreshColours(TypedTerm, Module, FigureTyper, TermScorer):
    id = "fresh_colours"
    box = 10
    kind = "typed"
    name = QT_TRANSLATE_NOOP("Module", "Fresh colours")
    summary = QT_TRANSLATE_NOOP(
        "Module", "A completed colour project scores 2 for each building tile of its type at the "
        "final scoring.")
    reminder = QT_TRANSLATE_NOOP("Module", "Which projects has each player completed?")
    terms: ClassVar[Mapping[str, str]] = {"fresh_colours": name}
    bare_figure = True

    def setup_lines(self) -> tuple[Line, ...]:
        return (Line("Module", QT_TRANSLATE_NOOP("Module", "the project board with its 4 spaces, the "
                                                           "project tiles and the paint tiles")),
                Line("Module", QT_TRANSLATE_NOOP("Module", "with 3 players: remove the project tiles "
                                                           "marked *")))

    def figures(self, variant: Variant) -> tuple[Figure, ...]:
        return (figure(self.id, KEY, QT_TRANSLATE_NOOP("Module", "Completed projects"),
                       item=QT_TRANSLATE_NOOP("AlhambraError", "the {type} project")),)

    def figure_problems(self, game: GameView, order: Sequence[str]) -> Iterator[tuple[str, str, Line]]:
        rule = data(self.id)["holders"]
        most = int(rule["few"] if len(game.players) < int(rule["few_players"]) else rule["many"])
        holders: dict[str, int] = {}
        for name in order:
            for kind in types(figures_of(game.player(name), self.id), KEY):
                holders[kind] = holders.get(kind, 0) + 1
                if holders[kind] > most:
                    yield name, "", Line("AlhambraError", QT_TRANSLATE_NOOP(
                        "AlhambraError", "{count} players completed the {type} project (at most {most} "
                        "with {players} players)"), count=holders[kind], type=type_word(kind), most=most,
                        players=len(game.players))
                    return

    def points(self, context: ScoringContext, player: PlayerView) -> tuple[int, Iterable[Line]]:
        each = int(data(self.id)["per_tile"])
        lines, total = [], 0
        for kind in types(figures_of(player, self.id), KEY):
            tiles = finished_tiles(context, player, kind)
            total += each * tiles
            lines.append(Line.counted("Module", Module.tr(
                "{type} project: %n tile(s) × {each}: {points}", "", tiles), tiles,
                type=kind, each=each, points=each * tiles))
        return total, lines or (Line("Module", QT_TRANSLATE_NOOP("Module", "no completed project")),)
