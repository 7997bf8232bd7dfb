"""The scoreboard dock: the live table through its model, explanations, recording, winners."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication

from alhambra_gui.engine import Game, Player, RecordedScoring
from alhambra_gui.widgets.score.score_model import COUNT_ROLE
from alhambra_gui.widgets.score.scoreboard import ScoreboardDock
from tests.questions import answer

TYPES = ("pavilion", "seraglio", "arcades", "chambers", "garden", "tower")
TIP = Qt.ItemDataRole.ToolTipRole


@pytest.fixture
def make_dock(show_widget):
    def make(session):  # the columns are fitted once the event loop runs: settle
        return show_widget(ScoreboardDock(session), 620, 700, settle=True)

    return make


def cell(model, row, column, role=Qt.ItemDataRole.DisplayRole):
    return model.data(model.index(row, column), role)


def table(model):
    return [[cell(model, r, c) for c in range(model.columnCount())] for r in range(model.rowCount())]


def expected_rows(expected_round):
    rows = [[p["name"], *(str(p["buildings"][t]) for t in TYPES), str(p["wall"]), str(p["total"])]
            for p in expected_round["players"]]
    dirk = expected_round["dirk"]
    if dirk:
        rows.append(["Dirk", *(str(dirk["buildings"][t]) for t in TYPES), "–", str(dirk["total"])])
    return rows


@pytest.mark.parametrize("round_", [1, 2, 3])
def test_table_matches_the_dirk_example(make_dock, dirk_session, expected, round_):
    dock = make_dock(dirk_session)
    dock.round_chooser.setCurrentIndex(round_ - 1)
    model = dock.score_model
    assert model.round == round_
    assert (model.rowCount(), model.columnCount()) == (3, 9)
    assert table(model) == expected_rows(expected("two-players-dirk")[f"score --round {round_}"])
    assert [model.headerData(c, Qt.Orientation.Horizontal) for c in range(9)] == [
        "Player", "Pavilion", "Seraglio", "Arcades", "Chambers", "Garden", "Tower", "Wall", "Total"]


@pytest.mark.parametrize("round_", [1, 2, 3])
def test_table_matches_the_three_player_example(make_dock, session, expected, round_):
    dock = make_dock(session)
    dock.round_chooser.setCurrentIndex(round_ - 1)
    assert table(dock.score_model) == expected_rows(expected("three-players")[f"score --round {round_}"])
    assert dock.score_view.model().rowCount() == 3  # no Dirk row


def test_round_chooser_defaults_to_the_next_due(make_dock, session):
    session.record_scoring()
    dock = make_dock(session)
    assert dock.round_chooser.currentIndex() == 1
    assert dock.score_model.round == 2
    assert dock.record_button.text() == "&Record scoring 2"


def test_recording_a_scoring_scores_the_next_one_once(make_dock, session, expected, monkeypatch):
    """The table follows the next scoring due after a recording: the session's game is scored
    for it once (not for the old round, then again for the new one), and the table shows it."""
    dock = make_dock(session)
    from alhambra_gui.engine import game_scoring

    scored: list[int] = []
    real_score = game_scoring.score  # every scoring of the game, recorded or shown, comes here
    monkeypatch.setattr(game_scoring, "score", lambda game, rules, round_, *rest: scored.append(round_) or
                        real_score(game, rules, round_, *rest))
    session.record_scoring()
    assert dock.round_chooser.currentIndex() == 1 and dock.score_model.round == 2
    assert scored.count(2) == 1 and len(scored) == 2  # the recording's scoring 1, the table's 2
    assert table(dock.score_model) == expected_rows(expected("three-players")["score --round 2"])


def test_shared_place_explained(qtbot, make_dock, dirk_session):
    dock = make_dock(dirk_session)
    dock.round_chooser.setCurrentIndex(2)
    model = dock.score_model
    tower = TYPES.index("tower") + 1
    tip = cell(model, 1, tower, TIP)
    assert tip.splitlines() == ["Ben · Tower · scoring 3", "1 tile",
                                "Place 2 shared with Dirk: (13 + 6) / 2 = 9"]
    assert cell(model, 1, tower, COUNT_ROLE) == 1
    assert cell(model, 0, tower, TIP).endswith("Place 1 alone: 21")
    # the details pane explains the cell the user clicks
    rect = dock.score_view.visualRect(model.index(1, tower))
    qtbot.mouseClick(dock.score_view.viewport(), Qt.MouseButton.LeftButton, pos=rect.center())
    assert dock.details_text() == tip


def test_zero_count_wall_and_total_explained(make_dock, session):
    dock = make_dock(session)
    dock.round_chooser.setCurrentIndex(0)
    model = dock.score_model
    # Chen has no pavilion; Anna's pavilion 2nd place in scoring 1 earns nothing
    assert cell(model, 2, 1, TIP).splitlines()[-1] == "no tile, no rank"
    assert cell(model, 1, 1, TIP).splitlines()[-1] == "Place 2: no points in scoring 1"
    assert cell(model, 0, 8 - 1, TIP) == "longest outer wall: 6 segments = 6 points"
    assert cell(model, 0, 8, TIP).splitlines()[-1] == (
        "Pavilion 1 + Seraglio 0 + Arcades 0 + Chambers 0 + Garden 2 + Tower 0 + wall 6 = 9")
    # a shared first place in scoring 1 that rounds down
    assert cell(model, 0, 5, TIP).splitlines()[-1] == "Place 1 shared with Chen: (5 + 0) / 2 = 2"


def test_dirk_row_explains_his_missing_wall(make_dock, dirk_session):
    model = make_dock(dirk_session).score_model
    assert cell(model, 2, 0) == "Dirk"
    assert cell(model, 2, 7, TIP) == "Dirk has no city and no wall"
    assert cell(model, 2, 4, TIP).splitlines()[-1] == "Place 1 alone: 4"


def test_table_follows_city_changes_and_undo(make_dock, session):
    dock = make_dock(session)
    dock.round_chooser.setCurrentIndex(0)
    anna_total = cell(dock.score_model, 0, 8)
    city = session.game.player("Anna").city
    cell_, tile = next(iter(city))
    session.unbuild("Anna", cell_, force=True)
    assert session.game.player("Anna").city.get(cell_) is None
    assert cell(dock.score_model, 0, 8) == str(session.game.score(1).players[0].total)
    session.undo_stack.undo()
    assert cell(dock.score_model, 0, 8) == anna_total
    assert session.game.player("Anna").city.get(cell_) == tile



def test_an_edit_keeps_the_selected_cell_and_announces_only_the_cells_it_changed(make_dock, session):
    """Issue 17 (item 7): a table of the same shape is not reset by an edit: the selection
    stays where the user put it (nothing restores it by hand), the changed cells are
    announced one by one and the explanation follows the new numbers."""
    dock = make_dock(session)
    model, view = dock.score_model, dock.score_view
    total = model.columnCount() - 1
    dock.select_cell(0, total)
    before = cell(model, 0, total)
    resets, changed = [], []
    model.modelReset.connect(lambda: resets.append(True))
    model.dataChanged.connect(lambda first, last, *_: changed.append(
        (first.row(), first.column(), last.row(), last.column())))
    picks = []
    view.selectionModel().currentChanged.connect(lambda *_: picks.append(True))
    tile = next(t for t in session.game.player("Anna").reserve if t.type == "arcades")
    session.place("Anna", tile, (0, 2))  # her arcades 6 from the reserve
    assert not resets and not picks  # the same table: nothing reset, the selection untouched
    assert (view.currentIndex().row(), view.currentIndex().column()) == (0, total)
    assert view.selectionModel().isSelected(model.index(0, total))
    assert cell(model, 0, total) != before
    assert changed and all((a, b) == (c, d) for a, b, c, d in changed)  # one cell each
    assert (0, total, 0, total) in changed
    assert dock.details_text() == model.explanation(model.index(0, total))
    assert cell(model, 0, total) in dock.details_text()
    session.new_game(["Ana", "Bo", "Cy", "Di"])  # another table: reset, nothing selected
    assert resets and not view.currentIndex().isValid()
    assert dock.details_text() == "Select a cell to see how its points come about."

def test_record_scoring_and_undo(qtbot, make_dock, session):
    dock = make_dock(session)
    before = session.game.score(1).points()
    qtbot.mouseClick(dock.record_button, Qt.MouseButton.LeftButton)
    assert [s.round for s in session.game.scorings] == [1]
    assert session.game.scorings[0].points == before
    history = dock.history_model
    assert [cell(history, r, 1) for r in range(3)] == ["9", "9", "18"]
    assert [cell(history, r, 2) for r in range(3)] == ["–", "–", "–"]
    assert [cell(history, r, 5) for r in range(3)] == ["2", "2", "1"]
    assert dock.round_chooser.currentIndex() == 1
    assert dock.record_action.text() == "&Record scoring 2"
    session.undo_stack.undo()
    assert session.game.scorings == []
    assert [cell(history, r, 1) for r in range(3)] == ["–", "–", "–"]
    assert dock.record_button.text() == "&Record scoring 1"


def test_winner_announced_after_the_third_scoring(qtbot, make_dock, dirk_session):
    dock = make_dock(dirk_session)
    qtbot.mouseClick(dock.record_button, Qt.MouseButton.LeftButton)  # Dirk has his 6
    qtbot.mouseClick(dock.record_button, Qt.MouseButton.LeftButton)
    assert "Dirk has not received" in answer(qtbot, dock.pending_question)  # recorded anyway
    assert dock.winners_text() == ""
    qtbot.mouseClick(dock.record_button, Qt.MouseButton.LeftButton)
    text = answer(qtbot, dock.pending_question)
    assert "1. Anna — 172 points\n2. Ben — 100 points\nDirk — " in text
    assert text.endswith("Anna wins with 172 points.")
    assert dirk_session.game.winners() == ["Anna"]
    assert dock.winners_text() == "Anna wins with 172 points"
    assert not dock.record_button.isEnabled()
    assert not dock.record_action.isEnabled()
    rows = [[cell(dock.history_model, r, c) for c in range(6)] for r in range(3)]
    assert rows == [["Anna", "22", "53", "97", "172", "1"], ["Ben", "6", "27", "67", "100", "2"],
                    ["Dirk", "4", "15", "42", "61", "–"]]
    assert dock.chart.series()["Anna"] == [0, 22, 75, 172]
    dirk_session.undo_stack.undo()
    assert dock.winners_text() == ""


def test_a_tie_shares_the_victory_and_dirk_cannot_win(make_dock, qtbot):
    from alhambra_gui.app.session import GameSession

    scorings = [RecordedScoring(1, {"Anna": 10, "Ben": 20, "Dirk": 90}),
                RecordedScoring(2, {"Anna": 30, "Ben": 20, "Dirk": 90}),
                RecordedScoring(3, {"Anna": 40, "Ben": 40, "Dirk": 90})]
    session = GameSession()
    session.replace_game(Game([Player("Anna"), Player("Ben")], dirk=True, scorings=scorings))
    dock = make_dock(session)
    assert dock.winners_text() == "Anna and Ben share the victory with 80 points each"
    assert [cell(dock.history_model, r, 5) for r in range(3)] == ["1", "1", "–"]
    assert cell(dock.history_model, 2, 5, TIP) == "Dirk's points are shown, but he cannot win"


def test_majority_overview_in_the_dock(make_dock, session):
    dock = make_dock(session)
    model = dock.majority_model
    assert model.rowCount() == 6
    assert [model.headerData(c, Qt.Orientation.Horizontal) for c in range(5)] == [
        "Building", "Leader", "Anna", "Ben", "Chen"]
    assert cell(model, 0, 1) == "Anna (2)"
    assert cell(model, 0, 2) == "2\nleads by 1"
    assert cell(model, 0, 3) == "1\nshare +1\nlead +2"
    assert cell(model, 0, 3, TIP) == "Ben has 1 tile: 1 more to share the lead, 2 more to lead alone"
    chambers = TYPES.index("chambers")
    assert cell(model, chambers, 1) == "Ben and Chen (3)"
    assert cell(model, chambers, 3) == "3\nshares the lead"
    assert cell(model, chambers, 3, TIP) == (
        "Ben shares the lead with Chen at 3 tiles; one more tile to lead alone")
    # a change in a city moves the overview
    anna = session.game.player("Anna").city
    target = next(c for c, t in anna if t.type == "pavilion")
    session.unbuild("Anna", target, force=True)
    assert cell(model, 0, 1) == "Anna and Ben (1)"


def test_menu_actions_have_names(make_dock, session):
    actions = make_dock(session).menu_actions()
    assert [a.objectName() for a in actions] == [
        "actionRecordScoring", "actionRecordWith_other_points", "actionRecordWith_palace_staff",
        "actionEndOfGame", "actionExportCsv",
        "actionExportPdf", "actionExportCityPng", "actionPrintScoreSheet"]
    actions[0].trigger()
    assert len(session.game.scorings) == 1


def test_dock_screenshots(make_dock, dirk_session, tmp_path):
    from PySide6.QtWidgets import QApplication

    dock = make_dock(dirk_session)
    dirk_session.record_scoring()
    dock.select_cell(1, 6)
    QApplication.processEvents()
    mid = dock.grab()
    assert mid.save(str(tmp_path / "dock-mid.png"))
    assert dock.details_text().splitlines()[0] == "Ben · Tower · scoring 2"
    for _ in range(2):
        dirk_session.record_scoring()
    dock.tabs.setCurrentIndex(2)
    QApplication.processEvents()
    assert dock.grab().save(str(tmp_path / "dock-final.png"))
    assert (mid.width(), mid.height()) == (620, 700)


def test_granada_columns_and_multiplied_points(make_dock):
    from alhambra_gui.app.session import GameSession
    from alhambra_gui.engine import Tile

    game = Game(["A", "B", "C"], variant="granada")
    for name, values in {"A": [11, 4, 3], "B": [6, 5, 2], "C": [7]}.items():
        for x, value in enumerate(values, start=1):
            game.player(name).city.put((x, 0), Tile("library", value))
    session = GameSession()
    session.replace_game(game)
    dock = make_dock(session)
    model = dock.score_model
    assert model.columnCount() == 9 + 3
    assert model.headerData(10, Qt.Orientation.Horizontal) == "Moat"
    library = list(game.variant.type_ids).index("library") + 1
    header = model.headerData(library, Qt.Orientation.Horizontal)
    assert header == ("Li" if model.compact else "Library")
    assert "Library" in model.headerData(library, Qt.Orientation.Horizontal, TIP)
    assert [cell(model, r, library) for r in range(3)] == ["7", "0", "0"]
    assert cell(model, 0, library, TIP).splitlines()[2:] == [
        "Place 1: 1 × 7 tiles of this type in all cities = 7",
        "same count as B: the highest tile decides"]
    dock.round_chooser.setCurrentIndex(2)
    assert [cell(model, r, library) for r in range(3)] == ["21", "14", "7"]
    assert cell(dock.majority_model, library - 1, 3) == "3\nlead +1"


def test_a_five_player_game_from_first_to_final_scoring(qtbot, make_dock):
    from alhambra_gui.app.session import GameSession
    from alhambra_gui.engine import get_variant

    catalogue = iter(get_variant().catalogue)
    names = ["Anna", "Ben", "Chen", "Dana", "Emil"]
    session = GameSession()
    session.new_game(names)
    dock = make_dock(session)
    assert dock.score_model.rowCount() == 5 and dock.dirk_panel.isHidden()
    for round_ in (1, 2, 3):
        for i, name in enumerate(names):  # everyone builds a row of tiles eastwards, forced
            x = len(session.game.player(name).city) + 1
            for _ in range(i + round_ - 1):
                session.place(name, next(catalogue), (x, 0), force=True)
                x += 1
        expected_points = session.game.score(round_).points()
        qtbot.mouseClick(dock.record_button, Qt.MouseButton.LeftButton)
        assert "breaks the building rules" in answer(qtbot, dock.pending_question)  # forced rows
        assert session.game.scorings[-1].points == expected_points
        assert [int(cell(dock.history_model, r, round_)) for r in range(5)] == [
            expected_points[n] for n in names]
    assert session.game.winners() == ["Emil"]
    assert dock.winners_text() == "Emil wins with 98 points"
    assert [cell(dock.history_model, r, 4) for r in range(5)] == ["10", "34", "30", "79", "98"]
    assert [cell(dock.history_model, r, 5) for r in range(5)] == ["5", "3", "4", "2", "1"]


def test_names_stay_in_the_row_header_of_a_narrow_dock(qtbot, make_dock, dirk_session):
    from PySide6.QtWidgets import QApplication

    dock = make_dock(dirk_session)
    view, model = dock.score_view, dock.score_model
    assert view.isColumnHidden(0)
    assert [model.headerData(r, Qt.Orientation.Vertical) for r in range(3)] == ["Anna", "Ben", "Dirk"]
    assert not model.headerData(0, Qt.Orientation.Vertical, Qt.ItemDataRole.DecorationRole).isNull()
    dock.resize(330, 700)
    QApplication.processEvents()
    wide_enough = view.horizontalHeader().sectionResizeMode(1) == view.horizontalHeader().ResizeMode.Stretch
    assert not wide_enough  # the columns keep their natural width and scroll
    dock.resize(900, 700)
    QApplication.processEvents()
    assert view.horizontalHeader().sectionResizeMode(1) == view.horizontalHeader().ResizeMode.Stretch
    dirk_session.record_scoring()
    assert view.isColumnHidden(0)  # still hidden after the model was reset


def test_the_row_header_makes_each_colour_s_swatch_once(make_dock, dirk_session):
    """Issue 31: the row header asks for the names' colour swatches whenever it measures or
    paints (some fifty times an open of six players); each colour's picture is made once."""
    model = make_dock(dirk_session).score_model
    decoration = Qt.ItemDataRole.DecorationRole
    swatches = [model.headerData(r, Qt.Orientation.Vertical, decoration) for r in range(3)]
    again = [model.headerData(r, Qt.Orientation.Vertical, decoration) for r in range(3)]
    assert [s.cacheKey() for s in again] == [s.cacheKey() for s in swatches]  # the same pictures
    assert len({s.cacheKey() for s in swatches}) == 3  # Anna's, Ben's and Dirk's colours
    assert [s.toImage().pixelColor(6, 6).name() for s in swatches] == [
        model.data(model.index(r, 0), decoration).name() for r in range(3)]


