"""Buildings of power in the window: the pips on each player's black dice are typed in the
Typed figures dock (the core's, from the module's figure); while the Building of Strength's
number is selected in the scoreboard, the second longest wall it scores is drawn on the city."""

from __future__ import annotations

from ....app.labels import tr
from ....engine import Game
from ....engine.modules import buildings_of_power
from ..facets import TermHighlighter
from ..highlight import Highlight, Mark
from ..ui import ModuleUI


class BuildingsOfPowerUI(ModuleUI, TermHighlighter):
    module_id = buildings_of_power.BuildingsOfPower.id

    def term_highlight(self, game: Game, player: str, key: str) -> Highlight | None:
        if key != buildings_of_power.BuildingsOfPower.id:
            return None
        wall = game.player(player).city.second_wall()
        if not wall:
            return None
        return Highlight((Mark(segments=wall, label=str(len(wall))),),
                         tr("The second longest wall: it scores up to the pips on the black dice"))
