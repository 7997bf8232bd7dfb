"""The city page header and banner, zoom and pan, and the overview of all cities."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPoint, QPointF, Qt
from PySide6.QtGui import QMouseEvent, QWheelEvent
from PySide6.QtWidgets import QApplication, QLabel, QToolButton

from alhambra_gui.app.session import GameSession
from alhambra_gui.engine import Game, Tile, Walls
from alhambra_gui.widgets.city.overview import OverviewWidget

pytestmark = pytest.mark.gui

GARDEN_8_SW = Tile("garden", 8, Walls("SW"))  # at (0, 2) Anna's wall grows from 6 to 9


def test_the_header_names_the_player_in_their_colour(page, session):
    assert page.header_text() == "Anna — 9 buildings · Longest wall: 6"
    name = page.findChild(QLabel, "cityName")
    assert session.player_colour("Anna") in name.text() and "Anna" in name.text()


def test_wall_line_and_header_follow_a_placement_and_its_undo(page, session):
    scene = page.view.city_scene()
    assert len(scene.wall_item().segments) == 6
    session.place("Anna", GARDEN_8_SW, (0, 2))
    assert page.header_text() == "Anna — 10 buildings · Longest wall: 9"
    assert len(scene.wall_item().segments) == 9 == session.game.player("Anna").city.longest_wall()
    session.undo_stack.undo()
    assert page.header_text() == "Anna — 9 buildings · Longest wall: 6"
    assert len(scene.wall_item().segments) == 6
    session.undo_stack.redo()
    assert "Longest wall: 9" in page.header_text()


def test_problems_are_counted_in_the_header_until_fixed(page, session):
    session.place("Anna", Tile("garden", 12, Walls("S")), (3, 1), force=True)
    assert page.header_text().endswith("· 2 problems")
    session.unbuild("Anna", (3, 1), force=True)
    assert "problem" not in page.header_text()


def test_the_banner_closes_and_reopens_on_the_next_refusal(qtbot, page, session):
    page.view.set_cursor((5, 5))
    qtbot.keyClick(page.view, Qt.Key.Key_Delete)
    assert page.banner_text() == "There is no tile under the cursor to move to the reserve."
    close = page.findChild(QToolButton, "closeBanner")
    qtbot.mouseClick(close, Qt.MouseButton.LeftButton)
    assert page.banner_text() == ""
    qtbot.keyClick(page.view, Qt.Key.Key_Delete)
    assert page.banner_text() == "There is no tile under the cursor to move to the reserve."


def test_a_change_of_the_game_elsewhere_puts_a_refusal_aside(qtbot, page, session):
    """A refusal is about the game as it stood: a tile bought into Ben's reserve afterwards
    hides Anna's banner, its red cell and its "Place anyway"."""
    page.view.set_cursor((3, 1))
    qtbot.keyClicks(page.view, "g12s")
    qtbot.keyClick(page.view, Qt.Key.Key_Return)
    assert "Garden 12" in page.banner_text() and page.force_button.isVisible()
    assert page.view.editor.can_force() and page.view.editor.refused_cell() == (3, 1)
    session.reserve("Ben", GARDEN_8_SW)
    assert page.banner_text() == ""
    assert not page.view.editor.can_force() and page.view.editor.refused_cell() is None
    assert (3, 1) not in session.game.player("Anna").city


def test_a_new_game_hides_the_banner(qtbot, page, session):
    page.view.set_cursor((5, 5))
    qtbot.keyClick(page.view, Qt.Key.Key_Delete)
    session.new_game(["Anna", "Ben"])
    assert page.banner_text() == ""
    assert page.header_text() == "Anna — 0 buildings · Longest wall: 0"


# ---- zoom and pan -----------------------------------------------------------------------

def test_zoom_in_out_and_fit_change_the_transform(page):
    view = page.view
    fitted = view.zoom_level()
    view.zoom_in()
    assert view.zoom_level() == pytest.approx(fitted * 1.25)
    view.zoom_out()
    view.zoom_out()
    assert view.zoom_level() == pytest.approx(fitted * 0.8)
    view.fit()
    assert view.zoom_level() == pytest.approx(fitted)
    rect = view.mapFromScene(view.city_scene().city_rect()).boundingRect()
    assert view.viewport().rect().contains(rect)


