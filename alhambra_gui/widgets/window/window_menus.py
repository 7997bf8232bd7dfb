"""The main window's menus: the actions registry's (``actions.ENTRIES``) with the parts the
window fills itself (Open Recent, Go to Player, Language, Theme, Undo and Redo, the places the docks'
and the scoring's entries go). A part of ``MainWindow`` (its base), kept apart for size."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QMenu

from ..counts.counts_menu import CountsOnlyAction
from ..shared.action_ids import ActionId
from ..shared.undo_keys import redo_keys, undo_keys
from .actions import Part, build_menus
from .city_tabs import CityTabs
from .file_menu import FileMenu
from .language_menu import LanguageMenu
from .theme_menu import ThemeMenu


class WindowMenus(CityTabs):
    """The menus of ``MainWindow`` (which makes ``files`` and ``action_map`` before them)."""

    files: FileMenu
    action_map: dict[ActionId, QAction]
    recent_menu: QMenu
    language_menu: LanguageMenu
    theme_menu: ThemeMenu
    _docks_place: QAction
    _scoring_place: QAction
    _edit_menu: QMenu

    def _build_menus(self) -> dict[str, QMenu]:
        """The menus of the actions registry (``actions.ENTRIES``), with the parts the window
        fills itself; the docks' entries and the scoring actions come with the docks."""
        return build_menus(self.menuBar(), self.action_map, {
            Part.RECENT: self._add_recent_menu,
            Part.UNDO_REDO: self._build_edit_menu,
            Part.PLAYERS: self._add_players_menu,
            Part.LANGUAGE: self._add_language_menu,
            Part.THEME: self._add_theme_menu,
            Part.DOCKS: self._mark_docks_place,
            Part.COUNTS_ONLY: self._add_counts_only,
            Part.SCORING: self._mark_scoring_place,
        })

    def _add_recent_menu(self, menu: QMenu) -> None:
        self.recent_menu = menu.addMenu(self.tr("Open &Recent"))
        self.recent_menu.setObjectName("menu_recent")
        self.recent_menu.aboutToShow.connect(lambda: self.files.fill_recent_menu(self.recent_menu))
        # A file opened or saved: a menu greyed out for want of files is never shown to fill
        # itself. Once the open is done (queued), as the recent files are written after it.
        self.files.recentFilesChanged.connect(lambda: self.recent_menu.setEnabled(True),
                                              Qt.ConnectionType.QueuedConnection)
        self.files.fill_recent_menu(self.recent_menu)

    def _add_players_menu(self, menu: QMenu) -> None:
        self.players_menu = menu.addMenu(self.tr("&Go to Player"))
        self.players_menu.setObjectName("menu_players")

    def _add_language_menu(self, menu: QMenu) -> None:
        self.language_menu = LanguageMenu(self, menu)

    def _add_theme_menu(self, menu: QMenu) -> None:
        self.theme_menu = ThemeMenu(menu)

    def _add_counts_only(self, menu: QMenu) -> None:
        self.counts_only = CountsOnlyAction(self.session, self.current_player, self)  # names the shown player
        self.action_map[ActionId.COUNTS_ONLY] = self.counts_only
        menu.addAction(self.counts_only)

    def _mark_docks_place(self, menu: QMenu) -> None:
        """Where the docks' entries go once the docks are built (``create_docks``): after a
        separator, before an invisible marker."""
        menu.addSeparator()
        self._docks_place = self._marker(menu)

    def _mark_scoring_place(self, menu: QMenu) -> None:
        self._scoring_place = self._marker(menu)

    @staticmethod
    def _marker(menu: QMenu) -> QAction:
        """An invisible entry that only holds a place: what comes later is put before it."""
        marker = menu.addAction("")
        marker.setVisible(False)
        return marker

    def _build_edit_menu(self, menu: QMenu) -> None:
        self._edit_menu = menu
        self._word_undo_redo()

    def _word_undo_redo(self) -> None:
        """Edit ▸ Undo and Redo, which the undo stack words with the prefix they were made
        with: made again in the language in force, in the place of those before."""
        stack, menu = self.session.undo_stack, self._edit_menu
        undo = stack.createUndoAction(self, self.tr("&Undo"))
        undo.setShortcuts(undo_keys())
        undo.setObjectName("action_undo")
        redo = stack.createRedoAction(self, self.tr("&Redo"))
        redo.setShortcuts(redo_keys())
        redo.setObjectName("action_redo")
        old = [self.action_map.pop(key) for key in (ActionId.UNDO, ActionId.REDO) if key in self.action_map]
        if old:
            menu.insertActions(old[0], [undo, redo])
        else:
            menu.addActions([undo, redo])
        for action in old:
            menu.removeAction(action)
            action.deleteLater()
        self.action_map[ActionId.UNDO], self.action_map[ActionId.REDO] = undo, redo
