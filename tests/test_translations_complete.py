"""The catalogues are complete and current: every source text has a finished translation
in German and in Traditional Chinese, in the language's plural forms, with the source's
placeholders and & mnemonics, and each compiled ``.qm`` is what its ``.ts`` compiles to.

Every fault the check looks for is first shown on a small catalogue made for it (a module
of its own, extracted with the update command's lupdate, translated, then broken on
purpose); the last test runs the same check on the real catalogues. That one fails until
the translators have finished: then ``packaging/update_translations.py`` and it passes.
"""

from __future__ import annotations

import xml.etree.ElementTree as ET
from dataclasses import dataclass
from pathlib import Path

import pytest

from tests.catalogues import FORMS, catalogue_faults, fill, read_qm, update

BOARD = '''
from PySide6.QtWidgets import QWidget


class Board(QWidget):
    #: An attribute's documentation, which lupdate would take for a note to the translator.
    shown = None

    def texts(self, count):
        return [self.tr("&File"), self.tr("Scoring %1 of %2"), self.tr("%n tiles", "", count),
                self.tr("its wall to the {side}"), self.tr("Rock && Roll")]
'''
GOOD = {
    "de": {("Board", "&File"): "&Datei",
           ("Board", "Scoring %1 of %2"): "Wertung %1 von %2",
           ("Board", "%n tiles"): ("ein Plättchen", "%n Plättchen"),  # the singular may say "ein"
           ("Board", "its wall to the {side}"): "seine Mauer im {side}",
           ("Board", "Rock && Roll"): "Stein && Rolle"},
    "zh_TW": {("Board", "&File"): "檔案(&F)",
              ("Board", "Scoring %1 of %2"): "第 %1 次計分（共 %2 次）",
              ("Board", "%n tiles"): ("%n 個板塊",),
              ("Board", "its wall to the {side}"): "它{side}側的城牆",
              ("Board", "Rock && Roll"): "石頭 && 滾動"},
}


@dataclass
class Case:
    language: str
    sources: list[Path]
    ts: Path
    work: Path

    @property
    def qm(self) -> Path:
        return self.ts.with_suffix(".qm")

    def faults(self) -> list[str]:
        return catalogue_faults(self.ts, self.qm, self.language, self.sources, self.work)

    def message(self, tree: ET.ElementTree, source: str) -> ET.Element:
        return next(m for m in tree.getroot().iter("message") if m.findtext("source") == source)

    def edit(self, source: str, change, *, compile_again: bool = True) -> None:
        """Change one message of the catalogue (``change(translation element)``); the .qm is
        compiled again unless the test is about a stale one."""
        tree = ET.parse(self.ts)
        message = self.message(tree, source)
        change(message, message.find("translation"))
        tree.write(self.ts, encoding="utf-8", xml_declaration=True)
        if compile_again:
            update.lrelease(self.ts)


@pytest.fixture(params=sorted(FORMS))
def case(request, tmp_path) -> Case:
    """A complete catalogue of the module BOARD, and its .qm."""
    language = request.param
    module = tmp_path / "board.py"
    module.write_text(BOARD, encoding="utf-8")
    ts = update.catalogue(language, tmp_path)
    update.lupdate([module], ts, language)
    fill(ts, GOOD[language])
    update.lrelease(ts)
    (tmp_path / "work").mkdir()
    return Case(language, [module], ts, tmp_path / "work")


def only_about(faults: list[str], source: str) -> bool:
    return bool(faults) and all(repr(source) in fault for fault in faults)


def set_last_form(text: str):
    def change(_message, translation):
        list(translation.iter("numerusform"))[-1].text = text

    return change


def set_text(text: str):
    def change(_message, translation):
        translation.text = text

    return change


def test_the_catalogues_are_the_update_commands(case):
    assert update.LANGUAGES == tuple(sorted(FORMS)) == ("de", "zh_TW")
    assert update.catalogue("de") == update.REPO / "resources" / "i18n" / "alhambra_gui_de.ts"


def test_an_attributes_documentation_is_no_note_to_the_translator(case):
    """lupdate takes a ``#:`` comment right before a tr() call for a translator's note; the
    update command drops such notes (in this code ``#:`` documents an attribute)."""
    text = case.ts.read_text(encoding="utf-8")
    assert "&amp;File" in text and "extracomment" not in text and "documentation" not in text


def test_a_complete_catalogue_passes(case):
    assert case.faults() == []
    language, messages = read_qm(case.qm)
    assert language == case.language and len(messages) == 5


def test_a_source_text_new_in_the_sources_is_a_fault(case):
    case.sources[0].write_text(BOARD.replace('self.tr("&File")', 'self.tr("&File"), self.tr("New text")'),
                               encoding="utf-8")
    faults = case.faults()
    assert only_about(faults, "New text") and "unfinished" in faults[0]


