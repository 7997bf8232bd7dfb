"""Diamonds (MODULES.md §19.22, box 2): a joker currency, never mixed with others. Money and
turns only, no
scoring: the app records that it is in play (the history, the setup checklist).
"""

from __future__ import annotations

from ..words import QT_TRANSLATE_NOOP, Line
from .base import Module


class Diamonds(Module):
    id = "diamonds"
    box = 2
    kind = "none"
    name = QT_TRANSLATE_NOOP("Module", "Diamonds")
    summary = QT_TRANSLATE_NOOP(
        "Module", "Diamond cards pay in any currency but are never mixed with "
        "others; no points.")

    def setup_lines(self) -> tuple[Line, ...]:
        return (
            Line("Module", QT_TRANSLATE_NOOP(
                "Module", "shuffle the 11 diamond cards (3-9; 5, 6, 7 twice) "
                "into the money before dealing")),
            Line("Module", QT_TRANSLATE_NOOP(
                "Module", "diamonds are not entered as money: they count "
                "nothing in the end hand-out")),
        )
