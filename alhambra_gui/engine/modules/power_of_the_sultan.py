"""Power of the Sultan (MODULES.md §19.26, box 5): a sultan card and the building die. Money
and turns only, no
scoring: the app records that it is in play (the history, the setup checklist).
"""

from __future__ import annotations

from ..words import QT_TRANSLATE_NOOP, Line
from .base import Module


class PowerOfTheSultan(Module):
    id = "power_of_the_sultan"
    box = 5
    kind = "none"
    name = QT_TRANSLATE_NOOP("Module", "Power of the Sultan")
    summary = QT_TRANSLATE_NOOP(
        "Module", "A sultan card (price 7) and the building die help take a tile out "
        "of turn; no points.")

    def setup_lines(self) -> tuple[Line, ...]:
        return (
            Line("Module", QT_TRANSLATE_NOOP(
                "Module", "shuffle the 8 sultan cards 3, 2 and 3 into money "
                "piles 1, 2 and 3")),
            Line("Module", QT_TRANSLATE_NOOP(
                "Module", "put the cubes and the building die beside the "
                "building market")),
        )
