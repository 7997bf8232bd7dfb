"""The tile palette dock: every tile of the game, by building type and price (palette_groups.py;
a Granada face's moats: moat_row.py), and above them the supplies of the modules' pieces in
play (piece_supply.py).

Free tiles are drag sources; a tile already in play is faded, cannot be taken and says where
it is. A filter narrows the palette as you type ("g8", "garden 8", "tower") and Enter picks
the only match. Dropping a tile from a reserve, a city or Dirk here returns it to the bag
(palette_bag.py, with the tiles' menus).
"""

from __future__ import annotations

from collections.abc import Callable, Hashable

from PySide6.QtCore import QCoreApplication, QEvent, QPoint, Qt, Signal
from PySide6.QtGui import QAction
from PySide6.QtWidgets import (
    QDockWidget,
    QLineEdit,
    QMenu,
    QScrollArea,
    QVBoxLayout,
    QWidget,
)

from ...app import labels
from ...app.change import Change
from ...app.labels import arg
from ...app.session import GameSession
from ...engine import AlhambraError, IllegalMoveError, Location, Tile, Walls
from ..paint.plain import PlainLabel
from ..paint.retranslating import Retranslating
from ..paint.tones import app_palette, message_style
from ..paint.viewport import dock_scroll
from ..shared.dock_words import word_dock
from .mime import TileDrag
from .moat_row import MoatRow
from .palette_bag import kept_in_city, tile_menu
from .palette_groups import GroupHeader, PaletteGroups
from .piece_supply import PieceSupply
from .tile_filter import filter_placeholder, parse_query
from .tile_hand import TileHand
from .tile_list import TileChip, TileDropTarget, TileFlow
from .tile_places import TilePlaces


