"""Help ▸ Keys and Codes: a cheat sheet of the tile codes (from the variant's data), the
keys and what the mouse does; and the one-time hint to it on the first start.

A non-blocking window beside the city, so that a code can be looked up while typing it.
The shortcuts of menu actions are read from the actions themselves; the city's own keys
are the ones ``city_view``, ``tile_actions`` and the main window handle.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence

from PySide6.QtCore import Qt
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import (
    QDialog,
    QFrame,
    QGridLayout,
    QGroupBox,
    QHBoxLayout,
    QMainWindow,
    QScrollArea,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

from ...app import labels, settings
from ...app.change import Change
from ...app.labels import arg, tr
from ...app.session import GameSession
from ...engine import SIDES, Game, Tile, Variant
from ..modules.facets import PiecePart, TileActor
from ..modules.registry import all_parts_with, parts_with
from ..paint.plain import PlainLabel
from ..paint.retranslating import Retranslating
from ..paint.tones import mute
from ..shared.action_ids import ActionId
from ..shared.undo_keys import REDO_ALSO

Rows = list[tuple[str, str]]
NATIVE = QKeySequence.SequenceFormat.NativeText


def keys(sequence: QKeySequence.StandardKey | str) -> str:
    """A key combination as the platform writes it ("Ctrl+Z", "⌘Z")."""
    return QKeySequence(sequence).toString(NATIVE)


def redo_text() -> str:
    """Redo's keys: the platform's first, and Ctrl+Y where that is another ("Ctrl+Shift+Z, Ctrl+Y")."""
    first, also = keys(QKeySequence.StandardKey.Redo), keys(REDO_ALSO)
    return first if first == also else labels.joined((first, also))


# ---- the codes, from the variant's data -----------------------------------------------------
def prices_text(prices: Sequence[int]) -> str:
    """"2–8" for a run, "3, 5, 7" otherwise."""
    ordered = sorted(set(prices))
    if not ordered:
        return ""
    if len(ordered) > 2 and ordered == list(range(ordered[0], ordered[-1] + 1)):
        return f"{ordered[0]}–{ordered[-1]}"
    return ", ".join(str(p) for p in ordered)


def code_rows(variant: Variant) -> list[tuple[str, str, str]]:
    """(letter, building type, prices) per type, in the variant's order."""
    rows = []
    for kind in variant.types:
        if variant.faces:
            low, high = variant.face_values
            prices = list(range(low, high + 1))
        else:
            prices = [t.price for t in variant.catalogue if t.type == kind.id]
        rows.append((kind.letter.lower(), labels.type_name(variant, kind.id), prices_text(prices)))
    return rows


def code_intro(variant: Variant) -> str:
    """How a code is made, with examples written in this variant's letters."""
    kind = variant.types[-2] if len(variant.types) > 1 else variant.types[0]
    prices = [t.price for t in variant.catalogue if t.type == kind.id] or [variant.face_values[0]]
    tile = Tile(kind.id, min(prices))
    code = labels.tile_code(variant, tile).lower()
    name = labels.tile_label(variant, tile)
    if variant.moats:
        text = tr("With the city's cursor on a cell, type a code and press Enter: the type's letters, "
                  "the value, then the sides with a moat (N, E, S, W), or “-” for none. %1 is %2; "
                  "%1ne the one with moats north and east; %1- the one without moats.")
    else:
        text = tr("With the city's cursor on a cell, type a code and press Enter: the type's letter, "
                  "the price, then the walled sides (N, E, S, W), or “-” for none. %1 is %2 (the one "
                  "that fits there, when there are several); %1ne the one walled north and east; "
                  "%1- the one without walls.")
    return arg(text, code, name)


def side_rows() -> Rows:
    """Each side's letter (the codes', the file's, the one under a tile in Tiles) with the
    language's word for it: the letters are English in every language."""
    return [(side.name, labels.side_word(side)) for side in SIDES]


