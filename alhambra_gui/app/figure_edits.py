"""Typed figures and immediate points as undoable steps of the session (engine:
``figure_edits``): a figure typed for a module, a gain entered as it is won, the last gain
taken back.

Each step names what it did for Edit ▸ Undo and touches the player's city (what scores for
them changed), so the scoreboard redraws that player. The values typed one after the other
into one figure of one player (a run of clicks on a spin box's arrows, the digits of a
number) merge into one step that names the last value, as typed counts do. A refusal (a
value out of its range, a supply past the box's) raises before anything is pushed.
"""

from __future__ import annotations

from collections.abc import Hashable

from PySide6.QtCore import QObject

from ..engine import Edit
from ..engine.figure_edits import figure_step, gain_step, take_back_step
from . import labels
from .change import Change
from .commands import Editor


class FigureEdits(QObject):
    """``session``: the open game's, whose steps these are (``parent``: the session too)."""

    def __init__(self, session: Editor, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._session = session

    def set_figure(self, player: str, module_id: str, key: str, value: Hashable) -> None:
        """Type one of a player's figures (None: leave an optional one out)."""
        edit = figure_step(self._session.game, player, module_id, key, value)
        self._make(edit, player, ("typed", player, module_id, key))

    def add_gain(self, player: str, module_id: str, points: int) -> None:
        """Enter points a player won during play (each gain its own step)."""
        self._make(gain_step(self._session.game, player, module_id, points), player)

    def take_back_gain(self, player: str, module_id: str) -> None:
        """Take back the last gain a player entered for a module."""
        self._make(take_back_step(self._session.game, player, module_id), player)

    def _make(self, edit: Edit, player: str, merge: Hashable | None = None) -> None:
        name = self._session.game.player(player).name
        self._session.edit(lambda: labels.sentence_text(edit.step), edit.change,
                           Change.of_cities([name]), merge=merge)
