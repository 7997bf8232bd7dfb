"""The keyboard of one city view: a typed tile code ("g8", "g8ne", "g10-") built at the cursor
with Enter, Delete to the reserve, and a tile picked elsewhere built at the cursor.

The code clears after every try (built or refused), Place anyway, undo and redo, so the next
keys always start a new code; Escape clears it by hand. While a code names a tile, that tile
is in hand (tile_hand.py): its legal cells light up and its ghost sits on the cursor.
"""

from __future__ import annotations

from PySide6.QtCore import QObject, Qt
from PySide6.QtGui import QKeyEvent

from ...engine import Tile
from ..tiles.mime import TileDrag
from ..tiles.tile_hand import TileHand
from .city_preview import CityAction, CodeResult, DragPreview, resolve_code
from .view_host import ViewHost

MAX_CODE = 12
COMMAND_KEYS = Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.AltModifier \
    | Qt.KeyboardModifier.MetaModifier


class CodeKeys(QObject):
    """``code``: what has been typed since the last try."""

    def __init__(self, view: ViewHost, parent: QObject) -> None:
        super().__init__(parent)
        self._view = view
        self.code = ""

    def _hand(self) -> TileHand:
        """The session's tile in hand (the one the view's HandPlacer follows)."""
        return TileHand.of(self._view.session)

    # ---- the code -----------------------------------------------------------------------------
    def type(self, code: str) -> None:
        """Set the typed code, put the tile it names in hand and say what it would do."""
        self.code = code
        view = self._view
        result = self.preview() if code else None
        hand = self._hand()
        if result is not None and result.tile is not None:
            drag = TileDrag(result.tile, "reserve", view.player) if result.from_reserve \
                else TileDrag(result.tile, "palette")
            hand.take(drag, "code")
        else:
            hand.clear("code")
        view.show_info(self.text() if code else "")

    def clear(self) -> None:
        if self.code:
            self.type("")

    def preview(self) -> CodeResult:
        view = self._view
        return resolve_code(view.session.game, view.player, self.code, view.cursor_cell())

    def text(self) -> str:
        """The typed code's verdict and what the keys do with it."""
        hint = self.tr("Enter builds it here, Esc clears the code; it also clears after each try.")
        return f"{self.preview().text}\n{hint}"

    def enter(self) -> bool:
        """Build the tile of the typed code at the cursor (Enter). Built or refused, the code
        is cleared: the next keys start a new one."""
        result = self.preview()
        self.type("")
        if result.action is None:
            self._view.refuse(result.text, None)
            return False
        return self._done(self._view.perform(result.action))

    # ---- other keyboard edits --------------------------------------------------------------------
    def build_here(self, tile: Tile) -> bool:
        """Build a tile picked elsewhere (Enter in the palette's filter) at the cursor; a
        refusal shows in this city's banner like any other."""
        view = self._view
        game = view.session.game
        held = tile in game.player(view.player).reserve
        drag = TileDrag(tile, "reserve" if held else "palette", view.player)
        verdict = DragPreview(game, view.player, drag).verdict(view.cursor_cell())
        self.clear()
        if verdict.action is None:
            view.refuse(verdict.text, None)
            return False
        return self._done(view.perform(verdict.action))

    def unbuild_at_cursor(self) -> bool:
        """Move the tile under the cursor back to the reserve (Delete)."""
        view = self._view
        city = view.city_scene().city()
        cell = view.cursor_cell()
        if city is None or city.get(cell) is None:
            view.refuse(self.tr("There is no tile under the cursor to move to the reserve."), None)
            return False
        return self._done(view.perform(CityAction("unbuild", cell)))

    def _done(self, done: bool) -> bool:
        """After an edit went through, the overlay says what was done (Edit ▸ Undo's text)."""
        if done:
            self._view.show_info(self._view.session.undo_stack.undoText())
        return done

    # ---- keys ---------------------------------------------------------------------------------------
    def handle(self, event: QKeyEvent) -> bool:
        """The code's keys, Delete and Escape; False for a key this does not take."""
        key, text = event.key(), event.text()
        command = bool(event.modifiers() & COMMAND_KEYS)
        if key in (Qt.Key.Key_Return, Qt.Key.Key_Enter) and self.code:
            self.enter()
        elif key == Qt.Key.Key_Escape and self.code:
            self.type("")
        elif key == Qt.Key.Key_Escape and self._hand().held is not None:
            self._hand().clear()  # let go of the tile in hand
        elif key == Qt.Key.Key_Space and not command and self._hand().can_turn():
            shift = bool(event.modifiers() & Qt.KeyboardModifier.ShiftModifier)
            self._hand().turn(-1 if shift else 1)  # a tile that may lie turned
        elif key == Qt.Key.Key_Backspace and self.code:
            self.type(self.code[:-1])
        elif key in (Qt.Key.Key_Delete, Qt.Key.Key_Backspace) and not command:
            self.unbuild_at_cursor()
        elif text and not command and (text.isalnum() or text == "-") and len(self.code) < MAX_CODE:
            self.type(self.code + text)
        else:
            return False
        return True
