"""Game ▸ Players…: the players of the game under way, seat by seat.

A typo made in the new game's dialog, "Player 2" who turned out to be Jonas, a colour two
players find too alike, a fourth player who sat down after the game was set up for three, one
who went home before the first scoring: each is put right here without starting over. A player
is added or taken out only until the first scoring is recorded (``locked`` says why not after
it); the dialog says what a player taken out puts back into the bag. The session makes the
whole change one step of the game's history (``RosterEdits.set_players``), so Edit ▸ Undo
takes it back, and the phones at the table keep their seats under the new names.
"""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import Qt
from PySide6.QtGui import QColor
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QGridLayout,
    QLineEdit,
    QPushButton,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

from ...app.labels import arg
from ...app.roster_edits import Seat
from ...app.session import PLAYER_COLOURS
from ...engine import MAX_PLAYERS, isolated
from ..paint.plain import PlainLabel
from ..paint.tones import follow_palette, message_style
from .player_fields import PlayerRow, add_text, ask_colour, colour_tip, names_problem, remove_tip, seat_label


class PlayersDialog(QDialog):
    """Each seat's name and colour (``held``: the tiles each holds, city and reserve; ``locked``:
    why no player may be added or taken out, "" when they may); read the seats with ``seats``
    once accepted."""

    def __init__(self, names: Sequence[str], colours: Sequence[str], parent: QWidget | None = None, *,
                 held: Sequence[int] = (), locked: str = "") -> None:
        super().__init__(parent)
        self.setObjectName("playersDialog")
        self.setWindowTitle(self.tr("Players"))
        self._rows: list[PlayerRow] = []
        self._labels: list[PlainLabel] = []  # each seat's, in the grid's first column
        self._was: dict[int, str] = {}  # a row's id: the player's name when the dialog opened
        self._held = {name: count for name, count in zip(names, held, strict=False)}
        self._locked = locked
        layout = QVBoxLayout(self)
        heading = self.tr("Names and colours of this game's players, in seating order:")
        layout.addWidget(PlainLabel(heading, self))
        self._grid = QGridLayout()
        layout.addLayout(self._grid)
        self.add_button = QPushButton(add_text(), self)
        self.add_button.clicked.connect(lambda: self.add_player())
        layout.addWidget(self.add_button, 0, Qt.AlignmentFlag.AlignLeft)
        self.note_label = PlainLabel(locked, self)  # what a change of seats does, or why there is none
        self.note_label.setObjectName("playersNote")
        self.note_label.setWordWrap(True)
        layout.addWidget(self.note_label)
        self.message_label = PlainLabel(self)
        self.message_label.setWordWrap(True)
        follow_palette(self.message_label, message_style)
        layout.addWidget(self.message_label)
        self.buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel, self)
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)
        layout.addWidget(self.buttons)
        for name, colour in zip(names, colours, strict=True):
            self._was[id(self.add_player(name, colour))] = name
        self._update()

    # ---- reading ---------------------------------------------------------------------------
    @property
    def ok_button(self) -> QPushButton:
        return self.buttons.button(QDialogButtonBox.StandardButton.Ok)

    @property
    def name_edits(self) -> list[QLineEdit]:
        return [row.name_edit for row in self._rows]

    @property
    def colour_buttons(self) -> list[QToolButton]:
        return [row.colour_button for row in self._rows]

    @property
    def remove_buttons(self) -> list[QToolButton]:
        return [row.remove_button for row in self._rows]

    def names(self) -> list[str]:
        return [row.name_edit.text().strip() for row in self._rows]

    def colours(self) -> list[str]:
        """Each seat's colour as ``#rrggbb``."""
        return [row.colour for row in self._rows]

    def seats(self) -> list[Seat]:
        """Each seat as the dialog leaves it: the name it had when the dialog opened (None for a
        player added here), its name and colour now."""
        return [Seat(self._was.get(id(row)), name, row.colour)
                for row, name in zip(self._rows, self.names(), strict=True)]

    def removed(self) -> list[str]:
        """The players taken out here, as they were named."""
        kept = {self._was.get(id(row)) for row in self._rows}
        return [name for name in self._was.values() if name not in kept]

    def problem(self) -> str:
        """Why the names cannot be a table's, or "" when they can."""
        return names_problem(self.names())

    # ---- seats -------------------------------------------------------------------------------
    def add_player(self, name: str | None = None, colour: str | None = None) -> PlayerRow:
        used = set(self.colours())
        seat = len(self._rows)
        row = PlayerRow(self, arg(self.tr("Player %1"), str(seat + 1)) if name is None else name,
                        colour or next((c for c in PLAYER_COLOURS if c not in used), PLAYER_COLOURS[0]))
        row.name_edit.textChanged.connect(lambda _text: self._update())
        row.colour_button.clicked.connect(lambda: self._ask_colour(row))
        row.remove_button.clicked.connect(lambda: self.remove_player(self._rows.index(row)))
        self._rows.append(row)
        self._layout_rows()
        if name is None:  # added here: its name is typed next
            self._update()
            row.name_edit.setFocus()
            row.name_edit.selectAll()
        return row

    def remove_player(self, index: int) -> None:
        if len(self._rows) <= 1 or self._locked:
            return
        row = self._rows.pop(index)
        for widget in row.widgets():
            self._grid.removeWidget(widget)
            widget.hide()  # at once: deleted a turn later
            widget.deleteLater()
        self._layout_rows()
        self._update()

    def set_colour(self, seat: int, colour: str) -> None:
        self._rows[seat].set_colour(colour)

    def choose_colour(self, initial: QColor) -> QColor:
        """Ask for a colour (a method of its own so that tests can answer for the user)."""
        return ask_colour(self, initial)

    def _ask_colour(self, row: PlayerRow) -> None:
        colour = self.choose_colour(QColor(row.colour))
        if colour.isValid():
            row.set_colour(colour.name())

    def _layout_rows(self) -> None:
        """Each row on its seat's line of the grid, labelled with its seat (a row taken out
        moves the ones after it up)."""
        while len(self._labels) > len(self._rows):
            stale = self._labels.pop()
            self._grid.removeWidget(stale)
            stale.hide()
            stale.deleteLater()
        while len(self._labels) < len(self._rows):
            self._labels.append(PlainLabel(self))
        for seat, (label, row) in enumerate(zip(self._labels, self._rows, strict=True)):
            label.setText(seat_label(seat))
            label.setBuddy(row.name_edit)
            for column, widget in enumerate((label, *row.widgets())):
                self._grid.addWidget(widget, seat, column)
                widget.show()  # at once (a layout shows it a turn later): a new name takes the focus
            row.name_edit.setAccessibleName(label.text())
            row.colour_button.setToolTip(colour_tip(seat))
            row.remove_button.setToolTip(remove_tip(seat))

    def _update(self) -> None:
        problem = self.problem()
        self.message_label.setText(problem)
        self.message_label.setVisible(bool(problem))
        self.ok_button.setEnabled(not problem)
        self.add_button.setEnabled(not self._locked and len(self._rows) < MAX_PLAYERS)
        for row in self._rows:
            row.remove_button.setEnabled(not self._locked and len(self._rows) > 1)
        self.note_label.setText(self._locked or self._removal_note())
        self.note_label.setVisible(bool(self.note_label.text()))

    def _removal_note(self) -> str:
        """What the players taken out put back into the bag, in a sentence each."""
        return " ".join(self._leaves(name) for name in self.removed())

    def _leaves(self, name: str) -> str:
        tiles = self._held.get(name, 0)
        if not tiles:
            return arg(self.tr("%1 leaves the game."), isolated(name))
        return arg(self.tr("%1 leaves the game, and %n tiles of theirs go back into the bag.", "", tiles),
                   isolated(name))