def test_a_narrow_dock_heads_the_types_with_their_letters(make_dock, dirk_session):
    dock = make_dock(dirk_session)
    table = dock.score_view
    model = dock.score_model
    dock.resize(1400, 700)
    QApplication.processEvents()
    table._fit()
    assert not model.compact
    assert model.headerData(1, Qt.Orientation.Horizontal) == "Pavilion"
    for width in range(600, 200, -10):  # narrower until the names no longer fit
        dock.resize(width, 700)
        QApplication.processEvents()
        table._fit()
        if model.compact:
            break
    assert model.compact and not model.symbols_only  # (narrower still: the symbols alone)
    assert model.headerData(1, Qt.Orientation.Horizontal) == "P"
    assert "Pavilion" in model.headerData(1, Qt.Orientation.Horizontal, TIP)


def test_the_tables_show_the_game_they_were_made_from_until_they_are_refreshed(dirk_session):
    """A view may ask a model while the session already holds a new game (a Granada game's
    palette laid out before the scoreboard heard of it; found by the random actions): the
    model answers from the game it was made from, never half from the new one."""
    from alhambra_gui.widgets.score.record_models import HistoryModel, MajorityModel
    from alhambra_gui.widgets.score.score_model import ScoreTableModel

    dirk_session.game.record_scoring(1)
    models = [ScoreTableModel(dirk_session), HistoryModel(dirk_session), MajorityModel(dirk_session)]
    for model in models[1:]:
        model.refresh()
    before = [[model.headerData(c, Qt.Orientation.Horizontal) for c in range(model.columnCount())]
              for model in models]
    dirk_session.new_game(["Ana", "Bo", "Cy"], variant="granada")  # the models not told yet
    for model, heads in zip(models, before, strict=True):
        assert [model.headerData(c, Qt.Orientation.Horizontal) for c in range(model.columnCount())] == heads
        roles = (Qt.ItemDataRole.DisplayRole, Qt.ItemDataRole.ToolTipRole, Qt.ItemDataRole.DecorationRole)
        for role in roles:
            for row in range(model.rowCount()):
                model.headerData(row, Qt.Orientation.Vertical, role)
                for column in range(model.columnCount()):
                    model.data(model.index(row, column), role)
    assert models[0].name_at(0) == "Anna"
