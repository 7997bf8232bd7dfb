"""Game ▸ Invite Phones…: the table server for the players' phones, started, shown and stopped.

Before it runs: the network to serve on (this computer's own addresses, the LAN's first; never
all of them) and the port. While it runs: the QR code of the page with the join code in force,
the address and the code to type, who is connected, the conflicts between phones, Disconnect
for a phone, and Stop. The dialog only shows and forwards: ``app.table_host.TableHost`` runs
the server and puts the phones' cities into the game.
"""

from __future__ import annotations

import segno
from PySide6.QtCore import Qt
from PySide6.QtGui import QPixmap
from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QFrame,
    QHBoxLayout,
    QListWidget,
    QListWidgetItem,
    QPushButton,
    QScrollArea,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from ...app import labels, settings
from ...app.labels import arg
from ...app.table_host import TableHost
from ...table.addresses import LOOPBACK, lan_addresses
from ...table.limits import DEFAULT_PORT, JOIN_CODE_SECONDS
from ...table.server import TableStartError
from ...table.table import TableStatus
from ..paint.plain import PlainLabel
from ..paint.qr import qr_image
from ..paint.retranslating import Retranslating
from ..paint.tones import ERROR, follow_palette, message_style


class InviteDialog(Retranslating, QDialog):
    """The table's invite: start, the QR code and code, the phones, stop."""

    def __init__(self, host: TableHost, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("inviteDialog")
        self.host = host
        self.intro = PlainLabel(self)
        self.intro.setWordWrap(True)
        self.address = QComboBox(self)
        self.address.setObjectName("tableAddress")
        for found in lan_addresses():
            self.address.addItem(found, found)
        self.address.addItem("", LOOPBACK)  # worded in _retranslate
        self.port = QSpinBox(self)
        self.port.setObjectName("tablePort")
        self.port.setRange(1024, 65535)
        self.port.setValue(settings.table_port.get() or DEFAULT_PORT)  # the last table's, else the default
        last = self.address.findData(settings.table_address.get())
        if last >= 0:  # the network the last table was on, when this computer is on it still
            self.address.setCurrentIndex(last)
        self.start_button = QPushButton(self)
        self.start_button.setObjectName("startTable")
        self.start_button.clicked.connect(self.start)
        self.address_label, self.port_label = PlainLabel(self), PlainLabel(self)
        self.form = QFormLayout()
        self.form.addRow(self.address_label, self.address)
        self.form.addRow(self.port_label, self.port)
        self.qr = PlainLabel(self)
        self.qr.setObjectName("tableQr")
        self.qr.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.url = PlainLabel(self)
        self.url.setObjectName("tableUrl")
        self.url.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.url.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.code = PlainLabel(self)
        self.code.setObjectName("tableCode")
        self.code.setAlignment(Qt.AlignmentFlag.AlignCenter)
        font = self.code.font()
        font.setPointSizeF(font.pointSizeF() * 2.2)
        font.setBold(True)
        font.setLetterSpacing(font.SpacingType.PercentageSpacing, 115)
        self.code.setFont(font)
        self.phones_title = PlainLabel(self)
        self.phones = _phone_list(self)
        self.conflicts = PlainLabel()
        self.conflicts.setObjectName("tableConflicts")
        self.conflicts.setWordWrap(True)
        follow_palette(self.conflicts,
                       lambda palette: message_style(palette, ERROR, extra="font-weight: 600;"))
        self.conflicts_area = _scrolled(self.conflicts, self)
        self.message = PlainLabel(self)
        self.message.setObjectName("tableMessage")
        self.message.setWordWrap(True)
        self.disconnect_button = QPushButton(self)
        self.disconnect_button.setObjectName("disconnectPhone")
        self.disconnect_button.clicked.connect(self.disconnect_phone)
        self.new_code_button = QPushButton(self)
        self.new_code_button.setObjectName("newCode")
        self.new_code_button.clicked.connect(host.renew_code)
        self.stop_button = QPushButton(self)
        self.stop_button.setObjectName("stopTable")
        self.stop_button.clicked.connect(self.stop)
        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close, self)
        self.buttons.rejected.connect(self.reject)
        self._gone: tuple[int, int] | None = None  # the phone disconnected and its row, till it is gone
        self._build()
        self.phones.currentRowChanged.connect(lambda _row: self._update_buttons())
        host.statusChanged.connect(self.refresh)
        self._retranslate()
        self.refresh()

    def _build(self) -> None:
        """The form above; once the table runs, the code to scan beside the phones and their
        buttons, so that the dialog stays short on a 1280×720 screen (one column of the QR
        code above the phones, the conflicts and the buttons reached the screen's foot)."""
        layout = QVBoxLayout(self)
        layout.addWidget(self.intro)
        layout.addLayout(self.form)
        layout.addWidget(self.start_button)
        join = QVBoxLayout()
        for widget in (self.qr, self.url, self.code):
            join.addWidget(widget)
        join.addStretch(1)
        side = QVBoxLayout()
        side.addWidget(self.phones_title)
        side.addWidget(self.phones)
        side.addWidget(self.conflicts_area)
        row = QHBoxLayout()
        for button in (self.disconnect_button, self.new_code_button):
            row.addWidget(button)
        row.addStretch(1)
        row.addWidget(self.stop_button)
        side.addLayout(row)
        side.addWidget(self.message)
        side.addStretch(1)  # the room beside the code goes below the buttons, not between the parts
        body = QHBoxLayout()
        body.addLayout(join)
        body.addLayout(side, 1)
        layout.addLayout(body, 1)
        layout.addWidget(self.buttons)

    def _retranslate(self) -> None:
        self.setWindowTitle(self.tr("Invite Phones"))
        self.address.setItemText(self.address.count() - 1, arg(self.tr("%1 (this computer only)"), LOOPBACK))
        self.address_label.setText(self.tr("Network:"))
        self.port_label.setText(self.tr("Port:"))
        self.start_button.setText(self.tr("&Start the Table"))
        self.phones_title.setText(self.tr("Phones at the table:"))
        self.disconnect_button.setText(self.tr("&Disconnect Phone"))
        self.new_code_button.setText(self.tr("&New Code"))
        self.stop_button.setText(self.tr("S&top the Table"))
        self.refresh()

    # ---- start and stop --------------------------------------------------------------------------
    def start(self) -> bool:
        try:
            self.host.start(str(self.address.currentData()), self.port.value())
        except TableStartError as error:
            self.message.setText(labels.as_sentence(labels.error_text(error)))  # one sentence
            return False
        self.message.setText("")
        return True

    def stop(self) -> None:
        self.host.stop()

    def disconnect_phone(self) -> None:
        """End the chosen phone's session. The keyboard stays with the phones (the button goes
        disabled, and Qt gave its focus to New Code), the next phone chosen in the row it leaves."""
        item = self.phones.currentItem()
        if item is not None:
            phone = int(item.data(Qt.ItemDataRole.UserRole))
            self._gone = (phone, self.phones.currentRow())
            if self.disconnect_button.hasFocus():
                self.phones.setFocus(Qt.FocusReason.OtherFocusReason)
            self.host.end_phone(phone)

    # ---- what is shown ---------------------------------------------------------------------------------
    def refresh(self) -> None:
        status = self.host.status()
        running = status is not None
        while_running: tuple[QWidget, ...] = (self.qr, self.url, self.code, self.phones_title, self.phones,
                                              self.stop_button, self.disconnect_button, self.new_code_button)
        for shown in while_running:
            shown.setVisible(running)
        before: tuple[QWidget, ...] = (self.address, self.port, self.start_button, self.address_label,
                                       self.port_label)
        for shown in before:
            shown.setVisible(not running)
        # Enter starts the table, then closes the dialog (the table runs on); never a new code
        self.start_button.setDefault(not running)
        self.buttons.button(QDialogButtonBox.StandardButton.Close).setDefault(running)
        if status is None:
            self.intro.setText(self.tr(
                "Every player joins this game from their phone: they photograph and confirm their own "
                "city, and see the scores. Choose the network the phones are on, then start."))
            self.conflicts_area.setVisible(False)
            self._grow_to_fit()
            return
        minutes = JOIN_CODE_SECONDS // 60
        self.intro.setText(self.tr(
            "Each player scans the code with their phone's camera, or opens the address and types the "
            "code. A code lets one phone in and is good for %n minute(s); the next phone gets the next "
            "code.", "", minutes))
        url = self.host.join_url()
        self.qr.setPixmap(QPixmap.fromImage(qr_image(segno.make(url, error="m"), scale=5)))
        self.qr.setMinimumSize(self.qr.pixmap().size())  # never cut: a phone must read all of it
        self.url.setText(url.split("#", 1)[0])
        self.code.setText(status.code)
        self._show_phones(status)
        self._show_conflicts(status)
        self._update_buttons()
        self._grow_to_fit()

    def _grow_to_fit(self) -> None:
        """Taller when what it shows needs it (the QR code, the conflicts): the wrapped texts'
        height at this width is no part of the dialog's least size (Qt leaves it to the
        window), so the dialog shown before the table started would lay the QR code over the
        address below it. Never taller than the screen, nor running off its foot."""
        layout = self.layout()
        if layout is None or not self.isVisible():
            return
        layout.activate()  # the parts just shown or hidden counted
        need = layout.totalHeightForWidth(self.width()) if layout.hasHeightForWidth() else \
            layout.totalSizeHint().height()
        room = self.screen().availableGeometry()
        frame = self.frameGeometry().height() - self.height()  # a window manager's title bar
        if need > self.height():
            self.resize(self.width(), min(need, room.height() - frame))
        below = self.frameGeometry().bottom() - room.bottom()
        if below > 0:  # its buttons kept on the screen
            self.move(self.x(), max(room.top(), self.y() - below))

    def _show_phones(self, status: TableStatus) -> None:
        chosen = self.phones.currentItem()
        keep = chosen.data(Qt.ItemDataRole.UserRole) if chosen is not None else None
        self.phones.clear()
        for phone in status.phones:
            seat = phone.seat or self.tr("no seat yet")
            text = arg(self.tr("Phone %1 · %2 · %3"), phone.id, seat,
                       self.tr("connected") if phone.connected else self.tr("not connected"))
            item = QListWidgetItem(text)
            item.setData(Qt.ItemDataRole.UserRole, phone.id)
            self.phones.addItem(item)
            if phone.id == keep:
                self.phones.setCurrentItem(item)
        if self._gone is not None and all(phone.id != self._gone[0] for phone in status.phones):
            if status.phones:  # the phone below it comes up into its row
                self.phones.setCurrentRow(min(self._gone[1], len(status.phones) - 1))
            self._gone = None
        if not status.phones:
            empty = QListWidgetItem(self.tr("No phone has joined yet."))
            empty.setFlags(Qt.ItemFlag.NoItemFlags)
            self.phones.addItem(empty)
        _fit_rows(self.phones)

    def _show_conflicts(self, status: TableStatus) -> None:
        game = self.host.session.game
        lines = [arg(self.tr("%1 is in %2's city, and %3's phone confirmed it too: they check together."),
                     labels.tile_long_label(game.variant, c.tile), c.holder, c.claimant)
                 for c in status.conflicts]
        self.conflicts.setText("\n".join(lines))
        self.conflicts_area.setVisible(bool(lines))

    def _update_buttons(self) -> None:
        item = self.phones.currentItem()
        chosen = item is not None and item.data(Qt.ItemDataRole.UserRole) is not None
        self.disconnect_button.setEnabled(chosen)


