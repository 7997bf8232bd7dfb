"""The main window: tabs per player, title, files, recent files, autosave and crash restore."""

from __future__ import annotations

import os

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QMessageBox

from alhambra_gui.app import autosave_schedule
from alhambra_gui.app.autosave import Autosave
from alhambra_gui.app.session import GameSession
from alhambra_gui.engine import Tile, load_game, save_game
from alhambra_gui.widgets.shared.action_ids import ActionId
from alhambra_gui.widgets.window.main_window import MainWindow

Button = QMessageBox.StandardButton
GARDEN_8_SW = Tile.from_dict({"type": "garden", "price": 8, "walls": "SW"})


@pytest.fixture(scope="module", autouse=True)
def quick_autosave():
    """An edit is autosaved after an idle moment of 800 ms; nine tests here wait for that
    autosave (``autosaved``) before they restart, about 7 s of a run spent idle. How long the
    moment is is not what they test (test_app_autosave_schedule holds the schedule to its real
    delay): here it is 50 ms, still after the event loop has turned."""
    with pytest.MonkeyPatch.context() as patch:
        patch.setattr(autosave_schedule, "AUTOSAVE_DELAY_MS", 50)
        yield


@pytest.fixture
def autosave(tmp_path):
    return Autosave(tmp_path / "appdata")


def make_window(qtbot, autosave, answers=()):
    """A window whose questions are answered from ``answers`` and whose complaints are kept;
    each window is a session of its own in the autosave's folder (as each running app is)."""
    window = MainWindow(GameSession(), Autosave(autosave.folder))
    qtbot.addWidget(window)
    queue = list(answers)
    window.asked, window.complaints = [], []

    def ask(title, text, buttons, default):
        window.asked.append(text)
        return queue.pop(0) if queue else Button.Discard  # e.g. when the test ends

    window.files.ask = ask
    window.files.complain = window.complaints.append
    return window


def autosaved(qtbot, window):
    """Wait for the autosave written after an edit's idle moment, its meta included (the
    writer's thread puts the game down first: a test that rewrites the meta as soon as the
    game is there raced it)."""
    qtbot.waitUntil(window.files.autosave.path.exists, timeout=3000)
    window.files.autosave.wait()


def tab_titles(window):
    return [window.tabs.tabText(i) for i in range(window.tabs.count())]


def test_first_start_shows_the_sample_game(qtbot, autosave):
    window = make_window(qtbot, autosave)
    window.files.start(None)
    assert tab_titles(window) == ["All cities", "Anna", "Ben", "Chen"]
    assert window.windowTitle() == "Sample game[*] — Alhambra Companion"
    assert len(window.session.game.player("Chen").city) == 11
    window.session.new_game(["Ida", "Jon"])  # a game of one's own has no name until saved
    assert window.windowTitle() == "Untitled game[*] — Alhambra Companion"


def test_title_shows_the_file_and_unsaved_changes(qtbot, autosave, example_path, tmp_path):
    path = tmp_path / "table.json"
    save_game(load_game(example_path("three-players")), path)
    window = make_window(qtbot, autosave)
    assert window.files.open(path)
    assert window.windowTitle().startswith("table.json[*]")
    assert not window.isWindowModified()
    window.session.place("Anna", GARDEN_8_SW, (0, 2))
    assert window.isWindowModified()
    window.action_map[ActionId.UNDO].trigger()
    assert not window.isWindowModified()
    assert window.session.game.player("Anna").city.get((0, 2)) is None


def test_undo_redo_use_the_platform_shortcuts(qtbot, autosave):
    window = make_window(qtbot, autosave)
    undo = window.action_map[ActionId.UNDO]
    assert undo.shortcut().matches(Qt.Modifier.CTRL | Qt.Key.Key_Z).name == "ExactMatch"
    assert window.action_map[ActionId.REDO].text().replace("&", "") == "Redo"


def test_closing_with_unsaved_changes_asks(qtbot, autosave):
    window = make_window(qtbot, autosave, answers=[Button.Cancel, Button.Discard])
    window.files.start(None)
    window.show()
    window.session.place("Anna", GARDEN_8_SW, (0, 2))
    assert not window.close()
    assert window.isVisible()
    assert "unsaved changes" in window.asked[0]
    assert window.close()
    assert Autosave(autosave.folder).orphans() == []  # a clean end leaves nothing to restore