def test_a_reopened_finished_game_shows_its_final_scoring(make_dock, session, tmp_path):
    """The table showed scoring 2 (due next); the finished game opened over it shows
    scoring 3, as it did when it was saved, and so does a window started on it."""
    from alhambra_gui.app.session import GameSession
    from alhambra_gui.engine import load_game, save_game

    finished = load_game(session.path) if session.path else session.game.copy()
    for _ in range(3):
        finished.record_scoring()
    path = tmp_path / "finished.json"
    save_game(finished, path)
    session.record_scoring()
    dock = make_dock(session)
    assert dock.round_chooser.currentText() == "Scoring 2"
    session.open(path)
    assert dock.round_chooser.currentText() == "Scoring 3" and dock.score_model.round == 3
    assert make_dock(GameSession(load_game(path))).round_chooser.currentText() == "Scoring 3"


@pytest.mark.parametrize("language", ["en", "zh_TW"])
def test_the_charts_axis_counts_in_round_steps_and_start_clears_the_zero(
        qtbot, monkeypatch, tmp_path, dirk_session, language):
    """The Dirk example after three scorings (Anna 172): the y axis reads 0, 50, … 200, not
    0, 43, 86, …; the x axis's first word ("start", "開始") does not touch the y axis's 0."""
    import contextlib

    from PySide6.QtGui import QImage

    from alhambra_gui.widgets.score import score_chart
    from tests import pseudo_l10n
    from tests.painted_text import recording

    for _ in range(3):
        dirk_session.record_scoring()
    installed = contextlib.nullcontext() if language == "en" else \
        pseudo_l10n.installed(pseudo_l10n.real_catalogue(tmp_path, language), language)
    with installed:
        chart = score_chart.ScoreChart(dirk_session)
        drawn = recording(monkeypatch, score_chart)
        image = QImage(360, 140, QImage.Format.Format_ARGB32)
        painter = score_chart.QPainter(image)
        score_chart.paint_chart(painter, image.rect().toRectF(), chart.series(), chart.colour_of)
        painter.end()
    texts = {d.text: d.need for d in drawn.drawn}
    assert [d.text for d in drawn.drawn][:5] == ["0", "50", "100", "150", "200"]
    start = "start" if language == "en" else "開始"
    assert not texts[start].intersects(texts["0"]), (texts[start], texts["0"])
    assert score_chart.axis_ticks(25) == [0, 5, 10, 15, 20, 25]  # the report's 0, 6, 12, 18, 25
    assert score_chart.axis_ticks(61) == [0, 20, 40, 60, 80]


