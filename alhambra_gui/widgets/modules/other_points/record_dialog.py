"""Recording a scoring with other points (MODULES.md §9): per player, any number of
labelled points ("Camps", "Invaders: 2 open sides"), positive or negative, for modules the
app does not count itself; above them, what the modules in play need checked first.

The lines are the dialog's own input until it is accepted; then the scoring is recorded
with them as one undoable step (``session.record_scoring``)."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import Qt, QTimer
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QGridLayout,
    QLabel,
    QLineEdit,
    QScrollArea,
    QSpinBox,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

from ....app import labels
from ....app.labels import arg, tr
from ....app.session import GameSession
from ....engine import AlhambraError, Marks, clean_text
from ....engine.modules import other_points
from ...paint import plain
from ...paint.layout_items import take_widget
from ...paint.plain import PlainLabel
from ...paint.text_room import WholeHeight
from ...paint.tones import follow_palette
from ...shared.named import named
from ..reminders import reminder_style, reminder_text

Entry = tuple[str, str, int]  # player, label, points


class PointsLine:
    """One line of other points: a label and points, for one player; the first line of a
    player has the button that adds another, the others one that removes them."""

    def __init__(self, name: str, first: bool, parent: QWidget) -> None:
        self.name = name
        self.first = first
        self.label = QLineEdit(parent)
        self.label.setMaxLength(other_points.LABEL_LENGTH)
        self.label.setPlaceholderText(tr("e.g. Camps"))
        # Room for a label such as "Invaders: 2 open sides" however long the names are.
        self.label.setMinimumWidth(self.label.fontMetrics().averageCharWidth() * 26)
        self.label.setAccessibleName(arg(tr("Label of %1's points"), name))
        self.points = QSpinBox(parent)
        self.points.setRange(-other_points.LIMIT, other_points.LIMIT)
        self.points.setAccessibleName(arg(tr("%1's points"), name))
        self.button = QToolButton(parent)
        self.button.setText("+" if first else "−")
        self.button.setToolTip(arg(tr("Another line of points for %1"), name) if first
                               else tr("Remove this line"))

    def entry(self) -> Entry | None:
        """(player, label, points), or None for a line without points. The label is kept
        without control and direction characters (a paste may bring them), as the game
        file holds it."""
        points = self.points.value()
        return (self.name, clean_text(self.label.text()).strip(), points) if points else None

    def widgets(self) -> tuple[QWidget, ...]:
        return (self.label, self.points, self.button)


#: Records after checks: ``guard(parent, record, inputs)`` (ScoreboardDock.confirm_then).
Guard = Callable[[QWidget, Callable[[], object], Marks], None]


class RecordScoringDialog(QDialog):
    """``RecordScoringDialog(session, parent=None)``: records the next scoring on accept."""

    def __init__(self, session: GameSession, parent: QWidget | None = None, *,
                 guard: Guard | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("recordScoringDialog")
        self._session = session
        self._guard = guard
        game = session.game
        self.round = game.next_round or 3
        self.setWindowTitle(arg(tr("Record scoring %1"), str(self.round)))
        self.lines: list[PointsLine] = []
        self.totals: dict[str, QLabel] = {}
        self._names: dict[str, QLabel] = {}
        layout = QVBoxLayout(self)
        self.reminder = named(PlainLabel(reminder_text(game, self.round)), "recordReminder")
        self.reminder.setWordWrap(True)
        self.reminder.setTextFormat(Qt.TextFormat.PlainText)
        follow_palette(self.reminder, lambda palette: reminder_style("recordReminder", palette))
        self.reminder.setVisible(bool(self.reminder.text()))
        layout.addWidget(self.reminder)
        intro = PlainLabel(tr("Other points of this scoring, for anything the app does not count "
                          "itself (a house rule, a promotional tile, …). Lines without points are "
                          "left out."))
        intro.setWordWrap(True)
        layout.addWidget(intro)
        self._grid_host = QWidget()
        self._grid = QGridLayout(self._grid_host)
        self._grid.setContentsMargins(0, 0, 0, 0)
        self._heads = [self._plain(text, bold=True) for text in (
            tr("Player"), tr("Label"), tr("Points"), "", arg(tr("Scoring %1"), str(self.round)))]
        # The lines scroll once there are more than the screen holds (up to 100 a player).
        self.lines_area = QScrollArea(self)
        self.lines_area.setWidgetResizable(True)
        self.lines_area.setFrameShape(QScrollArea.Shape.NoFrame)
        self.lines_area.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.lines_area.setWidget(self._grid_host)
        layout.addWidget(self.lines_area, 1)
        for name in game.names:
            self._add_line(name, first=True)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Cancel)
        self.record_button = named(buttons.addButton(
            arg(tr("Record scoring %1"), str(self.round)),
            QDialogButtonBox.ButtonRole.AcceptRole), "recordButton")
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        layout.addWidget(buttons)
        self.record_button.setDefault(True)  # Enter records (once the button is in the dialog)
        self._relayout()
        WholeHeight(self)  # the reminder and the intro wrap
        self.lines[0].label.setFocus()

    # ---- lines ---------------------------------------------------------------------------
    def lines_of(self, name: str) -> list[PointsLine]:
        return [line for line in self.lines if line.name == name]

    def _add_line(self, name: str, first: bool = False) -> PointsLine:
        line = PointsLine(name, first, self._grid_host)
        line.points.valueChanged.connect(self._show_totals)
        if first:
            line.button.clicked.connect(lambda: self.add_line(name))
        else:
            line.button.clicked.connect(lambda: self.remove_line(line))
        after = max((i for i, other in enumerate(self.lines) if other.name == name), default=None)
        self.lines.insert(len(self.lines) if after is None else after + 1, line)
        return line

    def add_line(self, name: str) -> PointsLine:
        """Another line of points for a player (below theirs), focused; a player has at most
        the lines a game file holds (the "+" is then disabled)."""
        line = self._add_line(name)
        self._relayout()
        line.label.setFocus()
        # once the scroll area has taken the taller grid in (it does on its next turn)
        QTimer.singleShot(0, self, lambda: self.lines_area.ensureWidgetVisible(line.label))
        self._allow_more(name)
        return line

    def remove_line(self, line: PointsLine) -> None:
        self.lines.remove(line)
        for widget in line.widgets():
            widget.deleteLater()
        self._relayout()
        self._show_totals()
        self._allow_more(line.name)

    def _allow_more(self, name: str) -> None:
        lines = self.lines_of(name)
        lines[0].button.setEnabled(len(lines) < other_points.MAX_LINES)

    def _relayout(self) -> None:
        """The grid again, in the lines' order: player, label, points, button, total."""
        while self._grid.count():
            take_widget(self._grid)  # the widgets stay, laid out again below
        for column, head in enumerate(self._heads):
            self._grid.addWidget(head, 0, column)
        previous: QWidget | None = None
        for row, line in enumerate(self.lines, start=1):
            if line.first:
                self._grid.addWidget(self._player_label(line.name), row, 0)
                self._grid.addWidget(self._total_label(line.name), row, 4)
            for column, widget in enumerate(line.widgets(), start=1):
                self._grid.addWidget(widget, row, column)
                widget.show()  # now, not when the event loop runs: a new line takes the focus
                if previous is not None:
                    QWidget.setTabOrder(previous, widget)
                previous = widget
        self._grid.setColumnStretch(1, 1)
        self._show_totals()
        self._fit_lines()

    def _fit_lines(self) -> None:
        """Every line in sight while they fit in half the screen's height; beyond, they scroll."""
        screen = self.screen() or QGuiApplication.primaryScreen()
        most = screen.availableGeometry().height() // 2 if screen is not None else 400
        self._grid.activate()
        self.lines_area.setMinimumHeight(min(self._grid_host.sizeHint().height(), most))

    def _plain(self, text: str, bold: bool = False) -> QLabel:
        label = PlainLabel(text, self._grid_host)
        label.setTextFormat(Qt.TextFormat.PlainText)
        if bold:
            font = label.font()
            font.setBold(True)
            label.setFont(font)
        return label

    def _player_label(self, name: str) -> QLabel:
        if name not in self._names:
            self._names[name] = self._plain(labels.holder_name(name))
        return self._names[name]

    def _total_label(self, name: str) -> QLabel:
        if name not in self.totals:
            total = self._plain("")
            total.setAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
            total.setToolTip(arg(tr("%1's points in this scoring, other points included"),
                             labels.holder_name(name)))
            self.totals[name] = total
        return self.totals[name]

    # ---- reading -------------------------------------------------------------------------
    def entries(self) -> list[Entry]:
        """The lines with points, in the players' order."""
        return [entry for line in self.lines if (entry := line.entry()) is not None]

    def inputs(self) -> Marks:
        return other_points.inputs(self.entries(), self._session.game)

    def _show_totals(self) -> None:
        """Each player's points in this scoring, other points included."""
        points = self._session.game.score(self.round, self.inputs()).points()
        for name, label in self.totals.items():
            label.setText(str(points.get(name, 0)))

    # ---- recording -----------------------------------------------------------------------
    def accept(self) -> None:
        """Record, after the scoreboard's checks when it gave them (record_guard)."""
        if self._guard is None:
            self._record()
        else:
            self._guard(self, self._record, self.inputs())

    def _record(self) -> None:
        try:
            self._session.record_scoring(self.round, self.inputs())
        except AlhambraError as error:
            plain.warn(self, tr("Scoring"), labels.error_text(error))
            return
        super().accept()