#: The conflicts' lines shown at once; more scroll (the QR code above keeps its size).
CONFLICT_LINES = 5
#: The phones' rows the list is tall enough for before it scrolls: a table's six players.
PHONE_ROWS = 6


def _phone_list(parent: QWidget) -> QListWidget:
    """The phones, as tall as their rows (up to ``PHONE_ROWS``): Qt's default list height took
    some 240 px for one row, which with the QR code made the dialog nearly as tall as a
    1280×720 screen."""
    phones = QListWidget(parent)
    phones.setObjectName("tablePhones")
    phones.setSizeAdjustPolicy(QListWidget.SizeAdjustPolicy.AdjustToContents)
    return phones


def _fit_rows(phones: QListWidget) -> None:
    """At most ``PHONE_ROWS`` rows tall (a row as the style draws it, once there is one)."""
    if phones.count():
        phones.setMaximumHeight(phones.sizeHintForRow(0) * PHONE_ROWS + 2 * phones.frameWidth())


def _scrolled(label: PlainLabel, parent: QWidget) -> QScrollArea:
    """``label`` in a frameless area at most ``CONFLICT_LINES`` lines high, scrolling the rest."""
    area = QScrollArea(parent)
    area.setObjectName("tableConflictsArea")
    area.setWidgetResizable(True)
    area.setFrameShape(QFrame.Shape.NoFrame)
    area.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
    area.setWidget(label)
    area.setMaximumHeight(label.fontMetrics().lineSpacing() * CONFLICT_LINES + 8)
    area.setVisible(False)
    return area
