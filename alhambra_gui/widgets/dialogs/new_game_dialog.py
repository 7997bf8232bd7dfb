"""File ▸ New: the variant, 1–6 players with names and colours, Dirk for two players, and
the expansion modules (beside the players, so the dialog stays short enough for 720 pixels).

The players the history knows (``known``, the last table first) complete each name as it
is typed — in the field itself, the rest of the name selected, so that no list covers the
field below that a click was meant for — and a known player's name brings their colour
along (a row that only had that colour by default takes a free one). Esc, Cancel or closing
the dialog asks first when names, colours, the variant, Dirk or modules were changed: they
would be lost."""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QStringListModel, Qt
from PySide6.QtGui import QColor
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QCompleter,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QGridLayout,
    QHBoxLayout,
    QLineEdit,
    QMessageBox,
    QPushButton,
    QScrollArea,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

from ...app import labels
from ...app.labels import arg
from ...app.session import PLAYER_COLOURS
from ...engine import (
    MAX_PLAYERS,
    PLAYER_COLOUR,
    VARIANTS,
    PlayerError,
    check_names,
    get_variant,
    name_key,
)
from ..modules.module_chooser import ModuleChooser, modules_allowed
from ..paint.plain import PlainLabel
from ..paint.tones import follow_palette, message_style
from .player_fields import PlayerRow, add_text, ask_colour, colour_tip, names_problem, remove_tip, seat_label

MODULES_HEIGHT = 500
_INVALID_STYLE = "QLineEdit { border: 1px solid #c0392b; }"


