"""A damaged catalogue never reaches Qt's translator (app/catalogue_check.py): the proof on
copies of the real catalogues with bytes changed (a fixed seed), against an oracle that looks
up every message of the catalogue's .ts in Qt itself, in a child process (where a crash
harms nothing); and a start with a damaged catalogue opens in English and says so."""

from __future__ import annotations

import random
import subprocess
import sys
from pathlib import Path

import pytest
from PySide6.QtCore import QCoreApplication, QTranslator

from alhambra_gui.app import catalogue_check, language, settings
from alhambra_gui.app.catalogue_check import CatalogueError, check

I18N = Path(__file__).resolve().parents[1] / "resources" / "i18n"
CATALOGUES = sorted(I18N.glob("*.qm"))

#: Looks up every message of a .ts in each catalogue given, printing "ok" after each one.
ORACLE = """
import sys, xml.etree.ElementTree as ET
from PySide6.QtCore import QTranslator
messages = []
for context in ET.parse(sys.argv[1]).getroot().iter("context"):
    for m in context.iter("message"):
        plural = m.get("numerus") == "yes"
        messages.append((context.findtext("name"), m.findtext("source"), m.findtext("comment"), plural))
for path in sys.argv[2:]:
    translator = QTranslator()
    if translator.load(path):
        for context, source, comment, plural in messages:
            for n in ((0, 1, 2, 5, 21) if plural else (-1,)):
                translator.translate(context, source, comment, n)
    print("ok", path, flush=True)
"""


def corrupted(folder: Path, original: Path, copies: int, changed: int, seed: int) -> list[Path]:
    """``copies`` copies of a catalogue, each with ``changed`` bytes set at random."""
    data, chance = original.read_bytes(), random.Random(seed)
    made = []
    for number in range(copies):
        damaged = bytearray(data)
        for _ in range(changed):
            damaged[chance.randrange(len(damaged))] = chance.randrange(256)
        path = folder / f"{original.stem}-{number:02d}.qm"
        path.write_bytes(bytes(damaged))
        made.append(path)
    return made


def crashing(paths: list[Path]) -> list[Path]:
    """The catalogues a lookup of every message crashes Qt with (one child process for a run
    of catalogues that do not, one more after each crash)."""
    found, left = [], list(paths)
    while left:
        ts = I18N / (left[0].stem.rsplit("-", 1)[0] + ".ts")
        done = subprocess.run([sys.executable, "-c", ORACLE, str(ts), *map(str, left)],
                              capture_output=True, text=True, timeout=120)
        finished = {Path(line[3:]) for line in done.stdout.splitlines() if line.startswith("ok ")}
        if done.returncode == 0:
            break
        crashed = next(p for p in left if p not in finished)
        found.append(crashed)
        left = left[left.index(crashed) + 1:]
    return found


def refused(path: Path) -> bool:
    try:
        check(path.read_bytes())
    except CatalogueError:
        return True
    return False


@pytest.mark.parametrize("catalogue", CATALOGUES, ids=lambda p: p.name)
def test_the_real_catalogues_are_sound(catalogue):
    check(catalogue.read_bytes())


def test_every_catalogue_with_twenty_bytes_changed_is_refused_and_those_are_the_crashing_kind(tmp_path):
    """The issue's damage: 20 random bytes. Each copy is refused; a third of them or so would
    crash Qt on lookup (the oracle)."""
    copies = corrupted(tmp_path, I18N / "alhambra_gui_de.qm", 30, 20, seed=15)
    assert [p.name for p in copies if not refused(p)] == []
    assert len(crashing(copies)) >= 5


@pytest.mark.parametrize("catalogue", CATALOGUES, ids=lambda p: p.name)
def test_a_catalogue_the_check_lets_through_never_crashes_qt(tmp_path, catalogue):
    """One byte changed: many copies are still sound (a letter of a translation changed) and
    pass; not one of those crashes a lookup of every message."""
    copies = corrupted(tmp_path, catalogue, 40, 1, seed=3)
    passed = [p for p in copies if not refused(p)]
    assert 5 <= len(passed) < len(copies)  # the check is not a refusal of everything
    assert crashing(passed) == []


# ---- the app --------------------------------------------------------------------------------
@pytest.fixture
def damaged_german(tmp_path, monkeypatch, qapp):
    """The German catalogue, damaged, where the app looks for its catalogues: a copy of the
    kind that crashes Qt on lookup (the first such copy of a fixed seed: given to Qt, the
    test's process would die). The app speaks English again afterwards."""
    copies = corrupted(tmp_path, I18N / "alhambra_gui_de.qm", 12, 20, seed=15)
    damaged = next(p for p in copies if crashing([p]))
    damaged.rename(tmp_path / "alhambra_gui_de.qm")
    monkeypatch.setattr(language, "catalogue_folder", lambda: tmp_path)
    loaded: list[str] = []
    real_load = QTranslator.load

    def load(self, *args):
        loaded.append(" ".join(map(str, args)))
        return real_load(self, *args)

    monkeypatch.setattr(QTranslator, "load", load)
    yield loaded
    language.Translators.of(qapp).apply(settings.SOURCE_LANGUAGE)


def test_a_start_with_a_damaged_catalogue_speaks_english_and_says_so(qtbot, tmp_path, damaged_german, qapp):
    from alhambra_gui.app.autosave import Autosave
    from alhambra_gui.app.session import GameSession
    from alhambra_gui.widgets.window.launch import install_translations
    from alhambra_gui.widgets.window.main_window import MainWindow

    settings.language.set("de")
    install_translations(qapp)
    assert not any("alhambra_gui_de" in call for call in damaged_german)  # never given to Qt
    assert QCoreApplication.translate("", "&File") == "&File"
    window = MainWindow(GameSession(), Autosave(tmp_path / "appdata"))
    qtbot.addWidget(window)
    window.complaints = []
    window.files.complain = window.complaints.append
    window.files.start(None)
    assert window.complaints == [
        "The catalogue for Deutsch (alhambra_gui_de.qm) is damaged, so the app speaks English: install "
        "the app again to have Deutsch back."]
    window.show()
    assert window.menus["file"].title() == "&File"


def test_a_sound_catalogue_is_checked_once_until_it_changes(monkeypatch, qapp):
    checked: list[int] = []
    real = catalogue_check.check
    monkeypatch.setattr(language, "check", lambda data: (checked.append(len(data)), real(data)))
    translators = language.Translators.of(qapp)
    try:
        for _ in range(3):
            translators.apply("de")
        assert len(checked) == 1 and translators.damaged == "" and translators.missing == ""
        assert QCoreApplication.translate("", "&File") == "&Datei"
    finally:
        translators.apply(settings.SOURCE_LANGUAGE)
