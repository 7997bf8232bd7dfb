"""``alhambra-gui photo PHOTO [--corners ... --grid COLSxROWS] [--known COL,ROW=TYPE ...] [--json]``.

Without ``--corners`` and ``--grid`` the block is found in the photo by itself, and the
answer adds the ``corners`` and the ``grid`` found. Bad arguments, an unreadable photo, a
photo without tiles or with two cities print one sentence on standard error and exit with 2.
"""

from __future__ import annotations

import argparse
import json
import re
import sys
from collections.abc import Sequence
from typing import NoReturn, TextIO

from ..engine.names import printable
from .errors import CornersError, GridError, PhotoError
from .geometry import Corners
from .known import parse_known
from .pipeline import find_and_recognise, recognise

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
                                 f"(it takes the photo, --corners, --grid, --known and --json)")
        return parsed


def build_parser() -> argparse.ArgumentParser:
    parser = _Parser(prog=PROG, description="Propose every cell of a city block from one photo "
                                            "taken from above (no display needed).")
    parser.add_argument("photo", help="the photo (JPEG or PNG)")
    parser.add_argument("--corners", metavar="X1,Y1,X2,Y2,X3,Y3,X4,Y4",
                        help="the block's outer NW, NE, SE and SW corners in photo pixels "
                             "(with --grid; without both, the block is found in the photo)")
    parser.add_argument("--grid", metavar="COLSxROWS",
                        help="the block's size in cells, e.g. 6x4 (with --corners)")
    parser.add_argument("--known", action="append", default=[], metavar="COL,ROW=TYPE",
                        help="a calibration cell (0-based column from the west, row from the north): "
                             "a building type, fountain or empty; repeatable")
    parser.add_argument("--json", action="store_true", help="print one JSON document")
    return parser


def main(argv: Sequence[str] | None = None, out: TextIO | None = None) -> int:
    out = out or sys.stdout
    try:
        args = build_parser().parse_args(argv)
        known = [parse_known(spec) for spec in args.known]
        found = None
        if args.corners is None and args.grid is None:
            found, proposal = find_and_recognise(args.photo, known=known)
        elif args.corners is None or args.grid is None:
            raise ArgumentsError("--corners and --grid go together (or leave both out to find the block)")
        else:
            cols, rows = parse_grid(args.grid)
            proposal = recognise(args.photo, parse_corners(args.corners), cols, rows, known=known)
    except PhotoError as error:
        # The photo's name and the words given are the user's: shown escaped, never as raw controls.
        print(f"{PROG}: error: {printable(_sentence(str(error)))}", file=sys.stderr)
        return 2
    if args.json:
        json.dump(proposal.to_dict() | (found.to_dict() if found else {}), out, ensure_ascii=False)
        out.write("\n")
    else:
        if found is not None:
            corners = ",".join(f"{v:.1f}" for point in found.corners.points for v in point)
            out.write(f"found: --corners {corners} --grid {found.cols}x{found.rows}\n")
        out.write(proposal.text() + "\n")
        out.write("(. empty, F fountain, else type letter, price and walled sides; ? = unsure)\n")
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


def _sentence(text: str) -> str:
    return text if text.endswith((".", "!", "?")) else text + "."