def test_an_unfinished_translation_is_a_fault(case):
    case.edit("&File", lambda _m, translation: translation.set("type", "unfinished"))
    faults = case.faults()
    assert only_about(faults, "&File") and "unfinished" in faults[0]


def test_an_empty_translation_is_a_fault(case):
    case.edit("Scoring %1 of %2", set_text(""))
    assert only_about(case.faults(), "Scoring %1 of %2")


def test_a_message_without_a_translation_is_a_fault(case):
    case.edit("Scoring %1 of %2", lambda message, translation: message.remove(translation))
    assert only_about(case.faults(), "Scoring %1 of %2")


def test_plural_forms_the_language_does_not_have_are_a_fault(case):
    """German needs two forms, Chinese one: one too few or one too many."""
    def one_more_or_less(_message, translation):
        forms = list(translation.iter("numerusform"))
        if case.language == "de":
            translation.remove(forms[1])
        else:
            ET.SubElement(translation, "numerusform").text = "%n 個板塊"

    case.edit("%n tiles", one_more_or_less)
    assert only_about(case.faults(), "%n tiles")


def test_an_empty_plural_form_is_a_fault(case):
    case.edit("%n tiles", set_last_form(""))
    faults = case.faults()
    assert only_about(faults, "%n tiles") and "empty" in faults[0]


@pytest.mark.parametrize("wrong", [
    {"de": "Wertung %1", "zh_TW": "第 %1 次計分"},  # %2 lost
    {"de": "Wertung %1 von %3", "zh_TW": "第 %1 次計分（共 %3 次）"},  # %2 renumbered
    {"de": "Wertung %1 von %2 (%2)", "zh_TW": "第 %1 次計分（共 %2 次）%2"},  # one too many
    {"de": "Wertung %L1 von %2", "zh_TW": "第 %L1 次計分（共 %2 次）"},  # .arg's %L1 is another placeholder
])
def test_a_placeholder_lost_or_added_is_a_fault(case, wrong):
    case.edit("Scoring %1 of %2", set_text(wrong[case.language]))
    faults = case.faults()
    assert only_about(faults, "Scoring %1 of %2") and "placeholders" in faults[0]


def test_a_field_renamed_is_a_fault(case):
    case.edit("its wall to the {side}", set_text({"de": "seine Mauer im {Seite}", "zh_TW": "它{邊}側的城牆"}
                                                 [case.language]))
    assert only_about(case.faults(), "its wall to the {side}")


def test_a_plural_form_without_n_is_a_fault_except_the_german_singular(case):
    last = {"de": "viele Plättchen", "zh_TW": "一些板塊"}[case.language]
    case.edit("%n tiles", set_last_form(last))
    faults = case.faults()
    assert only_about(faults, "%n tiles") and "placeholders" in faults[0]


@pytest.mark.parametrize("what", ["lost", "added", "doubled"])
def test_a_mnemonic_lost_or_added_is_a_fault(case, what):
    source, text = {
        "lost": ("&File", {"de": "Datei", "zh_TW": "檔案"}),
        "added": ("Scoring %1 of %2", {"de": "&Wertung %1 von %2", "zh_TW": "第 %1 次計分（共 %2 次）(&S)"}),
        "doubled": ("&File", {"de": "&Da&tei", "zh_TW": "檔&案(&F)"}),
    }[what]
    case.edit(source, set_text(text[case.language]))
    faults = case.faults()
    assert only_about(faults, source) and "mnemonics" in faults[0]


def test_a_literal_ampersand_is_no_mnemonic(case):
    case.edit("Rock && Roll", set_text({"de": "Stein &&Rolle", "zh_TW": "石頭&&滾動"}[case.language]))
    assert case.faults() == []


def test_a_qm_stale_against_its_ts_is_a_fault(case):
    case.edit("&File", set_text({"de": "&Akte", "zh_TW": "文件(&F)"}[case.language]), compile_again=False)
    faults = case.faults()
    assert len(faults) == 1 and "stale" in faults[0]


def test_a_missing_qm_is_a_fault(case):
    case.qm.unlink()
    faults = case.faults()
    assert len(faults) == 1 and "missing" in faults[0]


def test_a_message_the_sources_lost_is_a_fault(case):
    case.sources[0].write_text(BOARD.replace(', self.tr("Rock && Roll")', ""), encoding="utf-8")
    faults = case.faults()
    assert only_about(faults, "Rock && Roll") and "not in the sources" in faults[0]


# ---- the real catalogues ---------------------------------------------------------------------
@pytest.mark.parametrize("language", update.LANGUAGES)
def test_the_catalogue_is_complete_and_its_qm_current(language, tmp_path):
    ts = update.catalogue(language)
    faults = catalogue_faults(ts, ts.with_suffix(".qm"), language, update.sources(), tmp_path)
    shown = "\n".join(faults[:30]) + ("\n…" if len(faults) > 30 else "")
    assert not faults, f"{len(faults)} faults in {ts.name}:\n{shown}"
