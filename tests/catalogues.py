"""Translation catalogues in tests: reading ``.ts`` and ``.qm`` files, making temporary
catalogues, and the checks that tell whether a catalogue is complete and current.

The commands are those of ``packaging/update_translations.py`` (loaded from its file), so
the tests check exactly what the update command makes.
"""

from __future__ import annotations

import importlib.util
import re
import shutil
import xml.etree.ElementTree as ET
from collections import Counter
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]
SCRIPT = REPO / "packaging" / "update_translations.py"
_spec = importlib.util.spec_from_file_location("update_translations", SCRIPT)
assert _spec is not None and _spec.loader is not None
update = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(update)

#: Qt's plural forms per language: German says one/other, Chinese has a single form.
FORMS = {"de": 2, "zh_TW": 1}
#: Plural forms that may leave %n out: German's first form is for exactly one ("ein Tor").
N_OPTIONAL = {"de": {0}}
PLACEHOLDER = re.compile(r"%L?(?:[1-9][0-9]?|n)|\{\w+\}")
ENTITY = re.compile(r"&(?:[A-Za-z]+|#[0-9]+|#x[0-9A-Fa-f]+);")
AGAIN = "run packaging/update_translations.py"


@dataclass(frozen=True)
class Message:
    context: str
    source: str
    comment: str  # the disambiguation, part of the message's identity
    numerus: bool
    state: str  # the translation's type: "" (finished), "unfinished", "vanished", … or "missing"
    forms: tuple[str, ...]

    @property
    def key(self) -> tuple[str, str, str]:
        return self.context, self.source, self.comment

    def where(self, language: str) -> str:
        return f"{language}: {self.context or '(no context)'} / {self.source!r}"


def read_ts(path: Path) -> list[Message]:
    found = []
    for context in ET.parse(path).getroot().iter("context"):
        name = context.findtext("name") or ""
        for message in context.iter("message"):
            numerus = message.get("numerus") == "yes"
            translation = message.find("translation")
            if translation is None:
                state, forms = "missing", ()
            elif numerus:
                state = translation.get("type", "")
                forms = tuple(form.text or "" for form in translation.iter("numerusform"))
            else:
                state, forms = translation.get("type", ""), (translation.text or "",)
            found.append(Message(name, message.findtext("source") or "", message.findtext("comment") or "",
                                 numerus, state, forms))
    return found


def read_qm(path: Path) -> tuple[str, frozenset[tuple[str, str, str, tuple[str, ...]]]]:
    """A compiled catalogue's language and messages (context, source, comment, translations),
    whatever order or hash table lrelease wrote them in."""
    data = path.read_bytes()
    assert data[:16] == bytes.fromhex("3cb86418caef9c95cd211cbf60a1bddd"), f"{path} is not a .qm file"
    position, language, messages = 16, "", frozenset()
    while position < len(data):
        tag, length = data[position], int.from_bytes(data[position + 1:position + 5], "big")
        block = data[position + 5:position + 5 + length]
        position += 5 + length
        if tag == 0xA7:  # the language
            language = block.decode()
        elif tag == 0x69:  # the messages
            messages = frozenset(_qm_messages(block))
    return language, messages


def _qm_messages(block: bytes):
    position, fields, translations = 0, {}, []
    while position < len(block):
        tag = block[position]
        position += 1
        if tag == 1:  # the end of a message
            yield fields.get(7, ""), fields.get(6, ""), fields.get(8, ""), tuple(translations)
            fields, translations = {}, []
            continue
        if tag == 5:  # an obsolete 4-byte field
            position += 4
            continue
        assert tag in (3, 6, 7, 8), f"unknown .qm message tag {tag}"
        length = int.from_bytes(block[position:position + 4], "big")
        position += 4
        if length == 0xFFFFFFFF:  # a null translation
            translations.append("")
            continue
        value = block[position:position + length]
        position += length
        if tag == 3:
            translations.append(value.decode("utf-16-be"))
        else:
            fields[tag] = value.decode("utf-8")


# ---- the checks ----------------------------------------------------------------------------------
def placeholders(text: str) -> Counter[str]:
    """%1 … %99, %L1, %n and {fields}, each as often as it occurs."""
    return Counter(PLACEHOLDER.findall(text))


def mnemonics(text: str) -> int:
    """The & that mark a shortcut letter (not && nor an entity such as &amp;)."""
    return len(re.findall(r"&(?=\S)", ENTITY.sub("", text).replace("&&", "")))