def test_zoom_is_bounded(page):
    for _ in range(40):
        page.view.zoom_in()
    assert page.view.zoom_level() == pytest.approx(page.view.MAX_ZOOM)
    for _ in range(60):
        page.view.zoom_out()
    assert page.view.zoom_level() == pytest.approx(page.view.MIN_ZOOM)


def test_the_wheel_zooms(page):
    view = page.view
    before = view.zoom_level()
    centre = QPointF(view.viewport().rect().center())
    event = QWheelEvent(centre, QPointF(view.viewport().mapToGlobal(centre.toPoint())), QPoint(0, 0),
                        QPoint(0, 120), Qt.MouseButton.NoButton, Qt.KeyboardModifier.NoModifier,
                        Qt.ScrollPhase.NoScrollPhase, False)
    QApplication.sendEvent(view.viewport(), event)
    assert view.zoom_level() > before


def test_the_middle_button_pans(qtbot, page):
    view = page.view
    view.zoom_in()
    view.zoom_in()
    bar = view.horizontalScrollBar()
    assert bar.maximum() > 0
    before = bar.value()
    start = view.viewport().rect().center()
    qtbot.mousePress(view.viewport(), Qt.MouseButton.MiddleButton, pos=start)
    move = QMouseEvent(QMouseEvent.Type.MouseMove, QPointF(start + QPoint(60, 0)),
                       QPointF(view.viewport().mapToGlobal(start + QPoint(60, 0))), Qt.MouseButton.NoButton,
                       Qt.MouseButton.MiddleButton, Qt.KeyboardModifier.NoModifier)
    QApplication.sendEvent(view.viewport(), move)
    qtbot.mouseRelease(view.viewport(), Qt.MouseButton.MiddleButton, pos=start + QPoint(60, 0))
    assert bar.value() == max(bar.minimum(), before - 60)


# ---- the overview -----------------------------------------------------------------------

@pytest.fixture
def overview(session, show_widget):
    return show_widget(OverviewWidget(session), 1000, 420)


def test_the_overview_shows_every_city_small(overview, session):
    assert [card.player for card in overview.cards()] == ["Anna", "Ben", "Chen"]
    for card in overview.cards():
        city = session.game.player(card.player).city
        assert card.title_text().endswith(f"Longest wall: {city.longest_wall()}")
        assert len(card.view.city_scene().tile_items()) == len(city) + 1
        assert card.view.city_scene().grid_cells() == ()  # small and plain
        assert card.view.viewport().rect().contains(
            card.view.mapFromScene(card.view.city_scene().city_rect()).boundingRect())


def test_the_overview_follows_changes(overview, session):
    card = overview.card("Anna")
    session.place("Anna", GARDEN_8_SW, (0, 2))
    assert card.title_text().endswith("Longest wall: 9")
    assert card.view.city_scene().tile_item((0, 2)) is not None
    session.undo_stack.undo()
    assert card.title_text().endswith("Longest wall: 6")


def test_clicking_a_city_activates_it(qtbot, overview):
    view = overview.card("Ben").view
    with qtbot.waitSignal(overview.cityActivated) as activated:
        qtbot.mouseClick(view.viewport(), Qt.MouseButton.LeftButton)
    assert activated.args == ["Ben"]
    with qtbot.waitSignal(overview.cityActivated) as activated:
        qtbot.mouseClick(overview.card("Chen").title, Qt.MouseButton.LeftButton)
    assert activated.args == ["Chen"]


def test_a_new_game_rebuilds_the_overview(overview, session):
    session.replace_game(Game(["Dora", "Emil", "Fay", "Gus"]))
    assert [card.player for card in overview.cards()] == ["Dora", "Emil", "Fay", "Gus"]
    assert all(card.title_text().endswith("Longest wall: 0") for card in overview.cards())


def test_the_overview_of_a_granada_game(qtbot):
    session = GameSession()
    session.new_game(["Ana", "Bo"], variant="granada", colours=["#123456", "#654321"])
    widget = OverviewWidget(session)
    qtbot.addWidget(widget)
    assert "#123456" in widget.card("Ana").title.text()


