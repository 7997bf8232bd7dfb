"""Export and sharing: CSV, a one-page PDF score sheet, the print path, a city as PNG."""

from __future__ import annotations

import csv
import re
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QColor, QImage
from PySide6.QtPrintSupport import QPrinter
from PySide6.QtWidgets import QFileDialog

from alhambra_gui.widgets.score import export
from alhambra_gui.widgets.score.scoreboard import ScoreboardDock
from tests.questions import answer

TYPES = ("pavilion", "seraglio", "arcades", "chambers", "garden", "tower")
TYPE_NAMES = ("Pavilion", "Seraglio", "Arcades", "Chambers", "Garden", "Tower")


def page_count(pdf: bytes) -> int:
    return len(re.findall(rb"/Type\s*/Page\b", pdf))


def read_csv(path):
    with open(path, newline="", encoding="utf-8") as handle:
        return list(csv.DictReader(handle))


def test_csv_with_recorded_scorings_and_the_current_breakdown(dirk_session, expected, tmp_path):
    dirk_session.record_scoring()
    dirk_session.record_scoring()
    path = tmp_path / "score.csv"
    export.export_csv(dirk_session.game, path)
    rows = read_csv(path)
    assert [r["Player"] for r in rows] == ["Anna", "Ben", "Dirk"]
    assert [(r["Scoring 1"], r["Scoring 2"], r["Scoring 3"]) for r in rows] == [
        ("22", "53", ""), ("6", "27", ""), ("4", "15", "")]
    assert [r["Total"] for r in rows] == ["75", "33", "19"]
    assert [r["Place"] for r in rows] == ["1", "2", ""]
    now = expected("two-players-dirk")["score --round 3"]
    for row, player in zip(rows, now["players"], strict=False):
        assert [int(row[f"{n} (scoring 3 now)"]) for n in TYPE_NAMES] == [
            player["buildings"][t] for t in TYPES]
        assert int(row["Wall (scoring 3 now)"]) == player["wall"]
        assert int(row["Total (scoring 3 now)"]) == player["total"]
    assert rows[2]["Wall (scoring 3 now)"] == ""
    assert int(rows[2]["Total (scoring 3 now)"]) == now["dirk"]["total"]


def test_csv_of_a_chosen_round(session, expected, tmp_path):
    path = tmp_path / "score.csv"
    export.export_csv(session.game, path, round_=2)
    rows = read_csv(path)
    want = expected("three-players")["score --round 2"]["players"]
    assert [int(r["Total (scoring 2 now)"]) for r in rows] == [p["total"] for p in want]
    assert {r["Scoring 1"] for r in rows} == {""}


def test_pdf_is_one_page(dirk_session, tmp_path):
    for _ in range(3):
        dirk_session.record_scoring()
    path = tmp_path / "sheet.pdf"
    export.export_pdf(dirk_session.game, path, export.session_colours(dirk_session))
    data = path.read_bytes()
    assert data.startswith(b"%PDF")
    assert page_count(data) == 1


def test_print_path_paints_the_same_single_page(session, tmp_path):
    printer = QPrinter(QPrinter.PrinterMode.HighResolution)
    printer.setOutputFormat(QPrinter.OutputFormat.PdfFormat)
    path = tmp_path / "printed.pdf"
    printer.setOutputFileName(str(path))
    export.print_score_sheet(printer, session.game)
    data = path.read_bytes()
    assert data.startswith(b"%PDF") and page_count(data) == 1


def test_score_sheet_preview_draws_the_players_colours(session, tmp_path):
    image = export.score_sheet_image(session.game, export.session_colours(session), width=500)
    assert (image.width(), image.height()) == (500, round(500 * 297 / 210))
    colours = {image.pixel(x, y) for x in range(0, 500, 3) for y in range(0, image.height(), 3)}
    assert QColor(session.player_colour("Anna")).rgb() in colours
    assert image.save(str(tmp_path / "sheet.png"))


@pytest.mark.parametrize("name", ["Anna", "Ben", "Chen"])
def test_city_png_size(session, tmp_path, name):
    _, _, columns, rows = export.city_bounds(session.game, name)
    path = tmp_path / f"{name}.png"
    size = export.export_city_png(session.game, name, path, tile_size=40)
    image = QImage(str(path))
    assert (image.width(), image.height()) == (columns * 40 + 16, rows * 40 + 16)
    assert (size.width(), size.height()) == (image.width(), image.height())
    # the fountain is drawn where (0, 0) is
    left, top, _, _ = export.city_bounds(session.game, name)
    centre = image.pixelColor(8 + (0 - left) * 40 + 20, 8 + (0 - top) * 40 + 20)
    assert centre != QColor("#ffffff")


