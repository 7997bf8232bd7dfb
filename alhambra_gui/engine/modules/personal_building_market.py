"""Personal building market (MODULES.md §19.30, fan module): a market of one's own. Money and
turns only, no
scoring: the app records that it is in play (the history, the setup checklist).
"""

from __future__ import annotations

from typing import ClassVar

from ..words import QT_TRANSLATE_NOOP, Line
from .base import Module
from .facets import CheckSwitch


class PersonalBuildingMarket(Module, CheckSwitch):
    id = "personal_building_market"
    box = 13
    kind = "none"
    name = QT_TRANSLATE_NOOP("Module", "Personal building market")
    summary = QT_TRANSLATE_NOOP(
        "Module", "Each player has a market of their own; no points, and the box's "
        "supplies over time are not checked.")
    #: A market of one's own: what a player takes is no longer bounded by a common supply.
    switched_off: ClassVar[frozenset[str]] = frozenset({"supply_over_time"})

    def setup_lines(self) -> tuple[Line, ...]:
        return (
            Line("Module", QT_TRANSLATE_NOOP("Module", "give each player a market tile")),
        )
