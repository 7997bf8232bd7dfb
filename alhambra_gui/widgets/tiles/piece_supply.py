"""The supplies of the modules' pieces, at the top of the Tiles palette: one row per module in
play that brings pieces (huts per type, medinas by price, bazaars, camps), each chip saying
how many are left (``ModuleUI.supply_items``).

A piece is described as printed the first time it is taken (piece_editor.py): a click opens
the editor, and the piece described is then in hand (its legal cells light up, a click on
one builds it) and can be dragged from its chip; Enter or a double click builds it at the
city's cursor; the chip's menu puts it into a reserve or gives it to Dirk. A chip dragged
onto a city before its piece was described opens the editor on the drop, and the piece
described is built on the cell it was dropped on, as a click with it in hand would. Above the tiles:
a supply is short, and the palette's tiles are many.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QPoint, Signal
from PySide6.QtWidgets import QMenu, QVBoxLayout, QWidget

from ...app import labels
from ...app.change import Change
from ...app.labels import arg
from ...app.session import GameSession
from ...engine import DIRK, AlhambraError, Game, Module, PieceMaker, Tile, isolated
from ..modules.facets import PiecePart
from ..modules.pieces import SupplyItem
from ..modules.registry import parts_with
from ..paint.plain import PlainLabel, menu_text
from ..paint.retranslating import Retranslating
from ..paint.tones import follow_palette, message_style
from .mime import TileDrag
from .piece_editor import PieceEditor
from .tile_hand import TileHand
from .tile_list import TileChip, TileFlow


class SupplyRow(Retranslating, QWidget):
    """One module's supply: its name and a chip per item."""

    def __init__(self, module: Module, ui: PiecePart, parent: QWidget) -> None:
        super().__init__(parent)
        self.setObjectName(f"supply_{module.id}")
        self.module, self.ui = module, ui
        self.items: list[SupplyItem] = []
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.setSpacing(1)
        self.title = PlainLabel(self)
        font = self.title.font()
        font.setBold(True)
        self.title.setFont(font)
        layout.addWidget(self.title)
        self.flow = TileFlow(self)
        layout.addWidget(self.flow)
        self._retranslate()

    def _retranslate(self) -> None:
        """The module's name; its items' tooltips are the supply's (``PieceSupply._word``)."""
        self.title.setText(labels.module_name(self.module))

    def chips(self) -> list[TileChip]:
        return self.flow.chips()


