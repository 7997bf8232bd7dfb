"""Modules made for the tests, not modules of the box: an aviary whose figures each player
types (the third set's typed modules, MODULES.md §19), with every kind of figure and every
check the core offers, gains won during play, and a typed wall that replaces the city's;
and a free market that switches the supplies over time off. They say so only through the
core's facets, so that a test shows typed figures and gains passing through the file, the
checks, the scoring, the edits and the window with no special case.

``registered()`` puts them in the module registry while a test runs.
"""

from __future__ import annotations

from collections.abc import Iterator, Mapping, Sequence
from contextlib import AbstractContextManager
from typing import ClassVar

from alhambra_gui.engine import Variant
from alhambra_gui.engine.context import GameView, PlayerView
from alhambra_gui.engine.figures import Figure, figures_of, number, optional_number, types, values
from alhambra_gui.engine.modules import registry
from alhambra_gui.engine.modules.base import Module
from alhambra_gui.engine.modules.facets import (
    CheckSwitch,
    FigureTyper,
    GainScorer,
    TermScorer,
    WallScorer,
)
from alhambra_gui.engine.tally import ScoringContext, Term
from alhambra_gui.engine.words import Line

ID = "test_aviary"
MARKET = "test_free_market"

FIGURES = (
    Figure("black", "Black birds", high=5, supply=5, too_many="{value} black birds (the box has {high})"),
    Figure("white", "White birds", high=5, supply=5, too_many="{value} white birds (the box has {high})"),
    Figure("seeds", "Seeds", high=10, supply=10, over_time=True),
    Figure("dials", "Dials", shape="values", options=(0, 3, 6), most=3, supply=5, grows=True),
    Figure("flags", "Flags", shape="types", kept=True, one_holder=True, item="the {type} flag"),
    Figure("wall", "Wall with the perches", high=200, optional=True),
)


class Aviary(Module, FigureTyper, GainScorer, TermScorer, WallScorer):
    id = ID
    name = "Aviary"
    summary = "Birds typed per player (a module of the tests)."
    terms: ClassVar[Mapping[str, str]] = {ID: "Aviary"}
    starting_points = 5

    def figures(self, variant: Variant) -> tuple[Figure, ...]:
        return FIGURES

    def figure_problems(self, game: GameView, order: Sequence[str]) -> Iterator[tuple[str, str, Line]]:
        for name in order:
            wall = optional_number(figures_of(game.player(name), ID), "wall")
            black = number(figures_of(game.player(name), ID), "black")
            if wall is not None and black > wall:
                yield name, "black", Line("AlhambraError", "{black} black birds on a wall of {wall}",
                                          black=black, wall=wall)

    def gain_amounts(self, round_: int) -> tuple[int, ...]:
        return (1, 2)

    def scored_wall(self, player: PlayerView) -> int | None:
        return optional_number(figures_of(player, ID), "wall")

    def score_terms(self, context: ScoringContext) -> Mapping[str, tuple[Term, ...]]:
        found = {}
        for player in context.game.players:
            figures = figures_of(player, ID)
            points = number(figures, "black") + number(figures, "white") + sum(values(figures, "dials")) \
                + len(types(figures, "flags"))
            line = Line("Module", "birds: {points}", points=points)
            found[player.name] = (Term(ID, ID, points, lines=(line,)),)
        return found


class FreeMarket(Module, CheckSwitch):
    id = MARKET
    name = "Free market"
    summary = "Switches the supplies over time off (a module of the tests)."
    switched_off: ClassVar[frozenset[str]] = frozenset({"supply_over_time"})


def registered() -> AbstractContextManager[None]:
    return registry.registered(Aviary, FreeMarket)