def test_with_six_long_wide_names_the_totals_stay_in_view(qtbot, make_dock, make_session):
    """Six names of 40 wide glyphs: the row header of names took the whole width and the
    totals, shown first beside the names, were scrolled out of view. The names give way
    (elided, whole in their tooltip) so that the totals stay in sight."""
    from alhambra_gui.engine import Game

    names = [("龍鳳" * 20)[:39] + str(seat) for seat in range(6)]
    dock = make_dock(make_session(Game(names)))
    view, model = dock.score_view, dock.score_model
    qtbot.waitUntil(lambda: view.verticalHeader().width() < view.viewport().width())
    total = model.columnCount() - 1
    for row in range(6):
        box = view.visualRect(model.index(row, total))
        assert view.viewport().rect().contains(box), f"row {row}: the total at {box} is out of view"
    assert model.headerData(0, Qt.Orientation.Vertical, TIP).splitlines()[0] == names[0]  # whole there


def test_points_below_zero_are_shown_with_a_minus_sign(make_dock):
    """Other points can take a player below zero: the recorded scorings and the totals say
    "−3" with a minus sign, as the explanations do, not with a hyphen."""
    from alhambra_gui.app.session import GameSession

    scorings = [RecordedScoring(1, {"Anna": -3, "Ben": 5}), RecordedScoring(2, {"Anna": -4, "Ben": 0})]
    session = GameSession()
    session.replace_game(Game([Player("Anna"), Player("Ben")], scorings=scorings))
    dock = make_dock(session)
    anna = [cell(dock.history_model, 0, c) for c in range(5)]
    assert anna == ["Anna", "\N{MINUS SIGN}3", "\N{MINUS SIGN}4", "–", "\N{MINUS SIGN}7"]
    assert cell(dock.history_model, 0, 1, TIP).startswith("scoring 1: \N{MINUS SIGN}3 points")


