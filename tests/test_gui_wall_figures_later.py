"""Issue 19: a tile in hand lights its legal cells at once; the wall figure of each lit cell
follows, a share of a frame per turn of the event loop, so that input is handled while slow
figures are still being worked out (a junction-rich city's can be)."""

from __future__ import annotations

import time

import pytest
from PySide6.QtCore import QEvent, QPointF, Qt
from PySide6.QtGui import QMouseEvent
from PySide6.QtWidgets import QApplication, QPushButton

from alhambra_gui.engine import load_game
from alhambra_gui.widgets.city import wall_figures
from alhambra_gui.widgets.city.city_preview import DragPreview
from alhambra_gui.widgets.tiles.mime import TileDrag
from tests.drag_events import enter, leave
from tests.test_gui_place_by_click import shown_window

pytestmark = pytest.mark.gui
LEFT = Qt.MouseButton.LeftButton


@pytest.fixture
def window(qtbot, tmp_path, example_path):
    main = shown_window(qtbot, tmp_path, load_game(example_path("three-players")))
    main.show_city("Anna")
    qtbot.waitUntil(main.city_page("Anna").view.isVisible)
    return main


def slow_figures(monkeypatch) -> None:
    """Every verdict (and so every wall figure) takes two turns' worth of time."""
    real = DragPreview.verdict

    def slow(preview, cell):
        time.sleep(2 * wall_figures.TURN)
        return real(preview, cell)

    monkeypatch.setattr(DragPreview, "verdict", slow)


def post_click(widget) -> None:
    """A click queued as the window system would: pressed and released, handled by the loop."""
    centre = QPointF(widget.rect().center())
    for kind in (QEvent.Type.MouseButtonPress, QEvent.Type.MouseButtonRelease):
        QApplication.postEvent(widget, QMouseEvent(kind, centre, widget.mapToGlobal(centre), LEFT,
                                                   LEFT if kind == QEvent.Type.MouseButtonPress
                                                   else Qt.MouseButton.NoButton,
                                                   Qt.KeyboardModifier.NoModifier))


def test_a_queued_click_is_handled_while_slow_wall_figures_are_worked_out(qtbot, window, monkeypatch):
    session, view = window.session, window.city_page("Anna").view
    scene = view.city_scene()
    city = session.game.player("Anna").city
    tile = next(t for t in session.game.free_tiles() if len(city.legal_cells(t)) >= 4)
    legal = set(city.legal_cells(tile))
    expected = {cell: DragPreview(session.game, "Anna", TileDrag(tile, "palette")).verdict(cell).wall
                for cell in legal}
    button = QPushButton("elsewhere")
    qtbot.addWidget(button)
    button.show()
    qtbot.waitExposed(button)
    figures_at_click: list[int] = []
    button.clicked.connect(lambda: figures_at_click.append(len(scene.wall_hints())))
    slow_figures(monkeypatch)

    mime = TileDrag(tile, "palette").to_mime()
    assert enter(view.viewport(), mime, view.view_point(sorted(legal)[0]))
    assert set(scene.highlighted_cells()) == legal  # lit at once
    assert scene.wall_figures_pending()  # their figures still to come
    post_click(button)

    qtbot.waitUntil(lambda: bool(figures_at_click))
    assert figures_at_click[0] < len(legal)  # handled before the figures were all there
    qtbot.waitUntil(lambda: not scene.wall_figures_pending())
    assert scene.wall_hints() == expected  # then every lit cell has its figure
    leave(view.viewport())


def test_the_figures_stop_when_the_tile_is_let_go(qtbot, window, monkeypatch):
    session, view = window.session, window.city_page("Anna").view
    scene = view.city_scene()
    city = session.game.player("Anna").city
    tile = next(t for t in session.game.free_tiles() if len(city.legal_cells(t)) >= 4)
    slow_figures(monkeypatch)
    cell = city.legal_cells(tile)[0]
    assert enter(view.viewport(), TileDrag(tile, "palette").to_mime(), view.view_point(cell))
    assert scene.wall_figures_pending()
    leave(view.viewport())
    assert not scene.wall_figures_pending() and scene.wall_hints() == {}
    assert not scene.highlighted_cells()
