"""What the modules in play need checked before a scoring: the reminder above the scoreboard's
Record button (``ReminderBox``: folded to one line when long) and in the dialog that records a
scoring with other points."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QPalette
from PySide6.QtWidgets import QFrame, QSizePolicy, QToolButton, QVBoxLayout, QWidget

from ...app import labels, settings
from ...app.labels import arg, tr
from ...engine import Game, Module
from ..paint.plain import PlainLabel, tip
from ..paint.retranslating import Retranslating
from ..paint.tones import NOTE, box_style, follow_palette, tone

# More things to check than this, and the scoreboard's reminder starts folded to one line (the
# score table below it keeps every player's row in sight on a 1280×720 screen), unless the
# player opened or folded it before (``settings.scoring_checklist``).
FOLDED_PAST = 3


def reminder_style(name: str, palette: QPalette) -> str:
    """The look of a reminder box: the window tinted amber, readable in light and dark themes;
    its fold button in the box's ink, on the box's ground."""
    ink = tone(palette, NOTE).ink.name()
    return box_style(name, palette, NOTE, "padding: 4px 6px;") + (
        f" #{name} QToolButton {{ color: {ink}; background: transparent; border: none;"
        " padding: 0px; }")


def reminders(game: Game) -> list[str]:
    """What the modules in play need checked before a scoring, translated, one each."""
    return _reminders(game.ruleset.modules)


def _reminders(modules: tuple[Module, ...]) -> list[str]:
    return [labels.translate("Module", m.reminder) for m in modules if m.reminder]


def reminder_text(game: Game, round_: int) -> str:
    """"Before scoring 2, check:" and a line per module in play; empty without modules."""
    found = reminders(game)
    if not found:
        return ""
    return "\n".join([_heading(round_), *_items(found)])


def _heading(round_: int) -> str:
    return arg(tr("Before scoring %1, check:"), str(round_))


def _items(found: list[str]) -> list[str]:
    return [f"• {text}" for text in found]


class ReminderBox(Retranslating, QFrame):
    """``ReminderBox(name)``: the reminder before scoring ``round_`` (``show_for``), hidden
    without modules. Its heading is a button that folds the list to that one line (which then
    says how many things there are to check, all of them in its tooltip) and opens it again;
    the choice is kept for the next games and starts."""

    def __init__(self, name: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName(name)
        self.toggle = QToolButton()
        self.toggle.setObjectName(f"{name}Toggle")
        self.toggle.setCheckable(True)
        self.toggle.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonTextBesideIcon)
        self.toggle.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Fixed)
        self.toggle.clicked.connect(self._on_clicked)
        self.items = PlainLabel(wordWrap=True)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.setSpacing(2)
        layout.addWidget(self.toggle, 0, Qt.AlignmentFlag.AlignLeft)
        layout.addWidget(self.items)
        follow_palette(self, lambda palette: reminder_style(name, palette))
        self._round, self._found = 0, list[str]()
        # The modules in play and the scoring the box was worded for: an edit of the same
        # modules and scoring words nothing again and reads no setting (a change of
        # language words it again: ``_retranslate``).
        self._shown_for: tuple[tuple[Module, ...], int] | None = None
        self.hide()

    def show_for(self, game: Game, round_: int | None) -> None:
        """The reminder before scoring ``round_`` of ``game`` (none: every scoring recorded),
        worded in the language in force (a change of language shows it again)."""
        shown_for = (game.ruleset.modules, round_ or 0)
        if shown_for != self._shown_for:
            self._shown_for = shown_for
            self._show()

    def _retranslate(self) -> None:
        if self._shown_for is not None:
            self._show()

    def _show(self) -> None:
        assert self._shown_for is not None
        modules, self._round = self._shown_for
        self._found = _reminders(modules) if self._round else []
        self._word()
        self.setVisible(bool(self._found))

    def text(self) -> str:
        """The heading and every thing to check, a line each ("" when hidden)."""
        return "\n".join([_heading(self._round), *_items(self._found)]) if self._found else ""

    def is_folded(self) -> bool:
        return self.items.isHidden()

    def _word(self) -> None:
        """Texts set only when they change (an edit shows the reminder again: no new layout)."""
        choice = settings.scoring_checklist.get()
        folded = choice == "folded" or (choice == "auto" and len(self._found) > FOLDED_PAST)
        heading = arg(tr("Before scoring %1, check %n thing(s)", "", len(self._found)), str(self._round)) \
            if folded else _heading(self._round)
        tooltip = tip(self.text()) if folded else tr("Fold the list to one line")
        for widget, text in ((self.items, "\n".join(_items(self._found))), (self.toggle, heading)):
            if widget.text() != text:
                widget.setText(text)
        if self.toggle.toolTip() != tooltip:
            self.toggle.setToolTip(tooltip)
        self.items.setVisible(not folded)
        self.toggle.setChecked(not folded)
        self.toggle.setArrowType(Qt.ArrowType.RightArrow if folded else Qt.ArrowType.DownArrow)

    def _on_clicked(self, opened: bool) -> None:
        settings.scoring_checklist.set_soon("open" if opened else "folded")
        self._word()
