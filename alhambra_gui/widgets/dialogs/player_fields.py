"""What the dialogs that name a table's players share (File ▸ New Game, Game ▸ Players…): a
colour's swatch on its button, and why the names typed cannot be a table's."""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtGui import QColor, QIcon, QPixmap

from ...app import labels
from ...engine import PlayerError, check_names

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
