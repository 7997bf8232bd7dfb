"""What the dialogs that name a table's players share (File ▸ New Game, Game ▸ Players…): a
seat's words (its label, its colour button's tip, its remove button's tip, the add button, the
colour dialog's title: translated once, in the context of the new game's dialog where they were
first said; a context is a class's name), a seat's row of widgets, a colour's swatch on its
button, and why the names typed cannot be a table's."""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QCoreApplication
from PySide6.QtGui import QColor, QIcon, QPixmap
from PySide6.QtWidgets import QColorDialog, QLineEdit, QToolButton, QWidget

from ...app import labels
from ...app.labels import arg
from ...engine import MAX_NAME_CODE_POINTS, PlayerError, check_names

#: The side of a colour button's swatch, in pixels.
SWATCH = 18


def swatch(colour: str, size: int = SWATCH) -> QIcon:
    """A square of ``colour`` for a player's colour button."""
    pixmap = QPixmap(size, size)
    pixmap.fill(QColor(colour))
    return QIcon(pixmap)


def names_problem(names: Sequence[str]) -> str:
    """Why ``names`` cannot be a table's players, in one sentence, or "" when they can."""
    try:
        check_names(names)
    except PlayerError as error:
        return labels.error_text(error)
    return ""


def seat_label(seat: int) -> str:
    """A seat's label, counted from 0: "Player 1:"."""
    return arg(QCoreApplication.translate("NewGameDialog", "Player %1:"), str(seat + 1))


def colour_tip(seat: int) -> str:
    """The tip of a seat's colour button, counted from 0."""
    return arg(QCoreApplication.translate("NewGameDialog", "Colour of player %1"), str(seat + 1))


def ask_colour(parent: QWidget, initial: QColor) -> QColor:
    """Qt's colour dialog for a player's colour (invalid when cancelled)."""
    title = QCoreApplication.translate("NewGameDialog", "Player colour")
    return QColorDialog.getColor(initial, parent, title)


def remove_tip(seat: int) -> str:
    """The tip of a seat's remove button, counted from 0."""
    return arg(QCoreApplication.translate("NewGameDialog", "Remove player %1"), str(seat + 1))


def add_text() -> str:
    """The add button's text (with its mnemonic)."""
    return QCoreApplication.translate("NewGameDialog", "&Add player")


class PlayerRow:
    """The widgets of one seat: name, colour button, remove button (children of ``parent``)."""

    def __init__(self, parent: QWidget, name: str, colour: str) -> None:
        self.colour = colour
        self.chosen = False  # picked in the colour dialog: kept whatever name is typed
        self.name_edit = QLineEdit(name, parent)
        self.name_edit.setMaxLength(MAX_NAME_CODE_POINTS)  # the length a person sees is checked
        self.colour_button = QToolButton(parent)
        self.remove_button = QToolButton(parent)
        self.remove_button.setText("−")
        self.set_colour(colour)

    def set_colour(self, colour: str) -> None:
        self.colour = QColor(colour).name()
        self.colour_button.setIcon(swatch(self.colour))

    def widgets(self) -> tuple[QWidget, ...]:
        return (self.name_edit, self.colour_button, self.remove_button)
