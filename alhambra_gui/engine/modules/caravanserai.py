"""Caravanserai (MODULES.md §19.27, box 5): a money source bought for 8, 4 or 2. Money and
turns only, no
scoring: the app records that it is in play (the history, the setup checklist).
"""

from __future__ import annotations

from ..words import QT_TRANSLATE_NOOP, Line
from .base import Module


class Caravanserai(Module):
    id = "caravanserai"
    box = 5
    kind = "none"
    name = QT_TRANSLATE_NOOP("Module", "Caravanserai")
    summary = QT_TRANSLATE_NOOP(
        "Module", "A caravanserai bought for 8, 4 or 2 (4, 5 or 6 types in the city) "
        "brings money; no points.")

    def setup_lines(self) -> tuple[Line, ...]:
        return (
            Line("Module", QT_TRANSLATE_NOOP(
                "Module", "put the 8 caravanserai cards and the 8 cubes beside "
                "the building market")),
            Line("Module", QT_TRANSLATE_NOOP(
                "Module", "buying one needs 4, 5 or 6 building types in the "
                "city (price 8, 4 or 2)")),
        )
