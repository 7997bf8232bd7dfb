"""Gates without end (MODULES.md §19.13, Designers' box): key tiles with a reward at each
corner; every player takes the reward pointing at them. **Points** are immediate gains
entered as won (Decision 17: 1 or 2 a gain). A **semi-building** (one a type, one holder,
kept once recorded) adds ½ to its holder's count of its type in every scoring if that count
is at least 1 after every other part (bonus cards, huts, the Wise Man, extensions, major
projects): it breaks ties, never makes a player rank. Dirk never.

Not built yet: its wall pieces (added walls without the 12-piece limit) and plazas.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..figures import Figure, figures_of, types
from ..tally import CountPart
from ..words import QT_TRANSLATE_NOOP, Line
from .base import Module
from .facets import BuildingCounter, FigureTyper, GainScorer
from .typed_kit import data, figure

if TYPE_CHECKING:
    from ..context import PlayerView
    from ..tally import ScoringContext
    from ..variant import Variant

KEY = "semi_buildings"


class GatesWithoutEnd(Module, FigureTyper, GainScorer, BuildingCounter):
    id = "gates_without_end"
    box = 10
    kind = "typed"
    name = QT_TRANSLATE_NOOP("Module", "Gates without end")
    summary = QT_TRANSLATE_NOOP(
        "Module", "Key tiles reward every player: points as won, and semi-buildings that add ½ to a "
        "type already held.")
    reminder = QT_TRANSLATE_NOOP("Module", "Are the points and semi-buildings won from key tiles entered?")

    def setup_lines(self) -> tuple[Line, ...]:
        return (Line("Module", QT_TRANSLATE_NOOP("Module", "the gate board and the key tiles beside the "
                                                           "building market")),)

    def figures(self, variant: Variant) -> tuple[Figure, ...]:
        return (figure(self.id, KEY, QT_TRANSLATE_NOOP("Module", "Semi-buildings"),
                       item=QT_TRANSLATE_NOOP("AlhambraError", "the {type} semi-building"),
                       hint=QT_TRANSLATE_NOOP("Module", "Each adds ½ to its type where the player "
                                                        "holds at least one")),)

    def gain_amounts(self, round_: int) -> tuple[int, ...]:
        return tuple(int(v) for v in data(self.id)["gains"])

    def count_topping(self, context: ScoringContext, player: PlayerView, building_type: str,
                      count: float) -> tuple[CountPart, ...]:
        if building_type not in types(figures_of(player, self.id), KEY):
            return ()
        if count < 1:
            return (CountPart(self.id, 0, Line("Module", QT_TRANSLATE_NOOP(
                "Module", "semi-building: +0 (no {type} to add it to)"), type=building_type)),)
        return (CountPart(self.id, float(data(self.id)["semi"]), Line("Module", QT_TRANSLATE_NOOP(
            "Module", "semi-building: +½"))),)