def test_save_and_open_round_trip(qtbot, autosave, tmp_path):
    window = make_window(qtbot, autosave)
    window.files.start(None)
    window.session.place("Anna", GARDEN_8_SW, (0, 2))
    path = tmp_path / "saved.json"
    assert window.files.save_to(path)
    assert window.windowTitle().startswith("saved.json[*]")
    other = make_window(qtbot, autosave)
    assert other.files.open(path)
    assert other.session.game == window.session.game
    assert other.session.game.player("Anna").city.get((0, 2)) == GARDEN_8_SW


def test_broken_file_gives_a_message_and_keeps_the_open_game(qtbot, autosave, tmp_path):
    window = make_window(qtbot, autosave)
    window.files.start(None)
    before = window.session.game.copy()
    broken = tmp_path / "broken.json"
    broken.write_text('{"format": "alhambra-game", "version": 1, "players": [{"name": "A", '
                      '"city": [{"x": 0, "y": 0, "type": "tower", "price": 7, "walls": "NEW"}]}]}',
                      encoding="utf-8")
    assert not window.files.open(broken)
    assert window.complaints == ["broken.json: players[0].city[0]: a tile on the fountain's cell (0, 0)"]
    assert window.session.game == before
    assert tab_titles(window) == ["All cities", "Anna", "Ben", "Chen"]


def test_recent_files_menu_lists_opened_files(qtbot, autosave, example_path, tmp_path):
    window = make_window(qtbot, autosave)
    path = tmp_path / "recent.json"
    save_game(load_game(example_path("two-players-dirk")), path)
    window.files.open(path)
    window.files.fill_recent_menu(window.recent_menu)
    actions = window.recent_menu.actions()
    assert [a.text() for a in actions] == ["&1 recent.json"]
    window.files.open_sample()
    actions[0].trigger()
    assert tab_titles(window) == ["All cities", "Anna", "Ben"]


def test_open_recent_comes_alive_with_the_first_file_opened(qtbot, autosave, example_path, tmp_path):
    """With no recent file yet, File ▸ Open Recent is greyed out; it stayed greyed out after the
    first file was opened (or saved) until the app restarted: a disabled menu is never shown, so
    it was never filled again (seen at a first start with a file on the command line)."""
    window = make_window(qtbot, autosave)
    window.files.start(None)
    assert not window.recent_menu.isEnabled()
    path = tmp_path / "first.json"
    save_game(load_game(example_path("two-players-dirk")), path)
    window.files.open(path)
    qtbot.waitUntil(window.recent_menu.isEnabled)
    window.recent_menu.popup(window.mapToGlobal(window.rect().center()))  # fills itself as it shows
    qtbot.waitUntil(window.recent_menu.isVisible)
    assert [a.text() for a in window.recent_menu.actions()] == ["&1 first.json"]
    window.recent_menu.hide()


def test_autosave_is_restored_after_a_crash(qtbot, autosave):
    crashed = make_window(qtbot, autosave)
    crashed.files.start(None)
    crashed.session.place("Anna", GARDEN_8_SW, (0, 2))
    autosaved(qtbot, crashed)
    crashed.files.autosave.abandon()  # the window never closes: as after a crash
    restarted = make_window(qtbot, autosave, answers=[Button.Yes])
    opened = restarted.files.start(None)
    assert opened == "the autosaved game"  # the status bar says "Opened the autosaved game"
    assert "did not close properly" in restarted.asked[0]
    assert restarted.session.game.player("Anna").city.get((0, 2)) == GARDEN_8_SW
    assert restarted.isWindowModified()


