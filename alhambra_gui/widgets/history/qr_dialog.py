"""Log the play on a phone: a game's BG Stats "create play" link as a QR code (segno), so
that every player at the table scans it and BG Stats logs the play on their own phone.

The code is kept small enough to scan from a screen (at most version ``MAX_VERSION``): when
the whole scoring does not fit, the link tells the scorings only, then no scoring at all,
and the dialog says so. A link too long even then is shown to copy, with that sentence.
"""

from __future__ import annotations

import segno
from PySide6.QtCore import Qt
from PySide6.QtGui import QGuiApplication, QImage, QPixmap
from PySide6.QtWidgets import QDialog, QDialogButtonBox, QLineEdit, QPushButton, QVBoxLayout, QWidget

from ...app import labels
from ...history import History
from ...history.bgstats import FULL, NONE, POINTS, link, play
from ...history.rows import GameRow
from ..paint.plain import PlainLabel
from ..paint.qr import qr_image
from ..paint.retranslating import Retranslating
from .history_words import term_namer

#: The largest QR code offered: 125 modules a side, scannable from a laptop's screen.
MAX_VERSION = 27


def fitting_link(history: History, row: GameRow) -> tuple[str, str, segno.QRCode | None]:
    """The most detailed link whose QR code is small enough, its detail, and the code (None:
    no code is small enough)."""
    made = ""
    for detail in (FULL, POINTS, NONE):
        made = link(play(history, row, detail=detail, term_name=term_namer(row.variant)))
        try:
            code = segno.make(made, error="l", micro=False)
        except segno.DataOverflowError:
            continue
        if isinstance(code.version, int) and code.version <= MAX_VERSION:
            return made, detail, code
    return made, NONE, None


class QrDialog(Retranslating, QDialog):
    """A game's BG Stats link as a QR code, with the link to copy."""

    def __init__(self, history: History, row: GameRow, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("qrDialog")
        self.link, self.detail, code = fitting_link(history, row)
        self._row, self._code = row, code
        layout = QVBoxLayout(self)
        intro = self._intro = PlainLabel(self)
        intro.setObjectName("qrIntro")
        intro.setWordWrap(True)
        layout.addWidget(intro)
        self.image_label = PlainLabel(self)
        self.image_label.setObjectName("qrImage")
        self.image_label.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.image: QImage | None = qr_image(code) if code is not None else None
        if self.image is not None:
            self.image_label.setPixmap(QPixmap.fromImage(self.image))
        layout.addWidget(self.image_label, 1)
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
        self.note.setText(self._note(self._code))
        self.note.setVisible(bool(self.note.text()))
        self.copy_button.setText(self.tr("&Copy Link"))

    def _note(self, code: segno.QRCode | None) -> str:
        if code is None:
            return labels.arg(self.tr("The link is too long for a QR code (%1 characters): copy it "
                                      "and open it on the phone instead."), len(self.link))
        if self.detail == POINTS:
            return self.tr("The link tells each player's scorings but not the final scoring's "
                           "details, so that the code stays small enough to scan.")
        if self.detail == NONE:
            return self.tr("The link leaves the scoring out, so that the code stays small enough "
                           "to scan.")
        return ""

    def copy_link(self) -> None:
        QGuiApplication.clipboard().setText(self.link)
