"""Pseudo-localised catalogues: the app's own strings, lengthened as German lengthens them or
written in CJK characters, so that layouts can be tested before the real catalogues are done.

``catalogue(folder, "de")`` extracts every string with lupdate (as the real catalogues are
extracted), fills each translation with ``pseudo_german`` of its source (or, for ``"zh"``,
``pseudo_cjk``) and compiles it with lrelease; ``installed(qm, locale)`` puts it (and the
locale, which picks the variant files' type names) in force while a window is built.
``real_catalogue`` compiles one of ``resources/i18n/*.ts`` as it stands: an unfinished
translation falls back to the English source.

Kept as they are, so that the app still fills and reads its strings: ``%1`` ``%L1`` ``%n``,
``{field}``, one ``&`` before a mnemonic letter (``&&`` too), tags, numbers and the spacing.
"""

from __future__ import annotations

import math
import re
import subprocess
import xml.etree.ElementTree as ET
import zlib
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from pathlib import Path

from PySide6.QtCore import QCoreApplication, QLocale, QTranslator

from tests.catalogues import update

ROOT = Path(__file__).resolve().parents[1]
PACKAGE = ROOT / "alhambra_gui"
I18N = ROOT / "resources" / "i18n"

#: What no translator touches: placeholders, python fields, mnemonic ampersands, tags.
_KEPT = r"%n|%L?\d+|\{\w*\}|&&|&(?=\w)|<[^>]*>"
_TOKEN = re.compile(rf"({_KEPT})|([^\W\d_]+)")
#: German's share of extra length over English (a short UI string grows by about this).
GERMAN_GROWTH = 0.4
_ACCENTED = str.maketrans("aouAOUei", "äöüÄÖÜéï")
_PADDING = "äöüß"
#: Common CJK characters (the rules' words among them), for words of 2 or 3 characters.
_CJK = ("城牆宮殿花園塔樓亭台宅邸樓閣宮室園林噴泉計分記錄"
        "玩家遊戲建築市場貨幣儲備區結束設定模組說明開啟儲存檢查")
_FULL_WIDTH = str.maketrans({":": "：", ",": "，", "(": "（", ")": "）", ";": "；", "!": "！", "?": "？"})


def pseudo_german(text: str) -> str:
    """Each word about 40 % longer, with umlauts: "&Record scoring…" → "&Récördäöü scörïngäöü…"."""

    def word(match: re.Match[str]) -> str:
        if match.group(1):
            return match.group(1)
        found = match.group(2)
        extra = math.ceil(len(found) * GERMAN_GROWTH)
        padding = (_PADDING * extra)[:extra]
        return found.translate(_ACCENTED) + padding

    return _TOKEN.sub(word, text)


def pseudo_cjk(text: str) -> str:
    """Each word 2 or 3 CJK characters, no spaces between them, full-width punctuation
    outside the kept tokens: "Record scoring: %1" → "計分記錄：%1"."""
    pieces: list[str] = []
    last = 0
    for match in _TOKEN.finditer(text):
        pieces.append(text[last:match.start()].translate(_FULL_WIDTH))
        if match.group(1):
            pieces.append(match.group(1))
        else:
            found = match.group(2)
            start = zlib.crc32(found.lower().encode()) % len(_CJK)
            count = 2 if len(found) <= 5 else 3
            pieces.append((_CJK * 2)[start:start + count])
        last = match.end()
    pieces.append(text[last:].translate(_FULL_WIDTH))
    joined = "".join(pieces)
    joined = re.sub(r"(?<=[\u3400-\u9fff]) (?=[\u3400-\u9fff])", "", joined)
    return re.sub(r"(?<=[：，；！？]) ", "", joined)  # no space after full-width punctuation


PSEUDO: dict[str, tuple[str, Callable[[str], str]]] = {
    # pseudo language: the locale it stands for (the lupdate target and the type names)
    "de": ("de", pseudo_german),
    "zh": ("zh_TW", pseudo_cjk),
}


def tool(name: str) -> str:
    """A Qt tool that ships with PySide6, found as the update command finds it (its program
    itself, not the ``pyside6-*`` script that starts a Python to run it)."""
    return update.tool(name)


def extract(ts: Path, language: str) -> Path:
    """A fresh catalogue of every string of the sources, nothing translated."""
    sources = sorted(str(path) for path in PACKAGE.rglob("*.py"))
    subprocess.run([tool("pyside6-lupdate"), *sources, "-locations", "none", "-no-obsolete",
                    "-target-language", language, "-ts", str(ts)], check=True, capture_output=True)
    return ts


def fill(ts: Path, transform: Callable[[str], str]) -> int:
    """Every translation (each plural form of a numerus message) ``transform`` of its source,
    finished; returns how many messages were filled."""
    tree = ET.parse(ts)
    count = 0
    for message in tree.getroot().iter("message"):
        source = message.findtext("source") or ""
        translation = message.find("translation")
        assert translation is not None
        translation.attrib.pop("type", None)
        forms = translation.findall("numerusform")
        for form in forms:
            form.text = transform(source)
        if not forms:
            translation.text = transform(source)
        count += 1
    tree.write(ts, encoding="utf-8", xml_declaration=True)
    return count


def release(ts: Path, qm: Path) -> Path:
    subprocess.run([tool("pyside6-lrelease"), str(ts), "-qm", str(qm)], check=True, capture_output=True)
    return qm


def catalogue(folder: Path, pseudo: str) -> Path:
    """The compiled pseudo catalogue ``pseudo`` ("de" or "zh") in ``folder``."""
    language, transform = PSEUDO[pseudo]
    ts = extract(folder / f"pseudo_{pseudo}.ts", language)
    assert fill(ts, transform) > 200
    return release(ts, folder / f"pseudo_{pseudo}.qm")


def real_catalogue(folder: Path, language: str) -> Path:
    """``resources/i18n/alhambra_gui_<language>.ts`` compiled as it stands."""
    return release(I18N / f"alhambra_gui_{language}.ts", folder / f"alhambra_gui_{language}.qm")


@contextmanager
def installed(qm: Path, locale: str) -> Iterator[QTranslator]:
    """The catalogue and the locale in force until the block ends."""
    translator = QTranslator()
    assert translator.load(str(qm)), qm
    before = QLocale()
    QLocale.setDefault(QLocale(locale))
    QCoreApplication.installTranslator(translator)
    try:
        yield translator
    finally:
        QCoreApplication.removeTranslator(translator)
        QLocale.setDefault(before)
