"""History ▸ Export… (issue 27, item 1): the selected games or all of them, as a BG Stats
play file or CSV, from the History window by real clicks; a progress dialog whose Cancel
leaves no file (nor half of one); the save dialog starting in the last export's folder,
else the documents folder, never the working directory."""

from __future__ import annotations

import csv
import io
import json
from pathlib import Path

import pytest
from PySide6.QtCore import QStandardPaths, Qt, QTimer
from PySide6.QtTest import QTest
from PySide6.QtWidgets import (
    QApplication,
    QFileDialog,
    QMessageBox,
    QProgressDialog,
    QPushButton,
    QRadioButton,
)

from alhambra_gui.app.autosave import Autosave
from alhambra_gui.app.history_export import CSV, HistoryExport
from alhambra_gui.app.session import GameSession
from alhambra_gui.history import History, export
from alhambra_gui.widgets.window.main_window import MainWindow
from tests.history_games import fill_history, made

pytestmark = pytest.mark.gui


@pytest.fixture
def window(qtbot, tmp_path):
    made_window = MainWindow(GameSession(), Autosave(tmp_path / "appdata"))
    made_window.files.ask = lambda *args: QMessageBox.StandardButton.Discard
    qtbot.addWidget(made_window)
    made_window.resize(1280, 720)
    made_window.show()
    return made_window


@pytest.fixture
def saving(monkeypatch):
    """The save dialog answered: each call's starting path is kept, the answer given."""
    asked: list[str] = []
    answers: list[Path] = []

    def answer(_parent, _title, start, _filter):
        asked.append(start)
        return str(answers.pop(0)), _filter

    monkeypatch.setattr(QFileDialog, "getSaveFileName", answer)
    return asked, answers


def history_window(window, games: int = 3):
    store = window.history_menu.history.store()
    for day in range(games):
        store.add(made({"Anna": (day, 1, 1), "-inf": (2, 2, 2)}, day=day))
    window.history_menu.history.imported()
    QTest.keyClick(window, Qt.Key.Key_H, Qt.KeyboardModifier.ControlModifier)
    return window.history_menu.history_window


def click(widget) -> None:
    assert widget.isEnabled(), widget.objectName()
    QTest.mouseClick(widget, Qt.MouseButton.LeftButton)


def export_by_clicks(listed, *choices: str) -> None:
    """History ▸ Export…, then in its dialog each choice clicked and OK."""
    def answer() -> None:
        dialog = QApplication.activeModalWidget()
        assert dialog is not None and dialog.objectName() == "historyExportDialog"
        for name in choices:
            click(dialog.findChild(QRadioButton, name))
        ok = next(b for b in dialog.findChildren(QPushButton) if b.text().replace("&", "") == "OK")
        click(ok)

    QTimer.singleShot(0, answer)
    click(listed.findChild(QPushButton, "historyExport"))


def test_every_game_as_csv_starting_in_the_documents_folder_then_in_the_last(qtbot, window, saving, tmp_path):
    asked, answers = saving
    listed = history_window(window)
    folder = tmp_path / "exports"
    folder.mkdir()
    answers += [folder / "games", folder / "again.json"]
    export_by_clicks(listed, "historyExportAll", "historyExportCsv")
    qtbot.waitUntil(lambda: (folder / "games.csv").exists())
    documents = QStandardPaths.writableLocation(QStandardPaths.StandardLocation.DocumentsLocation)
    assert Path(asked[0]).parent == Path(documents) and Path(asked[0]).parent != Path.cwd()
    store = window.history_menu.history.store()
    written = (folder / "games.csv").read_bytes().decode("utf-8")  # as written: CSV lines end in CRLF
    assert written == export.text(store, export.CSV)
    rows = list(csv.reader(io.StringIO(written)))
    assert len(rows) == 1 + 3 * 2 and {r[6] for r in rows[1:]} == {"Anna", "'-inf"}
    assert listed.message.text() == f"3 games exported to {folder / 'games.csv'}"
    assert message_hue(listed) == "blue"  # news, not the red of an error (seen by play15)
    export_by_clicks(listed, "historyExportBgStats")  # the second export starts where the first went
    qtbot.waitUntil(lambda: (folder / "again.json").exists())
    assert Path(asked[1]).parent == folder
    assert len(json.loads((folder / "again.json").read_text(encoding="utf-8"))["plays"]) == 3


