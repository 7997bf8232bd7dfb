"""A spin box that says when a typed number is out of its range, instead of dropping the key
or turning it into another number without a word.

A plain QSpinBox refuses a digit that would leave its range (a "9" where the most is 7 is
not typed at all; "12" where it is 11 stops at "1" and becomes 1). This one shows what was
typed, and when the typing ends (Enter, leaving the box) keeps its last valid value and
emits ``outOfRange`` with the number, so that the form can say why.

Its forms scroll (the counts, the Typed figures dock): a wheel turned over a box the player
has not clicked into scrolls the form and leaves the number as it is.
"""

from __future__ import annotations

from PySide6.QtCore import Qt, Signal
from PySide6.QtGui import QValidator, QWheelEvent
from PySide6.QtWidgets import QAbstractSpinBox, QSpinBox, QWidget


class RangeSpinBox(QSpinBox):
    #: A number outside the range was typed and the box kept its value: (typed, kept).
    outOfRange = Signal(int, int)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._outside: int | None = None  # the number last typed, when it is out of range
        self.setCorrectionMode(QAbstractSpinBox.CorrectionMode.CorrectToPreviousValue)
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)  # a wheel does not take the focus
        self.lineEdit().textEdited.connect(self._on_typed)
        self.editingFinished.connect(self._on_finished)

    def validate(self, text: str, pos: int) -> tuple[QValidator.State, str, int]:
        if self._out_of_range(text) is not None:
            return QValidator.State.Intermediate, text, pos  # shown as typed, never taken
        return super().validate(text, pos)

    def wheelEvent(self, event: QWheelEvent) -> None:
        """Only a box with the focus turns with the wheel; else the form around it scrolls."""
        if self.hasFocus():
            super().wheelEvent(event)
        else:
            event.ignore()

    def _out_of_range(self, text: str) -> int | None:
        typed = text.strip()
        number = int(typed) if typed.isdigit() else None
        return number if number is not None and not self.minimum() <= number <= self.maximum() else None

    def focusNextPrevChild(self, next: bool) -> bool:
        """Tab and Shift+Tab take the number typed before the next box is looked for: a box
        that the number enables (Granada's highest value, once a count is typed) is next."""
        self.interpretText()
        return super().focusNextPrevChild(next)

    def _on_typed(self, text: str) -> None:
        self._outside = self._out_of_range(text)

    def _shown(self) -> str:
        """The text the box shows for its value: the special text ("–", not typed) at the
        minimum, where it has one."""
        special = self.specialValueText()
        if special and self.value() == self.minimum():
            return special
        return self.textFromValue(self.value())

    def _on_finished(self) -> None:
        outside, self._outside = self._outside, None
        if self.lineEdit().text() != self._shown():
            self.lineEdit().setText(self._shown())  # the value kept, shown
        if outside is not None:
            self.outOfRange.emit(outside, self.value())
