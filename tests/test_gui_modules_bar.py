"""The modules bar above the city tabs and Game ▸ Modules…: the modules in play shown,
changed as one undoable step, with a question first when a module's state would go."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPoint, Qt
from PySide6.QtWidgets import QMessageBox

from alhambra_gui.app.autosave import Autosave
from alhambra_gui.app.session import GameSession
from alhambra_gui.engine import Game, Side
from alhambra_gui.engine.modules import (
    bonus_cards,
    building_sites,
    characters,
    city_gates,
    city_walls,
    new_score_cards,
    other_points,
    treasure_chamber,
)
from alhambra_gui.widgets.modules import losses as module_losses
from alhambra_gui.widgets.modules import modules_bar
from alhambra_gui.widgets.shared.action_ids import ActionId
from alhambra_gui.widgets.window.main_window import MainWindow

pytestmark = pytest.mark.gui
CHESTS, GATES, WALLS = treasure_chamber.TreasureChamber.id, city_gates.CityGates.id, city_walls.CityWalls.id
CARDS, SITES = bonus_cards.BonusCards.id, building_sites.BuildingSites.id
PEOPLE, SCORE_CARDS = characters.Characters.id, new_score_cards.NewScoreCards.id


@pytest.fixture
def window(qtbot, tmp_path):
    window = MainWindow(GameSession(), Autosave(tmp_path / "appdata"))
    qtbot.addWidget(window)
    window.asked = []

    def confirm(text: str) -> bool:
        window.asked.append(text)
        return window.answer

    window.answer = False
    window.modules_bar.confirm = confirm
    window.files.ask = lambda *args: QMessageBox.StandardButton.Discard  # closing at the end
    return window


def game_with_state() -> Game:
    """Anna: a pavilion with a chest and a wall piece, a seraglio joined by a gate; Ben holds
    a bonus card; the characters and the score cards are given out."""
    game = Game(["Anna", "Ben"], modules=[CHESTS, GATES, WALLS, CARDS, PEOPLE, SCORE_CARDS, SITES])
    pavilion = bonus_cards.cards(game.variant)[0]
    walled_west = next(t for t in game.variant.catalogue if t.walls.letters == "W")
    game.build("Anna", pavilion, (1, 0))
    treasure_chamber.set_chest(game, "Anna", (1, 0), True)
    city_walls.set_wall(game, "Anna", (1, 0), Side.E, True)
    city_gates.build_with_gate(game, "Anna", walled_west, (2, 0), Side.W)
    bonus_cards.set_card(game, "Ben", pavilion, True)
    characters.set_holders(game, characters.Holders("Anna", "tower", "Ben"))
    new_score_cards.set_cards(game, (4, 11, 17))
    return game


def test_the_bar_shows_the_modules_in_play_above_the_tabs(window):
    assert window.modules_bar.text() == "Alhambra · no expansion modules"
    window.session.new_game(["Anna", "Ben"], modules=[GATES, CHESTS])
    assert window.modules_bar.text() == "Alhambra · Modules: City gates and Treasure chamber"
    central = window.centralWidget().layout()
    assert central.indexOf(window.modules_bar) == 0 and central.indexOf(window.tabs) == 1


@pytest.mark.parametrize(("language", "expected"), [
    ("zh_TW", "阿爾罕布拉 · 模組：城門和寶庫"), ("de", "Alhambra · Module: Stadttore und Schatzkammer")])
def test_the_bar_lists_the_modules_as_the_language_lists_them(qtbot, tmp_path, language, expected):
    from tests import pseudo_l10n

    with pseudo_l10n.installed(pseudo_l10n.real_catalogue(tmp_path, language), language):
        session = GameSession()
        session.new_game(["Anna", "Ben"], modules=[GATES, CHESTS])
        bar = modules_bar.ModulesBar(session)
        qtbot.addWidget(bar)
        assert bar.text() == expected


def test_granada_has_no_change_button_and_no_modules_action(window):
    window.session.new_game(["Ana", "Bo"], variant="granada")
    assert window.modules_bar.text() == "Granada · played without expansion modules"
    assert not window.modules_bar.change_button.isVisibleTo(window)
    assert not window.action_map[ActionId.MODULES].isEnabled()
    window.session.new_game(["Ana", "Bo"])
    assert window.action_map[ActionId.MODULES].isEnabled()


def test_change_through_the_dialog_is_one_undoable_step(qtbot, window, monkeypatch):
    class Ticking(modules_bar.ModulesDialog):
        def exec(self) -> int:
            self.show()
            box = self.chooser.check_box(treasure_chamber.TreasureChamber)
            qtbot.mouseClick(box, Qt.MouseButton.LeftButton, pos=QPoint(box.height() // 2, box.height() // 2))
            qtbot.mouseClick(self.ok_button, Qt.MouseButton.LeftButton)
            return self.result()

    monkeypatch.setattr(modules_bar, "ModulesDialog", Ticking)
    window.session.new_game(["Anna", "Ben"], modules=[GATES])
    window.action_map[ActionId.MODULES].trigger()
    assert window.session.game.modules == (GATES, CHESTS)
    assert window.modules_bar.text().endswith("City gates and Treasure chamber")
    assert window.setup_checklist is not None and window.setup_checklist.isVisible()  # chests to put out
    assert window.session.undo_stack.undoText() == "Change the modules"
    window.action_map[ActionId.UNDO].trigger()
    assert window.session.game.modules == (GATES,)
    assert window.modules_bar.text() == "Alhambra · Modules: City gates"
    window.action_map[ActionId.REDO].trigger()
    assert window.modules_bar.text().endswith("City gates and Treasure chamber")


def test_taking_out_a_module_without_state_asks_nothing(window):
    window.session.new_game(["Anna", "Ben"], modules=[GATES, CHESTS])
    assert window.modules_bar.apply([GATES])
    assert window.asked == []
    assert window.session.game.modules == (GATES,)


def test_taking_out_a_module_with_state_asks_and_a_no_keeps_everything(window):
    window.session.replace_game(game_with_state())
    before = window.session.game.copy()
    assert not window.modules_bar.apply([GATES, WALLS, CARDS, PEOPLE, SCORE_CARDS, SITES])
    assert window.asked == [
        "Taking these modules out also removes what they hold in this game:\n"
        "• Treasure chamber: 1 chest\n\nEdit ▸ Undo brings it back."]
    assert window.session.game == before
    assert window.session.undo_stack.count() == 0


def test_a_yes_removes_the_state_and_undo_brings_it_back(window):
    window.session.replace_game(game_with_state())
    window.answer = True
    assert window.modules_bar.apply([GATES, WALLS])
    game = window.session.game
    assert not treasure_chamber.has_chest(game.player("Anna").city.marks((1, 0)))
    assert bonus_cards.held(game.player("Ben").state) == frozenset()
    assert window.modules_bar.text() == "Alhambra · Modules: City walls and City gates"
    window.session.undo_stack.undo()
    game = window.session.game
    assert treasure_chamber.has_chest(game.player("Anna").city.marks((1, 0)))
    assert characters.holders(game.state).city_watch == "Ben"
    assert window.modules_bar.text().startswith("Alhambra · Modules: New score cards, Bonus cards, ")


def test_every_module_says_what_would_go(qtbot):
    game = game_with_state()
    building_sites.set_site(game, "Anna", (2, 0), True)
    assert module_losses.losses(game, [other_points.OtherPoints.id]) == [
        "New score cards: the score cards 4, 11 and 17",
        "Bonus cards: 1 bonus card held",
        "City walls: 1 added wall piece",
        "City gates: 1 city gate",
        "Treasure chamber: 1 chest",
        "The Wise Man and the City Watch: the Wise Man held by Anna (Tower) and the City Watch held by Ben",
        "Building sites: 1 building site",
    ]
    assert module_losses.losses(game, game.modules) == []
    new_score_cards.set_cards(game, (None, 11, None))  # entered as the cards are turned up
    assert module_losses.losses(game, [other_points.OtherPoints.id])[0] == (
        "New score cards: 1 new score card entered")


def test_with_the_whole_box_the_bar_names_a_few_and_counts_the_rest(qtbot, window):
    """Every module in play: two lines at most above the city, all of them in the tooltip."""
    from alhambra_gui.app import labels
    from tests.benchmarks.frames import every_module

    window.session.new_game(["Anna", "Ben"], modules=every_module())
    window.resize(1152, 648)
    window.show()
    qtbot.waitExposed(window)
    names = [labels.module_name(m) for m in window.session.game.ruleset.modules]
    assert len(names) > modules_bar.LISTED_AT_MOST
    label = window.modules_bar.label
    assert window.modules_bar.text().endswith(f"{len(names) - modules_bar.NAMED_FIRST} more")
    assert all(name in window.modules_bar.text() for name in names[:modules_bar.NAMED_FIRST])
    assert names[-1] not in window.modules_bar.text()
    assert label.height() <= 2 * label.fontMetrics().lineSpacing() + 4
    assert all(name in label.toolTip() for name in names)
    window.session.new_game(["Anna", "Ben"], modules=[GATES, CHESTS])
    assert window.modules_bar.text() == "Alhambra · Modules: City gates and Treasure chamber"
    assert not label.toolTip()
