"""A menu of check boxes that stays open while entries are ticked (the completed groups of
Orchards, the types of a figure): Qt's menu closes at every click, so ticking three groups
took three trips to the button."""

from __future__ import annotations

from PySide6.QtGui import QMouseEvent
from PySide6.QtWidgets import QMenu


class TickingMenu(QMenu):
    """A click on a checkable entry ticks it and leaves the menu open; any other entry, a
    click outside or Escape closes it as usual."""

    def mouseReleaseEvent(self, event: QMouseEvent) -> None:
        action = self.actionAt(event.position().toPoint())
        if action is not None and action.isCheckable() and action.isEnabled():
            action.trigger()  # ticks it (toggled follows); the menu stays
            event.accept()
            return
        super().mouseReleaseEvent(event)
