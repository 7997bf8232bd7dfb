"""The expansion modules' edits of the open game, each one undoable step of the session:
choosing the modules in play, and any edit a module makes (``make``: a chest put on a
building, a card handed out, a gate taken off). A module's edits are its own
(``engine.modules.<id>``: ``chest_step``, ``card_step``…, each an ``engine.Edit`` with the
words of its step); the window's parts, the phones and the tests make them here alike."""

from __future__ import annotations

from PySide6.QtCore import QObject

from ..engine import Edit
from . import labels
from .change import RULES_CHANGED, Change
from .commands import Editor


class ModuleEdits(QObject):
    """``session``: the open game's, whose steps these are (``parent``: the session too)."""

    def __init__(self, session: Editor, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._session = session

    def set_modules(self, module_ids: list[str]) -> None:
        """Play with these modules (what the modules no longer in play held goes)."""
        self._session.edit(lambda: self.tr("Change the modules"),
                           lambda g: g.set_modules(module_ids), RULES_CHANGED)

    def make(self, edit: Edit) -> None:
        """Make a module's edit as one step, named in the language of the moment (an
        ``AlhambraError`` refuses it before anything is pushed)."""
        self._session.edit(lambda: labels.sentence_text(edit.step), edit.change, Change(cities=edit.cities))