class PaletteDock(Retranslating, TileDropTarget, QDockWidget):
    """Constructed with the session; emits :attr:`tilePicked` when Enter picks a tile."""

    # Enter in the filter (or on a chip) picked this tile; the main window builds it.
    tilePicked = Signal(object)

    def __init__(self, session: GameSession, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("paletteDock")
        self._session = session
        self._chips: list[TileChip] = []
        self._groups: dict[str, tuple[GroupHeader, TileFlow]] = {}
        self._places = TilePlaces()
        self._chip_of: dict[Hashable, TileChip] = {}  # by the tile's identity
        body = QWidget(self)
        layout = QVBoxLayout(body)
        layout.setContentsMargins(4, 4, 4, 4)
        self.filter_edit = QLineEdit(body)
        self.filter_edit.setObjectName("paletteFilter")
        self.filter_edit.setClearButtonEnabled(True)
        self.filter_edit.setAcceptDrops(False)  # a dropped tile returns to the bag, not into the text
        self.filter_edit.textChanged.connect(self._on_filter_changed)
        self.filter_edit.returnPressed.connect(self._on_return)
        layout.addWidget(self.filter_edit)
        self._moat_row = MoatRow(body)
        self.moat_picker = self._moat_row.picker
        self.moat_picker.toggled.connect(self._on_moats_changed)
        layout.addWidget(self._moat_row)
        self.message_label = PlainLabel(body)
        self.message_label.setWordWrap(True)
        self.message_label.hide()
        layout.addWidget(self.message_label)
        self._scroll = dock_scroll(body)
        layout.addWidget(self._scroll, 1)
        # The modules' pieces above the tiles, in the same scroll: six supplies left no room
        # for the tiles on a 720-pixel screen when they stood still above them.
        shelf = QWidget()
        self._shelf = QVBoxLayout(shelf)
        self._shelf.setContentsMargins(0, 0, 0, 0)
        self.supply = PieceSupply(session, shelf)
        self.supply.piecePicked.connect(self.tilePicked)
        self._shelf.addWidget(self.supply)
        self._tiles: PaletteGroups | None = None  # the variant's tiles (palette_groups.py)
        self._scroll.setWidget(shelf)
        self.setWidget(body)
        self.setAcceptDrops(True)
        self._hand = TileHand.of(session)
        self._hand.changed.connect(self._on_hand_changed)
        session.changed.connect(self._on_changed)
        self._word()
        self._rebuild()

    def _word(self) -> None:
        """The words that stay as built (the tiles' words follow the game: ``_refresh``)."""
        word_dock(self, self.tr("Tiles"), self.tr("Til&es"))
        self.filter_edit.setToolTip(self.tr(
            "Type a tile code or name; Enter builds the only free match at the city's cursor"))
        self._moat_row.word()

    def _retranslate(self) -> None:
        self._word()
        self.filter_edit.setPlaceholderText(filter_placeholder(self._session.game.variant))
        self._show_message("")
        self._refresh()

    # ---- reading what is shown ---------------------------------------------------------
    def chips(self) -> list[TileChip]:
        return list(self._chips)

    @property
    def scroll_area(self) -> QScrollArea:
        """The area the tiles scroll in (named: a search of the dock's children would hand
        each chip to Python)."""
        return self._scroll

    def chip_for(self, tile: Tile) -> TileChip | None:
        key = self._session.game.variant.identity(tile)
        variant = self._session.game.variant
        return next((c for c in self._chips if variant.identity(c.tile) == key), None)

    def visible_tiles(self) -> list[Tile]:
        return [c.tile for c in self._chips if not c.isHidden()]

    def group_names(self) -> list[str]:
        """The building types shown, in order (type ids)."""
        return list(self._groups)

    def group_header(self, type_id: str) -> GroupHeader:
        return self._groups[type_id][0]

    def moats(self) -> Walls:
        """Granada: the moats the next face gets (chosen with the N/E/S/W buttons)."""
        return self._moat_row.sides()

    def drag_payload(self, tile: Tile) -> TileDrag | None:
        """What dragging this palette tile carries; None when the tile is in play."""
        if self._session.game.locate(tile) is not None:
            return None
        return TileDrag(self._tile_to_give(tile), "palette")

    # ---- acting --------------------------------------------------------------------------
    def set_filter(self, text: str) -> None:
        self.filter_edit.setText(text)

    def pick(self) -> Tile | None:
        """What Enter picks: the only free match (or the only match in a reserve), else None."""
        text = self.filter_edit.text()
        query = parse_query(text)
        if query.empty:
            return None
        matches = [c.tile for c in self._chips if not c.isHidden()]
        free = [t for t in matches if self._location(t) is None]
        if len(free) == 1:
            return self._tile_to_give(free[0], query.walls)
        kept = [t for t in matches if (w := self._location(t)) is not None and w.place == "reserve"]
        if not free and len(kept) == 1:
            return self._in_play(kept[0])
        return None

    def menu_for(self, tile: Tile) -> QMenu:
        """The context menu of a palette tile (free: to a reserve or Dirk; in play: to the bag)."""
        where = self._session.game.locate(tile)
        tile = self._in_play(tile)
        shown = self._tile_to_give(tile) if where is None else tile
        return tile_menu(self, self._session, shown, where, self._try)

    def actions_for(self, tile: Tile) -> list[QAction]:
        return self.menu_for(tile).actions()

    # ---- building --------------------------------------------------------------------
    def _rebuild(self) -> None:
        variant = self._session.game.variant
        self._built_for = variant  # the chips are the variant's tiles: built again for another
        self._moat_row.setVisible(variant.faces)
        self.filter_edit.setPlaceholderText(filter_placeholder(variant))
        tiles = PaletteGroups(variant)
        for chip in tiles.chips:
            chip.menuRequested.connect(lambda pos, c=chip: self._on_menu(c, pos))
            chip.activated.connect(lambda c=chip: self._on_chip_activated(c))
            chip.clicked.connect(lambda c=chip: self._on_chip_clicked(c))
        self._chips, self._groups = tiles.chips, tiles.groups
        self._chip_of = {variant.identity(chip.tile): chip for chip in self._chips}
        if self._tiles is not None:
            self._shelf.removeWidget(self._tiles)
            self._tiles.deleteLater()
        self._tiles = tiles
        self._shelf.addWidget(tiles, 1)
        self._follow_claim()
        self._refresh()

    def _follow_claim(self) -> None:
        """The variant's tiles are shown unless a module's pieces are the game's tiles (land
        tiles described as printed: its supply above is the bag)."""
        if self._tiles is not None:
            shown = self._session.game.ruleset.tile_claimant is None
            self._tiles.setVisible(shown)
            self._shelf.setAlignment(self.supply, Qt.AlignmentFlag(0) if shown else Qt.AlignmentFlag.AlignTop)

    def _refresh(self, *, moved_only: bool = False) -> None:
        """Faded state, tooltips and drag payloads from the game as it is now; ``moved_only``:
        of the tiles whose place changed (an edit moves one or two of the 54)."""
        game = self._session.game
        variant = game.variant
        moved = self._places.follow(game)
        chips = [c for key in moved if (c := self._chip_of.get(key))] if moved_only else self._chips
        for chip in chips:
            where = self._location(chip.tile)
            shown = self._tile_to_give(chip.tile) if where is None else self._in_play(chip.tile)
            label = labels.tile_long_label(variant, shown)
            if where is None:
                code = arg(self.tr("Code: %1"), self._code(shown))
                chip.set_state(faded=False, payload=TileDrag(shown, "palette"), shown=shown,
                               tooltip=f"{label}\n{code}")
            else:
                chip.set_state(faded=True, payload=None, shown=shown,
                               tooltip=f"{label}\n{labels.location_text(where)}")
        self._apply_filter(match=not moved_only)

    def _apply_filter(self, *, match: bool = True) -> None:
        """Show the matching chips; touch only what changed (cheap on every session change).
        ``match``: match the chips against the filter again (not after an edit of the same
        game: its tiles, the filter's text and the language are those they were matched with;
        what changes is how many of each type are free)."""
        tiles, variant = self._tiles, self._session.game.variant
        if tiles is None:  # (not built yet)
            return
        moved = match and tiles.match(variant, parse_query(self.filter_edit.text()))
        tiles.word_headers(variant, again=match)
        if moved:
            tiles.relayout()
            # The scroll area recomputes the content's height for its width on a layout request.
            QCoreApplication.postEvent(self._scroll, QEvent(QEvent.Type.LayoutRequest))

    def _location(self, tile: Tile) -> Location | None:
        found = self._places.where.get(self._session.game.variant.identity(tile))
        return found[1] if found else None

    def _in_play(self, tile: Tile) -> Tile:
        """The tile as it is in the game (a Granada face with its moats), or as given."""
        found = self._places.where.get(self._session.game.variant.identity(tile))
        return found[0] if found else tile

    def _code(self, tile: Tile) -> str:
        return labels.tile_code(self._session.game.variant, tile)

    def _tile_to_give(self, tile: Tile, walls: Walls | None = None) -> Tile:
        """Granada faces get the chosen moats; Alhambra tiles are given as they are."""
        if not self._session.game.variant.faces:
            return tile
        return Tile(tile.type, tile.price, walls if walls is not None else self.moats())

    def _show_message(self, text: str, *, error: bool = False) -> None:
        self.message_label.setText(text)
        self.message_label.setStyleSheet(message_style(app_palette()) if error else "")
        self.message_label.setVisible(bool(text))

    def _try(self, edit: Callable[[], object]) -> bool:
        try:
            edit()
        except IllegalMoveError as error:
            variant = self._session.game.variant
            self._show_message(labels.reasons_text(error.violations, variant), error=True)
            return False
        except AlhambraError as error:
            self._show_message(labels.error_text(error), error=True)
            return False
        return True

    # ---- slots ---------------------------------------------------------------------------
    def _on_changed(self, change: Change) -> None:
        if change.replaced:  # another game: what was looked for in the last one is not
            self.filter_edit.clear()
        if change.structure:
            self._show_message("")
            if self._session.game.variant is self._built_for:  # a game of the same tiles
                self._follow_claim()
                self._refresh()
            else:
                self._rebuild()
        else:
            self._refresh(moved_only=True)

    def _on_filter_changed(self, _text: str) -> None:
        self._apply_filter()
        self._show_message("")
        self._hand_from_filter()

    def _hand_from_filter(self) -> None:
        """A filter that narrows to one free tile puts it in hand (its cells light up)."""
        tile = self.pick()
        free = tile is not None and self._location(tile) is None
        if free and tile is not None:
            self._hand.take(TileDrag(tile, "palette"), "filter")
        else:
            self._hand.clear("filter")

    def _on_chip_clicked(self, chip: TileChip) -> None:
        """A click takes the tile in hand (again: lets go); a tile in play says where it is."""
        if chip.payload is None:
            where = self._location(chip.tile)
            if where is not None:
                self._show_message(arg(self.tr("%1 is already %2."),
                                   labels.tile_long_label(self._session.game.variant,
                                                                         self._in_play(chip.tile)),
                                   labels.location_text(where)))
            return
        self._show_message("")
        self._hand.toggle(chip.payload)

    def _on_hand_changed(self, held: TileDrag | None) -> None:
        for chip in self._chips:
            chip.set_chosen(held is not None and held.source == "palette" and chip.payload == held)

    def _on_moats_changed(self) -> None:
        self._moat_row.limit(self._session.game.variant.max_edges)
        self._refresh()
        self._hand_follows_moats()

    def _hand_follows_moats(self) -> None:
        """A face from the palette in hand takes the moats just chosen, as its chip shows
        them: its lit cells and the face a click builds are those of the face shown."""
        held = self._hand.held
        if held is None or held.source != "palette" or self._location(held.tile) is not None:
            return
        if self._hand.origin == "filter":
            self._hand_from_filter()  # moats typed in the filter win over the buttons
        else:
            self._hand.take(TileDrag(self._tile_to_give(held.tile), "palette"), self._hand.origin)

    def _on_return(self) -> None:
        tile = self.pick()
        if tile is None:
            self._show_message(self._why_nothing_picked())
            return
        self._show_message("")
        self.filter_edit.selectAll()
        self.tilePicked.emit(tile)

    def _why_nothing_picked(self) -> str:
        shown = self.visible_tiles()
        free = [t for t in shown if self._location(t) is None]
        if not shown:
            return self.tr("No tile matches.")
        if not free:
            return self.tr("Every matching tile is already in play.")
        codes = [self._code(t) for t in free]
        if len(codes) > 6:
            codes = [*codes[:6], "…"]
        text = labels.edge_text(self._session.game.variant, "%1 free tiles match (%2): type more to pick "
                                                            "one, e.g. the walls (- for none).")
        return arg(text, str(len(free)), ", ".join(codes))

    def _on_chip_activated(self, chip: TileChip) -> None:
        if chip.payload is not None:
            self.tilePicked.emit(chip.payload.tile)

    def _on_menu(self, chip: TileChip, pos: QPoint) -> None:
        menu = self.menu_for(chip.tile)
        menu.exec(pos)
        menu.deleteLater()

    # ---- dropping tiles back into the bag ------------------------------------------------
    def accepts(self, drag: TileDrag | None) -> bool:
        return drag is not None and drag.source in ("reserve", "city", "dirk")

    def accepts_tile(self, drag: TileDrag | None) -> bool:
        return self.accepts(drag)

    def drop_tile(self, drag: TileDrag, *, force: bool) -> bool:
        return self.drop(drag, force=force)

    def drop(self, drag: TileDrag, *, force: bool = False) -> bool:
        """Return the dragged tile to the bag; a city tile only if the city allows its removal."""
        kept = "" if force else kept_in_city(self._session.game, drag)
        if kept:
            self._show_message(kept, error=True)
            return False
        if self._try(lambda: self._session.release(drag.tile, drag.location)):
            self._show_message("")
            return True
        return False
