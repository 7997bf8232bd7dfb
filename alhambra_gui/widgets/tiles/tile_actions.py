"""What the expansion modules in play let a player do to one of their tiles, as menu
actions (the city view's and the reserves' context menus) and keys (on the tile under the
city view's cursor): each module's part says its own (``modules.facets.TileActor``;
on an empty cell of the city, ``cell_actions``)."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtGui import QAction, QKeyEvent, QKeySequence
from PySide6.QtWidgets import QMenu

from ...app.session import GameSession
from ...engine import DIRK, NO_MARKS, Cell, Marks, Tile
from ..modules.facets import MarkPart, TileActor
from ..modules.registry import parts_with
from ..modules.ui import Attempt, CellTarget, TileAction, TileTarget

#: Runs a module action: (what it does for a refusal, the action with or without "anyway").
Runner = Callable[[str, Attempt], object]


def marks_lines(session: GameSession, marks: Marks) -> list[str]:
    """What the modules in play have put on a tile, in words (for tooltips); a mark two of
    them share (a wall piece) said once."""
    if not marks:
        return []
    return list(dict.fromkeys(line for _, ui in parts_with(MarkPart, session.game.ruleset.modules)
                              for line in ui.marks_lines(marks)))


class TileActions:
    """The module actions on one tile of ``player``: a city cell, or a reserve tile (or, for
    Dirk, a tile of his pile)."""

    def __init__(self, session: GameSession, player: str, where: Cell | Tile, run: Runner) -> None:
        self._run = run
        self._actions: list[TileAction] = []
        rules = session.game.ruleset
        if player == DIRK and isinstance(where, Tile):  # a tile of Dirk's pile
            marks = session.game.dirk_marks.get(where, NO_MARKS)
            target = TileTarget(session, DIRK, where, where, marks)
            self._actions = [a for _, ui in parts_with(TileActor, rules.modules)
                             for a in ui.dirk_actions(target)]
            return
        owner = session.game.player(player)
        tile = where if isinstance(where, Tile) else owner.city.get(where)
        if tile is not None and not tile.is_fountain:
            target = TileTarget(session, player, where, tile, owner.marks_of(where))
            self._actions = [a for _, ui in parts_with(TileActor, rules.modules)
                             for a in ui.tile_actions(target)]
        elif tile is None and isinstance(where, Cell):  # an empty cell of the city
            spot = CellTarget(session, player, where)
            self._actions = [a for _, ui in parts_with(TileActor, rules.modules)
                             for a in ui.cell_actions(spot)]

    def actions(self) -> list[TileAction]:
        return list(self._actions)

    def add_to(self, menu: QMenu) -> list[QAction]:
        """Add the actions of the modules in play; returns them (empty: none apply)."""
        found = []
        for action in self._actions:
            entry = menu.addAction(action.text)
            entry.setShortcut(action.keys)
            entry.setShortcutVisibleInContextMenu(bool(action.keys))
            entry.setEnabled(action.enabled)
            entry.triggered.connect(lambda _=False, a=action: self._run(a.what, a.attempt))
            found.append(entry)
        return found

    def handle_key(self, event: QKeyEvent) -> bool:
        """A module key on the tile under the cursor; True when it was one."""
        pressed = QKeySequence(event.keyCombination())
        for action in self._actions:
            if action.keys and QKeySequence(action.keys) == pressed:
                self._run(action.what, action.attempt)  # a disabled one says why it cannot
                return True
        return False
