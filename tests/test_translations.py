"""Translations can follow: lupdate extracts the strings under the contexts the app looks
them up in, so a compiled German catalogue changes what the app says."""

from __future__ import annotations

import subprocess
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest
from PySide6.QtCore import QCoreApplication, QTranslator

from alhambra_gui.app import labels
from alhambra_gui.app.qt_gaps import QT_GAPS
from alhambra_gui.app.session import GameSession
from alhambra_gui.engine import Cell, Rule, Side, Violation
from alhambra_gui.widgets.window.actions import translate
from tests.catalogues import update

PACKAGE = Path(__file__).resolve().parents[1] / "alhambra_gui"
GERMAN = {
    # The rules' sentences have one source, the engine's rule table, in the context "Rule".
    ("Rule", "would enclose a hole"): "würde ein Loch einschließen",
    ("Rule", "its wall to the {side} meets an open side of {neighbour}"):
        "seine Mauer im {side} trifft auf eine offene Seite von {neighbour}",
    ("", "the neighbouring tile"): "dem Nachbarplättchen",
    ("Rule", "east"): "Osten",
    ("", "&File"): "&Datei",
    ("GameSession", "Untitled game"): "Unbenanntes Spiel",
}


def tool(name: str) -> str:
    """A Qt tool that ships with PySide6, found as the update command finds it (its program
    itself, not the ``pyside6-*`` script that starts a Python to run it)."""
    return update.tool(name)


@pytest.fixture(scope="module")
def catalogue(tmp_path_factory) -> Path:
    ts = tmp_path_factory.mktemp("i18n") / "alhambra_gui_de.ts"
    sources = sorted(str(p) for p in PACKAGE.rglob("*.py"))
    subprocess.run([tool("pyside6-lupdate"), *sources, "-ts", str(ts)], check=True, capture_output=True)
    return ts


def messages(ts: Path):
    for context in ET.parse(ts).getroot().iter("context"):
        name = context.findtext("name") or ""
        for message in context.iter("message"):
            yield name, message


def test_lupdate_finds_the_strings_in_known_contexts(catalogue):
    found = list(messages(catalogue))
    assert len(found) > 200
    contexts = {name for name, _ in found}
    classes = {line.split("(")[0].split()[1].rstrip(":") for path in PACKAGE.rglob("*.py")
               for line in path.read_text(encoding="utf-8").splitlines() if line.startswith("class ")}
    qts = {context for context, _ in QT_GAPS}  # Qt's own words its catalogue lacks (app/qt_gaps.py)
    assert contexts - {""} <= classes | qts  # e.g. no "window" context from window.tr(...)
    assert all((ctx, text) in {(n, m.findtext("source")) for n, m in found} for ctx, text in GERMAN)


def test_a_compiled_catalogue_translates_the_app(catalogue, qtbot, tmp_path):
    tree = ET.parse(catalogue)
    for context in tree.getroot().iter("context"):
        name = context.findtext("name") or ""
        for message in context.iter("message"):
            german = GERMAN.get((name, message.findtext("source")))
            if german:
                translation = message.find("translation")
                translation.text = german
                translation.attrib.pop("type", None)
    tree.write(tmp_path / "de.ts", encoding="utf-8", xml_declaration=True)
    qm = tmp_path / "de.qm"
    subprocess.run([tool("pyside6-lrelease"), str(tmp_path / "de.ts"), "-qm", str(qm)],
                   check=True, capture_output=True)
    translator = QTranslator()
    assert translator.load(str(qm))
    QCoreApplication.installTranslator(translator)
    try:
        assert labels.reason_text(Violation(Rule.HOLE, Cell(1, 0))) == "würde ein Loch einschließen"
        mismatch = Violation(Rule.WALL_MISMATCH, Cell(1, 0), Side.E)
        assert labels.reason_text(mismatch) == \
            "seine Mauer im Osten trifft auf eine offene Seite von dem Nachbarplättchen"
        assert translate("&File") == "&Datei"
        assert GameSession().display_name() == "Unbenanntes Spiel"
    finally:
        QCoreApplication.removeTranslator(translator)
    assert labels.reason_text(Violation(Rule.HOLE, Cell(1, 0))) == "would enclose a hole"
