"""Rendered pictures of the city: mid-drag with highlights, the wall drawn, red marks, the overview.

The PNGs go to $CITY_SHOTS_DIR when set (to look at them), else to the test's temporary folder.
Each picture is also checked where it matters: green legal cells, the orange wall, red marks.
"""

from __future__ import annotations

import os
from pathlib import Path

import pytest
from PySide6.QtCore import QPoint, QPointF
from PySide6.QtGui import QColor, QImage
from PySide6.QtWidgets import QApplication, QWidget

from alhambra_gui.engine import Tile, Walls
from alhambra_gui.widgets.city.city_items import CELL, corner_point
from alhambra_gui.widgets.city.city_page import CityPage
from alhambra_gui.widgets.city.overview import OverviewWidget
from alhambra_gui.widgets.tiles.mime import TileDrag
from tests import drag_events

pytestmark = pytest.mark.gui

PAVILION_4_ES = Tile("pavilion", 4, Walls("ES"))


@pytest.fixture
def shots(tmp_path) -> Path:
    folder = Path(os.environ.get("CITY_SHOTS_DIR") or tmp_path)
    folder.mkdir(parents=True, exist_ok=True)
    return folder


def grab(widget: QWidget, path: Path) -> QImage:
    QApplication.processEvents()
    pixmap = widget.grab()
    assert pixmap.save(str(path))
    return pixmap.toImage()


def colour_at(image: QImage, page: CityPage, scene_point: QPointF) -> QColor:
    view = page.view
    point = view.viewport().mapTo(page, view.mapFromScene(scene_point))
    return image.pixelColor(point)


def cell_centre(cell) -> QPointF:
    return QPointF((cell[0] + 0.5) * CELL, (cell[1] + 0.5) * CELL)


def greenish(c: QColor) -> bool:
    return c.green() > c.red() + 40 and c.green() > c.blue() + 20


def test_mid_drag_picture_shows_the_legal_cells(page, session, shots):
    view = page.view
    mime = TileDrag(PAVILION_4_ES, "palette").to_mime()
    target = view.view_point((1, -1))
    drag_events.enter(view.viewport(), mime, target)
    drag_events.move(view.viewport(), mime, target)
    image = grab(page, shots / "city-mid-drag.png")
    legal = session.game.player("Anna").city.legal_cells(PAVILION_4_ES)
    assert len(legal) == 5
    for cell in legal[1:]:
        assert greenish(colour_at(image, page, cell_centre(cell))), cell
    assert legal[0] == (1, -1)  # hovered: a bold green frame around the faded tile
    frame = colour_at(image, page, QPointF(1 * CELL + 2, -0.5 * CELL))
    assert frame.green() > 100 and frame.red() < 60 and frame.blue() < 110
    ghost = colour_at(image, page, cell_centre((1, -1)) - QPointF(CELL / 4, 0))
    assert ghost.blue() > ghost.red() + 20  # the faded blue pavilion
    assert not greenish(colour_at(image, page, cell_centre((-1, -1))))  # frontier, not legal
    overlay = view.findChild(QWidget, "cityOverlay")
    assert overlay.isVisible() and overlay.geometry().bottom() <= view.viewport().height()
    text_point = overlay.mapTo(page, QPoint(12, overlay.height() // 2))
    assert image.pixelColor(text_point).lightness() > 200  # a light, readable box


def test_wall_picture_shows_the_longest_wall_in_orange(page, session, shots):
    image = grab(page, shots / "city-wall.png")
    run = session.game.player("Anna").city.wall_run()
    for segment in run.segments:
        a, b = segment.corners()
        middle = (corner_point(a) + corner_point(b)) / 2
        colour = colour_at(image, page, middle)
        assert colour.red() > 200 and 110 < colour.green() < 190 and colour.blue() < 80, segment


def test_problem_picture_marks_the_broken_cell_in_red(page, session, shots):
    session.place("Anna", Tile("garden", 12, Walls("S")), (3, 1), force=True)
    image = grab(page, shots / "city-problems.png")
    frame = QPointF(3 * CELL + 3, 1.5 * CELL)  # on the red frame, left edge of the cell
    colour = colour_at(image, page, frame)
    assert colour.red() > 170 and colour.green() < 90 and colour.blue() < 90


def test_overview_picture_shows_each_city(session, shots, show_widget):
    overview = show_widget(OverviewWidget(session), 1000, 420, exposed=True)
    image = grab(overview, shots / "overview.png")
    for card in overview.cards():
        view = card.view
        centre = view.viewport().mapTo(overview, view.mapFromScene(cell_centre((0, 0)) + QPointF(10, 0)))
        water = image.pixelColor(centre)
        assert water.blue() > water.red() + 60, card.player  # the fountain's water
