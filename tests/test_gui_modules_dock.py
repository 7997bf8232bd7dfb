"""The Modules dock: bonus cards held, the Wise Man and the City Watch, the new score cards,
each picked with the keyboard on the real combo boxes and checked on the game's state."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPoint, Qt
from PySide6.QtWidgets import QComboBox

from alhambra_gui.engine import Cell, Tile
from alhambra_gui.engine.modules import (
    bonus_cards,
    building_sites,
    characters,
    new_score_cards,
    treasure_chamber,
)
from alhambra_gui.widgets.modules.bonus_cards import BonusCardsPanel
from alhambra_gui.widgets.modules.characters import CharactersPanel
from alhambra_gui.widgets.modules.modules_dock import ModulesDock
from alhambra_gui.widgets.modules.new_score_cards import ScoreCardsPanel

pytestmark = pytest.mark.gui
IN_PLAY = [bonus_cards.BonusCards.id, characters.Characters.id, new_score_cards.NewScoreCards.id,
           building_sites.BuildingSites.id]
TOWER_12 = Tile("tower", 12)  # built in Anna's city at (2, 2) in the example
PAVILION_8 = Tile("pavilion", 8)  # in nobody's city


@pytest.fixture
def dock(session, show_widget):
    session.modules.set_modules(IN_PLAY)
    session.undo_stack.clear()
    return show_widget(ModulesDock(session), 470, 800)


def choose(qtbot, combo: QComboBox, data) -> None:
    """Open the combo's list, walk to the item with the keyboard and press Return."""
    target = combo.findData(data)
    assert target >= 0, data
    combo.showPopup()
    view = combo.view()
    step = Qt.Key.Key_Down if target > combo.currentIndex() else Qt.Key.Key_Up
    for _ in range(combo.count()):  # the keys skip items that cannot be picked
        if view.currentIndex().row() == target:
            break
        qtbot.keyClick(view, step)
    qtbot.keyClick(view, Qt.Key.Key_Return)


def cards_of(session, name: str) -> frozenset[Tile]:
    return bonus_cards.held(session.game.player(name).state)


# ---- which panels ----------------------------------------------------------------------------

def test_only_the_panels_of_modules_in_play(dock, session):
    assert [type(p) for p in dock.panels()] == [BonusCardsPanel, CharactersPanel, ScoreCardsPanel]
    session.modules.set_modules([bonus_cards.BonusCards.id, treasure_chamber.TreasureChamber.id])
    assert [type(p) for p in dock.panels()] == [BonusCardsPanel]
    assert dock.empty_label.isHidden()
    session.modules.set_modules([treasure_chamber.TreasureChamber.id])
    assert dock.panels() == []
    assert not dock.empty_label.isHidden()
    assert "is entered here when it is in play" in dock.empty_label.text()
    session.undo_stack.undo()
    assert [type(p) for p in dock.panels()] == [BonusCardsPanel]


def test_granada_says_it_has_no_modules(dock, session):
    session.new_game(["Ana", "Bo"], variant="granada")
    assert dock.panels() == []
    assert dock.empty_label.text() == "Granada is played without expansion modules."


# ---- bonus cards -----------------------------------------------------------------------------

def test_a_bonus_card_picked_for_a_player_is_theirs_and_counts_when_its_tile_is_built(qtbot, dock, session):
    panel = dock.panel(BonusCardsPanel)
    combo = panel.holder_combo(TOWER_12)
    assert combo.count() == 4 and combo.currentText() == "nobody"
    assert combo.itemText(3) == "Chen"
    combo.setFocus()
    qtbot.keyClick(combo, Qt.Key.Key_Down)  # nobody -> Anna
    assert cards_of(session, "Anna") == {TOWER_12}
    assert panel.state_text(TOWER_12) == "counts"
    choose(qtbot, panel.holder_combo(PAVILION_8), "Anna")
    assert cards_of(session, "Anna") == {TOWER_12, PAVILION_8}
    assert panel.state_text(PAVILION_8) == "tile not in Anna's city"


