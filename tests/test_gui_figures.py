"""The Typed figures dock with real events (tests/typed_module.py is the module): a figure
typed with the keys into a spin box, the values of one figure merging into one undo step,
a refusal said in place naming player, module and limit, ticks picked in a menu, points won
entered from a menu, the scoreboard following, and counts-only players typing the same way."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPoint, Qt, QTimer
from PySide6.QtWidgets import QApplication, QMenu, QMessageBox, QSpinBox

from alhambra_gui.app.autosave import Autosave
from alhambra_gui.app.session import GameSession
from alhambra_gui.engine import Game
from alhambra_gui.widgets.window.main_window import MainWindow
from tests.typed_module import ID, registered


@pytest.fixture
def window(qtbot, tmp_path):
    with registered():
        session = GameSession(Game(["Anna", "Ben", "Chen"], modules=[ID]))
        shown = MainWindow(session, Autosave(tmp_path / "appdata"))
        qtbot.addWidget(shown)
        shown.files.ask = lambda *args: QMessageBox.StandardButton.Discard
        shown.show()
        shown.typed_dock.raise_()
        qtbot.waitUntil(lambda: shown.typed_dock.isVisible())
        yield shown


def panel(window):
    found = window.typed_dock.panel(ID)
    assert found is not None
    return found


def type_into(qtbot, spin: QSpinBox, value: int) -> None:
    spin.setFocus()
    spin.selectAll()
    qtbot.keyClicks(spin, str(value))
    qtbot.keyClick(spin, Qt.Key.Key_Return)


def figure(window, name, key):
    return window.session.game.player(name).typed.get(ID, {}).get(key)


def shown_score(window, name):
    model = window.scoreboard.score_model
    row = next(r for r in range(model.rowCount())
               if name in str(model.headerData(r, Qt.Orientation.Vertical)))
    column = next(c for c in range(model.columnCount())
                  if model.headerData(c, Qt.Orientation.Horizontal) == "Aviary")
    return model.data(model.index(row, column))


def pick_in_menu(qtbot, button, *texts):
    """Open a tool button's menu with a click, click the entries ``texts`` in it, and close
    it with Escape if it is still open (a menu of check boxes stays open while ticked)."""
    def choose():
        menu = QApplication.activePopupWidget()
        assert isinstance(menu, QMenu)
        for text in texts:
            action = next(a for a in menu.actions() if a.text() == text)
            ticking = action.isCheckable()
            qtbot.mouseClick(menu, Qt.MouseButton.LeftButton, pos=menu.actionGeometry(action).center())
            stayed.append(menu.isVisible() if ticking else None)
        if menu.isVisible():
            qtbot.keyClick(menu, Qt.Key.Key_Escape)

    stayed: list[bool | None] = []
    QTimer.singleShot(50, choose)
    qtbot.mouseClick(button, Qt.MouseButton.LeftButton, pos=QPoint(5, 5))
    assert False not in stayed, "a menu of check boxes closed when an entry was ticked"


def test_a_figure_typed_with_the_keys_scores_at_once_and_merges_into_one_step(qtbot, window):
    spin = panel(window).editors[("black", "Anna")]
    type_into(qtbot, spin, 2)
    assert figure(window, "Anna", "black") == 2
    assert shown_score(window, "Anna") == "2"
    spin.stepUp()
    spin.stepUp()
    assert figure(window, "Anna", "black") == 4
    stack = window.session.undo_stack
    assert stack.count() == 1 and stack.undoText() == "Type Anna's Black birds: 4"
    stack.undo()
    assert figure(window, "Anna", "black") is None and spin.value() == 0
    assert shown_score(window, "Anna") == "0"


def test_a_refusal_is_said_in_place_with_player_module_and_limit(qtbot, window):
    typed = panel(window)
    type_into(qtbot, typed.editors[("white", "Ben")], 4)
    type_into(qtbot, typed.editors[("white", "Anna")], 2)
    assert typed.message.isVisible()
    assert typed.message.text() == 'Anna, "Aviary": White birds: 6 among the players (the box has 5).'
    assert figure(window, "Anna", "white") is None
    assert typed.editors[("white", "Anna")].value() == 0  # the game's value again
    type_into(qtbot, typed.editors[("white", "Chen")], 7)  # past the box's range
    assert typed.message.text() == 'Chen, "Aviary": 7 white birds (the box has 5).'
    assert window.session.undo_stack.count() == 1
    type_into(qtbot, typed.editors[("white", "Chen")], 1)
    assert not typed.message.isVisible()
    assert typed._supply["white"].text() == "5 of 5"


def test_ticks_and_values_and_gains_picked_with_clicks(qtbot, window):
    typed = panel(window)
    flags = typed.editors[("flags", "Ben")]
    pick_in_menu(qtbot, flags, "Garden")
    assert figure(window, "Ben", "flags") == ("garden",)
    assert typed.editors[("flags", "Ben")].text() == "Garden"
    pick_in_menu(qtbot, flags, "Tower", "Pavilion")  # ticked in one opening: the menu stays open
    assert set(figure(window, "Ben", "flags")) == {"garden", "tower", "pavilion"}
    assert window.session.undo_stack.undoText() == "Type Ben's Flags: Garden, Tower, Pavilion"
    pick_in_menu(qtbot, flags, "Tower", "Pavilion")  # and ticked off again
    assert figure(window, "Ben", "flags") == ("garden",)
    pick_in_menu(qtbot, typed.editors[("flags", "Anna")], "Garden")  # one holder a type
    assert typed.message.text() == 'Anna, "Aviary": the Garden flag is Ben\'s.'
    dials = typed.editors[("dials", "Chen")]
    dials.setFocus()
    qtbot.keyClicks(dials, "3, 6")
    qtbot.keyClick(dials, Qt.Key.Key_Return)
    assert figure(window, "Chen", "dials") == (3, 6)
    gains = typed.gain_buttons["Anna"]
    assert gains.text() == "5"
    pick_in_menu(qtbot, gains, "Won 2 points")
    assert gains.text() == "7" and window.session.game.totals()["Anna"] == 7
    assert window.session.undo_stack.undoText() == 'Enter 2 points of "Aviary" for Anna'


def test_a_counts_only_player_types_figures_the_same_way(qtbot, window):
    window.session.counts.set_counts_only("Chen", True)
    type_into(qtbot, panel(window).editors[("black", "Chen")], 3)
    assert figure(window, "Chen", "black") == 3
    assert shown_score(window, "Chen") == "3"


def test_the_recorded_table_says_the_gains_in_the_total(qtbot, window):
    window.session.figures.add_gain("Ben", ID, 2)
    window.session.record_scoring()
    model = window.scoreboard.history_model
    row = next(r for r in range(model.rowCount()) if model.data(model.index(r, 0)) == "Ben")
    assert model.data(model.index(row, 4)) == "7"
    assert model.data(model.index(row, 4), Qt.ItemDataRole.ToolTipRole) == \
        "7 of them won during play, not in a scoring"
