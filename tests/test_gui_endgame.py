"""The end of the game: market tiles, money, who receives what, one undoable step."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QDialogButtonBox

from alhambra_gui.app import labels
from alhambra_gui.widgets.score.endgame_dialog import EndGameDialog
from alhambra_gui.widgets.score.scoreboard import ScoreboardDock
from tests.questions import answer


@pytest.fixture
def dialog(qtbot, session):
    widget = EndGameDialog(session)
    qtbot.addWidget(widget)
    widget.show()
    return widget


def pick(qtbot, dialog, text, currency_index):
    """Type into the filter, choose the square's currency, click "Put on the market" (Alt+P)."""
    dialog.filter.clear()
    qtbot.keyClicks(dialog.filter, text)
    dialog.currency.setCurrentIndex(currency_index)
    tile = dialog.free_list.currentItem().data(Qt.ItemDataRole.UserRole)
    qtbot.mouseClick(dialog.add_button, Qt.MouseButton.LeftButton)
    return tile


def ok_button(dialog):
    return dialog.buttons.button(QDialogButtonBox.StandardButton.Ok)


def test_money_is_prefilled_from_the_game(qtbot, session):
    session.set_money({"Anna": {"dirham": 7, "dukat": 3}, "Ben": {}, "Chen": {"florin": 2}})
    dialog = EndGameDialog(session)
    qtbot.addWidget(dialog)
    assert dialog.money_boxes[("Anna", "dirham")].value() == 7
    assert dialog.money_boxes[("Anna", "dukat")].value() == 3
    assert dialog.money_boxes[("Chen", "florin")].value() == 2
    assert dialog.money_boxes[("Ben", "denar")].value() == 0
    assert len(dialog.money_boxes) == 3 * 4


def test_filter_lists_only_free_matching_tiles(qtbot, dialog, session):
    free = session.game.free_tiles()
    assert dialog.free_list.count() == len(free)
    qtbot.keyClicks(dialog.filter, "garden")
    shown = dialog.visible_free_tiles()
    assert shown == [t for t in free if t.type == "garden"]
    texts = [dialog.free_list.item(i).text() for i in range(dialog.free_list.count())
             if not dialog.free_list.item(i).isHidden()]
    assert texts and all(t.startswith("Garden ") for t in texts)
    assert dialog.free_list.currentItem().text() == texts[0]
    qtbot.keyClicks(dialog.filter, " 12")
    assert [t.price for t in dialog.visible_free_tiles()] == [12] * len(dialog.visible_free_tiles())


def test_who_receives_what_most_tie_and_nobody(qtbot, dialog, session):
    first = pick(qtbot, dialog, "pavilion", 1)  # dirham
    second = pick(qtbot, dialog, "tower", 0)  # denar
    third = pick(qtbot, dialog, "arcades", 3)  # florin: nobody holds any
    assert [m.currency for m in dialog.market()] == ["dirham", "denar", "florin"]
    assert first not in dialog.visible_free_tiles()  # a tile lies on the market only once
    assert len(dialog.market_rows()) == 3
    dialog.money_boxes[("Anna", "dirham")].setValue(7)
    dialog.money_boxes[("Ben", "dirham")].setValue(3)
    dialog.money_boxes[("Ben", "denar")].setValue(5)
    chen = dialog.money_boxes[("Chen", "denar")]
    qtbot.keyClick(chen, Qt.Key.Key_A, Qt.KeyboardModifier.ControlModifier)
    qtbot.keyClicks(chen, "5")
    assert chen.value() == 5
    v = session.game.variant
    assert dialog.outcome_lines() == [
        f"{labels.tile_long_label(v, first)} on Dirham → Anna: most Dirham (Anna 7, Ben 3, Chen 0)",
        f"{labels.tile_long_label(v, second)} on Denar stays on the market: Ben and Chen tie for most "
        "Denar (Anna 0, Ben 5, Chen 5)",
        f"{labels.tile_long_label(v, third)} on Florin stays on the market: nobody holds Florin",
    ]
    steps = session.undo_stack.count()
    qtbot.mouseClick(ok_button(dialog), Qt.MouseButton.LeftButton)
    game = session.game
    assert first in game.player("Anna").reserve
    assert game.locate(second) is None and game.locate(third) is None
    assert game.player("Ben").money == {"denar": 5, "dirham": 3, "dukat": 0, "florin": 0}
    assert session.undo_stack.count() == steps + 1
    assert not dialog.isVisible()
    session.undo_stack.undo()
    assert session.game.locate(first) is None
    assert session.game.player("Anna").money == {}


