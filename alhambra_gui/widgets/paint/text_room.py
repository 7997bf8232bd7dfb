"""Room for texts whose length depends on the language: what a widget must hold to show a
text whole, where Qt would not make that room by itself."""

from __future__ import annotations

import unicodedata
from collections.abc import Mapping

from PySide6.QtCore import QEvent, QObject, QSize
from PySide6.QtWidgets import QComboBox, QLineEdit, QStyle, QStyleOptionFrame, QToolButton, QWidget

#: Joins two characters that a line must not be broken between (U+2060, WORD JOINER: shown as
#: nothing, and Qt's line breaking keeps what it joins on one line).
WORD_JOINER = "\N{WORD JOINER}"

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


def word_items(combo: QComboBox, texts: Mapping[int, str]) -> None:
    """New words for items of ``combo`` (``{index: text}``, after a switch of language), the
    chosen one staying chosen, and the combo as wide as its items need: by itself it measures
    them once, when first shown, and would cut a longer word off."""
    combo.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToContents)
    for index, text in texts.items():
        combo.setItemText(index, text)


class WholeHeight(QObject):
    """Keeps a dialog at least as tall as its layout needs at its width: a wrapped text takes
    more lines in a longer language (or a narrower window), and Qt sizes a window's height
    for its width only when it first shows it."""

    def __init__(self, window: QWidget) -> None:
        super().__init__(window)
        window.installEventFilter(self)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() in _RESIZED and isinstance(watched, QWidget):
            layout = watched.layout()
            if layout is not None and layout.hasHeightForWidth():
                need = layout.totalHeightForWidth(watched.width())
                if watched.minimumHeight() != need:
                    watched.setMinimumHeight(need)
        return super().eventFilter(watched, event)


_RESIZED = (QEvent.Type.Show, QEvent.Type.Resize, QEvent.Type.LayoutRequest)


def unbroken(name: str) -> str:
    """A name that a wrapped line never breaks inside: Chinese (or Japanese) may break between
    any two characters, and a list of names wrapped so cut one in two, or left a character of
    the last alone on a line ("無盡之" above "門"). Its wide characters are joined (a name
    written with spaces keeps its own breaks)."""
    wide = [unicodedata.east_asian_width(c) in ("W", "F") for c in name]
    return "".join(c + WORD_JOINER if wide[i] and i + 1 < len(name) and wide[i + 1] else c
                   for i, c in enumerate(name))
