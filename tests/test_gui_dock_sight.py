"""DockSight: a dock's panels built for the game's shape when first in sight, following the
game while in sight, and catching up once when shown again (the Modules and Typed figures
docks hand it their shape, build and refresh)."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QDockWidget, QLabel, QMainWindow

from alhambra_gui.widgets.shared.dock_sight import DockSight


class Counted:
    def __init__(self) -> None:
        self.shape: tuple[object, ...] = ("base", 2)
        self.calls: list[str] = []

    def rebuild(self) -> None:
        self.calls.append("rebuild")

    def refresh(self) -> None:
        self.calls.append("refresh")


def tabbed(qtbot, show_widget):
    """A window with two docks tabbed together, the followed one behind the other."""
    window = QMainWindow()
    window.setCentralWidget(QLabel("city"))
    front, followed = QDockWidget("front"), QDockWidget("followed")
    body = QLabel("panels")
    followed.setWidget(body)
    front.setWidget(QLabel("reserves"))
    for dock in (front, followed):
        dock.setObjectName(dock.windowTitle())
        window.addDockWidget(Qt.DockWidgetArea.RightDockWidgetArea, dock)
    window.tabifyDockWidget(front, followed)
    counted = Counted()
    sight = DockSight(followed, lambda: body, lambda: counted.shape, counted.rebuild, counted.refresh)
    front.raise_()
    show_widget(window)
    qtbot.wait(10)
    return window, followed, body, sight, counted


def test_a_dock_behind_another_tab_builds_nothing_until_shown_then_once(qtbot, show_widget):
    _window, followed, body, sight, counted = tabbed(qtbot, show_widget)
    assert not sight.seen and body.isHidden()
    sight.follow(structure=True)
    sight.follow()
    assert counted.calls == []  # out of sight: the changes wait
    followed.raise_()
    qtbot.waitUntil(lambda: sight.seen)
    assert counted.calls == ["rebuild"] and sight.built_for == ("base", 2)
    assert not body.isHidden()


def test_in_sight_a_change_refreshes_and_a_new_shape_rebuilds(qtbot, show_widget):
    _window, followed, _body, sight, counted = tabbed(qtbot, show_widget)
    followed.raise_()
    qtbot.waitUntil(lambda: sight.seen)
    counted.calls.clear()
    sight.follow(structure=True)  # the same shape: the panels kept
    sight.follow()
    counted.shape = ("base", 3)
    sight.follow()  # not a change of structure: the shape is not asked
    sight.follow(structure=True)
    assert counted.calls == ["refresh", "refresh", "refresh", "rebuild"]
    assert sight.built_for == ("base", 3)


def test_changes_out_of_sight_are_caught_up_once_when_read(qtbot, show_widget):
    window, followed, body, sight, counted = tabbed(qtbot, show_widget)
    followed.raise_()
    qtbot.waitUntil(lambda: sight.seen)
    window.findChild(QDockWidget, "front").raise_()
    qtbot.waitUntil(lambda: not sight.seen)
    assert body.isHidden()
    counted.calls.clear()
    for _ in range(3):
        sight.follow()
    sight.catch_up()
    sight.catch_up()
    assert counted.calls == ["refresh"]  # built for this shape already: refreshed once
    counted.shape = ("granada", 3)
    sight.follow()
    sight.catch_up()
    assert counted.calls == ["refresh", "rebuild"]  # another shape: built again when caught up
