"""Whether a dock is in sight, and its body hidden while it is not.

Qt keeps a dock whose tab is behind another tab "visible": it moves it out of the window
(``isVisible()`` stays true). Every change of its texts or figures then lays out its body
again, unseen: after a switch of language, the Modules and Typed figures docks behind the
reserves' tab moved or resized their widgets 744 times (1 274 on the first switch).
``DockSight`` follows what Qt says of the dock (``visibilityChanged``: shown, hidden, its
tab chosen or left), hides the body while the dock is out of sight — a hidden widget's
layout is not worked out — and, before it is shown again, lets the dock catch up with
what changed meanwhile.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QObject
from PySide6.QtWidgets import QDockWidget, QWidget


class DockSight(QObject):
    """Follows ``dock``: ``seen`` says whether it is in sight; ``body()`` (the part shown in
    its tab only, not what fixes the dock's size: e.g. a scroll area's widget) is hidden
    while it is not, and ``catch_up`` runs before it is shown."""

    def __init__(self, dock: QDockWidget, body: Callable[[], QWidget | None],
                 catch_up: Callable[[], None]) -> None:
        super().__init__(dock)
        self.seen = False  # not until Qt shows the dock
        self._body = body
        self._catch_up = catch_up
        dock.visibilityChanged.connect(self._follow)

    def _follow(self, seen: bool) -> None:
        self.seen = seen
        if seen:
            self._catch_up()  # while the body is still hidden: laid out once, when shown
        self.fit_body()

    def fit_body(self) -> None:
        """Show the body if the dock is in sight, hide it if not (after the dock gave its
        scroll area a new body, which the scroll area shows)."""
        body = self._body()
        if body is not None and body.isHidden() == self.seen:
            body.setVisible(self.seen)
