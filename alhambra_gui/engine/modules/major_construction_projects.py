"""Major construction projects (MODULES.md §19.10, Designers' box): project tiles bought by
auction, counted as buildings of their type (KS). Their shape is not public, so each player
types (Decision 14) their projects in the city per type, 0-5, all players together at most
5 a type. In **every scoring** they join the type's count as bonus cards do; their walls
are not modelled (a longest wall they change: other points). Dirk holds none.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..figures import Figure, figures_of, number
from ..tally import CountPart
from ..words import QT_TRANSLATE_NOOP, Line
from .base import Module
from .facets import BuildingCounter, FigureTyper, OwnScoring
from .typed_kit import data

if TYPE_CHECKING:
    from ..context import PlayerView
    from ..tally import ScoringContext
    from ..variant import Variant


class MajorConstructionProjects(Module, FigureTyper, BuildingCounter, OwnScoring):
    id = "major_construction_projects"
    box = 10
    kind = "typed"
    name = QT_TRANSLATE_NOOP("Module", "Major construction projects")
    summary = QT_TRANSLATE_NOOP(
        "Module", "Projects won at auction count as buildings of their type; each player types "
        "their projects per type.")
    reminder = QT_TRANSLATE_NOOP("Module", "Are the projects in each city typed by type?")

    def setup_lines(self) -> tuple[Line, ...]:
        return (Line("Module", QT_TRANSLATE_NOOP("Module", "the major project tiles and an auction "
                                                           "marker for each player")),)

    def figures(self, variant: Variant) -> tuple[Figure, ...]:
        spec = data(self.id)["per_type"]
        return tuple(
            Figure(kind, QT_TRANSLATE_NOOP("Module", "{type} projects"), high=int(spec["high"]),
                   supply=int(spec["supply"]), type=kind,
                   too_many=QT_TRANSLATE_NOOP("AlhambraError",
                                              "{value} {type} projects (the box has {high})"))
            for kind in variant.type_ids)

    def count_parts(self, context: ScoringContext, player: PlayerView,
                    building_type: str) -> tuple[CountPart, ...]:
        projects = number(figures_of(player, self.id), building_type)
        if not projects:
            return ()
        return (CountPart(self.id, projects, Line.counted("Module", Module.tr(
            "%n major project(s): +{count}", "", projects), projects, count=projects)),)
