"""A line of facts ("9 buildings · Longest wall: 6 · 2 problems") that wraps between facts,
never inside one: each fact is a label of its own in a flow, so no language's line
breaking can split "Longest wall: 6" or "剩餘城牆片：9" across two lines. The separator after
a fact is drawn only while the next fact stands on the same line (its room is kept either
way, so that showing it moves nothing): a line never ends with "·". Widgets that follow the
facts (a page's buttons) share the flow, at the right end of their line, so the facts take
the header's whole width before a button takes a line of its own.

At a width the line keeps the most height it has needed there (``FlowLayout.keeps_height``): a fact
one character longer ("1 building" becoming "2 buildings") that sends the button to a second
line, and back at the next undo, would move the city below it up and down under the pointer.
"""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QPoint, QSize, Qt
from PySide6.QtGui import QColor, QPainter, QPaintEvent
from PySide6.QtWidgets import QSizePolicy, QWidget

from ..paint.plain import PlainLabel
from ..shared.flow_layout import FlowLayout

SEPARATOR = " ·"


class Fact(PlainLabel):
    """One fact, with room after it for the separator, drawn while ``separated``."""

    def __init__(self, parent: QWidget) -> None:
        super().__init__(parent)
        self.followed = False  # another fact comes after this one
        self.separated = False  # ... on the same line: the separator is drawn

    def _room(self) -> int:
        return self.fontMetrics().horizontalAdvance(SEPARATOR) if self.followed else 0

    def sizeHint(self) -> QSize:
        return super().sizeHint() + QSize(self._room(), 0)

    def minimumSizeHint(self) -> QSize:
        return super().minimumSizeHint() + QSize(self._room(), 0)

    def shown_text(self) -> str:
        return self.text() + (SEPARATOR if self.separated else "")

    def paintEvent(self, event: QPaintEvent) -> None:
        super().paintEvent(event)
        if not self.separated:
            return
        painter = QPainter(self)
        painter.setPen(self.palette().color(self.foregroundRole()))
        metrics = self.fontMetrics()
        left = self.contentsRect().left() + metrics.horizontalAdvance(self.text())
        baseline = (self.height() + metrics.ascent() - metrics.descent()) // 2
        painter.drawText(QPoint(left, baseline), SEPARATOR)
        painter.end()


class FactLine(QWidget):
    """Facts shown in order, each with an optional colour (drawn bold), wrapping between them."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._layout = FlowLayout(self, spacing=4)
        self._layout.arranged = self._mark_line_ends  # the facts moved: another line may end
        self._layout.keeps_height = True
        self._labels: list[Fact] = []
        self._facts: list[str] = []
        #: Each label's text and style as set (a fact that did not change is not set again:
        #: a style set anew polishes the label and lays the line out again).
        self._set: list[tuple[str, str]] = []
        policy = QSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Preferred)
        policy.setHeightForWidth(True)
        self.setSizePolicy(policy)
    def set_facts(self, facts: Sequence[tuple[str, QColor | None]]) -> None:
        texts = [text for text, _colour in facts]
        wanted = [(text, f"color: {colour.name()}; font-weight: 600;" if colour else "")
                  for text, colour in facts]
        if wanted == self._set:
            return  # the same facts (an edit of another city): nothing to lay out again
        while len(self._labels) > len(facts):
            label = self._labels.pop()
            self._layout.removeWidget(label)
            label.deleteLater()
        while len(self._labels) < len(facts):
            label = Fact(self)
            label.setObjectName("fact")
            label.setAlignment(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter)
            self._layout.insert_widget(len(self._labels), label)  # before the trailing widgets
            self._labels.append(label)
        for index, (label, (text, style)) in enumerate(zip(self._labels, wanted, strict=True)):
            before = self._set[index] if index < len(self._set) else None
            followed = index < len(facts) - 1
            if label.followed != followed:  # the separator's room comes or goes
                label.followed = followed
                label.updateGeometry()
            if before is None or before[0] != text:
                label.setText(text)
            if before is None or before[1] != style:
                label.setStyleSheet(style)
        self._facts, self._set = texts, wanted
        self._layout.invalidate()
        self.updateGeometry()
        self._mark_line_ends()

    def _mark_line_ends(self) -> None:
        """The separator after each fact whose next fact stands on the same line."""
        for index, label in enumerate(self._labels):
            after = self._labels[index + 1] if index + 1 < len(self._labels) else None
            separated = after is not None and after.y() == label.y()
            if separated != label.separated:
                label.separated = separated
                label.update()

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
            rows.setdefault(label.y(), []).append(label.shown_text())
        return [" ".join(texts) for _y, texts in sorted(rows.items())]