class NewGameDialog(QDialog):
    """Ask for a new game; read the answer with :meth:`result_values` after ``exec()``."""

    def __init__(self, parent: QWidget | None = None, *, names: Sequence[str] = (),
                 colours: Sequence[str] = (), variant: str = "alhambra", dirk: bool = True,
                 modules: Sequence[str] = (), known: Sequence[tuple[str, str | None]] = ()) -> None:
        super().__init__(parent)
        self.setObjectName("newGameDialog")
        self.setWindowTitle(self.tr("New game"))
        self._rows: list[PlayerRow] = []
        #: The players the history knows, (name, colour), the last table first.
        self._known = {name_key(n): (n, c) for n, c in reversed(known)}
        self.known_names = QStringListModel([n for n, _ in known], self)
        self._dirk_wanted = dirk
        outer = QVBoxLayout(self)
        columns = QHBoxLayout()
        outer.addLayout(columns, 1)
        layout = QVBoxLayout()
        columns.addLayout(layout, 0)
        columns.addLayout(self._modules_column(modules), 1)
        form = QFormLayout()
        self.variant_combo = QComboBox(self)
        for name in VARIANTS:
            self.variant_combo.addItem(labels.variant_name(get_variant(name)), name)
        self.variant_combo.setCurrentIndex(max(0, self.variant_combo.findData(variant)))
        self.variant_combo.currentIndexChanged.connect(lambda _i: self._update())
        form.addRow(self.tr("&Game:"), self.variant_combo)
        layout.addLayout(form)
        layout.addWidget(PlainLabel(self.tr("Players (in seating order):"), self))
        self._grid = QGridLayout()
        layout.addLayout(self._grid)
        self.add_button = QPushButton(add_text(), self)
        self.add_button.clicked.connect(lambda: self.add_player())
        layout.addWidget(self.add_button, 0, Qt.AlignmentFlag.AlignLeft)
        self.dirk_check = QCheckBox(self.tr("&Dirk plays along (two players)"), self)
        self.dirk_check.setChecked(dirk)
        self.dirk_check.toggled.connect(self._on_dirk_toggled)
        layout.addWidget(self.dirk_check)
        self.message_label = PlainLabel(self)
        self.message_label.setObjectName("newGameMessage")
        self.message_label.setWordWrap(True)
        follow_palette(self.message_label, message_style)
        layout.addWidget(self.message_label)
        layout.addStretch(1)
        self.buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel, self)
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)
        outer.addWidget(self.buttons)
        for i, name in enumerate(names or [self._default_name(0), self._default_name(1)]):
            self.add_player(name, colours[i] if i < len(colours) else None)
        self._rows[0].name_edit.setFocus()  # typing starts with the first seat, not the last added
        self._rows[0].name_edit.selectAll()
        self._update()
        # what the dialog offered: leaving it as it is loses nothing worth a question
        self._offered = self._entered()
        self.leave_question: QMessageBox | None = None

    # ---- reading ---------------------------------------------------------------------------
    @property
    def ok_button(self) -> QPushButton:
        return self.buttons.button(QDialogButtonBox.StandardButton.Ok)

    def player_count(self) -> int:
        return len(self._rows)

    def name_edit(self, row: int) -> QLineEdit:
        return self._rows[row].name_edit

    def colour_button(self, row: int) -> QToolButton:
        return self._rows[row].colour_button

    def remove_button(self, row: int) -> QToolButton:
        return self._rows[row].remove_button

    def names(self) -> list[str]:
        return [row.name_edit.text().strip() for row in self._rows]

    def colours(self) -> list[str]:
        return [row.colour for row in self._rows]

    def variant(self) -> str:
        return str(self.variant_combo.currentData())

    def dirk(self) -> bool:
        return self.dirk_check.isEnabled() and self.dirk_check.isChecked()

    def problem(self) -> str:
        """Why the players cannot start a game, or "" when they can."""
        return names_problem(self.names())

    def modules(self) -> list[str]:
        """The chosen modules' ids (none for a game that has no modules, Granada)."""
        return self.module_chooser.selected()

    def result_values(self) -> tuple[list[str], list[str], bool, str, list[str]]:
        """(names, colours ``#rrggbb``, Dirk in play, variant name, module ids)."""
        return self.names(), self.colours(), self.dirk(), self.variant(), self.modules()

    # ---- leaving -----------------------------------------------------------------------------
    def _entered(self) -> tuple[object, ...]:
        return (self.names(), self.colours(), self.variant(), self.dirk_check.isChecked(), self.modules())

    def reject(self) -> None:
        """Esc, Cancel or the window's close: at once when nothing was entered, else after
        asking (window-modal; ``leave_question`` while it is open)."""
        if self.leave_question is not None:
            return  # asked already
        if self._entered() == self._offered:
            super().reject()
            return
        box = QMessageBox(QMessageBox.Icon.Question, self.tr("New game"),
                          self.tr("Discard the names and modules entered for the new game?"),
                          QMessageBox.StandardButton.NoButton, self)
        box.setObjectName("leaveNewGame")
        box.setTextFormat(Qt.TextFormat.PlainText)
        discard = box.addButton(self.tr("&Discard"), QMessageBox.ButtonRole.DestructiveRole)
        keep = box.addButton(self.tr("&Keep editing"), QMessageBox.ButtonRole.RejectRole)
        box.setDefaultButton(keep)
        box.setEscapeButton(keep)
        box.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        discard.clicked.connect(self._discard)
        box.finished.connect(self._forget_question)
        self.leave_question = box
        box.open()

    def _discard(self) -> None:
        super().reject()

    def _forget_question(self) -> None:
        self.leave_question = None

    # ---- editing ---------------------------------------------------------------------------
    def add_player(self, name: str | None = None, colour: str | None = None) -> None:
        if len(self._rows) >= MAX_PLAYERS:
            return
        seat = len(self._rows)
        used = set(self.colours())
        colour = colour or next((c for c in PLAYER_COLOURS if c not in used), PLAYER_COLOURS[0])
        row = PlayerRow(self, self._default_name(seat) if name is None else name, colour)
        completer = QCompleter(self.known_names, row.name_edit)
        completer.setCaseSensitivity(Qt.CaseSensitivity.CaseInsensitive)
        completer.setFilterMode(Qt.MatchFlag.MatchStartsWith)
        completer.setCompletionMode(QCompleter.CompletionMode.InlineCompletion)
        row.name_edit.setCompleter(completer)
        row.name_edit.textChanged.connect(lambda text: self._on_name_typed(row, text))
        row.colour_button.clicked.connect(lambda: self._ask_colour(row))
        row.remove_button.clicked.connect(lambda: self.remove_player(self._rows.index(row)))
        self._rows.append(row)
        self._layout_rows()
        self._update()
        row.name_edit.setFocus()
        row.name_edit.selectAll()

    def remove_player(self, index: int) -> None:
        if len(self._rows) <= 1:
            return
        row = self._rows.pop(index)
        for widget in row.widgets():
            widget.hide()
            widget.deleteLater()
        self._layout_rows()
        self._update()

    def set_colour(self, index: int, colour: str) -> None:
        self._rows[index].set_colour(colour)

    def choose_colour(self, initial: QColor) -> QColor:
        """Ask for a colour (a separate method so tests can answer for the user)."""
        return ask_colour(self, initial)

    # ---- internals -------------------------------------------------------------------------
    def _modules_column(self, modules: Sequence[str]) -> QVBoxLayout:
        column = QVBoxLayout()
        title = PlainLabel(self.tr("Expansion &modules:"), self)
        column.addWidget(title)
        self.module_chooser = ModuleChooser(self, modules)
        column.addWidget(self.module_chooser.filter_edit)
        scroll = QScrollArea(self)
        scroll.setObjectName("moduleScroll")
        scroll.setWidgetResizable(True)
        scroll.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        scroll.setWidget(self.module_chooser)
        scroll.setMinimumWidth(380)
        # Tall enough to show most modules, short enough for a 720-pixel screen.
        scroll.setMinimumHeight(min(self.module_chooser.sizeHint().height(), MODULES_HEIGHT))
        title.setBuddy(self.module_chooser.first_check_box())
        column.addWidget(scroll, 1)
        return column

    def _default_name(self, seat: int) -> str:
        return arg(self.tr("Player %1"), str(seat + 1))

    def _ask_colour(self, row: PlayerRow) -> None:
        colour = self.choose_colour(QColor(row.colour))
        if colour.isValid():
            row.set_colour(colour.name())
            row.chosen = True

    def _layout_rows(self) -> None:
        for seat, row in enumerate(self._rows):
            label = seat_label(seat)
            label_item = self._grid.itemAtPosition(seat, 0)
            if label_item is None:
                self._grid.addWidget(PlainLabel(label, self), seat, 0)
            for column, widget in enumerate(row.widgets(), start=1):
                self._grid.addWidget(widget, seat, column)
            row.colour_button.setToolTip(colour_tip(seat))
            row.remove_button.setToolTip(remove_tip(seat))
            row.name_edit.setAccessibleName(label)
        for seat in range(len(self._rows), MAX_PLAYERS):
            item = self._grid.itemAtPosition(seat, 0)
            stale = item.widget() if item is not None else None
            if stale is not None:
                self._grid.removeWidget(stale)
                stale.hide()
                stale.deleteLater()

    def _update(self) -> None:
        count = len(self._rows)
        dirk_possible = count == 2 and get_variant(self.variant()).dirk_allowed
        self.dirk_check.blockSignals(True)
        self.dirk_check.setEnabled(dirk_possible)
        self.dirk_check.setChecked(dirk_possible and self._dirk_wanted)
        self.dirk_check.blockSignals(False)
        modules_possible = modules_allowed(get_variant(self.variant()))
        self.module_chooser.set_available(modules_possible, "" if modules_possible else arg(self.tr(
            "The expansion modules are for Alhambra; %1 is played without them."),
            labels.variant_name(get_variant(self.variant()))))
        self.add_button.setEnabled(count < MAX_PLAYERS)
        for row in self._rows:
            row.remove_button.setEnabled(count > 1)
        self._mark_bad_names()
        problem = self.problem()
        self.message_label.setText(problem)
        self.message_label.setVisible(bool(problem))
        self.ok_button.setEnabled(not problem)

    def _mark_bad_names(self) -> None:
        names = [n.casefold() for n in self.names()]
        for row, name in zip(self._rows, names, strict=True):
            try:
                check_names([name])
                bad = names.count(name) > 1
            except PlayerError:
                bad = True
            row.name_edit.setStyleSheet(_INVALID_STYLE if bad else "")

    def _on_name_typed(self, _row: PlayerRow, _text: str) -> None:
        self._fit_colours()
        self._update()

    def _fit_colours(self) -> None:
        """Each row's colour: the one picked for it; else its known player's own (the first
        row to name them has it); else the one it has, unless an earlier rule gave that to
        another row: then the first free one."""
        given: dict[int, str] = {id(r): r.colour for r in self._rows if r.chosen}
        used = set(given.values())
        for row in self._rows:
            known = self._known_colour(row.name_edit.text())
            if id(row) not in given and known and known not in used:
                given[id(row)] = known
                used.add(known)
        for row in self._rows:
            if id(row) not in given:
                colour = row.colour if row.colour not in used else \
                    next((c for c in PLAYER_COLOURS if c not in used), PLAYER_COLOURS[0])
                given[id(row)] = colour
                used.add(colour)
        for row in self._rows:
            if row.colour != given[id(row)]:
                row.set_colour(given[id(row)])

    def _known_colour(self, name: str) -> str | None:
        """The colour of the known player ``name`` is (as ``#rrggbb``), if any."""
        known = self._known.get(name_key(name.strip()))
        colour = known[1] if known else None
        return QColor(colour).name() if colour and PLAYER_COLOUR.fullmatch(colour) else None

    def _on_dirk_toggled(self, checked: bool) -> None:
        self._dirk_wanted = checked
