"""Game nights remembered (issue 20): a game enters the history when its final scoring is
recorded; Game ▸ History lists, sorts, filters, opens, deletes with undo; the players are
renamed and merged with undo; the statistics' plots; File ▸ Import Games into History… with
cancel; the rematch."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPoint, Qt
from PySide6.QtGui import QColor
from PySide6.QtTest import QTest
from PySide6.QtWidgets import (
    QAbstractButton,
    QApplication,
    QDialog,
    QMessageBox,
    QProgressDialog,
    QPushButton,
    QToolButton,
)

from alhambra_gui.app.autosave import Autosave
from alhambra_gui.app.session import GameSession
from alhambra_gui.engine import load_game
from alhambra_gui.engine.assets import resource_path
from alhambra_gui.widgets.dialogs.new_game_dialog import NewGameDialog
from alhambra_gui.widgets.history.history_words import module_text
from alhambra_gui.widgets.shared.action_ids import ActionId
from alhambra_gui.widgets.window.main_window import MainWindow
from tests.history_games import finished_file, made
from tests.test_gui_history_export import message_hue

pytestmark = pytest.mark.gui


@pytest.fixture
def window(qtbot, tmp_path, show_widget):
    made_window = MainWindow(GameSession(), Autosave(tmp_path / "appdata"))
    made_window.files.ask = lambda *args: QMessageBox.StandardButton.Discard
    return show_widget(made_window, 1296, 810)


def history_of(window):
    return window.history_menu.history


def store_of(window):
    return history_of(window).store()


def finish(window, name="sample-game.json"):
    window.session.replace_game(load_game(resource_path("samples", name)))
    for _ in range(3):
        window.session.record_scoring()


def click(button: QAbstractButton) -> None:
    assert button.isEnabled(), button.objectName()
    QTest.mouseClick(button, Qt.MouseButton.LeftButton)


def bar_lengths(plot) -> list[float]:
    """The values of a plot's bars, smallest first."""
    return sorted(float(width) for item in plot.getPlotItem().items if type(item).__name__ == "BarGraphItem"
                  for width in item.opts["width"])


def shown_column(history_window, column: int) -> list[str]:
    model = history_window.games_view.model()
    return [model.index(r, column).data() for r in range(model.rowCount())]


# ---- the game enters by itself ----------------------------------------------------------------

def test_a_game_enters_the_history_when_its_final_scoring_is_recorded(window):
    window.session.replace_game(load_game(resource_path("samples", "sample-game.json")))
    for _ in range(2):
        window.session.record_scoring()
    assert store_of(window).count() == 0
    window.session.record_scoring()
    (row,) = store_of(window).games()
    assert [(s.player, s.total, s.winner) for s in row.seats] == [
        ("Anna", 92, False), ("Ben", 92, False), ("Chen", 136, True)]
    assert "in the history" in window.statusBar().currentMessage()
    # every scoring was seen as it was recorded: all their terms are kept
    assert set(store_of(window).terms(row.id)[0]) == {1, 2, 3}
    window.session.undo_stack.undo()
    window.session.undo_stack.redo()  # the same game again: updated, not added twice
    assert [r.id for r in store_of(window).games()] == [row.id]
    assert store_of(window).game(row.id).play_id == row.play_id


def test_add_to_history_refuses_an_unfinished_game_in_one_sentence(window, monkeypatch):
    said = []
    monkeypatch.setattr("alhambra_gui.widgets.history.history_menu.plain.warn",
                        lambda _w, _t, text: said.append(text))
    window.action_map[ActionId.ADD_TO_HISTORY].trigger()
    assert said == ["the game has 0 of its 3 scorings recorded: a game enters the history once its final "
                    "scoring is recorded"]
    assert window.action_map[ActionId.ADD_TO_HISTORY] in window.menus["file"].actions()


def test_a_finished_game_opened_from_a_file_is_added_by_hand_once(window, tmp_path):
    path = finished_file(tmp_path)
    assert window.files.open(path)
    assert store_of(window).count() == 0  # nothing was recorded in this window
    window.action_map[ActionId.ADD_TO_HISTORY].trigger()
    window.action_map[ActionId.ADD_TO_HISTORY].trigger()  # the same game: updated, not twice
    assert store_of(window).count() == 1


def test_a_damaged_history_is_said_kept_aside_and_the_app_goes_on(window, tmp_path):
    path = history_of(window).path
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_bytes(b"\x00garbage" * 500)
    finish(window)
    box = window.findChild(QMessageBox, "historyProblem")
    assert box.isVisible() and not box.isModal() and box.textFormat() == Qt.TextFormat.PlainText
    assert "is not a readable SQLite database" in box.text() and "a new history was started" in box.text()
    assert store_of(window).count() == 1  # the game went into the new history
    assert any("-kept-" in p.name for p in path.parent.iterdir())