# ---- the keys and the mouse ------------------------------------------------------------------
def city_keys(actions: Mapping[ActionId, QAction] | None = None) -> Rows:
    """The keys of the city (which has the focus once its tab is chosen) and the window's
    ``actions`` (their shortcuts as set, else the usual ones)."""
    def shortcut(name: ActionId, fallback: str) -> str:
        action = actions.get(name) if actions is not None else None
        found = action.shortcut().toString(NATIVE) if action is not None else ""
        return found or fallback

    return [
        (tr("Arrow keys"), tr("move the city's cursor from cell to cell")),
        (tr("a code, then Enter"), tr("build the tile of the code at the cursor (see Tile codes)")),
        (keys("Esc"), tr("clear the code typed so far, or let go of the tile in hand")),
        (keys("Backspace"), tr("take back the last letter typed; with nothing typed, as Delete")),
        (keys("Del"), tr("move the tile under the cursor back to its owner's reserve")),
        (f"{keys('Space')} / {keys('Shift+Space')}",
         tr("turn the tile in hand a quarter turn clockwise / counter-clockwise (a tile that may be "
            "built turned: its lit cells and picture follow; the mouse wheel turns it too)")),
        (f"{keys(QKeySequence.StandardKey.Undo)} / {redo_text()}",
         tr("undo / redo the last change (every change is one step)")),
        (shortcut(ActionId.FIT, "Ctrl+0"), tr("fit the city to the window")),
        (f"{keys(QKeySequence.StandardKey.ZoomIn)} / {keys(QKeySequence.StandardKey.ZoomOut)}",
         tr("zoom in / out (or the mouse wheel)")),
        (f"{shortcut(ActionId.PREVIOUS_PLAYER, keys('Ctrl+PgUp'))} / "
         f"{shortcut(ActionId.NEXT_PLAYER, keys('Ctrl+PgDown'))}",
         tr("the previous / next player's city")),
        (f"{keys('Ctrl+1')} … {keys('Ctrl+6')}", tr("the first … sixth player's city")),
        (shortcut(ActionId.OVERVIEW, ""), tr("all cities side by side")),
        (shortcut(ActionId.KEYS, "F1"), tr("this sheet")),
    ]


def module_keys() -> Rows:
    """The keys of the expansion modules, on the tile under the city's cursor (each module
    says its own, in the registry's order)."""
    return [row for ui in all_parts_with(TileActor) for row in ui.key_rows()]


def piece_code_rows(game: Game) -> Rows:
    """How the pieces of the modules in play are typed (each module says its own)."""
    return [row for _, ui in parts_with(PiecePart, game.ruleset.modules)
            for row in ui.code_rows(game.variant)]


def mouse_rows(variant: Variant | None = None) -> Rows:
    return [
        (tr("Drag a tile onto a lit cell"),
         labels.edge_text(variant, "build it there; while you drag, every legal cell lights up with the "
                                   "wall it would give")),
        (tr("Shift while dropping"),
         tr("place anyway: record a physical city as it stands; what breaks a rule shows in red")),
        (tr("Click a tile, then a lit cell"),
         tr("build it there (click to place); Escape or a click on the tile again lets it go")),
        (tr("Double-click a tile in Tiles"), tr("build it at the city's cursor (Enter on it does too)")),
        (tr("Drag a built tile to the reserve"), tr("take it back into the reserve (or Delete)")),
        (tr("Right-click a tile"), tr("what can be done with it: reserve, Dirk, the modules' pieces")),
        (tr("Wheel, drag on empty space"), tr("zoom, move the city around")),
        (tr("Wheel with a tile in hand"),
         tr("turn it, if it may be built turned (Ctrl and the wheel zoom)")),
    ]


# ---- the window ------------------------------------------------------------------------------
def _table(rows: Sequence[Sequence[str]], title: str, parent: QWidget, note: str = "") -> QGroupBox:
    """Rows of plain labels, the first column bold (the keys, the letters); a note above."""
    box = QGroupBox(title, parent)
    grid = QGridLayout(box)
    grid.setHorizontalSpacing(14)
    grid.setColumnStretch(len(rows[0]) - 1 if rows else 0, 1)
    if note:
        above = PlainLabel(note, box)
        above.setWordWrap(True)
        grid.addWidget(above, 0, 0, 1, len(rows[0]) if rows else 1)
    for r, row in enumerate(rows, start=1 if note else 0):
        for c, text in enumerate(row):
            label = PlainLabel(text, box)
            label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
            label.setWordWrap(c == len(row) - 1)
            if c == 0:
                font = label.font()
                font.setBold(True)
                label.setFont(font)
            grid.addWidget(label, r, c, Qt.AlignmentFlag.AlignTop)
    return box


