"""Chinese text in a Chinese font: Traditional Chinese needs its own glyph forms.

Qt finds some font for any character, but Han characters look different in Japanese,
Simplified and Traditional fonts; left to itself it may draw Traditional Chinese text with
Japanese or Simplified forms. While the app speaks Traditional Chinese its font puts a
Traditional Chinese family first (Noto Sans CJK TC on Linux, Microsoft JhengHei on
Windows, PingFang TC on macOS); when the system's language is Traditional Chinese but the
app speaks another, that family is a fallback after the usual one, for Chinese names.
Without any such font the app keeps its font and says so once in the log.
"""

from __future__ import annotations

import logging

from PySide6.QtGui import QFont
from PySide6.QtWidgets import QApplication

log = logging.getLogger(__name__)

#: Sans-serif families drawn with Traditional forms, best first; then any family named for
#: Traditional Chinese; then the other Noto CJK faces (every character, other forms); then
#: any family the font database says writes Traditional Chinese.
PREFERRED = ("Noto Sans CJK TC", "Noto Sans TC", "Source Han Sans TC", "Source Han Sans TW",
             "Noto Sans CJK HK", "Microsoft JhengHei", "Microsoft JhengHei UI", "PingFang TC")
TRADITIONAL_MARKS = (" TC", " TW", " HK", "JhengHei", "Ming")
OTHER_FORMS = ("Noto Sans CJK JP", "Noto Sans CJK SC", "Source Han Sans JP", "Source Han Sans SC")
_ORIGINAL = "alhambraOriginalFont"


def installed_families() -> list[str]:
    """The families that write Traditional Chinese (a function for the tests)."""
    from PySide6.QtGui import QFontDatabase  # its class (some 40 enum members) when first asked

    return QFontDatabase.families(QFontDatabase.WritingSystem.TraditionalChinese)


def traditional_family() -> str | None:
    """The best family for Traditional Chinese here, None when there is none."""
    families = installed_families()
    marked = [f for f in families if any(mark in f for mark in TRADITIONAL_MARKS)]
    other = [f for f in OTHER_FORMS if f in families]
    found = [f for f in PREFERRED if f in families] + marked + other + families
    return found[0] if found else None


def apply_script_font(app: QApplication, language: str, system_language: str) -> None:
    """The application font for the language spoken (and the system's, for a fallback)."""
    original = app.property(_ORIGINAL)
    if not isinstance(original, QFont):
        original = QFont(app.font())
        app.setProperty(_ORIGINAL, original)
    wanted = "zh_TW" in (language, system_language)
    family = traditional_family() if wanted else None
    font = QFont(original)
    if family is not None:
        families = [f for f in original.families() or [original.family()] if f != family]
        font.setFamilies([family, *families] if language == "zh_TW" else [*families, family])
    elif wanted:
        _say_once("No font for Traditional Chinese is installed (e.g. Noto Sans CJK TC, Debian's "
                  "fonts-noto-cjk): Chinese text is drawn with whatever font Qt finds.")
    if font != app.font():
        app.setFont(font)
        _restyle_sheet_fonts(app)


def _restyle_sheet_fonts(app: QApplication) -> None:
    """A widget whose style sheet sets part of its font (``font-weight: bold``: the palette's
    type headers) keeps the family it was polished with when the application's font changes
    (the Chinese family stayed on the headers after a switch to English, and the other way
    round Chinese headers were drawn in whatever font Qt found): polished again, it takes
    the new family under its sheet's weight or size."""
    for widget in app.allWidgets():
        if "font" in widget.styleSheet():
            style = widget.style()
            style.unpolish(widget)
            style.polish(widget)


_said: set[str] = set()


def _say_once(line: str) -> None:
    if line not in _said:
        _said.add(line)
        log.warning(line)
