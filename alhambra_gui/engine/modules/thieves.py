"""Thieves (MODULES.md §19.23, box 3): take a money card out of turn. Money and turns only, no
scoring: the app records that it is in play (the history, the setup checklist).
"""

from __future__ import annotations

from ..words import QT_TRANSLATE_NOOP, Line
from .base import Module


class Thieves(Module):
    id = "thieves"
    box = 3
    kind = "none"
    name = QT_TRANSLATE_NOOP("Module", "Thieves")
    summary = QT_TRANSLATE_NOOP("Module", "A thief takes a money card out of turn; no points.")

    def setup_lines(self) -> tuple[Line, ...]:
        return (
            Line("Module", QT_TRANSLATE_NOOP(
                "Module", "deal the 12 thieves (3 a currency): 4 each with 3 "
                "players or 2 players and Dirk, 3 with 4, 2 with 5 or 6")),
        )
