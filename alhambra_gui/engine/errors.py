"""Narrow exceptions. Each derives from ValueError and carries one readable sentence.

The sentence is a ``Line``: an English template with ``{name}`` fields, marked for
translation in the context ``AlhambraError``, and the values of its fields (a value may be
a sentence of its own, or one of the engine's words, see ``words.Word``). ``str(error)``
is the English sentence, as the command line prints it; the desktop app translates the
template and the words (``app.labels.error_text``)::

    raise PlayerError(QT_TRANSLATE_NOOP("AlhambraError", "there is no player called {name}"),
                      name=excerpt(name))
"""

from __future__ import annotations

from .words import Line

#: The translation context of every error sentence.
CONTEXT = "AlhambraError"


def sentence(text: str, /, **values: object) -> Line:
    """A sentence in the errors' context (``text`` marked with QT_TRANSLATE_NOOP there)."""
    return Line(CONTEXT, text, **values)


class SentenceError(ValueError):
    """A ValueError whose message is a ``Line`` (``line``); ``str()`` is its English."""

    def __init__(self, text: str | Line, /, **values: object) -> None:
        self.line = text if isinstance(text, Line) else Line(CONTEXT, text, **values)
        super().__init__(self.line.english())


class NotationError(SentenceError):
    """Sides or walls written wrongly ("NX", "NN"): a bad text, not a bad game."""


class AlhambraError(SentenceError):
    """Base of every error the engine raises on bad input."""


class UnknownTileError(AlhambraError):
    """The tile is not in the variant's catalogue."""


class TileInUseError(AlhambraError):
    """The physical tile is already somewhere else in the game."""


class PlayerError(AlhambraError):
    """Bad player name, count or an unknown player."""


class GameFileError(AlhambraError):
    """A game file that cannot be loaded; the message names the file and the place."""


class ModuleError(AlhambraError):
    """An unknown module, a module that does not fit the game, or an action that breaks a
    module's rule (no wall piece left, a chest on the fountain, …)."""
