"""Issue 10, findings 1 and 2: guarded scoring at the end of a game, and Dirk's offer only for
bought tiles. Each test replays the finding as it was reported, with the widgets' own buttons."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QDialogButtonBox

from alhambra_gui.app.session import GameSession
from alhambra_gui.engine import MarketAward
from alhambra_gui.engine.modules import new_score_cards
from alhambra_gui.widgets.score.endgame_dialog import EndGameDialog
from alhambra_gui.widgets.score.scoreboard import ScoreboardDock
from tests.questions import answer

LEFT = Qt.MouseButton.LeftButton


@pytest.fixture
def new_dirk_game(qtbot, show_widget):
    """File ▸ New Game: Anna and Ben with Dirk, the scoreboard dock shown."""
    session = GameSession()
    session.new_game(["Anna", "Ben"], dirk=True)
    dock = show_widget(ScoreboardDock(session), 620, 800)
    return session, dock


def give_dirk(session: GameSession, count: int) -> None:
    for tile in session.game.free_tiles()[:count]:
        session.give_to_dirk(tile)


def hand_out_the_market(qtbot, dock: ScoreboardDock) -> None:
    dialog = next(d for d in dock.findChildren(EndGameDialog) if d.isVisible())
    with qtbot.waitSignal(dock.marketHandedOut, timeout=1000):
        qtbot.mouseClick(dialog.buttons.button(QDialogButtonBox.StandardButton.Ok), LEFT)


def test_finding_1_the_end_of_game_offer_never_records_a_scoring_it_does_not_name(qtbot, new_dirk_game):
    session, dock = new_dirk_game
    qtbot.mouseClick(dock.record_button, LEFT)
    assert "Dirk has not received his hand-out" in answer(qtbot, dock.pending_question)
    assert len(session.game.scorings) == 1

    dock.end_game_action.trigger()  # before scoring 2: asked, not taken without a word
    assert "Scorings recorded so far: 1 of 3" in answer(qtbot, dock.pending_question)
    hand_out_the_market(qtbot, dock)  # an empty market
    assert dock.final_offer.isVisible()
    assert dock.final_offer_button.text() == "Record scoring 2 now"
    assert "reserves" not in dock.final_offer_label.text()
    assert "ended before scoring 2" in dock.final_offer_label.text()

    qtbot.mouseClick(dock.record_button, LEFT)  # the header's button, not the banner's
    answer(qtbot, dock.pending_question)  # Dirk's second hand-out is missing: recorded anyway
    assert len(session.game.scorings) == 2
    assert dock.record_button.text() == "&Record scoring 3"
    assert dock.final_offer_button.text() == "Record scoring 3 now"  # the banner moved on too
    assert dock.final_offer_label.text() == (
        "End of the game: no market tile went to anybody. Record the final scoring.")

    qtbot.mouseClick(dock.final_offer_button, LEFT)
    text = answer(qtbot, dock.pending_question, go=False)  # Dirk's third hand-out: cancel
    assert "Dirk has not received his hand-out yet" in text
    assert "The final scoring would leave these standings:" in text
    assert len(session.game.scorings) == 2 and dock.winners_text() == ""

    give_dirk(session, dock.dirk_panel.advice().due)
    qtbot.mouseClick(dock.final_offer_button, LEFT)
    text = answer(qtbot, dock.pending_question)
    assert "Dirk has not received" not in text
    assert session.game.finished and session.game.scorings[-1].round == 3
    assert dock.final_offer.isHidden()
    assert dock.winners_text() == "Anna and Ben share the victory with 0 points each"


def test_finding_1_the_offer_goes_when_the_hand_out_is_undone(qtbot, new_dirk_game):
    session, dock = new_dirk_game
    session.record_scoring()
    session.record_scoring()
    tile = session.game.free_tiles()[0]
    session.finish_market({}, [MarketAward(tile, "denar", "Anna", {"Anna": 3, "Ben": 0})])
    assert dock.final_offer.isVisible()
    assert "tiles received: 1" in dock.final_offer_label.text()
    assert not dock.end_game_action.isEnabled()  # not twice
    session.undo_stack.undo()
    assert dock.final_offer.isHidden()
    assert dock.end_game_action.isEnabled()
    session.undo_stack.redo()
    assert dock.final_offer.isVisible()


def test_finding_1_a_city_breaking_the_rules_is_named_before_recording(qtbot, show_widget):
    session = GameSession()
    session.new_game(["Anna", "Ben"])
    dock = show_widget(ScoreboardDock(session), 620, 800)
    garden = next(t for t in session.game.free_tiles() if t.walls.letters == "W")
    session.place("Ben", garden, (1, 0), force=True)  # its wall meets the fountain's open side
    qtbot.mouseClick(dock.record_button, LEFT)
    text = answer(qtbot, dock.pending_question, go=False)
    assert text == ("Before scoring 1 is recorded:\n"
                    "• Ben's city breaks the building rules (problems shown in red: 2).")
    assert session.game.scorings == []
    session.undo_stack.undo()
    qtbot.mouseClick(dock.record_button, LEFT)  # nothing against it: recorded at once
    assert dock.pending_question is None and len(session.game.scorings) == 1


def test_finding_2_end_of_game_hand_outs_bring_no_dirk_offer(qtbot, new_dirk_game):
    session, dock = new_dirk_game
    give_dirk(session, 6)
    session.record_scoring()
    give_dirk(session, 6)
    session.record_scoring()
    tile = session.game.free_tiles()[0]
    session.finish_market({}, [MarketAward(tile, "denar", "Anna", {"Anna": 3, "Ben": 0})])
    assert tile in session.game.player("Anna").reserve
    assert dock.dirk_panel.offered_tile() is None
    assert dock.dirk_panel.offer.isHidden()


def test_finding_2_only_a_purchase_brings_the_offer(qtbot, new_dirk_game):
    session, dock = new_dirk_game
    panel = dock.dirk_panel
    bought = session.game.free_tiles()[0]
    session.reserve("Anna", bought)
    assert panel.offered_tile() == bought
    assert "Anna bought" in panel.offer_label.text()
    qtbot.mouseClick(panel.offer_keep, LEFT)
    session.reserve("Ben", bought)  # changing hands between reserves is no purchase
    assert panel.offered_tile() is None
    session.undo_stack.undo()  # nor is taking it back
    session.undo_stack.undo()
    assert panel.offered_tile() is None


def test_tied_players_share_their_place_in_the_final_standings(qtbot):
    from alhambra_gui.engine import Game
    from alhambra_gui.widgets.score.record_guard import standings_text

    game = Game(["Anna", "Ben", "Chen"])  # empty cities: everyone ends on 0 points
    game.record_scoring()
    game.record_scoring()
    lines = standings_text(game).splitlines()
    assert lines[:3] == ["1. Anna — 0 points", "1. Ben — 0 points", "1. Chen — 0 points"]


def test_points_below_zero_are_said_with_their_sign(qtbot):
    """Other points can take a total below zero; Qt fills %n only for n ≥ 0."""
    from alhambra_gui.app.labels import signed
    from alhambra_gui.widgets.score.score_text import winners_text

    assert winners_text(["Ann"], -3) == "Ann wins with −3 points"
    assert winners_text(["Ann"], -1) == "Ann wins with −1 point"  # a minus sign, not a hyphen
    assert winners_text(["Ann", "Ben"], 12) == "Ann and Ben share the victory with 12 points each"
    assert signed("%1. %2 — 1 Punkt", -1) == "%1. %2 — −1 Punkt"  # %1 keeps its digit
    assert signed("第 %1 次計分：3 分", -3) == "第 %1 次計分：−3 分"


def test_a_scoring_without_its_new_score_card_is_asked_about(qtbot, show_widget):
    """New score cards in play: recording scoring 1 with no card entered for it asks first
    (the base values would count); with its card entered, scoring 1 records at once and the
    question comes back for scoring 2, whose card is not entered yet."""
    session = GameSession()
    session.new_game(["Anna", "Ben", "Chen"], modules=["new_score_cards"])
    dock = show_widget(ScoreboardDock(session), 620, 800)
    qtbot.mouseClick(dock.record_button, LEFT)
    text = answer(qtbot, dock.pending_question, go=False)
    assert "No new score card is entered for scoring 1" in text
    assert not session.game.scorings
    session.modules.make(new_score_cards.cards_step((4, None, None)))
    qtbot.mouseClick(dock.record_button, LEFT)
    assert len(session.game.scorings) == 1  # nothing to ask: recorded
    qtbot.mouseClick(dock.record_button, LEFT)
    assert "No new score card is entered for scoring 2" in answer(qtbot, dock.pending_question)
    assert len(session.game.scorings) == 2
