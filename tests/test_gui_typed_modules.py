"""The typed modules of the box in a real window (MODULES.md §19.7-§19.19): figures typed
with the keys into the Typed figures dock, the box's checks firing in place with the
player, the module and the limit, the scoreboard following, gains picked from a menu."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPoint, QPointF, Qt
from PySide6.QtGui import QWheelEvent
from PySide6.QtWidgets import QApplication, QMessageBox, QScrollArea, QTabBar

from alhambra_gui.app.autosave import Autosave
from alhambra_gui.app.session import GameSession
from alhambra_gui.engine import load_game
from alhambra_gui.engine.assets import resource_path
from alhambra_gui.widgets.window.main_window import MainWindow
from tests.test_gui_figures import pick_in_menu, type_into

MODULES = ["watchtowers", "falconers", "alhambra_zoo", "palace_designers"]


@pytest.fixture
def window(qtbot, tmp_path):
    game = load_game(resource_path("samples", "sample-game.json"))
    game.set_modules(MODULES)
    session = GameSession(game)
    shown = MainWindow(session, Autosave(tmp_path / "appdata"))
    qtbot.addWidget(shown)
    shown.files.ask = lambda *args: QMessageBox.StandardButton.Discard
    shown.show()
    shown.typed_dock.raise_()
    qtbot.waitUntil(lambda: shown.typed_dock.isVisible())
    return shown


def panel(window, module_id):
    found = window.typed_dock.panel(module_id)
    assert found is not None
    return found


def typed(window, name, module_id):
    return window.session.game.player(name).typed.get(module_id)


def test_a_watchtower_wall_typed_replaces_the_wall_the_scoreboard_shows(qtbot, window):
    towers = panel(window, "watchtowers")
    type_into(qtbot, towers.editors[("wall", "Anna")], 8)
    type_into(qtbot, towers.editors[("towers", "Anna")], 2)
    assert typed(window, "Anna", "watchtowers") == {"wall": 8, "towers": 2}
    scored = window.session.game.score(1).players[0]
    assert scored.wall == 8 and scored.term("watchtowers").points == 4
    type_into(qtbot, towers.editors[("towers", "Ben")], 5)  # Ben's wall is 4
    assert towers.message.isVisible()
    assert towers.message.text() == 'Ben, "Watchtowers": 5 watchtowers in a longest wall of 4.'
    assert typed(window, "Ben", "watchtowers") is None


def test_falcons_beyond_the_box_and_the_city_are_refused_in_place(qtbot, window):
    falcons = panel(window, "falconers")
    type_into(qtbot, falcons.editors[("white", "Anna")], 3)
    type_into(qtbot, falcons.editors[("white", "Chen")], 3)
    assert falcons.message.text() == 'Chen, "Falconers": White falcons: 6 among the players (the box has 5).'
    type_into(qtbot, falcons.editors[("black", "Anna")], 2)  # 9 tiles and the fountain: 4 places
    assert falcons.message.text() == 'Anna, "Falconers": 5 falcons, but a city of 10 tiles (the fountain ' \
        'counted) has room for at most 4 of them where four tiles meet.'
    assert typed(window, "Anna", "falconers") == {"white": 3}
    type_into(qtbot, falcons.editors[("black", "Anna")], 1)
    assert not falcons.message.isVisible()
    assert window.session.game.score(3).players[0].term("falconers").points == 12 + 2


def test_zoo_points_and_designer_gains_follow_the_table(qtbot, window):
    zoo = panel(window, "alhambra_zoo")
    type_into(qtbot, zoo.editors[("points", "Ben")], 4)
    assert typed(window, "Ben", "alhambra_zoo") == {"points": 4}
    assert zoo._supply["points"].text() == "4 of 22"
    gains = panel(window, "palace_designers").gain_buttons["Chen"]
    pick_in_menu(qtbot, gains, "Won 2 points")
    assert gains.text() == "2"
    assert window.session.game.score(1).to_dict()["players"][2]["immediate"] == {"palace_designers": 2}
    assert window.session.undo_stack.undoText() == 'Enter 2 points of "Palace designers" for Chen'


def test_the_typed_figures_tab_is_offered_only_while_a_typed_module_is_in_play(qtbot, tmp_path):
    game = load_game(resource_path("samples", "sample-game.json"))
    game.set_modules(["city_walls"])
    shown = MainWindow(GameSession(game), Autosave(tmp_path / "appdata"))
    qtbot.addWidget(shown)
    shown.files.ask = lambda *args: QMessageBox.StandardButton.Discard
    shown.show()
    dock = shown.typed_dock
    qtbot.waitUntil(lambda: shown.reserves.isVisible())
    tabs = [t for bar in shown.findChildren(QTabBar) for t in (bar.tabText(i) for i in range(bar.count()))]
    assert "Typed figures" not in tabs and not dock.isVisible()
    assert not dock.toggleViewAction().isVisible()
    shown.session.modules.set_modules(["city_walls", "falconers"])
    qtbot.waitUntil(lambda: dock.toggleViewAction().isVisible())
    tabs = [t for bar in shown.findChildren(QTabBar) for t in (bar.tabText(i) for i in range(bar.count()))]
    assert "Typed figures" in tabs
    dock.raise_()
    qtbot.waitUntil(dock.isVisible)
    assert dock.panel("falconers") is not None
    shown.session.undo_stack.undo()
    qtbot.waitUntil(lambda: not dock.isVisible())
    assert not dock.toggleViewAction().isVisible()


def test_a_refusal_is_scrolled_into_sight_in_a_short_dock(qtbot, window):
    """At 720 p the Typed figures dock shows a few rows; a refusal below them was out of
    sight, so a refused figure just went back to its value without a word."""
    window.resize(1280, 720)
    scroll = window.typed_dock.findChild(QScrollArea)
    window.typed_dock.setMaximumHeight(140)  # a short dock, as beside the scoreboard at 720 p
    qtbot.waitUntil(lambda: scroll.viewport().height() < 120)
    falcons = panel(window, "falconers")
    type_into(qtbot, falcons.editors[("black", "Anna")], 5)  # more than Anna's city holds
    assert falcons.message.isVisible()

    def message_in_sight() -> bool:
        top = falcons.message.mapTo(scroll.widget(), QPoint(0, 0)).y() - scroll.verticalScrollBar().value()
        return top >= 0 and top + falcons.message.height() <= scroll.viewport().height()

    qtbot.waitUntil(message_in_sight, timeout=2000)


def wheel_up(widget) -> bool:
    """A wheel turned one notch away from the player over the middle of ``widget``; whether
    the widget took it (a wheel the system sends goes on to the parents when not taken; Qt
    does not pass on one sent from here)."""
    centre = QPointF(widget.rect().center())
    global_centre = QPointF(widget.mapToGlobal(centre.toPoint()))
    event = QWheelEvent(centre, global_centre, QPoint(0, 0), QPoint(0, 120), Qt.MouseButton.NoButton,
                        Qt.KeyboardModifier.NoModifier, Qt.ScrollPhase.NoScrollPhase, False)
    QApplication.sendEvent(widget, event)
    return event.isAccepted()


def test_the_wheel_scrolls_the_dock_and_leaves_a_figure_not_clicked_into(qtbot, window):
    """Played: a wheel turned to scroll the Typed figures dock went into the box under the
    pointer and changed a figure (a major project typed for a player who had none)."""
    spin = panel(window, "falconers").editors[("black", "Anna")]
    type_into(qtbot, spin, 1)
    window.typed_dock.setFocus()
    assert not wheel_up(spin)  # passed on: the dock scrolls
    assert spin.value() == 1 and typed(window, "Anna", "falconers")["black"] == 1
    spin.setFocus()  # clicked into: the wheel turns it
    assert wheel_up(spin)
    assert spin.value() == 2


def test_a_figure_not_typed_still_shows_a_dash_after_the_focus_passed_through(qtbot, window):
    """Played (German, Watchtowers): Tab from Anna's wall into Ben's, then a click elsewhere;
    Ben's box, never typed, said "-1" (its minimum) instead of "–"."""
    towers = panel(window, "watchtowers")
    anna, ben = towers.editors[("wall", "Anna")], towers.editors[("wall", "Ben")]
    assert ben.text() == "–"
    type_into(qtbot, anna, 8)
    ben.setFocus()  # Tab's next box
    towers.editors[("towers", "Anna")].setFocus()  # the focus leaves Ben's box
    assert ben.lineEdit().text() == "–" and ben.value() == ben.minimum()
    assert typed(window, "Ben", "watchtowers") is None
