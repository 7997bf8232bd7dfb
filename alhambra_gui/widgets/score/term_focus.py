"""The number selected in the scoreboard (a player and the key of a module's term or of a
building type), shared by the scoreboard and every city of the session: the city of that
player highlights what a module says earned it (``ModuleUI.term_highlight``). Not game
state: nothing of it is undone or saved."""

from __future__ import annotations

from PySide6.QtCore import QObject, Signal

from ...app.session import GameSession


class TermFocus(QObject):
    """``player`` and ``key``: the term selected (None: none is)."""

    changed = Signal()

    def __init__(self, session: GameSession) -> None:
        super().__init__(session)
        self.setObjectName("termFocus")
        self.player: str | None = None
        self.key: str | None = None

    @staticmethod
    def of(session: GameSession) -> TermFocus:
        """The session's focus (made when first asked for)."""
        found = session.findChild(TermFocus, "termFocus")
        return found if isinstance(found, TermFocus) else TermFocus(session)

    def show(self, player: str | None, key: str | None) -> None:
        if (player, key) != (self.player, self.key):
            self.player, self.key = player, key
            self.changed.emit()

    def clear(self) -> None:
        self.show(None, None)
