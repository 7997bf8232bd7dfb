"""Whether a dock is in sight, its body hidden while it is not, and what it shows kept up
with the game.

Qt keeps a dock whose tab is behind another tab "visible": it moves it out of the window
(``isVisible()`` stays true). Every change of its texts or figures then lays out its body
again, unseen: after a switch of language, the Modules and Typed figures docks behind the
reserves' tab moved or resized their widgets 744 times (1 274 on the first switch).
``DockSight`` follows what Qt says of the dock (``visibilityChanged``: shown, hidden, its
tab chosen or left), hides the body while the dock is out of sight — a hidden widget's
layout is not worked out — and, before it is shown again, lets the dock catch up with
what changed meanwhile.

A dock whose panels are built for a shape of the game (its variant, modules, players) and
refreshed for the rest hands ``DockSight`` the three: the shape it is built for, how it is
built and how it is refreshed. ``follow`` is then all it does on a change of the game, and
``catch_up`` all it does before it is read or shown; the panels are built when the dock is
first shown (or asked for them).
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QObject
from PySide6.QtWidgets import QDockWidget, QWidget


class DockSight(QObject):
    """Follows ``dock``: ``seen`` says whether it is in sight; ``body()`` (the part shown in
    its tab only, not what fixes the dock's size: e.g. a scroll area's widget) is hidden
    while it is not. ``shape()`` is what the dock's panels are built for, ``rebuild()``
    builds them for it (``built_for``), ``refresh()`` shows the game in them."""

    def __init__(self, dock: QDockWidget, body: Callable[[], QWidget | None],
                 shape: Callable[[], tuple[object, ...]], rebuild: Callable[[], None],
                 refresh: Callable[[], None]) -> None:
        super().__init__(dock)
        self.seen = False  # not until Qt shows the dock
        #: The shape the panels were last built for (None: not built yet).
        self.built_for: tuple[object, ...] | None = None
        self._behind = True  # changes were made that the panels do not show
        self._body = body
        self._shape = shape
        self._rebuild = rebuild
        self._refresh = refresh
        dock.visibilityChanged.connect(self._follow_sight)

    def catch_up(self) -> None:
        """The panels as the game is now, after changes made while the dock was out of sight
        (built, if never built or built for another shape)."""
        if self._behind:
            self._behind = False
            self._show_game(structure=True)

    def follow(self, structure: bool = False) -> None:
        """After a change of the game (``structure``: one that may change the shape): the
        panels follow it now if in sight, else when next shown or read."""
        if self.seen:
            self._show_game(structure)
        else:
            self._behind = True

    def _show_game(self, structure: bool) -> None:
        shape = self._shape()
        if structure and shape != self.built_for:
            self.built_for = shape
            self._rebuild()
        else:
            self._refresh()

    def _follow_sight(self, seen: bool) -> None:
        self.seen = seen
        if seen:
            self.catch_up()  # while the body is still hidden: laid out once, when shown
        self.fit_body()

    def fit_body(self) -> None:
        """Show the body if the dock is in sight, hide it if not (after the dock gave its
        scroll area a new body, which the scroll area shows)."""
        body = self._body()
        if body is not None and body.isHidden() == self.seen:
            body.setVisible(self.seen)
