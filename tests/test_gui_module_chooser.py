"""Choosing the expansion modules in File ▸ New Game: grouped by box, each with its line,
disabled for Granada, and the chosen modules are the new game's."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPoint, Qt
from PySide6.QtWidgets import QGroupBox

from alhambra_gui.app.session import GameSession
from alhambra_gui.engine.modules import (
    bonus_cards,
    characters,
    city_gates,
    other_points,
    registry,
    treasure_chamber,
)
from alhambra_gui.widgets.dialogs import new_game_dialog
from alhambra_gui.widgets.dialogs.new_game_dialog import NewGameDialog
from alhambra_gui.widgets.modules.module_chooser import ModuleChooser
from alhambra_gui.widgets.shared.action_ids import ActionId
from alhambra_gui.widgets.window.main_window import MainWindow

pytestmark = pytest.mark.gui
CLICK = Qt.MouseButton.LeftButton


@pytest.fixture
def dialog(qtbot):
    widget = NewGameDialog()
    qtbot.addWidget(widget)
    widget.show()
    return widget


def tick(qtbot, check) -> None:
    """Click a check box on its box (a real click in its middle may land beside its text)."""
    qtbot.mouseClick(check, CLICK, pos=QPoint(check.height() // 2, check.height() // 2))


def group_titles(chooser: ModuleChooser) -> list[str]:
    return [g.title() for g in chooser.findChildren(QGroupBox)]


def test_modules_are_grouped_by_box_in_box_order_with_any_other_last(qtbot):
    chooser = ModuleChooser()
    qtbot.addWidget(chooser)
    assert group_titles(chooser) == [
        "1: The Vizier's Favour", "2: The City Gates", "3: The Thief's Turn",
        "4: The Treasure Chamber", "5: Power of the Sultan", "6: The Falconers", "Queenie",
        "Designers' Edition", "The Red Palace", "The New Market", "Mega Box", "Fan modules",
        "Any other module"]
    box_two = chooser.findChild(QGroupBox, "moduleBox2")
    names = [chooser.check_box(kind).text() for kind in (city_gates.CityGates, characters.Characters)]
    assert names == ["City gates", "The Wise Man and the City Watch"]
    assert box_two.isAncestorOf(chooser.check_box(characters.Characters))
    last = chooser.findChild(QGroupBox, "moduleBox0")
    assert last.isAncestorOf(chooser.check_box(other_points.OtherPoints))


def test_each_module_says_how_it_scores_beside_its_box(qtbot, dialog):
    chooser = dialog.module_chooser
    kinds = {m.id: chooser.kind_label(type(m)).text() for m in registry.all_modules()}
    assert kinds["falconers"] == "typed figures"
    assert kinds["thieves"] == "no scoring"
    assert kinds["camps"] == "computed from the city"
    assert kinds["other_points"] == "typed figures"  # typed with each scoring, never counted
    assert all(chooser.kind_label(type(m)).isVisibleTo(dialog) for m in registry.all_modules())
    box_six = chooser.findChild(QGroupBox, "moduleBox6")
    assert box_six.isAncestorOf(chooser.check_box(type(registry.module("falconers"))))


def test_every_module_shows_its_line_not_only_a_tooltip(qtbot, dialog):
    chooser = dialog.module_chooser
    for module in registry.all_modules():
        line = chooser.summary_label(type(module))
        assert line.text() == module.summary
        assert line.isVisibleTo(dialog)
        assert line.textFormat() == Qt.TextFormat.PlainText
    assert "chests" in chooser.summary_label(treasure_chamber.TreasureChamber).text()


def test_clicked_modules_are_in_the_result_in_the_registry_order(qtbot, dialog):
    chooser = dialog.module_chooser
    tick(qtbot, chooser.check_box(treasure_chamber.TreasureChamber))
    tick(qtbot, chooser.check_box(bonus_cards.BonusCards))
    assert dialog.result_values()[4] == [bonus_cards.BonusCards.id, treasure_chamber.TreasureChamber.id]
    tick(qtbot, chooser.check_box(bonus_cards.BonusCards))
    assert dialog.modules() == [treasure_chamber.TreasureChamber.id]


def test_granada_disables_the_modules_with_a_note_and_alhambra_brings_them_back(qtbot, dialog):
    chooser = dialog.module_chooser
    tick(qtbot, chooser.check_box(city_gates.CityGates))
    dialog.variant_combo.setCurrentIndex(dialog.variant_combo.findData("granada"))
    assert not chooser.check_box(city_gates.CityGates).isEnabled()
    assert chooser.note_label.isVisibleTo(dialog)
    assert "Granada is played without them" in chooser.note_label.text()
    assert dialog.result_values()[3:] == ("granada", [])
    dialog.variant_combo.setCurrentIndex(dialog.variant_combo.findData("alhambra"))
    assert chooser.check_box(city_gates.CityGates).isEnabled()
    assert not chooser.note_label.isVisibleTo(dialog)
    assert dialog.modules() == [city_gates.CityGates.id]  # the choice was kept


def test_the_dialog_fits_a_720_pixel_screen_with_six_players(qtbot, dialog):
    for _ in range(4):
        qtbot.mouseClick(dialog.add_button, CLICK)
    hint = dialog.sizeHint()
    assert hint.height() <= 680 and hint.width() <= 1200
    dialog.resize(hint)
    dialog.layout().activate()
    bottom = dialog.name_edit(5).mapTo(dialog, QPoint(0, dialog.name_edit(5).height()))
    assert 0 < bottom.y() < dialog.buttons.y()


def test_a_new_game_with_modules_through_the_dialogs_check_boxes_and_ok(qtbot, tmp_path, monkeypatch):
    class Answering(NewGameDialog):
        """Clicks the way a user would while the dialog is open, then presses OK."""

        def exec(self) -> int:
            self.show()
            chooser = self.module_chooser
            for kind in (city_gates.CityGates, treasure_chamber.TreasureChamber):
                tick(qtbot, chooser.check_box(kind))
            qtbot.mouseClick(self.ok_button, CLICK)
            return self.result()

    monkeypatch.setattr(new_game_dialog, "NewGameDialog", Answering)
    from alhambra_gui.app.autosave import Autosave

    window = MainWindow(GameSession(), Autosave(tmp_path / "appdata"))
    qtbot.addWidget(window)
    window.action_map[ActionId.NEW].trigger()
    game = window.session.game
    assert game.modules == (city_gates.CityGates.id, treasure_chamber.TreasureChamber.id)
    assert game.names == ["Player 1", "Player 2"]


def test_typing_in_the_filter_keeps_the_modules_it_names(qtbot, dialog):
    """Forty-six modules in a dozen boxes, the box's heading scrolled out of sight: typing a
    word keeps the modules whose name, line, kind or box hold it; a chosen module hidden by
    the filter stays chosen; a word that matches nothing says so."""
    from alhambra_gui.engine.modules import palace_staff

    chooser = dialog.module_chooser
    tick(qtbot, chooser.check_box(bonus_cards.BonusCards))
    qtbot.keyClicks(chooser.filter_edit, "servant")
    shown = [module_id for module_id, check in chooser._boxes.items() if check.isVisibleTo(chooser)]
    assert shown == [palace_staff.PalaceStaff.id]
    boxes = [g for g in chooser.findChildren(QGroupBox) if g.isVisibleTo(chooser)]
    assert [g.title() for g in boxes] == ["Designers' Edition"]
    assert chooser.selected() == [bonus_cards.BonusCards.id]  # hidden, still chosen
    chooser.filter_edit.clear()
    assert all(check.isVisibleTo(chooser) for check in chooser._boxes.values())
    qtbot.keyClicks(chooser.filter_edit, "designers computed")  # every word, anywhere
    shown = {module_id for module_id, check in chooser._boxes.items() if check.isVisibleTo(chooser)}
    assert palace_staff.PalaceStaff.id in shown and len(shown) >= 4
    chooser.filter_edit.setText("zzz")
    assert chooser.none_label.isVisibleTo(chooser) and "zzz" in chooser.none_label.text()
