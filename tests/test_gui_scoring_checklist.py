"""The scoreboard's checklist before a scoring folds to one line when it is long (so that the
score table below keeps its rows in sight), opens and folds again by a click or a key, keeps
the player's choice, and says in any language and theme what it holds."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QCoreApplication, Qt

from alhambra_gui.app import settings
from alhambra_gui.widgets.modules.reminders import FOLDED_PAST
from alhambra_gui.widgets.paint.tones import contrast
from alhambra_gui.widgets.score.scoreboard import ScoreboardDock
from tests import pseudo_l10n
from tests.module_games import MODULES, module_game
from tests.test_gui_dark_palette import ENOUGH, dark, ground  # noqa: F401 - ``dark`` is a fixture

pytestmark = pytest.mark.gui

MANY = [*MODULES, "other_points"]  # five things to check
FEW = ["treasure_chamber", "characters"]


@pytest.fixture
def make_dock(make_session, show_widget):
    def make(modules: list[str]) -> ScoreboardDock:
        return show_widget(ScoreboardDock(make_session(module_game(modules))), 470, 700, settle=True)

    return make


def test_a_long_checklist_starts_folded_to_one_line_that_counts_it(make_dock):
    assert len(MANY) > FOLDED_PAST
    reminder = make_dock(MANY).reminder
    assert reminder.isVisible() and reminder.is_folded() and not reminder.items.isVisible()
    assert reminder.toggle.text() == f"Before scoring 1, check {len(MANY)} things"
    assert reminder.toggle.arrowType() == Qt.ArrowType.RightArrow
    for line in reminder.text().splitlines()[1:]:  # every thing to check, in its tooltip
        assert line in reminder.toggle.toolTip()
    assert reminder.height() < 2.5 * reminder.toggle.sizeHint().height()


def test_a_short_checklist_starts_open(make_dock):
    reminder = make_dock(FEW).reminder
    assert not reminder.is_folded() and reminder.items.isVisible()
    assert reminder.toggle.text() == "Before scoring 1, check:"
    assert reminder.items.text().splitlines() == reminder.text().splitlines()[1:]
    assert len(reminder.items.text().splitlines()) == len(FEW)


def test_a_click_opens_it_a_key_folds_it_and_the_choice_is_kept(qtbot, make_dock):
    reminder = make_dock(MANY).reminder
    qtbot.mouseClick(reminder.toggle, Qt.MouseButton.LeftButton)
    assert not reminder.is_folded() and reminder.items.isVisible()
    assert reminder.toggle.arrowType() == Qt.ArrowType.DownArrow
    assert len(reminder.items.text().splitlines()) == len(MANY)
    assert settings.scoring_checklist.get() == "open"
    assert not make_dock(MANY).reminder.is_folded()  # the next game, the next start
    reminder.toggle.setFocus()
    qtbot.keyClick(reminder.toggle, Qt.Key.Key_Space)
    assert reminder.is_folded() and settings.scoring_checklist.get() == "folded"
    assert make_dock(FEW).reminder.is_folded()  # folded by choice, however short


def test_the_checklist_follows_the_game_and_words_itself_again(tmp_path, make_dock):
    dock = make_dock(MANY)
    reminder = dock.reminder
    dock._session.record_scoring()
    assert reminder.toggle.text() == f"Before scoring 2, check {len(MANY)} things"
    qm = pseudo_l10n.real_catalogue(tmp_path, "de")
    with pseudo_l10n.installed(qm, "de"):
        QCoreApplication.processEvents()
        assert reminder.toggle.text() == QCoreApplication.translate(
            "", "Before scoring %1, check %n thing(s)", "", len(MANY)).replace("%1", "2")
        assert reminder.toggle.text() != f"Before scoring 2, check {len(MANY)} things"


def test_the_fold_button_reads_on_the_box_in_the_dark_theme(dark, make_dock):  # noqa: F811
    reminder = make_dock(MANY).reminder
    button = reminder.toggle
    assert contrast(button.palette().color(button.foregroundRole()), ground(reminder)) >= ENOUGH
