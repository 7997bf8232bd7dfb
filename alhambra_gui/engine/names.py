"""Players' names: what a name may hold and when two names are the same.

A name is shown on every surface of the app, written to a terminal and to spreadsheets,
so it may hold no control characters, no text-direction controls and no broken
characters (lone surrogates), and must have something visible. Two names are the same
when they read the same: compared after Unicode compatibility normalisation (NFKC), with
invisible characters (format characters, fillers, blank patterns) left out, ignoring case
and surrounding spaces — so
"Anna", "anna ", "Anna" + zero-width space and full-width "Ａｎｎａ" are one name, and
"Dirk" in any width is reserved for the two-player dummy.
"""

from __future__ import annotations

import re
import unicodedata
from collections.abc import Sequence

from .errors import PlayerError, sentence
from .scoring import DIRK
from .words import QT_TRANSLATE_NOOP, Line, Word

MAX_PLAYERS = 6
#: Characters a name may have, counted as a person sees them (``visible_length``).
MAX_NAME_LENGTH = 40
#: Code points a name may hold at all: room for several marks on every letter (a name
#: typed with combining accents has two a letter), not for a text that is all marks.
MAX_NAME_CODE_POINTS = 8 * MAX_NAME_LENGTH
#: Characters that change the direction of the text around them (bidi embeddings,
#: overrides, isolates and marks).
DIRECTION_CONTROLS = frozenset("\u061c\u200e\u200f\u202a\u202b\u202c\u202d\u202e\u2066\u2067\u2068\u2069")


#: Characters that take no room and draw nothing although they are letters or symbols to
#: Unicode: the default-ignorable code points that are not format characters (the Hangul
#: fillers, the Mongolian variation selectors, …), variation selectors, and the blank
#: Braille pattern. A name of these alone looks empty; beside visible letters they are left
#: out when names are compared, as format characters are.
_BLANK_RANGES = ((0x034F, 0x034F), (0x115F, 0x1160), (0x17B4, 0x17B5), (0x180B, 0x180F),
                 (0x2800, 0x2800), (0x3164, 0x3164), (0xFE00, 0xFE0F), (0xFFA0, 0xFFA0),
                 (0xE0100, 0xE01EF))


def _blank(character: str) -> bool:
    code = ord(character)
    return unicodedata.category(character) == "Cf" or any(low <= code <= high for low, high in _BLANK_RANGES)


#: A player's colour, as the app keeps it in the file's extra field ``colour``.
PLAYER_COLOUR = re.compile(r"#[0-9a-fA-F]{6}")


def name_key(name: str) -> str:
    """What two names are compared by."""
    normal = unicodedata.normalize("NFKC", name)
    return "".join(c for c in normal if not _blank(c)).strip().casefold()


def isolated(name: str) -> str:
    """A name to put in a sentence: a name written right to left (Hebrew, Arabic) is set
    between direction isolates, so that it never reorders the words and numbers around it."""
    if any(unicodedata.bidirectional(c) in ("R", "AL") for c in name):
        return f"\u2068{name}\u2069"
    return name


def player_word(name: str) -> Word:
    """A participant's name as a word in a sentence (the app isolates a right-to-left name
    and says Dirk's in the user's language)."""
    return Word(name, "player")


def printable(text: str) -> str:
    """The text with what cannot be shown safely (controls, direction controls, broken
    characters) or cannot be seen (blank letters such as the Hangul filler) written as
    \\uXXXX: fit for a terminal and for a sentence."""
    return "".join(c if c.isprintable() and c not in DIRECTION_CONTROLS and not _blank(c)
                   else f"\\u{ord(c):04x}" for c in text)


def unsafe(character: str) -> bool:
    """Whether a character may not be in a name or a label: a control character, a
    text-direction control or a broken character (a lone surrogate)."""
    return unicodedata.category(character) in ("Cc", "Cs") or character in DIRECTION_CONTROLS


def clean_text(text: str) -> str:
    """The text without the characters a name or a label may not hold (``unsafe``)."""
    return "".join(c for c in text if not unsafe(c))