def test_the_selected_games_as_a_bg_stats_play_file(qtbot, window, saving, tmp_path):
    _asked, answers = saving
    listed = history_window(window)
    view = listed.games_view
    for row, modifier in ((0, Qt.KeyboardModifier.NoModifier), (2, Qt.KeyboardModifier.ControlModifier)):
        QTest.mouseClick(view.viewport(), Qt.MouseButton.LeftButton, modifier,
                         view.visualRect(listed.games_model.index(row, 1)).center())
    chosen = [row.id for row in listed.selected_games()]
    assert len(chosen) == 2
    answers.append(tmp_path / "two.json")
    export_by_clicks(listed)  # two selected: the selection and the play file are what is offered
    qtbot.waitUntil(lambda: (tmp_path / "two.json").exists())
    plays = json.loads((tmp_path / "two.json").read_text(encoding="utf-8"))["plays"]
    store = window.history_menu.history.store()
    assert sorted(p["uuid"].replace("-", "") for p in plays) == sorted(store.game(i).play_id for i in chosen)


def test_cancel_stops_the_export_and_leaves_no_file_nor_half_of_one(qtbot, window, saving, tmp_path,
                                                                    monkeypatch):
    _asked, answers = saving
    monkeypatch.setattr(HistoryExport, "step", 10)  # 60 games: six steps, Cancel after the first
    listed = history_window(window, games=0)
    fill_history(window.history_menu.history.store(), 60)
    window.history_menu.history.imported()
    target = tmp_path / "games.csv"
    target.write_text("what was here before", encoding="utf-8")
    answers.append(target)
    export_by_clicks(listed, "historyExportCsv")
    progress = listed.findChild(QProgressDialog, "historyExportProgress")
    assert progress is not None and progress.isVisible() and progress.maximum() == 60
    steps: list[int] = []

    def cancel_at_first(done: int) -> None:
        steps.append(done)
        if len(steps) == 1:
            click(progress.findChild(QPushButton))

    listed.exporting.progressed.connect(cancel_at_first)
    qtbot.waitUntil(lambda: listed.message.text() == "Export cancelled: nothing was written.")
    assert steps == [10]  # no step after Cancel
    assert target.read_text(encoding="utf-8") == "what was here before"
    assert sorted(p.name for p in tmp_path.iterdir() if p.name.startswith(".games")) == []  # no part file


def test_an_export_that_cannot_be_written_leaves_nothing_and_says_why(qtbot, qapp, tmp_path):
    path = tmp_path / "history.sqlite"
    history = History.open(path).history
    history.add(made({"Anna": (1, 2, 3)}))
    history.close()
    from alhambra_gui.app.history import GameHistory

    window_history = GameHistory(GameSession(), path)
    target = tmp_path / "out" / "a folder"
    target.mkdir(parents=True)  # no file can take its name
    job = HistoryExport(window_history, target, CSV)
    said: list[str] = []
    job.failed.connect(said.append)
    assert job.start()
    qtbot.waitUntil(lambda: bool(said))
    assert "cannot be written" in said[0] and str(target) in said[0]
    assert sorted(p.name for p in target.parent.iterdir()) == ["a folder"]


def message_hue(listed) -> str:
    """The colour the history window's message is drawn in, as it is on screen: "red" or "blue"
    (its text's pixels, counted)."""
    image = listed.message.grab().toImage()
    background = image.pixelColor(0, 0)
    red = blue = 0
    for x in range(image.width()):
        for y in range(image.height()):
            colour = image.pixelColor(x, y)
            if colour != background:
                red += colour.red() > colour.blue() + 40
                blue += colour.blue() > colour.red() + 40
    return "red" if red > blue else "blue"
