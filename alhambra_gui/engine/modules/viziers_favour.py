"""Vizier's favour (MODULES.md §19.20, box 1): an out-of-turn purchase at the exact price.
Money and turns only, no
scoring: the app records that it is in play (the history, the setup checklist).
"""

from __future__ import annotations

from ..words import QT_TRANSLATE_NOOP, Line
from .base import Module


class ViziersFavour(Module):
    id = "viziers_favour"
    box = 1
    kind = "none"
    name = QT_TRANSLATE_NOOP("Module", "Vizier's favour")
    summary = QT_TRANSLATE_NOOP(
        "Module", "A vizier lets a player buy a tile out of turn at the exact price; "
        "no points.")

    def setup_lines(self) -> tuple[Line, ...]:
        return (
            Line("Module", QT_TRANSLATE_NOOP("Module", "deal each player a vizier, awake side up")),
        )
