"""The main window's history entries: File ▸ Add to History…, File ▸ Import Games into
History…, Game ▸ History and Game ▸ Rematch, and what the History window asks of the main
window (open a game as a copy, read-only, play again with its table).

The decisions are methods that tests drive; the file dialog and the progress dialog are
the only parts that wait for a person.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from pathlib import Path
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QObject, Qt
from PySide6.QtWidgets import QMainWindow, QProgressDialog

from ...app import labels, settings
from ...app.history import GameHistory, history_file
from ...app.labels import tr
from ...app.session import GameSession
from ...engine import DIRK, Game
from ...history.errors import HistoryError
from ..paint import plain
from ..shared.file_filters import FILE_FILTER

if TYPE_CHECKING:
    from ...history.importer import Outcome
    from ...history.rows import GameRow
    from .history_window import HistoryWindow

#: What starts a new game with a table: NewGameDialog's keyword arguments.
Table = dict[str, Any]


def table_of_game(game: Game, colour_of: Any) -> Table:
    return {"names": game.names, "colours": [colour_of(n) for n in game.names], "variant": game.variant.name,
            "dirk": game.dirk_in_play, "modules": list(game.modules)}


def players_of_row(row: GameRow, colours: Mapping[int, str]) -> Table:
    """A game's players, each in their colour (``GameHistory.colours``)."""
    return {"names": [s.player for s in row.seats],
            "colours": [colours.get(s.profile_id) or s.colour or "" for s in row.seats]}


def table_of_row(row: GameRow, colours: Mapping[int, str]) -> Table:
    return {**players_of_row(row, colours), "variant": row.variant, "dirk": row.dirk_total is not None,
            "modules": list(row.modules)}


