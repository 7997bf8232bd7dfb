"""What the expansion modules let a player do to one of their tiles — a wall piece, a chest,
a building site, a city gate — as menu actions (the city view's and the reserves' context
menus) and keys (on the tile under the city view's cursor). Only modules in play offer theirs.

Keys: Alt+arrow adds (or takes off) a wall piece on that side; Ctrl+Alt+arrow puts (or
takes) a gate on that side; Ctrl+Shift+C puts (or takes) a chest; Ctrl+Shift+B marks (or
finishes) a building site.
"""

from __future__ import annotations

from collections.abc import Callable
from functools import partial

from PySide6.QtCore import Qt
from PySide6.QtGui import QAction, QKeyEvent
from PySide6.QtWidgets import QMenu

from ..app import labels
from ..app.labels import arg, tr
from ..app.session import GameSession
from ..engine import SIDES, Cell, Marks, Side, Tile
from ..engine.geometry import edge
from ..engine.modules import building_sites, city_gates, city_walls, treasure_chamber
from ..engine.ruleset import Ruleset
from .city_edits import Attempt

#: Runs a module action: (what it does for a refusal, the action with or without "anyway").
Runner = Callable[[str, Attempt], object]

ARROW_SIDES = {Qt.Key.Key_Up: Side.N, Qt.Key.Key_Right: Side.E, Qt.Key.Key_Down: Side.S,
               Qt.Key.Key_Left: Side.W}
CTRL_SHIFT = Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.ShiftModifier
CTRL_ALT = Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.AltModifier


def marks_lines(marks: Marks) -> list[str]:
    """What is on a tile, in words (for tooltips)."""
    lines = []
    added = city_walls.added(marks)
    if added:
        lines.append(arg(tr("Wall pieces added: %1"), ", ".join(labels.side_word(s) for s in added)))
    if treasure_chamber.has_chest(marks):
        lines.append(tr("A treasure chest"))
    if building_sites.is_site(marks):
        lines.append(tr("A building site: not a building until finished"))
    return lines


