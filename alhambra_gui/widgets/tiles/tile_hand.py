"""The tile in hand for place-by-click: chosen in the palette, a reserve, the filter or by a
typed code, it lights its legal cells in the city as a drag does; a click on a lit cell
builds it there.

Not game state: nothing of it is undone or saved. One hand per session, shared by the
palette, the reserves and every city view of that session (``TileHand.of(session)``).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Literal

from PySide6.QtCore import QObject, Signal

from ...app.change import Change
from ...app.session import GameSession
from ...engine import AlhambraError, Tile
from .mime import TileDrag

#: Where the tile in hand was chosen: a click on a chip, the palette's filter, a typed code.
Origin = Literal["click", "filter", "code"]


class TileHand(QObject):
    """``held``: the tile in hand as a drag would carry it (None: the hand is empty)."""

    #: The tile in hand changed (a TileDrag, or None when the hand was emptied).
    changed = Signal(object)
    #: A piece dragged from its supply was dropped (the supply's sample, and what to do once
    #: the piece is described and in hand): the supply opens its editor.
    describeWanted = Signal(object, object)

    def __init__(self, session: GameSession) -> None:
        super().__init__(session)
        self.setObjectName("tileHand")
        self._session = session
        self._held: TileDrag | None = None
        self._origin: Origin = "click"
        session.changed.connect(self._on_changed)

    @staticmethod
    def of(session: GameSession) -> TileHand:
        """The session's hand (made when first asked for)."""
        hand = session.findChild(TileHand, "tileHand")
        return hand if isinstance(hand, TileHand) else TileHand(session)

    @property
    def held(self) -> TileDrag | None:
        return self._held

    @property
    def origin(self) -> Origin:
        return self._origin

    def take(self, drag: TileDrag, origin: Origin = "click") -> None:
        if (drag, origin) == (self._held, self._origin):
            return
        self._held, self._origin = drag, origin
        self.changed.emit(drag)

    def toggle(self, drag: TileDrag) -> None:
        """A click on a chip: take its tile, or let go of it when it is already in hand
        (however it is turned)."""
        if self._held is not None and self._held.turned(-self._held.turn) == drag.turned(-drag.turn):
            self.clear()
        else:
            self.take(drag)

    def can_turn(self) -> bool:
        """Whether the tile in hand may lie turned (a module in play says so)."""
        held = self._held
        return held is not None and self._session.game.ruleset.turner(held.tile) is not None

    def turn(self, turns: int = 1) -> bool:
        """Turn the tile in hand ``turns`` quarter turns clockwise (counter-clockwise when
        negative): its legal cells, its ghost and the tile built follow. False when there is
        none that may lie turned."""
        if not self.can_turn():
            return False
        assert self._held is not None
        self._held = self._held.turned(turns)
        self.changed.emit(self._held)
        return True

    def clear(self, origin: Origin | None = None) -> None:
        """Empty the hand (only when the tile came from ``origin``, if one is given)."""
        if self._held is None or (origin is not None and origin != self._origin):
            return
        self._held = None
        self.changed.emit(None)

    def describe_then(self, sample: Tile, then: Callable[[], object]) -> None:
        """Have the piece of ``sample``'s supply described as printed and taken in hand,
        then ``then()`` (a drop from the supply builds it where it was dropped, as a click
        with it in hand would)."""
        self.describeWanted.emit(sample, then)

    def _on_changed(self, change: Change) -> None:
        """A tile that is no longer where it was chosen from leaves the hand."""
        held = self._held
        if held is None:
            return
        if change.roster or not self._still_there(held):
            self.clear()

    def _still_there(self, held: TileDrag) -> bool:
        game = self._session.game
        if held.source == "palette":  # still free: in the bag, or a piece its supply holds
            try:
                game.require_free(held.tile)
            except AlhambraError:
                return False
            return True
        where = held.location
        return held.source == "reserve" and where is not None and game.holds(held.tile, where)