def excerpt(text: str, limit: int = 24) -> str:
    """A short, quoted, printable excerpt of a text for an error sentence (a long text is cut)."""
    shown = printable(text[:limit])
    return f"'{shown}…'" if len(text) > limit else f"'{shown}'"


def visible_length(text: str) -> int:
    """How many characters a person sees in ``text``: its extended grapheme clusters
    (Unicode's UAX #29) after NFC, so that "é" typed as e + combining accent is one, and a
    flag or a family emoji is one too."""
    if text.isascii():
        return len(text)
    import regex  # only for a text that is not plain ASCII: the import takes ~25 ms

    return len(regex.findall(r"\X", unicodedata.normalize("NFC", text)))


def column_width(text: str) -> int:
    """How many columns of a terminal ``text`` takes: two for a wide character (Chinese,
    Japanese, Korean, full-width forms), none for a mark that joins the one before it."""
    if text.isascii():
        return len(text)
    return sum(0 if unicodedata.combining(c) or _blank(c)
               else 2 if unicodedata.east_asian_width(c) in ("W", "F") else 1
               for c in unicodedata.normalize("NFC", text))


def pad(text: str, width: int, *, right: bool = False) -> str:
    """``text`` filled with spaces to ``width`` terminal columns (on its left if ``right``)."""
    fill = " " * max(0, width - column_width(text))
    return fill + text if right else text + fill


def name_problem(name: str) -> Line | None:
    """Why a name cannot be a player's name (a sentence), or None."""
    shown = excerpt(name)
    if any(unicodedata.category(c) == "Cs" for c in name):
        return sentence(QT_TRANSLATE_NOOP(
            "AlhambraError", "the name {name} holds a broken character (a lone surrogate)"), name=shown)
    if any(unicodedata.category(c) == "Cc" for c in name):
        return sentence(QT_TRANSLATE_NOOP("AlhambraError", "the name {name} holds a control character"),
                        name=shown)
    if any(c in DIRECTION_CONTROLS for c in name):
        return sentence(QT_TRANSLATE_NOOP(
            "AlhambraError", "the name {name} holds a text-direction control character"), name=shown)
    if not name.strip():
        return sentence(QT_TRANSLATE_NOOP("AlhambraError", "a player's name cannot be empty"))
    if not name_key(name):
        return sentence(QT_TRANSLATE_NOOP("AlhambraError", "the name {name} has nothing visible"), name=shown)
    if len(name) > MAX_NAME_CODE_POINTS:
        return sentence(QT_TRANSLATE_NOOP(
            "AlhambraError", "the name {name} holds more than {count} letters and marks"),
            name=excerpt(name, 20), count=MAX_NAME_CODE_POINTS)
    if len(name) > MAX_NAME_LENGTH and visible_length(name) > MAX_NAME_LENGTH:
        return sentence(QT_TRANSLATE_NOOP(
            "AlhambraError", "the name {name} is longer than {count} characters"),
            name=excerpt(name, 20), count=MAX_NAME_LENGTH)
    if name_key(name) == name_key(DIRK):
        return sentence(QT_TRANSLATE_NOOP(
            "AlhambraError", "the name {name} is reserved for the imaginary third player"), name=repr(DIRK))
    return None


def check_names(names: Sequence[str]) -> None:
    """Raise PlayerError unless the names make a valid table of players."""
    if not 1 <= len(names) <= MAX_PLAYERS:
        raise PlayerError(QT_TRANSLATE_NOOP("AlhambraError", "a game has 1 to {most} players, not {count}"),
                          most=MAX_PLAYERS, count=len(names))
    for name in names:
        if problem := name_problem(name):
            raise PlayerError(problem)
    seen: dict[str, str] = {}
    for name in names:
        key = name_key(name)
        if key in seen:
            raise PlayerError(QT_TRANSLATE_NOOP(
                "AlhambraError", "two players have the same name: {first} and {second}"),
                first=excerpt(seen[key]), second=excerpt(name))
        seen[key] = name
