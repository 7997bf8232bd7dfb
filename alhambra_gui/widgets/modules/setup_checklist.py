"""Game ▸ Setup Checklist: what to put out on the table for the modules in play (6 city
gates, 12 wall pieces and their 8 cards, …), one tick box per line.

A non-blocking window: it opens by itself after a new game with modules starts, and the
players tick the lines while they set up. The ticks are the table's, not the game's: they
are neither saved nor undone, and a new game starts them afresh.
"""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QShowEvent
from PySide6.QtWidgets import (
    QCheckBox,
    QDialog,
    QDialogButtonBox,
    QLabel,
    QScrollArea,
    QVBoxLayout,
    QWidget,
)

from ...app import labels
from ...app.change import Change
from ...app.session import GameSession
from ...engine import Game
from ..paint.plain import PlainLabel
from ..paint.retranslating import Retranslating
from ..paint.tones import mute


def setup_lines(game: Game) -> list[tuple[str, str, list[str]]]:
    """Each module in play: its id, its name and what to put out for it (translated lines)."""
    return [(m.id, labels.module_name(m), [labels.line_text(line, game.variant) for line in m.setup_lines()])
            for m in game.ruleset.modules]


def has_setup(game: Game) -> bool:
    """Whether any module in play needs something put out."""
    return any(lines for _, _, lines in setup_lines(game))


class SetupChecklist(Retranslating, QDialog):
    """Follows the session: a change of modules or a new game rebuilds the list."""

    def __init__(self, session: GameSession, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("setupChecklist")
        self.setModal(False)
        self._session = session
        #: The lines ticked, by their module's id and their place in its list (whatever the language).
        self._ticked: set[tuple[str, int]] = set()
        layout = QVBoxLayout(self)
        self.intro = PlainLabel(self)
        self.intro.setWordWrap(True)
        layout.addWidget(self.intro)
        self._scroll = QScrollArea(self)
        self._scroll.setWidgetResizable(True)
        self._scroll.setFrameShape(QScrollArea.Shape.NoFrame)
        layout.addWidget(self._scroll, 1)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close, self)
        buttons.rejected.connect(self.close)
        layout.addWidget(buttons)
        self._checks: list[QCheckBox] = []
        session.changed.connect(self._on_changed)
        self._rebuild()
        content = self._scroll.widget()
        needed = content.sizeHint().height() if content else 0
        chrome = self.intro.sizeHint().height() + 90  # the intro, the Close button, the margins
        self.resize(self._room_for_lines(), min(needed + chrome, 600))

    def showEvent(self, event: QShowEvent) -> None:
        """Shown, its lines are in their final font: widen to them if they want more."""
        super().showEvent(event)
        wanted = self._room_for_lines()
        if wanted > self.width():
            self.resize(wanted, self.height())

    def _room_for_lines(self) -> int:
        """Wide enough for the longest line (a check box never wraps its text: a narrower
        window scrolled the Designers' lines sideways), at most nine tenths of the screen."""
        content = self._scroll.widget()
        lines = content.sizeHint().width() if content else 0
        bar = self._scroll.verticalScrollBar().sizeHint().width()
        layout = self.layout()
        sides = layout.contentsMargins().left() + layout.contentsMargins().right() if layout else 0
        screen = self.screen().availableGeometry().width() if self.screen() else 1280
        return min(max(self.sizeHint().width(), 420, lines + bar + sides + 8), int(screen * 0.9))

    # ---- reading -----------------------------------------------------------------------------
    def check_boxes(self) -> list[QCheckBox]:
        return list(self._checks)

    def lines(self) -> list[str]:
        return [check.text() for check in self._checks]

    def _retranslate(self) -> None:
        self._rebuild()  # its lines in the new words, the same ones ticked

    # ---- building ----------------------------------------------------------------------------
    def _rebuild(self) -> None:
        self.setWindowTitle(self.tr("Setup checklist"))
        content = QWidget()
        layout = QVBoxLayout(content)
        layout.setContentsMargins(0, 0, 0, 0)
        self._checks = []
        found = setup_lines(self._session.game)
        if not found:
            self.intro.setText(self.tr("No expansion modules are in play: the base game needs "
                                       "nothing more on the table."))
        else:
            self.intro.setText(self.tr("Put these out for the modules in play, and tick each "
                                       "line once it is on the table:"))
        for module_id, name, lines in found:
            layout.addWidget(self._heading(name, content))
            items = QVBoxLayout()
            items.setContentsMargins(16, 0, 0, 0)
            for number, line in enumerate(lines):
                items.addWidget(self._check((module_id, number), line, content))
            if not lines:
                nothing = PlainLabel(self.tr("nothing to put out"), content)
                mute(nothing)
                items.addWidget(nothing)
            layout.addLayout(items)
        layout.addStretch(1)
        self._scroll.setWidget(content)

    def _heading(self, name: str, parent: QWidget) -> QLabel:
        heading = PlainLabel(name, parent)
        heading.setTextFormat(Qt.TextFormat.PlainText)
        font = heading.font()
        font.setBold(True)
        heading.setFont(font)
        heading.setContentsMargins(0, 6, 0, 0)
        return heading

    def _check(self, key: tuple[str, int], line: str, parent: QWidget) -> QCheckBox:
        check = QCheckBox(line, parent)
        check.setChecked(key in self._ticked)
        check.toggled.connect(lambda on: self._ticked.add(key) if on else self._ticked.discard(key))
        self._checks.append(check)
        return check

    def _on_changed(self, change: Change) -> None:
        if change.replaced:
            self._ticked.clear()  # a new game is set up afresh
        if change.structure:
            self._rebuild()
