"""Log the play on a phone: a game's BG Stats "create play" link as a QR code (segno), so
that every player at the table scans it and BG Stats logs the play on their own phone.

The code is kept small enough to scan from a screen (at most version ``MAX_VERSION``): when
the whole scoring does not fit, the link shrinks step by step — each player's smallest
categories of points first, then the categories, then the scorings — and the dialog says
what it leaves out. A link too long even then is shown to copy, with that one sentence.

The code is drawn at whole pixels per module with its quiet zone of ``paint.qr.BORDER`` white modules
on every side, at whatever size the dialog has (a screen too small for the dialog shrinks
the modules, never the margin).
"""

from __future__ import annotations

import segno
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import QDialog, QDialogButtonBox, QLineEdit, QPushButton, QVBoxLayout, QWidget

from ...app import labels
from ...history import History
from ...history.bgstats import FULL, NONE, POINTS, link, play
from ...history.rows import GameRow
from ..paint.plain import PlainLabel
from ..paint.qr import QrView
from ..paint.retranslating import Retranslating
from .history_words import term_namer

#: The largest QR code offered: 125 modules a side, scannable from a laptop's screen.
MAX_VERSION = 27
#: The bytes such a code holds at error correction level L (segno's tables; the link is ASCII).
CAPACITY = 1465
#: How the link shrinks until it fits: (detail, most categories per player), most first.
STEPS: tuple[tuple[str, int | None], ...] = (
    (FULL, None), (FULL, 4), (FULL, 3), (FULL, 2), (FULL, 1), (POINTS, None), (NONE, None))


def fitting_link(history: History, row: GameRow) -> tuple[str, tuple[str, int | None], segno.QRCode | None]:
    """The most detailed link whose QR code is small enough, its step, and the code (None: no
    code is small enough)."""
    made = ""
    for step in STEPS:
        detail, most = step
        made = link(play(history, row, detail=detail, most=most, term_name=term_namer(row.variant)))
        if len(made.encode("utf-8")) > CAPACITY:
            continue
        code = segno.make(made, error="l", micro=False)
        if isinstance(code.version, int) and code.version <= MAX_VERSION:
            return made, step, code
    return made, STEPS[-1], None


class QrDialog(Retranslating, QDialog):
    """A game's BG Stats link as a QR code, with the link to copy."""

    def __init__(self, history: History, row: GameRow, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("qrDialog")
        self.link, (self.detail, self.most), code = fitting_link(history, row)
        self._row, self._code = row, code
        layout = QVBoxLayout(self)
        intro = self._intro = PlainLabel(self)
        intro.setObjectName("qrIntro")
        intro.setWordWrap(True)
        layout.addWidget(intro)
        self.code_view = QrView(code, self) if code is not None else None
        if self.code_view is not None:
            layout.addWidget(self.code_view, 1)
        self.note = PlainLabel(self)
        self.note.setObjectName("qrNote")
        self.note.setWordWrap(True)
        layout.addWidget(self.note)
        self.link_edit = QLineEdit(self.link, self)
        self.link_edit.setObjectName("qrLink")
        self.link_edit.setReadOnly(True)
        self.link_edit.setCursorPosition(0)
        layout.addWidget(self.link_edit)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close, self)
        self.copy_button = QPushButton(self)
        self.copy_button.setObjectName("qrCopy")
        buttons.addButton(self.copy_button, QDialogButtonBox.ButtonRole.ActionRole)
        self.copy_button.clicked.connect(self.copy_link)
        buttons.rejected.connect(self.reject)
        layout.addWidget(buttons)
        self._retranslate()

    def _retranslate(self) -> None:
        self.setWindowTitle(self.tr("Log the Play in BG Stats"))
        names = labels.listed(s.player for s in self._row.seats)
        self._intro.setText(labels.arg(self.tr(
            "Each player scans this code with their phone's camera: BG Stats opens and logs the "
            "play of %1 with its scores."), names))
        self._intro.setVisible(self._code is not None)  # no code: one thing is said, the note
        self.note.setText(self._note(self._code))
        self.note.setVisible(bool(self.note.text()))
        self.copy_button.setText(self.tr("&Copy Link"))

    def _note(self, code: segno.QRCode | None) -> str:
        if code is None:
            return labels.arg(self.tr("The link to log this play is too long for a QR code (%1 "
                                      "characters): copy it and open it on a phone instead."), len(self.link))
        if self.detail == FULL and self.most is not None:
            return self.tr("The link tells each player's %n largest source(s) of points only, so that "
                           "the code stays small enough to scan.", "", self.most)
        if self.detail == POINTS:
            return self.tr("The link tells each player's scorings but not their points by category, so "
                           "that the code stays small enough to scan.")
        if self.detail == NONE:
            return self.tr("The link leaves the scoring out, so that the code stays small enough "
                           "to scan.")
        return ""

    def copy_link(self) -> None:
        QGuiApplication.clipboard().setText(self.link)
