"""Reading a game file's values strictly: every problem is one ``GameFileError`` naming the
file and the place (``game.json: players[0].city[3].x: must be a whole number``).

The reader of the whole document (``game_reader``) builds on these; the modules read their own
fields through them (``modules.base.FieldReader``). What came from the file is shown
printable (a newline or an escape sequence in a value is written \\uXXXX).
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from typing import Any

from .errors import GameFileError, sentence
from .files import about_file
from .geometry import COORDINATE_LIMIT, Cell, Walls
from .names import excerpt, printable
from .words import QT_TRANSLATE_NOOP, Line, Text

#: Deepest nesting a file may have: the format needs 5 levels; unknown fields get room
#: to spare, but not so much that copying or saving them could run out of stack.
MAX_DEPTH = 32


def file_error(source: str, place: Text, what: Line) -> GameFileError:
    """One sentence naming the file and the place (none: the whole file)."""
    return GameFileError(about_file(source, what, place).map_texts(printable))


def check_texts_and_depth(data: Any, source: str) -> None:
    """Refuse nesting deeper than MAX_DEPTH and text that is not valid Unicode (a lone
    surrogate, which JSON allows but no file can be saved with), anywhere in the file.

    A quick walk looks first (a 2 MB file of empty lists in a tenth of a second); only a file
    it finds a problem in is walked again, naming each place on the way, to say where."""
    if _sound(data):
        return
    stack: list[tuple[Any, str, int]] = [(data, "", 0)]
    while stack:
        value, place, depth = stack.pop()
        if depth > MAX_DEPTH:
            raise file_error(source, place, sentence(QT_TRANSLATE_NOOP(
                "AlhambraError", "nested more than {depth} levels deep"), depth=MAX_DEPTH))
        if isinstance(value, dict):
            for key, item in value.items():
                _check_text(key, place or sentence(QT_TRANSLATE_NOOP("AlhambraError", "the top level")),
                            source)
                stack.append((item, f"{place}.{key}" if place else key, depth + 1))
        elif isinstance(value, list):
            stack.extend((item, f"{place}[{i}]", depth + 1) for i, item in enumerate(value))
        elif isinstance(value, str):
            _check_text(value, place, source)


def _sound(data: Any) -> bool:
    """No nesting deeper than MAX_DEPTH, no lone surrogate (``str.encode`` refuses one)."""
    if not isinstance(data, list | dict):
        return not isinstance(data, str) or _encodes([data])
    stack: list[tuple[Any, int]] = [(data, 0)]
    while stack:
        value, depth = stack.pop()
        if depth > MAX_DEPTH:
            return False
        if isinstance(value, dict):
            if not _encodes(value.keys()):
                return False
            value = value.values()
        if depth < MAX_DEPTH:  # an empty text, array or object is sound here: left out at C speed
            value = list(filter(None, value))
        if not _encodes(item for item in value if type(item) is str):
            return False
        stack.extend((item, depth + 1) for item in value if type(item) in (list, dict))
    return True


def _encodes(texts: Iterable[str]) -> bool:
    try:
        for text in texts:
            if not text.isascii():
                text.encode("utf-8")
    except UnicodeEncodeError:
        return False
    return True


def _check_text(text: str, place: Text, source: str) -> None:
    if any(0xD800 <= ord(c) <= 0xDFFF for c in text):
        raise file_error(source, place, sentence(QT_TRANSLATE_NOOP(
            "AlhambraError", "the text {text} holds a broken character (a lone surrogate)"),
            text=excerpt(text)))


class ValueReader:
    """The shapes a file's values must have, each refused with its place."""

    def __init__(self, source: str) -> None:
        self.source = source

    def fail(self, place: Text, what: str | Line, /, **values: object) -> GameFileError:
        """The error for ``place``: ``what`` is a sentence, or an English template marked in
        the context ``AlhambraError`` with its values."""
        return file_error(self.source, place, what if isinstance(what, Line) else sentence(what, **values))

    def mapping(self, data: Any, place: str, what: str) -> Mapping[str, Any]:
        """``what``: what the object is, an English text marked in the context ``AlhambraError``."""
        if not isinstance(data, dict):
            if not place:
                raise self.fail("", QT_TRANSLATE_NOOP(
                    "AlhambraError", "the file must hold one JSON object (a game)"))
            raise self.fail(place, QT_TRANSLATE_NOOP("AlhambraError", "must be {what} (a JSON object)"),
                            what=sentence(what))
        return data

    def array(self, data: Any, place: str, maximum: int, minimum: int = 0) -> list[Any]:
        if not isinstance(data, list):
            raise self.fail(place, QT_TRANSLATE_NOOP("AlhambraError", "must be a list"))
        if not minimum <= len(data) <= maximum:
            raise self.fail(place, QT_TRANSLATE_NOOP(
                "AlhambraError", "must hold {minimum} to {maximum} entries, not {count}"),
                minimum=minimum, maximum=maximum, count=len(data))
        return data

    def integer(self, data: Any, place: str, low: int, high: int) -> int:
        if isinstance(data, bool) or not isinstance(data, int):
            raise self.fail(place, QT_TRANSLATE_NOOP("AlhambraError", "must be a whole number"))
        if not low <= data <= high:
            shown = str(data) if len(str(data)) <= 12 else f"{str(data)[:12]}…"
            raise self.fail(place, QT_TRANSLATE_NOOP(
                "AlhambraError", "{number} is out of range ({low} to {high})"),
                            number=shown, low=low, high=high)
        return data

    def text(self, data: Any, place: str, maximum: int) -> str:
        if not isinstance(data, str):
            raise self.fail(place, QT_TRANSLATE_NOOP("AlhambraError", "must be a text"))
        if len(data) > maximum:
            raise self.fail(place, QT_TRANSLATE_NOOP("AlhambraError", "is longer than {count} characters"),
                            count=maximum)
        return data

    def boolean(self, data: Any, place: str) -> bool:
        if not isinstance(data, bool):
            raise self.fail(place, QT_TRANSLATE_NOOP("AlhambraError", "must be true or false"))
        return data

    def letters(self, data: Any, place: str) -> str:
        if not isinstance(data, str):
            raise self.fail(place, QT_TRANSLATE_NOOP("AlhambraError", "must be a text of NESW letters"))
        return data

    def walls(self, data: Any, place: str) -> Walls:
        letters = self.letters(data, place)
        try:
            return Walls.parse(letters)
        except ValueError as error:
            raise self.fail(place, _line_of(error)) from None

    def cell(self, data: Any, place: str) -> Cell:
        self.mapping(data, place, QT_TRANSLATE_NOOP("AlhambraError", "a tile with x and y"))
        limit = COORDINATE_LIMIT
        return Cell(self.integer(data.get("x"), f"{place}.x", -limit, limit),
                    self.integer(data.get("y"), f"{place}.y", -limit, limit))


def _line_of(error: ValueError) -> Line:
    """The sentence of an engine error, or (any other ValueError) its English text."""
    found = getattr(error, "line", None)
    return found if isinstance(found, Line) else Line("", str(error))
