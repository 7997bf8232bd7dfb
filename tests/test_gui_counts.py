"""Counts only in the window: the switch on a player's tab and in the Game menu, the spin
boxes of the counts form (each change one undoable step), the city kept while the counts
score, the overview, the scoreboard and the exports of a mixed table."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QMessageBox

from alhambra_gui.app.autosave import Autosave
from alhambra_gui.app.session import GameSession
from alhambra_gui.engine import Game, Player, Tile, Walls, load_game
from alhambra_gui.engine.counts import Counts, CountsError, typed
from alhambra_gui.engine.modules import bonus_cards
from alhambra_gui.widgets.city.city_page import CityPage
from alhambra_gui.widgets.shared.action_ids import ActionId
from alhambra_gui.widgets.window.main_window import MainWindow
from tests.module_games import module_game

GARDEN_10 = Tile("garden", 10, Walls(""))


@pytest.fixture
def window(qtbot, session, tmp_path):
    """A main window over the three-player example that discards on close."""
    shown = MainWindow(session, Autosave(tmp_path / "appdata"))
    qtbot.addWidget(shown)
    shown.files.ask = lambda *args: QMessageBox.StandardButton.Discard
    shown.show()
    return shown


@pytest.fixture
def chen(session, show_widget):
    """Chen's page of the three-player example, shown."""
    return show_widget(CityPage(session, "Chen"), exposed=True)


def click(qtbot, button):
    assert button.isVisible() and button.isEnabled()
    qtbot.mouseClick(button, Qt.MouseButton.LeftButton)


def type_into(qtbot, spin, value: int) -> None:
    """Type a number into a spin box as a user does: select it, type, press Enter."""
    spin.setFocus()
    spin.selectAll()
    qtbot.keyClicks(spin, str(value))
    qtbot.keyClick(spin, Qt.Key.Key_Return)


def chen_score(session, round_=2):
    return next(p for p in session.game.score(round_).players if p.name == "Chen")


# ---- the switch on the tab ------------------------------------------------------------------------

def test_the_tab_switches_to_counts_and_back_keeping_both(qtbot, session, chen):
    form, city = chen.counts_form, dict(session.game.player("Chen").city)
    assert not form.isVisible() and chen.view.isVisible()
    click(qtbot, form.switch_button)
    assert form.isVisible() and not chen.view.isVisible() and not form.switch_button.isVisible()
    assert form.count_box("chambers").value() == 3  # filled from the city
    assert session.undo_stack.undoText() == "Score Chen from typed counts"
    type_into(qtbot, form.count_box("garden"), 5)
    assert typed(session.game.player("Chen")).count("garden") == 5
    click(qtbot, form.city_button)
    assert chen.view.isVisible() and not form.isVisible()
    assert dict(session.game.player("Chen").city) == city
    assert session.game.player("Chen").counts.count("garden") == 5  # kept, not scored
    click(qtbot, form.switch_button)
    assert form.count_box("garden").value() == 5  # the kept counts, not the city's again
    assert chen.header_text().startswith("Chen — 14 buildings (typed) · Longest wall: 6 (typed)")


def test_undo_and_redo_walk_every_step_and_the_boxes_follow(qtbot, session, chen):
    form = chen.counts_form
    click(qtbot, form.switch_button)
    type_into(qtbot, form.count_box("tower"), 7)
    qtbot.keyClick(form.wall_box, Qt.Key.Key_Up)  # one arrow step: one undoable step
    assert (form.count_box("tower").value(), form.wall_box.value()) == (7, 7)
    assert session.undo_stack.count() == 3
    assert session.undo_stack.undoText() == "Type Chen's longest wall: 7"
    session.undo_stack.undo()
    assert form.wall_box.value() == 6 and typed(session.game.player("Chen")).wall == 6
    session.undo_stack.undo()
    assert form.count_box("tower").value() == 4
    session.undo_stack.undo()
    assert not form.isVisible() and chen.view.isVisible()
    assert session.game.player("Chen").counts is None
    session.undo_stack.redo()
    session.undo_stack.redo()
    assert form.isVisible() and form.count_box("tower").value() == 7


def test_a_run_of_clicks_on_one_spin_box_is_one_step(qtbot, session, chen):
    form = chen.counts_form
    click(qtbot, form.switch_button)
    before = session.undo_stack.count()
    for _ in range(3):
        qtbot.keyClick(form.wall_box, Qt.Key.Key_Up)
    assert form.wall_box.value() == 9 and typed(session.game.player("Chen")).wall == 9
    assert session.undo_stack.count() == before + 1
    assert session.undo_stack.undoText() == "Type Chen's longest wall: 9"
    session.undo_stack.undo()
    assert form.wall_box.value() == 6