def test_two_players_level_on_points_both_show_in_the_chart(qapp):
    """Ines and Pia both had 4 after scoring 1: Pia's green line was drawn over Ines's orange
    one, and Ines was nowhere in the chart. Level players' lines run side by side."""
    from PySide6.QtCore import QRectF
    from PySide6.QtGui import QColor, QImage, QPainter

    from alhambra_gui.widgets.score import score_chart

    colours = {"Ines": "#e0601a", "Omar": "#2a6fb0", "Pia": "#1f9a4a"}
    series = {"Ines": [0, 4, 15, 30], "Omar": [0, 3, 14, 20], "Pia": [0, 4, 15, 30]}
    image = QImage(360, 160, QImage.Format.Format_ARGB32)
    image.fill(QColor("#ffffff"))
    painter = QPainter(image)
    score_chart.paint_chart(painter, QRectF(0, 0, 260, 160), series, colours.__getitem__)
    painter.end()  # (the legend, right of x 260, is not looked at)

    def shown(colour: str) -> int:
        target = QColor(colour)
        return sum(1 for x in range(30, 250) for y in range(160)
                   if QColor(image.pixel(x, y)).rgb() == target.rgb())

    assert shown(colours["Pia"]) > 40
    assert shown(colours["Ines"]) > 40, "Ines's line shows beside Pia's"
    assert score_chart.tie_offsets(series, 3.0)["Omar"] == [0.0, 0.0, 0.0, 0.0]
