"""Typed counts as undoable steps of the session: switching a player between the digitised
city and typed counts, and every typed number (engine: ``counts_actions``).

Each step names what it did for Edit ▸ Undo and touches the player's city (what scores
for them changed), so the views and the scoreboard redraw that player. The numbers typed one
after the other into one field of one player (a run of clicks on a spin box's arrows) merge
into one step that names the last number.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Callable, Hashable

from PySide6.QtCore import QObject

from ..engine import CountsInput, Game
from ..engine.counts import Counts, typed
from ..engine.counts_actions import set_counts, use_city, use_counts
from ..engine.counts_rules import with_count, with_number
from ..engine.names import isolated
from . import labels
from .change import Change
from .commands import Describe, Editor
from .labels import arg


class CountsEdits(QObject):
    """``session``: the open game's, whose steps these are (``parent``: the session too)."""

    def __init__(self, session: Editor, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._session = session

    def counts_only(self, player: str) -> bool:
        return typed(self._session.game.player(player)) is not None

    def set_counts_only(self, player: str, on: bool) -> None:
        """Score the player from typed counts (kept ones, or the first time the city's), or
        from the digitised city again; each way one step, both kept."""
        if on:
            self._edit(lambda: arg(self.tr("Score %1 from typed counts"), isolated(player)), player,
                       lambda g: use_counts(g, player))
        else:
            self._edit(lambda: arg(self.tr("Score %1 from the digitised city"), isolated(player)), player,
                       lambda g: use_city(g, player))

    def refill(self, player: str) -> None:
        """Type the counts of the digitised city over the typed ones."""
        self._edit(lambda: arg(self.tr("Take %1's counts from the digitised city"), isolated(player)), player,
                   lambda g: use_counts(g, player, refill=True))

    def set_count(self, player: str, building_type: str, count: int) -> None:
        variant = self._session.game.variant
        self._type(lambda: arg(self.tr("Type %1's count of %2: %3"), isolated(player),
                               labels.type_name(variant, building_type), str(count)),
                   player, lambda c: with_count(c, variant, building_type, count), ("count", building_type))

    def set_wall(self, player: str, wall: int) -> None:
        moats = self._session.game.variant.moats

        def text() -> str:
            words = self.tr("Type %1's longest moat: %2") if moats else self.tr("Type %1's longest wall: %2")
            return arg(words, isolated(player), str(wall))

        self._type(text, player, lambda c: dataclasses.replace(c, wall=wall), ("wall",))

    def set_highest(self, player: str, building_type: str, value: int) -> None:
        variant = self._session.game.variant
        self._type(lambda: arg(self.tr("Type %1's highest %2: %3"), isolated(player),
                               labels.type_name(variant, building_type), str(value)),
                   player, lambda c: c.with_highest(building_type, value), ("highest", building_type))

    def set_number(self, player: str, module_id: str, key: str, value: int) -> None:
        """Type one of the numbers a module asks for (``Module.count_inputs``); the step is
        named as the module names it."""
        game = self._session.game
        module = next(m for m in game.ruleset.modules_with(CountsInput) if m.id == module_id)
        step = module.count_step(game, game.player(player), key, value).with_values(name=isolated(player))
        variant = game.variant
        self._type(lambda: labels.line_text(step, variant), player,
                   lambda c: with_number(c, variant, module_id, key, value), ("number", module_id, key))

    # ---- steps -------------------------------------------------------------------------------
    def _type(self, text: Describe, player: str, change: Callable[[Counts], Counts],
              field: tuple[str, ...]) -> None:
        """A typed number of ``field``: merges into a step right before it of the same
        player's same field."""
        def edit(game: Game) -> None:
            counts = game.player(player).counts or Counts()
            set_counts(game, player, change(counts))

        self._edit(text, player, edit, ("counts", player, *field))

    def _edit(self, text: Describe, player: str, change: Callable[[Game], object],
              merge: Hashable | None = None) -> None:
        """A step named by ``text`` (worded in the language of the moment: ``commands.Describe``)."""
        self._session.edit(text, change, Change.of_cities([player]), merge=merge)
