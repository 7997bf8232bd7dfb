"""The app's languages side by side: the table's phones each read the game's refusals in the
language their page speaks, whatever language the window speaks (``labels.speaking``).

A ``Voice`` asks a language's catalogue (``resources/i18n``, checked as the language in force
checks it, ``language.sound``) and then the English plural forms (``plurals.SourcePlurals``),
as the installed translators are asked, without installing anything: the window's language
does not change, and a voice may speak on the table server's thread. Voices are made on the
GUI thread (``Voices()``) and only read afterwards.
"""

from __future__ import annotations

import re

from PySide6.QtCore import QLocale, QTranslator

from ..engine.words import Line
from . import labels
from .language import CATALOGUE, ENGLISH, catalogue_folder, loaded, sound
from .plurals import SourcePlurals
from .settings import LANGUAGES

_NUMBER = re.compile(r"%n")


class Voice:
    """One language's words (its catalogue, then English plural forms) and its locale."""

    def __init__(self, language: str) -> None:
        self.language = language
        self.locale = QLocale(QLocale.Language.English) if language == ENGLISH else QLocale(language)
        self._translators: list[QTranslator] = []
        path = catalogue_folder() / f"{CATALOGUE}_{language}.qm"
        data = sound(path) if language != ENGLISH and path.is_file() else None
        catalogue = loaded(data) if data is not None else None
        if catalogue is not None:
            self._translators.append(catalogue)
        self._translators.append(SourcePlurals())

    def translate(self, context: str, text: str, disambiguation: str | None = None, n: int = -1) -> str:
        """As ``QCoreApplication.translate`` answers with this language's translators installed:
        the first translator's text, else the source; ``%n`` filled with the number."""
        found = next((t for t in (tr.translate(context, text, disambiguation, n) for tr in self._translators)
                      if t), text)
        return _NUMBER.sub(str(n), found) if n >= 0 else found


class Voices:
    """A voice for each of the app's languages (an unknown language: English)."""

    def __init__(self) -> None:
        self._voices = {language: Voice(language) for language in LANGUAGES}

    def voice(self, language: str) -> Voice:
        return self._voices.get(language, self._voices[ENGLISH])

    def say(self, line: Line, language: str) -> str:
        """An engine sentence (or word) in ``language``, as the window says it in that language
        (``labels.sentence_text``)."""
        with labels.speaking(self.voice(language)):
            return labels.sentence_text(line)
