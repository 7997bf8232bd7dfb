"""The main window built again over the same session, in the language now in force.

Widgets hold no game state: the game, its undo stack, the file, the autosave and the tile
in hand belong to the session (and the window's FileMenu, which moves over); so a window
built anew shows exactly what the old one did, every word of it produced by the code that
produced it at start-up. What belongs to the view itself is carried over: the window's
geometry and its docks (saved as on closing, restored as on a start), the player or
overview shown, each tab widget's page, the scoring the scoreboard shows, the palette's
filter, and the open setup checklist (its ticks) and keys sheet where they were.
The steps already on the undo stack are worded again by the session (``retranslate``), so
Edit ▸ Undo names them in the new language too.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from typing import TypeVar

from PySide6.QtCore import QByteArray
from PySide6.QtWidgets import QComboBox, QDockWidget, QLineEdit, QTabWidget, QWidget

from ...app import settings
from .main_window import MainWindow

#: View choices (combo boxes) carried over by object name; none of them edits the game.
VIEW_COMBOS = ("roundChooser",)
VIEW_FILTERS = ("paletteFilter",)
W = TypeVar("W", bound=QWidget)
V = TypeVar("V")


@dataclass
class ViewState:
    """What the user had on screen besides the game."""

    player: str | None = None
    overview: bool = False
    tabs: dict[str, int] = field(default_factory=dict)
    combos: dict[str, int] = field(default_factory=dict)
    filters: dict[str, str] = field(default_factory=dict)
    checklist: tuple[QByteArray, list[bool]] | None = None
    keys_sheet: QByteArray | None = None

    @classmethod
    def of(cls, window: MainWindow) -> ViewState:
        state = cls(window.current_player(), window.current_player() is None)
        state.tabs = {t.objectName(): t.currentIndex() for t in window.findChildren(QTabWidget)
                      if t.objectName() and t is not window.tabs}
        state.combos = {c.objectName(): c.currentIndex() for c in window.findChildren(QComboBox)
                        if c.objectName() in VIEW_COMBOS}
        state.filters = {e.objectName(): e.text() for e in window.findChildren(QLineEdit)
                         if e.objectName() in VIEW_FILTERS}
        checklist, sheet = window.setup_checklist, window.keys_sheet
        if checklist is not None and checklist.isVisible():
            state.checklist = (checklist.saveGeometry(), [c.isChecked() for c in checklist.check_boxes()])
        if sheet is not None and sheet.isVisible():
            state.keys_sheet = sheet.saveGeometry()
        return state

    def restore(self, window: MainWindow) -> None:
        if self.overview:
            window.show_overview()
        elif self.player in window.session.player_names():
            window.show_city(self.player)
        _set(window, QTabWidget, self.tabs, lambda t, i: t.setCurrentIndex(i))
        _set(window, QComboBox, self.combos, lambda c, i: c.setCurrentIndex(i))
        _set(window, QLineEdit, self.filters, lambda e, text: e.setText(text))

    def reopen(self, window: MainWindow) -> None:
        """The non-modal windows, once the main window is shown."""
        if self.checklist is not None:
            geometry, checks = self.checklist
            checklist = window.show_setup_checklist()
            checklist.restoreGeometry(geometry)
            for box, checked in zip(checklist.check_boxes(), checks, strict=False):
                box.setChecked(checked)
        if self.keys_sheet is not None:
            window.show_keys().restoreGeometry(self.keys_sheet)


def _set(window: MainWindow, kind: type[W], values: Mapping[str, V], apply: Callable[[W, V], object]) -> None:
    for name, value in values.items():
        widget = window.findChild(kind, name)
        if isinstance(widget, kind):
            apply(widget, value)


def rebuild(old: MainWindow) -> MainWindow:
    """A new main window over ``old``'s session, shown where ``old`` was; ``old`` is hidden
    (never asked to close: nothing is saved or discarded) and deleted."""
    view = ViewState.of(old)
    old.files.flush_autosave()
    settings.window_geometry.set(old.saveGeometry())
    if old.findChild(QDockWidget) is not None:  # the docks were built: they are laid out
        settings.window_state.set(old.saveState())
    session = old.session
    window = MainWindow(session, files=old.files)
    if session.parent() is old:
        session.setParent(window)
    window.place_on_screen()
    view.restore(window)  # before it is shown: only the page shown is built (not the first tab's too)
    window.show()
    window.activateWindow()
    old.hide()
    old.deleteLater()
    view.reopen(window)
    return window
