"""The end of the game (RULES.md §5): the tiles left on the market and everyone's money,
who receives which tile and why, handed out as one undoable step."""

from __future__ import annotations

from PySide6.QtCore import QEvent, QObject, QSize, Qt
from PySide6.QtGui import QIcon, QKeyEvent, QPixmap
from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QGridLayout,
    QGroupBox,
    QHBoxLayout,
    QLineEdit,
    QListView,
    QListWidget,
    QListWidgetItem,
    QPushButton,
    QScrollArea,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from ...app import labels
from ...app.labels import tr
from ...app.session import GameSession
from ...engine import (
    CURRENCIES,
    MARKET_SQUARES,
    AlhambraError,
    MarketAward,
    MarketTile,
    Tile,
    Walls,
    distribute_market,
)
from ..modules.registry import painters
from ..paint.layout_items import take_widget
from ..paint.plain import PlainLabel
from ..paint.tile_painter import tile_pixmap
from ..paint.tones import app_palette, follow_palette, message_style, muted_text
from ..shared.named import named
from ..tiles.moat_row import MoatRow
from ..tiles.tile_filter import filter_placeholder, palette_tiles
from .endgame_parts import award_text, bag_tiles, currency_name

MAX_MONEY = 999
#: The room a window's title bar and borders take beyond its geometry (the screen keeps it).
FRAME = 40


class Rows(QListWidget):
    """A list as tall as its minimum asks (the rows it shows whole) unless the dialog has more
    room to give: the room goes to the bag first."""

    def sizeHint(self) -> QSize:
        return QSize(super().sizeHint().width(), self.minimumHeight())


