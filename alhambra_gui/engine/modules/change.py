"""Change (MODULES.md §19.24, box 3): 1 coin per 2 overpaid. Money and turns only, no
scoring: the app records that it is in play (the history, the setup checklist).
"""

from __future__ import annotations

from ..words import QT_TRANSLATE_NOOP, Line
from .base import Module


class ChangeCoins(Module):
    id = "change"
    box = 3
    kind = "none"
    name = QT_TRANSLATE_NOOP("Module", "Change")
    summary = QT_TRANSLATE_NOOP(
        "Module", "A player who overpays gets a coin for every 2 paid too much; no "
        "points.")

    def setup_lines(self) -> tuple[Line, ...]:
        return (
            Line("Module", QT_TRANSLATE_NOOP(
                "Module", "put the 24 coins of value 1, six a currency, in a "
                "bag")),
        )
