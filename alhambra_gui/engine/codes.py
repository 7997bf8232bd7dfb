"""Tile codes: what a player types to name a tile (``g8``, ``g8ne``, ``g10-``), and back.

A code is the type's letter (Granada: two letters), the price (the face's value) and,
optionally, the walled sides (moats) in any order, ``-`` for none. Written codes give the
walls in ``NESW`` order (``g8NE``). The grammar lives here, once: the city's keyboard, the
palette's filter, the cheat sheet and the command line all read it.

A module's piece has a code in the same grammar, begun by the module's own letter (one no
building type has): letters, a number if the piece has one, sides (``hgs``: a hut; ``m5n``: a
medina). What follows the letter is the module's to read (``Module.read_code``).
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterable
from dataclasses import dataclass
from typing import Protocol

from .errors import AlhambraError, UnknownTileError
from .geometry import Walls
from .tiles import Tile
from .variant import Variant
from .words import QT_TRANSLATE_NOOP

#: Letters (none in a search: ``8ne``), a number, then sides or ``-``.
_CODE = re.compile(r"([^\W\d_]*)(\d+)([^\W\d_]*|-)")
#: A piece's code may have no number (``hgs``: its letters run on into its sides).
_CODE_OR_PIECE = re.compile(r"([^\W\d_]+)(\d*)([^\W\d_]*|-)")
SIDE_LETTERS = frozenset("nesw")
_HOW_WALLS = QT_TRANSLATE_NOOP("AlhambraError", "type a letter, a price and any walls, e.g. g8 or g8ne")
_HOW_MOATS = QT_TRANSLATE_NOOP("AlhambraError", "type the letters, a value and any moats, e.g. pa8 or pa8ne")
_NO_LETTER = QT_TRANSLATE_NOOP("AlhambraError", "no building type has the letter {letter} ({letters})")
_ONCE_WALLS = QT_TRANSLATE_NOOP("AlhambraError", "each wall letter (N, E, S, W) may appear once")
_ONCE_MOATS = QT_TRANSLATE_NOOP("AlhambraError", "each moat letter (N, E, S, W) may appear once")


class CodeError(AlhambraError):
    """A typed code that names no tile (a letter no type has, a wall letter twice, …)."""


@dataclass(frozen=True)
class Code:
    """A code read: the building type, the price (value), and the walls if typed."""

    type: str
    price: int
    walls: Walls | None = None


@dataclass(frozen=True)
class PieceCode:
    """A piece's code after the module's letter: the letters that follow it, the number (None
    when there is none) and the sides typed after the number (``-``: none)."""

    letters: str
    number: int | None
    sides: str


class PieceReader(Protocol):
    """What the codes ask of a module (``modules.base.Module`` is one): its letter, and what
    a code after it describes. A protocol, so that the codes need not import the modules."""

    @property
    def code_letter(self) -> str: ...

    def read_code(self, code: PieceCode, variant: Variant) -> Tile: ...


def parse_piece_code(modules: Iterable[PieceReader], variant: Variant, text: str) -> Tile | None:
    """The piece a code names, when it begins with the letter of one of ``modules`` (those in
    play); None for a code of no piece (a tile's). Raises ``CodeError`` for a piece's code
    that names no piece."""
    match = _CODE_OR_PIECE.fullmatch(text.strip())
    if match is None:
        return None
    head = match[1][0].lower()
    module = next((m for m in modules if m.code_letter and m.code_letter == head), None)
    if module is None:
        return None
    number = int(match[2]) if match[2] else None
    return module.read_code(PieceCode(match[1][1:].lower(), number, match[3].lower()), variant)


def piece_sides(code: PieceCode) -> Walls | None:
    """The sides of a code whose letters are all sides (``kne``, ``m5n``); None unless they
    are distinct sides."""
    return parse_walls(code.letters + code.sides) if code.letters + code.sides else Walls("")


def tile_code(variant: Variant, tile: Tile) -> str:
    """The code of a tile: letter, price, walls (``g8NE``)."""
    return f"{variant.building_type(tile.type).letter.lower()}{tile.price}{tile.walls.letters}"


def parse_walls(letters: str) -> Walls | None:
    """Typed wall letters (``ne``; ``-`` for none); None unless they are distinct sides."""
    if letters == "-":
        return Walls("")
    letters = letters.lower()
    if not set(letters) <= SIDE_LETTERS or len(set(letters)) != len(letters):
        return None
    return Walls.parse(letters)


def code_parts(text: str) -> tuple[str, int, str] | None:
    """A code's three parts as typed: its letters (maybe none), its number, its sides (maybe
    none, ``-``); None for text of another shape. The palette's search reads words with it."""
    match = _CODE.fullmatch(text.strip())
    return None if match is None else (match[1], int(match[2]), match[3])


def parse_code(variant: Variant, text: str) -> Code:
    """Read a code, or raise ``CodeError`` saying what is wrong with it."""
    parts = code_parts(text)
    if parts is None or not parts[0]:
        raise CodeError(_HOW_MOATS if variant.moats else _HOW_WALLS)
    typed_letters, price, sides = parts
    letters = {t.letter.lower(): t.id for t in variant.types}
    type_id = letters.get(typed_letters.lower())
    if type_id is None:
        raise CodeError(_NO_LETTER, letter=typed_letters, letters=", ".join(letters))
    walls = parse_walls(sides) if sides else None
    if sides and walls is None:
        raise CodeError(_ONCE_MOATS if variant.moats else _ONCE_WALLS)
    return Code(type_id, price, walls)


def named_tiles(variant: Variant, code: Code, owned: list[Tile]) -> list[Tile]:
    """The tiles a code may mean: the catalogue's (Alhambra), or (Granada) the face among
    ``owned`` tiles (a reserve) or the face the code describes."""
    if not variant.faces:
        return [t for t in variant.tiles_named(code.type, code.price)
                if code.walls is None or t.walls == code.walls]
    mine = [t for t in owned if (t.type, t.price) == (code.type, code.price)
            and (code.walls is None or t.walls == code.walls)]
    if mine:
        return mine
    face = Tile(code.type, code.price, code.walls or Walls(""))
    try:
        variant.check_tile(face)
    except UnknownTileError:
        return []
    return [face]


#: The quarter turns by which a tile lies with these walls (None: it never does).
TurnsTo = Callable[[Tile, Walls], "int | None"]


def turned_tiles(variant: Variant, code: Code, owned: list[Tile],
                 turns_to: TurnsTo) -> list[tuple[Tile, int]]:
    """The tiles a code may mean as they lie turned: a tile of the code's type and price
    that a module lets lie turned (``turns_to``, the ruleset's), whose walls turned are the
    code's (``t13s``: the tower 13 walled east, turned once); with each, its turn."""
    if code.walls is None:
        return []
    tiles = [*variant.tiles_named(code.type, code.price),
             *(t for t in owned if (t.type, t.price) == (code.type, code.price))]
    found = []
    for tile in dict.fromkeys(tiles):
        turn = turns_to(tile, code.walls)
        if turn:
            found.append((tile, turn))
    return found