def test_the_restore_question_says_which_game_it_restores(qtbot, autosave, example_path, tmp_path):
    """Its file (or that it was the sample game), its players and when it was autosaved; and
    that the steps before the crash cannot be undone (the autosave holds the game only)."""
    from PySide6.QtCore import QDateTime, QLocale

    crashed = make_window(qtbot, autosave)
    crashed.files.start(None)
    crashed.session.place("Anna", GARDEN_8_SW, (0, 2))
    autosaved(qtbot, crashed)
    crashed.files.autosave.abandon()
    written = QDateTime.fromSecsSinceEpoch(int(crashed.files.autosave.path.stat().st_mtime))
    restarted = make_window(qtbot, autosave, answers=[Button.Yes])
    restarted.files.start(None)
    question = restarted.asked[0]
    assert "\n\nGame: the sample game\nPlayers: Anna, Ben, and Chen\n" in question
    assert f"Autosaved: {QLocale().toString(written, QLocale.FormatType.ShortFormat)}" in question
    assert question.endswith("The game comes back as it was; the steps that led to it cannot be undone.")
    assert restarted.windowTitle() == "Sample game[*] — Alhambra Companion"
    assert restarted.session.undo_stack.count() == 0

    path = tmp_path / "evening.json"
    save_game(load_game(example_path("two-players-dirk")), path)
    restarted.files.open(path)
    restarted.session.place("Anna", restarted.session.game.free_tiles()[0], (5, 5), force=True)
    autosaved(qtbot, restarted)
    restarted.files.autosave.abandon()
    third = make_window(qtbot, autosave, answers=[Button.No])
    third.files.start(None)
    assert "\n\nGame: evening.json\nPlayers: Anna and Ben\n" in third.asked[0]


def test_declining_the_restore_opens_the_sample(qtbot, autosave):
    crashed = make_window(qtbot, autosave)
    crashed.files.start(None)
    crashed.session.place("Anna", GARDEN_8_SW, (0, 2))
    crashed.files.autosave.abandon()
    restarted = make_window(qtbot, autosave, answers=[Button.No])
    restarted.files.start(None)
    assert restarted.session.game.player("Anna").city.get((0, 2)) is None
    assert Autosave(autosave.folder).orphans() == []


def test_a_cleanly_closed_game_reopens_at_the_next_start(qtbot, autosave, tmp_path):
    first = make_window(qtbot, autosave)
    first.files.start(None)
    first.session.place("Anna", GARDEN_8_SW, (0, 2))
    assert first.files.save_to(tmp_path / "kept.json")
    assert first.close()
    second = make_window(qtbot, autosave)
    second.files.start(None)
    assert second.asked == []
    assert second.session.path == tmp_path / "kept.json"
    assert second.session.game.player("Anna").city.get((0, 2)) == GARDEN_8_SW


def test_window_layout_persists(qtbot, autosave):
    first = make_window(qtbot, autosave)
    first.show()
    first.resize(700, 520)
    first.reserves.hide()
    assert first.close()
    second = make_window(qtbot, autosave)
    second.place_on_screen()  # as the app does before it shows the window
    assert (second.size().width(), second.size().height()) == (700, 520)
    assert second.reserves.isHidden()


def test_new_game_from_the_dialog(qtbot, autosave):
    """File ▸ New Game with the real dialog: two names typed over the proposed ones, Dirk
    left on, Enter (its default button) starts the game."""
    from PySide6.QtCore import QTimer
    from PySide6.QtWidgets import QApplication

    from alhambra_gui.widgets.dialogs.new_game_dialog import NewGameDialog

    window = make_window(qtbot, autosave)
    window.files.start(None)
    seen: list[NewGameDialog] = []

    def fill_in() -> None:
        dialog = QApplication.activeModalWidget()
        assert isinstance(dialog, NewGameDialog), dialog
        seen.append(dialog)
        try:
            for row, name in enumerate(["Ida", "Jon"]):
                edit = dialog.name_edit(row)
                edit.setFocus()
                edit.selectAll()
                QTest.keyClicks(edit, name)
            assert dialog.dirk_check.isChecked() and dialog.ok_button.isDefault()
        finally:  # Enter, whatever happened: the dialog never waits for an answer nobody gives
            QTest.keyClick(dialog.name_edit(1), Qt.Key.Key_Return)

    QTimer.singleShot(0, fill_in)
    window.action_map[ActionId.NEW].trigger()
    assert seen and not seen[0].isVisible()
    assert tab_titles(window) == ["All cities", "Ida", "Jon"]
    assert window.session.game.dirk_in_play


def test_palette_pick_builds_at_the_city_cursor(qtbot, autosave):
    window = make_window(qtbot, autosave)
    window.files.start(None)
    window.show_city("Anna")
    page = window.current_page()
    page.view.set_cursor((0, 2))
    window.palette_dock.tilePicked.emit(GARDEN_8_SW)
    assert window.session.game.player("Anna").city.get((0, 2)) == GARDEN_8_SW


