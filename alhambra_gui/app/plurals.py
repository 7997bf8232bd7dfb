"""English plural forms without an English catalogue.

The source texts are English and name a number of things the way Qt's documentation
writes them, with the plural ending in brackets: ``self.tr("%n tile(s)", "", n)``. Qt puts
the number in place of ``%n`` and a catalogue gives each language its forms (German's
``<numerusform>``s, one form in Chinese). English, the source language, has no
catalogue; Qt's answer is a plural-only English catalogue (``lupdate -pluralonly``).
``SourcePlurals`` is that catalogue, made from the source texts themselves by the one
rule they are written in (``engine.words.english_plural``: "(s)" goes for 1, stays
otherwise), so there is no English file to keep up to date.

It is installed first, so every language's catalogue is asked before it: a text with no
finished translation still reads "1 tile", "2 tiles" instead of "1 tile(s)".
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QTranslator

from ..engine.words import english_plural


class SourcePlurals(QTranslator):
    """Answers only texts with a number (``n`` ≥ 0) that have plural endings in brackets;
    for any other text it has no translation (None, Qt's null string: an empty one would be
    taken for the translation) and Qt asks on or keeps the source text."""

    def translate(self, context: str, source: str, disambiguation: str | None = None,
                  n: int = -1) -> str | None:
        if n < 0 or "(s)" not in source:
            return None
        return english_plural(source, n)

    def isEmpty(self) -> bool:
        return False


def install_source_plurals(app: QCoreApplication) -> None:
    """Install the English plural forms once per application (before any catalogue, so
    they are asked last); the application owns them."""
    if app.findChild(SourcePlurals) is None:
        app.installTranslator(SourcePlurals(app))
