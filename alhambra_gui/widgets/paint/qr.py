"""A QR code (segno's) as a picture: the BG Stats link of a finished game, the table's invite.

The code is drawn at whole pixels per module with its quiet zone of ``BORDER`` white modules
on every side (ISO/IEC 18004 asks for 4), white whatever the theme.
"""

from __future__ import annotations

import segno
from PySide6.QtCore import QRect, QSize, Qt
from PySide6.QtGui import QColor, QImage, QPainter, QPaintEvent
from PySide6.QtWidgets import QWidget

#: Pixels per module on screen (as large as there is room for, never fewer than
#: ``MIN_SCALE``: at 2 a reader misses the largest code), and the quiet zone around the code,
#: in modules (ISO/IEC 18004: 4).
SCALE, MIN_SCALE, BORDER = 4, 3, 4


def qr_image(code: segno.QRCode, scale: int = 1, border: int = BORDER) -> QImage:
    """The code as a black-on-white picture, ``scale`` pixels per module, its quiet zone
    included."""
    size = len(code.matrix) + 2 * border
    image = QImage(size, size, QImage.Format.Format_RGB32)
    image.fill(QColor("white"))
    black = QColor("black").rgb()
    for y, row in enumerate(code.matrix):
        for x, dark in enumerate(row):
            if dark:
                image.setPixel(x + border, y + border, black)
    if scale == 1:
        return image
    return image.scaled(size * scale, size * scale, Qt.AspectRatioMode.KeepAspectRatio,
                        Qt.TransformationMode.FastTransformation)


class QrView(QWidget):
    """The code, as many whole pixels per module as the widget has room for, centred, its
    quiet zone white whatever the theme."""

    def __init__(self, code: segno.QRCode, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("qrCode")
        self.image = qr_image(code)
        self.setMinimumSize(self.image.size() * MIN_SCALE)

    def sizeHint(self) -> QSize:
        return self.image.size() * SCALE

    def code_rect(self) -> QRect:
        """Where the code and its quiet zone are drawn."""
        modules = self.image.width()
        scale = max(1, min(self.width(), self.height()) // modules)
        side = modules * scale
        return QRect((self.width() - side) // 2, (self.height() - side) // 2, side, side)

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform, False)
        painter.drawImage(self.code_rect(), self.image)