def test_dock_export_actions_write_files(qtbot, session, tmp_path, monkeypatch):
    dock = ScoreboardDock(session)
    qtbot.addWidget(dock)
    actions = {a.objectName(): a for a in dock.menu_actions()}
    target = {"path": ""}
    monkeypatch.setattr(QFileDialog, "getSaveFileName", lambda *a, **k: (target["path"], ""))
    target["path"] = str(tmp_path / "board.csv")
    actions["actionExportCsv"].trigger()
    assert [r["Player"] for r in read_csv(target["path"])] == ["Anna", "Ben", "Chen"]
    target["path"] = str(tmp_path / "board.pdf")
    actions["actionExportPdf"].trigger()
    assert page_count((tmp_path / "board.pdf").read_bytes()) == 1
    from alhambra_gui.widgets.score.png_dialog import CityPngDialog

    target["path"] = str(tmp_path / "ben.png")
    actions["actionExportCityPng"].trigger()
    dialog = dock.findChild(CityPngDialog)
    dialog.player_box.setCurrentIndex(dialog.player_box.findData("Ben"))
    dialog.accept()
    assert not QImage(target["path"]).isNull()


def test_the_png_export_offers_the_city_shown_at_a_size_that_prints(qtbot, session, tmp_path, monkeypatch):
    """Ben's city on screen: File's PNG export proposes Ben's city at 300 pixels a cell;
    Enter takes it; a size chosen is kept for the next export."""
    from PySide6.QtWidgets import QMessageBox

    from alhambra_gui.app.autosave import Autosave
    from alhambra_gui.widgets.score.png_dialog import CityPngDialog
    from alhambra_gui.widgets.window.main_window import MainWindow

    window = MainWindow(session, Autosave(tmp_path / "appdata"))
    window.files.ask = lambda *_args: QMessageBox.StandardButton.Discard
    qtbot.addWidget(window)
    window.show()
    qtbot.waitExposed(window)
    window.show_city("Ben")
    path = tmp_path / "city.png"
    monkeypatch.setattr(QFileDialog, "getSaveFileName", lambda *a, **k: (str(path), ""))
    window.scoreboard.png_action.trigger()
    dialog = window.scoreboard.findChild(CityPngDialog)
    qtbot.waitUntil(dialog.isVisible)
    assert dialog.player() == "Ben" and dialog.cell_size() == 300
    _, _, columns, rows = export.city_bounds(session.game, "Ben")
    assert dialog.result_label.text() == (f"{columns} × {rows} cells: an image of "
                                          f"{columns * 300 + 100} × {rows * 300 + 100} pixels")
    qtbot.keyClick(dialog.player_box, Qt.Key.Key_Return)  # Enter: Export…
    image = QImage(str(path))
    assert (image.width(), image.height()) == (columns * 300 + 100, rows * 300 + 100)
    window.scoreboard.png_action.trigger()
    again = next(d for d in window.scoreboard.findChildren(CityPngDialog) if d.isVisible())
    again.size_box.setValue(120)
    qtbot.keyClick(again.size_box, Qt.Key.Key_Return)
    assert QImage(str(path)).width() == columns * 120 + 40
    window.scoreboard.png_action.trigger()
    third = next(d for d in window.scoreboard.findChildren(CityPngDialog) if d.isVisible())
    assert third.cell_size() == 120  # the size chosen last
    third.reject()


def test_a_city_png_that_cannot_be_written_raises(session, tmp_path):
    with pytest.raises(OSError, match="could not write"):
        export.export_city_png(session.game, "Anna", tmp_path / "missing-folder" / "anna.png")


def test_end_of_game_action_opens_the_dialog(qtbot, session):
    from alhambra_gui.widgets.score.endgame_dialog import EndGameDialog

    dock = ScoreboardDock(session)
    qtbot.addWidget(dock)
    dock.show()
    actions = {a.objectName(): a for a in dock.menu_actions()}
    actions["actionEndOfGame"].trigger()
    assert "Scorings recorded so far: 0 of 3" in answer(qtbot, dock.pending_question)
    dialogs = [d for d in dock.findChildren(EndGameDialog) if d.isVisible()]
    assert len(dialogs) == 1
    assert dialogs[0].free_list.count() == len(session.game.free_tiles())
    dialogs[0].reject()
    assert session.undo_stack.count() == 0


def test_a_pdf_that_cannot_be_written_says_so(dirk_session, tmp_path):
    target = tmp_path / "no-such-folder" / "sheet.pdf"
    with pytest.raises(OSError, match="cannot write"):
        export.export_pdf(dirk_session.game, target)
    assert not target.exists()


@pytest.mark.parametrize(("name", "suggested"), [
    ("../../../tmp/evil.png", "tmp-evil.png.png"), ("a/b", "a-b.png"), ("C:\\Users\\x", "C-Users-x.png"),
    ("..", "city.png"), ("NUL", "NUL-city.png"), ("安娜", "安娜.png")])
def test_the_city_png_is_suggested_a_file_name_never_a_path(qtbot, make_session, monkeypatch, name,
                                                            suggested):
    from PySide6.QtCore import Qt
    from PySide6.QtTest import QTest

    from alhambra_gui.engine import Game

    asked: list[str] = []
    monkeypatch.setattr(QFileDialog, "getSaveFileName", lambda _parent, _title, start, _filter:
                        (asked.append(start), ("", ""))[1])
    dock = ScoreboardDock(make_session(Game([name, "Ben"])))
    qtbot.addWidget(dock)
    dialog = dock.exports.export_png()
    dialog.player_box.setCurrentIndex(dialog.player_box.findData(name))
    QTest.keyClick(dialog, Qt.Key.Key_Return)
    # in the folder the dialog starts in (the game has none: the home folder), never elsewhere
    assert asked == [str(Path.home() / suggested)]
