"""The scoreboard dock: the scoring "if it happened now", the majorities, the recorded
scorings with their chart, Dirk's hand-outs, the end of the game (the offer of the final
scoring: final_offer.py) and the exports (score_exports.py)."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from PySide6.QtCore import QItemSelection, QModelIndex, QSignalBlocker, Qt, Signal
from PySide6.QtGui import QAction
from PySide6.QtWidgets import (
    QAbstractItemView,
    QComboBox,
    QDockWidget,
    QFrame,
    QHBoxLayout,
    QLabel,
    QMenu,
    QPushButton,
    QTabWidget,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

from ...app import labels
from ...app.change import GAME_REPLACED, Change
from ...app.labels import arg, tr
from ...app.session import GameSession
from ...engine import NO_MARKS, AlhambraError, Game, Marks, RoundScore, Ruleset
from ..modules.facets import RecordPart
from ..modules.registry import all_parts_with, part_as
from ..modules.reminders import ReminderBox
from ..paint import plain
from ..paint.plain import PlainLabel
from ..paint.retranslating import Retranslating
from ..paint.text_room import word_items
from ..paint.tones import NOTE, box_style, follow_palette
from ..shared.column_scroll import ColumnScroll
from ..shared.dock_words import word_dock
from ..shared.named import named
from ..tiles.dirk_panel import DirkPanel
from . import record_guard
from .final_offer import FinalOffer
from .record_models import HistoryModel, MajorityModel
from .score_chart import ScoreChart
from .score_exports import ScoreExports
from .score_model import ScoreTableModel
from .score_table import ScoreTable
from .score_text import winners_text
from .term_focus import TermFocus

if TYPE_CHECKING:  # the dialogs (and their enums) are made when first opened, not at start
    from PySide6.QtWidgets import QMessageBox

    from .endgame_dialog import EndGameDialog

#: The scoring due before any game was shown (a finished game's is None).
NOTHING_SHOWN = 0


class ScoreboardDock(Retranslating, QDockWidget):
    """``ScoreboardDock(session, parent=None)``; ``menu_actions()`` for a "Scoring" menu."""

    #: The end-of-game market was handed out (the final scoring is offered next).
    marketHandedOut = Signal()

    def __init__(self, session: GameSession, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("scoreboardDock")
        self._session = session
        self._due_shown: int | None = NOTHING_SHOWN
        #: Whose city is on screen (the main window says; the PNG export offers it first).
        self.shown_player: Callable[[], str | None] = lambda: None
        self.score_model = ScoreTableModel(session, self)
        self.history_model = HistoryModel(session, self)
        # the places of the scoring the table shows: one change scores the game once
        self.majority_model = MajorityModel(session, self, self._shown_score)
        self._make_actions()
        body = QWidget()
        layout = QVBoxLayout(body)
        layout.setContentsMargins(6, 6, 6, 6)
        layout.addLayout(self._build_top_row())
        layout.addWidget(self._build_reminder())
        layout.addWidget(self._build_banner())
        layout.addWidget(self._build_final_offer())
        self.dirk_panel = DirkPanel(session, body)
        layout.addWidget(self.dirk_panel)
        self.tabs = named(QTabWidget(), "scoreTabs")
        for tab in (self._build_now_tab(), self._build_majority_tab(), self._build_history_tab()):
            self.tabs.addTab(tab, "")
        layout.addWidget(self.tabs, 1)
        self.setWidget(ColumnScroll(body))  # a short window scrolls it, never grows off the screen
        session.changed.connect(self._on_changed)
        self._word()
        self._on_changed(GAME_REPLACED)

    def _word(self) -> None:
        """The words that stay as built: the title, the actions, the tabs, the labels (the
        rest follows the game: ``_on_changed``; the tables word their models themselves)."""
        word_dock(self, tr("Scoreboard"), tr("&Scoreboard"))
        self.record_action.setToolTip(tr("Add this scoring to the game's history (undoable)"))
        for ui in all_parts_with(RecordPart):
            if (entry := self.record_with_actions.get(ui.module_id)) is not None:
                entry.setText(ui.record_text() or "")
                entry.setToolTip(ui.record_tip())
        self.end_game_action.setText(tr("&End of the game…"))
        self.exports.word()
        word_items(self.round_chooser, {index: arg(tr("Scoring %1"), str(index + 1))
                                        for index in range(self.round_chooser.count())})
        self.round_chooser.setToolTip(tr("Which scoring the table shows, as if it happened now"))
        self._more_button.setText(tr("More"))
        self._show_label.setText(tr("Show:"))
        self._adds_up_label.setText(tr("How it adds up:"))
        for index, text in enumerate((tr("If scored now"), tr("Majorities"), tr("Recorded"))):
            self.tabs.setTabText(index, text)

    def _retranslate(self) -> None:
        self._word()
        for model in (self.score_model, self.history_model, self.majority_model):
            model.retranslate()  # the tables ask for their words again
        self._show_state()

    # ---- building ---------------------------------------------------------------------------
    def _make_actions(self) -> None:
        def action(name: str, slot: object) -> QAction:
            act = QAction(self)
            act.setObjectName(name)
            act.triggered.connect(slot)
            return act

        self.record_action = action("actionRecordScoring", self.record_scoring)
        #: Recording with a module's own inputs (other points), one entry per module that has one.
        self.record_with_actions: dict[str, QAction] = {}
        for ui in all_parts_with(RecordPart):
            if ui.record_text() is not None:
                self.record_with_actions[ui.module_id] = action(
                    f"actionRecordWith_{ui.module_id}",
                    lambda _=False, m=ui.module_id: self.open_record_dialog(m))
        self.end_game_action = action("actionEndOfGame", self.open_end_game)
        self.exports = ScoreExports(self._session, self, lambda: self.score_model.round,
                                    lambda: self.shown_player())
        self.csv_action, self.pdf_action, self.png_action, self.print_action = self.exports.actions()

    def menu_actions(self) -> list[QAction]:
        """Record scoring (directly, or with other points), end of game, CSV, PDF, city PNG,
        print (objectNames action*)."""
        return [self.record_action, *self.record_with_actions.values(), self.end_game_action,
                *self.exports.actions()]

    def _build_top_row(self) -> QHBoxLayout:
        self.round_chooser = named(QComboBox(), "roundChooser")
        for n in (1, 2, 3):
            self.round_chooser.addItem("", n)
        self.round_chooser.currentIndexChanged.connect(self._on_round_chosen)
        self.record_button = named(QPushButton(), "recordScoringButton")
        self.record_button.clicked.connect(self.record_scoring)
        more = self._more_button = named(QToolButton(), "scoreMoreButton")
        more.setPopupMode(QToolButton.ToolButtonPopupMode.InstantPopup)
        menu = QMenu(more)
        menu.addActions(self.menu_actions()[1:])
        more.setMenu(menu)
        row = QHBoxLayout()
        self._show_label = PlainLabel()
        row.addWidget(self._show_label)
        row.addWidget(self.round_chooser)
        row.addStretch(1)
        row.addWidget(self.record_button)
        row.addWidget(more)
        return row

    def _build_reminder(self) -> ReminderBox:
        """What the modules in play need checked before the scoring is recorded."""
        self.reminder = ReminderBox("scoringReminder")
        return self.reminder

    def _build_banner(self) -> QLabel:
        self.winners_label = named(PlainLabel(wordWrap=True), "winnersLabel")
        self.winners_label.setAlignment(Qt.AlignmentFlag.AlignCenter)
        follow_palette(self.winners_label, lambda palette: box_style(
            "winnersLabel", palette, NOTE, "padding: 6px; font-weight: bold; font-size: 14pt;"))
        self.winners_label.hide()
        return self.winners_label

    def _build_final_offer(self) -> QFrame:
        self.final_offer = FinalOffer()
        self.final_offer_label, self.final_offer_button = self.final_offer.label, self.final_offer.button
        self.final_offer_button.clicked.connect(self.record_scoring)
        return self.final_offer

    def _build_now_tab(self) -> QWidget:
        self.score_view = ScoreTable(self.score_model, "scoreTable")
        self.score_view.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectItems)
        self.score_view.selectionModel().selectionChanged.connect(self._on_cell_selected)
        self.details = named(PlainLabel(wordWrap=True), "scoreDetails")
        self.details.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.details.setFrameShape(QFrame.Shape.StyledPanel)
        self.details.setAlignment(Qt.AlignmentFlag.AlignTop | Qt.AlignmentFlag.AlignLeft)
        self.details.setMargin(6)
        self.details.setMinimumHeight(80)
        page = QWidget()
        layout = QVBoxLayout(page)
        layout.addWidget(self.score_view)
        self._adds_up_label = PlainLabel()
        layout.addWidget(self._adds_up_label)
        layout.addWidget(self.details)
        layout.addStretch(1)
        return page

    def _build_majority_tab(self) -> QWidget:
        self.majority_view = ScoreTable(self.majority_model, "majorityTable", fit_rows=False)
        return self.majority_view

    def _build_history_tab(self) -> QWidget:
        self.history_view = ScoreTable(self.history_model, "historyTable")
        self.chart = ScoreChart(self._session)
        page = QWidget()
        layout = QVBoxLayout(page)
        layout.addWidget(self.history_view)
        layout.addWidget(self.chart, 1)
        return page

    # ---- reading -----------------------------------------------------------------------------
    def details_text(self) -> str:
        return self.details.text()

    def winners_text(self) -> str:
        return self.winners_label.text() if not self.winners_label.isHidden() else ""

    # ---- slots -------------------------------------------------------------------------------
    def _on_changed(self, change: Change) -> None:
        """Models first, then what reads them: nothing sees the old game beside the new."""
        if change.replaced:
            self._due_shown = NOTHING_SHOWN  # a finished game (due None) shows its last scoring
            self.final_offer.hide()
        game = self._session.game
        due = game.next_round
        if due != self._due_shown:  # the table follows the next scoring: scored once, below
            self._due_shown = due
            self.score_model.show_round_next(due or 3)
            with QSignalBlocker(self.round_chooser):
                self.round_chooser.setCurrentIndex((due or 3) - 1)
        for model in (self.score_model, self.history_model, self.majority_model):
            model.refresh()
        self._show_state()

    def _show_state(self) -> None:
        """What the dock says of the game besides its tables: the record button, the banners,
        the explanation of the cell chosen."""
        due = self._session.game.next_round
        self._show_record_state(due)
        self.final_offer.show_for(self._session.market_handed_out(), due)
        self._show_winners()
        self._on_cell_selected()

    def _show_record_state(self, due: int | None) -> None:
        """The Record button (with "…" when it asks for other points first), the reminder."""
        game = self._session.game
        record_text = arg(tr("&Record scoring %1"), str(due)) if due else \
            tr("All scorings recorded")
        if due and self._asking_part() is not None:
            record_text = arg(tr("&Record scoring %1…"), str(due))
        for widget in (self.record_action, self.record_button):
            widget.setText(record_text)
        for widget in (self.record_action, self.record_button):
            widget.setEnabled(due is not None)
        for module_id, entry in self.record_with_actions.items():
            ui = part_as(module_id, RecordPart)
            entry.setVisible(ui is not None and ui.record_shown(game))
            entry.setEnabled(ui is not None and ui.record_enabled(game) and self._modules_possible())
        handed_out = self._session.market_handed_out() is not None
        self.end_game_action.setEnabled(due is not None and not handed_out)
        self.end_game_action.setToolTip(tr("The market is handed out (Edit ▸ Undo takes it back)")
                                        if handed_out and due else "")
        self.reminder.show_for(game, due)

    def _modules_possible(self) -> bool:
        """A game of a variant without modules (Granada) records no module's inputs."""
        return Ruleset.allows_modules(self._session.game.variant)

    def _asking_part(self) -> str | None:
        """The module whose inputs recording asks for first (other points in play), if any
        (else it records at once, and "Record with …" is there for a game that needs them once)."""
        game = self._session.game
        return next((ui.module_id for ui in all_parts_with(RecordPart) if ui.asks_when_recording(game)), None)

    def _show_winners(self) -> None:
        game = self._session.game
        winners = game.winners()
        if winners:
            self.winners_label.setText(winners_text(winners, game.totals()[winners[0]]))
        self.winners_label.setVisible(bool(winners))

    def _on_round_chosen(self, index: int) -> None:
        self.score_model.set_round(index + 1)
        self._on_cell_selected()

    def _shown_score(self, game: Game) -> RoundScore | None:
        """The scoring the table shows, when it is of ``game`` (else None)."""
        model = self.score_model
        return model.score if model.game is game else None

    def _on_cell_selected(self, *_args: QItemSelection) -> None:
        """The explanation of the cell selected (a table of the same shape keeps its
        selection through an edit: its cells change, the table is not reset)."""
        index = self.score_view.currentIndex()
        focus = TermFocus.of(self._session)
        if not index.isValid():
            self.details.setText(tr("Select a cell to see how its points come about."))
            focus.clear()
            return
        self.details.setText(self.score_model.explanation(index))
        shown = self.score_model.column(index.column())  # a module's number, or a type's: on the city
        keyed = shown.kind in ("term", "type")
        focus.show(self.score_model.name_at(index.row()) if keyed else None, shown.key if keyed else None)

    def select_cell(self, row: int, column: int) -> None:
        index: QModelIndex = self.score_model.index(row, column)
        self.score_view.setCurrentIndex(index)
        self._on_cell_selected()

    # ---- actions ------------------------------------------------------------------------------
    def record_scoring(self) -> None:
        """Record the next scoring: through the other points when in play, else after the
        checks (record_guard) — the same path for every record control."""
        if self._session.game.next_round is None:
            return
        asking = self._asking_part()
        if asking is not None:
            self.open_record_dialog(asking)
            return
        self.confirm_then(self, self._record_now)

    def confirm_then(self, parent: QWidget, record: Callable[[], object], inputs: Marks = NO_MARKS) -> None:
        """Record after the checks (Dirk's hand-out, broken cities, the final standings)."""
        record_guard.confirm_then(parent, self._session.game, self.dirk_panel.advice(), record, inputs)

    @property
    def pending_question(self) -> QMessageBox | None:
        """The question open before recording or ending the game (None when none is open)."""
        from PySide6.QtWidgets import QMessageBox

        return next((box for box in self.findChildren(QMessageBox, record_guard.GUARD_NAME)
                     if box.isVisible()), None)

    def _record_now(self) -> None:
        try:
            self._session.record_scoring()
        except AlhambraError as error:
            plain.warn(self, tr("Scoring"), labels.error_text(error))

    def open_record_dialog(self, module_id: str | None = None) -> QWidget | None:
        """The dialog that records the next scoring with a module's inputs (by default the
        first module that has one: other points); None when all are recorded."""
        if self._session.game.next_round is None or not self._modules_possible():
            return None
        module_id = module_id or next(iter(self.record_with_actions), None)
        ui = part_as(module_id, RecordPart) if module_id else None
        return ui.open_record_dialog(self._session, self, self) if ui is not None else None

    def end_game_dialog(self) -> EndGameDialog:
        from .endgame_dialog import EndGameDialog

        dialog = EndGameDialog(self._session, self)
        dialog.accepted.connect(self._on_market_handed_out)
        return dialog

    def open_end_game(self) -> None:
        """The end-of-game hand-out; before scoring 2 is recorded, asked first."""
        recorded = len(self._session.game.scorings)
        if recorded >= 2:
            self._open_end_game_dialog()
            return
        text = arg(tr("Scorings recorded so far: %1 of 3. The game ends when the building market "
                  "cannot be refilled, normally after scoring 2. End the game now anyway?"),
            str(recorded))
        record_guard.ask_then(self, tr("End of the game"), text, tr("End the game"),
                              self._open_end_game_dialog)

    def _open_end_game_dialog(self) -> None:
        dialog = self.end_game_dialog()
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        dialog.open()

    def _on_market_handed_out(self) -> None:
        self.marketHandedOut.emit()
