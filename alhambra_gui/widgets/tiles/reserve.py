"""The reserves dock: each player's unbuilt tiles and, with two players, Dirk's pile.

Each section is a drop target: a palette tile goes into that reserve, the player's own city
tile comes back to the reserve (if the city allows it), another player's reserve tile
changes hands. Dirk's section takes tiles from the palette and the reserves.
"""

from __future__ import annotations

from collections.abc import Callable
from functools import partial
from typing import TYPE_CHECKING

from PySide6.QtCore import QPoint, Qt, QTimer, Signal
from PySide6.QtGui import QMouseEvent, QResizeEvent
from PySide6.QtWidgets import (
    QDockWidget,
    QFrame,
    QHBoxLayout,
    QLabel,
    QMenu,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from ...app import labels
from ...app.change import Change
from ...app.labels import arg, tr
from ...app.session import GameSession
from ...engine import DIRK, NO_MARKS, AlhambraError, IllegalMoveError, Location, Marks, Tile, isolated
from ..paint.plain import PlainLabel, escape, menu_text
from ..paint.retranslating import Retranslating
from ..paint.tones import app_palette, follow_palette, follow_palette_by, message_style, name_ink
from ..paint.viewport import dock_scroll
from ..shared.dock_words import word_dock
from .mime import TileDrag
from .roving import RovingFocus
from .tile_actions import TileActions, marks_lines
from .tile_hand import TileHand
from .tile_list import TileChip, TileDropTarget, TileFlow, tile_order

if TYPE_CHECKING:
    from .dirk_picker import DirkPicker


class ReserveSection(Retranslating, TileDropTarget, QFrame):
    """One player's reserve (or Dirk's pile): a header, the tiles, a drop target."""

    def __init__(self, dock: ReserveDock, owner: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.owner = owner  # a player's name or DIRK
        #: What the section was last filled from (its tiles, their marks, the owner's colour).
        self.shown: tuple[object, ...] | None = None
        self.roving = RovingFocus()  # its tiles are one Tab stop; the arrows move among them
        self._pressed = False  # a left press on the section, waiting for its release
        self._dock = dock
        self.setObjectName(f"reserveSection_{owner}")
        self.setFrameShape(QFrame.Shape.StyledPanel)
        self.setAcceptDrops(True)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(6, 4, 6, 6)
        layout.setSpacing(3)
        top = QHBoxLayout()
        self.header = QLabel(self)  # the owner in their colour: composed, escaped rich text
        self.header.setTextFormat(Qt.TextFormat.RichText)
        top.addWidget(self.header, 1)
        self.give_button: QPushButton | None = None
        if owner == DIRK:
            self.give_button = QPushButton(self)
            self.give_button.setObjectName("giveDirkButton")
            self.give_button.clicked.connect(dock.open_dirk_picker)
            top.addWidget(self.give_button)
        layout.addLayout(top)
        self.empty_label = PlainLabel(self)
        self.empty_label.setEnabled(False)
        layout.addWidget(self.empty_label)
        self.flow = TileFlow(self)
        layout.addWidget(self.flow)
        self._retranslate()

    def _retranslate(self) -> None:
        """Its button; its other words are the dock's (``ReserveDock._word``)."""
        if self.give_button is not None:
            self.give_button.setText(tr("Give Dirk tiles…"))

    def chips(self) -> list[TileChip]:
        return self.flow.chips()

    def tiles(self) -> list[Tile]:
        return [c.tile for c in self.flow.chips()]

    def accepts_tile(self, drag: TileDrag | None) -> bool:
        return self._dock.accepts(self.owner, drag)

    def drop_tile(self, drag: TileDrag, *, force: bool) -> bool:
        return self._dock.drop(self.owner, drag, force=force)

    def mousePressEvent(self, event: QMouseEvent) -> None:
        self._pressed = event.button() == Qt.MouseButton.LeftButton
        super().mousePressEvent(event)

    def mouseReleaseEvent(self, event: QMouseEvent) -> None:
        """Place by click: a click on the section puts the tile in hand here, as a drop would
        (Shift: anyway). A click on one of its tiles is the tile's own (it takes it in hand).
        A click is a press and a release both on the section."""
        held = self._dock.hand.held
        clicked = self._pressed and self.rect().contains(event.position().toPoint())
        self._pressed = False
        if event.button() == Qt.MouseButton.LeftButton and clicked and held is not None \
                and self.accepts_tile(held):
            self.drop_tile(held, force=bool(event.modifiers() & Qt.KeyboardModifier.ShiftModifier))
            event.accept()
            return
        super().mouseReleaseEvent(event)


class ReserveDock(Retranslating, QDockWidget):
    """Constructed with the session; sections are rebuilt on gameReplaced, refreshed on changed."""

    #: The height that shows every tile without scrolling changed (``needed_height``).
    neededHeightChanged = Signal()

    def __init__(self, session: GameSession, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("reserveDock")
        word_dock(self, self.tr("Reserves"), self.tr("&Reserves"))
        self._session = session
        self._sections: dict[str, ReserveSection] = {}
        self._needed = 0
        self._measure = QTimer(self)  # once the sections' layouts have settled
        self._measure.setSingleShot(True)
        self._measure.setInterval(0)
        self._measure.timeout.connect(self._check_needed_height)
        body = QWidget(self)
        layout = QVBoxLayout(body)
        layout.setContentsMargins(4, 4, 4, 4)
        self.message_label = PlainLabel(body)
        self.message_label.setObjectName("reserveMessage")
        self.message_label.setWordWrap(True)
        follow_palette(self.message_label, message_style)
        self.message_label.hide()
        layout.addWidget(self.message_label)
        self._scroll = dock_scroll(body)
        layout.addWidget(self._scroll, 1)
        self.setWidget(body)
        self._hand = TileHand.of(session)
        self._hand.changed.connect(self._on_hand_changed)
        session.changed.connect(self._on_changed)
        self._rebuild()

    @property
    def hand(self) -> TileHand:
        """The session's tile in hand (place by click): a click on a section puts it there."""
        return self._hand

    # ---- reading what is shown -------------------------------------------------------------
    def section(self, owner: str) -> ReserveSection | None:
        """A player's section, or Dirk's (``engine.DIRK``); None when not shown."""
        return self._sections.get(owner)

    def section_names(self) -> list[str]:
        return list(self._sections)

    def message(self) -> str:
        return self.message_label.text() if self.message_label.isVisible() else ""

    def needed_height(self) -> int:
        """The dock's height that shows every section without scrolling, at its width."""
        content = self._scroll.widget()
        inner = content.heightForWidth(self._scroll.viewport().width()) if content else 0
        if content is not None and inner < 0:
            inner = content.sizeHint().height()
        return inner + self.height() - self._scroll.viewport().height()

    def _check_needed_height(self) -> None:
        needed = self.needed_height()
        if needed != self._needed:
            self._needed = needed
            self.neededHeightChanged.emit()

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        if event.size().width() != event.oldSize().width():  # the tiles wrap anew
            self._measure.start()

    # ---- drops -----------------------------------------------------------------------------
    def accepts(self, owner: str, drag: TileDrag | None) -> bool:
        if drag is None:
            return False
        if owner == DIRK:
            return drag.source in ("palette", "reserve")
        if drag.source == "city":
            return drag.player == owner and drag.cell is not None
        if drag.source == "reserve":
            return drag.player != owner
        return drag.source in ("palette", "dirk")

    def drop(self, owner: str, drag: TileDrag, *, force: bool = False) -> bool:
        """Carry out a drop on ``owner``'s section; a refusal is shown with its reason."""
        if not self.accepts(owner, drag):
            return False
        if owner == DIRK:
            return self._try(lambda: self._session.give_to_dirk(drag.tile, drag.location))
        if drag.source == "city":
            cell = drag.cell
            assert cell is not None
            return self._try(lambda: self._session.unbuild(owner, cell, force=force),
                             labels.tile_long_label(self._session.game.variant, drag.tile), owner)
        return self._try(lambda: self._session.reserve(owner, drag.tile, drag.location))

    def drag_payload(self, owner: str, tile: Tile) -> TileDrag:
        """What dragging a tile out of this section carries."""
        if owner == DIRK:
            return TileDrag(tile, "dirk")
        return TileDrag(tile, "reserve", owner)

    # ---- Dirk's picker (the keyboard path) ---------------------------------------------------
    def open_dirk_picker(self) -> DirkPicker:
        """Open the picker of free tiles (non-blocking); each chosen tile goes to Dirk."""
        from .dirk_picker import DirkPicker  # its Qt classes are made when first opened

        dialog = DirkPicker(self._session, self)
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        dialog.tileChosen.connect(lambda tile: self._try(lambda: self._session.give_to_dirk(tile)))
        dialog.open()
        return dialog

    def menu_for(self, owner: str, tile: Tile) -> QMenu:
        """Context menu of a reserve (or Dirk) tile: to the bag, another reserve, Dirk."""
        menu = QMenu(self)
        game = self._session.game
        here = self.drag_payload(owner, tile).location
        back = menu.addAction(self.tr("Return to the bag"))
        back.triggered.connect(lambda _=False: self._try(lambda: self._session.release(tile, here)))
        for name in game.names:
            if name != owner:
                text = arg(self.tr("Move to %1's reserve"), isolated(name))
                action = menu.addAction(menu_text(text))
                action.triggered.connect(lambda _=False, n=name: self._try(
                    lambda: self._session.reserve(n, tile, here)))
        if game.dirk_in_play and owner != DIRK:
            give = menu.addAction(self.tr("Give to Dirk"))
            give.triggered.connect(lambda _=False: self._try(lambda: self._session.give_to_dirk(tile, here)))
        actions = TileActions(self._session, owner, tile, lambda _what, run: self._try(lambda: run(False)))
        menu.addSeparator()
        if not actions.add_to(menu):
            menu.removeAction(menu.actions()[-1])
        return menu

    def _retranslate(self) -> None:
        """The title, and each section's header and tiles' tooltips, worded again in place
        (the chips stay: nothing else changed)."""
        word_dock(self, self.tr("Reserves"), self.tr("&Reserves"))
        self._show_message("")
        for owner, section in self._sections.items():
            self._word(section, owner, self._tiles(owner))

    # ---- building ----------------------------------------------------------------------------
    def _owners(self) -> list[str]:
        game = self._session.game
        return game.names + ([DIRK] if game.dirk_in_play else [])

    def _rebuild(self) -> None:
        self._built_for = self._session.game.variant
        content = QWidget()
        layout = QVBoxLayout(content)
        layout.setContentsMargins(0, 0, 0, 0)
        self._sections = {}
        for owner in self._owners():
            section = ReserveSection(self, owner, content)
            layout.addWidget(section)
            self._sections[owner] = section
            follow_palette_by(section.header, partial(self._reword_header, section))
        layout.addStretch(1)
        self._scroll.setWidget(content)
        self._refresh()

    def _refresh(self) -> None:
        for owner, section in self._sections.items():
            self._fill(section, owner, self._tiles(owner))

    def _tiles(self, owner: str) -> list[Tile]:
        game = self._session.game
        return list(game.dirk or ()) if owner == DIRK else game.player(owner).reserve

    def _reword_header(self, section: ReserveSection) -> None:
        """The header in the colours of the palette in force (a switch of View ▸ Theme)."""
        section.header.setText(self._header(section.owner, self._tiles(section.owner)))

    def _fill(self, section: ReserveSection, owner: str, tiles: list[Tile]) -> None:
        game = self._session.game
        marks = game.dirk_marks if owner == DIRK else game.player(owner).reserve_marks
        colour_name = "" if owner == DIRK else self._session.player_colour(owner)
        shown = (tuple(tiles), tuple(marks.get(t, NO_MARKS) for t in tiles), colour_name)
        if section.shown == shown:
            return  # what the section shows did not change (most edits are in a city)
        section.shown = shown
        variant = game.variant
        header = self._header(owner, tiles)
        ordered = sorted(tiles, key=lambda t: tile_order(variant, t))
        chips = [(c.tile, c.marks) for c in section.chips()]
        if section.header.text() == header and chips == [(t, marks.get(t, NO_MARKS)) for t in ordered]:
            return  # unchanged: keep the chips (and any keyboard focus on them)
        section.header.setText(header)
        section.header.sizeHint()  # its rich text laid out now: not while painting (a second paint)
        section.empty_label.setText(
            self.tr("Drop tiles here") if owner == DIRK else self.tr("Empty: drop tiles here"))
        section.empty_label.setVisible(not tiles)

        def make(tile: Tile) -> TileChip:
            chip = TileChip(tile, variant)
            chip.menuRequested.connect(lambda pos, o=owner, t=tile: self._on_menu(o, t, pos))
            if owner != DIRK:  # Dirk's tiles are never built
                chip.clicked.connect(lambda c=chip: self._hand.toggle(c.payload))
            return chip

        # The chips of the tiles that stay are kept: a tile dropped from the reserve takes
        # one chip away, the others are neither made again nor drawn again.
        for chip in section.flow.show_tiles(ordered, make):
            tile = chip.tile
            chip.set_state(faded=False, payload=self.drag_payload(owner, tile),
                           tooltip=self._tooltip(owner, tile, marks.get(tile, NO_MARKS)),
                           marks=marks.get(tile, NO_MARKS))
        section.flow.relayout()
        section.roving.rebind(section.chips())  # one Tab stop for the section's tiles
        self._on_hand_changed(self._hand.held)

    def _header(self, owner: str, tiles: list[Tile]) -> str:
        """The owner in their colour, and how many tiles: composed, escaped rich text."""
        colour = name_ink(app_palette(), "" if owner == DIRK else self._session.player_colour(owner))
        title = self.tr("Dirk's tiles") if owner == DIRK else \
            arg(self.tr("%1's reserve"), isolated(owner))
        count = self.tr("%n tile(s)", "", len(tiles))
        return f"<b style='color:{colour.name()}'>{escape(title)}</b> · {escape(count)}"

    def _tooltip(self, owner: str, tile: Tile, marks: Marks) -> str:
        variant = self._session.game.variant
        where = labels.location_text(Location(owner, "dirk" if owner == DIRK else "reserve"))
        return "\n".join([labels.tile_long_label(variant, tile), where, *marks_lines(self._session, marks)])

    def _word(self, section: ReserveSection, owner: str, tiles: list[Tile]) -> None:
        """The section's header, its words and its tiles' tooltips in the language in force."""
        section.header.setText(self._header(owner, tiles))
        section.empty_label.setText(
            self.tr("Drop tiles here") if owner == DIRK else self.tr("Empty: drop tiles here"))
        for chip in section.chips():
            chip.setToolTip(self._tooltip(owner, chip.tile, chip.marks))

    def _try(self, edit: Callable[[], None], what: str = "", owner: str = "") -> bool:
        """Run an edit; a refusal shows its reasons (``what`` the tile, ``owner`` whose city)."""
        try:
            edit()
        except IllegalMoveError as error:
            game = self._session.game
            city = game.player(owner).city if owner in game.names else None
            reasons = labels.reasons_text(error.violations, game.variant, city)
            text = arg(self.tr("%1 cannot go back to the reserve: %2. "
                           "Hold Shift while dropping to take it back anyway."),
                what, reasons) if what else reasons
            self._show_message(text)
            return False
        except AlhambraError as error:
            self._show_message(labels.error_text(error))
            return False
        self._show_message("")
        return True

    def _show_message(self, text: str) -> None:
        self.message_label.setText(text)
        self.message_label.setVisible(bool(text))
        self._measure.start()

    # ---- slots -------------------------------------------------------------------------------
    def _on_hand_changed(self, held: TileDrag | None) -> None:
        """The tile in hand (place-by-click) is framed in its reserve."""
        for section in self._sections.values():
            for chip in section.chips():
                chip.set_chosen(held is not None and chip.payload == held)

    def _on_changed(self, change: Change) -> None:
        self._show_message("")
        if self._owners() != list(self._sections) or self._session.game.variant is not self._built_for:
            self._rebuild()
        else:  # a game of the same owners and tiles keeps its sections, each filled anew
            if change.structure:
                for section in self._sections.values():
                    section.shown = None
            self._refresh()
        self._measure.start()

    def _on_menu(self, owner: str, tile: Tile, pos: QPoint) -> None:
        menu = self.menu_for(owner, tile)
        menu.exec(pos)
        menu.deleteLater()
