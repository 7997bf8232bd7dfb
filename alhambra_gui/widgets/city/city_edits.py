"""Edits of one city through the session, with their refusals: what the city view hands on
(a drop, a typed code, Delete, a module action on a tile) and what it says when the rules
refuse it, with the "… anyway" the player may choose where the rules allow it."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QObject, Signal

from ...app import labels
from ...app.change import Change
from ...app.commands import Describe
from ...app.labels import arg
from ...app.session import GameSession
from ...engine import AlhambraError, Cell, IllegalMoveError, Move, Tile, TileInUseError, forceable
from ..modules.facets import AidPart
from ..modules.registry import part_as
from .city_preview import CityAction, refusal_text

#: A module action on a tile, run with or without "anyway" (force).
Attempt = Callable[[bool], None]


def aided_text(session: GameSession, player: str, tile: Tile, cell: Cell, move: Move) -> Describe:
    """The undo step's name of a placement a module helps (with a gate), worded when asked."""
    variant = session.game.variant
    ui = part_as(move.module, AidPart)

    def text() -> str:
        return ui.aided_place_text(labels.tile_label(variant, tile), cell, player, move.aid) if ui else ""

    return text


class CityEditor(QObject):
    """Hands edits of one player's city to the session and remembers the last refusal that
    may be forced ("Place anyway")."""

    #: An edit was refused: the sentence, and the "… anyway" button text ("" if it cannot be forced).
    refused = Signal(str, str)
    #: An edit went through: a refusal shown before is no longer current.
    refusalCleared = Signal()
    #: The cell of the current refusal (a Cell), or None when there is none or it names no
    #: cell; the city frames it while the refusal shows (its sentence has no coordinates).
    refusedCellChanged = Signal(object)

    def __init__(self, session: GameSession, player: str, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._session = session
        self._player = player
        self._pending: Callable[[], bool] | None = None
        self._refused_cell: Cell | None = None
        self._shown = False  # a refusal is shown (with or without its "… anyway")
        session.changed.connect(self._on_changed)

    def can_force(self) -> bool:
        return self._pending is not None

    def refused_cell(self) -> Cell | None:
        """The cell the current refusal is about (None when there is none)."""
        return self._refused_cell

    def clear(self) -> None:
        self._pending = None

    def perform(self, action: CityAction, *, force: bool = False) -> bool:
        """One edit of the city; a refusal is reported through ``refused``."""
        session, player = self._session, self._player
        tile = action.tile
        if action.kind == "unbuild":
            city = session.game.player(player).city
            tile = city.get(action.cell)
        try:
            self._send(action, force)
        except IllegalMoveError as err:
            reasons = tuple(err.violations)
            city = session.game.player(player).city
            text = refusal_text(action, session.game.variant, tile, reasons, city)
            self.refuse(text, action if forceable(reasons) else None, cell=action.cell)
            return False
        except AlhambraError as err:
            self.refuse(self._error_text(action, err), None)
            return False
        self._done()
        return True

    def _send(self, action: CityAction, force: bool) -> None:
        session, player = self._session, self._player
        if action.kind == "unbuild":
            session.unbuild(player, action.cell, force=force)
        elif action.kind == "move" and action.source is not None:
            session.move(player, action.source, action.cell, force=force)
        elif action.kind == "swap" and action.tile is not None:
            session.swap(player, action.cell, action.tile, force=force, turn=action.turn)
        elif action.kind == "place" and action.tile is not None and action.aided is not None:
            session.place(player, action.tile, action.cell, force=force, aid=action.aided.aid,
                          text=aided_text(session, player, action.tile, action.cell, action.aided),
                          turn=action.turn)
        elif action.kind == "place" and action.tile is not None:
            session.place(player, action.tile, action.cell, force=force, turn=action.turn)

    def attempt(self, run: Attempt, what: str, *, force: bool = False) -> bool:
        """A module action on a tile (a wall piece, a chest, a gate); ``what`` names it for a
        refusal: "The wall piece on Garden 8 cannot be added"."""
        try:
            run(force)
        except IllegalMoveError as err:
            reasons = tuple(err.violations)
            game = self._session.game
            text = arg(self.tr("%1: %2"), what,
                labels.reasons_text(reasons, game.variant, game.player(self._player).city))
            if forceable(reasons):
                self._pending = lambda: self.attempt(run, what, force=True)
                self._set_refused_cell(None)
                self.refused.emit(text, self.tr("Do it anyway"))
            else:
                self.refuse(text, None)
            return False
        except AlhambraError as err:
            self.refuse(arg(self.tr("%1: %2"), what, labels.error_text(err)), None)
            return False
        self._done()
        return True

    def force_last(self) -> bool:
        """Repeat the last refused edit, knowing it breaks the rules."""
        again, self._pending = self._pending, None
        return again is not None and again()

    def refuse(self, text: str, action: CityAction | None, *, cell: Cell | None = None) -> None:
        """Say why an edit was refused; ``action``: the edit that may be done anyway;
        ``cell``: the cell the refusal is about (framed in the city)."""
        self._pending = None if action is None else (lambda: self.perform(action, force=True))
        labels_ = {"place": self.tr("Place anyway"), "swap": self.tr("Swap anyway"),
                   "move": self.tr("Move anyway"), "unbuild": self.tr("Remove anyway")}
        self._set_refused_cell(cell)
        self._shown = True
        self.refused.emit(text, labels_[action.kind] if action else "")

    def clear_refusal(self) -> None:
        """The refusal is no longer shown (its frame goes too)."""
        self._pending = None
        self._shown = False
        self._set_refused_cell(None)

    def _on_changed(self, change: Change) -> None:
        """Any change of the game, wherever it is made, puts a refusal aside: it was about
        the game as it stood (as the note of what was just built goes)."""
        if change.replaced:  # another game: the refusal is gone with the city it was about
            self.clear_refusal()
        elif self._pending is not None or self._refused_cell is not None or self._shown:
            self._done()

    def _set_refused_cell(self, cell: Cell | None) -> None:
        if cell != self._refused_cell:
            self._refused_cell = cell
            self.refusedCellChanged.emit(cell)

    def _done(self) -> None:
        self._pending = None
        self._shown = False
        self._set_refused_cell(None)
        self.refusalCleared.emit()

    def _error_text(self, action: CityAction, err: AlhambraError) -> str:
        game, tile = self._session.game, action.tile
        where = game.locate(tile) if tile is not None and isinstance(err, TileInUseError) else None
        if tile is None or where is None:
            return labels.error_text(err)
        return arg(self.tr("%1 is already %2."), labels.tile_long_label(game.variant, tile),
            labels.location_text(where))
