"""The counts form: on a counts-only player's tab, in place of the city view, a spin box per
building type (with the type's colour and name), the longest wall, Granada's highest
values, and what each module in play asks to be typed (``Module.count_inputs``: a number
or a tick each, such as the chests on buildings or a bonus card's tile built).

Every change is one undoable step of the session (``app.counts_edits``); the form renders
from the session on every change and keeps no game state. The city view is hidden while
the counts score; the page's header holds the switch both ways ("Type the counts instead",
"Digitise the city instead").
"""

from __future__ import annotations

from collections.abc import Callable
from functools import partial

from PySide6.QtCore import Qt, SignalInstance
from PySide6.QtWidgets import (
    QCheckBox,
    QGridLayout,
    QGroupBox,
    QHBoxLayout,
    QPushButton,
    QSizePolicy,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from ...app import labels
from ...app.change import Change
from ...app.counts_edits import CountsEdits
from ...app.labels import arg, tr
from ...app.session import GameSession
from ...engine import (
    AlhambraError,
    Counts,
    CountsInput,
    Game,
    highest_range,
    isolated,
    type_limit,
    typed,
    wall_limit,
)
from ..paint.layout_items import take_widget
from ..paint.plain import PlainLabel
from ..paint.retranslating import Retranslating
from ..paint.tones import follow_palette, message_style
from ..shared.named import named
from .counts_paint import type_swatch
from .range_spin import RangeSpinBox

FORM_WIDTH = 560
#: The least width of the form's box: with the page's margins (12) and the tabs' frame (4),
#: a counts-only player's page needs no more room than the window keeps for a city
#: (``window_layout.CITY_MIN_WIDTH``, 400), so that the docks keep their widths when such a
#: page is first shown (at 440 it took 56 pixels from the scoreboard or the palette). What
#: the box holds needs at most 352 (Granada, German).
FORM_MIN_WIDTH = 384


class CountsForm(Retranslating, QWidget):
    """The typed counts of one player, and the switches between counts and city."""

    def __init__(self, session: GameSession, player: str, page: QWidget, view: QWidget,
                 view_refused: SignalInstance) -> None:
        """``view``: the city view the form takes the place of; ``view_refused``: its signal
        of a refused edit (a tile picked in the palette while the view is hidden)."""
        super().__init__(page)
        self.setObjectName("countsForm")
        self._session = session
        self._player = player
        self._page, self._view = page, view
        self.switch_button = named(QPushButton(page), "typeCountsInstead")
        self.switch_button.clicked.connect(
            lambda: self._run(lambda: self._edits().set_counts_only(player, True)))
        self.box = named(QGroupBox(self), "countsBox")
        self._counts: dict[str, QSpinBox] = {}
        self._highest: dict[str, QSpinBox] = {}
        #: The modules' inputs by (module id, key), as the modules described them last.
        self._inputs: dict[tuple[str, str], QSpinBox | QCheckBox] = {}
        self._input_labels: dict[tuple[str, str], PlainLabel] = {}
        body = QVBoxLayout(self.box)
        self._intro = self._label("countsIntro")
        body.addWidget(self._intro)
        self._grid_holder = QWidget(self.box)
        body.addWidget(self._grid_holder)
        self._total = self._label("countsTotal")
        self._note = self._label("countsNote")
        self.message = self._label("countsMessage")
        follow_palette(self.message, message_style)  # the error's red, readable on light and dark
        self.message.hide()
        body.addWidget(self._total)
        body.addWidget(self._note)
        body.addWidget(self.message)
        body.addLayout(self._buttons())
        outer = QVBoxLayout(self)  # the box at the top left, whatever room the tab has
        outer.setContentsMargins(6, 4, 6, 4)
        row = QHBoxLayout()
        row.addWidget(self.box)
        row.addStretch(1)
        outer.addLayout(row)
        outer.addStretch(1)
        self.box.setMaximumWidth(FORM_WIDTH)
        self.box.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Maximum)
        self.box.setMinimumWidth(FORM_MIN_WIDTH)
        #: The boxes are built when the form is first needed (most players never type counts:
        #: a page built on opening a game builds a spin box per type and per module's number).
        self._fields_built = False
        session.changed.connect(self._on_changed)
        view_refused.connect(self._on_view_refused)  # Enter in the palette, with the view hidden
        self._word_buttons()
        self.refresh()

    def _retranslate(self) -> None:
        self.message.hide()
        self._word_buttons()
        if self._fields_built:
            self._build_fields()  # the rows' names and tips (the values are the game's)
        self.refresh()

    def _word_buttons(self) -> None:
        self.switch_button.setText(self.tr("Type the counts instead"))
        self.switch_button.setToolTip(self.tr(
            "Score this player from typed numbers: the buildings per type and the longest wall, "
            "as a scoring app does. The digitised city is kept."))
        self.refill_button.setText(self.tr("Take the counts from the city"))
        self.refill_button.setToolTip(self.tr("Type over these numbers what the digitised city counts"))
        self.city_button.setText(self.tr("Digitise the city instead"))
        self.city_button.setToolTip(self.tr("Score this player from the digitised city again; "
                                            "these numbers are kept"))

    def _label(self, name: str) -> PlainLabel:
        label = named(PlainLabel(self.box), name)
        label.setWordWrap(True)
        return label

    def _buttons(self) -> QHBoxLayout:
        self.refill_button = named(QPushButton(self.box), "refillCounts")
        self.refill_button.clicked.connect(lambda: self._run(lambda: self._edits().refill(self._player)))
        self.city_button = named(QPushButton(self._page), "digitiseInstead")
        self.city_button.clicked.connect(
            lambda: self._run(lambda: self._edits().set_counts_only(self._player, False)))
        buttons = QHBoxLayout()
        buttons.addWidget(self.refill_button)
        buttons.addStretch(1)
        return buttons

    # ---- for the page, the menu and tests ---------------------------------------------------------
    def count_box(self, building_type: str) -> QSpinBox:
        self._need_fields()
        return self._counts[building_type]

    def highest_box(self, building_type: str) -> QSpinBox:
        self._need_fields()
        return self._highest[building_type]

    @property
    def wall_box(self) -> QSpinBox:
        self._need_fields()
        return self._wall

    def module_input(self, module_id: str, key: str) -> QSpinBox | QCheckBox:
        """The box of one number (or tick) a module asks for."""
        self._need_fields()
        return self._inputs[(module_id, key)]

    def counts(self) -> Counts | None:
        """The counts that score for the player now (None: the city scores)."""
        return typed(self._session.game.player(self._player))

    # ---- building the fields ------------------------------------------------------------------------
    def _need_fields(self) -> None:
        if not self._fields_built:
            self._build_fields()

    def _build_fields(self) -> None:
        self._fields_built = True
        game = self._session.game
        holder = QWidget(self.box)
        grid = QGridLayout(holder)
        grid.setContentsMargins(0, 0, 0, 0)
        grid.setColumnStretch(4, 1)
        self._counts, self._highest, self._inputs, self._input_labels = {}, {}, {}, {}
        for row, type_id in enumerate(game.variant.type_ids):
            self._type_row(grid, row, game, type_id)
        row = len(game.variant.type_ids)
        wall_text = self.tr("Longest moat") if game.variant.moats else self.tr("Longest wall")
        self._wall = self._spin(grid, row, wall_text, "count_wall", wall_limit(game.variant),
                                lambda v: self._edits().set_wall(self._player, v))
        self._module_rows(grid, row + 1, game)
        layout = self._grid_holder.layout()
        if layout is None:
            layout = QVBoxLayout(self._grid_holder)
            layout.setContentsMargins(0, 0, 0, 0)
        while layout.count():
            if (old := take_widget(layout)) is not None:
                old.deleteLater()
        layout.addWidget(holder)

    def _type_row(self, grid: QGridLayout, row: int, game: Game, type_id: str) -> None:
        variant = game.variant
        swatch = PlainLabel(self.box)
        swatch.setPixmap(type_swatch(variant, type_id))
        grid.addWidget(swatch, row, 0)
        name = labels.type_name(variant, type_id)
        most = type_limit(variant, type_id, game.ruleset.module_ids)
        self._counts[type_id] = self._spin(grid, row, name, f"count_{type_id}", most,
                                           lambda v: self._edits().set_count(self._player, type_id, v))
        if variant.ties_by_highest:
            label = PlainLabel(self.tr("highest"), self.box)
            grid.addWidget(label, row, 3)
            spin = self._spin_box(f"highest_{type_id}", variant.face_values[1],
                                  lambda v: self._edits().set_highest(self._player, type_id, v))
            spin.setAccessibleName(arg(self.tr("Highest value of %1"), name))
            spin.setToolTip(arg(self.tr("The highest value among the %1 faces: it decides between equal "
                                    "counts"), name))
            label.setBuddy(spin)
            grid.addWidget(spin, row, 4, Qt.AlignmentFlag.AlignLeft)
            self._highest[type_id] = spin

    def _spin(self, grid: QGridLayout, row: int, text: str, name: str, maximum: int,
              typed_value: Callable[[int], None]) -> QSpinBox:
        label = PlainLabel(text, self.box)
        spin = self._spin_box(name, maximum, typed_value)
        spin.setAccessibleName(text)
        label.setBuddy(spin)
        spin.setProperty("label", label)
        grid.addWidget(label, row, 1)
        grid.addWidget(spin, row, 2)
        return spin

    def _spin_box(self, name: str, maximum: int, typed_value: Callable[[int], None]) -> QSpinBox:
        spin = named(RangeSpinBox(self.box), name)
        spin.setRange(0, maximum)
        spin.setKeyboardTracking(False)  # one step per number typed, not per digit
        spin.setMinimumWidth(64)
        spin.valueChanged.connect(lambda value: self._run(lambda: typed_value(value)))
        spin.outOfRange.connect(lambda typed_number, kept: self._out_of_range(spin, typed_number, kept))
        return spin

    def _module_rows(self, grid: QGridLayout, row: int, game: Game) -> None:
        """A row per number a module in play asks for: a spin box, or a check box for a tick."""
        player = game.player(self._player)
        counts = player.counts or Counts()
        for module in game.ruleset.modules_with(CountsInput):
            for item in module.count_inputs(game, player, counts):
                key = (module.id, item.key)
                text = labels.line_text(item.label, game.variant)
                name = f"count_{module.id}_{item.key.replace(' ', '_')}"
                typed_value = partial(self._type_number, module.id, item.key)
                box: QSpinBox | QCheckBox
                if item.tick:
                    box = named(QCheckBox(text, self.box), name)
                    box.toggled.connect(lambda on, typed_value=typed_value: self._run(
                        lambda: typed_value(int(on))))
                    grid.addWidget(box, row, 1, 1, 4)
                else:
                    box = self._spin(grid, row, text, name, item.high, typed_value)
                    self._input_labels[key] = box.property("label")
                if item.hint is not None:
                    box.setToolTip(labels.line_text(item.hint, game.variant))
                self._inputs[key] = box
                row += 1

    def _type_number(self, module_id: str, key: str, value: int) -> None:
        self._edits().set_number(self._player, module_id, key, value)

    def _out_of_range(self, spin: QSpinBox, typed_number: int, kept: int) -> None:
        """A number the box cannot hold (9 pavilions of the game's 7): said, the last kept."""
        self.message.setText(labels.arg(self.tr("%1: %2 is out of range (%3 to %4), so it stays %5."),
                                        spin.accessibleName(), typed_number, spin.minimum(),
                                        spin.maximum(), kept))
        self.message.show()

    # ---- rendering ------------------------------------------------------------------------------------
    def _edits(self) -> CountsEdits:
        return self._session.counts

    def _run(self, edit: Callable[[], None]) -> None:
        try:
            edit()
        except AlhambraError as error:
            self.message.setText(labels.error_text(error))
            self.message.show()
            self.refresh()

    def _on_view_refused(self, _text: str, _force_label: str) -> None:
        """A tile sent to the hidden city (Enter in the palette's filter): say why not here."""
        if self.counts() is not None:
            self.message.setText(arg(self.tr(
                "%1 is scored from typed counts: the digitised city is kept as it was. Choose "
                "“Digitise the city instead” to build in it."), isolated(self._player)))
            self.message.show()

    def _on_changed(self, change: Change) -> None:
        self.message.hide()
        if change.structure and self._fields_built:
            self._build_fields()
        self.refresh()

    def refresh(self) -> None:
        counts = self.counts()
        shown = counts is not None
        if shown:  # built before the form is shown: its boxes are shown with it
            self._need_fields()
        self.setVisible(shown)
        self._view.setVisible(not shown)
        self.switch_button.setVisible(not shown)
        self.city_button.setVisible(shown)
        if counts is None:
            self._page.setFocusProxy(self._view)
            return
        self._page.setFocusProxy(self._counts[next(iter(self._counts))])
        game = self._session.game
        self.box.setTitle(arg(self.tr("%1's counts — scored instead of the city"),
            isolated(self._player)))
        self._intro.setText(self.tr(
            "Type what the table counts in the city: the tiles of each type with the highest value "
            "among them, and the longest outer moat. They are scored exactly as a city with these "
            "counts.") if game.variant.moats else self.tr(
            "Type what the table counts in the city: the finished buildings of each type and "
            "the longest outer wall. They are scored exactly as a city with these counts."))
        spins = [*self._counts.values(), *self._highest.values(), self._wall]
        for spin in spins:  # showing the game's counts is no edit (nor is a range clamping them)
            spin.blockSignals(True)
        for spin, value in self._values(game, counts):
            if spin.value() != value:  # the same value again would repaint the box
                spin.setValue(value)
        for spin in spins:
            spin.blockSignals(False)
        self._refresh_inputs(game, counts)
        self._refresh_texts(game, counts)

    def _values(self, game: Game, counts: Counts) -> list[tuple[QSpinBox, int]]:
        values = [(spin, counts.count(t)) for t, spin in self._counts.items()]
        values.append((self._wall, counts.wall))
        for type_id, spin in self._highest.items():
            count = counts.count(type_id)
            low, high = highest_range(game.variant, count)
            set_range(spin, low if count else 0, high if count else 0)
            spin.setEnabled(count > 0)
            if spin.specialValueText() != (special := "" if count else "–"):
                spin.setSpecialValueText(special)  # no face, no highest value
            values.append((spin, counts.highest.get(type_id, 0)))
        return values

    def _refresh_inputs(self, game: Game, counts: Counts) -> None:
        """The modules' boxes as the modules describe them now (range, shown, enabled)."""
        player = game.player(self._player)
        for module in game.ruleset.modules_with(CountsInput):
            for item in module.count_inputs(game, player, counts):
                box = self._inputs.get((module.id, item.key))
                if box is None:
                    continue
                value = counts.typed_number(module.id, item.key)
                box.blockSignals(True)
                if isinstance(box, QCheckBox):
                    box.setChecked(value == 1)
                else:
                    set_range(box, item.low, item.high)
                    if box.value() != value:
                        box.setValue(value)
                box.blockSignals(False)
                box.setVisible(item.shown)
                box.setEnabled(item.enabled)
                if (label := self._input_labels.get((module.id, item.key))) is not None:
                    label.setVisible(item.shown)

    def _refresh_texts(self, game: Game, counts: Counts) -> None:
        total = counts.total
        self._total.setText(self.tr("%n building(s) (typed)", "", total))
        tiles = len(game.player(self._player).city)
        if tiles:
            note = self.tr("The digitised city (%n tile(s)) is kept as it was and not scored.", "", tiles)
        else:
            note = self.tr("No city was digitised: these numbers are what scores.")
        self._note.setText(note)
        self.refill_button.setEnabled(tiles > 0)


def set_range(spin: QSpinBox, low: int, high: int) -> None:
    """A spin box's range, set only when it changes: setting it again measures the box
    anew and lays out the whole form around it (a repaint of every box)."""
    if (spin.minimum(), spin.maximum()) != (low, high):
        spin.setRange(low, high)


def header_parts(game: Game, player: str) -> list[str] | None:
    """The city header's facts for a counts-only player ("12 buildings (typed)", "Longest
    wall: 7 (typed)"); None while the city scores."""
    counts = typed(game.player(player))
    if counts is None:
        return None
    total = counts.total
    built = tr("%n building(s) (typed)", "", total)
    wall = labels.edge_text(game.variant, "Longest wall: %1 (typed)")
    return [built, arg(wall, str(counts.wall))]
