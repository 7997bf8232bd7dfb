"""Typed tile queries ("g8", "garden 8", "tower", "g8ne", "Garten") and the tiles a palette offers.

A query is whitespace-separated words; every word must fit the tile:

- a number is the price (Granada: the value);
- a type letter ("g") or the start of a type name in any language ("gard", "Garten", "house");
- a compact code: type, price and optionally the walls, e.g. ``g8``, ``g8ne`` (walls in any order);
- side letters right after a price are the walls: ``garden 8 ne``; ``-`` means no walls (``g10-``).

Walls are matched exactly. Granada faces carry no moats in the palette, so there the walls of a
query are not matched but kept as the moats the picked face should get.

:class:`TilePickerDialog` is the keyboard way to choose a free tile (a filter and a list).
"""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtCore import QCoreApplication, QSize, Qt, Signal
from PySide6.QtGui import QIcon, QKeyEvent
from PySide6.QtWidgets import QDialog, QLineEdit, QVBoxLayout, QWidget

from ...app import labels
from ...app.labels import arg
from ...app.session import GameSession
from ...engine import Tile, Variant, Walls, code_parts, parse_walls
from ..modules.registry import painters
from ..paint.tile_painter import tile_pixmap


@dataclass(frozen=True)
class TileQuery:
    words: tuple[str, ...] = ()
    price: int | None = None
    walls: Walls | None = None
    valid: bool = True

    @property
    def empty(self) -> bool:
        return self.valid and not self.words and self.price is None and self.walls is None

    def matches(self, variant: Variant, tile: Tile) -> bool:
        if not self.valid:
            return False
        if self.price is not None and tile.price != self.price:
            return False
        if self.walls is not None and not variant.faces and tile.walls != self.walls:
            return False
        return all(type_matches(variant, tile.type, word) for word in self.words)


def parse_query(text: str) -> TileQuery:
    words: list[str] = []
    price: int | None = None
    walls: Walls | None = None
    for token in text.casefold().split():
        code = code_parts(token)
        if code:
            word, number, sides = code
            if price is not None and price != number:
                return TileQuery(valid=False)
            price = number
            if word:
                words.append(word)
            if sides:
                walls = parse_walls(sides)
                if walls is None:
                    return TileQuery(valid=False)
        elif price is not None and parse_walls(token) is not None:
            walls = parse_walls(token)
        else:
            words.append(token)
    return TileQuery(tuple(words), price, walls)


def type_matches(variant: Variant, type_id: str, word: str) -> bool:
    """A type letter matches only its type; otherwise the start of any word of its name in
    the user's language, in English, or of its id."""
    letters = {t.letter.casefold(): t.id for t in variant.types}
    if word in letters:
        return letters[word] == type_id
    building = variant.building_type(type_id)
    names = [labels.type_name(variant, type_id), building.name, type_id.replace("_", " ")]
    return any(part.startswith(word) for name in names for part in name.casefold().split())


def palette_tiles(variant: Variant) -> list[Tile]:
    """Every tile the bag can hold, in the variant's type order, then by price.

    Alhambra: the catalogue. Granada (no catalogue): every face type × value, without moats.
    """
    order = {type_id: i for i, type_id in enumerate(variant.type_ids)}
    if not variant.faces:
        tiles = list(variant.catalogue)
    else:
        low, high = variant.face_values
        tiles = [Tile(t, value) for t in variant.type_ids for value in range(low, high + 1)]
    return sorted(tiles, key=lambda t: (order.get(t.type, len(order)), t.price, t.walls))


def filter_tiles(variant: Variant, tiles: list[Tile], text: str) -> list[Tile]:
    query = parse_query(text)
    return [t for t in tiles if query.matches(variant, t)]


def filter_placeholder(variant: Variant) -> str:
    """The filter's example queries, from the variant's own types: a code, a name, a type
    (Alhambra: g8, Garden 8, Tower; the type is the shortest-named of the others, so that
    the hint fits the palette in every language)."""
    first = variant.types[min(4, len(variant.types) - 1)]
    names = {t.id: labels.type_name(variant, t.id) for t in variant.types}
    other = min((t for t in reversed(variant.types) if t is not first), key=lambda t: len(names[t.id]))
    return (arg(QCoreApplication.translate("PaletteDock", "Filter: %1, %2, %3 …"),
            f"{first.letter.lower()}8",
            f"{names[first.id]} 8",
            names[other.id]))


class TilePickerDialog(QDialog):
    """Pick one free tile with the keyboard: type to filter, Enter or double click to choose."""

    #: The user chose this tile (the dialog then closes).
    tileChosen = Signal(object)

    def __init__(self, session: GameSession, title: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        # The list and the buttons (and their enums) are made when the dialog is first opened:
        # the palette imports this module at start for its queries.
        from PySide6.QtWidgets import QDialogButtonBox, QListWidget

        self.setWindowTitle(title)
        self._session = session
        layout = QVBoxLayout(self)
        self.filter_edit = QLineEdit(self)
        self.filter_edit.setPlaceholderText(filter_placeholder(session.game.variant))
        self.filter_edit.setClearButtonEnabled(True)
        self.filter_edit.textChanged.connect(self._fill)
        self.filter_edit.returnPressed.connect(self._choose)
        layout.addWidget(self.filter_edit)
        self.list = QListWidget(self)
        self.list.setIconSize(QSize(32, 32))
        self.list.itemActivated.connect(lambda _item: self._choose())
        layout.addWidget(self.list, 1)
        self.buttons = buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel, self)
        buttons.accepted.connect(self._choose)
        buttons.rejected.connect(self.reject)
        self._ok = buttons.button(QDialogButtonBox.StandardButton.Ok)
        layout.addWidget(buttons)
        self.list.currentRowChanged.connect(lambda row: self._ok.setEnabled(row >= 0))
        self.resize(320, 420)
        self._fill()

    def tiles(self) -> list[Tile]:
        """The free tiles listed now (after the filter)."""
        return [self.list.item(i).data(Qt.ItemDataRole.UserRole) for i in range(self.list.count())]

    def current_tile(self) -> Tile | None:
        item = self.list.currentItem()
        tile = None if item is None else item.data(Qt.ItemDataRole.UserRole)
        return tile if isinstance(tile, Tile) else None

    def _fill(self, _text: str = "") -> None:
        from PySide6.QtWidgets import QListWidgetItem

        game = self._session.game
        variant = game.variant
        self.list.clear()
        for tile in filter_tiles(variant, game.free_tiles(), self.filter_edit.text()):
            item = QListWidgetItem(QIcon(tile_pixmap(tile, variant, 32, painters())),
                                   f"{labels.tile_long_label(variant, tile)}  ·  "
                                   f"{labels.tile_code(variant, tile)}")
            item.setData(Qt.ItemDataRole.UserRole, tile)
            self.list.addItem(item)
        self.list.setCurrentRow(0 if self.list.count() else -1)
        self._ok.setEnabled(self.list.count() > 0)

    def _choose(self) -> None:
        tile = self.current_tile()
        if tile is None:
            return
        self.tileChosen.emit(tile)
        self.after_choice()

    def keyPressEvent(self, event: QKeyEvent) -> None:
        """Enter in the filter or the list chooses (``returnPressed``, ``itemActivated``); both
        pass the key on, and the dialog's own handling would press OK as well: a second choice
        in a picker that stays open."""
        if event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter):
            event.accept()
            return
        super().keyPressEvent(event)

    def after_choice(self) -> None:
        """A tile was chosen: the dialog closes (a picker for several tiles stays)."""
        self.accept()