class PieceSupply(Retranslating, QWidget):
    """Hidden while no module in play brings pieces."""

    #: Enter or a double click on a chip described a piece to build at the city's cursor.
    piecePicked = Signal(object)

    def __init__(self, session: GameSession, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("pieceSupply")
        self._session = session
        self._rows: list[SupplyRow] = []
        #: Every row built for the variant shown now, by module: a module that leaves the
        #: game and comes back (games of other modules opened in turn) finds its row kept.
        self._kept: dict[str, SupplyRow] = {}
        self._kept_for: object = None
        #: What the rows' items were last worked out from (``_held``); None: not yet.
        self._items_for: object = None
        #: The chip whose piece was described and is in hand, with that piece.
        self._described: tuple[TileChip, Tile] | None = None
        self.editor: PieceEditor | None = None
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 4)
        layout.setSpacing(3)
        self.message_label = PlainLabel(self)
        self.message_label.setObjectName("supplyMessage")
        self.message_label.setWordWrap(True)
        follow_palette(self.message_label, message_style)
        self.message_label.hide()
        self._body = QVBoxLayout()
        self._body.setContentsMargins(0, 0, 0, 0)
        layout.addLayout(self._body)
        layout.addWidget(self.message_label)
        self._hand = TileHand.of(session)
        self._hand.changed.connect(self._on_hand_changed)
        self._hand.describeWanted.connect(self._on_describe_wanted)
        session.changed.connect(self._on_changed)
        self._rebuild()

    # ---- reading -------------------------------------------------------------------------------
    def rows(self) -> list[SupplyRow]:
        return list(self._rows)

    def row(self, module_id: str) -> SupplyRow | None:
        return next((r for r in self._rows if r.module.id == module_id), None)

    def message(self) -> str:
        return self.message_label.text() if not self.message_label.isHidden() else ""

    # ---- describing a piece ----------------------------------------------------------------
    def describe(self, chip: TileChip, holder: str | None = None,
                 then: Callable[[Tile], object] | None = None,
                 in_hand: Callable[[], object] | None = None) -> PieceEditor | None:
        """Open the editor for the chip's piece (non-blocking); once it is accepted the piece
        goes into the hand (and ``in_hand()`` follows), or to ``then`` (a reserve, Dirk)."""
        row = self._row_of(chip)
        if row is None:
            return None
        item = self._item_of(chip)
        if item is not None and item.left == 0:
            self._say(arg(self.tr("%1: none left in the supply."), item.tooltip.split("\n")[0]))
            return None
        self._say("")
        editor = PieceEditor(self._session, row.ui, chip.tile, holder, self.window())
        editor.accepted.connect(lambda: self._on_described(chip, editor.piece(), then, in_hand))
        editor.finished.connect(lambda _result: self._forget_editor(editor))
        self.editor = editor
        editor.open()
        return editor

    def _on_described(self, chip: TileChip, piece: Tile, then: Callable[[Tile], object] | None,
                      in_hand: Callable[[], object] | None = None) -> None:
        if then is not None:
            self._try(lambda: then(piece))
            return
        self._described = (chip, piece)
        self._hand.take(TileDrag(piece, "palette"))
        self._show_described()
        if in_hand is not None:
            in_hand()

    def _on_describe_wanted(self, sample: Tile, in_hand: Callable[[], object]) -> None:
        """A chip's piece dropped before it was described: the editor, then ``in_hand``."""
        chip = next((c for row in self._rows for c, item in zip(row.chips(), row.items, strict=True)
                     if item.template == sample), None)
        if chip is not None:
            self.describe(chip, in_hand=in_hand)

    def _forget_editor(self, editor: PieceEditor) -> None:
        if self.editor is editor:
            self.editor = None
        editor.deleteLater()

    # ---- building --------------------------------------------------------------------------
    def _shape(self) -> tuple[object, ...]:
        """What the rows are built for: the variant and the modules in play (the rest, a
        refresh shows)."""
        game = self._session.game
        return game.variant, game.modules

    def _rebuild(self) -> None:
        """A row per module in play that brings pieces, in the registry's order: a row kept
        from a game shown before (of the same variant) is shown again, the others built; the
        rows of modules out of play are hidden, kept for when they come back."""
        self._built_for = self._shape()
        self._items_for = None  # rows shown anew: their items are worked out again
        game = self._session.game
        if game.variant != self._kept_for:
            for gone in self._kept.values():
                self._body.removeWidget(gone)
                gone.deleteLater()
            self._kept, self._kept_for = {}, game.variant
        self._described = None
        rows: list[SupplyRow] = []
        for module, ui in parts_with(PiecePart, game.ruleset.modules):
            if isinstance(module, PieceMaker):
                row = self._kept.get(module.id)
                if row is None:
                    row = self._kept[module.id] = SupplyRow(module, ui, self)
                rows.append(row)
        for row in self._rows:
            if row not in rows:
                row.hide()
        for place, row in enumerate(rows):
            if self._body.indexOf(row) != place:
                self._body.removeWidget(row)
                self._body.insertWidget(place, row)
            row.show()
        self._rows = rows
        self.setVisible(bool(self._rows))
        self._refresh()

    def _refresh(self) -> None:
        """Each row's items worked out again, when the pieces the game holds changed: a
        supply is what its box holds less its pieces in the game (``PiecePart.supply_items``),
        so an edit of building tiles alone (a drop, a move, a scoring) leaves every chip as it
        was."""
        game = self._session.game
        held = _held(game)
        if held == self._items_for:
            return
        self._items_for = held
        for row in self._rows:
            items = row.ui.supply_items(game)
            if items != row.items:
                row.items = items
                self._fill(row)
        self._show_described()

    def _retranslate(self) -> None:
        """Each row's items worded again (their tooltips and names); the chips stay."""
        self._say("")
        game = self._session.game
        for row in self._rows:
            row.items = row.ui.supply_items(game)
            for chip, item in zip(row.chips(), row.items, strict=True):
                chip.setAccessibleName(item.tooltip.split("\n")[0])
        self._show_described()

    def _fill(self, row: SupplyRow) -> None:
        variant = self._session.game.variant
        if self._described is not None and self._described[0] in row.chips():
            self._described = None
        row.flow.clear()
        for number, item in enumerate(row.items):
            chip = row.flow.add(TileChip(item.template, variant))
            chip.setObjectName(f"supplyChip_{row.module.id}_{number}")
            chip.setAccessibleName(item.tooltip.split("\n")[0])
            chip.clicked.connect(lambda c=chip: self._on_chip_clicked(c))
            chip.activated.connect(lambda c=chip: self.describe(c, then=self.piecePicked.emit))
            chip.menuRequested.connect(lambda pos, c=chip: self._on_menu(c, pos))
        row.flow.relayout()
        self._show_items(row)

    def _show_items(self, row: SupplyRow) -> None:
        """Each chip as its supply holds it: dragged, its piece is described on the drop."""
        for chip, item in zip(row.chips(), row.items, strict=True):
            payload = TileDrag(item.template, "supply") if item.left else None
            chip.set_state(faded=item.left == 0, payload=payload, tooltip=item.tooltip)
            chip.set_label(f"×{item.left}")
            chip.set_chosen(False)

    def _show_described(self) -> None:
        """The chip of the piece in hand shows it as described, and can be dragged."""
        for row in self._rows:
            self._show_items(row)
        if self._described is None:
            return
        chip, piece = self._described
        variant = self._session.game.variant
        chip.set_state(faded=False, payload=TileDrag(piece, "palette"), shown=piece,
                       tooltip=labels.tile_long_label(variant, piece))
        chip.set_chosen(True)

    def _row_of(self, chip: TileChip) -> SupplyRow | None:
        return next((r for r in self._rows if chip in r.chips()), None)

    def _item_of(self, chip: TileChip) -> SupplyItem | None:
        row = self._row_of(chip)
        return row.items[row.chips().index(chip)] if row is not None else None

    def _say(self, text: str) -> None:
        self.message_label.setText(text)
        self.message_label.setVisible(bool(text))

    def _try(self, edit: Callable[[], object]) -> bool:
        try:
            edit()
        except AlhambraError as error:
            self._say(labels.error_text(error))
            return False
        return True

    # ---- slots -----------------------------------------------------------------------------
    def _on_chip_clicked(self, chip: TileChip) -> None:
        if self._described is not None and self._described[0] is chip:
            self._hand.clear()  # a click on the piece in hand lets go of it
            return
        self.describe(chip)

    def _on_menu(self, chip: TileChip, pos: QPoint) -> None:
        menu = self.menu_for(chip)
        menu.exec(pos)
        menu.deleteLater()

    def menu_for(self, chip: TileChip) -> QMenu:
        """A supply chip's menu: describe a piece into a player's reserve, or to Dirk."""
        menu = QMenu(self)
        game = self._session.game
        for name in game.names:
            action = menu.addAction(menu_text(arg(self.tr("Describe one for %1's reserve…"), isolated(name))))
            action.triggered.connect(lambda _=False, n=name: self.describe(
                chip, n, lambda piece: self._session.reserve(n, piece)))
        if game.dirk_in_play:
            action = menu.addAction(self.tr("Describe one for Dirk…"))
            action.triggered.connect(lambda _=False: self.describe(
                chip, DIRK, lambda piece: self._session.give_to_dirk(piece)))
        return menu

    def _on_hand_changed(self, held: TileDrag | None) -> None:
        if self._described is not None and (held is None or held.tile != self._described[1]):
            self._described = None
            self._show_described()

    def _on_changed(self, change: Change) -> None:
        self._say("")
        if change.structure and self._shape() != self._built_for:
            self._rebuild()  # other modules: other rows (a game of the same ones keeps its rows)
        else:
            self._refresh()


def _held(game: Game) -> tuple[object, ...]:
    """What the modules' supplies are worked out from: the variant, the modules in play and
    every piece of a module (a tile of a kind) each holder has, in a city, a reserve or
    Dirk's pile, in its order there."""
    pieces = tuple((player.name, tile) for player in game.players
                   for tile in (*(tile for _, tile in player.city), *player.reserve) if tile.is_piece)
    dirk = tuple(tile for tile in game.dirk or () if tile.is_piece)
    return game.variant, game.modules, pieces, dirk
