"""Master builders (MODULES.md §19.25, box 4): money of value 3, or one extra redesign. Money
and turns only, no
scoring: the app records that it is in play (the history, the setup checklist).
"""

from __future__ import annotations

from ..words import QT_TRANSLATE_NOOP, Line
from .base import Module


class MasterBuilders(Module):
    id = "master_builders"
    box = 4
    kind = "none"
    name = QT_TRANSLATE_NOOP("Module", "Master builders")
    summary = QT_TRANSLATE_NOOP(
        "Module", "A master builder is money of value 3 or one extra redesign; no "
        "points.")

    def setup_lines(self) -> tuple[Line, ...]:
        return (
            Line("Module", QT_TRANSLATE_NOOP(
                "Module", "deal 2 of the 16 master builder cards to each "
                "player")),
            Line("Module", QT_TRANSLATE_NOOP(
                "Module", "shuffle 3 into money pile 3 and 3 into pile 5 (6 "
                "players: 3 and 1)")),
        )
