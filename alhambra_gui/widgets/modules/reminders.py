"""What the modules in play need checked before a scoring: the reminder above the scoreboard's
Record button and in the dialog that records a scoring with other points."""

from __future__ import annotations

from PySide6.QtGui import QPalette

from ...app import labels
from ...app.labels import arg, tr
from ...engine import Game
from ..paint.tones import NOTE, box_style


def reminder_style(name: str, palette: QPalette) -> str:
    """The look of a reminder box: the window tinted amber, readable in light and dark themes."""
    return box_style(name, palette, NOTE, "padding: 4px 6px;")


def reminders(game: Game) -> list[str]:
    """What the modules in play need checked before a scoring, translated, one each."""
    return [labels.translate("Module", m.reminder) for m in game.ruleset.modules if m.reminder]


def reminder_text(game: Game, round_: int) -> str:
    """"Before scoring 2, check:" and a line per module in play; empty without modules."""
    found = reminders(game)
    if not found:
        return ""
    head = arg(tr("Before scoring %1, check:"), str(round_))
    return "\n".join([head, *(f"• {text}" for text in found)])
