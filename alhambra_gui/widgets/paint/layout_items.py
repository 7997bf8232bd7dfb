"""Layout items that are no one else's to delete. Qt leaves an item taken out of a layout
(``takeAt``) to its caller, and a layout owns the items it holds; PySide deletes neither
when its Python wrapper goes, so each must be deleted here: a list of chips or a grid laid
out again and again (a new game, a dialog's lines) otherwise keeps every item it ever had."""

from __future__ import annotations

import shiboken6
from PySide6.QtWidgets import QLayout, QLayoutItem, QWidget


def take_widget(layout: QLayout, index: int = 0) -> QWidget | None:
    """Take the item at ``index`` out of ``layout`` and delete it; its widget, if it had one
    (the widget stays, the caller's to keep or delete)."""
    item = layout.takeAt(index)
    if item is None:
        return None
    widget = item.widget()
    delete_items([item])
    return widget


def delete_items(items: list[QLayoutItem], *_args: object) -> None:
    """Delete the items (the list is emptied): those a custom layout holds, once it goes
    (connect it to the layout's ``destroyed`` with the list it keeps them in)."""
    while items:
        item = items.pop()
        if shiboken6.isValid(item):
            shiboken6.delete(item)
