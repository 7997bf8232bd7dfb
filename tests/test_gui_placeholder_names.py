"""Names and labels that hold placeholders ("%3", "%1%2", "A&B %2 %3 %n", a label "Camps
%2") show as typed everywhere: every text is filled in one pass (``labels.arg``), so what a
value holds is never filled in again. Before, a chain of ``.replace("%1", …)`` put the next
values into them ("A&B Pavilion 2 %n · Pavilion", "Camps +3 +3")."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt

from alhambra_gui.app.session import GameSession
from alhambra_gui.engine import Game, Tile, Walls
from alhambra_gui.engine.modules import characters, other_points
from alhambra_gui.widgets.modules import losses as module_losses
from alhambra_gui.widgets.score import export, record_guard
from alhambra_gui.widgets.score.record_models import HistoryModel, MajorityModel
from alhambra_gui.widgets.score.score_model import ScoreTableModel

pytestmark = pytest.mark.gui

NAMES = ["%3", "%1%2", "A&B %2 %3 %n"]
PAVILION_8 = Tile("pavilion", 8, Walls(""))
TOWER_13_E = Tile("tower", 13, Walls("E"))
TIP = Qt.ItemDataRole.ToolTipRole


@pytest.fixture
def game() -> Game:
    """The three names; "A&B %2 %3 %n" leads the pavilions, "%1%2" built a tower illegally."""
    game = Game(NAMES, modules=["characters", "other_points"])
    game.build(NAMES[2], PAVILION_8, (1, 0))
    game.build(NAMES[1], TOWER_13_E, (5, 5), force=True)
    characters.set_holders(game, characters.Holders(NAMES[2], "tower", NAMES[1]))
    return game


def test_undo_texts_name_the_players_as_typed(qtbot, game):
    session = GameSession(game)
    for name in NAMES:
        session.reserve(name, Tile("garden", 8, Walls("SW")) if name == NAMES[0] else
                        Tile("garden", 9, Walls("E")) if name == NAMES[1] else Tile("garden", 10, Walls("")))
        assert session.undo_stack.undoText().endswith(f" into {name}'s reserve")
    session.place(NAMES[2], Tile("garden", 10, Walls("")), (0, 1))
    assert session.undo_stack.undoText() == "Place Garden 10 at (0, 1) in A&B %2 %3 %n's city"


def test_explanations_and_the_majorities_leader_name_the_player_as_typed(qtbot, game):
    session = GameSession(game)
    table = ScoreTableModel(session)
    row = [table.name_at(r) for r in range(table.rowCount())].index(NAMES[2])
    total = table.columnCount() - 1
    assert table.data(table.index(row, total), TIP).splitlines()[0] == "A&B %2 %3 %n · total in scoring 1"
    majorities = MajorityModel(session)
    majorities.refresh()
    pavilions = next(r for r in range(majorities.rowCount())
                     if majorities.headerData(r, Qt.Orientation.Vertical) == "Pavilion")
    assert majorities.data(majorities.index(pavilions, 1)) == "A&B %2 %3 %n (1)"
    standing = majorities.data(majorities.index(pavilions, 2 + 2), TIP)
    assert standing.startswith("A&B %2 %3 %n leads alone with 1 tile")


def test_the_record_warning_names_the_player_as_typed(qtbot, game):
    found = record_guard.concerns(game, None)
    assert "%1%2's city breaks the building rules (problems shown in red: 1)." in found


def test_the_module_removal_question_names_the_holders_as_typed(qtbot, game):
    lost = module_losses.losses(game, ["other_points"])
    assert lost == ["The Wise Man and the City Watch: the Wise Man held by A&B %2 %3 %n (Tower) and the "
                    "City Watch held by %1%2"]


def test_captions_and_other_points_labels_show_as_typed(qtbot, game):
    session = GameSession(game)
    assert export._city_caption(game, NAMES[2]).startswith("A&B %2 %3 %n: 1 tile, wall ")
    session.record_scoring(1, other_points.inputs([(NAMES[0], "Camps %2", 3), (NAMES[1], "%1%2", -2)], game))
    history = HistoryModel(session)
    history.refresh()
    assert history.data(history.index(0, 1), TIP).splitlines()[1] == "other points included: Camps %2 +3"
    assert history.data(history.index(1, 1), TIP).splitlines()[1] == "other points included: %1%2 −2"


def test_the_overview_and_the_city_page_name_the_player_as_typed(qtbot, game, show_widget):
    from alhambra_gui.widgets.city.city_page import CityPage
    from alhambra_gui.widgets.city.overview import OverviewWidget

    session = GameSession(game)
    overview = show_widget(OverviewWidget(session), settle=True)
    card = overview.card(NAMES[2])
    assert card is not None
    assert card.toolTip() == "Open A&B %2 %3 %n's city"
    assert card.title_text().endswith(">A&amp;B %2 %3 %n</b>  Longest wall: 0")  # escaped rich text
    page = show_widget(CityPage(session, NAMES[1]), exposed=True)
    tips = [item.toolTip() for item in page.view.city_scene().items() if item.toolTip()]
    assert any(tip.startswith("Tower 13 (walls E):") for tip in tips)  # its problem, by the tile
