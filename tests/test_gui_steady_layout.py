"""Issue 31: a change settles in the window without a flicker. Before, a score table that
lost room (a scroll bar beside it in the scoreboard's column, another module's column)
showed a sideways scroll bar, grew by its height, and the scoreboard moved by as much, on
one turn of the event loop (painted); a turn later its dock was widened, the scroll bar
went and the scoreboard moved back (about 80 ms with the waits of a test)."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QEvent, QObject, QRect
from PySide6.QtWidgets import QMessageBox

from alhambra_gui.app.autosave import Autosave
from alhambra_gui.app.session import GameSession
from alhambra_gui.engine import load_game
from alhambra_gui.engine.assets import resource_path
from alhambra_gui.widgets.window.main_window import MainWindow
from tests.event_loop import settle

pytestmark = pytest.mark.gui

SECOND_SET = ["bazaars", "camps", "building_huts", "medina", "street_traders", "caliphs_guidelines"]


@pytest.fixture
def window(qtbot, tmp_path) -> MainWindow:
    made = MainWindow(GameSession(load_game(resource_path("samples", "modules-game.json"))),
                      Autosave(tmp_path / "appdata"))
    made.files.ask = lambda *_args: QMessageBox.StandardButton.Discard
    qtbot.addWidget(made)
    made.resize(1440, 900)
    made.show()
    qtbot.waitExposed(made)
    settle()
    return made


class Watch(QObject):
    """The score table's scroll bars shown, and the scoreboard's place after each turn."""

    def __init__(self, window: MainWindow) -> None:
        super().__init__()
        self.window = window
        self.shown: list[str] = []
        view = window.scoreboard.score_view
        self._bars = {view.horizontalScrollBar(): "sideways", view.verticalScrollBar(): "up and down"}
        for bar in self._bars:
            bar.installEventFilter(self)
        self.places: list[QRect] = [window.scoreboard.geometry()]

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() == QEvent.Type.Show:
            self.shown.append(self._bars.get(watched, "?"))
        return False

    def turn(self) -> None:
        place = self.window.scoreboard.geometry()
        if place != self.places[-1]:
            self.places.append(place)


CHANGES = {
    "the Modules dock raised": lambda window: window.modules_dock.raise_(),
    "the second set's modules": lambda window: window.session.modules.set_modules(SECOND_SET),
    "a Granada game": lambda window: window.session.new_game(["Anna", "Ben", "Chen"], variant="granada"),
}


@pytest.mark.parametrize("change", list(CHANGES))
def test_a_change_settles_without_a_scroll_bar_for_a_moment(window, change):
    watch = Watch(window)
    CHANGES[change](window)
    settle(watch.turn)
    view = window.scoreboard.score_view
    assert not view.horizontalScrollBar().isVisible()  # the columns fit once settled
    assert watch.shown == []  # and no scroll bar showed meanwhile
    assert len(watch.places) > 1  # the scoreboard moved (or grew) ...
    assert len({place.getRect() for place in watch.places}) == len(watch.places)  # ... never back
