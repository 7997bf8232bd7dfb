"""Choosing the expansion modules of the open game, one undoable step of the session. What a
module lets a player do once it is in play is the module's own (``widgets/modules/<id>``)."""

from __future__ import annotations

from PySide6.QtCore import QObject

from .change import RULES_CHANGED
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
