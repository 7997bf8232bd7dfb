"""Game ▸ History: every finished game (sortable, filtered by player and by module), opened
read-only or as a new copy, deleted with undo, logged in BG Stats by a QR code, played
again (rematch); the players (renamed and merged as one undoable step each); statistics.

A window beside the main window (not modal). It renders from the session's
``GameHistory`` and keeps nothing of its own: every change comes back through
``GameHistory.changed``. Its Undo and Redo are the history's, not the game's.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING

from PySide6.QtCore import QModelIndex, Qt, Signal
from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QHBoxLayout,
    QTabWidget,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

from ...app import labels
from ...app.history import GameHistory
from ...engine import AlhambraError, Game, all_modules, loads
from ...history.errors import HistoryError
from ...history.rows import GameRow
from ..paint.plain import PlainLabel
from ..paint.retranslating import Retranslating
from ..paint.text_room import word_items
from ..paint.tones import ERROR, INFO, app_palette, follow_palette, message_style
from ..shared.undo_keys import redo_keys, undo_keys
from .history_model import GamesModel
from .history_parts import choice_table, page_button
from .history_players import PlayersPage
from .history_words import module_text

if TYPE_CHECKING:
    from ...app.history_export import HistoryExport
    from .history_stats import StatsPanel


class HistoryWindow(Retranslating, QDialog):
    """The history's games, players and statistics."""

    #: Open this game as a new, untitled game in the main window.
    openCopy = Signal(object)
    #: Open this game read-only (a viewer of its cities and scorings).
    openReadOnly = Signal(object, object)
    #: Start a new game with this game's table.
    rematch = Signal(object)

    def __init__(self, history: GameHistory, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("historyWindow")
        self.setWindowFlag(Qt.WindowType.Window)
        self.history = history
        self._counted = (0, 0)  # the games shown, of how many
        self.exporting: HistoryExport | None = None  # the last export started
        layout = QVBoxLayout(self)
        self.tabs = QTabWidget(self)
        self.tabs.setObjectName("historyTabs")
        self.tabs.addTab(self._games_page(), "")
        self.players_page = PlayersPage(history, self._edit)
        self.tabs.addTab(self.players_page, "")
        self._stats_page = QWidget()
        QVBoxLayout(self._stats_page).setContentsMargins(0, 0, 0, 0)
        self.stats_panel: StatsPanel | None = None
        self.tabs.addTab(self._stats_page, "")
        self.tabs.currentChanged.connect(self._on_tab_chosen)
        layout.addWidget(self.tabs, 1)
        self.message = PlainLabel(self)
        self.message.setObjectName("historyMessage")
        self.message.setWordWrap(True)
        self._news = False  # the message says what was done (blue), not what went wrong (red)
        follow_palette(self.message, lambda palette: message_style(palette, INFO if self._news else ERROR))
        self.message.hide()
        layout.addWidget(self.message)
        layout.addLayout(self._bottom_row())
        history.changed.connect(self.refresh)
        history.problem.connect(self.say)
        self.resize(980, 620)
        self._word()
        self.refresh()

    def _word(self) -> None:
        """The words that stay as built (what the history holds follows: ``refresh``)."""
        self.setWindowTitle(self.tr("History"))
        for index, text in enumerate((self.tr("&Games"), self.tr("&Players"), self.tr("&Statistics"))):
            self.tabs.setTabText(index, text)
        self._player_label.setText(self.tr("Player:"))
        self._module_label.setText(self.tr("Module:"))
        modules = self.module_filter
        word_items(modules, {0: self.tr("Any modules")} | {index: module_text(modules.itemData(index))
                                                          for index in range(1, modules.count())})
        texts = (self.tr("Open &Read-Only"), self.tr("Open as &Copy"), self.tr("&Log Play in BG Stats…"),
                 self.tr("Re&match"), self.tr("&Delete"))
        for button, text in zip(self.game_buttons, texts, strict=True):
            button.setText(text)
        self.export_button.setText(self.tr("E&xport…"))
        self.players_page.word()
        self._word_undo_redo()

    def _retranslate(self) -> None:
        self.say("")
        self._word()
        self.games_model.retranslate()
        self.players_page.model.retranslate()
        if self.player_filter.count():
            word_items(self.player_filter, {0: self.tr("Any player")})
        self._word_count()

    # ---- building ------------------------------------------------------------------------------
    def _games_page(self) -> QWidget:
        page = QWidget()
        layout = QVBoxLayout(page)
        filters = QHBoxLayout()
        self.player_filter = QComboBox(page)
        self.player_filter.setObjectName("historyPlayerFilter")
        self.module_filter = QComboBox(page)
        self.module_filter.setObjectName("historyModuleFilter")
        self.module_filter.addItem("", None)
        for module in all_modules():
            self.module_filter.addItem("", module.id)
        self._player_label, self._module_label = PlainLabel(page), PlainLabel(page)
        filters.addWidget(self._player_label)
        filters.addWidget(self.player_filter, 1)
        filters.addWidget(self._module_label)
        filters.addWidget(self.module_filter, 1)
        self.count_label = PlainLabel(page)
        self.count_label.setObjectName("historyCount")
        filters.addWidget(self.count_label)
        layout.addLayout(filters)
        self.games_model = GamesModel(self)
        self.games_view = choice_table(page, "historyGames")
        self.games_view.setModel(self.games_model)
        self.games_view.horizontalHeader().setSortIndicator(0, Qt.SortOrder.DescendingOrder)
        self.games_view.setSortingEnabled(True)
        self.games_view.doubleClicked.connect(lambda _index: self.open_read_only())
        layout.addWidget(self.games_view, 1)
        buttons = QHBoxLayout()
        self.game_buttons = [
            page_button(page, "historyOpenReadOnly", self.open_read_only),
            page_button(page, "historyOpenCopy", self.open_copy),
            page_button(page, "historyQr", self.show_qr),
            page_button(page, "historyRematch", self.play_again),
            page_button(page, "historyDelete", self.delete_selected),
        ]
        for button in self.game_buttons:
            buttons.addWidget(button)
        buttons.addStretch(1)
        self.export_button = page_button(page, "historyExport", self.export_games)
        buttons.addWidget(self.export_button)
        layout.addLayout(buttons)
        self.player_filter.currentIndexChanged.connect(lambda _i: self._filter())
        self.module_filter.currentIndexChanged.connect(lambda _i: self._filter())
        self.games_view.selectionModel().selectionChanged.connect(lambda *_a: self._update_buttons())
        return page

    def _bottom_row(self) -> QHBoxLayout:
        row = QHBoxLayout()
        self._undo_buttons: list[QToolButton] = []
        for name in ("historyUndo", "historyRedo"):
            button = QToolButton(self)  # shows its action's text and state as they change
            button.setObjectName(name)
            button.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonTextOnly)
            row.addWidget(button)
            self._undo_buttons.append(button)
        row.addStretch(1)
        close = QDialogButtonBox(QDialogButtonBox.StandardButton.Close, self)
        close.rejected.connect(self.close)
        row.addWidget(close)
        return row

    def _word_undo_redo(self) -> None:
        """Undo and Redo, which the history's undo stack words with the prefix they were made
        with: made again in the language in force, in the place of those before."""
        stack = self.history.undo_stack
        made = (stack.createUndoAction(self, self.tr("&Undo")),
                stack.createRedoAction(self, self.tr("&Redo")))
        for action, bound, button in zip(made, (undo_keys(), redo_keys()), self._undo_buttons, strict=True):
            if (old := button.defaultAction()) is not None:
                self.removeAction(old)
                old.deleteLater()
            action.setShortcuts(bound)
            self.addAction(action)
            button.setDefaultAction(action)
        self.undo_action, self.redo_action = made

    # ---- what is shown ----------------------------------------------------------------------------
    def refresh(self) -> None:
        """The games (and the players, once their page was shown) as the history has them."""
        names = self.history.read(lambda store: store.player_names(), list[tuple[int, str]]())
        chosen = self.player_filter.currentData()
        self.player_filter.blockSignals(True)
        self.player_filter.clear()
        self.player_filter.addItem(self.tr("Any player"), None)
        for profile_id, name in sorted(names, key=lambda n: n[1].casefold()):
            self.player_filter.addItem(name, profile_id)
        self.player_filter.setCurrentIndex(max(0, self.player_filter.findData(chosen)))
        self.player_filter.blockSignals(False)
        if self.players_page.shown:
            self.players_page.refresh()
        self._filter(fit=True)

    def _filter(self, fit: bool = False) -> None:
        """The games of the player and module chosen, as the history lists them; ``fit``: the
        columns fitted to the first rows (not at each choice of a filter)."""
        player, module = self.player_filter.currentData(), self.module_filter.currentData()
        ids = self.history.read(lambda store: store.game_ids(player, module), list[int]())
        total = len(ids) if player is None and module is None else self.history.read(
            lambda store: store.count(), 0)
        header = self.games_view.horizontalHeader()
        self.games_model.set_games(ids, self._load_games, header.sortIndicatorSection(),
                                   header.sortIndicatorOrder())
        if fit:
            header.setResizeContentsPrecision(40)  # measure 40 rows, not 10 000
            self.games_view.resizeColumnsToContents()
        self._counted = (len(ids), total)
        self._word_count()
        self._update_buttons()

    def _word_count(self) -> None:
        shown, total = self._counted
        self.count_label.setText(labels.arg(self.tr("%1 of %2"), shown, total) if shown != total
                                 else self.tr("%n game(s)", "", total))

    def _load_games(self, ids: Sequence[int]) -> list[GameRow]:
        return self.history.read(lambda store: store.games(ids), [])

    def _update_buttons(self) -> None:
        chosen = len(self.selected_games())
        for button in self.game_buttons:
            button.setEnabled(chosen == 1 or (chosen > 1 and button.objectName() == "historyDelete"))
        self.export_button.setEnabled(self._counted[1] > 0)

    def say(self, text: str, *, news: bool = False) -> None:
        """One sentence under the pages ("" clears it): what went wrong, in red, or with
        ``news`` what was done (games exported, deleted), in blue."""
        if news != self._news:
            self._news = news
            self.message.setStyleSheet(message_style(app_palette(), INFO if news else ERROR))
        self.message.setText(text)
        self.message.setVisible(bool(text))

    def _on_tab_chosen(self, index: int) -> None:
        if self.tabs.widget(index) is self.players_page:
            self.players_page.show_first()
        if self.tabs.widget(index) is self._stats_page and self.stats_panel is None:
            from .history_stats import StatsPanel

            self.stats_panel = StatsPanel(self.history, self._stats_page)
            layout = self._stats_page.layout()
            assert layout is not None
            layout.addWidget(self.stats_panel)

    # ---- the games ---------------------------------------------------------------------------------
    def selected_games(self) -> list[GameRow]:
        rows = {i.row() for i in self.games_view.selectionModel().selectedRows()}
        return [self.games_model.game(r) for r in sorted(rows)]

    def select_game(self, game_id: int) -> None:
        row = self.games_model.row_of(game_id)
        if row is not None:
            self.games_view.selectRow(row)
            self.games_view.scrollTo(self.games_model.index(row, 0))

    def _one(self) -> GameRow | None:
        chosen = self.selected_games()
        return chosen[0] if len(chosen) == 1 else None

    def _game(self, row: GameRow) -> Game | None:
        store = self.history.store()
        try:
            source = labels.arg(self.tr("game %1"), row.id)
            return loads(store.game_file(row.id), source=source) if store else None
        except (AlhambraError, HistoryError) as error:
            self.say(labels.error_text(error))
            return None

    def open_read_only(self) -> None:
        row = self._one()
        game = self._game(row) if row else None
        if game is not None:
            self.openReadOnly.emit(game, row)

    def open_copy(self) -> None:
        row = self._one()
        game = self._game(row) if row else None
        if game is not None:
            self.openCopy.emit(game)

    def play_again(self) -> None:
        row = self._one()
        if row is not None:
            self.rematch.emit(row)

    def show_qr(self) -> None:
        row, store = self._one(), self.history.store()
        if row is not None and store is not None:
            from .qr_dialog import QrDialog

            QrDialog(store, row, self).exec()

    def delete_selected(self) -> None:
        chosen = self.selected_games()
        if chosen:
            self._edit(lambda: self.history.delete_games([r.id for r in chosen]))
            self.say(self.tr("%n game(s) deleted from the history; Undo brings them back.", "", len(chosen)),
                     news=True)

    def export_games(self) -> None:
        """History ▸ Export…: the selected games or all, as a BG Stats play file or CSV."""
        from .history_export_dialog import ExportDialog, ask_path, start

        chosen = [row.id for row in self.selected_games()]
        dialog = ExportDialog(len(chosen), self._counted[1], self)
        if not dialog.exec():
            return
        path = ask_path(self, dialog.kind())
        if path is not None:
            self.exporting = start(self, self.history, path, dialog.kind(),
                                   chosen if dialog.only_selected() else None)

    def _edit(self, step: Callable[[], None]) -> None:
        try:
            step()
        except HistoryError as error:
            self.say(labels.error_text(error))
        else:
            self.say("")

    def current_index(self) -> QModelIndex:
        return self.games_view.currentIndex()