class EndGameDialog(QDialog):
    """``EndGameDialog(session, parent=None)``. On accept the money and the market tiles go
    into the game as one step (``session.finish_market``). The market list is the dialog's
    own input until then."""

    def __init__(self, session: GameSession, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("endGameDialog")
        self.setWindowTitle(tr("End of the game"))
        self._session = session
        self._market: list[MarketTile] = []
        self._pixmaps: dict[tuple[Tile, str], QPixmap] = {}
        self.money_boxes: dict[tuple[str, str], QSpinBox] = {}
        outer = QVBoxLayout(self)
        intro = PlainLabel(tr("Enter the tiles left on the building market and everyone's money. Each tile "
                          "goes to the player with the most money in the currency of its square; "
                          "a tie or nobody: the tile stays."), wordWrap=True)
        outer.addWidget(intro)  # above the body: wrapped text inside would make it scroll early
        self._body = QScrollArea(self)  # on a short screen the body scrolls, the buttons stay
        self._body.setWidgetResizable(True)
        self._body.setFrameShape(QScrollArea.Shape.NoFrame)
        self._body.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        body = QWidget()
        layout = QVBoxLayout(body)
        layout.setContentsMargins(0, 0, 0, 0)
        top = QHBoxLayout()
        top.addWidget(self._build_picker(), 1)
        top.addWidget(self._build_market(), 1)
        layout.addLayout(top, 1)  # the room the screen has goes to the bag and the outcome
        layout.addWidget(self._build_money())
        outcome_box = QGroupBox(tr("Who receives what"))
        self.outcome = named(Rows(), "marketOutcome")
        self.outcome.setIconSize(QSize(28, 28))
        self._show_rows(self.outcome, MARKET_SQUARES)  # every tile's sentence, wrapped
        QVBoxLayout(outcome_box).addWidget(self.outcome)
        layout.addWidget(outcome_box)
        self._body.setWidget(body)
        outer.addWidget(self._body, 1)
        self.error = named(PlainLabel(wordWrap=True), "endGameError")
        follow_palette(self.error, message_style)
        self.error.hide()
        outer.addWidget(self.error)
        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok
                                        | QDialogButtonBox.StandardButton.Cancel)
        self.buttons.button(QDialogButtonBox.StandardButton.Ok).setText(tr("&Hand out the tiles"))
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)
        outer.addWidget(self.buttons)
        self._fill_free_tiles()
        self._update_outcome()
        session.changed.connect(self._fill_free_tiles)
        self._fit_screen()

    def _show_rows(self, rows: QListWidget, count: int, *, lines: int = 1) -> None:
        """A list that shows ``count`` rows of ``lines`` lines of text each without
        scrolling, its sentences wrapped at its width (never a sideways scroll bar)."""
        rows.setWordWrap(True)
        rows.setTextElideMode(Qt.TextElideMode.ElideNone)
        rows.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        rows.setResizeMode(QListView.ResizeMode.Adjust)
        row = max(rows.iconSize().height(), lines * rows.fontMetrics().lineSpacing()) + 6
        rows.setMinimumHeight(count * row + 2 * rows.frameWidth())

    def _fit_screen(self) -> None:
        """As tall as its content with room for more of the bag, as wide as the content, and
        never larger than the screen: on a short one (six players' money) the body scrolls
        up and down, the buttons stay in sight."""
        room = self.screen().availableGeometry().size() - QSize(FRAME, FRAME)
        content = self._body.widget()
        assert content is not None
        content.adjustSize()
        need = content.sizeHint()
        scroll = self._body.verticalScrollBar().sizeHint().width()
        self._body.setMinimumWidth(content.minimumSizeHint().width() + scroll)  # never cut sideways
        row = self.free_list.sizeHintForRow(0) if self.free_list.count() else 32
        chrome = self.sizeHint().height() - self._body.sizeHint().height()
        width = need.width() + scroll + 24
        self.resize(min(max(width, 640), room.width()), min(need.height() + chrome + 8 * row, room.height()))

    # ---- building ---------------------------------------------------------------------------
    def _build_picker(self) -> QGroupBox:
        box = QGroupBox(tr("Tiles in the bag"))
        variant = self._session.game.variant
        self.filter = named(QLineEdit(placeholderText=filter_placeholder(variant)), "marketFilter")
        self.filter.setClearButtonEnabled(True)
        self.filter.textChanged.connect(self._apply_filter)
        self.filter.installEventFilter(self)  # Enter puts the tile on the market, arrows choose it
        self.free_list = named(QListWidget(), "freeTiles")
        self.free_list.setIconSize(QSize(28, 28))
        self._show_rows(self.free_list, 3)
        self.free_list.itemDoubleClicked.connect(lambda _item: self.add_selected())
        self.currency = named(QComboBox(), "currencyChooser")
        for currency in CURRENCIES:
            self.currency.addItem(currency_name(currency), currency)
        self.add_button = named(QPushButton(tr("&Put on the market")), "addMarketTile")
        self.add_button.clicked.connect(self.add_selected)
        row = QHBoxLayout()
        row.addWidget(PlainLabel(tr("Square:")))
        row.addWidget(self.currency, 1)
        row.addWidget(self.add_button)
        self.moat_row = MoatRow(box)  # Granada: the moats of the face put on the market
        self.moat_row.word()
        self.moat_row.picker.toggled.connect(lambda *_: self.moat_row.limit(variant.max_edges))
        self.moat_row.setVisible(variant.faces)
        layout = QVBoxLayout(box)
        layout.addWidget(self.filter)
        layout.addWidget(self.free_list)
        layout.addWidget(self.moat_row)
        layout.addLayout(row)
        return box

    def _build_market(self) -> QGroupBox:
        box = QGroupBox(tr("Left on the market"))
        self.market_box = QVBoxLayout(box)
        self.market_box.addStretch(1)
        self._keep_room(box)
        return box

    def _keep_room(self, box: QGroupBox) -> None:
        """Room for four rows of the widest tile from the start: the dialog neither widens
        nor grows as tiles are put on the market."""
        variant = self._session.game.variant
        # Granada's faces (no catalogue): every face, with as many moats as a face may have
        tiles = list(variant.catalogue) or [Tile(face.type, face.price, Walls("NESW"[:variant.max_edges]))
                                            for face in palette_tiles(variant)]
        metrics = self.fontMetrics()
        widest = max(tiles, key=lambda tile: metrics.horizontalAdvance(self._label(tile)))
        empty, gap = box.minimumSizeHint(), self.market_box.spacing()
        sample = self._row_line(widest, CURRENCIES[0])[0]
        self.market_box.insertWidget(0, sample)  # measured as a row is: the box's font and frame
        least, row = box.minimumSizeHint(), sample.sizeHint()
        self.market_box.removeWidget(sample)
        sample.hide()
        sample.deleteLater()
        box.setMinimumSize(least.width(), empty.height() + MARKET_SQUARES * (row.height() + gap))

    def _build_money(self) -> QGroupBox:
        box = QGroupBox(tr("Money per currency (the sum of the card values)"))
        grid = QGridLayout(box)
        for col, currency in enumerate(CURRENCIES, start=1):
            grid.addWidget(PlainLabel(currency_name(currency)), 0, col, Qt.AlignmentFlag.AlignCenter)
        for row, player in enumerate(self._session.game.players, start=1):
            grid.addWidget(PlainLabel(player.name), row, 0)
            for col, currency in enumerate(CURRENCIES, start=1):
                spin = named(QSpinBox(), f"money_{player.name}_{currency}")
                spin.setRange(0, MAX_MONEY)
                spin.setValue(int(player.money.get(currency, 0)))
                spin.valueChanged.connect(self._update_outcome)
                grid.addWidget(spin, row, col)
                self.money_boxes[(player.name, currency)] = spin
        return box

    # ---- the market ---------------------------------------------------------------------------
    def _label(self, tile: Tile) -> str:
        return labels.tile_long_label(self._session.game.variant, tile)

    def _pixmap(self, tile: Tile) -> QPixmap:
        """Drawn once per tile while the dialog is open (a picture, not game state)."""
        key = (tile, self._session.game.variant.name)
        if key not in self._pixmaps:
            self._pixmaps[key] = tile_pixmap(tile, self._session.game.variant, 28, painters())
        return self._pixmaps[key]

    def _fill_free_tiles(self, *_args: object) -> None:
        """List the tiles still in the bag (again whenever the game changes)."""
        game = self._session.game
        self.free_list.clear()
        for tile in bag_tiles(game):
            # a Granada face as the bag holds it, its moats still to choose ("Arena 5", not
            # "Arena 5 (no moats)" beside the moats row)
            name = labels.tile_label(game.variant, tile) if game.variant.faces else self._label(tile)
            item = QListWidgetItem(QIcon(self._pixmap(tile)), name)
            item.setData(Qt.ItemDataRole.UserRole, tile)
            item.setData(Qt.ItemDataRole.UserRole + 1,
                         f"{name} {labels.tile_code(game.variant, tile)}".casefold())
            self.free_list.addItem(item)
        self._apply_filter()

    def _apply_filter(self, *_args: object) -> None:
        """Hide the tiles that do not match the filter or already lie on the market."""
        variant = self._session.game.variant
        words = self.filter.text().casefold().split()
        chosen = {variant.identity(m.tile) for m in self._market}
        first = None
        for i in range(self.free_list.count()):
            item = self.free_list.item(i)
            tile = item.data(Qt.ItemDataRole.UserRole)
            text = item.data(Qt.ItemDataRole.UserRole + 1)
            hidden = variant.identity(tile) in chosen or not all(w in text for w in words)
            item.setHidden(hidden)
            if not hidden and first is None:
                first = item
        if first is not None:
            self.free_list.setCurrentItem(first)
        else:
            self.free_list.setCurrentRow(-1)
        can_add = first is not None and len(self._market) < MARKET_SQUARES
        if not can_add and self.add_button.hasFocus():  # else Qt passes it on, into the money
            self.filter.setFocus()
        self.add_button.setEnabled(can_add)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        """In the filter, Enter puts the chosen tile on the market (it does not hand out the
        tiles and close the dialog) and Up/Down choose among the tiles shown."""
        if watched is self.filter and event.type() == QEvent.Type.KeyPress and isinstance(event, QKeyEvent):
            key = event.key()
            if key in (Qt.Key.Key_Return, Qt.Key.Key_Enter):
                self.add_selected()
                return True
            if key in (Qt.Key.Key_Up, Qt.Key.Key_Down):
                self._step_choice(-1 if key == Qt.Key.Key_Up else 1)
                return True
        return super().eventFilter(watched, event)

    def _step_choice(self, step: int) -> None:
        shown = [i for i in range(self.free_list.count()) if not self.free_list.item(i).isHidden()]
        if shown:
            at = self.free_list.currentRow()
            index = shown.index(at) + step if at in shown else 0
            self.free_list.setCurrentRow(shown[max(0, min(index, len(shown) - 1))])

    def visible_free_tiles(self) -> list[Tile]:
        items = (self.free_list.item(i) for i in range(self.free_list.count()))
        return [item.data(Qt.ItemDataRole.UserRole) for item in items if not item.isHidden()]

    def add_selected(self) -> None:
        item = self.free_list.currentItem()
        if item is None or len(self._market) >= MARKET_SQUARES:
            return
        tile = item.data(Qt.ItemDataRole.UserRole)
        if self._session.game.variant.faces:  # a face as it lies: with the moats chosen
            tile = Tile(tile.type, tile.price, self.moat_row.sides())
        self.add_tile(tile, self.currency.currentData())

    def add_tile(self, tile: Tile, currency: str) -> None:
        self._market.append(MarketTile(tile, currency))
        self._rebuild_market_table()

    def remove_tile(self, row: int) -> None:
        """Take a tile off the market; the focus goes to the Remove button now in its place
        (or above it, or back to the picker), never down into the money."""
        focus = self.focusWidget()
        had_focus = focus is not None and focus.objectName() == "marketRemove"
        del self._market[row]
        self._rebuild_market_table()
        if had_focus:
            rows = self.market_rows()
            target = rows[min(row, len(rows) - 1)].findChild(QPushButton, "marketRemove") if rows else None
            (target or self._picker_focus()).setFocus()

    def _picker_focus(self) -> QWidget:
        return self.add_button if self.add_button.isEnabled() else self.filter

    def set_currency(self, row: int, currency: str) -> None:
        self._market[row] = MarketTile(self._market[row].tile, currency)
        self._update_outcome()

    def _rebuild_market_table(self) -> None:
        """One row per market tile: the tile, the currency of its square, a remove button."""
        while self.market_box.count() > 1:
            widget = take_widget(self.market_box)
            if widget is not None:
                widget.hide()
                widget.setParent(None)
                widget.deleteLater()
        for row, item in enumerate(self._market):
            self.market_box.insertWidget(row, self._market_row(row, item))
        self._apply_filter()
        self._update_outcome()

    def _market_row(self, row: int, item: MarketTile) -> QWidget:
        line, combo, remove = self._row_line(item.tile, item.currency)
        combo.currentIndexChanged.connect(lambda i, r=row: self.set_currency(r, CURRENCIES[i]))
        remove.clicked.connect(lambda _checked=False, r=row: self.remove_tile(r))
        return line

    def _row_line(self, tile: Tile, currency: str) -> tuple[QWidget, QComboBox, QPushButton]:
        """A market row's widgets: the tile, the currency of its square, a remove button."""
        line = named(QWidget(), "marketRow")
        icon = PlainLabel()
        icon.setPixmap(self._pixmap(tile))
        combo = named(QComboBox(), "marketCurrency")
        for each in CURRENCIES:
            combo.addItem(currency_name(each), each)
        combo.setCurrentIndex(CURRENCIES.index(currency))
        remove = named(QPushButton(tr("Remove")), "marketRemove")
        layout = QHBoxLayout(line)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(icon)
        layout.addWidget(PlainLabel(self._label(tile)), 1)
        layout.addWidget(combo)
        layout.addWidget(remove)
        return line, combo, remove

    def market_rows(self) -> list[QWidget]:
        items = (self.market_box.itemAt(i) for i in range(self.market_box.count()))
        return [w for w in (i.widget() for i in items if i is not None) if w is not None]

    # ---- reading ------------------------------------------------------------------------------
    def market(self) -> list[MarketTile]:
        return list(self._market)

    def money(self) -> dict[str, dict[str, int]]:
        money: dict[str, dict[str, int]] = {}
        for (name, currency), spin in self.money_boxes.items():
            money.setdefault(name, {})[currency] = spin.value()
        return money

    def awards(self) -> list[MarketAward]:
        return distribute_market(self._session.game, self._market, self.money())

    def outcome_lines(self) -> list[str]:
        return [self.outcome.item(i).text() for i in range(self.outcome.count())]

    def _update_outcome(self, *_args: object) -> None:
        variant = self._session.game.variant
        self.outcome.clear()
        for award in self.awards():
            text = award_text(award, labels.tile_long_label(variant, award.tile))
            item = QListWidgetItem(QIcon(self._pixmap(award.tile)), text)
            if award.recipient is None:
                item.setForeground(muted_text(app_palette()))
            self.outcome.addItem(item)
        if not self._market:
            self.outcome.addItem(tr("No tiles on the market: nothing to hand out."))

    # ---- finishing -----------------------------------------------------------------------------
    def accept(self) -> None:
        try:
            self._session.finish_market(self.money(), self.awards())
        except AlhambraError as error:
            self.error.setText(labels.error_text(error))
            self.error.show()
            return
        super().accept()
