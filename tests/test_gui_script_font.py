"""Traditional Chinese in a Traditional Chinese font when one is installed (the font lookup
stood in by the tests: both branches), and no crash, one log line, without one."""

from __future__ import annotations

import logging

import pytest
from PySide6.QtCore import QLocale

from alhambra_gui.app import language
from alhambra_gui.widgets.paint import script_font
from alhambra_gui.widgets.paint.script_font import apply_script_font, traditional_family
from alhambra_gui.widgets.window.language_menu import apply_language

pytestmark = pytest.mark.gui
NOTO = ["DejaVu Sans", "Noto Sans CJK JP", "Noto Sans CJK TC", "Noto Sans CJK SC"]


@pytest.fixture(autouse=True)
def own_font(qapp, monkeypatch):
    """The app's font, its remembered original and the log's memory as they were after."""
    font, locale = qapp.font(), QLocale()
    monkeypatch.setattr(script_font, "_said", set())
    yield
    qapp.setProperty(script_font._ORIGINAL, None)
    qapp.setFont(font)
    language.Translators.of(qapp).apply("en")
    QLocale.setDefault(locale)


def families_here(monkeypatch, families):
    monkeypatch.setattr(script_font, "installed_families", lambda: list(families))


@pytest.mark.parametrize(("installed", "chosen"), [
    (NOTO, "Noto Sans CJK TC"),  # Debian's fonts-noto-cjk: the TC face, not the JP one listed first
    (["Noto Sans CJK JP", "AR PL UMing TW"], "AR PL UMing TW"),  # Traditional forms come first
    (["WenQuanYi Zen Hei", "Noto Sans CJK SC"], "Noto Sans CJK SC"),  # then a Noto CJK face
    (["WenQuanYi Zen Hei"], "WenQuanYi Zen Hei"),  # any family that writes it
    ([], None),
])
def test_the_traditional_family_is_the_best_installed(monkeypatch, installed, chosen):
    families_here(monkeypatch, installed)
    assert traditional_family() == chosen


def test_chinese_puts_the_traditional_family_first_and_another_language_restores_the_font(qapp, monkeypatch):
    families_here(monkeypatch, NOTO)
    before = qapp.font()
    apply_script_font(qapp, "zh_TW", "en")
    assert qapp.font().families()[0] == "Noto Sans CJK TC"
    assert qapp.font().pointSizeF() == before.pointSizeF()
    apply_script_font(qapp, "de", "en")
    assert qapp.font() == before


def test_a_label_whose_sheet_makes_it_bold_takes_the_new_family(qapp, monkeypatch, show_widget):
    """Found playing: after View ▸ Language ▸ English the palette's type headers (bold by
    their style sheet) stayed in the Chinese family, and from English to Chinese they kept
    the Latin one. Polished again at the switch, they follow the application's font."""
    from PySide6.QtWidgets import QLabel

    families_here(monkeypatch, NOTO)
    header = show_widget(QLabel("Pavilion (P) — 7 of 7 free"), 300, 40)
    header.setStyleSheet("QLabel { font-weight: bold; }")
    latin = header.font().families()[:1] or [header.font().family()]
    apply_script_font(qapp, "zh_TW", "en")
    assert header.font().families()[0] == "Noto Sans CJK TC" and header.font().bold()
    apply_script_font(qapp, "en", "en")
    assert (header.font().families()[:1] or [header.font().family()]) == latin and header.font().bold()


def test_a_chinese_system_keeps_the_family_as_a_fallback_for_names(qapp, monkeypatch):
    families_here(monkeypatch, NOTO)
    primary = qapp.font().families() or [qapp.font().family()]
    apply_script_font(qapp, "en", "zh_TW")
    assert qapp.font().families() == [*primary, "Noto Sans CJK TC"]


def test_without_a_chinese_font_the_font_stays_and_one_line_says_so(qapp, monkeypatch, caplog):
    families_here(monkeypatch, [])
    before = qapp.font()
    with caplog.at_level(logging.WARNING, logger=script_font.__name__):
        apply_script_font(qapp, "zh_TW", "zh_TW")
        apply_script_font(qapp, "zh_TW", "zh_TW")
    assert qapp.font() == before
    assert len(caplog.records) == 1 and "Traditional Chinese" in caplog.records[0].getMessage()


def test_other_languages_never_look_for_a_chinese_font(qapp, monkeypatch):
    def refuse():
        raise AssertionError("looked up the font database")

    monkeypatch.setattr(script_font, "installed_families", refuse)
    monkeypatch.setattr(language, "system_locale", lambda: QLocale("de_DE"))
    assert apply_language(qapp, "de") == "de"
    assert apply_language(qapp, "system") == "de"


def test_choosing_traditional_chinese_applies_the_font(qapp, monkeypatch):
    families_here(monkeypatch, NOTO)
    monkeypatch.setattr(language, "system_locale", lambda: QLocale("en_GB"))
    assert apply_language(qapp, "zh_TW") == "zh_TW"
    assert qapp.font().families()[0] == "Noto Sans CJK TC"
    monkeypatch.setattr(language, "system_locale", lambda: QLocale("zh_TW"))
    assert apply_language(qapp, "system") == "zh_TW"  # the system's language: the same
    assert qapp.font().families()[0] == "Noto Sans CJK TC"


def test_the_font_database_here_answers_without_failing():
    found = traditional_family()
    assert found is None or isinstance(found, str)