def message_faults(message: Message, language: str) -> list[str]:
    where = message.where(language)
    if message.state in ("vanished", "obsolete"):
        return []  # dropped by the update command; the committed catalogue is compared for that
    if message.state == "missing":
        return [f"{where}: has no translation"]
    if message.state == "unfinished":
        return [f"{where}: the translation is unfinished"]
    faults = []
    if message.numerus and len(message.forms) != FORMS[language]:
        faults.append(f"{where}: {len(message.forms)} plural forms, {language} has {FORMS[language]}")
    wanted = placeholders(message.source)
    for index, form in enumerate(message.forms):
        if not form.strip():
            faults.append(f"{where}: plural form {index + 1} is empty" if message.numerus
                          else f"{where}: the translation is empty")
            continue
        got = placeholders(form)
        if message.numerus and index in N_OPTIONAL.get(language, ()) and not got["%n"]:
            got["%n"] = wanted["%n"]
        if got != wanted:
            faults.append(f"{where}: placeholders {sorted(got.elements())} in {form!r}, "
                          f"the source has {sorted(wanted.elements())}")
        if mnemonics(form) != mnemonics(message.source):
            faults.append(f"{where}: {mnemonics(form)} & mnemonics in {form!r}, "
                          f"the source has {mnemonics(message.source)}")
    return faults


def qm_faults(ts: Path, qm: Path, workdir: Path) -> list[str]:
    """Whether ``qm`` is what lrelease makes of ``ts`` now."""
    if not qm.is_file():
        return [f"{qm.name} is missing: {AGAIN}"]
    fresh = workdir / f"fresh-{qm.name}"
    update.lrelease(ts, fresh)
    if read_qm(qm) != read_qm(fresh):
        return [f"{qm.name} is stale: it is not what {ts.name} compiles to; {AGAIN}"]
    return []


def catalogue_faults(ts: Path, qm: Path, language: str, sources: Sequence[Path], workdir: Path) -> list[str]:
    """Everything that keeps the catalogue ``ts`` (and its compiled ``qm``) from being
    complete and current for ``sources``: lupdate runs on a copy, every message of the
    result must be translated, with the language's plural forms, the source's placeholders
    and & mnemonics; the committed catalogue must hold no message the sources lost; the .qm
    must be the compiled catalogue."""
    if not ts.is_file():
        return [f"{ts.name} is missing: {AGAIN}"]
    updated = workdir / f"updated-{ts.name}"
    shutil.copyfile(ts, updated)
    update.lupdate(list(sources), updated, language)
    current = read_ts(updated)
    faults = _not_current(read_ts(ts), current, language)
    for message in current:
        faults += message_faults(message, language)
    return faults + qm_faults(ts, qm, workdir)


def _not_current(committed: list[Message], current: list[Message], language: str) -> list[str]:
    """Messages of the committed catalogue that the update command drops or changes (a
    source text gone, plural forms the language does not have)."""
    now = {m.key: m for m in current}
    faults = []
    for message in committed:
        if message.state in ("vanished", "obsolete"):
            continue
        if message.key not in now:
            faults.append(f"{message.where(language)}: not in the sources any more; {AGAIN}")
        elif now[message.key] != message:
            faults.append(f"{message.where(language)}: the update command changes it; {AGAIN}")
    return faults


# ---- temporary catalogues ------------------------------------------------------------------------
Translations = Mapping[tuple[str, str], str | tuple[str, ...]]


def fill(ts: Path, translations: Translations) -> None:
    """Translate the messages named by (context, source); the rest stay as they are."""
    tree = ET.parse(ts)
    done = set()
    for context in tree.getroot().iter("context"):
        name = context.findtext("name") or ""
        for message in context.iter("message"):
            key = (name, message.findtext("source") or "")
            if key not in translations:
                continue
            done.add(key)
            translation = message.find("translation")
            assert translation is not None
            translation.attrib.pop("type", None)
            wanted = translations[key]
            if isinstance(wanted, tuple):
                for form, text in zip(translation.iter("numerusform"), wanted, strict=True):
                    form.text = text
            else:
                translation.text = wanted
    assert done == set(translations), f"not in the catalogue: {set(translations) - done}"
    tree.write(ts, encoding="utf-8", xml_declaration=True)


def temporary_catalogue(folder: Path, language: str, translations: Translations) -> Path:
    """``folder/alhambra_gui_<language>.qm``: the app's sources extracted, ``translations``
    filled in, compiled (the app loads it from ``folder`` as it would from resources/i18n)."""
    ts = update.catalogue(language, folder)
    update.lupdate(update.sources(), ts, language)
    fill(ts, translations)
    update.lrelease(ts)
    return ts.with_suffix(".qm")