def test_a_card_passes_to_another_player_in_one_step_and_undo_gives_it_back(qtbot, dock, session):
    panel = dock.panel(BonusCardsPanel)
    choose(qtbot, panel.holder_combo(TOWER_12), "Anna")
    choose(qtbot, panel.holder_combo(TOWER_12), "Ben")
    assert cards_of(session, "Anna") == frozenset() and cards_of(session, "Ben") == {TOWER_12}
    assert panel.holder_combo(TOWER_12).currentText() == "Ben"
    assert panel.state_text(TOWER_12) == "tile not in Ben's city"
    assert session.undo_stack.undoText() == "Pass the bonus card Tower 12 from Anna to Ben"
    session.undo_stack.undo()
    assert cards_of(session, "Anna") == {TOWER_12}
    assert panel.holder_combo(TOWER_12).currentText() == "Anna"
    choose(qtbot, panel.holder_combo(TOWER_12), None)
    assert cards_of(session, "Anna") == frozenset()
    assert panel.state_text(TOWER_12) == ""


def test_a_card_whose_tile_is_a_building_site_does_not_count(qtbot, dock, session):
    panel = dock.panel(BonusCardsPanel)
    choose(qtbot, panel.holder_combo(TOWER_12), "Anna")
    session.modules.make(building_sites.site_step(session.game, "Anna", Cell(2, 2), True))
    assert panel.state_text(TOWER_12) == "a building site: does not count yet"
    session.undo_stack.undo()
    assert panel.state_text(TOWER_12) == "counts"


# ---- the Wise Man and the City Watch ---------------------------------------------------------------

def test_the_characters_are_handed_out_with_the_combos(qtbot, dock, session):
    panel = dock.panel(CharactersPanel)
    assert not panel.wise_man_type.isEnabled()
    choose(qtbot, panel.wise_man, "Chen")
    assert characters.holders(session.game.state) == characters.Holders("Chen", "pavilion", None)
    assert panel.wise_man_type.isEnabled()
    choose(qtbot, panel.wise_man_type, "tower")
    choose(qtbot, panel.city_watch, "Ben")
    assert characters.holders(session.game.state) == characters.Holders("Chen", "tower", "Ben")
    session.undo_stack.undo()
    assert panel.city_watch.currentText() == "nobody"
    assert characters.holders(session.game.state).city_watch is None
    choose(qtbot, panel.wise_man, None)
    assert characters.holders(session.game.state) == characters.Holders()
    assert not panel.wise_man_type.isEnabled()


# ---- the new score cards -----------------------------------------------------------------------

def test_each_card_picked_counts_for_its_scoring_at_once_and_shows_its_order(qtbot, dock, session):
    panel = dock.panel(ScoreCardsPanel)
    assert panel.hint.isVisibleTo(dock)
    choose(qtbot, panel.combo(1), 4)
    assert new_score_cards.cards(session.game.state) == (4, None, None)  # scoring 1's card counts now
    assert session.undo_stack.count() == 1
    choose(qtbot, panel.combo(2), 11)
    assert new_score_cards.cards(session.game.state) == (4, 11, None)
    assert panel.order_texts(1) == ["1. Seraglio", "2. Garden", "3. Tower", "4. Chambers",
                                    "5. Arcades", "6. Pavilion"]
    assert panel.order_texts(3) == [""] * 6
    assert panel.hint.isVisibleTo(dock)  # scoring 3 has none yet: its base values count
    choose(qtbot, panel.combo(3), 17)
    assert new_score_cards.cards(session.game.state) == (4, 11, 17)
    assert not panel.hint.isVisibleTo(dock)
    assert panel.order_texts(3)[0] == "1. Tower"
    qtbot.mouseClick(panel.clear_button, Qt.MouseButton.LeftButton, pos=QPoint(5, 5))
    assert new_score_cards.cards(session.game.state) == new_score_cards.NO_CARDS
    session.undo_stack.undo()
    assert [panel.combo(n).currentText() for n in (1, 2, 3)] == ["4", "11", "17"]


def test_a_card_entered_for_scoring_1_scores_it_before_the_others_are_picked(qtbot, dock, session):
    """Chen's tower majority: 6 with the base values; with card 4 for scoring 1 the tower
    takes the arcades row (3), before cards 2 and 3 are known."""
    panel = dock.panel(ScoreCardsPanel)

    def chens_towers(round_: int) -> int:
        return session.game.score(round_).players[2].buildings["tower"].points

    second = chens_towers(2)
    assert chens_towers(1) == 6
    choose(qtbot, panel.combo(1), 4)
    assert chens_towers(1) == 3
    assert chens_towers(2) == second  # no card for scoring 2: its base values


