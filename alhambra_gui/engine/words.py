"""Marking words for translation without importing Qt.

The engine's display words (rule sentences, module names, score explanations) are English
source texts wrapped in :func:`QT_TRANSLATE_NOOP`, which returns the text unchanged.
``pyside6-lupdate`` finds them by that name, under the context given (the class the words
belong to), and the desktop app translates them with ``QCoreApplication.translate`` in the
same context. The command line prints the English source texts.
"""

from __future__ import annotations


def QT_TRANSLATE_NOOP(context: str, text: str) -> str:
    """Mark ``text`` for translation in ``context``; returns it unchanged."""
    return text


def fill(template: str, **values: object) -> str:
    """Put values into a template's ``{name}`` placeholders (unknown braces stay as they are)."""
    text = template
    for name, value in values.items():
        text = text.replace("{" + name + "}", str(value))
    return text


class Line:
    """A sentence to show: an English template marked for translation (in the context of
    the class that made it) and the values for its ``{name}`` placeholders."""

    __slots__ = ("context", "text", "values")

    def __init__(self, context: str, text: str, **values: object) -> None:
        self.context = context
        self.text = text
        self.values: tuple[tuple[str, object], ...] = tuple(values.items())

    def __eq__(self, other: object) -> bool:
        return isinstance(other, Line) and (self.context, self.text, self.values) == (
            other.context, other.text, other.values)

    def __hash__(self) -> int:
        return hash((self.context, self.text, self.values))

    def __repr__(self) -> str:
        return f"Line({self.english()!r})"

    def value(self, name: str) -> object:
        return dict(self.values)[name]

    def english(self) -> str:
        return fill(self.text, **dict(self.values))
