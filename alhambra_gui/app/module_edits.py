"""The expansion modules' edits, each one undoable step of the session: choosing the
modules, wall pieces, gates, chests, building sites, bonus cards, characters, score cards.

The rules are the engine modules' own; this only names each step for Edit ▸ Undo and
says what it touched.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QObject

from ..engine import Cell, Game, Side, Tile
from ..engine.modules import (
    bonus_cards,
    building_sites,
    characters,
    city_gates,
    city_walls,
    new_score_cards,
    treasure_chamber,
)
from ..engine.names import isolated
from . import labels
from .change import NO_CITY, RULES_CHANGED, Change
from .labels import arg

if TYPE_CHECKING:
    from .session import GameSession


class ModuleEdits(QObject):
    def __init__(self, session: GameSession) -> None:
        super().__init__(session)
        self._session = session

    def _where(self, player: str, where: Cell | Tile) -> tuple[Tile | None, Change]:
        """The tile, to name in a step's text, and the change: a city tile changes the city."""
        if isinstance(where, Tile):
            return where, NO_CITY
        return self._session.game.player(player).city.get(where), Change.of_cities([player])

    def _name(self, tile: Tile | None) -> str:
        """A tile's name in the language of the moment (a step's text is worded again)."""
        return labels.tile_label(self._session.game.variant, tile) if tile is not None else "?"

    def set_modules(self, module_ids: list[str]) -> None:
        """Play with these modules (what the modules no longer in play held goes)."""
        self._session.edit(lambda: self.tr("Change the modules"),
                           lambda g: g.set_modules(module_ids), RULES_CHANGED)

    def set_wall(self, player: str, where: Cell | Tile, side: Side, present: bool, *,
                 force: bool = False) -> None:
        tile, touched = self._where(player, where)

        def text() -> str:
            words = self.tr("Add a wall piece to %1 (%2)") if present else \
                self.tr("Take the wall piece off %1 (%2)")
            return arg(words, self._name(tile), labels.side_word(side))

        self._session.edit(text,
                           lambda g: city_walls.set_wall(g, player, where, side, present, force=force),
                           touched)

    def set_chest(self, player: str, where: Cell | Tile, present: bool) -> None:
        tile, touched = self._where(player, where)
        def text() -> str:
            words = self.tr("Put a chest on %1") if present else self.tr("Take the chest off %1")
            return arg(words, self._name(tile))

        self._session.edit(text,
                           lambda g: treasure_chamber.set_chest(g, player, where, present), touched)

    def set_site(self, player: str, cell: Cell, present: bool) -> None:
        tile, touched = self._where(player, cell)

        def text() -> str:
            words = self.tr("Mark %1 as a building site") if present else \
                self.tr("Finish the building site %1")
            return arg(words, self._name(tile))

        self._session.edit(text,
                           lambda g: building_sites.set_site(g, player, cell, present), touched)

    def place_with_gate(self, player: str, tile: Tile, cell: Cell, side: Side, *,
                        force: bool = False) -> None:
        def text() -> str:
            return arg(self.tr("Place %1 at (%2, %3) in %4's city with a gate to the %5"), self._name(tile),
                       str(cell.x), str(cell.y), isolated(player), labels.side_word(side))

        self._session.edit(text, lambda g: city_gates.build_with_gate(g, player, tile, cell, side,
                                                                      force=force),
                           Change.of_cities([player]))

    def set_gate(self, player: str, cell: Cell, side: Side, present: bool, *,
                 force: bool = False) -> None:
        tile, touched = self._where(player, cell)

        def text() -> str:
            words = self.tr("Put a gate on the %2 side of %1") if present else \
                self.tr("Take the gate off the %2 side of %1")
            return arg(words, self._name(tile), labels.side_word(side))

        self._session.edit(text,
                           lambda g: city_gates.set_gate(g, player, cell, side, present, force=force),
                           touched)

    def set_bonus_card(self, player: str, card: Tile, present: bool) -> None:
        def text() -> str:
            words = self.tr("Give %2 the bonus card %1") if present else \
                self.tr("Take the bonus card %1 from %2")
            return arg(words, self._name(card), isolated(player))

        self._session.edit(text,
                           lambda g: bonus_cards.set_card(g, player, card, present), NO_CITY)

    def pass_bonus_card(self, card: Tile, giver: str, taker: str) -> None:
        """The bonus card changes hands: one step, never a moment with two holders."""
        def text() -> str:
            return arg(self.tr("Pass the bonus card %1 from %2 to %3"), self._name(card), giver, taker)

        def change(game: Game) -> None:
            bonus_cards.set_card(game, giver, card, False)
            bonus_cards.set_card(game, taker, card, True)

        self._session.edit(text, change, NO_CITY)

    def set_characters(self, holders: characters.Holders) -> None:
        self._session.edit(lambda: self.tr("Hand out the Wise Man and the City Watch"),
                           lambda g: characters.set_holders(g, holders), NO_CITY)

    def set_score_cards(self, cards: new_score_cards.Cards) -> None:
        self._session.edit(lambda: self.tr("Choose the new score cards"),
                           lambda g: new_score_cards.set_cards(g, cards), NO_CITY)
