"""What a module with pieces that are not building tiles (huts, camps, …) gives the window's
core: the lines of its supply beside the palette (``SupplyItem``) and an editor to describe
one piece as printed (``PieceForm``, with the pickers of sides and building types its
forms are made of). The core shows the supply, opens the editor with the piece drawn as
it will be, and refuses what the supply does not hold (``Module.supply_refusal``)."""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass

from PySide6.QtCore import Signal
from PySide6.QtGui import QColor, QIcon, QPixmap
from PySide6.QtWidgets import QButtonGroup, QHBoxLayout, QToolButton, QWidget

from ...app import labels
from ...engine import SIDES, Side, Tile, Variant, Walls
from ..paint.tile_painter import type_colour
from ..paint.tones import follow_palette, toggle_style


@dataclass(frozen=True)
class SupplyItem:
    """One line of a module's supply: ``template`` is drawn (and the editor starts from it),
    ``left`` says how many of it the supply still holds, ``tooltip`` says it in words."""

    template: Tile
    left: int
    tooltip: str


class PieceForm(QWidget):
    """A module's fields of one piece as printed (a hut's type and walls); ``changed`` after
    every pick, ``piece()`` the piece described."""

    changed = Signal()

    def piece(self) -> Tile:
        raise NotImplementedError


class SidesPicker(QWidget):
    """Four checkable buttons N, E, S, W: the sides a piece has walls (or bastions) on."""

    toggled = Signal()

    def __init__(self, what: str, sides: Walls, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        row = QHBoxLayout(self)
        row.setContentsMargins(0, 0, 0, 0)
        self._buttons: dict[Side, QToolButton] = {}
        for side in SIDES:
            button = QToolButton(self)
            button.setObjectName(f"side_{side.name}")
            button.setText(side.name)
            button.setCheckable(True)
            button.setChecked(side in sides)
            button.toggled.connect(lambda _on: self.toggled.emit())
            row.addWidget(button)
            self._buttons[side] = button
        row.addStretch(1)
        self.name_sides(what)
        follow_palette(self, toggle_style)

    def name_sides(self, what: str) -> None:
        """Each button's tooltip: ``what`` ("Wall on the %1 side") of its side, in the
        language in force (its owner calls it again after a switch)."""
        for side, button in self._buttons.items():
            word = labels.side_word(side)
            button.setToolTip(labels.arg(what, word))
            button.setAccessibleName(labels.arg(what, word))

    def button(self, side: Side) -> QToolButton:
        return self._buttons[side]

    def sides(self) -> Walls:
        return Walls.of(side for side, button in self._buttons.items() if button.isChecked())


def swatch(colour: QColor, size: int = 14) -> QIcon:
    pixmap = QPixmap(size, size)
    pixmap.fill(colour)
    return QIcon(pixmap)


class TypePicker(QWidget):
    """A checkable button per building type, in its colour: one type (``most`` 1) or several."""

    toggled = Signal()

    def __init__(self, variant: Variant, chosen: Iterable[str], most: int,
                 parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._most = most
        row = QHBoxLayout(self)
        row.setContentsMargins(0, 0, 0, 0)
        self._group = QButtonGroup(self)
        self._group.setExclusive(most == 1)
        self._buttons: dict[str, QToolButton] = {}
        wanted = set(chosen)
        for kind in variant.types:
            button = QToolButton(self)
            button.setObjectName(f"type_{kind.id}")
            button.setText(kind.letter)
            button.setIcon(swatch(type_colour(variant, kind.id)))
            button.setCheckable(True)
            button.setChecked(kind.id in wanted)
            name = labels.type_name(variant, kind.id)
            button.setToolTip(name)
            button.setAccessibleName(name)
            self._group.addButton(button)
            row.addWidget(button)
            self._buttons[kind.id] = button
        self._group.buttonToggled.connect(self._on_toggled)
        row.addStretch(1)
        follow_palette(self, toggle_style)

    def button(self, type_id: str) -> QToolButton:
        return self._buttons[type_id]

    def types(self) -> tuple[str, ...]:
        return tuple(kind for kind, button in self._buttons.items() if button.isChecked())

    def _on_toggled(self, button: QToolButton, checked: bool) -> None:
        if checked and len(self.types()) > self._most:  # the first picked of those goes
            first = next(b for kind, b in self._buttons.items() if b.isChecked() and b is not button)
            first.setChecked(False)
            return
        self.toggled.emit()