def test_the_header_counts_a_building_site_as_a_site_not_a_building(qtbot, make_session, show_widget):
    """As the scoreboard does: Anna's four tiles with one a building site are 3 buildings."""
    from alhambra_gui.engine import Player
    from alhambra_gui.engine.modules import building_sites
    from alhambra_gui.widgets.city.city_page import CityPage

    game = Game([Player("Anna"), Player("Ben")], modules=["building_sites"])
    for cell, tile in [((1, 0), Tile("garden", 10)), ((-1, 0), Tile("tower", 11)),
                       ((0, 1), Tile("arcades", 9)), ((0, -1), Tile("chambers", 10))]:
        game.build("Anna", tile, cell)
    building_sites.set_site(game, "Anna", (1, 0), True)
    session = make_session(game)
    page = show_widget(CityPage(session, "Anna"), 700, 500)
    assert page.header_text().startswith("Anna — 3 buildings · 1 building site · Longest wall: ")
    assert sum(a.count for a in session.game.score(1).players[0].buildings.values()) == 3
    session.edit("finish", lambda g: building_sites.set_site(g, "Anna", (1, 0), False))
    assert page.header_text().startswith("Anna — 4 buildings · Longest wall: ")


@pytest.mark.parametrize("language", ["de", "zh_TW"])
def test_the_header_wraps_between_its_facts_never_inside_one(qtbot, make_session, show_widget,
                                                             tmp_path, language):
    """A narrow page in German and Chinese, with gates and wall pieces in play: the header's
    facts take two or more lines, each fact whole on one of them and given its full width."""
    from alhambra_gui.engine import Player
    from alhambra_gui.widgets.city.city_page import CityPage
    from alhambra_gui.widgets.city.fact_line import FactLine
    from tests import pseudo_l10n

    game = Game([Player("Anna"), Player("Ben")], modules=["city_gates", "city_walls"])
    game.build("Anna", Tile("garden", 12, Walls("S")), (3, 1), force=True)  # two problems
    with pseudo_l10n.installed(pseudo_l10n.real_catalogue(tmp_path, language), language):
        session = make_session(game)
        page = show_widget(CityPage(session, "Anna"), 330, 500)
        facts = page.findChild(FactLine, "cityStats")
        qtbot.waitUntil(lambda: len(facts.lines()) >= 2)
        shown = facts.lines()
        for fact in facts.facts():
            assert any(fact in line for line in shown), (fact, shown)  # never split
        for label in facts.findChildren(QLabel):
            assert label.width() >= label.fontMetrics().horizontalAdvance(label.text()), label.text()
            assert facts.rect().contains(label.geometry()), label.text()


def test_the_counts_switch_follows_the_facts_and_leaves_them_the_header(qtbot, make_session, show_widget):
    """At 1280×720 a city page is about 420 px wide: with modules in play the facts take the
    header's width beside the name, two lines, and the counts switch stands at the right end
    of the last one (beside the facts it took a third of the width, and the facts three lines)."""
    from PySide6.QtWidgets import QPushButton

    from alhambra_gui.engine import Player
    from alhambra_gui.widgets.city.city_page import CityPage
    from alhambra_gui.widgets.city.fact_line import FactLine

    game = Game([Player("Anna"), Player("Ben")], modules=["city_gates", "city_walls"])
    game.build("Anna", Tile("garden", 12, Walls("S")), (3, 1), force=True)
    page = show_widget(CityPage(make_session(game), "Anna"), 420, 400)
    facts = page.findChild(FactLine, "cityStats")
    switch = page.findChild(QPushButton, "typeCountsInstead")
    qtbot.waitUntil(lambda: switch.isVisible() and len(facts.lines()) >= 1)
    assert len(facts.lines()) == 2, facts.lines()
    assert switch.parent() is facts and facts.rect().contains(switch.geometry())
    assert switch.geometry().right() == facts.rect().right()  # flush right
    last = [label for label in facts.findChildren(QLabel) if label.text()][-1]
    assert abs(switch.geometry().center().y() - last.geometry().center().y()) <= 1  # on its line