# ---- the History window -------------------------------------------------------------------------

@pytest.fixture
def listed(window):
    store = store_of(window)
    store.add(made({"Anna": (10, 20, 30), "Ben": (5, 15, 20)}, day=0))
    store.add(made({"Ben": (20, 20, 20), "Chen": (0, 0, 30)}, day=1, modules=("treasure_chamber",)))
    store.add(made({"Anna": (1, 1, 1), "Chen": (30, 30, 30)}, day=2))
    history_of(window).imported()
    window.action_map[ActionId.HISTORY].trigger()
    return window.history_menu.history_window


def test_a_game_without_modules_shows_a_dash_in_the_module_column(window, listed):
    """Seen in a German Granada evening: the Module column of a game without modules was an
    empty cell, as if something had not loaded."""
    modules = shown_column(listed, 5)
    assert sorted(modules) == sorted(["–", "–", "Treasure chamber"]), modules


def test_the_history_window_lists_sorts_and_filters(window, listed):
    assert window.action_map[ActionId.HISTORY].shortcut().toString() == "Ctrl+H"
    assert listed.isVisible() and not listed.isModal()
    assert shown_column(listed, 1) == ["Anna and Chen", "Ben and Chen", "Anna and Ben"]  # newest first
    assert shown_column(listed, 2) == ["Chen", "Ben", "Anna"]
    header = listed.games_view.horizontalHeader()
    QTest.mouseClick(header.viewport(), Qt.MouseButton.LeftButton,
                     pos=QPoint(header.sectionViewportPosition(3) + 5, header.height() // 2))
    assert header.sortIndicatorSection() == 3
    # by the highest total, lowest first; equal ones newest first
    assert shown_column(listed, 3) == ["60 · 30", "60 · 40", "3 · 90"]
    listed.player_filter.setCurrentIndex(listed.player_filter.findText("Ben"))
    assert sorted(shown_column(listed, 1)) == ["Anna and Ben", "Ben and Chen"]
    assert listed.count_label.text() == "2 of 3"
    listed.module_filter.setCurrentIndex(listed.module_filter.findData("treasure_chamber"))
    assert shown_column(listed, 1) == ["Ben and Chen"]
    assert shown_column(listed, 5) == [module_text("treasure_chamber")]


def test_delete_and_undo(window, listed):
    listed.games_view.selectRow(0)
    click(listed.findChild(QPushButton, "historyDelete"))
    assert store_of(window).count() == 2 and listed.games_model.rowCount() == 2
    assert "Undo brings them back" in listed.message.text()
    assert message_hue(listed) == "blue"
    undo = listed.findChild(QToolButton, "historyUndo")
    assert undo.text().startswith("Undo Delete 1 game")
    click(undo)
    assert store_of(window).count() == 3 and shown_column(listed, 1)[0] == "Anna and Chen"


def test_rename_and_merge_players_each_one_undoable_step(window, listed):
    listed.tabs.setCurrentIndex(1)
    anna = store_of(window).profile("Anna")
    listed.players_page.select_player(anna.id)
    listed.players_page.ask_name = lambda profile: "Anna K."
    click(listed.players_page.rename_button)
    assert shown_column(listed, 1)[0] == "Anna K. and Chen"
    chen = store_of(window).profile("Chen")
    listed.players_page.select_player(store_of(window).profile("Ben").id)
    listed.players_page.ask_target = lambda profile, others: next(o for o in others if o.id == chen.id)
    click(listed.players_page.merge_button)  # Ben and Chen sat at one table: refused, said
    assert "sat at one table" in listed.message.text()
    store_of(window).add(made({"Dora": (9, 9, 9), "Emil": (1, 1, 1)}, day=3))
    history_of(window).imported()
    listed.players_page.select_player(store_of(window).profile("Dora").id)
    listed.players_page.ask_target = lambda profile, others: next(o for o in others if o.name == "Anna K.")
    click(listed.players_page.merge_button)
    assert store_of(window).profile("Dora").id == anna.id and store_of(window).profile("Anna K.").games == 3
    click(listed.findChild(QToolButton, "historyUndo"))  # the merge
    assert store_of(window).profile("Dora").games == 1
    click(listed.findChild(QToolButton, "historyUndo"))  # the rename
    assert store_of(window).profile("Anna").name == "Anna"


def test_open_read_only_and_as_a_copy(window, qtbot):
    finish(window)
    game = window.session.game
    history_window = window.history_menu.show_window()
    assert history_window.selected_games()[0].id == history_of(window).in_history()  # the open game chosen
    click(history_window.findChild(QPushButton, "historyOpenReadOnly"))
    viewer = history_window.findChild(QDialog, "historyViewer")
    assert viewer.isVisible() and viewer.session is not window.session and viewer.session.game == game
    qtbot.waitUntil(lambda: len(viewer.overview.cards()) == 3)
    window.session.new_game(["Xena", "Yuri"])
    click(history_window.findChild(QPushButton, "historyOpenCopy"))
    assert window.session.game == game and window.session.path is None
    window.session.undo_stack.clear()
    assert history_of(window).in_history() is None  # a copy: a new game if finished again


def test_rematch_offers_the_same_table(window, monkeypatch):
    finish(window)
    offered = {}

    def answer(dialog):
        offered.update(names=dialog.names(), colours=dialog.colours(), variant=dialog.variant())
        return True

    monkeypatch.setattr(NewGameDialog, "exec", answer)
    window.action_map[ActionId.REMATCH].trigger()
    assert offered["names"] == ["Anna", "Ben", "Chen"]
    assert offered["colours"] == [window.session.player_colour(n) for n in ("Anna", "Ben", "Chen")]
    assert window.session.game.names == ["Anna", "Ben", "Chen"] and not window.session.game.scorings


def test_the_statistics_plot_what_the_history_holds(window, listed):
    listed.tabs.setCurrentIndex(2)
    panel = listed.stats_panel
    panel.choose(store_of(window).profile("Anna").id)
    (curve, wins) = panel.totals_plot.listDataItems()
    assert list(curve.yData) == [60, 3] and list(wins.yData) == [60]
    assert bar_lengths(panel.wins_plot) == [1, 1, 1]
    assert "Anna: 2 games, 1 win (50 %)" in panel.summary.text()
    assert "Highest score: 90, by Chen" in panel.records.text()
    table = panel.head_to_head
    names = [table.horizontalHeaderItem(c).text() for c in range(table.columnCount())]
    assert table.item(names.index("Chen"), names.index("Anna")).text() == "1 of 1"


def test_the_longest_moat_of_a_granada_game_is_called_a_moat(window):
    """Seen in German: a Granada game's record read "Längste Mauer überhaupt" though Granada
    has moats; the record says the word of the game it was reached in."""
    store = store_of(window)
    store.add(made({"Anna": (10, 20, 30), "Ben": (5, 15, 20)}, day=0, wall={"Anna": 7}))
    store.add(made({"Anton": (10, 20, 30), "Berta": (5, 15, 20)}, day=1, wall={"Berta": 11},
                   variant="granada"))
    history_of(window).imported()
    window.action_map[ActionId.HISTORY].trigger()
    panel = window.history_menu.history_window
    panel.tabs.setCurrentIndex(2)
    records = panel.stats_panel.records.text()
    assert "Longest moat ever: 11, by Berta" in records and "Longest wall ever" not in records
    stats_panel = panel.stats_panel
    stats_panel.choose(store.profile("Berta").id)  # Granada only: her best moat
    assert "best moat 11." in stats_panel.summary.text(), stats_panel.summary.text()
    stats_panel.choose(store.profile("Anna").id)  # Alhambra only: her best wall
    assert "best wall 7." in stats_panel.summary.text(), stats_panel.summary.text()


def test_a_player_of_alhambra_and_granada_has_a_best_wall_and_a_best_moat(window):
    """Her best wall was the best of her walls and moats together: 11, a moat, said "best wall
    11" (seen by play15). A wall and a moat are two records."""
    store = store_of(window)
    store.add(made({"Anna": (10, 20, 30), "Ben": (5, 15, 20)}, day=0, wall={"Anna": 7, "Ben": 9}))
    store.add(made({"Anna": (10, 20, 30), "Berta": (5, 15, 20)}, day=1, wall={"Anna": 11},
                   variant="granada"))
    history_of(window).imported()
    window.action_map[ActionId.HISTORY].trigger()
    panel = window.history_menu.history_window
    panel.tabs.setCurrentIndex(2)
    stats_panel = panel.stats_panel
    stats_panel.choose(store.profile("Anna").id)
    assert "best 60, best wall 7, best moat 11." in stats_panel.summary.text(), stats_panel.summary.text()
    stats_panel.choose(store.profile("Ben").id)
    assert "best wall 9." in stats_panel.summary.text(), stats_panel.summary.text()


def test_the_players_tab_has_a_best_wall_and_a_best_moat(window):
    """Played (a Granada evening, then an Alhambra one): the Players tab's "Best wall" was a
    Granada player's moat (Anna 2, Clara 3), and a player of both had the longer of the two.
    A wall and a moat are two columns; a player without such a game has none ("–")."""
    store = store_of(window)
    store.add(made({"Anna": (10, 20, 30), "Ben": (5, 15, 20)}, day=0, wall={"Anna": 7, "Ben": 9}))
    store.add(made({"Anna": (10, 20, 30), "Berta": (5, 15, 20)}, day=1, wall={"Anna": 11, "Berta": 3},
                   variant="granada"))
    history_of(window).imported()
    window.action_map[ActionId.HISTORY].trigger()
    panel = window.history_menu.history_window
    panel.tabs.setCurrentIndex(1)
    page = panel.players_page
    page.show_first()
    model = page.players
    headers = [model.headerData(c, Qt.Orientation.Horizontal) for c in range(model.columnCount())]
    wall, moat = headers.index("Best wall"), headers.index("Best moat")
    shown = {model.index(r, 0).data(): (model.index(r, wall).data(), model.index(r, moat).data())
             for r in range(model.rowCount())}
    assert shown == {"Anna": ("7", "11"), "Ben": ("9", "–"), "Berta": ("–", "3")}


def test_the_majorities_won_are_listed_as_the_language_lists(qapp, window):
    """Seen by play15 in Chinese: "贏得的多數（第一名，含並列）：樓閣 2, 競技場 1, …", the types
    joined by an English comma and space; Chinese lists with "、"."""
    from alhambra_gui.app.language import Translators

    store = store_of(window)
    store.add(made({"Anna": (10, 20, 30), "Ben": (5, 15, 20)}, day=0, terms={"Anna": [
        ("buildings", "tower", 21, 1), ("buildings", "garden", 20, 1), ("buildings", "arcades", 18, 1)]}))
    history_of(window).imported()
    window.action_map[ActionId.HISTORY].trigger()
    panel = window.history_menu.history_window
    panel.tabs.setCurrentIndex(2)
    translators = Translators.of(qapp)
    translators.apply("zh_TW")
    try:
        panel.stats_panel.choose(store.profile("Ben").id)
        panel.stats_panel.choose(store.profile("Anna").id)
        text = panel.stats_panel.summary.text()
    finally:
        translators.apply("en")
    assert "：樓閣 1、園林 1和塔樓 1" in text, text


# ---- import -----------------------------------------------------------------------------------------

def test_import_many_files_skips_copies_lists_refusals_and_cancels(window, tmp_path, monkeypatch):
    files = [finished_file(tmp_path, name, f"{n}.json") for n, name in
             enumerate(("sample-game.json", "two-players-dirk.json", "sample-game.json"))]
    bad = tmp_path / "bad.json"
    bad.write_text("{", encoding="utf-8")
    later = [finished_file(tmp_path, "six-players.json", "late.json")]
    reports = []
    window.history_menu.show_report = reports.append
    real = type(history_of(window)).import_file

    def import_then_cancel(history, path):
        outcome = real(history, path)
        if path == bad:  # the user presses Cancel while the fourth file is read
            progress = window.findChild(QProgressDialog, "historyImportProgress")
            progress.findChild(QPushButton).click()
        return outcome

    monkeypatch.setattr(type(history_of(window)), "import_file", import_then_cancel)
    outcomes = window.history_menu.import_files([*files, bad, *later])
    assert [o.kind for o in outcomes] == ["added", "added", "already there", "refused"]
    assert store_of(window).count() == 2
    (report,) = reports
    assert report.splitlines()[:3] == ["2 games added to the history.", "1 game was in it already.",
                                       "Cancelled: 1 file not read."]
    assert report.splitlines()[4].startswith("bad.json: not valid JSON")  # the file named once


def test_profiles_in_new_game_complete_as_typed_and_bring_their_colour(qtbot):
    dialog = NewGameDialog(known=[("Anna", "#123456"), ("Annika", "#abcdef"), ("Ben", None)])
    qtbot.addWidget(dialog)
    dialog.show()
    edit = dialog.name_edit(0)
    edit.selectAll()
    QTest.keyClick(edit, Qt.Key.Key_Delete)
    QTest.keyClicks(edit, "an")
    completer = edit.completer()
    assert completer.completionCount() == 2
    assert [completer.completionModel().index(i, 0).data() for i in range(2)] == ["Anna", "Annika"]
    QTest.keyClicks(edit, "na")
    assert dialog.colours()[0] == "#123456"
    assert dialog.names()[0] == "anna"  # as typed; the history knows it is Anna


def test_names_with_markup_controls_or_10000_characters_stay_plain_text(window, qtbot):
    from PySide6.QtWidgets import QLabel

    from tests.test_gui_qr_dialog import HOSTILE

    long_name = "L" * 10_000
    store = store_of(window)
    store.add(made({HOSTILE: (1, 2, 3), "Ben": (3, 3, 3)}))
    store.add(made({"Ben": (1, 1, 1), "\x07bell<br>": (5, 5, 5)}, day=1))
    store._db.execute("UPDATE profiles SET name = ? WHERE name = 'Ben'", (long_name,))  # edited elsewhere
    history_window = window.history_menu.show_window()
    assert set(shown_column(history_window, 2)) == {long_name, "\x07bell<br>"}
    assert history_window.player_filter.findText(HOSTILE) > 0
    history_window.tabs.setCurrentIndex(2)
    panel = history_window.stats_panel
    panel.choose(store.profile(HOSTILE).id)
    assert panel.summary.text().startswith(HOSTILE + ":")
    labels_with_names = [label for label in history_window.findChildren(QLabel)
                         if HOSTILE in label.text() or "bell" in label.text() or long_name in label.text()]
    assert labels_with_names
    assert all(label.textFormat() == Qt.TextFormat.PlainText for label in labels_with_names)
    axis = panel.wins_plot.getAxis("left")
    assert {c.text for c in axis.categories} >= {HOSTILE, long_name}
    painted = {text for _, text in axis._tickLevels[0]}  # painted as text (the long one elided)
    assert any(text.startswith("<img src=x on") for text in painted)
    assert any(text.startswith("LLL") and text.endswith("…") for text in painted)


def test_a_tables_wins_and_head_to_head(window, listed):
    store_of(window).add(made({"Ben": (9, 9, 9), "Anna": (1, 1, 1)}, day=5))  # Anna and Ben again
    history_of(window).imported()
    listed.tabs.setCurrentIndex(2)
    panel = listed.stats_panel
    assert [panel.table_combo.itemText(i) for i in range(panel.table_combo.count())] == [
        "Every game", "Anna and Ben (2 games)"]
    panel.table_combo.setCurrentIndex(1)
    assert bar_lengths(panel.wins_plot) == [1, 1]  # Anna's and Ben's wins at this table only
    assert panel.head_to_head.columnCount() == 2
    assert panel.head_to_head.item(0, 1).text() == "1 of 2"


def test_the_history_window_reads_its_games_as_they_are_shown(window, qtbot):
    """Issue 31, item 4: a long history opens with a page of games read, the rest read as the
    view scrolls to them; the count says them all."""
    from tests.history_games import fill_history

    fill_history(store_of(window), 250)
    history_of(window).imported()
    listed = window.history_menu.show_window()
    model = listed.games_model
    assert model.rowCount() == model.PAGE < 250 and listed.count_label.text() == "250 games"
    assert model.game_count() == 250 and model.canFetchMore(model.index(-1, -1))
    qtbot.waitExposed(listed)
    listed.games_view.setFocus()
    for _ in range(30):  # Ctrl+End, as a user goes to the oldest game: the view asks for more
        QTest.keyClick(listed.games_view, Qt.Key.Key_End, Qt.KeyboardModifier.ControlModifier)
        QApplication.processEvents()
        if model.rowCount() == 250:
            break
    assert model.rowCount() == 250 and not model.canFetchMore(model.index(-1, -1))
    assert shown_column(listed, 0)[-1] == model.data(model.index(249, 0))
    dates = [model.game(r).ended for r in range(250)]
    assert dates == sorted(dates, reverse=True)  # newest first, page after page


def test_a_players_only_game_shows_in_the_totals_plot(window):
    """One game in the history and not won: its total is a dot on the plot (a line needs two
    games, and only wins had a dot, so the plot stood empty)."""
    store = store_of(window)
    store.add(made({"Anna": (10, 20, 30), "Ben": (5, 15, 60)}, day=0))
    history_of(window).imported()
    window.action_map[ActionId.HISTORY].trigger()
    listed = window.history_menu.history_window
    listed.tabs.setCurrentIndex(2)
    panel = listed.stats_panel
    anna = store.profile("Anna").id
    panel.choose(anna)
    colour = QColor(panel.colour_of(anna))
    image = panel.totals_plot.grab().toImage()
    near = [(x, y) for x in range(image.width()) for y in range(image.height())
            if max(abs(image.pixelColor(x, y).red() - colour.red()),
                   abs(image.pixelColor(x, y).green() - colour.green()),
                   abs(image.pixelColor(x, y).blue() - colour.blue())) < 30]
    assert len(near) >= 9  # a dot of the player's colour, not a stray pixel
