"""The main window: a tab per city plus the overview (``city_tabs``), the docks, the menus
(``window_menus``), the phones at the table (``phones_bar``)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import Qt, QTimer
from PySide6.QtGui import QAction, QCloseEvent, QPaintEvent, QShowEvent
from PySide6.QtWidgets import QApplication, QTabWidget, QVBoxLayout, QWidget

from ... import __version__, dataclass_code
from ...app import labels, settings
from ...app.autosave import Autosave
from ...app.change import GAME_REPLACED, Change
from ...app.labels import arg
from ...app.session import GameSession
from ...engine import AlhambraError, Tile
from ..history.history_menu import HistoryMenu, Table
from ..modules.modules_bar import ModulesBar
from ..paint import plain
from ..paint.retranslating import Retranslating
from ..score.term_focus import TermFocus
from ..shared.action_ids import ActionId
from ..tiles.mime import TileDrag
from ..tiles.tile_hand import TileHand
from .actions import WindowState, build_actions, enable_actions, word_actions, word_menus
from .column_heights import fit_reserves
from .dock_room import DockRoom
from .file_menu import FileMenu
from .first_frame import SETTLE_AFTER_DOCKS, settle_garbage
from .focus_return import FocusReturn
from .paint_hold import PaintHold
from .window_layout import (
    column,
    first_geometry,
    follow_needs,
    place,
    restore_docks,
    share_width,
)
from .window_menus import WindowMenus

if TYPE_CHECKING:  # built when first needed (the docks right after the window is shown)
    from ...app.table_host import TableHost
    from ..city.overview import OverviewWidget
    from ..dialogs.invite_dialog import InviteDialog
    from ..dialogs.keys_sheet import KeysSheet
    from ..modules.modules_dock import ModulesDock
    from ..modules.setup_checklist import SetupChecklist
    from ..score.scoreboard import ScoreboardDock
    from ..score.typed_dock import TypedDock
    from ..tiles.palette import PaletteDock
    from ..tiles.reserve import ReserveDock

APP_TITLE = "Alhambra Companion"


class MainWindow(Retranslating, WindowMenus):
    """``docks_later``: the docks are built by ``create_docks`` (the app calls it right after
    the window is first shown, so that the window appears sooner); otherwise at once."""

    palette_dock: PaletteDock
    reserves: ReserveDock
    scoreboard: ScoreboardDock
    modules_dock: ModulesDock
    typed_dock: TypedDock

    def __init__(self, session: GameSession | None = None, autosave: Autosave | None = None,
                 *, docks_later: bool = False) -> None:
        super().__init__()
        self.setObjectName("mainWindow")
        self.session = session or GameSession(parent=self)
        self.files = FileMenu(self.session, self, autosave or Autosave())
        self.tabs = QTabWidget()
        self.tabs.setObjectName("cityTabs")
        self.tabs.setDocumentMode(True)
        self.modules_bar = ModulesBar(self.session)
        self.modules_bar.modulesAdded.connect(self.show_setup_checklist)
        self.setCentralWidget(column(self.modules_bar, self.tabs))
        self.statusBar().setObjectName("statusBar")
        self._overview_tab = QWidget()  # holds the overview, built when first shown
        QVBoxLayout(self._overview_tab).setContentsMargins(0, 0, 0, 0)
        self._overview: OverviewWidget | None = None
        self._chosen_tab: QWidget | None = None
        self.tabs.currentChanged.connect(self._on_tab_chosen)
        self.setup_checklist: SetupChecklist | None = None
        self.keys_sheet: KeysSheet | None = None
        self.table_host: TableHost | None = None  # the phones' table, once invited
        self.invite_dialog: InviteDialog | None = None
        #: The history of finished games, and its menu entries.
        self.history_menu: HistoryMenu = HistoryMenu(
            self, self.session, self.files.autosave.folder, self.files.maybe_save,
            lambda table: self.new_game(table=table))
        self.action_map: dict[ActionId, QAction] = build_actions(self, self)
        self.menus = self._build_menus()
        self.session.changed.connect(self._on_changed)
        self.session.fileStateChanged.connect(self._on_file_state_changed)
        FocusReturn(self)  # the focus back after a dialog closes, with no window manager too
        self._on_changed(GAME_REPLACED)
        self._on_file_state_changed()
        self.resize(first_geometry(self.screen().availableGeometry()).size())
        self._docks_built = False
        if not docks_later:
            self.create_docks()
        else:  # shown first: the city and the docks follow right after the first paint
            self.setProperty("painted", False)

    def _retranslate(self) -> None:
        """After a switch of View ▸ Language: the menus, the actions and the tabs' own words
        (the docks, pages and open windows word themselves: they hear it too)."""
        word_menus(self.menus)
        word_actions(self.action_map)
        self.recent_menu.setTitle(self.tr("Open &Recent"))
        self.players_menu.setTitle(self.tr("&Go to Player"))
        self.language_menu.retranslate()
        self.theme_menu.retranslate()
        self._word_undo_redo()
        self.counts_only.update_state()
        self.tabs.setTabText(self.tabs.indexOf(self._overview_tab), self.tr("All cities"))
        self._on_file_state_changed()

    def paintEvent(self, event: QPaintEvent) -> None:
        super().paintEvent(event)
        if self.property("painted") is False:
            self.setProperty("painted", True)
            QTimer.singleShot(0, self._after_first_paint)

    def _after_first_paint(self) -> None:
        self.current_page()
        self.create_docks()
        dataclass_code.keep()  # the classes' code compiled on the way here, for the next start
        QTimer.singleShot(SETTLE_AFTER_DOCKS, settle_garbage)

    def create_docks(self) -> None:
        """Build the docks (once), put them in the menus and restore the saved layout."""
        if self._docks_built:
            return
        self._docks_built = True
        from ..modules.modules_dock import ModulesDock
        from ..score.scoreboard import ScoreboardDock
        from ..score.typed_dock import TypedDock
        from ..tiles.palette import PaletteDock
        from ..tiles.reserve import ReserveDock

        self.palette_dock = PaletteDock(self.session, self)
        self.reserves = ReserveDock(self.session, self)
        self.scoreboard = ScoreboardDock(self.session, self)
        self.scoreboard.shown_player = self.current_player
        self.modules_dock = ModulesDock(self.session, self)
        self.typed_dock = TypedDock(self.session, self)
        self.addDockWidget(Qt.DockWidgetArea.LeftDockWidgetArea, self.palette_dock)
        self.addDockWidget(Qt.DockWidgetArea.RightDockWidgetArea, self.reserves)
        self.addDockWidget(Qt.DockWidgetArea.RightDockWidgetArea, self.scoreboard)
        self.tabifyDockWidget(self.reserves, self.modules_dock)  # a tab beside the reserves
        self.tabifyDockWidget(self.modules_dock, self.typed_dock)  # above the scoreboard it feeds
        self.reserves.raise_()
        self.palette_dock.tilePicked.connect(self._on_tile_picked)
        TileHand.of(self.session).changed.connect(self._on_hand_changed)
        TermFocus.of(self.session).changed.connect(self._on_term_focus)
        docks = (self.palette_dock, self.reserves, self.scoreboard, self.modules_dock, self.typed_dock)
        self.menus["view"].insertActions(self._docks_place, [d.toggleViewAction() for d in docks])
        self.menus["scoring"].insertActions(self._scoring_place, self.scoreboard.menu_actions())
        self._share_when_shown = not restore_docks(self)
        self.typed_dock.follow_modules()  # a saved layout may show it with no typed module in play
        follow_needs(self.dock_room(), self.fit_reserves, self.session.changed, self.tabs)
        if self.isVisible():
            self._share_room()
        # Tooltips come once the docks are built and painted, before any timer (a tooltip
        # comes from Qt's timer): the application-wide filter sees every event of every
        # object, some three thousand while the docks are made, some two thousand more as
        # they are first laid out and painted. Their posted events (no input nor timer) are
        # delivered here, and the filter is installed right after the window's next paint.
        # The window is not painted meanwhile: it painted the city page before the docks
        # took their room, and everything again once they had (``paint_hold``).
        app = QApplication.instance()
        if isinstance(app, QApplication) and self.isVisible():
            with PaintHold.of(self).during():
                app.sendPostedEvents()
            plain.install_plain_tooltips_after_paint(self, app)
        elif isinstance(app, QApplication):
            plain.install_plain_tooltips(app)

    def showEvent(self, event: QShowEvent) -> None:
        super().showEvent(event)
        if self._docks_built:  # docks built before the window was shown, at another size
            self._share_room()

    def _share_room(self) -> None:
        """The docks' first widths (unless a saved layout gave them), the reserves' height."""
        layout = self.layout()
        assert layout is not None
        layout.activate()
        if self._share_when_shown:
            self._share_when_shown = False
            share_width(self.dock_room())
        self.fit_reserves()

    def dock_room(self) -> DockRoom:
        """The window and its docks, as the layout shares their room (once they are built)."""
        return DockRoom(self, self.palette_dock, self.reserves, self.scoreboard, self.modules_dock,
                        self.typed_dock)

    # ---- the tabs follow the game's players ----------------------------------------------
    def _on_changed(self, change: Change) -> None:
        """First what the game's shape decides (the tabs and their pages), then what reads
        it (the session told the window before its docks and pages: they were made after it)."""
        if change.roster:
            self._on_game_replaced(change)  # the new current tab updates the counts menu
        else:
            self.counts_only.update_state()
        if change.structure:
            enable_actions(self.action_map, self.state())

    def state(self) -> WindowState:
        """What decides which actions can be used now (``actions.ActionSpec.enabled_when``)."""
        return WindowState(modules_changeable=self.modules_bar.can_change())

    # ---- title and state --------------------------------------------------------------------
    def _on_file_state_changed(self) -> None:
        self.setWindowTitle(f"{self.session.display_name()}[*] — {APP_TITLE}")
        self.setWindowModified(self.session.is_modified)

    def place_on_screen(self) -> None:
        """Before the first show: the saved geometry, or sized to the screen (window_layout)."""
        place(self)

    def fit_reserves(self) -> None:
        """The reserves as tall as their tiles need (once the window is shown)."""
        if self.isVisible():
            fit_reserves(self.dock_room())

    def closeEvent(self, event: QCloseEvent) -> None:
        if not self.files.closing():
            event.ignore()
            return
        settings.window_geometry.set(self.saveGeometry())
        if self._docks_built:  # closed before its docks were built: keep the layout saved before
            settings.window_state.set(self.saveState())
        for child in self.children():  # its own windows (the checklist, the keys) go with it
            if isinstance(child, QWidget) and child.isWindow() and child.isVisible():
                child.close()
        if self.table_host is not None:  # the phones' table closes with the game
            self.table_host.stop()
        event.accept()

    # ---- slots named in the action registry ----------------------------------------------------
    def new_game(self, *_checked: object, table: Table | None = None) -> None:
        """File ▸ New Game (``table``: the players, colours, variant and modules to offer; by
        default the last table's players, each in their colour)."""
        from ..dialogs.new_game_dialog import NewGameDialog
        from ..modules.setup_checklist import has_setup

        dialog = NewGameDialog(self, known=self.history_menu.known_players(),
                               **(table or self.history_menu.last_table()))
        if dialog.exec() and self.files.maybe_save():
            names, colours, dirk, variant, modules = dialog.result_values()
            self.session.new_game(names, dirk=dirk, variant=variant, colours=colours, modules=modules)
            if has_setup(self.session.game):
                self.show_setup_checklist()

    def choose_modules(self) -> None:
        self.modules_bar.change_modules()

    def show_setup_checklist(self) -> SetupChecklist:
        """Open (or bring up) the non-blocking list of what the modules in play need out."""
        if self.setup_checklist is None:
            from ..modules.setup_checklist import SetupChecklist

            self.setup_checklist = SetupChecklist(self.session, self)
        self.setup_checklist.show()
        self.setup_checklist.raise_()
        self.setup_checklist.activateWindow()
        return self.setup_checklist

    def open_dialog(self) -> None:
        self.files.open_dialog()

    def edit_players(self) -> None:
        """Game ▸ Players…: rename the players of the game under way, change their colours, add
        one or take one out."""
        from ..dialogs.players_dialog import PlayersDialog

        names, roster = self.session.player_names(), self.session.roster
        dialog = PlayersDialog(names, [self.session.player_colour(n) for n in names], self,
                               held=[roster.held(n) for n in names], locked=roster.locked())
        if dialog.exec() != PlayersDialog.DialogCode.Accepted:
            return
        try:
            roster.set_players(dialog.seats())
        except AlhambraError as error:  # the dialog checks the names: not expected, still said
            plain.warn(self, dialog.windowTitle(), labels.error_text(error))

    def invite_phones(self) -> InviteDialog:
        """Game ▸ Invite Phones…: open (or bring up) the table's non-blocking invite."""
        from .phones_bar import invite

        self.table_host, self.invite_dialog = invite(self, self.session, self.table_host, self.invite_dialog)
        return self.invite_dialog

    def import_photo(self) -> None:
        """File ▸ Import City from Photo… for the player whose city is shown (else the first)."""
        from ..photo.photo_import import PhotoImportDialog

        player = self.current_player() or self.session.player_names()[0]
        self.show_city(player)
        PhotoImportDialog(self.session, player, self).exec()

    def import_photos(self) -> None:
        """File ▸ Import Cities from Photos…: every player's city, one photo each."""
        from ..photo.table_import import TablePhotoDialog

        TablePhotoDialog(self.session, self).exec()

    def save(self) -> None:
        self.files.save()

    def save_as_dialog(self) -> None:
        self.files.save_as_dialog()

    def zoom_in(self) -> None:
        if page := self.current_page():
            page.view.zoom_in()

    def zoom_out(self) -> None:
        if page := self.current_page():
            page.view.zoom_out()

    def fit_view(self) -> None:
        if page := self.current_page():
            page.view.fit()

    def offer_keys_hint(self) -> None:
        """On the first start only: a line in the status bar that points to the sheet."""
        if settings.keys_hint_shown.get():
            return  # nothing to load on the later starts
        from ..dialogs.keys_sheet import offer_hint

        offer_hint(self, self.show_keys)

    def show_keys(self) -> KeysSheet:
        """Help ▸ Keys and Codes: the cheat sheet, beside the window (non-blocking)."""
        if self.keys_sheet is None:
            from ..dialogs.keys_sheet import KeysSheet

            self.keys_sheet = KeysSheet(self.session, self, self.action_map)
        self.keys_sheet.show()
        self.keys_sheet.raise_()
        self.keys_sheet.activateWindow()  # Esc closes it at once (a desktop without a window manager)
        return self.keys_sheet

    def about(self) -> None:
        from PySide6.QtWidgets import QMessageBox

        QMessageBox.about(self, arg(self.tr("About %1"), APP_TITLE),
                          arg(self.tr("%1 %2\nA table companion for Alhambra and Granada: digitise the "
                                  "cities, check every placement, find the longest wall and run "
                                  "the scorings."), APP_TITLE, __version__))

    def _on_hand_changed(self, held: TileDrag | None) -> None:
        """A tile taken in hand from a reserve is built in its owner's city: show that city."""
        if held is not None and held.source == "reserve" and held.player != self.current_player() \
                and held.player in self.session.player_names():
            self.show_city(held.player)

    def _on_term_focus(self) -> None:
        """A module's number selected in the scoreboard is highlighted in its player's city:
        show that city (the overview shows every city already)."""
        player = TermFocus.of(self.session).player
        if player in self.session.player_names() and self.current_player() not in (None, player):
            self.show_city(player)

    def _on_tile_picked(self, tile: Tile) -> None:
        """Enter in the palette's filter: build the tile at the current city's cursor (a
        refusal shows in that city's banner)."""
        page = self.current_page()
        if page is not None:
            page.view.build_here(tile)
