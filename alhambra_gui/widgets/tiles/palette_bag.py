"""The palette as the bag (palette.py): a free tile's menu puts it into a player's reserve or
gives it to Dirk, a tile in play's returns it to the bag; a city's tile dropped on the palette
goes back only when its city allows it. Worded in the dock's translation context."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QMenu, QWidget

from ...app import labels
from ...app.labels import arg
from ...app.session import GameSession
from ...engine import Game, Location, Tile, isolated
from ..paint.plain import menu_text
from .mime import TileDrag

#: Runs an edit, saying why when the game refuses it (True: done).
Attempt = Callable[[Callable[[], object]], bool]


def tile_menu(parent: QWidget, session: GameSession, tile: Tile, where: Location | None,
              attempt: Attempt) -> QMenu:
    """The context menu of a palette tile: a free one (``where`` None; ``tile`` as a click
    would give it) to a reserve or Dirk; a tile in play (as it is in the game) to the bag."""
    menu = QMenu(parent)
    game = session.game
    if where is None:
        into = QCoreApplication.translate("PaletteDock", "Put into %1's reserve")
        for name in game.names:
            action = menu.addAction(menu_text(arg(into, isolated(name))))
            action.triggered.connect(lambda _=False, n=name: attempt(lambda: session.reserve(n, tile)))
        if game.dirk_in_play:
            action = menu.addAction(QCoreApplication.translate("PaletteDock", "Give to Dirk"))
            action.triggered.connect(lambda _=False: attempt(lambda: session.give_to_dirk(tile)))
    else:
        action = menu.addAction(QCoreApplication.translate("PaletteDock", "Return to the bag"))
        action.setEnabled(where.place != "city")
        action.triggered.connect(lambda _=False: attempt(lambda: session.release(tile)))
    return menu


def kept_in_city(game: Game, drag: TileDrag) -> str:
    """Why a city's tile dropped on the palette may not go back to the bag ("" if it may, or
    if it comes from elsewhere)."""
    if drag.source != "city" or not drag.player or drag.cell is None:
        return ""
    city = game.player(drag.player).city
    reasons = city.check_remove(drag.cell)
    if not reasons:
        return ""
    text = QCoreApplication.translate(
        "PaletteDock", "%1 cannot go back to the bag: %2. Hold Shift while dropping to do it anyway.")
    tile = labels.tile_long_label(game.variant, drag.tile)
    return arg(text, tile, labels.reasons_text(reasons, game.variant, city))
