"""One module's typed figures (MODULES.md §19) in the Typed figures dock: a column per
player, a row per figure the module declares (``engine.Figure``), the points won during
play, and what the table holds of a shared supply.

A number is a spin box (an optional one says "–" at its least: left out), a set of types or
of distinct values a button with a menu of ticks, a list of values a line of numbers. Every
change is one undoable step of the session (``app.figure_edits``: the values typed into one
figure of one player merge into one); the box's checks run as it is typed, and a refusal is
said in place, under the module's grid, in one sentence naming the player, the module and
the limit. The panel renders from the game it is given and keeps no game state.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Hashable
from functools import partial

from PySide6.QtCore import Qt, QTimer
from PySide6.QtGui import QAction, QColor
from PySide6.QtWidgets import (
    QGridLayout,
    QGroupBox,
    QLineEdit,
    QMenu,
    QScrollArea,
    QSizePolicy,
    QSpinBox,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

from ...app import labels
from ...app.labels import arg, tr
from ...app.session import GameSession
from ...engine import AlhambraError, Figure, FigureTyper, GainScorer, Game, Module, figures_of, isolated
from ..counts.range_spin import RangeSpinBox
from ..paint.plain import PlainLabel, safe_colour
from ..paint.retranslating import Retranslating
from ..paint.tones import follow_palette, message_style
from ..shared.named import named
from ..shared.ticking_menu import TickingMenu

#: A number's spin box that may be left out shows this at its least.
NOT_TYPED = "–"
#: The widest a player's column gets: the figures' names take the room left.
EDITOR_WIDTH = 96

Editor = QSpinBox | QLineEdit | QToolButton


class TypedPanel(Retranslating, QGroupBox):
    """The figures and gains of one module, for every player of the game it was built for."""

    def __init__(self, session: GameSession, module: Module, parent: QWidget | None = None) -> None:
        super().__init__(labels.module_name(module), parent)
        self.setObjectName(f"typedPanel_{module.id}")
        self._session = session
        self._module = module
        game = session.game
        self._variant = game.variant
        self._names = list(game.names)
        self._figures = module.figures(game.variant) if isinstance(module, FigureTyper) else ()
        self._gains = module if isinstance(module, GainScorer) else None
        #: The editors by (figure key, player).
        self.editors: dict[tuple[str, str], Editor] = {}
        self.gain_buttons: dict[str, QToolButton] = {}
        self._row_labels: list[tuple[PlainLabel, Figure | None]] = []
        self._supply: dict[str, PlainLabel] = {}
        #: What each button's menu was filled for (by the button's name): a menu is filled
        #: again only when that changes (a scoring recorded refreshes every panel).
        self._menus: dict[str, object] = {}
        #: What the panel last showed of the game (``_reads``): a refresh with the same does nothing.
        self._shown: object = None
        layout = QVBoxLayout(self)
        layout.setContentsMargins(6, 4, 6, 4)
        grid = QGridLayout()
        grid.setHorizontalSpacing(6)
        layout.addLayout(grid)
        self.message = named(PlainLabel(self), f"typedMessage_{module.id}")
        self.message.setWordWrap(True)
        self.message.setTextFormat(Qt.TextFormat.PlainText)
        follow_palette(self.message, message_style)
        self.message.hide()
        layout.addWidget(self.message)
        self._build(grid, game)
        self._retranslate()
        self.refresh(game)

    # ---- building --------------------------------------------------------------------------
    def _build(self, grid: QGridLayout, game: Game) -> None:
        for column, name in enumerate(self._names, start=1):
            head = PlainLabel(name, self)
            head.setTextFormat(Qt.TextFormat.PlainText)
            # the player's colour, as dark or light as the window needs to read it
            hue = QColor(safe_colour(self._session.player_colour(name)))
            follow_palette(head, partial(message_style, hue=hue, extra="font-weight: bold;"))
            head.setAlignment(Qt.AlignmentFlag.AlignCenter)
            grid.addWidget(head, 0, column)
        shared = any(f.supply is not None for f in self._figures)
        for row, figure in enumerate(self._figures, start=1):
            self._row_label(grid, row, figure)
            for column, name in enumerate(self._names, start=1):
                editor = self._editor(figure, name)
                editor.setMaximumWidth(EDITOR_WIDTH)
                self.editors[(figure.key, name)] = editor
                grid.addWidget(editor, row, column)
            if shared and figure.supply is not None:
                supply = named(PlainLabel(self), f"typedSupply_{self._module.id}_{figure.key}")
                supply.setAlignment(Qt.AlignmentFlag.AlignCenter)
                self._supply[figure.key] = supply
                grid.addWidget(supply, row, len(self._names) + 1)
        if self._gains is not None:
            row = len(self._figures) + 1
            self._row_label(grid, row, None)
            for column, name in enumerate(self._names, start=1):
                button = self._gain_button(name)
                button.setMaximumWidth(EDITOR_WIDTH)
                grid.addWidget(button, row, column)
        grid.setColumnStretch(0, 1)

    def _row_label(self, grid: QGridLayout, row: int, figure: Figure | None) -> None:
        label = PlainLabel(self)
        label.setWordWrap(True)
        label.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Preferred)
        self._row_labels.append((label, figure))
        grid.addWidget(label, row, 0)

    def _editor(self, figure: Figure, name: str) -> Editor:
        seat = self._names.index(name)
        object_name = f"typed_{self._module.id}_{figure.key}_{seat}"
        if figure.shape == "number":
            spin = named(RangeSpinBox(self), object_name)
            spin.setRange(figure.low - 1 if figure.optional else figure.low, figure.high)
            if figure.optional:
                spin.setSpecialValueText(NOT_TYPED)
            spin.valueChanged.connect(partial(self._typed_number, figure, name))
            spin.outOfRange.connect(lambda typed, _kept, f=figure, n=name: self._type(n, f, typed))
            return spin
        if figure.shape == "types" or (figure.distinct and figure.options):
            button = named(QToolButton(self), object_name)
            button.setPopupMode(QToolButton.ToolButtonPopupMode.InstantPopup)
            button.setMenu(TickingMenu(button))
            button.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Fixed)
            return button
        line = named(QLineEdit(self), object_name)
        line.editingFinished.connect(partial(self._typed_values, figure, name, line))
        return line

    def _gain_button(self, name: str) -> QToolButton:
        button = named(QToolButton(self), f"typedGains_{self._module.id}_{self._names.index(name)}")
        button.setPopupMode(QToolButton.ToolButtonPopupMode.InstantPopup)
        button.setMenu(QMenu(button))
        button.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Fixed)
        self.gain_buttons[name] = button
        return button

    def _retranslate(self) -> None:
        self.setTitle(labels.module_name(self._module))
        for label, figure in self._row_labels:
            if figure is None:
                label.setText(tr("Points won during play"))
                label.setToolTip(tr("Entered as they are won, with the number of the next scoring; "
                                    "counted once in the game's total, not in a scoring"))
            else:
                label.setText(labels.line_text(figure.words, self._variant))
                label.setToolTip(labels.translate("Module", figure.hint) if figure.hint else "")
        self.message.hide()
        if self._names == list(self._session.game.names):  # the supplies' and menus' words too
            self._reword(self._session.game)

    def _reword(self, game: Game) -> None:
        """The words of what is shown (the types ticked, the supplies, the gains' menus) in
        the language now in force; the values and the editors stay as they are, the gains'
        menus too (worded in place, not made again)."""
        gains = {button.objectName() for button in self.gain_buttons.values()}
        self._menus = {key: shown for key, shown in self._menus.items() if key in gains}
        self._shown = None
        for (key, _name), editor in self.editors.items():
            if isinstance(editor, QToolButton):
                actions = editor.menu().actions()
                options = self._options(next(f for f in self._figures if f.key == key), game)
                if len(actions) == len(options):  # else not shown yet: the refresh words them
                    for action, (_option, text) in zip(actions, options, strict=True):
                        action.setText(text)
                    self._word_ticked(editor, [a.text() for a in actions if a.isChecked()])
        self._show_supplies(game)
        for name, button in self.gain_buttons.items():
            self._show_gains(button, game, name, reword=True)

    # ---- what the game holds -------------------------------------------------------------
    def refresh(self, game: Game) -> None:
        reads = self._reads(game)
        if reads == self._shown:
            return
        typing = any(isinstance(e, QLineEdit) and e.hasFocus() for e in self.editors.values())
        self._shown = None if typing else reads  # a line being typed in is shown the game later
        for (key, name), editor in self.editors.items():
            figure = next(f for f in self._figures if f.key == key)
            value = figures_of(game.player(name), self._module.id).get(key)
            self._show(editor, figure, figure.default if value is None else value, game)
        self._show_supplies(game)
        for name, button in self.gain_buttons.items():
            self._show_gains(button, game, name)

    def _reads(self, game: Game) -> object:
        """What the panel shows of ``game``: each player's figures of the module, and its gains
        with the amounts the next scoring's may take."""
        module = self._module.id
        gains = self._gains.gain_amounts(game.next_round) if self._gains and game.next_round else ()
        return gains, [(figures_of(game.player(name), module),
                        [g for g in game.player(name).immediate if g.module == module] if self._gains else ())
                       for name in self._names]

    def _show_supplies(self, game: Game) -> None:
        for key, label in self._supply.items():
            figure = next(f for f in self._figures if f.key == key)
            used = sum(figure.amount(figures_of(p, self._module.id).get(key, figure.default))
                       for p in game.players)
            label.setText(arg(tr("%1 of %2"), str(used), str(figure.supply)))
            label.setToolTip(tr("All players together, and what the box holds"))

    def _show(self, editor: Editor, figure: Figure, value: Hashable, game: Game) -> None:
        if isinstance(editor, QSpinBox):
            shown = value if isinstance(value, int) else editor.minimum()
            if editor.value() != shown:
                editor.blockSignals(True)
                editor.setValue(shown)
                editor.blockSignals(False)
        elif isinstance(editor, QLineEdit):
            text = ", ".join(map(str, value)) if isinstance(value, tuple) else ""
            if editor.text() != text and not editor.hasFocus():
                editor.setText(text)
        else:
            self._show_ticks(editor, figure, value if isinstance(value, tuple) else (), game)

    def _show_ticks(self, button: QToolButton, figure: Figure, value: tuple[Hashable, ...],
                    game: Game) -> None:
        options = self._options(figure, game)
        if self._menus.get(button.objectName()) == (value, options):
            return
        self._menus[button.objectName()] = (value, options)
        menu = button.menu()
        menu.clear()
        name = self._names[int(button.objectName().rsplit("_", 1)[1])]
        for option, text in options:
            action = QAction(text, menu)
            action.setCheckable(True)
            action.setChecked(option in value)
            action.toggled.connect(partial(self._ticked, figure, name, option, value))
            menu.addAction(action)
        self._word_ticked(button, [text for option, text in options if option in value])

    @staticmethod
    def _options(figure: Figure, game: Game) -> list[tuple[Hashable, str]]:
        """A ticked figure's options, each with its words (a type's name)."""
        if figure.shape == "types":
            return [(t, labels.type_name(game.variant, t)) for t in game.variant.type_ids]
        return [(v, str(v)) for v in figure.options]

    @staticmethod
    def _word_ticked(button: QToolButton, words: list[str]) -> None:
        button.setText(labels.joined(words) if words else NOT_TYPED)
        button.setToolTip(labels.joined(words) if words else tr("none"))

    def _show_gains(self, button: QToolButton, game: Game, name: str, *, reword: bool = False) -> None:
        assert self._gains is not None
        module = self._gains
        gains = [g.points for g in game.player(name).immediate if g.module == module.id]
        total = module.starting_points + sum(gains)
        button.setText(labels.integer_text(total))
        parts = [arg(tr("%1 at the start"), str(module.starting_points))] if module.starting_points else []
        parts += [labels.integer_text(points) for points in gains]
        button.setToolTip(arg(tr("%1 = %2"), " + ".join(parts) or "0", labels.integer_text(total)))
        due = game.next_round
        amounts = tuple(module.gain_amounts(due)) if due is not None else ()
        menu = button.menu()
        if self._menus.get(button.objectName()) == (amounts, bool(gains)):
            if reword:
                entries = [action for action in menu.actions() if not action.isSeparator()]
                for action, points in zip(entries[:-1], amounts, strict=True):
                    action.setText(_gain_words(points))
                entries[-1].setText(tr("Take back the last"))
            return
        self._menus[button.objectName()] = (amounts, bool(gains))
        menu.clear()
        for points in amounts:
            action = menu.addAction(_gain_words(points))
            action.triggered.connect(partial(self._gain, name, points))
        menu.addSeparator()
        back = menu.addAction(tr("Take back the last"))
        back.setEnabled(bool(gains))
        back.triggered.connect(partial(self._take_back, name))

    # ---- edits -------------------------------------------------------------------------------
    def _typed_number(self, figure: Figure, name: str, value: int) -> None:
        typed = None if figure.optional and value < figure.low else value
        held = figures_of(self._session.game.player(name), self._module.id).get(figure.key, figure.default)
        if typed != held:  # the box showing the game's value again (after a refusal) is no edit
            self._type(name, figure, typed)

    def _typed_values(self, figure: Figure, name: str, line: QLineEdit) -> None:
        text = line.text().strip()
        parts = [p for p in re.split(r"[\s,;]+", text) if p]
        if not all(re.fullmatch(r"-?\d{1,6}", p) for p in parts):
            self.say(arg(tr("%1: type whole numbers, separated by commas."), isolated(name)))
            return
        value = tuple(int(p) for p in parts)
        current = figures_of(self._session.game.player(name), self._module.id).get(figure.key, ())
        if value != current:
            self._type(name, figure, value)

    def _ticked(self, figure: Figure, name: str, option: Hashable, value: tuple[Hashable, ...],
                on: bool) -> None:
        chosen = (*value, option) if on else tuple(v for v in value if v != option)
        self._type(name, figure, chosen)

    def _type(self, name: str, figure: Figure, value: Hashable) -> None:
        self._run(lambda: self._session.figures.set_figure(name, self._module.id, figure.key, value))

    def _gain(self, name: str, points: int) -> None:
        self._run(lambda: self._session.figures.add_gain(name, self._module.id, points))

    def _take_back(self, name: str) -> None:
        self._run(lambda: self._session.figures.take_back_gain(name, self._module.id))

    def _run(self, edit: Callable[[], None]) -> None:
        try:
            edit()
        except AlhambraError as error:
            self.say(labels.as_sentence(labels.error_text(error)))
            self._menus.clear()  # a tick the game refused is taken off with the menu filled anew
            self._shown = None
            self.refresh(self._session.game)  # the game's values again, where a refused one was typed
            return
        self.message.hide()

    def say(self, text: str) -> None:
        """A refusal under the panel's rows, scrolled into sight (a short dock at 720 p hid
        it below the fold: the value went back with no word)."""
        self.message.setText(text)
        self.message.setVisible(bool(text))
        if text:
            QTimer.singleShot(0, self._bring_message_into_view)

    def _bring_message_into_view(self) -> None:
        area = self.parentWidget()
        while area is not None and not isinstance(area, QScrollArea):
            area = area.parentWidget()
        if area is not None and self.message.isVisible():
            area.ensureWidgetVisible(self.message, 0, 8)


def _gain_words(points: int) -> str:
    return tr("Won %n point(s)", "", points) if points > 0 else tr("Paid %n point(s)", "", -points)
