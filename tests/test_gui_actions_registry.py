"""The main window's menus come from the actions registry (widgets/window/actions.py): each
declared action stands in its declared menu, in the declared order, and does what its slot
names; the parts filled by the window (recent files, players, languages, docks, scoring)
stand where the registry puts them."""

from __future__ import annotations

import pytest

from alhambra_gui.app.autosave import Autosave
from alhambra_gui.app.session import GameSession
from alhambra_gui.widgets.shared.action_ids import ActionId
from alhambra_gui.widgets.window.actions import ACTIONS, ENTRIES, MenuPart, Separator
from alhambra_gui.widgets.window.main_window import MainWindow

pytestmark = pytest.mark.gui


@pytest.fixture
def window(qtbot, tmp_path):
    window = MainWindow(GameSession(), Autosave(tmp_path / "appdata"))
    qtbot.addWidget(window)
    return window


def test_every_declared_action_stands_in_its_menu_in_the_declared_order(window):
    for key, menu in window.menus.items():
        declared = [window.action_map[s.id] for s in ACTIONS if s.menu == key]
        shown = [a for a in menu.actions() if a in declared]
        assert shown == declared, key


def test_the_separators_and_parts_stand_where_the_registry_puts_them(window):
    file_menu = [a for a in window.menus["file"].actions() if a.isVisible()]
    kinds = ["-" if a.isSeparator() else (a.menu().objectName() if a.menu() else a.objectName())
             for a in file_menu]
    expected = []
    for entry in ENTRIES:
        if entry.menu != "file":
            continue
        if isinstance(entry, Separator):
            expected.append("-")
        elif isinstance(entry, MenuPart):
            expected.append(f"menu_{entry.id}")
        else:
            expected.append(f"action_{entry.id}")
    assert kinds == expected


def test_a_declared_action_calls_the_method_its_slot_names(window, monkeypatch):
    called = []
    monkeypatch.setattr(MainWindow, "show_overview", lambda self: called.append("overview"))
    fresh = MainWindow(GameSession(), Autosave(window.files.autosave.folder))
    fresh.action_map[ActionId.OVERVIEW].trigger()
    assert called == ["overview"]
    fresh.deleteLater()


def test_the_docks_and_the_scoring_actions_come_in_their_places(window):
    window.create_docks()
    view = [a for a in window.menus["view"].actions() if a.isVisible()]
    assert view[-4:] == [d.toggleViewAction() for d in (window.palette_dock, window.reserves,
                                                       window.scoreboard, window.modules_dock)]
    # the Typed figures dock follows them, offered once a module in play types figures
    assert window.typed_dock.toggleViewAction() in window.menus["view"].actions()
    assert not window.typed_dock.toggleViewAction().isVisible()
    scoring = [a for a in window.menus["scoring"].actions() if a.isVisible()]
    assert scoring == [a for a in window.scoreboard.menu_actions() if a.isVisible()]  # out of play: hidden


def test_every_action_is_keyed_by_its_id_and_named_after_it(window):
    window.create_docks()
    assert set(window.action_map) == set(ActionId)  # the window's own (undo, counts only) too
    for key, action in window.action_map.items():
        assert action.objectName() == f"action_{key}"


def test_an_action_is_enabled_as_its_enabled_when_says(window, monkeypatch):
    from alhambra_gui.widgets.window.actions import WindowState, enable_actions

    enable_actions(window.action_map, WindowState(modules_changeable=False))
    assert [s.id for s in ACTIONS if not window.action_map[s.id].isEnabled()] == [ActionId.MODULES]
    monkeypatch.setattr(window.modules_bar, "can_change", lambda: True)
    assert window.state() == WindowState(modules_changeable=True)
    enable_actions(window.action_map, window.state())
    assert all(window.action_map[s.id].isEnabled() for s in ACTIONS)