def test_changing_a_square_and_removing_a_tile(qtbot, dialog):
    pick(qtbot, dialog, "garden", 0)
    pick(qtbot, dialog, "tower", 0)
    dialog.money_boxes[("Chen", "dukat")].setValue(4)
    assert dialog.awards()[0].recipient is None
    combo = dialog.market_rows()[0].findChild(type(dialog.currency), "marketCurrency")
    combo.setCurrentIndex(2)  # dukat
    assert dialog.market()[0].currency == "dukat"
    assert dialog.awards()[0].recipient == "Chen"
    assert "→ Chen: most Ducat" in dialog.outcome_lines()[0]
    remove = dialog.market_rows()[0].findChild(type(dialog.add_button), "marketRemove")
    qtbot.mouseClick(remove, Qt.MouseButton.LeftButton)
    assert [m.tile.type for m in dialog.market()] == ["tower"]
    assert len(dialog.market_rows()) == 1


def test_enter_in_the_filter_puts_the_chosen_tile_on_the_market_and_keeps_the_dialog(qtbot, dialog, session):
    """Typed at the keyboard: a filter, Down to the second tile shown, Enter puts that tile on
    the market (the dialog stays open, the game unchanged); Enter with no tile shown does
    nothing; Up does not go past the first tile shown."""
    qtbot.keyClicks(dialog.filter, "garden")
    shown = dialog.visible_free_tiles()
    assert len(shown) >= 2
    qtbot.keyClick(dialog.filter, Qt.Key.Key_Down)
    qtbot.keyClick(dialog.filter, Qt.Key.Key_Return)
    assert dialog.isVisible() and dialog.result() == 0
    assert [m.tile for m in dialog.market()] == [shown[1]]
    assert session.undo_stack.count() == 0
    qtbot.keyClick(dialog.filter, Qt.Key.Key_Up)
    qtbot.keyClick(dialog.filter, Qt.Key.Key_Up)
    qtbot.keyClick(dialog.filter, Qt.Key.Key_Enter)
    assert [m.tile for m in dialog.market()] == [shown[1], shown[0]]
    dialog.filter.clear()
    qtbot.keyClicks(dialog.filter, "no such tile")
    qtbot.keyClick(dialog.filter, Qt.Key.Key_Return)
    assert dialog.isVisible() and len(dialog.market()) == 2


def test_at_most_four_market_squares(qtbot, dialog):
    for _ in range(4):
        pick(qtbot, dialog, "", 0)
    assert len(dialog.market()) == 4
    assert not dialog.add_button.isEnabled()
    dialog.add_selected()
    assert len(dialog.market()) == 4


def test_empty_market_hands_out_nothing_but_keeps_the_money(qtbot, dialog, session):
    assert dialog.outcome_lines() == ["No tiles on the market: nothing to hand out."]
    dialog.money_boxes[("Anna", "florin")].setValue(9)
    qtbot.mouseClick(ok_button(dialog), Qt.MouseButton.LeftButton)
    assert session.game.player("Anna").money["florin"] == 9


def test_a_tile_taken_meanwhile_is_refused_and_nothing_changes(qtbot, dialog, session):
    tile = pick(qtbot, dialog, "garden", 0)
    dialog.money_boxes[("Anna", "denar")].setValue(3)
    session.reserve("Ben", tile)  # someone else took it while the dialog was open
    steps = session.undo_stack.count()
    qtbot.mouseClick(ok_button(dialog), Qt.MouseButton.LeftButton)
    assert dialog.isVisible()
    assert not dialog.error.isHidden()
    assert "already in Ben's reserve" in dialog.error.text()
    assert session.undo_stack.count() == steps
    assert session.game.player("Anna").money == {}


def test_dock_offers_the_final_scoring(qtbot, dirk_session):
    dock = ScoreboardDock(dirk_session)
    qtbot.addWidget(dock)
    dock.show()
    dirk_session.record_scoring()
    dirk_session.record_scoring()
    dialog = dock.end_game_dialog()
    qtbot.addWidget(dialog)
    tile = pick(qtbot, dialog, "chambers", 0)
    dialog.money_boxes[("Ben", "denar")].setValue(4)
    with qtbot.waitSignal(dock.marketHandedOut, timeout=1000):
        qtbot.mouseClick(ok_button(dialog), Qt.MouseButton.LeftButton)
    assert tile in dirk_session.game.player("Ben").reserve
    assert not dock.final_offer.isHidden()
    assert dock.final_offer_button.text() == "Record scoring 3 now"
    qtbot.mouseClick(dock.final_offer_button, Qt.MouseButton.LeftButton)
    answer(qtbot, dock.pending_question)
    assert dirk_session.game.finished
    assert dock.final_offer.isHidden()
    assert dock.winners_text().startswith("Anna wins with ")


