"""Dirk (two players): what to give him now, the bag, and the offer to give him a bought tile."""

from __future__ import annotations

from PySide6.QtWidgets import (
    QFrame,
    QGroupBox,
    QHBoxLayout,
    QPushButton,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from ...app import labels
from ...app.change import GAME_REPLACED, Change
from ...app.labels import arg, tr
from ...app.session import GameSession
from ...engine import MARKET_SQUARES, AlhambraError, DirkAdvice, Tile, isolated
from ..paint.plain import PlainLabel
from ..paint.retranslating import Retranslating
from ..paint.tones import NOTE, box_style, follow_palette
from ..shared.named import named


def instruction_text(advice: DirkAdvice) -> str:
    """What to give Dirk now: the hand-out of the moment less what he received since."""
    if advice.moment == "done":
        return tr("Dirk receives no more tiles.")
    if advice.moment == "start":
        if advice.due == 0:
            return tr("Dirk has his %n tile(s) for the start.", "", advice.size)
        if advice.due == advice.size:
            return tr("Give Dirk %n tile(s) from the bag.", "", advice.due)
        text = tr("Give Dirk %n more tile(s) from the bag (%1 in all at the start).", "", advice.due)
    elif advice.moment == "after_first":
        if not advice.due:
            return tr("Scoring 1 is recorded: Dirk has received his %n tile(s).", "", advice.size)
        if advice.due == advice.size:  # "6 more (6 in all)" read as if Dirk held 6 in all
            return tr("Scoring 1 is recorded: give Dirk %n tile(s) from the bag.", "", advice.due)
        text = tr("Scoring 1 is recorded: give Dirk %n more tile(s) from the bag (%1 in this hand-out).",
                  "", advice.due)
    else:
        if not advice.due:
            return tr("Scoring 2 is recorded: Dirk has received his %n tile(s).", "", advice.size)
        if advice.due == advice.size:
            return tr("Scoring 2 is recorded: give Dirk %n tile(s) from the bag: a third of the tiles "
                      "left after scoring 2, rounded down.", "", advice.due)
        text = tr("Scoring 2 is recorded: give Dirk %n more tile(s) from the bag (%1 in this hand-out: "
                  "a third of the tiles left after scoring 2, rounded down).", "", advice.due)
    return arg(text, str(advice.size))


def status_text(advice: DirkAdvice, *, market_gone: bool = False) -> str:
    """Dirk's tiles and the bag; once the market is handed out, the bag without a market."""
    held = tr("Dirk holds %n tile(s).", "", advice.has)
    if market_gone:
        bag = labels.arg(tr("Tiles left in the bag: %1 = %2 − %3 known (the market is handed out)."),
                         advice.bag, advice.catalogue, advice.known)
        return f"{held}\n{bag}"
    bag = arg(tr("Tiles left in the bag: %1 = %2 − %3 known − %4 on the market."),
        str(advice.bag), str(advice.catalogue),
        str(advice.known), str(advice.market))
    return f"{held}\n{bag}"


class DirkPanel(Retranslating, QGroupBox):
    """Hidden unless Dirk is in play. A purchase (``Change.bought``) brings the offer to give
    the tile to Dirk instead; the offer goes when the tile leaves the reserve."""

    def __init__(self, session: GameSession, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("dirkPanel")
        self._session = session
        self._offered: Tile | None = None
        self.instruction = named(PlainLabel(wordWrap=True), "dirkInstruction")
        font = self.instruction.font()
        font.setBold(True)
        self.instruction.setFont(font)
        self.status = named(PlainLabel(wordWrap=True), "dirkStatus")
        self.market_count = named(QSpinBox(), "marketCount")
        self.market_count.setRange(0, MARKET_SQUARES)
        self.market_count.setValue(MARKET_SQUARES)
        self.market_count.valueChanged.connect(self._on_market_count)
        self.market_row = QWidget()
        market_row = QHBoxLayout(self.market_row)
        market_row.setContentsMargins(0, 0, 0, 0)
        self._market_label = PlainLabel()
        market_row.addWidget(self._market_label)
        market_row.addWidget(self.market_count)
        market_row.addStretch(1)
        layout = QVBoxLayout(self)
        layout.addWidget(self.instruction)
        layout.addWidget(self.status)
        layout.addWidget(self.market_row)
        layout.addWidget(self._build_offer())
        session.changed.connect(self._on_changed)
        self._word()
        self._on_changed(GAME_REPLACED)

    def _word(self) -> None:
        """The words that stay as built (the advice follows the game: ``_refresh``)."""
        self.setTitle(tr("Dirk"))
        self.market_count.setToolTip(tr("How many tiles lie on the building market now"))
        self._market_label.setText(tr("Tiles on the market:"))
        self.offer_give.setText(tr("Give to Dirk"))
        self.offer_keep.setText(tr("Keep"))

    def _retranslate(self) -> None:
        self._word()
        self._word_offer()
        self._refresh()

    def _build_offer(self) -> QFrame:
        self.offer = named(QFrame(), "dirkOffer")
        follow_palette(self.offer, lambda palette: box_style("dirkOffer", palette, NOTE))
        self.offer_label = named(PlainLabel(wordWrap=True), "dirkOfferText")
        self.offer_give = named(QPushButton(), "dirkOfferGive")
        self.offer_keep = named(QPushButton(), "dirkOfferKeep")
        self.offer_give.clicked.connect(self._on_give_offered)
        self.offer_keep.clicked.connect(self._hide_offer)
        buttons = QHBoxLayout()
        buttons.addStretch(1)
        buttons.addWidget(self.offer_give)
        buttons.addWidget(self.offer_keep)
        column = QVBoxLayout(self.offer)
        column.addWidget(self.offer_label)
        column.addLayout(buttons)
        self.offer.hide()
        return self.offer

    # ---- reading ----------------------------------------------------------------------
    def advice(self) -> DirkAdvice | None:
        return self._session.dirk_advice()  # the market as the spin box set it (_on_market_count)

    def _market_gone(self) -> bool:
        """The end of the game handed the market out (while that step stands): none is left."""
        return self._session.market_handed_out() is not None

    def offered_tile(self) -> Tile | None:
        return self._offered if not self.offer.isHidden() else None

    # ---- slots --------------------------------------------------------------------------
    def _on_changed(self, change: Change) -> None:
        if change.replaced:
            self._hide_offer()
        elif change.bought is not None:
            self._maybe_offer(change.bought)
        if self._offered is not None and not self._in_a_reserve(self._offered):
            self._hide_offer()
        self._refresh()

    def _on_market_count(self, value: int) -> None:
        self._session.market_tiles = value  # what the next scoring records for Dirk's hand-out
        self._refresh()

    def _refresh(self) -> None:
        advice = self.advice()
        if advice is None:
            self.hide()
            return
        if self.isHidden() and self.parentWidget() is not None:
            self.show()
        self.instruction.setText(instruction_text(advice))
        self.status.setText(status_text(advice, market_gone=self._market_gone()))
        self.status.setVisible(advice.moment != "done")  # after the game only the last word
        self.market_row.setVisible(advice.moment != "done" and not self._market_gone())

    # ---- the bought-tile offer -----------------------------------------------------------
    def _in_a_reserve(self, tile: Tile) -> bool:
        where = self._session.game.locate(tile)
        return where is not None and where.place == "reserve"

    def _maybe_offer(self, tile: Tile) -> None:
        """A tile just bought from the bag into a reserve: the player may give it to Dirk."""
        game = self._session.game
        where = game.locate(tile)
        if not game.dirk_in_play or game.finished or where is None or where.place != "reserve":
            return
        self._offered = tile
        self._word_offer()
        self.offer.show()

    def _word_offer(self) -> None:
        game, tile = self._session.game, self._offered
        where = game.locate(tile) if tile is not None else None
        if tile is not None and where is not None:
            self.offer_label.setText(arg(tr("%1 bought %2 — give it to Dirk instead?"),
                                         isolated(where.holder), labels.tile_long_label(game.variant, tile)))

    def _on_give_offered(self) -> None:
        tile = self._offered
        self._hide_offer()
        if tile is None:
            return
        try:
            self._session.give_to_dirk(tile)
        except AlhambraError as error:
            self.status.setText(labels.error_text(error))

    def _hide_offer(self) -> None:
        self._offered = None
        self.offer.hide()
        self.offer_label.setText("")