class HistoryMenu(QObject):
    """``window``: the main window (the dialogs' parent, its status bar says what happened);
    ``folder``: where the history file lives (the app's data folder); ``maybe_save``: offers
    to save the open game before another replaces it (False: keep it); ``start_game``: a new
    game with a table, asked as File ▸ New Game asks."""

    def __init__(self, window: QMainWindow, session: GameSession, folder: Path,
                 maybe_save: Callable[[], bool], start_game: Callable[[Table], None]) -> None:
        super().__init__(window)
        self.window = window
        self._session = session
        self._maybe_save = maybe_save
        self._start_game = start_game
        self.history = GameHistory.of(session, history_file(folder))
        self.history.problem.connect(self._on_problem)
        self.history.gameAdded.connect(self._on_game_added)
        self.history_window: HistoryWindow | None = None

    # ---- File ▸ Add to History…, Import Games into History… -----------------------------
    def add_to_history(self) -> int | None:
        """Add the open game (finished) or update it there; says what happened."""
        try:
            game_id = self.history.add_current()
        except HistoryError as error:
            plain.warn(self.window, self.tr("History"), labels.error_text(error))
            return None
        self.window.statusBar().showMessage(self.tr("The game is in the history (Game ▸ History)."))
        return game_id

    def import_dialog(self) -> None:
        from PySide6.QtWidgets import QFileDialog

        paths, _ = QFileDialog.getOpenFileNames(self.window, self.tr("Import Games into History"),
                                                settings.last_directory.get(), tr(FILE_FILTER))
        if paths:
            self.import_files(paths)

    def import_files(self, paths: Sequence[str | Path]) -> list[Outcome]:
        """Each file into the history, with a progress dialog that can be cancelled (what was
        imported stays); then one message: how many, how many were there already, and each
        file refused with why."""
        progress = QProgressDialog(self.tr("Importing games into the history…"), self.tr("Cancel"),
                                   0, len(paths), self.window)
        progress.setObjectName("historyImportProgress")
        progress.setWindowModality(Qt.WindowModality.WindowModal)
        progress.setMinimumDuration(300)
        outcomes: list[Outcome] = []
        try:
            for number, path in enumerate(paths):
                progress.setValue(number)
                if progress.wasCanceled():
                    break
                outcomes.append(self.history.import_file(path))
        except HistoryError as error:
            plain.warn(self.window, self.tr("History"), labels.error_text(error))
        finally:
            cancelled = progress.wasCanceled()
            progress.setValue(len(paths))
            progress.close()
            progress.deleteLater()
        self.history.imported()
        self.report(outcomes, len(paths), cancelled)
        return outcomes

    def report(self, outcomes: Sequence[Outcome], asked: int, cancelled: bool) -> str:
        from ...history.importer import ADDED, ALREADY_THERE

        added = sum(o.kind == ADDED for o in outcomes)
        there = sum(o.kind == ALREADY_THERE for o in outcomes)
        lines = [self.tr("%n game(s) added to the history.", "", added)]
        if there:
            lines.append(self.tr("%n game(s) were in it already.", "", there))
        if cancelled:
            lines.append(self.tr("Cancelled: %n file(s) not read.", "", asked - len(outcomes)))
        refused = [o for o in outcomes if o.why is not None]
        if refused:
            lines.append(self.tr("Refused:"))
            lines += [labels.sentence_text(o.why) for o in refused if o.why]  # each names its file
        text = "\n".join(lines)
        self.show_report(text)
        return text

    def show_report(self, text: str) -> None:
        """Tell the import's result (replaced by tests)."""
        plain.warn(self.window, self.tr("Import Games into History"), text) if "\n" in text else \
            self.window.statusBar().showMessage(text)

    # ---- Game ▸ History, Rematch -------------------------------------------------------------
    def show_window(self) -> HistoryWindow:
        if self.history_window is None:
            from .history_window import HistoryWindow

            self.history_window = HistoryWindow(self.history, self.window)
            self.history_window.openCopy.connect(self.open_copy)
            self.history_window.openReadOnly.connect(self.open_read_only)
            self.history_window.rematch.connect(
                lambda row: self._start_game(table_of_row(row, self.history.colours())))
        self.history_window.show()
        self.history_window.raise_()
        self.history_window.activateWindow()
        if (found := self.history.in_history()) is not None:
            self.history_window.select_game(found)
        return self.history_window

    def show_everything(self) -> None:
        """The History window on its statistics (their plots drawn) and the newest game's QR
        code: what a bundle's smoke test asks to see (launch.QUIT_AFTER_SHOW)."""
        from .qr_dialog import QrDialog

        history_window = self.show_window()
        history_window.tabs.setCurrentIndex(2)
        store = self.history.store()
        newest = store.games()[:1] if store else []
        if store is not None and newest:
            QrDialog(store, newest[0], history_window).show()

    def rematch(self) -> None:
        """A new game with the table of the open game (its players, colours, variant, modules)."""
        session = self._session
        self._start_game(table_of_game(session.game, session.player_colour))

    def open_copy(self, game: Game) -> bool:
        """A game of the history as a new, untitled game (the history keeps its own)."""
        if not self._maybe_save():
            return False
        with self.history.as_new_game():
            self._session.replace_game(game, None)
        return True

    def open_read_only(self, game: Game, row: GameRow) -> None:
        from .history_viewer import GameViewer

        viewer = GameViewer(game, row, self.history_window or self.window)
        viewer.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        viewer.show()

    def known_players(self) -> list[tuple[str, str | None]]:
        """The players the history knows, the last table first, each in their colour."""
        colours = self.history.colours()
        return [(p.name, colours.get(p.id, p.colour)) for p in self.history.known_players() if p.name != DIRK]

    def last_table(self) -> Table:
        """What File ▸ New Game offers: the players of the game that ended last, each in their
        colour (nothing without a history: the dialog's own "Player 1", "Player 2"), and the
        open game's box, its variant and modules (the next game is played with the same)."""
        row = self.history.last_table()
        game = self._session.game
        box: Table = {"variant": game.variant.name, "modules": list(game.modules)}
        return box if row is None else {**players_of_row(row, self.history.colours()), **box}

    # ---- what the history says -----------------------------------------------------------------
    def _on_problem(self, text: str) -> None:
        """Said once, without stopping what is under way (the scoring just recorded)."""
        from PySide6.QtWidgets import QMessageBox

        box = QMessageBox(QMessageBox.Icon.Warning, self.tr("History"), text, QMessageBox.StandardButton.Ok,
                          self.window)
        box.setObjectName("historyProblem")
        box.setTextFormat(Qt.TextFormat.PlainText)
        box.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        box.setModal(False)
        box.show()

    def _on_game_added(self, _game_id: int) -> None:
        self.window.statusBar().showMessage(self.tr("The game is in the history (Game ▸ History)."))
