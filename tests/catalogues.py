"""Temporary catalogues for tests: the app's strings extracted by lupdate, a few of them
translated, compiled by lrelease and installed, as a translator's catalogue would be.

    ts = extract(tmp_path / "de.ts")
    qm = compile_catalogue(ts, {("BuildingType", "Garden"): "Garten",
                                ("CityPage", "%n problem(s)"): ["%n Problem", "%n Probleme"]}, tmp_path)
    with installed(qm):
        ...

A plural text (numerus) takes a list of forms, one per form of the language.
"""

from __future__ import annotations

import shutil
import subprocess
import sys
import xml.etree.ElementTree as ET
from collections.abc import Iterator, Mapping
from contextlib import contextmanager
from pathlib import Path

from PySide6.QtCore import QCoreApplication, QTranslator

PACKAGE = Path(__file__).resolve().parents[1] / "alhambra_gui"
Translations = Mapping[tuple[str, str], "str | list[str]"]


def tool(name: str) -> str:
    found = shutil.which(name, path=str(Path(sys.executable).parent))
    assert found, f"{name} ships with PySide6-Essentials"
    return found


def extract(ts: Path, language: str = "de") -> Path:
    """Every string of the package, as lupdate finds them, in a new catalogue ``ts``."""
    sources = sorted(str(p) for p in PACKAGE.rglob("*.py"))
    subprocess.run([tool("pyside6-lupdate"), *sources, "-locations", "none", "-target-language", language,
                    "-ts", str(ts)], check=True, capture_output=True)
    return ts


def messages(ts: Path) -> Iterator[tuple[str, ET.Element]]:
    """(context, message) for every message of a catalogue."""
    for context in ET.parse(ts).getroot().iter("context"):
        name = context.findtext("name") or ""
        for message in context.iter("message"):
            yield name, message


def compile_catalogue(extracted: Path, translations: Translations, folder: Path) -> Path:
    """The extracted catalogue with ``translations`` filled in, compiled to a .qm in ``folder``.
    Every translation must meet its message, with plural forms where the message has them."""
    tree = ET.parse(extracted)
    done = set()
    for context in tree.getroot().iter("context"):
        name = context.findtext("name") or ""
        for message in context.iter("message"):
            key = (name, message.findtext("source") or "")
            if key in translations:
                _translate(message, translations[key])
                done.add(key)
    assert done == set(translations), f"not in the catalogue: {set(translations) - done}"
    source = folder / f"{extracted.stem}-filled.ts"
    tree.write(source, encoding="utf-8", xml_declaration=True)
    qm = folder / f"{extracted.stem}.qm"
    subprocess.run([tool("pyside6-lrelease"), str(source), "-qm", str(qm)], check=True, capture_output=True)
    return qm


def _translate(message: ET.Element, text: str | list[str]) -> None:
    translation = message.find("translation")
    assert translation is not None
    translation.attrib.pop("type", None)
    plural = message.get("numerus") == "yes"
    assert plural == isinstance(text, list), f"{message.findtext('source')}: plural forms or not"
    if isinstance(text, list):
        for form in list(translation):
            translation.remove(form)
        for form in text:
            ET.SubElement(translation, "numerusform").text = form
    else:
        translation.text = text


@contextmanager
def installed(qm: Path) -> Iterator[QTranslator]:
    """The compiled catalogue installed while the block runs (asked before any other)."""
    translator = QTranslator()
    assert translator.load(str(qm))
    QCoreApplication.installTranslator(translator)
    try:
        yield translator
    finally:
        QCoreApplication.removeTranslator(translator)
