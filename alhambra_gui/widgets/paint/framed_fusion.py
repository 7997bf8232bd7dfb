"""Qt's Fusion style with check boxes and radio buttons whose edge shows on a dark palette.

Fusion draws an indicator's edge a shade darker than the window: on the app's dark palette
(View ▸ Theme ▸ Dark where the platform gives none) an empty box or circle was a dark patch
on a dark window, about 1.2:1. Drawn again here in a tone of the window's text at 3:1
against the window (WCAG 1.4.11, a control's edge); a light palette keeps Fusion's own.
"""

from __future__ import annotations

from PySide6.QtCore import QRectF
from PySide6.QtGui import QColor, QPainter, QPalette, QPen
from PySide6.QtWidgets import QProxyStyle, QStyle, QStyleFactory, QStyleOption, QWidget

from .tones import LARGE_CONTRAST, is_dark, mix, readable

_EDGED = (QStyle.PrimitiveElement.PE_IndicatorCheckBox, QStyle.PrimitiveElement.PE_IndicatorRadioButton)


def indicator_edge(palette: QPalette) -> QColor:
    """The edge of an indicator on ``palette``'s window: halfway to the text, at 3:1."""
    window = palette.color(QPalette.ColorRole.Window)
    return readable(mix(window, palette.color(QPalette.ColorRole.WindowText), 0.5), window, LARGE_CONTRAST)


class FramedFusion(QProxyStyle):
    """Fusion (``QStyleFactory.create("fusion")``), its indicators edged on dark palettes."""

    def __init__(self) -> None:
        super().__init__(QStyleFactory.create("fusion"))

    def drawPrimitive(self, element: QStyle.PrimitiveElement, option: QStyleOption, painter: QPainter,
                      widget: QWidget | None = None) -> None:
        super().drawPrimitive(element, option, painter, widget)
        if element not in _EDGED or not is_dark(option.palette):
            return
        painter.save()
        painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
        painter.setPen(QPen(indicator_edge(option.palette), 1.0))
        painter.setBrush(QColor(0, 0, 0, 0))
        edge = QRectF(option.rect).adjusted(0.5, 0.5, -0.5, -0.5)
        if element == QStyle.PrimitiveElement.PE_IndicatorRadioButton:
            painter.drawEllipse(edge)
        else:
            painter.drawRect(edge)
        painter.restore()
