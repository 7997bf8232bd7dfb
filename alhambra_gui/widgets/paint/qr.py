"""A QR code (segno's) as a picture: the BG Stats link of a finished game, the table's invite."""

from __future__ import annotations

import segno
from PySide6.QtCore import Qt
from PySide6.QtGui import QColor, QImage

#: Pixels per module on screen, and the quiet zone around the code (in modules).
SCALE, BORDER = 4, 4


def qr_image(code: segno.QRCode, scale: int = SCALE, border: int = BORDER) -> QImage:
    """The code as a black-on-white picture (its quiet zone included)."""
    size = len(code.matrix) + 2 * border
    image = QImage(size, size, QImage.Format.Format_RGB32)
    image.fill(QColor("white"))
    black = QColor("black").rgb()
    for y, row in enumerate(code.matrix):
        for x, dark in enumerate(row):
            if dark:
                image.setPixel(x + border, y + border, black)
    return image.scaled(size * scale, size * scale, Qt.AspectRatioMode.KeepAspectRatio,
                        Qt.TransformationMode.FastTransformation)