class TileActions:
    """The module actions on one tile of ``player``: a city cell, or a reserve tile."""

    def __init__(self, session: GameSession, player: str, where: Cell | Tile, run: Runner) -> None:
        self._session = session
        self._player = player
        self._where = where
        self._run = run
        game = session.game
        owner = game.player(player)
        self._tile = where if isinstance(where, Tile) else owner.city.get(where)
        self._marks = owner.marks_of(where) if self._tile is not None else Marks()
        self._name = labels.tile_long_label(game.variant, self._tile) if self._tile else ""

    @property
    def _rules(self) -> Ruleset:
        return self._session.game.ruleset

    def usable(self) -> bool:
        return self._tile is not None and not self._tile.is_fountain

    # ---- the actions ------------------------------------------------------------------------
    def toggle_wall(self, side: Side) -> None:
        present = side not in city_walls.added(self._marks)
        what = arg(tr("The wall piece on %1"), self._name)
        self._run(what, lambda force: self._session.modules.set_wall(
            self._player, self._where, side, present, force=force))

    def toggle_chest(self) -> None:
        present = not treasure_chamber.has_chest(self._marks)
        what = arg(tr("The chest on %1"), self._name)
        self._run(what, lambda _force: self._session.modules.set_chest(self._player, self._where, present))

    def toggle_site(self) -> None:
        if isinstance(self._where, Tile):
            return
        cell, present = self._where, not building_sites.is_site(self._marks)
        what = arg(tr("The building site %1"), self._name)
        self._run(what, lambda _force: self._session.modules.set_site(self._player, cell, present))

    def toggle_gate(self, side: Side) -> None:
        if isinstance(self._where, Tile):
            return
        cell = self._where
        present = edge(cell, side) not in self._gates()
        what = arg(tr("The gate of %1"), self._name)
        self._run(what, lambda force: self._session.modules.set_gate(
            self._player, cell, side, present, force=force))

    def _gates(self) -> frozenset[tuple[Cell, Side]]:
        return city_gates.gates(self._session.game.player(self._player).city.state)

    # ---- the menu ---------------------------------------------------------------------------
    def add_to(self, menu: QMenu) -> list[QAction]:
        """Add the actions of the modules in play; returns them (empty: none apply)."""
        if not self.usable():
            return []
        found: list[QAction] = []
        rules = self._rules
        if rules.find(city_walls.CityWalls):
            found += self._wall_actions(menu)
        if rules.find(treasure_chamber.TreasureChamber):
            found.append(self._chest_action(menu))
        if rules.find(building_sites.BuildingSites) and not isinstance(self._where, Tile):
            text = tr("Finish the building site") if building_sites.is_site(self._marks) \
                else tr("Mark as a building site")
            found.append(self._action(menu, text, "Ctrl+Shift+B", self.toggle_site))
        if rules.find(city_gates.CityGates) and not isinstance(self._where, Tile):
            found += self._gate_actions(menu)
        return found

    def _action(self, menu: QMenu, text: str, keys: str, slot: Callable[[], None],
                enabled: bool = True) -> QAction:
        action = menu.addAction(text)
        action.setShortcut(keys)
        action.setShortcutVisibleInContextMenu(bool(keys))
        action.setEnabled(enabled)
        action.triggered.connect(lambda _=False: slot())
        return action

    def _wall_actions(self, menu: QMenu) -> list[QAction]:
        assert self._tile is not None
        added, left = city_walls.added(self._marks), city_walls.left(self._session.game)
        found = []
        for side in SIDES:
            keys = "Alt+" + {Side.N: "Up", Side.E: "Right", Side.S: "Down", Side.W: "Left"}[side]
            if side in added:
                text = arg(tr("Take the wall piece off the %1 side"), labels.side_word(side))
                found.append(self._action(menu, text, keys, partial(self.toggle_wall, side)))
            elif side not in self._tile.walls:
                text = arg(tr("Add a wall piece on the %1 side (%n left)", "", left),
                    labels.side_word(side))
                found.append(self._action(menu, text, keys, partial(self.toggle_wall, side), left > 0))
        return found

    def _chest_action(self, menu: QMenu) -> QAction:
        assert self._tile is not None
        if treasure_chamber.has_chest(self._marks):
            return self._action(menu, tr("Take the chest off"), "Ctrl+Shift+C", self.toggle_chest)
        left = treasure_chamber.left(self._session.game, self._tile.type)
        text = tr("Put a chest on it (%n left of its colour)", "", left)
        return self._action(menu, text, "Ctrl+Shift+C", self.toggle_chest, left > 0)

    def _gate_actions(self, menu: QMenu) -> list[QAction]:
        assert isinstance(self._where, tuple)
        city = self._session.game.player(self._player).city
        left, gates = city_gates.left(self._session.game), self._gates()
        found = []
        for side in SIDES:
            keys = "Ctrl+Alt+" + {Side.N: "Up", Side.E: "Right", Side.S: "Down", Side.W: "Left"}[side]
            word = labels.side_word(side)
            if edge(self._where, side) in gates:
                text = arg(tr("Take the gate off the %1 side"), word)
                found.append(self._action(menu, text, keys, partial(self.toggle_gate, side)))
            elif city_gates.is_double_wall(city, Cell(*self._where), side):
                text = arg(tr("Put a gate on the %1 side (%n left)", "", left), word)
                found.append(self._action(menu, text, keys, partial(self.toggle_gate, side), left > 0))
        return found

    # ---- keys -------------------------------------------------------------------------------
    def handle_key(self, event: QKeyEvent) -> bool:
        """A module key on the tile under the cursor; True when it was one."""
        if not self.usable():
            return False
        key, mods = Qt.Key(event.key()), event.modifiers()
        rules = self._rules
        if key in ARROW_SIDES and mods == Qt.KeyboardModifier.AltModifier \
                and rules.find(city_walls.CityWalls):
            self.toggle_wall(ARROW_SIDES[key])
        elif key in ARROW_SIDES and mods == CTRL_ALT and rules.find(city_gates.CityGates):
            self.toggle_gate(ARROW_SIDES[key])
        elif key == Qt.Key.Key_C and mods == CTRL_SHIFT and rules.find(treasure_chamber.TreasureChamber):
            self.toggle_chest()
        elif key == Qt.Key.Key_B and mods == CTRL_SHIFT and rules.find(building_sites.BuildingSites):
            self.toggle_site()
        else:
            return False
        return True