def test_zoom_actions_scale_the_current_city(qtbot, autosave):
    window = make_window(qtbot, autosave)
    window.files.start(None)
    window.show()
    window.show_city("Ben")
    view = window.current_page().view
    before = view.transform().m11()
    window.action_map[ActionId.ZOOM_IN].trigger()
    assert view.transform().m11() > before
    window.action_map[ActionId.ZOOM_OUT].trigger()
    window.action_map[ActionId.ZOOM_OUT].trigger()
    assert view.transform().m11() < before


def test_an_unwritable_autosave_is_said_once_and_never_blocks_saving(qtbot, tmp_path):
    blocked = tmp_path / "blocked"
    blocked.write_text("a file where the data folder should be", encoding="utf-8")
    window = make_window(qtbot, Autosave(blocked / "appdata"))
    window.files.start(None)
    window.session.place("Anna", GARDEN_8_SW, (0, 2))
    window.session.undo_stack.undo()
    window.session.undo_stack.redo()
    assert len(window.complaints) == 1
    assert window.complaints[0].startswith("Autosave failed: autosave.json: cannot save")
    assert window.files.save_to(tmp_path / "kept.json")
    assert load_game(tmp_path / "kept.json") == window.session.game
    assert window.close()


def test_an_ampersand_in_a_name_is_shown_not_taken_as_a_shortcut(qtbot, autosave):
    window = make_window(qtbot, autosave)
    window.session.new_game(["R&D", "Ben"])
    assert tab_titles(window)[1] == "R&&D"  # Qt shows "R&D"
    window.show_city("R&D")
    assert window.current_player() == "R&D"


# ---- issue 8: no crash locks the user out, nothing lost between windows ------------------------

def test_a_second_window_never_offers_or_deletes_a_live_sessions_autosave(qtbot, autosave):
    first = make_window(qtbot, autosave)
    first.files.start(None)
    first.session.place("Anna", GARDEN_8_SW, (0, 2))
    autosaved(qtbot, first)
    second = make_window(qtbot, autosave, answers=[Button.Discard])
    second.files.start(None)
    assert second.asked == []  # the first window is alive: nothing to restore
    second.session.place("Ben", GARDEN_8_SW, (-3, 0), force=True)
    assert second.close()
    first.files.autosave.abandon()  # now the first window crashes
    third = make_window(qtbot, autosave, answers=[Button.Yes])
    third.files.start(None)
    assert "did not close properly" in third.asked[0]
    assert third.session.game.player("Anna").city.get((0, 2)) == GARDEN_8_SW


def test_an_unreadable_autosave_is_kept_aside_with_a_message(qtbot, autosave):
    crashed = make_window(qtbot, autosave)
    crashed.files.start(None)
    crashed.session.place("Anna", GARDEN_8_SW, (0, 2))
    autosaved(qtbot, crashed)
    crashed.files.autosave.abandon()
    saved = crashed.files.autosave.path
    saved.write_bytes(saved.read_bytes()[:200])  # truncated by the crash
    restarted = make_window(qtbot, autosave, answers=[Button.Yes])
    restarted.files.start(None)
    assert restarted.complaints and "cannot be read" in restarted.complaints[0]
    kept = list((autosave.folder / "kept").iterdir())
    assert len(kept) == 1 and kept[0].read_bytes().startswith(b"{")
    assert str(kept[0]) in restarted.complaints[0]


@pytest.mark.parametrize(("answer", "expected"), [
    (Button.Retry, "table.json"), (Button.Ignore, "sample"), (Button.Discard, "empty")])
def test_a_crash_while_opening_a_file_is_asked_about_not_repeated(qtbot, autosave, tmp_path,
                                                                  example_path, answer, expected):
    path = tmp_path / "table.json"
    save_game(load_game(example_path("two-players-dirk")), path)
    crashed = make_window(qtbot, autosave)
    crashed.files.start(None)
    assert crashed.files.open(path)
    crashed.files.autosave.abandon()  # it died before the game was drawn: "opening" stays
    restarted = make_window(qtbot, autosave, answers=[answer])
    opened = restarted.files.start(None)
    assert "stopped while opening" in restarted.asked[0] and str(path) in restarted.asked[0]
    names = restarted.session.game.names
    if expected == "table.json":
        assert restarted.session.path == path and opened == str(path)
    elif expected == "sample":
        assert names == ["Anna", "Ben", "Chen"] and restarted.session.path is None
    else:
        assert names == ["Player 1", "Player 2"] and not restarted.session.game.players[0].city.tiles()


