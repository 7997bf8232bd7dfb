"""``alhambra-gui photo PHOTO [--corners ... --grid COLSxROWS] [--known COL,ROW=TYPE ...] [--json]``,
``alhambra-gui photo PHOTO PHOTO ... [--json]``.

Without ``--corners`` and ``--grid`` the block is found in the photo by itself, and the
answer adds the ``corners`` and the ``grid`` found. ``doubt`` (true or false) says whether
the reading is to be checked, ``doubt_reason`` why, in one sentence ("" without doubt).
Bad arguments, an unreadable photo, a photo without tiles or with two cities print one
sentence on standard error and exit with 2.

Several photos are the whole table, one city each (issue 29): each block is found, then
the table is checked together (a tile read in two cities is kept by the one that shows it
more surely; the other is read again without it). ``--json`` prints ``{"cities": [...],
"conflicts": [...]}``, a city as one photo prints it plus its ``photo``; a photo of two
cities has the larger read, with doubt. ``--every-city`` reads every city each photo holds
(one photo of the whole table), the largest first, and checks them together the same way.
"""

from __future__ import annotations

import argparse
import json
import re
import sys
from collections import Counter
from collections.abc import Sequence
from typing import NoReturn, TextIO

from ..engine.names import printable
from .errors import CornersError, GridError, PhotoError
from .geometry import Corners
from .image import READ_FORMATS_TEXT
from .known import parse_known
from .reading import Reading, read_city
from .table import TablePhotoError, read_table

PROG = "alhambra-gui photo"
_GRID = re.compile(r"^\s*(\d+)\s*[xX×]\s*(\d+)\s*$")


class ArgumentsError(PhotoError):
    """The command line itself is malformed (a missing or unknown option)."""


class _Parser(argparse.ArgumentParser):
    def error(self, message: str) -> NoReturn:
        raise ArgumentsError(message)

    def parse_args(self, args: Sequence[str] | None = None,  # type: ignore[override]
                   namespace: None = None) -> argparse.Namespace:
        """As argparse does, but a word it does not know is one sentence naming it."""
        parsed, extra = self.parse_known_args(args, namespace)
        if extra:
            what = "option" if extra[0].startswith("-") else "argument"
            raise ArgumentsError(f"{extra[0]} is not an {what} of this command "
                                 f"(it takes the photo, --corners, --grid, --known, --every-city and --json)")
        return parsed


def build_parser() -> argparse.ArgumentParser:
    parser = _Parser(prog=PROG, description="Propose every cell of a city block from one photo "
                                            "taken from above (no display needed).")
    parser.add_argument("photo", nargs="+", help=f"the photo ({READ_FORMATS_TEXT}); several: one city each")
    parser.add_argument("--corners", metavar="X1,Y1,X2,Y2,X3,Y3,X4,Y4",
                        help="the block's outer NW, NE, SE and SW corners in photo pixels "
                             "(with --grid; without both, the block is found in the photo)")
    parser.add_argument("--grid", metavar="COLSxROWS",
                        help="the block's size in cells, e.g. 6x4 (with --corners)")
    parser.add_argument("--known", action="append", default=[], metavar="COL,ROW=TYPE",
                        help="a calibration cell (0-based column from the west, row from the north): "
                             "a building type, fountain or empty; repeatable")
    parser.add_argument("--every-city", action="store_true",
                        help="read every city each photo holds (a photo of the whole table), as a table")
    parser.add_argument("--json", action="store_true", help="print one JSON document")
    return parser


def main(argv: Sequence[str] | None = None, out: TextIO | None = None) -> int:
    out = out or sys.stdout
    photos: list[str] = []
    try:
        args = build_parser().parse_args(argv)
        photos = args.photo
        known = [parse_known(spec) for spec in args.known]
        if len(args.photo) > 1 or args.every_city:
            if args.corners or args.grid or known:
                raise ArgumentsError("--corners, --grid and --known take one city: with several, each "
                                     "city's block is found")
            return _table(args.photo, args.json, out, args.every_city)
        if (args.corners is None) != (args.grid is None):
            raise ArgumentsError("--corners and --grid go together (or leave both out to find the block)")
        if args.corners is None:
            reading = read_city(args.photo[0], known=known, larger_of_two=False)
        else:
            where = parse_corners(args.corners), parse_grid(args.grid)
            reading = read_city(args.photo[0], *where, known=known)
    except PhotoError as error:
        # The photo's name and the words given are the user's: shown escaped, never as raw controls.
        print(f"{PROG}: error: {printable(_sentence(_named(error, photos)))}", file=sys.stderr)
        return 2
    if args.json:
        json.dump(reading.to_dict(), out, ensure_ascii=False)
        out.write("\n")
    else:
        _write(reading, out)
        out.write(_LEGEND)
    return 0


_LEGEND = "(. empty, F fountain, else type letter, price and walled sides; ? = unsure)\n"


def _write(reading: Reading, out: TextIO) -> None:
    if reading.found:
        out.write(f"found: {reading.block_text()}\n")
    if reading.doubt is not None:
        out.write(f"doubt: {_sentence(reading.doubt.reason)}\n")
    out.write(reading.proposal.text() + "\n")


def _table(photos: Sequence[str], as_json: bool, out: TextIO, every_city: bool = False) -> int:
    """Several photos, one city each (or every city each holds), checked together as a table."""
    table = read_table(photos, every_city=every_city)
    if as_json:
        answer = table.to_dict()
        for city, k in zip(answer["cities"], table.sources, strict=True):
            city["photo"] = photos[k]
        json.dump(answer, out, ensure_ascii=False)
        out.write("\n")
        return 0
    names, counted = [], Counter[int]()
    for k in table.sources:
        counted[k] += 1
        names.append(f"{printable(photos[k])}, city {counted[k]}" if every_city else printable(photos[k]))
    for name, reading in zip(names, table.readings, strict=True):
        out.write(f"photo: {name}\n")
        _write(reading, out)
    for c in table.conflicts:
        kept, other = names[c.kept_by], names[c.other]
        tile = f"{c.tile.type} {c.tile.price} ({c.tile.walls or 'no walls'})"
        out.write(f"read twice: {tile}, kept in {kept} at {c.kept_at[0]},{c.kept_at[1]}; {other} at "
                  f"{c.other_at[0]},{c.other_at[1]} shows its next likeliest\n")
    out.write(_LEGEND)
    return 0


def parse_corners(text: str) -> Corners:
    try:
        values = [float(part) for part in text.split(",")]
    except ValueError:
        raise CornersError(f"--corners {text!r} must be 8 numbers X1,Y1,...,X4,Y4") from None
    return Corners.from_flat(values)


def parse_grid(text: str) -> tuple[int, int]:
    match = _GRID.match(text)
    if match is None:
        raise GridError(f"--grid {text!r} must be COLSxROWS, for example 6x4")
    return int(match.group(1)), int(match.group(2))


def _named(error: PhotoError, photos: Sequence[str]) -> str:
    """What went wrong, naming the photo of the table it went wrong with (unless it says it)."""
    if isinstance(error, TablePhotoError) and photos[error.index] not in str(error):
        return f"{photos[error.index]}: {error}"
    return str(error)


def _sentence(text: str) -> str:
    return text if text.endswith((".", "!", "?")) else text + "."
