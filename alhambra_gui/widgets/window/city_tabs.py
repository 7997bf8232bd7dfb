"""The main window's tabs follow the game's players: a tab per city plus the overview of all
cities (built when first shown), View ▸ Go to Player, and the seat shown. A part of
``MainWindow`` (its base), kept apart for size: it holds no state of the game."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import Qt
from PySide6.QtGui import QKeySequence
from PySide6.QtWidgets import QMainWindow, QMenu, QTabWidget, QWidget

from ...app.session import GameSession
from ..city.city_tab import CityTab
from ..counts.counts_menu import CountsOnlyAction
from ..paint import plain
from ..shared.detach import detach

if TYPE_CHECKING:
    from ...app.change import Change
    from ..city.city_page import CityPage
    from ..city.overview import OverviewWidget


class CityTabs(QMainWindow):
    """The tabs of ``MainWindow`` (which makes the attributes below in its ``__init__``)."""

    session: GameSession
    tabs: QTabWidget
    players_menu: QMenu
    counts_only: CountsOnlyAction
    _overview_tab: QWidget
    _overview: OverviewWidget | None
    _chosen_tab: QWidget | None

    def _on_game_replaced(self, change: Change) -> None:
        """The tabs of the new game's players: added and shown before the old ones go, so
        that no tab of the old game is ever the current one; the old pages are disconnected
        from the session before anything else hears of the new game. A game of the same
        players keeps the tabs and their pages, which show it as they show any change (File ▸
        Open of a game of the same table makes no page anew); players renamed or given
        another colour (Game ▸ Players…) get new ones, the city in sight kept in sight."""
        shown = self.current_player()
        current = None if shown is None else change.new_name(shown)
        all_cities = self.tabs.currentWidget() is self._overview_tab
        old = [self.tabs.widget(i) for i in range(self.tabs.count())]
        names = self.session.player_names()
        if not change.players and [tab.player for tab in old if isinstance(tab, CityTab)] == names:
            self.counts_only.update_state()  # the same players: their pages follow the new game
            return
        if self.tabs.indexOf(self._overview_tab) < 0:
            self.tabs.addTab(self._overview_tab, self.tr("All cities"))
        tabs = {name: CityTab(self.session, name) for name in names}
        for name, tab in tabs.items():
            self.tabs.addTab(tab, name.replace("&", "&&"))  # no mnemonic
        self._fill_players_menu(names)
        if not (change.players and all_cities):  # the same table: All cities stays in sight
            self.tabs.setCurrentWidget(tabs[current if current in names else names[0]])
        for page in old:
            if page is not None and page is not self._overview_tab:
                detach(self.session, page)
                self.tabs.removeTab(self.tabs.indexOf(page))
                page.deleteLater()

    def _fill_players_menu(self, names: list[str]) -> None:
        """View ▸ Go to Player: one entry per seat, Ctrl+1 … Ctrl+6."""
        for action in self.players_menu.actions():
            self.removeAction(action)
            action.deleteLater()
        self.players_menu.clear()
        for seat, name in enumerate(names, 1):
            action = self.players_menu.addAction(f"&{seat} {plain.menu_text(name)}")
            action.setObjectName(f"action_player_{seat}")
            action.setShortcut(QKeySequence(f"Ctrl+{seat}"))
            action.triggered.connect(lambda _=False, who=name: self.go_to_city(who))
            self.addAction(action)  # its shortcut works while the menu is closed

    def city_tab(self, name: str) -> CityTab:
        for index in range(self.tabs.count()):
            tab = self.tabs.widget(index)
            if isinstance(tab, CityTab) and tab.player == name:
                return tab
        raise KeyError(name)

    def city_page(self, name: str) -> CityPage:
        return self.city_tab(name).page()

    def current_page(self) -> CityPage | None:
        tab = self.tabs.currentWidget()
        return tab.page() if isinstance(tab, CityTab) else None

    def current_player(self) -> str | None:
        tab = self.tabs.currentWidget()
        return tab.player if isinstance(tab, CityTab) else None

    def show_city(self, name: str) -> None:
        self.tabs.setCurrentWidget(self.city_tab(name))

    def go_to_city(self, name: str) -> None:
        """View ▸ Go to Player: the city shown, with the keyboard in it (also when it was shown
        already and the keys were elsewhere, in the palette's filter say)."""
        tab = self.city_tab(name)
        if tab is self.tabs.currentWidget():
            tab.page().setFocus(Qt.FocusReason.ShortcutFocusReason)
        else:
            self.tabs.setCurrentWidget(tab)  # the tab chosen gives its city the keys

    def _on_tab_chosen(self, _index: int) -> None:
        """The overview is built when first shown; a city takes the keyboard focus, so arrows
        and tile codes work at once. The same tab at another index (the tabs before it went)
        is no other choice."""
        tab = self.tabs.currentWidget()
        if tab is self._chosen_tab:
            return
        self._chosen_tab = tab
        self.counts_only.update_state()
        if not self.isVisible():
            return
        if tab is self._overview_tab:
            self.overview  # noqa: B018 - built when first shown
        elif isinstance(tab, CityTab) and self.property("painted") is not False:
            tab.page().setFocus(Qt.FocusReason.TabFocusReason)  # its view, or its counts form

    def next_player(self) -> None:
        self._step_player(1)

    def previous_player(self) -> None:
        self._step_player(-1)

    def _step_player(self, step: int) -> None:
        names = self.session.player_names()
        current = self.current_player()
        index = names.index(current) + step if current in names else (0 if step > 0 else -1)
        self.show_city(names[index % len(names)])

    def overview_built(self) -> bool:
        """Whether the overview was shown (and so is kept up to date) yet."""
        return self._overview is not None

    @property
    def overview(self) -> OverviewWidget:
        """All cities side by side (built the first time it is asked for)."""
        if self._overview is None:
            from ..city.overview import OverviewWidget

            self._overview = OverviewWidget(self.session)
            self._overview.cityActivated.connect(self.show_city)
            layout = self._overview_tab.layout()
            assert layout is not None
            layout.addWidget(self._overview)
        return self._overview

    def show_overview(self) -> None:
        self.overview  # noqa: B018 - built before it is shown
        self.tabs.setCurrentWidget(self._overview_tab)
