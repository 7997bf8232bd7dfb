"""A context menu closed without choosing (Esc, or a click elsewhere) leaves everything as
it was: no tile follows the pointer, no cell lights up, the next click moves nothing.

Real events throughout: the right button pressed on the tile, the context menu event a
window system sends with it, the menu closed by a key or a click outside it, then a plain
move of the pointer and a left click. Under the offscreen platform a drag started from
code returns at once, so the tests also count the drags asked for: on a real display such
a drag follows the pointer until the next click drops it.
"""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPoint, Qt, QTimer
from PySide6.QtGui import QContextMenuEvent
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QWidget

from alhambra_gui.engine import DIRK, ORIGIN, load_game
from alhambra_gui.engine.gamefile import dumps
from alhambra_gui.widgets.tiles import tile_list
from alhambra_gui.widgets.tiles.tile_hand import TileHand
from tests.test_gui_place_by_click import shown_window

LEFT, RIGHT = Qt.MouseButton.LeftButton, Qt.MouseButton.RightButton
NONE = Qt.KeyboardModifier.NoModifier

pytestmark = pytest.mark.gui


def right_click_and_close(widget: QWidget, pos: QPoint, how: str) -> list[str]:
    """Press the right button on ``widget`` at ``pos``, send the context menu event the window
    system sends with it, and close the menu that opens by ``how`` ("escape" or "outside"),
    releasing the right button on the menu (as a real pointer does: the menu has the mouse).
    Returns the texts of the menu that opened (none: no menu opened)."""
    opened: list[str] = []

    def close() -> None:
        menu = QApplication.activePopupWidget()
        if menu is None:
            return
        opened.extend(a.text() for a in menu.actions() if not a.isSeparator())
        QTest.mouseRelease(menu, RIGHT, NONE, QPoint(2, 2))
        if how == "escape":
            QTest.keyClick(menu, Qt.Key.Key_Escape)
        else:
            QTest.mouseClick(menu, LEFT, NONE, QPoint(-40, -40))

    QTest.mousePress(widget, RIGHT, NONE, pos)
    QTimer.singleShot(0, close)
    event = QContextMenuEvent(QContextMenuEvent.Reason.Mouse, pos, widget.mapToGlobal(pos), NONE)
    QApplication.sendEvent(widget, event)
    assert QApplication.activePopupWidget() is None
    return opened


@pytest.fixture
def window(qtbot, tmp_path, example_path):
    main = shown_window(qtbot, tmp_path, load_game(example_path("two-players-dirk")))
    main.show_city("Anna")
    qtbot.waitUntil(main.city_page("Anna").view.isVisible)
    return main


@pytest.fixture
def drags(monkeypatch):
    """Every drag a chip or a city view starts (offscreen, QDrag.exec returns at once)."""
    started: list[object] = []
    monkeypatch.setattr(tile_list.TileChip, "start_drag", lambda chip: started.append(chip.tile))
    return started


@pytest.mark.parametrize("how", ["escape", "outside"])
def test_a_city_tiles_menu_closed_leaves_the_tile_where_it_is(qtbot, window, how):
    session = window.session
    view = window.city_page("Anna").view
    city = session.game.player("Anna").city
    cell, tile = next((c, t) for c, t in city if c != ORIGIN)
    moves = [c for c in view.city_scene().city().legal_cells(tile) if c not in city] or [cell]
    requested: list[object] = []
    view.city_scene().dragRequested.connect(requested.append)
    before, steps = dumps(session.game), session.undo_stack.count()

    assert "Move to the reserve" in right_click_and_close(view.viewport(), view.view_point(cell), how)
    target = view.view_point(moves[0])
    QTest.mouseMove(view.viewport(), view.view_point(cell) + QPoint(30, 30))
    QTest.mouseMove(view.viewport(), target)
    assert requested == []  # nothing follows the pointer
    scene = view.city_scene()
    assert scene.preview is None and scene.highlighted_cells() == () and not scene.ghost.isVisible()
    assert view.overlay_text() == ""
    assert TileHand.of(session).held is None
    QTest.mouseClick(view.viewport(), LEFT, NONE, target)
    assert dumps(session.game) == before and session.undo_stack.count() == steps
    assert view.cursor_cell() == moves[0]  # the click only moved the cursor, as any click does


@pytest.mark.parametrize("how", ["escape", "outside"])
@pytest.mark.parametrize("where", ["palette", "reserve", "dirk"])
def test_a_chips_menu_closed_takes_nothing_in_hand(qtbot, window, drags, where, how):
    session = window.session
    if where == "palette":
        chip = window.palette_dock.chip_for(session.game.free_tiles()[0])
    else:
        owner = "Anna" if where == "reserve" else DIRK
        section = window.reserves.section(owner)
        if not section.chips():
            tile = session.game.free_tiles()[0]
            session.give_to_dirk(tile) if owner == DIRK else session.reserve(owner, tile)
        chip = section.chips()[0]
    before, steps = dumps(session.game), session.undo_stack.count()
    centre = chip.rect().center()
    assert right_click_and_close(chip, centre, how)
    QTest.mouseMove(chip, centre + QPoint(12, 12))
    view = window.city_page(window.current_player()).view
    QTest.mouseMove(view.viewport(), view.view_point((1, 1)))
    assert drags == [] and TileHand.of(session).held is None and not chip.chosen
    assert view.city_scene().highlighted_cells() == ()
    QTest.mouseClick(view.viewport(), LEFT, NONE, view.view_point((1, 1)))
    assert dumps(session.game) == before and session.undo_stack.count() == steps
