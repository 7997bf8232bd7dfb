"""What is checked before a scoring is recorded, and the question that lets the table go on.

Recording asks first when Dirk has not received his hand-out, a city breaks the building
rules or a module misses something for this scoring (a new score card not entered; each
may be overridden), and always before the final scoring, with the standings it
would bring. Every record control (the header's button, the Scoring menu, the end-of-game
offer, the dialog with other points) goes through ``confirm_then``.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QWidget

from ...app.labels import arg, full_stop, holder_name, line_text, signed, tr
from ...engine import DIRK, NO_MARKS, DirkAdvice, Game, Marks, ScoringInputs, ranks, typed
from .score_text import winners_text

if TYPE_CHECKING:
    from PySide6.QtWidgets import QMessageBox

#: The objectName of the question (tests and the main window find it by this name).
GUARD_NAME = "recordGuard"


def concerns(game: Game, dirk: DirkAdvice | None) -> list[str]:
    """What speaks against recording the next scoring now, one sentence each."""
    found = []
    if dirk is not None and dirk.moment != "done" and dirk.due > 0:
        found.append(arg(tr("Dirk has not received his hand-out yet: tiles still to give him from "
                        "the bag: %1."), str(dirk.due)))
    for player in game.players:
        if typed(player) is not None:  # a city kept while typed counts score: not scored
            continue
        problems = len(player.city.violations())
        if problems:
            found.append(arg(tr("%1's city breaks the building rules (problems shown in red: %2)."),
                         holder_name(player.name), str(problems)))
    due = game.next_round
    if due is not None:
        found += [line_text(line, game.variant) for module in game.ruleset.modules_with(ScoringInputs)
                  for line in module.concerns(game, due)]
    return found


def standings_text(game: Game, inputs: Marks = NO_MARKS) -> str:
    """The final standings the next (third) scoring would bring, best first, and who wins."""
    after = game.copy()
    after.record_scoring(None, inputs)
    totals = after.totals()
    place = ranks(totals)  # tied players share a place: 1, 1, 3
    ranked = sorted(place, key=lambda n: place[n])
    lines = [arg(signed(tr("%1. %2 — %n point(s)", "", abs(totals[name])), totals[name]),
             str(place[name]), holder_name(name)) for name in ranked]
    if DIRK in totals:
        lines.append(signed(tr("Dirk — %n point(s) (he cannot win)", "", abs(totals[DIRK])), totals[DIRK]))
    winners = after.winners()
    lines.append(full_stop(winners_text([holder_name(n) for n in winners], totals[winners[0]])))
    return "\n".join(lines)


def confirm_then(parent: QWidget, game: Game, dirk: DirkAdvice | None, record: Callable[[], object],
                 inputs: Marks = NO_MARKS) -> QMessageBox | None:
    """Call ``record`` at once when nothing speaks against it; otherwise open the question
    (window-modal, returned) and call it if the player goes on."""
    due = game.next_round
    if due is None:
        return None
    found = concerns(game, dirk)
    final = due == 3
    if not found and not final:
        record()
        return None
    sections = []
    if found:
        head = arg(tr("Before scoring %1 is recorded:"), str(due))
        sections.append("\n".join([head, *(f"• {text}" for text in found)]))
    if final:
        sections.append(tr("The final scoring would leave these standings:") + "\n"
                        + standings_text(game, inputs))
    title = tr("Record the final scoring") if final else arg(tr("Record scoring %1"), str(due))
    go_text = tr("Record anyway") if found else tr("Record the final scoring")
    return ask_then(parent, title, "\n\n".join(sections), go_text, record, warning=bool(found))


def ask_then(parent: QWidget, title: str, text: str, go_text: str, action: Callable[[], object],
             *, warning: bool = True) -> QMessageBox:
    """A window-modal question (plain text) that calls ``action`` if the player chooses
    ``go_text``. A warning defaults to Cancel; a plain confirmation to going on."""
    from PySide6.QtWidgets import QMessageBox  # its enums made when first asked, not at start

    box = QMessageBox(QMessageBox.Icon.Warning if warning else QMessageBox.Icon.Question, title,
                      text, parent=parent)
    box.setObjectName(GUARD_NAME)
    box.setTextFormat(Qt.TextFormat.PlainText)
    go = box.addButton(go_text, QMessageBox.ButtonRole.AcceptRole)
    go.setObjectName("recordGuardGo")
    cancel = box.addButton(QMessageBox.StandardButton.Cancel)
    box.setDefaultButton(cancel if warning else go)
    box.setEscapeButton(cancel)
    box.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
    go.clicked.connect(action)
    box.open()
    return box