def test_typing_several_digits_is_one_step(qtbot, session, chen):
    click(qtbot, chen.counts_form.switch_button)
    before = session.undo_stack.count()
    type_into(qtbot, chen.counts_form.wall_box, 12)
    assert session.undo_stack.count() == before + 1
    assert chen_score(session).wall == 12


def test_the_spin_boxes_stop_at_what_a_city_can_hold(qtbot, session, chen):
    form = chen.counts_form
    click(qtbot, form.switch_button)
    assert form.count_box("pavilion").maximum() == 7 and form.count_box("garden").maximum() == 11
    type_into(qtbot, form.count_box("pavilion"), 9)  # more pavilions than the game has: not taken
    assert form.count_box("pavilion").value() == 0
    type_into(qtbot, form.count_box("pavilion"), 7)
    qtbot.keyClick(form.count_box("pavilion"), Qt.Key.Key_Up)
    assert form.count_box("pavilion").value() == 7
    assert typed(session.game.player("Chen")).count("pavilion") == 7


def test_a_count_out_of_range_is_said_and_the_last_valid_one_kept(qtbot, session, chen):
    """9 pavilions of the game's 7, 12 gardens of 11: the box shows what was typed, then keeps
    the count it had and the form says why; nothing is recorded."""
    form = chen.counts_form
    click(qtbot, form.switch_button)
    type_into(qtbot, form.count_box("seraglio"), 2)
    steps = session.undo_stack.count()
    spin = form.count_box("seraglio")
    spin.setFocus()
    spin.selectAll()
    qtbot.keyClicks(spin, "9")
    assert spin.lineEdit().text() == "9"  # shown as typed, not swallowed
    qtbot.keyClick(spin, Qt.Key.Key_Return)
    assert spin.value() == 2 and spin.lineEdit().text() == "2"
    assert not form.message.isHidden()
    assert form.message.text() == "Seraglio: 9 is out of range (0 to 7), so it stays 2."
    type_into(qtbot, form.count_box("garden"), 12)
    assert form.message.text() == "Garden: 12 is out of range (0 to 11), so it stays 2."
    assert typed(session.game.player("Chen")).count("garden") == 2
    assert session.undo_stack.count() == steps
    type_into(qtbot, form.count_box("garden"), 5)  # a valid number: taken, the sentence goes
    assert form.message.isHidden() and session.undo_stack.count() == steps + 1


def test_take_the_counts_from_the_city_again(qtbot, session, chen):
    form = chen.counts_form
    click(qtbot, form.switch_button)
    type_into(qtbot, form.count_box("seraglio"), 6)
    click(qtbot, form.refill_button)
    assert form.count_box("seraglio").value() == 2
    assert session.undo_stack.undoText() == "Take Chen's counts from the digitised city"


def test_the_kept_city_cannot_be_built_on_while_the_counts_score(qtbot, session, chen):
    click(qtbot, chen.counts_form.switch_button)
    steps = session.undo_stack.count()
    free = session.game.free_tiles()[0]
    with pytest.raises(CountsError, match="Chen is scored from typed counts"):
        session.place("Chen", free, (5, 5), force=True)
    assert session.undo_stack.count() == steps
    session.place("Anna", free, (5, 5), force=True)  # the other cities still can change


def test_focus_goes_to_the_first_count_while_the_counts_score(qtbot, session, chen):
    assert chen.focusProxy() is chen.view
    click(qtbot, chen.counts_form.switch_button)
    assert chen.focusProxy() is chen.counts_form.count_box("pavilion")


# ---- Granada and the modules ------------------------------------------------------------------------

def test_granada_asks_the_highest_value_of_each_counted_type(qtbot, make_session, show_widget):
    session = make_session(Game([Player("Ana"), Player("Bo")], variant="granada"))
    page = show_widget(CityPage(session, "Bo"), exposed=True)
    form = page.counts_form
    click(qtbot, form.switch_button)
    assert form.wall_box.accessibleName() == "Longest moat"
    highest = form.highest_box("library")
    assert not highest.isEnabled() and highest.text() == "–"
    type_into(qtbot, form.count_box("library"), 3)
    assert highest.isEnabled() and (highest.minimum(), highest.value()) == (4, 4)
    type_into(qtbot, highest, 11)
    assert typed(session.game.player("Bo")) == Counts({"library": 3}, 0, {"library": 11})
    assert session.undo_stack.undoText() == "Type Bo's highest Library: 11"


