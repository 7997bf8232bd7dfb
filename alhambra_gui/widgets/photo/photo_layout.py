"""The photo import dialog's widgets and their places: the photo, its grid and the reading's
controls along the top; the photo left, the loupe, help and proposal right; what the reading
says and the buttons below. The dialog connects them (photo_import.py). Both photo dialogs'
file filter, and their size fitted to the screen they open on."""

from __future__ import annotations

from typing import NamedTuple

from PySide6.QtCore import QCoreApplication, QSize, Qt
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QHBoxLayout,
    QLabel,
    QProgressBar,
    QPushButton,
    QSpinBox,
    QSplitter,
    QVBoxLayout,
    QWidget,
)

from ...app.labels import QT_TR_NOOP

#: The photos the dialogs open (this one and the table's, table_import.py).
PHOTO_FILTER = QT_TR_NOOP("Photos (*.jpg *.jpeg *.png *.webp *.tif *.tiff *.gif *.bmp);;All files (*)")
#: The dialog's size where the screen has room for it.
WANTED_SIZE = QSize(1280, 780)


class PhotoParts(NamedTuple):
    open_button: QPushButton
    file_label: QLabel
    cols_spin: QSpinBox
    rows_spin: QSpinBox
    read_button: QPushButton
    progress: QProgressBar
    stop_button: QPushButton
    help: QLabel
    summary: QLabel
    message: QLabel
    buttons: QDialogButtonBox
    accept_button: QPushButton
    other_button: QPushButton


def lay_out(dialog: QDialog, canvas: QWidget, loupe: QWidget, preview: QWidget,
            most_cells: int) -> PhotoParts:
    """The dialog's widgets, laid out on it (texts in the dialog's translation context)."""
    open_button = _button(QCoreApplication.translate("PhotoImportDialog", "Open photo…"))
    file_label = _label(QCoreApplication.translate("PhotoImportDialog", "No photo yet"))
    cols_spin = _spin(QCoreApplication.translate("PhotoImportDialog", "Columns"), most_cells)
    rows_spin = _spin(QCoreApplication.translate("PhotoImportDialog", "Rows"), most_cells)
    read_button = _button(QCoreApplication.translate("PhotoImportDialog", "Read the photo"), "readPhoto")
    progress = QProgressBar()
    progress.setObjectName("readProgress")
    progress.setRange(0, 100)
    progress.setFormat(QCoreApplication.translate("PhotoImportDialog", "Reading the photo…"))
    progress.setAccessibleName(QCoreApplication.translate("PhotoImportDialog", "Reading the photo…"))
    stop_button = _button(QCoreApplication.translate("PhotoImportDialog", "Stop reading"), "stopReading")
    top = QHBoxLayout()
    for widget in (open_button, file_label):
        top.addWidget(widget)
    top.addStretch(1)
    for text, spin in ((QCoreApplication.translate("PhotoImportDialog", "Columns:"), cols_spin),
                       (QCoreApplication.translate("PhotoImportDialog", "Rows:"), rows_spin)):
        top.addWidget(QLabel(text))
        top.addWidget(spin)
    for shown in (read_button, progress, stop_button):
        top.addWidget(shown)
    help_text = _label(QCoreApplication.translate(
        "PhotoImportDialog",
        "Check that the four corners sit on the outer corners of the block of cells that holds the "
        "city (NW first, clockwise) and drag any that is off; arrows nudge the selected corner, 1–4 "
        "pick one. Click a cell of the photo to tell its type; click a cell of the city to correct it."))
    help_text.setWordWrap(True)
    side = QWidget()
    column = QVBoxLayout(side)
    column.setContentsMargins(0, 0, 0, 0)
    loupe_row = QHBoxLayout()
    loupe_row.addWidget(loupe)
    loupe_row.addWidget(help_text, 1)
    column.addLayout(loupe_row)
    column.addWidget(preview, 1)
    splitter = QSplitter()
    splitter.addWidget(canvas)
    splitter.addWidget(side)
    splitter.setSizes([760, 520])
    summary = _label("")
    summary.setWordWrap(True)  # beside the buttons a summary with problems is longer than a line
    message = _label("")
    message.setObjectName("photoMessage")
    message.setWordWrap(True)
    buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Cancel)
    accept_button = buttons.addButton(QCoreApplication.translate("PhotoImportDialog", "Accept"),
                                      QDialogButtonBox.ButtonRole.AcceptRole)
    accept_button.setObjectName("acceptCity")
    accept_button.setAutoDefault(False)
    buttons.button(QDialogButtonBox.StandardButton.Cancel).setAutoDefault(False)
    other = QCoreApplication.translate("PhotoImportDialog", "Show the other reading")
    other_button = _button(other, "otherReading")
    other_button.hide()
    bottom = QHBoxLayout()
    lines = QVBoxLayout()
    lines.addWidget(summary)
    lines.addWidget(message)
    bottom.addLayout(lines, 1)
    bottom.addWidget(other_button)
    bottom.addWidget(buttons)
    layout = QVBoxLayout(dialog)
    layout.addLayout(top)
    layout.addWidget(splitter, 1)
    layout.addLayout(bottom)
    return PhotoParts(open_button, file_label, cols_spin, rows_spin, read_button, progress, stop_button,
                      help_text, summary, message, buttons, accept_button, other_button)


def _button(text: str, name: str = "") -> QPushButton:
    button = QPushButton(text)
    button.setAutoDefault(False)  # Enter takes the default button, wherever the focus is
    if name:
        button.setObjectName(name)
    return button


def _label(text: str) -> QLabel:
    label = QLabel(text)
    label.setTextFormat(Qt.TextFormat.PlainText)
    return label


def _spin(name: str, most: int) -> QSpinBox:
    spin = QSpinBox()
    spin.setRange(1, most)
    spin.setValue(3)
    spin.setAccessibleName(name)
    return spin


def fitted_size(available: QSize, least: QSize, wanted: QSize = WANTED_SIZE) -> QSize:
    """A dialog's size on a screen with ``available`` room: ``wanted`` where it fits, else
    most of the room (never below what the layout needs, ``least``)."""
    width = min(wanted.width(), int(0.96 * available.width()))
    height = min(wanted.height(), int(0.9 * available.height()))
    return QSize(max(width, least.width()), max(height, least.height()))
