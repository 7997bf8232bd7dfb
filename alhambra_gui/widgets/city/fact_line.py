"""A line of facts ("9 buildings · Longest wall: 6 · 2 problems") that wraps between facts,
never inside one: each fact is a label of its own in a flow, so no language's line
breaking can split "Longest wall: 6" or "剩餘城牆片：9" across two lines. Widgets that
follow the facts (a page's buttons) share the flow, at the right end of their line, so the
facts take the header's whole width before a button takes a line of its own.
"""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import Qt
from PySide6.QtGui import QColor
from PySide6.QtWidgets import QSizePolicy, QWidget

from ..paint.plain import PlainLabel
from ..tiles.tile_list import FlowLayout

SEPARATOR = " ·"


class FactLine(QWidget):
    """Facts shown in order, each with an optional colour (drawn bold), wrapping between them."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._layout = FlowLayout(self, spacing=4)
        self._labels: list[PlainLabel] = []
        self._facts: list[str] = []
        #: Each label's text and style as set (a fact that did not change is not set again:
        #: a style set anew polishes the label and lays the line out again).
        self._set: list[tuple[str, str]] = []
        policy = QSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Preferred)
        policy.setHeightForWidth(True)
        self.setSizePolicy(policy)

    def set_facts(self, facts: Sequence[tuple[str, QColor | None]]) -> None:
        texts = [text for text, _colour in facts]
        wanted = [(text + (SEPARATOR if index < len(facts) - 1 else ""),
                   f"color: {colour.name()}; font-weight: 600;" if colour else "")
                  for index, (text, colour) in enumerate(facts)]
        if wanted == self._set:
            return  # the same facts (an edit of another city): nothing to lay out again
        while len(self._labels) > len(facts):
            label = self._labels.pop()
            self._layout.removeWidget(label)
            label.deleteLater()
        while len(self._labels) < len(facts):
            label = PlainLabel(self)
            label.setObjectName("fact")
            label.setAlignment(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter)
            self._layout.insert_widget(len(self._labels), label)  # before the trailing widgets
            self._labels.append(label)
        for index, (label, (text, style)) in enumerate(zip(self._labels, wanted, strict=True)):
            before = self._set[index] if index < len(self._set) else None
            if before is None or before[0] != text:
                label.setText(text)
            if before is None or before[1] != style:
                label.setStyleSheet(style)
        self._facts, self._set = texts, wanted
        self._layout.invalidate()
        self.updateGeometry()

    def add_trailing(self, widget: QWidget) -> None:
        """A widget after the facts (the page's buttons), at the right end of the line it
        falls on: beside the facts while they leave room, else on a line below them."""
        self._layout.addWidget(widget)
        self._layout.flush_right.add(widget)

    def facts(self) -> list[str]:
        return list(self._facts)

    def text(self) -> str:
        """The facts in one line, as read out ("9 buildings · Longest wall: 6")."""
        return " · ".join(self._facts)

    def lines(self) -> list[str]:
        """The facts as they are shown, line by line (after the layout has placed them)."""
        rows: dict[int, list[str]] = {}
        for label in self._labels:
            rows.setdefault(label.y(), []).append(label.text())
        return [" ".join(texts) for _y, texts in sorted(rows.items())]
