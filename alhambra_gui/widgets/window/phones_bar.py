"""The phones at the table, in the main window: Game ▸ Invite Phones… opens the invite
(``dialogs.invite_dialog``), and while the table runs the status bar says who is connected
and how many conflicts wait; a phone's change the game refused, or a phone's city that
replaced an edit made on this computer meanwhile, is said there in one sentence."""

from __future__ import annotations

from PySide6.QtWidgets import QLabel, QMainWindow

from ...app.labels import arg, listed
from ...app.session import GameSession
from ...app.table_host import TableHost
from ...engine import isolated
from ..dialogs.invite_dialog import InviteDialog
from ..paint.retranslating import Retranslating

# How long a notice stays in the status bar (ms): long enough to be read across the table.
NOTICE_MS = 60000


class PhonesBar(Retranslating, QLabel):
    """The status bar's permanent line about the phones (hidden while the table is stopped)."""

    def __init__(self, window: QMainWindow, host: TableHost) -> None:
        super().__init__(window)
        self.setObjectName("phonesBar")
        self.window_ = window
        self.host = host
        host.statusChanged.connect(self.refresh)
        host.notice.connect(self.tell)
        window.statusBar().addPermanentWidget(self)
        self.refresh()

    def _retranslate(self) -> None:
        self.refresh()

    def refresh(self) -> None:
        status = self.host.status()
        self.setVisible(status is not None)
        if status is None:
            return
        phones = status.phones
        if not phones:
            self.setText(self.tr("Phones: none has joined yet"))
            return
        names = []
        for phone in phones:
            if phone.seat:
                name = isolated(phone.seat)
                names.append(name if phone.connected else arg(self.tr("%1 (not connected)"), name))
            else:
                names.append(arg(self.tr("phone %1 (no seat yet)") if phone.connected
                                 else self.tr("phone %1 (no seat yet, not connected)"), phone.id))
        parts = [arg(self.tr("Phones: %1"), listed(names))]
        if status.conflicts:
            parts.append(self.tr("%n conflict(s) to check", "", len(status.conflicts)))
        self.setText(" · ".join(parts))

    def tell(self, sentence: str) -> None:
        """A phone's refused change, or its city replacing an edit made here: said at once."""
        self.window_.statusBar().showMessage(sentence, NOTICE_MS)


def invite(window: QMainWindow, session: GameSession, host: TableHost | None,
           dialog: InviteDialog | None) -> tuple[TableHost, InviteDialog]:
    """Game ▸ Invite Phones…: the window's table (made the first time, its status line with
    it) and its non-blocking invite, brought up."""
    if host is None:
        host = TableHost(session, window)
        PhonesBar(window, host)
    if dialog is None:
        dialog = InviteDialog(host, window)
    dialog.show()
    dialog.raise_()
    dialog.activateWindow()
    return host, dialog