def test_a_crash_while_opening_the_last_game_does_not_open_it_blindly(qtbot, autosave):
    first = make_window(qtbot, autosave)
    first.files.start(None)
    first.session.new_game(["<img src=/dev/zero>", "Ben"])
    assert first.close()
    crashing = make_window(qtbot, autosave)
    crashing.files.start(None)  # opens the last game ... and dies before it is drawn
    crashing.files.autosave.abandon()
    restarted = make_window(qtbot, autosave, answers=[Button.Ignore])
    restarted.files.start(None)
    assert "stopped while opening the last game" in restarted.asked[0]
    assert restarted.session.game.names == ["Anna", "Ben", "Chen"]


def test_a_file_named_at_start_is_opened_after_a_crash_while_opening_another(qtbot, autosave, tmp_path,
                                                                           example_path):
    """The last start died opening the last game; this one names a file: that file opens,
    and nothing asks about the last game (the sample is not what the user asked for)."""
    path = tmp_path / "table.json"
    save_game(load_game(example_path("two-players-dirk")), path)
    first = make_window(qtbot, autosave)
    first.files.start(None)
    assert first.close()
    crashing = make_window(qtbot, autosave)
    crashing.files.start(None)  # opens the last game ... and dies before it is drawn
    crashing.files.autosave.abandon()
    restarted = make_window(qtbot, autosave, answers=[Button.Ignore])
    assert restarted.files.start(str(path)) == str(path)
    assert restarted.asked == [] and restarted.session.path == path


def test_a_file_named_at_start_that_stopped_the_last_start_is_asked_about(qtbot, autosave, tmp_path,
                                                                         example_path):
    path = tmp_path / "table.json"
    save_game(load_game(example_path("two-players-dirk")), path)
    crashed = make_window(qtbot, autosave)
    crashed.files.start(None)
    assert crashed.files.open(path)
    crashed.files.autosave.abandon()
    restarted = make_window(qtbot, autosave, answers=[Button.Ignore])
    restarted.files.start(str(path))
    assert "stopped while opening" in restarted.asked[0]
    assert restarted.session.path is None  # Ignore: the sample, not the file that stopped it


def test_a_drawn_game_is_no_longer_being_opened(qtbot, autosave, tmp_path, example_path):
    path = tmp_path / "table.json"
    save_game(load_game(example_path("two-players-dirk")), path)
    window = make_window(qtbot, autosave)
    window.files.start(None)
    assert window.files.open(path)
    qtbot.wait(10)  # the event loop turns: the game has been drawn
    window.files.autosave.abandon()
    restarted = make_window(qtbot, autosave)
    restarted.files.start(None)
    assert restarted.asked == []


