"""Travelling craftsmen (MODULES.md §19.29, Designers' box): rule not public. Money and turns
only, no
scoring: the app records that it is in play (the history, the setup checklist).
"""

from __future__ import annotations

from ..words import QT_TRANSLATE_NOOP, Line
from .base import Module


class TravellingCraftsmen(Module):
    id = "travelling_craftsmen"
    box = 10
    kind = "none"
    name = QT_TRANSLATE_NOOP("Module", "Travelling craftsmen")
    summary = QT_TRANSLATE_NOOP(
        "Module", "Travelling craftsmen change turns; no points (any they bring: "
        "other points).")

    def setup_lines(self) -> tuple[Line, ...]:
        return (
            Line("Module", QT_TRANSLATE_NOOP(
                "Module", "remove the craftsmen marked 6 and 5/6 with 3 or 4 "
                "players, those marked 6 with 5 or 6")),
            Line("Module", QT_TRANSLATE_NOOP(
                "Module", "deal 2 craftsmen to each player and a third face "
                "down to the first player")),
        )
