"""Exports with modules: the module terms of the chosen scoring and the labelled other
points of the recorded scorings, in the CSV and on the score sheet (PDF and print)."""

from __future__ import annotations

import csv
from typing import ClassVar

import pytest
from PySide6.QtGui import QPainter
from PySide6.QtPrintSupport import QPrinter
from PySide6.QtWidgets import QFileDialog

from alhambra_gui.app.session import GameSession
from alhambra_gui.engine.modules import other_points
from alhambra_gui.widgets.score import export
from alhambra_gui.widgets.score.scoreboard import ScoreboardDock
from tests.module_games import MODULES, module_game
from tests.test_gui_export import page_count

pytestmark = pytest.mark.gui

TERMS = {"treasure_chamber": "Chests", "city_watch": "City Watch", "other_points": "Other"}


def recorded_game():
    """Scoring 1 with other points for Anna (two lines) and Ben; scoring 2 without any."""
    game = module_game([*MODULES, "other_points"])
    game.record_scoring(1, other_points.inputs(
        [("Anna", "Camps", 3), ("Anna", "Invaders: 2 open sides", -2), ("Ben", "Camps", 5)], game))
    game.record_scoring(2)
    return game


def read_csv(path):
    with open(path, newline="", encoding="utf-8") as handle:
        return list(csv.DictReader(handle))


class RecordingPainter(QPainter):
    """A painter that keeps every text it draws (the sheet's code calls it from Python)."""

    texts: ClassVar[list[str]] = []

    def drawText(self, *args):
        RecordingPainter.texts.append(next(a for a in args if isinstance(a, str)))
        return super().drawText(*args)


@pytest.fixture
def drawn(monkeypatch):
    RecordingPainter.texts = []
    monkeypatch.setattr(export, "QPainter", RecordingPainter)
    return RecordingPainter.texts


# ---- CSV ----------------------------------------------------------------------------------
def test_csv_has_a_column_per_module_term_of_the_chosen_scoring(tmp_path):
    game = recorded_game()
    path = tmp_path / "score.csv"
    export.export_csv(game, path, round_=3)
    rows = read_csv(path)
    header = list(rows[0])
    wall = header.index("Wall (scoring 3 now)")
    assert header[wall + 1:wall + 5] == [
        "Chests (scoring 3 now)", "City Watch (scoring 3 now)", "Other (scoring 3 now)",
        "Total (scoring 3 now)"]
    for row, want in zip(rows, game.score(3).to_dict()["players"], strict=True):
        assert {key: int(row[f"{title} (scoring 3 now)"]) for key, title in TERMS.items()} == \
            want["modules"]
        assert int(row["Total (scoring 3 now)"]) == want["total"]


def test_csv_lists_the_other_points_of_each_recorded_scoring_with_their_labels(tmp_path):
    game = recorded_game()
    path = tmp_path / "score.csv"
    export.export_csv(game, path)
    rows = {r["Player"]: r for r in read_csv(path)}
    assert rows["Anna"]["Other points in scoring 1"] == "Camps +3; Invaders: 2 open sides −2"
    assert rows["Ben"]["Other points in scoring 1"] == "Camps +5"
    assert rows["Chen"]["Other points in scoring 1"] == ""
    assert {r["Other points in scoring 2"] for r in rows.values()} == {""}
    assert int(rows["Anna"]["Scoring 1"]) == game.scorings[0].points["Anna"]


def test_a_base_game_csv_keeps_its_columns(session, tmp_path):
    path = tmp_path / "score.csv"
    export.export_csv(session.game, path, round_=1)
    header = list(read_csv(path)[0])
    assert header[-2:] == ["Wall (scoring 1 now)", "Total (scoring 1 now)"]
    assert not any(h.startswith(("Other", "Chests")) for h in header)


def test_dirk_has_no_module_terms_in_the_csv(dirk_session, tmp_path):
    dirk_session.game.set_modules(["treasure_chamber"])
    path = tmp_path / "score.csv"
    export.export_csv(dirk_session.game, path, round_=1)
    rows = read_csv(path)
    assert [r["Chests (scoring 1 now)"] for r in rows] == ["0", "0", ""]


# ---- the score sheet ---------------------------------------------------------------------------
def test_the_pdf_shows_the_chosen_scoring_with_its_terms_and_the_other_points(drawn, tmp_path):
    game = recorded_game()
    path = tmp_path / "sheet.pdf"
    export.export_pdf(game, path, round_=3)
    assert page_count(path.read_bytes()) == 1
    assert "Scoring 3 if it happened now" in drawn
    heading = drawn.index("Scoring 3 if it happened now")
    assert [t for t in drawn[heading:] if t in TERMS.values()] == ["Chests", "City Watch", "Other"]
    anna = game.score(3).players[0]
    row = drawn[drawn.index("Anna", heading):][:13]  # name, six types, wall, three terms, total
    assert row[8:12] == [str(t.points) for t in anna.module_terms] + [str(anna.total)]
    assert "Other points" in drawn
    assert "Scoring 1 — Anna: Camps +3, Invaders: 2 open sides −2 · Ben: Camps +5" in drawn


def test_the_print_path_draws_the_same_terms(drawn, tmp_path):
    printer = QPrinter(QPrinter.PrinterMode.HighResolution)
    printer.setOutputFormat(QPrinter.OutputFormat.PdfFormat)
    printer.setOutputFileName(str(tmp_path / "printed.pdf"))
    export.print_score_sheet(printer, recorded_game(), round_=2)
    assert "Scoring 2 if it happened now" in drawn
    assert {"Chests", "City Watch", "Other"} <= set(drawn)
    assert any(t.startswith("Scoring 1 — Anna: Camps +3") for t in drawn)


def test_a_sheet_without_other_points_has_no_such_section(drawn, session):
    export.score_sheet_image(session.game, width=400)
    assert "Other points" not in drawn
    assert "Chests" not in drawn
    assert "Scoring 1 if it happened now" in drawn


def test_the_docks_exports_use_the_scoring_shown(qtbot, drawn, tmp_path, monkeypatch):
    session = GameSession()
    session.replace_game(recorded_game())
    dock = ScoreboardDock(session)
    qtbot.addWidget(dock)
    dock.round_chooser.setCurrentIndex(1)  # scoring 2, although scoring 3 is due
    target = {"path": ""}
    monkeypatch.setattr(QFileDialog, "getSaveFileName", lambda *a, **k: (target["path"], ""))
    actions = {a.objectName(): a for a in dock.menu_actions()}
    target["path"] = str(tmp_path / "board.csv")
    actions["actionExportCsv"].trigger()
    assert "Chests (scoring 2 now)" in read_csv(target["path"])[0]
    target["path"] = str(tmp_path / "board.pdf")
    actions["actionExportPdf"].trigger()
    assert "Scoring 2 if it happened now" in drawn
