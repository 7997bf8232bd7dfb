"""Granada: the moats the next face from the palette gets, chosen with N/E/S/W buttons."""

from __future__ import annotations

from PySide6.QtWidgets import QWidget

from ...engine import SIDES, Walls
from ..modules.pieces import SidesPicker
from ..paint.plain import PlainLabel
from ..shared.flow_layout import FlowLayout


class MoatRow(QWidget):
    """A label and the four buttons (``picker``: its ``toggled`` says a choice changed); no
    more moats than a face may have (``limit``). Its owner words it (``word``)."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        # the buttons beside the label when the palette has the room, else below it: a
        # German label beside them made the palette seven tiles wide (issue 27's 1280x720)
        layout = FlowLayout(self, spacing=6)
        self._label = PlainLabel(self)
        layout.addWidget(self._label)
        self.picker = SidesPicker("", Walls(""), self)
        layout.addWidget(self.picker)

    def word(self) -> None:
        self._label.setText(self.tr("Moats of the next face:"))
        self.picker.name_sides(self.tr("Moat on the %1 side"))

    def sides(self) -> Walls:
        return self.picker.sides()

    def limit(self, most: int) -> None:
        """Once ``most`` moats are chosen, the other sides' buttons are disabled."""
        full = len(self.sides()) >= most
        for side in SIDES:
            button = self.picker.button(side)
            button.setEnabled(button.isChecked() or not full)
