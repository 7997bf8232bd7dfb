"""How the app speaks: the language a thread speaks in (the app's, or a phone's ``Voice``),
texts translated and their values filled in one pass, numbers of things, lists and signed
numbers as the language writes them. ``labels`` words the engine's values with these."""

from __future__ import annotations

import re
import threading
from collections.abc import Iterable, Iterator
from contextlib import contextmanager
from typing import Protocol

from PySide6.QtCore import QCoreApplication, QLocale


class Voice(Protocol):
    """One of the app's languages spoken beside the one in force (``app.voices``): a phone at
    the table reads the game's refusals in its own language."""

    locale: QLocale

    def translate(self, context: str, text: str, disambiguation: str | None, n: int) -> str: ...


_speaking = threading.local()  # .voice: the Voice this thread speaks in (None: the app's language)


@contextmanager
def speaking(voice: Voice) -> Iterator[None]:
    """Every word of this module said in ``voice``'s language while the block runs, on this
    thread only (the window's thread goes on in the language in force)."""
    before = getattr(_speaking, "voice", None)
    _speaking.voice = voice
    try:
        yield
    finally:
        _speaking.voice = before


def translated(context: str, text: str, disambiguation: str | None = None, n: int = -1) -> str:
    voice: Voice | None = getattr(_speaking, "voice", None)
    if voice is None:
        return QCoreApplication.translate(context, text, disambiguation, n)
    return voice.translate(context, text, disambiguation, n)


def spoken_locale() -> QLocale:
    """The locale of the language spoken (the default one, or the voice's)."""
    voice: Voice | None = getattr(_speaking, "voice", None)
    return QLocale() if voice is None else voice.locale


def QT_TR_NOOP(text: str) -> str:
    """Marks a string for translation where it is defined; ``tr`` translates it when used."""
    return text


def tr(text: str, disambiguation: str | None = None, n: int = -1) -> str:
    """Translate outside a QObject. lupdate files bare ``tr("...")`` calls under the empty
    context, so this is the context they are looked up in. A number of things is
    ``tr("%n tile(s)", "", n)``: Qt's plural forms (see ``app.plurals``)."""
    return translated("", text, disambiguation, n)


_ARG = re.compile(r"%(\d{1,2})")


def arg(template: str, *values: object) -> str:
    """Fill a translated text's ``%1``, ``%2``, … with ``values`` in one pass, as
    ``QString::arg`` does with several arguments: a value that itself holds ``%2`` (a
    player named "%2", a label "Camps %3") is never filled in again. A placeholder with no
    value stays as it is; ``%n`` is Qt's plural number, filled by ``tr``."""
    def value(match: re.Match[str]) -> str:
        index = int(match.group(1))
        return str(values[index - 1]) if 1 <= index <= len(values) else match.group(0)

    return _ARG.sub(value, template)


def signed(counted: str, n: int) -> str:
    """A text translated with the plural form of ``abs(n)`` (Qt fills ``%n`` only for n ≥ 0)
    that says ``n`` itself: ``signed(tr("%1 wins with %n point(s)", "", abs(points)), points)``
    reads "−3 points" for a total below zero (other points may take one there)."""
    if n >= 0:
        return counted
    return re.sub(rf"(?<![%\d]){-n}(?!\d)", integer_text(n), counted, count=1)


def integer_text(n: int) -> str:
    """A whole number as it is printed: "−3" with a minus sign below zero, not a hyphen."""
    return f"\N{MINUS SIGN}{-n}" if n < 0 else str(n)


def joined(items: Iterable[str]) -> str:
    """Items one after another as the language separates them, without a final "and": "Anna 7,
    Ben 3" (German too), "小明 8、美玲 5" in Chinese."""
    return tr(", ", "between the items of a list").join(items)


def listed(items: Iterable[str]) -> str:
    """Items as the language in force lists them: "A, B, and C", "A, B und C", "A、B和C"
    (the "C" locale of a bare system lists without a word: English then)."""
    locale = spoken_locale()
    if locale.language() == QLocale.Language.C:
        locale = QLocale(QLocale.Language.English)
    return locale.createSeparatedList(list(items))


def translate(context: str, text: str) -> str:
    """Translate one of the engine's words in its context (``Rule``, ``Module``)."""
    return translated(context, text)
