"""Marking words for translation without importing Qt.

The engine's display words (rule sentences, error sentences, module names, score
explanations) are English source texts wrapped in :func:`QT_TRANSLATE_NOOP`, which returns
the text unchanged. ``pyside6-lupdate`` finds them by that name, under the context given
(the class the words belong to), and the desktop app translates them with
``QCoreApplication.translate`` in the same context. The command line prints the English
source texts.

A sentence with values is a :class:`Line`: the template and its values, kept apart until
whoever shows it fills them in, so that the app can translate the template first. A value
that is itself one of the engine's words (a building type, a side, a tile, a module) is a
:class:`Word`, so that the app can put it in the user's language too.
"""

from __future__ import annotations

import re
from collections.abc import Callable

_PLACEHOLDER = re.compile(r"\{(\w+)\}")
_NUMBER = re.compile(r"%n")


def QT_TRANSLATE_NOOP(context: str, text: str) -> str:
    """Mark ``text`` for translation in ``context``; returns it unchanged."""
    return text


#: A sentence ended with the language's full stop ("。" in Chinese); ``STOPS``: the marks a
#: sentence may already end with.
FULL_STOP = QT_TRANSLATE_NOOP("AlhambraError", "{sentence}.")
STOPS = (".", "!", "?", "\u3002", "\uff01", "\uff1f")


def english_plural(text: str, n: int) -> str:
    """A source text with plural forms in English: Qt's style writes the forms once, with
    the plural ending in brackets ("%n tile(s)"); for ``n`` 1 the ending goes, otherwise
    it stays ("1 tile", "2 tiles"), and a verb right after it agrees ("1 tile was read",
    "2 tiles were read"). ``%n`` itself is left to the caller (Qt fills it in)."""
    if n != 1:
        return text.replace("(s)", "s")
    return _PLURAL_VERB.sub(lambda m: m.group(1) + _SINGULAR_VERBS[m.group(2)], text).replace("(s)", "")


#: The verbs a plural ending may be followed by, and their singular.
_SINGULAR_VERBS = {"are": "is", "were": "was", "have": "has"}
_PLURAL_VERB = re.compile(r"\(s\)(\s+)(are|were|have)\b")


def fill(template: str, **values: object) -> str:
    """Put values into a template's ``{name}`` placeholders, in one pass (a value that holds
    braces is never filled in again; unknown braces stay as they are)."""
    def value(match: re.Match[str]) -> str:
        name = match.group(1)
        return str(values[name]) if name in values else match.group(0)

    return _PLACEHOLDER.sub(value, template)


class Word(str):
    """One of the engine's words inside a sentence: the ``str`` is its English as the
    command line writes it (``garden``, a module id in quotes, ``Granada``); ``kind`` says what
    it names and ``subject`` which one, for the app to name it in the user's words.

    Kinds: ``type`` (a building type id), ``variant`` (a variant's name), ``module`` (a
    module id), ``side`` (a ``Side``), ``sides`` (the ``NESW`` letters of a tile's walls, as
    ``sides_word`` makes it), ``tile`` (a ``Tile``), ``face`` (a Granada ``Tile``, named with
    moats), ``location`` (a ``Location``), ``player`` (a participant's name)."""

    kind: str
    subject: object

    def __new__(cls, english: str, kind: str, subject: object = None) -> Word:
        word = super().__new__(cls, english)
        word.kind = kind
        word.subject = english if subject is None else subject
        return word

    def __repr__(self) -> str:
        return f"Word({str(self)!r}, {self.kind!r})"

    def __reduce__(self) -> tuple[type[Word], tuple[str, str, object]]:
        return (Word, (str(self), self.kind, self.subject))


class Line:
    """A sentence to show: an English template marked for translation (in the context of
    the class that made it) and the values for its ``{name}`` placeholders. A value may be
    a ``Line`` itself (a sentence inside a sentence), a ``Word``, a ``Joined`` list of lines,
    or plain text and numbers, shown as they are.

    A sentence about a number of things (``counted``) has plural forms: its template holds
    ``%n`` for the number ("%n chest(s) on the city's buildings"), the app translates it
    with that number, and its English picks the form (see ``english_plural``)."""

    __slots__ = ("context", "n", "text", "values")

    def __init__(self, context: str, text: str, /, **values: object) -> None:
        self.context = context
        self.text = text
        self.values: tuple[tuple[str, object], ...] = tuple(values.items())
        self.n = -1

    @classmethod
    def counted(cls, context: str, text: str, n: int, /, **values: object) -> Line:
        """A sentence with plural forms for the number ``n`` (``%n`` in ``text``)."""
        line = cls(context, text, **values)
        line.n = n
        return line

    def __eq__(self, other: object) -> bool:
        return isinstance(other, Line) and (self.context, self.text, self.values, self.n) == (
            other.context, other.text, other.values, other.n)

    def __hash__(self) -> int:
        return hash((self.context, self.text, self.values, self.n))

    def __repr__(self) -> str:
        return f"Line({self.english()!r})"

    def __str__(self) -> str:
        return self.english()

    def value(self, name: str) -> object:
        return dict(self.values)[name]

    def with_values(self, **values: object) -> Line:
        """The same sentence with more values (or others for the names given)."""
        line = Line(self.context, self.text, **{**dict(self.values), **values})
        line.n = self.n
        return line

    def english(self) -> str:
        text = self.text
        if self.n >= 0:
            text = _NUMBER.sub(str(self.n), english_plural(text, self.n))
        return fill(text, **dict(self.values))

    def map_texts(self, change: Callable[[str], str]) -> Line:
        """The same line with ``change`` applied to every plain text value, in lines inside
        it too, and to the English of its words (for example to make them printable)."""
        def mapped(value: object) -> object:
            if isinstance(value, Word):
                return Word(change(str(value)), value.kind, value.subject)
            if isinstance(value, Line | Joined):
                return value.map_texts(change)
            return change(value) if isinstance(value, str) else value

        line = Line(self.context, self.text)
        line.values = tuple((name, mapped(value)) for name, value in self.values)
        line.n = self.n
        return line


#: A text to show: plain (a place in a file, a name) or a sentence to translate.
Text = str | Line


class Joined:
    """Lines shown one after the other with a separator ("; "), as one value of a line."""

    __slots__ = ("lines", "separator")

    def __init__(self, lines: tuple[Line, ...], separator: str = "; ") -> None:
        self.lines = lines
        self.separator = separator

    def __eq__(self, other: object) -> bool:
        return isinstance(other, Joined) and (self.lines, self.separator) == (other.lines, other.separator)

    def __hash__(self) -> int:
        return hash((self.lines, self.separator))

    def __str__(self) -> str:
        return self.separator.join(line.english() for line in self.lines)

    def __repr__(self) -> str:
        return f"Joined({str(self)!r})"

    def map_texts(self, change: Callable[[str], str]) -> Joined:
        return Joined(tuple(line.map_texts(change) for line in self.lines), self.separator)


def sides_word(letters: str, none: str = "") -> Word:
    """The sides a tile's walls face, as a sentence names them: its letters in ``NESW`` order
    ("N, E"; ``none`` for a tile without walls). The app writes them in the user's letters."""
    return Word(", ".join(letters) or none, "sides", letters)