def test_granada_tab_after_a_count_goes_to_its_highest_value(qtbot, make_session, show_widget):
    """Before: the highest value's box was still disabled when Tab looked for the next box (the
    count is taken as focus leaves), so "2, Tab, 6" typed 6 into the next type's count
    (seen playing Granada in German)."""
    session = make_session(Game([Player("Ana"), Player("Bo")], variant="granada"))
    page = show_widget(CityPage(session, "Bo"), exposed=True)
    form = page.counts_form
    click(qtbot, form.switch_button)
    count = form.count_box("library")
    count.setFocus()
    count.selectAll()
    qtbot.keyClicks(count, "2")
    qtbot.keyClick(count, Qt.Key.Key_Tab)
    highest = form.highest_box("library")
    assert page.window().focusWidget() is highest, page.window().focusWidget().objectName()
    highest.selectAll()  # as Tab's focus selects it in an active window
    qtbot.keyClicks(highest, "6")
    qtbot.keyClick(highest, Qt.Key.Key_Tab)
    assert typed(session.game.player("Bo")) == Counts({"library": 2}, 0, {"library": 6})


def test_chests_and_a_held_bonus_card_are_typed_too(qtbot, make_session, show_widget):
    session = make_session(module_game())
    page = show_widget(CityPage(session, "Ben"), exposed=True)
    form = page.counts_form
    click(qtbot, form.switch_button)
    chests = form.module_input("treasure_chamber", "chests")
    assert chests.value() == 2
    type_into(qtbot, form.count_box("garden"), 3)
    session.modules.make(bonus_cards.card_step("Ben", GARDEN_10, True))
    box = form.module_input("bonus_cards", "garden 10")
    assert box.isVisible() and not form.module_input("bonus_cards", "tower 11").isVisible()
    assert bonus_cards.held(session.game.player("Ben").state) == {GARDEN_10}
    assert box.isChecked()  # taken from the city, where the Garden 10 stands
    assert session.game.score(1).players[1].buildings["garden"].count == 4
    click(qtbot, box)
    assert not box.isChecked() and session.game.score(1).players[1].buildings["garden"].count == 3
    assert session.undo_stack.undoText() == "Type Garden 10 as not built in Ben's city"
    type_into(qtbot, chests, 3)
    assert session.game.score(1).players[1].term("treasure_chamber").lines[0].english() == \
        "3 chests on the buildings (typed)"


# ---- the Game menu -----------------------------------------------------------------------------------

def test_the_game_menu_switches_the_shown_player(session, window):
    action = window.action_map[ActionId.COUNTS_ONLY]
    assert action in window.menus["game"].actions()
    window.show_city("Ben")
    assert action.text() == "&Counts Only for Ben" and not action.isChecked()
    action.trigger()
    assert typed(session.game.player("Ben")) is not None and action.isChecked()
    window.show_city("Anna")
    assert action.text() == "&Counts Only for Anna" and not action.isChecked()
    window.show_overview()
    assert not action.isEnabled()
    window.show_city("Ben")
    action.trigger()
    assert typed(session.game.player("Ben")) is None and not action.isChecked()
    session.undo_stack.undo()
    assert action.isChecked()


def test_building_into_a_kept_city_from_the_palette_is_refused_on_the_form(session, window):
    window.show_city("Chen")
    window.action_map[ActionId.COUNTS_ONLY].trigger()
    city = dict(session.game.player("Chen").city)
    form = window.city_page("Chen").counts_form
    assert form.message.isHidden()
    window._on_tile_picked(session.game.free_tiles()[0])  # Enter in the palette's filter
    assert dict(session.game.player("Chen").city) == city
    assert not form.message.isHidden()
    assert form.message.text().startswith("Chen is scored from typed counts: the digitised city is kept")


def test_choosing_a_counts_only_tab_puts_the_keys_in_its_form(qtbot, session, window):
    session.counts.set_counts_only("Ben", True)
    window.show_city("Anna")
    qtbot.waitExposed(window)
    window.show_city("Ben")
    qtbot.waitUntil(lambda: window.city_page("Ben").counts_form.count_box("pavilion").hasFocus())


# ---- a mixed table: overview, scoreboard, exports ----------------------------------------------------

@pytest.fixture
def mixed(session):
    """Anna digitised; Ben and Chen typed, Chen with other counts than his city's."""
    session.counts.set_counts_only("Ben", True)
    session.counts.set_counts_only("Chen", True)
    for kind, count in (("garden", 4), ("tower", 4), ("pavilion", 1)):
        session.counts.set_count("Chen", kind, count)
    session.counts.set_wall("Chen", 9)
    return session


