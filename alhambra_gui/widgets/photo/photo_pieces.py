"""The modules' pieces in the photo import's corrections: the recogniser reads building tiles
only, so a hut, a medina or a bazaar is set on its cell by hand: one the player has (in the
city or the reserve), or another described as printed (tiles/piece_editor.py)."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtWidgets import QMenu, QWidget

from ...app import labels
from ...app.labels import tr
from ...app.session import GameSession
from ...engine import PieceMaker, Tile
from ..modules.facets import PiecePart
from ..modules.registry import parts_with
from ..tiles.piece_editor import PieceEditor
from ..tiles.tile_list import tile_order

#: What a menu entry to describe another piece carries: the module's id.
DESCRIBE = "describe:"


def add_pieces(menu: QMenu, session: GameSession, player: str) -> None:
    """A submenu of the pieces a cell may hold, for the modules in play that have pieces
    built in the city (none outside it: a camp lies outside the block)."""
    game = session.game
    rules = game.ruleset
    modules = [(m, ui) for m, ui in parts_with(PiecePart, rules.modules)
               if isinstance(m, PieceMaker) and ui.supply_items(game)]
    usable = [(m, ui) for m, ui in modules if rules.in_city(ui.supply_items(game)[0].template)]
    if not usable:
        return
    sub = menu.addMenu(tr("A piece of the modules"))
    owner = game.player(player)
    held = {t for _, t in owner.city if t.is_piece and rules.in_city(t)} | \
        {t for t in owner.reserve if t.is_piece and rules.in_city(t)}
    for piece in sorted(held, key=lambda t: tile_order(game.variant, t)):
        sub.addAction(labels.tile_long_label(game.variant, piece)).setData(piece)
    if held:
        sub.addSeparator()
    for module, _ui in usable:
        text = labels.arg(tr("Another: %1…"), labels.module_name(module))
        sub.addAction(text).setData(DESCRIBE + module.id)


def describe(session: GameSession, player: str, module_id: str, parent: QWidget,
             chosen: Callable[[Tile], None]) -> PieceEditor | None:
    """Open the editor for a piece of ``module_id`` (non-blocking); ``chosen`` gets the piece."""
    game = session.game
    found = next(((m, ui) for m, ui in parts_with(PiecePart, game.ruleset.modules) if m.id == module_id),
                 None)
    if found is None or not (items := found[1].supply_items(game)):
        return None
    editor = PieceEditor(session, found[1], items[0].template, player, parent)
    editor.ok_button.setText(tr("Set it on the cell"))
    editor.accepted.connect(lambda: chosen(editor.piece()))
    editor.finished.connect(lambda _result: editor.deleteLater())
    editor.open()
    return editor