def test_a_card_of_another_scoring_cannot_be_picked_and_dash_takes_one_back(qtbot, dock, session):
    session.modules.make(new_score_cards.cards_step((4, 11, 17)))
    panel = dock.panel(ScoreCardsPanel)
    combo = panel.combo(2)
    model = combo.model()
    assert not model.item(combo.findData(4)).isEnabled()  # scoring 1's card
    assert not model.item(combo.findData(17)).isEnabled()
    assert model.item(combo.findData(11)).isEnabled() and model.item(combo.findData(12)).isEnabled()
    choose(qtbot, combo, None)
    assert new_score_cards.cards(session.game.state) == (4, None, 17)
    assert dock.message() == "" and panel.hint.isVisibleTo(dock)
    choose(qtbot, combo, 12)
    assert new_score_cards.cards(session.game.state) == (4, 12, 17)
    assert dock.message() == ""


def test_a_refused_pick_is_said_and_the_sentence_goes_with_the_next_pick(qtbot, dock, session):
    session.modules.make(new_score_cards.cards_step((4, 11, 17)))
    panel = dock.panel(ScoreCardsPanel)
    panel.combo(2).model().item(panel.combo(2).findData(4)).setEnabled(True)  # as a stale list would
    choose(qtbot, panel.combo(2), 4)
    assert dock.message() == "Choose three different cards from 1 to 18."
    assert new_score_cards.cards(session.game.state) == (4, 11, 17)
    assert panel.combo(2).currentText() == "11"  # shows the game again
    choose(qtbot, panel.combo(3), 18)
    assert dock.message() == ""


def test_the_window_has_the_dock_beside_the_reserves_toggled_from_view(qtbot, tmp_path):
    from PySide6.QtWidgets import QMenu, QMessageBox

    from alhambra_gui.app.autosave import Autosave
    from alhambra_gui.app.session import GameSession
    from alhambra_gui.widgets.window.main_window import MainWindow

    window = MainWindow(GameSession(), Autosave(tmp_path / "appdata"))
    qtbot.addWidget(window)
    window.files.ask = lambda *args: QMessageBox.StandardButton.Discard
    assert window.modules_dock in window.tabifiedDockWidgets(window.reserves)
    view = window.menuBar().findChild(QMenu, "menu_view")
    toggle = window.modules_dock.toggleViewAction()
    assert toggle in view.actions() and toggle.text() == "&Modules"  # its letter in the menu only
    assert window.modules_dock.windowTitle() == "Modules"
    window.session.new_game(["Anna", "Ben"], modules=[bonus_cards.BonusCards.id])
    assert [type(p) for p in window.modules_dock.panels()] == [BonusCardsPanel]


def test_a_name_with_markup_is_shown_as_typed(qtbot, dock, session):
    session.new_game(["<i>Ann</i>", "Ben"], modules=[bonus_cards.BonusCards.id])
    panel = dock.panel(BonusCardsPanel)
    choose(qtbot, panel.holder_combo(PAVILION_8), "<i>Ann</i>")
    assert cards_of(session, "<i>Ann</i>") == {PAVILION_8}
    assert panel.state_text(PAVILION_8) == "tile not in <i>Ann</i>'s city"
    assert panel.state_label(PAVILION_8).textFormat() == Qt.TextFormat.PlainText


def test_hidden_behind_the_reserves_the_dock_builds_its_panels_when_shown(session, show_widget, qtbot):
    """Behind another dock it builds nothing (a game opened, a language switched); shown, it
    has the panels of the modules in play as they are now, changes made meanwhile included."""
    from alhambra_gui.widgets.modules.ui import ModulePanel

    dock = ModulesDock(session)
    qtbot.addWidget(dock)
    assert dock.findChildren(ModulePanel) == []
    session.modules.set_modules(IN_PLAY)  # while hidden
    assert dock.findChildren(ModulePanel) == []
    show_widget(dock, 470, 800)
    assert {type(panel) for panel in dock.findChildren(ModulePanel)} >= {
        BonusCardsPanel, CharactersPanel, ScoreCardsPanel}
    session.undo_stack.undo()  # shown: it follows at once
    assert dock.panels() == [] and dock.empty_label.isVisible()


def test_the_note_says_where_the_pieces_placed_on_buildings_go(dock, session):
    """With Extensions and Palace staff (a Designers' mix) the dock said only that nothing
    was kept here, and nothing in the window said how to put a servant or an extension on a
    building (seen in a real evening): the note names them and says how."""
    session.modules.set_modules(["extensions", "palace_staff"])
    assert dock.panels() == []
    text = dock.empty_label.text()
    assert "Extensions and Palace staff: put them on a building of the city with a right-click" in text
    session.modules.set_modules([])
    assert "right-click" not in dock.empty_label.text()
