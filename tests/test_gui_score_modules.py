"""The scoreboard with expansion modules: a column per module term, explained like the rest."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt

from alhambra_gui.engine import Game
from alhambra_gui.widgets.score.score_model import COUNT_ROLE
from alhambra_gui.widgets.score.scoreboard import ScoreboardDock
from tests.module_games import MODULES, module_game

pytestmark = pytest.mark.gui

TIP = Qt.ItemDataRole.ToolTipRole
TYPES = ("pavilion", "seraglio", "arcades", "chambers", "garden", "tower")


@pytest.fixture
def make_dock(make_session, show_widget):
    def make(game: Game, width: int = 760) -> ScoreboardDock:
        return show_widget(ScoreboardDock(make_session(game)), width, 700, settle=True)

    return make


def headers(model) -> list[str]:
    return [model.headerData(c, Qt.Orientation.Horizontal) for c in range(model.columnCount())]


def cell(model, row, column, role=Qt.ItemDataRole.DisplayRole):
    return model.data(model.index(row, column), role)


def column_of(model, key: str) -> int:
    return next(c for c in range(model.columnCount()) if model.column_kind(c) == key)


def test_a_base_game_has_no_module_columns(make_dock):
    model = make_dock(module_game(())).score_model
    assert headers(model)[-3:] == ["Tower", "Wall", "Total"]
    assert model.term_columns() == []


@pytest.mark.parametrize(("modules", "titles"), [
    (["treasure_chamber"], ["Chests"]),
    (["characters"], ["City Watch"]),
    (["bonus_cards", "building_sites"], []),  # they act inside the building counts
    ([*MODULES, "other_points"], ["Chests", "City Watch", "Other"]),
])
def test_one_column_per_term_of_the_modules_in_play_between_wall_and_total(make_dock, modules, titles):
    game = module_game(modules)
    model = make_dock(game, 900).score_model  # wide enough for the full names and the types' symbols
    assert headers(model) == ["Player", "Pavilion", "Seraglio", "Arcades", "Chambers", "Garden",
                              "Tower", "Wall", *titles, "Total"]
    keys = [model.column_kind(c) for c in model.term_columns()]
    assert keys == list(game.ruleset.term_titles())


@pytest.mark.parametrize("round_", [1, 2, 3])
def test_module_cells_are_the_engines_points(make_dock, round_):
    game = module_game([*MODULES, "other_points"])
    dock = make_dock(game)
    dock.round_chooser.setCurrentIndex(round_ - 1)
    model = dock.score_model
    want = game.score(round_).to_dict()["players"]
    for row, player in enumerate(want):
        got = {model.column_kind(c): int(cell(model, row, c)) for c in model.term_columns()}
        assert got == player["modules"]
        assert int(cell(model, row, model.columnCount() - 1)) == player["total"]
        assert [int(cell(model, row, 1 + i)) for i in range(6)] == [
            player["buildings"][t] for t in TYPES]


def test_a_chest_cell_says_the_count_and_the_shared_place(qtbot, make_dock):
    dock = make_dock(module_game(MODULES))
    dock.round_chooser.setCurrentIndex(1)
    model = dock.score_model
    chests = column_of(model, "treasure_chamber")
    # What the user sees after clicking the cell is the same text as the tooltip.
    rect = dock.score_view.visualRect(model.index(0, chests))
    qtbot.mouseClick(dock.score_view.viewport(), Qt.MouseButton.LeftButton, pos=rect.center())
    assert dock.details_text() == cell(model, 0, chests, TIP)
    assert dock.details_text().splitlines() == [
        "Anna · Chests · scoring 2", "2 chests on the city's buildings",
        "Place 1 shared with Ben: (14 + 7) / 2 = 10"]
    assert cell(model, 2, chests, TIP).splitlines()[1:] == [
        "1 chest on the city's buildings", "Place 3: no points in scoring 2"]


def test_a_player_without_chests_has_no_rank(make_dock):
    game = module_game(["treasure_chamber"])
    game.player("Chen").city.take((1, 0))  # his only chest leaves with its tile
    model = make_dock(game).score_model
    tip = cell(model, 2, column_of(model, "treasure_chamber"), TIP)
    assert tip.splitlines()[1:] == ["0 chests on the city's buildings", "none counted, no rank"]


def test_the_city_watch_cell_shows_the_arithmetic(make_dock):
    dock = make_dock(module_game(["characters"]))
    model = dock.score_model
    watch = column_of(model, "city_watch")
    dock.select_cell(0, watch)
    assert dock.details_text().splitlines()[1] == "City Watch: longest wall 10 ÷ 3, rounded down = 3"
    assert cell(model, 0, watch) == "3"
    assert cell(model, 1, watch, TIP).splitlines()[1] == "does not hold the City Watch"


def test_building_cells_explain_their_parts(make_dock):
    dock = make_dock(module_game(MODULES))
    dock.round_chooser.setCurrentIndex(1)
    model = dock.score_model
    pavilion, tower = 1 + TYPES.index("pavilion"), 1 + TYPES.index("tower")
    assert cell(model, 2, pavilion, TIP).splitlines() == [
        "Chen · Pavilion · scoring 2", "2 tiles + 1 − 1 = 2", "  bonus card Pavilion 8: +1",
        "  building sites do not count: −1", "Place 1 alone: 8"]
    assert cell(model, 1, tower, TIP).splitlines() == [
        "Ben · Tower · scoring 2", "2 tiles + 0.5 = 2.5", "  the Wise Man: +0.5", "Place 2 alone: 6"]
    assert cell(model, 1, tower, COUNT_ROLE) == 2.5
    assert cell(model, 0, tower, TIP).splitlines()[1] == "3 tiles"  # no parts: as before


def test_the_total_adds_the_module_terms(make_dock):
    game = module_game([*MODULES, "other_points"])
    model = make_dock(game).score_model
    total = model.columnCount() - 1
    assert cell(model, 0, total, TIP).splitlines()[1] == (
        "Pavilion 0 + Seraglio 0 + Arcades 3 + Chambers 4 + Garden 2 + Tower 6 + wall 10 + Chests 3"
        " + City Watch 3 + Other 0 = 31")
    assert cell(model, 0, total) == str(game.score(1).players[0].total)


def test_other_points_now_are_none_until_the_scoring_is_recorded(make_dock):
    model = make_dock(module_game(["other_points"])).score_model
    other = column_of(model, "other_points")
    assert [cell(model, r, other) for r in range(3)] == ["0", "0", "0"]
    assert cell(model, 0, other, TIP).splitlines()[1] == (
        "none: other points are entered when the scoring is recorded")


def test_dirk_takes_no_part_in_the_module_terms(make_dock):
    game = Game(["Anna", "Ben"], dirk=True, modules=["treasure_chamber"])
    model = make_dock(game).score_model
    chests = column_of(model, "treasure_chamber")
    assert cell(model, 2, chests) == "–"
    assert cell(model, 2, chests, TIP) == "Dirk · Chests: Dirk takes no part"


def test_changing_the_modules_changes_the_columns_and_undo_brings_them_back(make_dock):
    dock = make_dock(module_game(["treasure_chamber"]))
    session, model = dock._session, dock.score_model
    session.modules.set_modules(["treasure_chamber", "characters"])
    assert headers(model)[-3:] == ["Chests", "City Watch", "Total"]
    session.undo_stack.undo()
    assert headers(model)[-2:] == ["Chests", "Total"]


@pytest.mark.parametrize("width", [530, 330])
def test_a_narrow_dock_with_module_columns_uses_letters_and_scrolls_only_when_it_must(
        make_dock, width):
    dock = make_dock(module_game([*MODULES, "other_points"]), width)
    view, model = dock.score_view, dock.score_model
    view._fit()
    assert model.compact
    assert headers(model)[1:7] == ["P", "S", "A", "C", "G", "T"]
    assert model.headerData(column_of(model, "city_watch"), Qt.Orientation.Horizontal) == "City\nWatch"
    header = view.horizontalHeader()
    shown = range(1, model.columnCount())
    if width == 530:  # a little wider than the right docks' first width (the types' headings
        # carry their symbols, issue 27): everything fits, nothing is cut
        assert not view.horizontalScrollBar().isVisible()
        assert sum(header.sectionSize(c) for c in shown) <= view.viewport().width()
    else:
        assert view.horizontalScrollBar().isVisible()
    for c in shown:  # every column at least as wide as its heading and cells need
        assert header.sectionSize(c) >= max(view.sizeHintForColumn(c), header.sectionSizeHint(c))