def test_end_game_dialog_screenshot(qtbot, dialog, tmp_path):
    pick(qtbot, dialog, "pavilion", 1)
    dialog.money_boxes[("Anna", "dirham")].setValue(2)
    dialog.resize(760, 700)
    image = dialog.grab()
    assert image.save(str(tmp_path / "endgame.png"))
    assert image.width() == 760


@pytest.fixture
def granada(qtbot, make_session):
    """A two-player Granada game and its end-of-game dialog, opened from the scoreboard."""
    from alhambra_gui.engine import Game

    session = make_session(Game(["Ana", "Bo"], variant="granada"))
    dock = ScoreboardDock(session)
    qtbot.addWidget(dock)
    dock.show()
    dialog = dock.end_game_dialog()
    qtbot.addWidget(dialog)
    dialog.show()
    return session, dialog


def test_the_end_of_a_granada_game_opens_and_keeps_the_money(qtbot, granada):
    """Granada's faces have no catalogue: the dialog sized its market by the widest tile of
    it and raised (found by the random actions)."""
    session, dialog = granada
    dialog.money_boxes[("Bo", "dirham")].setValue(4)
    qtbot.mouseClick(ok_button(dialog), Qt.MouseButton.LeftButton)
    assert session.game.player("Bo").money["dirham"] == 4


def test_the_end_of_a_granada_game_hands_out_faces_with_their_moats(qtbot, granada):
    """Granada's bag listed nothing (only Alhambra has a catalogue), so the tiles left on the
    market could not be handed out at the end of the game (played, German). The bag lists
    every face as the palette does; the moats row gives the face put on the market its moats;
    the player with most of its money receives it, moats and all."""
    from alhambra_gui.engine import Side, Tile, Walls

    session, dialog = granada
    qtbot.waitExposed(dialog)
    assert len(dialog.visible_free_tiles()) > 10
    qtbot.keyClicks(dialog.filter, "12")
    assert dialog.visible_free_tiles() and all(t.price == 12 for t in dialog.visible_free_tiles())
    assert dialog.moat_row.isVisible()
    for side in (Side.N, Side.E):
        qtbot.mouseClick(dialog.moat_row.picker.button(side), Qt.MouseButton.LeftButton)
    face = dialog.free_list.currentItem().data(Qt.ItemDataRole.UserRole)
    dialog.currency.setCurrentIndex(dialog.currency.findData("dirham"))
    qtbot.mouseClick(dialog.add_button, Qt.MouseButton.LeftButton)
    assert [m.tile for m in dialog.market()] == [Tile(face.type, face.price, Walls("NE"))]
    assert dialog.free_list.item(0).text() == "Arena 2"  # its moats are the row's to choose
    body = dialog._body.widget()  # the market row had room kept for it: nothing cut at the right
    assert body.minimumSizeHint().width() <= dialog._body.viewport().width()
    dialog.money_boxes[("Bo", "dirham")].setValue(4)
    qtbot.mouseClick(ok_button(dialog), Qt.MouseButton.LeftButton)
    assert session.game.player("Bo").reserve == [Tile(face.type, face.price, Walls("NE"))]


def test_the_moats_row_is_for_granada_only(dialog):
    assert not dialog.moat_row.isVisible()


def test_alt_p_puts_the_chosen_tile_on_the_market_and_alt_h_hands_them_out(qtbot, dialog, session):
    """The dialog's two actions have their keys: Alt+P puts the tile chosen in the bag on the
    market, Alt+H hands the market out (the dialog is accepted)."""
    dialog.activateWindow()
    qtbot.waitUntil(dialog.isActiveWindow)
    qtbot.keyClicks(dialog.filter, "garden")
    chosen = dialog.free_list.currentItem().data(Qt.ItemDataRole.UserRole)
    qtbot.keyClick(dialog.windowHandle(), Qt.Key.Key_P, Qt.KeyboardModifier.AltModifier)
    qtbot.waitUntil(lambda: len(dialog.market()) == 1)  # a mnemonic clicks as the eye can follow
    assert [m.tile for m in dialog.market()] == [chosen]
    assert dialog.isVisible() and session.undo_stack.count() == 0
    qtbot.keyClick(dialog.windowHandle(), Qt.Key.Key_H, Qt.KeyboardModifier.AltModifier)
    qtbot.waitUntil(lambda: dialog.result() == dialog.DialogCode.Accepted)