class KeysSheet(Retranslating, QDialog):
    """``KeysSheet(session, window, actions)``: rebuilt when the game (and so the variant)
    changes; ``actions``: the window's, whose shortcuts it lists."""

    def __init__(self, session: GameSession, window: QWidget | None = None,
                 actions: Mapping[ActionId, QAction] | None = None) -> None:
        super().__init__(window)
        self.setObjectName("keysSheet")
        self.setModal(False)
        self._session = session
        self._actions = actions
        layout = QVBoxLayout(self)
        self._scroll = QScrollArea(self)
        self._scroll.setWidgetResizable(True)
        self._scroll.setFrameShape(QFrame.Shape.NoFrame)
        self._scroll.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        layout.addWidget(self._scroll, 1)
        from PySide6.QtWidgets import QDialogButtonBox  # not at the first start's hint

        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close, self)
        buttons.rejected.connect(self.close)
        layout.addWidget(buttons)
        session.changed.connect(self._on_changed)
        self._rebuild()
        self._fit_to_screen()

    def _fit_to_screen(self) -> None:
        """As tall as the sheet, up to most of the screen (it scrolls beyond)."""
        body = self._scroll.widget()
        wanted = self.sizeHint()
        if body is not None:
            wanted = wanted.expandedTo(body.sizeHint() + self.sizeHint() - self._scroll.sizeHint())
        room = self.screen().availableGeometry()
        self.resize(min(max(wanted.width(), 640), int(room.width() * 0.9)),
                    min(wanted.height(), int(room.height() * 0.85)))

    def _on_changed(self, change: Change) -> None:
        if change.replaced:
            self._rebuild()

    def _retranslate(self) -> None:
        self._rebuild()  # the sheet is all words: written again

    def _rebuild(self) -> None:
        self.setWindowTitle(self.tr("Keys and codes"))
        variant = self._session.game.variant
        body = QWidget()
        column = QVBoxLayout(body)
        title = arg(self.tr("Tile codes (%1)"), labels.variant_name(variant))
        column.addWidget(_table(code_rows(variant), title, body, code_intro(variant)))
        column.addWidget(_table(side_rows(), self.tr("Sides"), body, self.tr(
            "The codes, and the line under each tile in Tiles, name the sides by their English "
            "letters:")))
        column.addWidget(_table(city_keys(self._actions), self.tr("Keys in the city"), body))
        pieces = piece_code_rows(self._session.game)
        if pieces:
            column.addWidget(_table(pieces, self.tr("Codes of the modules' pieces"), body, self.tr(
                "The modules' pieces are typed like tiles: the module's letter first, then what "
                "describes the piece as printed.")))
        if not variant.moats:  # the modules are Alhambra's
            modules = _table(module_keys(), self.tr("Keys of the expansion modules (on the tile "
                                                    "under the cursor)"), body)
            column.addWidget(modules)
        column.addWidget(_table(mouse_rows(variant), self.tr("The mouse"), body))
        column.addStretch(1)
        self._scroll.setWidget(body)

    def texts(self) -> list[str]:
        """Every text the sheet shows, in order (for tests)."""
        body = self._scroll.widget()
        return [label.text() for label in body.findChildren(PlainLabel)] if body is not None else []


# ---- the hint on the first start ------------------------------------------------------------
class FirstStartHint(Retranslating, QFrame):
    """A line in the status bar, shown once: where the codes and keys are explained."""

    def __init__(self, window: QWidget, show_keys: Callable[[], object]) -> None:
        super().__init__(window)
        self.setObjectName("keysHint")
        row = QHBoxLayout(self)
        row.setContentsMargins(0, 0, 0, 0)
        text = self._text = PlainLabel(self)
        mute(text)
        show = self._show = QToolButton(self)
        show.setObjectName("keysHintShow")
        show.clicked.connect(show_keys)
        show.clicked.connect(self.hide)
        close = QToolButton(self)
        close.setObjectName("keysHintClose")
        close.setText("✕")
        close.setAutoRaise(True)
        self._close = close
        close.clicked.connect(self.hide)
        for widget in (text, show, close):
            row.addWidget(widget)
        self._retranslate()

    def _retranslate(self) -> None:
        self._text.setText(arg(self.tr("New here? Help ▸ Keys and codes (%1) lists the tile codes and the "
                                       "keys."), keys(QKeySequence.StandardKey.HelpContents) or "F1"))
        self._show.setText(self.tr("Show"))
        self._close.setToolTip(self.tr("Hide this hint"))


def offer_hint(window: QMainWindow, show_keys: Callable[[], object]) -> FirstStartHint | None:
    """On the first start only (remembered in the settings): the hint, in ``window``'s status
    bar; its button calls ``show_keys``."""
    if settings.keys_hint_shown.get():
        return None
    settings.keys_hint_shown.set(True)
    hint = FirstStartHint(window, show_keys)
    window.statusBar().addPermanentWidget(hint)
    return hint
