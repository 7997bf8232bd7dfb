"""Room for texts whose length depends on the language: what a widget must hold to show a
text whole, where Qt would not make that room by itself."""

from __future__ import annotations

from PySide6.QtCore import QSize
from PySide6.QtWidgets import QLineEdit, QStyle, QStyleOptionFrame, QToolButton

#: QLineEdit's own margin on each side of its text, and its cursor's width.
_LINE_EDIT_MARGIN = 2
_CURSOR = 1


def placeholder_width(edit: QLineEdit) -> int:
    """The width of the line edit that shows its placeholder whole (a filter's examples are
    longer in some languages, and in Granada)."""
    metrics = edit.fontMetrics()
    margins = edit.textMargins()
    width = metrics.horizontalAdvance(edit.placeholderText()) + 2 * _LINE_EDIT_MARGIN + _CURSOR \
        + margins.left() + margins.right()
    width += sum(side.width() for side in edit.findChildren(QToolButton) if side.isVisibleTo(edit))
    option = QStyleOptionFrame()
    edit.initStyleOption(option)
    size = edit.style().sizeFromContents(QStyle.ContentsType.CT_LineEdit, option,
                                         QSize(width, metrics.height()), edit)
    return size.width()
