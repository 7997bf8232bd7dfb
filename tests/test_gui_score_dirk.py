"""Dirk in the scoreboard dock: what to give him now, and the offer to give him a bought tile."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt

from alhambra_gui.app import labels
from alhambra_gui.app.session import GameSession
from alhambra_gui.widgets.score.scoreboard import ScoreboardDock


@pytest.fixture
def dock(qtbot, dirk_session):
    widget = ScoreboardDock(dirk_session)
    qtbot.addWidget(widget)
    widget.show()
    return widget


def test_no_dirk_panel_without_dirk(qtbot, session):
    dock = ScoreboardDock(session)
    qtbot.addWidget(dock)
    dock.show()
    assert dock.dirk_panel.isHidden()
    assert dock.dirk_panel.advice() is None


def test_start_counts_what_dirk_already_holds(dock, dirk_session):
    panel = dock.dirk_panel
    assert panel.isVisible()
    assert len(dirk_session.game.dirk) == 8
    assert panel.instruction.text() == "Dirk has his 6 tiles for the start."
    assert panel.status.text().splitlines() == [
        "Dirk holds 8 tiles.", "Tiles left in the bag: 12 = 54 − 38 known − 4 on the market."]


def test_start_counts_down_as_dirk_receives_tiles(qtbot):
    session = GameSession()
    session.new_game(["Ida", "Jon"], dirk=True)
    dock = ScoreboardDock(session)
    qtbot.addWidget(dock)
    dock.show()
    assert dock.dirk_panel.instruction.text() == "Give Dirk 6 tiles from the bag."
    for tile in session.game.free_tiles()[:2]:
        session.give_to_dirk(tile)
    assert dock.dirk_panel.instruction.text() == (
        "Give Dirk 4 more tiles from the bag (6 in all at the start).")


def test_after_scoring_one_six_more(qtbot, dock, dirk_session):
    qtbot.mouseClick(dock.record_button, Qt.MouseButton.LeftButton)
    assert len(dirk_session.game.scorings) == 1
    panel = dock.dirk_panel
    # not "6 more (6 in all)": read beside "Dirk holds 8 tiles", it said Dirk should hold 6
    assert panel.instruction.text() == "Scoring 1 is recorded: give Dirk 6 tiles from the bag."
    for tile in dirk_session.game.free_tiles()[:2]:
        dirk_session.give_to_dirk(tile)
    assert panel.instruction.text() == (
        "Scoring 1 is recorded: give Dirk 4 more tiles from the bag (6 in this hand-out).")
    for tile in dirk_session.game.free_tiles()[:4]:
        dirk_session.give_to_dirk(tile)
    assert panel.instruction.text() == "Scoring 1 is recorded: Dirk has received his 6 tiles."


def test_after_scoring_two_a_third_of_the_bag(qtbot, dock, dirk_session):
    dirk_session.record_scoring()
    game = dirk_session.game
    known = len(game.known_tiles())
    panel = dock.dirk_panel
    # the players count the market before scoring 2: two tiles lie there
    panel.market_count.setFocus()
    qtbot.keyClick(panel.market_count, Qt.Key.Key_Down)
    qtbot.keyClick(panel.market_count, Qt.Key.Key_Down)
    assert panel.market_count.value() == 2
    assert "14 = 54 − 38 known − 2 on the market" in panel.status.text()
    dirk_session.record_scoring()
    n = (54 - known - 2) // 3
    assert n == 4
    assert dirk_session.game.scorings[1].market_tiles == 2  # the hand-out is dealt from this bag
    assert panel.instruction.text() == (
        f"Scoring 2 is recorded: give Dirk {n} tiles from the bag: a third of the tiles left after "
        "scoring 2, rounded down.")
    # the market empties later: the bag says so, the hand-out dealt after scoring 2 stays
    panel.market_count.setValue(0)
    assert "16 = 54 − 38 known − 0 on the market" in panel.status.text()
    assert panel.advice().due == 4
    # handing out tiles one by one: the hand-out stays 4, what is left counts down
    for left in (3, 2):
        dirk_session.give_to_dirk(dirk_session.game.free_tiles()[0])
        assert panel.advice().due == left
        assert panel.instruction.text() == (
            f"Scoring 2 is recorded: give Dirk {left} more tiles from the bag (4 in this hand-out: "
            "a third of the tiles left after scoring 2, rounded down).")
    assert panel.status.text().startswith("Dirk holds 10 tiles.")
    # counted wrong at scoring 2: undone, counted again, recorded again
    for _ in range(3):
        dirk_session.undo_stack.undo()
    assert len(dirk_session.game.scorings) == 1
    assert panel.advice().moment == "after_first"
    dirk_session.record_scoring()
    assert panel.advice().due == (54 - known - 0) // 3 == 5
    dirk_session.record_scoring()
    assert panel.instruction.text() == "Dirk receives no more tiles."


def test_offer_to_give_a_bought_tile_to_dirk(qtbot, dock, dirk_session):
    panel = dock.dirk_panel
    assert panel.offer.isHidden()
    tile = next(t for t in dirk_session.game.free_tiles() if t.type == "garden")
    dirk_session.reserve("Anna", tile)
    assert tile in dirk_session.game.player("Anna").reserve
    assert not panel.offer.isHidden()
    assert panel.offer_label.text() == (
        f"Anna bought {labels.tile_long_label(dirk_session.game.variant, tile)} — give it to Dirk instead?")
    assert panel.offered_tile() == tile
    qtbot.mouseClick(panel.offer_give, Qt.MouseButton.LeftButton)
    assert dirk_session.game.locate(tile).place == "dirk"
    assert tile not in dirk_session.game.player("Anna").reserve
    assert panel.offer.isHidden()
    dirk_session.undo_stack.undo()  # undoing the gift puts it back into Anna's reserve
    assert dirk_session.game.locate(tile).holder == "Anna"


def test_keeping_the_tile_dismisses_the_offer(qtbot, dock, dirk_session):
    panel = dock.dirk_panel
    tile = dirk_session.game.free_tiles()[0]
    dirk_session.reserve("Ben", tile)
    assert panel.offer_label.text().startswith("Ben bought ")
    qtbot.mouseClick(panel.offer_keep, Qt.MouseButton.LeftButton)
    assert panel.offer.isHidden()
    assert tile in dirk_session.game.player("Ben").reserve


def test_no_offer_when_a_tile_only_changes_hands_or_is_built(dock, dirk_session):
    panel = dock.dirk_panel
    anna_tile = dirk_session.game.player("Anna").reserve[0]
    dirk_session.reserve("Ben", anna_tile)  # reserve to reserve: not bought from the bag
    assert dirk_session.game.locate(anna_tile).holder == "Ben"
    assert panel.offer.isHidden()
    free = dirk_session.game.free_tiles()[0]
    dirk_session.give_to_dirk(free)  # straight to Dirk: nothing to offer
    assert panel.offer.isHidden()


def test_the_offer_disappears_when_the_tile_leaves_the_reserve(dock, dirk_session):
    panel = dock.dirk_panel
    tile = dirk_session.game.free_tiles()[0]
    dirk_session.reserve("Anna", tile)
    assert not panel.offer.isHidden()
    dirk_session.release(tile)
    assert dirk_session.game.locate(tile) is None
    assert panel.offer.isHidden()


def test_no_offer_without_dirk(qtbot, session):
    dock = ScoreboardDock(session)
    qtbot.addWidget(dock)
    tile = session.game.free_tiles()[0]
    session.reserve("Anna", tile)
    assert tile in session.game.player("Anna").reserve
    assert dock.dirk_panel.offer.isHidden()


def test_after_the_market_hand_out_dirks_box_counts_no_market(qtbot, dock, dirk_session):
    """The four market tiles went to the players' reserves at the end of the game: the bag
    counts them as known, no longer "− 4 on the market", and the market box goes; undoing the
    hand-out brings both back."""
    from alhambra_gui.engine import MarketAward

    session, panel = dirk_session, dock.dirk_panel
    while len(session.game.scorings) < 2:
        session.record_scoring()
    assert "− 4 on the market" in panel.status.text() and panel.market_row.isVisible()
    market = session.game.free_tiles()[:4]
    session.finish_market({}, [MarketAward(t, "denar", "Anna", {"Anna": 3, "Ben": 0}) for t in market])
    assert "on the market" not in panel.status.text()
    assert "the market is handed out" in panel.status.text()
    assert not panel.market_row.isVisible()
    advice = panel.advice()
    assert advice.market == 0 and advice.bag == advice.catalogue - advice.known
    session.undo_stack.undo()
    assert "− 4 on the market" in panel.status.text() and panel.market_row.isVisible()


def test_the_end_of_game_market_never_changes_dirks_third_hand_out(qtbot):
    """Scorings 1 and 2 recorded with Dirk's tiles given (⌊28/3⌋ = 9 after scoring 2), then the
    end of the game with two tiles left on the market that nobody receives (a tie, and a
    currency nobody holds): the hand-out stays 9 as dealt, and the final scoring asks nothing
    about Dirk (it recounted the bag without the market: "give Dirk 1 more tile (10 in all)")."""
    from PySide6.QtWidgets import QDialogButtonBox

    from alhambra_gui.widgets.score.record_guard import concerns
    from tests.questions import answer

    session = GameSession()
    session.new_game(["Ida", "Jon"], dirk=True)
    dock = ScoreboardDock(session)
    qtbot.addWidget(dock)
    dock.show()
    panel = dock.dirk_panel
    for tile in session.game.free_tiles()[:6]:
        session.give_to_dirk(tile)
    qtbot.mouseClick(dock.record_button, Qt.MouseButton.LeftButton)
    for tile in session.game.free_tiles()[:6]:
        session.give_to_dirk(tile)
    for index, tile in enumerate(session.game.free_tiles()[:10]):  # bought: 22 tiles known
        session.reserve(("Ida", "Jon")[index % 2], tile)
    qtbot.mouseClick(dock.record_button, Qt.MouseButton.LeftButton)
    assert panel.instruction.text().startswith("Scoring 2 is recorded: give Dirk 9 tiles")
    for tile in session.game.free_tiles()[:9]:
        session.give_to_dirk(tile)
    assert panel.instruction.text() == "Scoring 2 is recorded: Dirk has received his 9 tiles."

    dialog = dock.end_game_dialog()
    qtbot.addWidget(dialog)
    for text, currency in (("tower", 0), ("garden", 1)):
        dialog.filter.clear()
        qtbot.keyClicks(dialog.filter, text)
        dialog.currency.setCurrentIndex(currency)
        qtbot.mouseClick(dialog.add_button, Qt.MouseButton.LeftButton)
    dialog.money_boxes[("Ida", dialog.market()[0].currency)].setValue(3)  # a tie for the first
    dialog.money_boxes[("Jon", dialog.market()[0].currency)].setValue(3)  # nobody holds the second
    assert len(dialog.market()) == 2
    qtbot.mouseClick(dialog.buttons.button(QDialogButtonBox.StandardButton.Ok), Qt.MouseButton.LeftButton)
    assert session.market_handed_out() == 0

    assert panel.instruction.text() == "Scoring 2 is recorded: Dirk has received his 9 tiles."
    assert panel.advice().due == 0
    assert not any("Dirk" in text for text in concerns(session.game, panel.advice()))
    qtbot.mouseClick(dock.final_offer_button, Qt.MouseButton.LeftButton)
    assert "Dirk has not received" not in answer(qtbot, dock.pending_question)
    assert session.game.finished
