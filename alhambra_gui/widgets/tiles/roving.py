"""One Tab stop for a set of tile chips (the palette's 54 tiles were 54 stops): the chip last
focused, or the first one shown, takes the Tab key; the arrow keys move among the chips shown,
left and right in their order, up and down to the nearest chip of the row above or below."""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QPoint, Qt

from .tile_list import TileChip

ARROWS = (Qt.Key.Key_Left, Qt.Key.Key_Right, Qt.Key.Key_Up, Qt.Key.Key_Down)


class RovingFocus:
    """``RovingFocus(chips)``: the chips answer to it (``TileChip.roving``); ``reset`` after
    chips were shown or hidden."""

    def __init__(self, chips: Sequence[TileChip] = ()) -> None:
        self._chips: list[TileChip] = []
        self._door: TileChip | None = None
        self.rebind(chips)

    def rebind(self, chips: Sequence[TileChip]) -> None:
        """The chips are these now (a reserve's, after an edit): the door stays on its chip if
        that chip is still among them."""
        self._chips = list(chips)
        if self._door is not None and self._door not in self._chips:
            self._door = None
        for chip in self._chips:
            if chip is not self._door:
                chip.setFocusPolicy(Qt.FocusPolicy.ClickFocus)
            chip.roving = self
        self.reset()

    def reset(self) -> None:
        """The door stays where it is if its chip is shown, else it goes to the first shown."""
        door = self._door
        if door is None or door.isHidden():
            door = next((chip for chip in self._chips if not chip.isHidden()), None)
        self.opened(door)

    def door(self) -> TileChip | None:
        return self._door

    def opened(self, chip: TileChip | None) -> None:
        """``chip`` takes the Tab key (it has the focus, or is the first shown)."""
        if chip is self._door:
            return
        if self._door is not None:
            self._door.setFocusPolicy(Qt.FocusPolicy.ClickFocus)
        self._door = chip
        if chip is not None:
            chip.setFocusPolicy(Qt.FocusPolicy.StrongFocus)

    def step(self, chip: TileChip, key: Qt.Key) -> bool:
        """Move the focus from ``chip`` by an arrow key; whether there was a chip to go to."""
        shown = [c for c in self._chips if not c.isHidden()]
        if chip not in shown:
            return False
        target = _beside(shown, chip, key) if key in ARROWS[:2] else _above_below(shown, chip, key)
        if target is None:
            return False
        target.setFocus(Qt.FocusReason.OtherFocusReason)
        return True


def _beside(shown: list[TileChip], chip: TileChip, key: Qt.Key) -> TileChip | None:
    at = shown.index(chip) + (1 if key == Qt.Key.Key_Right else -1)
    return shown[at] if 0 <= at < len(shown) else None


def _above_below(shown: list[TileChip], chip: TileChip, key: Qt.Key) -> TileChip | None:
    """The nearest chip of the next row up or down (rows by the chips' places on screen)."""
    def centre(c: TileChip) -> QPoint:
        return c.mapToGlobal(c.rect().center())

    here, down = centre(chip), key == Qt.Key.Key_Down
    others = [(c, centre(c)) for c in shown if c is not chip]
    ahead = [(c, p) for c, p in others if (p.y() > here.y() + 2 if down else p.y() < here.y() - 2)]
    if not ahead:
        return None
    row_y = min(ahead, key=lambda cp: abs(cp[1].y() - here.y()))[1].y()
    row = [(c, p) for c, p in ahead if abs(p.y() - row_y) <= 2]
    return min(row, key=lambda cp: abs(cp[1].x() - here.x()))[0]