def test_the_undo_history_is_bounded(qtbot):
    from alhambra_gui.app.session import UNDO_LIMIT

    session = GameSession()
    session.new_game(["Anna", "Ben"])
    tile = Tile.from_dict({"type": "pavilion", "price": 8, "walls": ""})
    for _ in range(UNDO_LIMIT // 2 + 10):
        session.reserve("Anna", tile)
        session.release(tile)
    assert session.undo_stack.count() == UNDO_LIMIT


def test_close_does_not_go_ahead_when_saving_fails(qtbot, autosave, tmp_path, monkeypatch):
    """Issue 8, finding 6: Close → Save that fails keeps the window and the change."""
    window = make_window(qtbot, autosave, answers=[Button.Save])
    window.files.start(None)
    target = tmp_path / "table.json"
    assert window.files.save_to(target)
    window.session.place("Anna", GARDEN_8_SW, (0, 2))
    monkeypatch.setattr(os, "access", lambda path, mode: not (mode & os.W_OK))  # now read-only
    assert not window.close()
    assert window.complaints and "read-only" in window.complaints[-1]
    assert window.session.game.player("Anna").city.get((0, 2)) == GARDEN_8_SW
    assert list(tmp_path.glob(".alh-*")) == []


def test_moving_a_tile_onto_a_built_cell_offers_no_anyway(qtbot, autosave):
    """Issue 8, finding 9: a move onto a taken cell is impossible, not merely illegal."""
    from alhambra_gui.widgets.tiles.mime import TileDrag
    from tests import drag_events

    window = make_window(qtbot, autosave)
    window.files.start(None)
    window.show()
    window.show_city("Anna")
    page = window.current_page()
    city = window.session.game.player("Anna").city
    (source, tile), (target, _) = list(city)[:2]
    mime = TileDrag(tile, "city", "Anna", source).to_mime()
    point = page.view.view_point(target)
    drag_events.enter(page.view.viewport(), mime, point)
    drag_events.drop(page.view.viewport(), mime, point, Qt.KeyboardModifier.ShiftModifier)
    assert window.session.game.player("Anna").city == city
    assert not page.force_button.isVisible()


def test_a_burst_of_edits_is_autosaved_once_after_an_idle_moment(qtbot, autosave, monkeypatch):
    window = make_window(qtbot, autosave)
    window.files.start(None)
    writes = []
    real = window.files.autosave.write
    monkeypatch.setattr(window.files.autosave, "write",
                        lambda *args, **kwargs: writes.append(1) or real(*args, **kwargs))
    window.session.place("Anna", GARDEN_8_SW, (0, 2))
    window.session.undo_stack.undo()
    window.session.undo_stack.redo()
    assert writes == []  # nothing written while the edits come
    autosaved(qtbot, window)
    assert writes == [1]
    window.session.undo_stack.undo()
    window.files.flush_autosave()  # before anything risky: at once
    assert writes == [1, 1]


def test_a_save_the_system_refuses_is_said_and_the_window_stays_with_the_changes(qtbot, autosave, tmp_path,
                                                                                  monkeypatch):
    """Save As with a name over 255 bytes: one sentence, nothing raised, and Quit → Save
    that fails the same way keeps the window open with the change."""
    from PySide6.QtWidgets import QFileDialog

    too_long = str(tmp_path / ("x" * 300 + ".json"))
    monkeypatch.setattr(QFileDialog, "getSaveFileName", lambda *args, **kwargs: (too_long, ""))
    window = make_window(qtbot, autosave, answers=[Button.Save])
    window.files.start(None)
    window.session.place("Anna", GARDEN_8_SW, (0, 2))
    window.action_map[ActionId.SAVE_AS].trigger()
    assert window.complaints[-1].endswith(".json: cannot save (File name too long)")
    assert window.session.is_modified and window.session.path is None
    assert not window.close()
    assert len(window.complaints) == 2 and window.session.is_modified
    assert window.session.game.player("Anna").city.get((0, 2)) == GARDEN_8_SW
    assert list(tmp_path.glob("*.json")) == []


# ---- a start with a source the app may not check (issue "Nothing lost, nothing stuck") ----------
UNREACHABLE = {
    "too long": "/tmp/" + "x" * 300 + ".json",  # over the system's 255 bytes for a name
    "a NUL": "/tmp/a\u0000b.json",
    "closed": "/closed/table.json",  # a folder the user may not look into
}


@pytest.fixture
def closed_folder(monkeypatch):
    """``/closed`` answers as a folder the user may not read answers (the tests run as root,
    for whom no folder is closed)."""
    import errno
    from pathlib import Path

    real = Path.stat

    def stat(self, *args, **kwargs):
        if str(self).startswith("/closed"):
            raise PermissionError(errno.EACCES, os.strerror(errno.EACCES), str(self))
        return real(self, *args, **kwargs)

    monkeypatch.setattr(Path, "stat", stat)


def crashed_with_source(qtbot, autosave, source: str) -> None:
    """A window with unsaved changes to a game from ``source`` that died without closing."""
    import json

    crashed = make_window(qtbot, autosave)
    crashed.files.start(None)
    crashed.session.place("Anna", GARDEN_8_SW, (0, 2))
    autosaved(qtbot, crashed)
    meta = crashed.files.autosave.sessions / f"{crashed.files.autosave.id}.meta"
    meta.write_text(json.dumps({"source": source, "modified": True, "opening": ""}), encoding="utf-8")
    crashed.files.autosave.abandon()


@pytest.mark.parametrize("kind", list(UNREACHABLE))
def test_an_autosave_whose_source_is_out_of_reach_is_restored_once(qtbot, autosave, closed_folder, kind):
    crashed_with_source(qtbot, autosave, UNREACHABLE[kind])
    restarted = make_window(qtbot, autosave, answers=[Button.Yes])
    assert restarted.files.start(None) == "the autosaved game"
    assert restarted.session.game.player("Anna").city.get((0, 2)) == GARDEN_8_SW
    assert restarted.session.path is None and restarted.isWindowModified()
    assert [c.split(" cannot be reached")[0][:16] for c in restarted.complaints] == ["The game's file "]
    again = make_window(qtbot, autosave)
    again.files.start(None)
    assert again.asked == []  # the session is forgotten: no start offers it again


@pytest.mark.parametrize("kind", list(UNREACHABLE))
def test_a_last_game_whose_source_is_out_of_reach_opens(qtbot, autosave, closed_folder, kind):
    first = make_window(qtbot, autosave)
    first.files.start(None)
    first.session.new_game(["Anna", "Ben"])
    assert first.close()
    (autosave.folder / "last-game.json.source").write_text(UNREACHABLE[kind], encoding="utf-8")
    restarted = make_window(qtbot, autosave)
    assert restarted.files.start(None) == "the last game"
    assert restarted.session.game.names == ["Anna", "Ben"] and restarted.session.path is None
    [said] = restarted.complaints
    assert said.startswith("The game's file ") and said.endswith(
        " cannot be reached: the game is opened without it (File ▸ Save As keeps it).")
    assert all(c.isprintable() for c in said) and len(said) < 200


def test_opening_a_name_no_system_has_is_one_sentence(qtbot, autosave):
    window = make_window(qtbot, autosave)
    window.files.start(None)
    assert not window.files.open("/tmp/a\u0000b.json")
    assert window.complaints == ["a\\u0000b.json: no such file"]


def test_redo_answers_ctrl_y_besides_the_platforms_keys(qtbot, autosave):
    """On a Linux desktop Redo was Ctrl+Shift+Z only: Ctrl+Y, Redo's key in many programs,
    did nothing (play15). Redo has the platform's keys and Ctrl+Y; a real Ctrl+Y redoes."""
    from PySide6.QtGui import QKeySequence

    from alhambra_gui.widgets.shared.undo_keys import redo_keys

    linux = redo_keys([QKeySequence("Ctrl+Shift+Z")])
    assert [k.toString() for k in linux] == ["Ctrl+Shift+Z", "Ctrl+Y"]
    assert [k.toString() for k in redo_keys([QKeySequence("Ctrl+Y")])] == ["Ctrl+Y"]  # no twice
    window = make_window(qtbot, autosave)
    window.files.start(None)
    window.show()
    qtbot.waitExposed(window)
    redo = window.action_map[ActionId.REDO]
    assert "Ctrl+Y" in [k.toString() for k in redo.shortcuts()]
    window.session.place("Anna", GARDEN_8_SW, (0, 2))
    window.session.undo_stack.undo()
    window.raise_()
    window.activateWindow()
    qtbot.waitUntil(window.isActiveWindow)  # window shortcuts answer in the active window
    qtbot.keyClick(window.current_page().view, Qt.Key.Key_Y, Qt.KeyboardModifier.ControlModifier)
    assert window.session.game.player("Anna").city.get((0, 2)) == GARDEN_8_SW


def test_ctrl_s_asks_before_writing_over_a_file_another_window_saved(qtbot, autosave, tmp_path, example_path):
    """Two windows on one game file, the first saves: the second's Ctrl+S wrote over it without
    a word. Its question names the file; Cancel keeps the first window's game in it."""
    path = tmp_path / "night.json"
    save_game(load_game(example_path("three-players")), path)
    first, second = make_window(qtbot, autosave), make_window(qtbot, autosave, [Button.Cancel])
    first.files.files.open(path)
    second.files.files.open(path)
    garden = Tile("garden", 10)
    first.session.place("Anna", garden, first.session.game.player("Anna").city.legal_cells(garden)[0])
    press_ctrl_s(qtbot, first)
    assert first.asked == [] and not first.session.is_modified
    second.session.unbuild("Chen", next(c for c, _ in second.session.game.player("Chen").city if c != (0, 0)))
    press_ctrl_s(qtbot, second)
    assert second.asked and second.asked[0].startswith("night.json was changed by another window or program")
    assert garden in [t for _, t in load_game(path).player("Anna").city] and second.session.is_modified


def press_ctrl_s(qtbot, window) -> None:
    window.show()
    window.activateWindow()
    qtbot.waitUntil(window.isActiveWindow)
    qtbot.keyClick(window, Qt.Key.Key_S, Qt.KeyboardModifier.ControlModifier)
