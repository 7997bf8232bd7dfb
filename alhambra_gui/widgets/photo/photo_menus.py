"""The two menus of the photo import: what lies on a cell of the photo (calibration), and
what a cell of the proposal should be (correction)."""

from __future__ import annotations

from PySide6.QtWidgets import QMenu, QWidget

from ...app import labels
from ...app.labels import tr
from ...app.photo_city import to_tile, used_elsewhere
from ...app.photo_import import EMPTY, FOUNTAIN, building_types, catalogue
from ...app.session import GameSession
from ...engine import Variant
from .photo_pieces import add_pieces

FORGET = "forget"  # a menu entry's data: forget what was told of the cell


def calibration_menu(parent: QWidget, variant: Variant, col: int, row: int, told: bool) -> QMenu:
    """The kinds a cell of the photo may be told to be; ``told``: it was told one already."""
    menu = QMenu(parent)
    menu.addSection(labels.arg(tr("Column %1, row %2 is…"), str(col + 1), str(row + 1)))
    for label in building_types():
        menu.addAction(labels.type_name(variant, label)).setData(label)
    menu.addSeparator()
    menu.addAction(tr("The fountain")).setData(FOUNTAIN)
    menu.addAction(tr("Empty")).setData(EMPTY)
    if told:
        menu.addSeparator()
        menu.addAction(tr("Let the photo decide")).setData(FORGET)
    return menu


def correction_menu(parent: QWidget, session: GameSession, player: str, corrected: bool) -> QMenu:
    """The tiles (each type's, those elsewhere in the game greyed and said where) and the
    modules' pieces a cell of the proposal may be set to; ``corrected``: it was set already."""
    menu = QMenu(parent)
    game, variant = session.game, session.game.variant
    elsewhere = set(used_elsewhere(game, player))
    menu.addAction(tr("Empty")).setData(EMPTY)
    for kind in building_types():
        sub = menu.addMenu(labels.type_name(variant, kind))
        for ref in (t for t in catalogue() if t.type == kind):
            name = labels.tile_long_label(variant, to_tile(ref))
            where = game.locate(to_tile(ref)) if ref in elsewhere else None
            text = name if where is None else labels.arg(tr("%1, already %2"), name,
                                                         labels.location_text(where))
            action = sub.addAction(text)
            action.setData(ref)
            action.setEnabled(ref not in elsewhere)
    add_pieces(menu, session, player)
    if corrected:
        menu.addSeparator()
        menu.addAction(tr("As the photo shows")).setData(FORGET)
    return menu
