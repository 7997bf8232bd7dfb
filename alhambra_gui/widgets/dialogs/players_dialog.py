"""Game ▸ Players…: the names and colours of the game under way, seat by seat.

A typo made in the new game's dialog, "Player 2" who turned out to be Jonas, a colour two
players find too alike: each is put right here without starting over. The seats stay as
they are (adding or removing a player would change the game itself); the session makes the
change one step of the game's history (``GameSession.set_players``), so Edit ▸ Undo takes it
back, and the phones at the table keep their seats under the new names.
"""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtGui import QColor
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QGridLayout,
    QLineEdit,
    QPushButton,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

from ...engine import MAX_NAME_CODE_POINTS
from ..paint.plain import PlainLabel
from ..paint.tones import follow_palette, message_style
from .player_fields import ask_colour, colour_tip, names_problem, seat_label, swatch


class PlayersDialog(QDialog):
    """Each seat's name and colour; read them with ``names`` and ``colours`` once accepted."""

    def __init__(self, names: Sequence[str], colours: Sequence[str], parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("playersDialog")
        self.setWindowTitle(self.tr("Players"))
        self._colours = [QColor(c).name() for c in colours]
        layout = QVBoxLayout(self)
        heading = self.tr("Names and colours of this game's players, in seating order:")
        layout.addWidget(PlainLabel(heading, self))
        grid = QGridLayout()
        layout.addLayout(grid)
        self.name_edits: list[QLineEdit] = []
        self.colour_buttons: list[QToolButton] = []
        for seat, name in enumerate(names):
            self._add_row(grid, seat, name)
        self.message_label = PlainLabel(self)
        self.message_label.setWordWrap(True)
        follow_palette(self.message_label, message_style)
        layout.addWidget(self.message_label)
        self.buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel, self)
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)
        layout.addWidget(self.buttons)
        self._update()

    def _add_row(self, grid: QGridLayout, seat: int, name: str) -> None:
        label = PlainLabel(seat_label(seat), self)
        edit = QLineEdit(name, self)
        edit.setMaxLength(MAX_NAME_CODE_POINTS)  # the length a person sees is checked
        edit.setAccessibleName(label.text())
        edit.textChanged.connect(lambda _text: self._update())
        label.setBuddy(edit)
        button = QToolButton(self)
        button.setToolTip(colour_tip(seat))
        button.clicked.connect(lambda _checked=False, s=seat: self._ask_colour(s))
        grid.addWidget(label, seat, 0)
        grid.addWidget(edit, seat, 1)
        grid.addWidget(button, seat, 2)
        self.name_edits.append(edit)
        self.colour_buttons.append(button)
        self.set_colour(seat, self._colours[seat])

    # ---- reading ---------------------------------------------------------------------------
    @property
    def ok_button(self) -> QPushButton:
        return self.buttons.button(QDialogButtonBox.StandardButton.Ok)

    def names(self) -> list[str]:
        return [edit.text().strip() for edit in self.name_edits]

    def colours(self) -> list[str]:
        """Each seat's colour as ``#rrggbb``."""
        return list(self._colours)

    def problem(self) -> str:
        """Why the names cannot be a table's, or "" when they can."""
        return names_problem(self.names())

    # ---- colours -----------------------------------------------------------------------------
    def set_colour(self, seat: int, colour: str) -> None:
        self._colours[seat] = QColor(colour).name()
        self.colour_buttons[seat].setIcon(swatch(colour))

    def choose_colour(self, initial: QColor) -> QColor:
        """Ask for a colour (a method of its own so that tests can answer for the user)."""
        return ask_colour(self, initial)

    def _ask_colour(self, seat: int) -> None:
        colour = self.choose_colour(QColor(self._colours[seat]))
        if colour.isValid():
            self.set_colour(seat, colour.name())

    def _update(self) -> None:
        problem = self.problem()
        self.message_label.setText(problem)
        self.message_label.setVisible(bool(problem))
        self.ok_button.setEnabled(not problem)
