"""Bureau de change (MODULES.md §19.21, box 1): pay once with two currencies. Money and turns
only, no
scoring: the app records that it is in play (the history, the setup checklist).
"""

from __future__ import annotations

from ..words import QT_TRANSLATE_NOOP, Line
from .base import Module


class BureauDeChange(Module):
    id = "bureau_de_change"
    box = 1
    kind = "none"
    name = QT_TRANSLATE_NOOP("Module", "Bureau de change")
    summary = QT_TRANSLATE_NOOP(
        "Module", "An exchange card lets a player pay once with two currencies; no "
        "points.")

    def setup_lines(self) -> tuple[Line, ...]:
        return (
            Line("Module", QT_TRANSLATE_NOOP(
                "Module", "shuffle 2 of the 6 exchange cards into each of money "
                "piles 2, 3 and 4")),
        )
