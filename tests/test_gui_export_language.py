"""The CSV's header row and the score sheet's words follow the language in force at export
time (nothing is translated once at import): German under a temporary German catalogue,
English again once it is gone."""

from __future__ import annotations

import csv
from typing import ClassVar

import pytest
from PySide6.QtCore import QLocale
from PySide6.QtGui import QPainter

from alhambra_gui.app import language
from alhambra_gui.widgets.score import export
from tests.catalogues import temporary_catalogue

pytestmark = pytest.mark.gui
GERMAN = {
    ("", "Player"): "Spieler",
    ("", "Scoring %1"): "Wertung %1",
    ("", "Total"): "Gesamt",
    ("", "Place"): "Platz",
    ("", "Wall (scoring %1 now)"): "Mauer (%1. Wertung jetzt)",
    ("", "Total (scoring %1 now)"): "Gesamt (%1. Wertung jetzt)",
    ("", "%1 — score sheet"): "%1 — Wertungsblatt",
    ("", "Cities"): "Städte",
    ("", "Scoring %1 if it happened now"): "%1. Wertung, wenn sie jetzt wäre",
    ("", "%1: %2, wall %3, reserve %4"): "%1: %2, Mauer %3, Reserve %4",
    ("", "%n tile(s)"): ("%n Plättchen", "%n Plättchen"),
    ("", "start"): "Beginn",
}


@pytest.fixture
def german(tmp_path_factory, monkeypatch, qapp):
    """The app speaks German from a temporary catalogue; English again afterwards."""
    folder = tmp_path_factory.mktemp("i18n")
    temporary_catalogue(folder, "de", GERMAN)
    monkeypatch.setattr(language, "catalogue_folder", lambda: folder)
    locale = QLocale()
    translators = language.Translators.of(qapp)
    translators.apply("de")
    yield translators
    translators.apply("en")
    QLocale.setDefault(locale)


class RecordingPainter(QPainter):
    """Paints as QPainter does and keeps every text it draws."""

    texts: ClassVar[list[str]] = []

    def drawText(self, *args) -> None:
        RecordingPainter.texts += [a for a in args if isinstance(a, str)]
        super().drawText(*args)


def header(path) -> list[str]:
    with open(path, newline="", encoding="utf-8") as handle:
        return next(csv.reader(handle))


def test_the_csv_header_row_is_in_the_language_at_export_time(session, german, tmp_path):
    export.export_csv(session.game, tmp_path / "de.csv")
    row = header(tmp_path / "de.csv")
    assert row[:6] == ["Spieler", "Wertung 1", "Wertung 2", "Wertung 3", "Gesamt", "Platz"]
    now = session.game.next_round
    assert row[-2:] == [f"Mauer ({now}. Wertung jetzt)", f"Gesamt ({now}. Wertung jetzt)"]
    german.apply("en")
    export.export_csv(session.game, tmp_path / "en.csv")
    row = header(tmp_path / "en.csv")
    assert row[:6] == ["Player", "Scoring 1", "Scoring 2", "Scoring 3", "Total", "Place"]
    assert row[-1] == f"Total (scoring {now} now)"


def test_the_pdf_score_sheet_is_in_the_language_at_export_time(session, german, tmp_path, monkeypatch):
    """The PDF as export_pdf writes it, its painter keeping what it draws; the document's
    title (in the file's own bytes) says the same."""
    monkeypatch.setattr(export, "QPainter", RecordingPainter)
    monkeypatch.setattr(RecordingPainter, "texts", [])
    export.export_pdf(session.game, tmp_path / "de.pdf")
    drawn = RecordingPainter.texts
    assert "Alhambra — Wertungsblatt" in drawn
    assert {"Spieler", "Wertung 1", "Gesamt", "Platz", "Städte", "Beginn"} <= set(drawn)
    assert f"{session.game.next_round}. Wertung, wenn sie jetzt wäre" in drawn
    assert sum(" Plättchen, Mauer " in text for text in drawn) == 3  # a caption per city
    assert not {"Player", "Total", "Place", "Cities", "start"} & set(drawn)
    assert "Alhambra — Wertungsblatt".encode("utf-16-be") in (tmp_path / "de.pdf").read_bytes()

    german.apply("en")
    monkeypatch.setattr(RecordingPainter, "texts", [])
    export.export_pdf(session.game, tmp_path / "en.pdf")
    assert {"Player", "Scoring 1", "Total", "Place", "Cities", "start"} <= set(RecordingPainter.texts)
    assert "Alhambra — score sheet".encode("utf-16-be") in (tmp_path / "en.pdf").read_bytes()
