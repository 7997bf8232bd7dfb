"""Exchange certificates (MODULES.md §19.28, box 6): exchanging currencies. Money and turns only, no
scoring: the app records that it is in play (the history, the setup checklist).
"""

from __future__ import annotations

from ..words import QT_TRANSLATE_NOOP, Line
from .base import Module


class ExchangeCertificates(Module):
    id = "exchange_certificates"
    box = 6
    kind = "none"
    name = QT_TRANSLATE_NOOP("Module", "Exchange certificates")
    summary = QT_TRANSLATE_NOOP("Module", "Certificates let a player exchange currencies; no points.")

    def setup_lines(self) -> tuple[Line, ...]:
        return (
            Line("Module", QT_TRANSLATE_NOOP("Module", "give each player a certificate board")),
            Line("Module", QT_TRANSLATE_NOOP(
                "Module", "1 token a colour with 2 players, 2 with 3 or 4, 3 "
                "with 5 or 6")),
        )