def test_the_scoreboard_scores_a_mixed_table_and_says_what_was_typed(mixed, show_widget):
    from alhambra_gui.widgets.score.scoreboard import ScoreboardDock

    dock = show_widget(ScoreboardDock(mixed), 620, 700, settle=True)
    dock.round_chooser.setCurrentIndex(1)
    model = dock.score_model
    score = mixed.game.score(2)
    for row, player in enumerate(score.players):
        shown = [model.data(model.index(row, c)) for c in range(model.columnCount())]
        assert shown[1:] == [*(str(player.buildings[t].points) for t in mixed.game.variant.type_ids),
                             str(player.wall), str(player.total)]
    garden = model.data(model.index(2, 5), Qt.ItemDataRole.ToolTipRole)
    assert "4 buildings (typed)" in garden and "tiles" not in garden
    arcades = model.data(model.index(2, 3), Qt.ItemDataRole.ToolTipRole)
    assert arcades == "Chen · Arcades · scoring 2\nnone typed, no rank"
    anna_pavilion = model.data(model.index(0, 1), Qt.ItemDataRole.ToolTipRole)  # Anna's city
    assert "2 tiles" in anna_pavilion and "typed" not in anna_pavilion
    wall = model.data(model.index(2, 7), Qt.ItemDataRole.ToolTipRole)
    assert wall == "longest outer wall (typed): 9 segments = 9 points"
    assert model.data(model.index(2, 7)) == "9" and score.players[2].typed
    mixed.record_scoring()
    assert mixed.game.scorings[0].points == mixed.game.score(1).points()


def test_the_overview_shows_typed_counts_in_place_of_the_city(mixed, show_widget):
    from alhambra_gui.widgets.city.overview import OverviewWidget

    overview = show_widget(OverviewWidget(mixed), 900, 500, settle=True)
    anna, chen = overview.card("Anna"), overview.card("Chen")
    assert anna.view.isVisible() and not anna.counts.isVisible()
    assert chen.counts.isVisible() and not chen.view.isVisible()
    assert chen.title_text().endswith("Longest wall: 9 (typed)")
    mixed.counts.set_counts_only("Chen", False)
    assert chen.view.isVisible() and not chen.counts.isVisible()
    assert chen.title_text().endswith("Longest wall: 6")


def test_the_exports_show_the_typed_counts(mixed, tmp_path):
    from alhambra_gui.widgets.score import export

    caption = export._city_caption(mixed.game, "Chen")
    assert caption == "Chen: counts only, 14 buildings, wall 9, reserve 1"
    assert export._city_caption(mixed.game, "Anna").startswith("Anna: 9 tiles")
    rows = export.score_rows(mixed.game, 2)
    chen_row = next(r for r in rows if r[0] == "Chen")
    assert chen_row[-1] == str(mixed.game.score(2).players[2].total)
    image = export.score_sheet_image(mixed.game, width=600)
    assert not image.isNull()


def test_a_saved_game_brings_the_counts_back(mixed, tmp_path):
    path = tmp_path / "mixed.json"
    mixed.save_as(path)
    again = GameSession(load_game(path))
    assert again.game == mixed.game
    assert typed(again.game.player("Chen")).wall == 9
    QApplication.processEvents()


def test_the_modules_dock_says_whether_a_typed_bonus_card_counts(qtbot, make_session, show_widget):
    from alhambra_gui.widgets.modules.bonus_cards import BonusCardsPanel
    from alhambra_gui.widgets.modules.modules_dock import ModulesDock

    session = make_session(module_game())
    dock = show_widget(ModulesDock(session), 500, 700)
    panel = dock.panel(BonusCardsPanel)
    card = Tile("pavilion", 8, Walls(""))  # Chen's, in his city beside a building site
    assert panel.state_text(card) == "counts"
    session.counts.set_counts_only("Chen", True)
    assert panel.state_text(card) == "counts (typed as built)"
    session.counts.set_number("Chen", "bonus_cards", "pavilion 8", 0)
    assert panel.state_text(card) == "not typed as built in Chen's city"


def test_a_kept_city_that_breaks_the_rules_does_not_hold_up_a_scoring(session):
    from alhambra_gui.widgets.score.record_guard import concerns

    session.place("Ben", session.game.free_tiles()[0], (6, 6), force=True)  # not joined to his city
    assert any("Ben's city breaks the building rules" in text for text in concerns(session.game, None))
    session.counts.set_counts_only("Ben", True)
    assert concerns(session.game, None) == []
