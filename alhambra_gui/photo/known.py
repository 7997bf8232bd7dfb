"""Calibration cells: what the user says lies on a few cells of the block."""

from __future__ import annotations

import re
from collections.abc import Iterable, Mapping

from .errors import KnownCellError

Position = tuple[int, int]
EMPTY = "empty"
FOUNTAIN = "fountain"

_SPEC = re.compile(r"^\s*(-?\d+)\s*,\s*(-?\d+)\s*=\s*([A-Za-z]+)\s*$")


def parse_known(spec: str) -> tuple[Position, str]:
    """``"COL,ROW=TYPE"`` as the command line gives it."""
    match = _SPEC.match(spec)
    if match is None:
        raise KnownCellError(f"--known {spec!r} is not COL,ROW=TYPE (for example 2,0=garden)")
    return (int(match.group(1)), int(match.group(2))), match.group(3).lower()


def check_known(known: Mapping[Position, str] | Iterable[tuple[Position, str]], cols: int, rows: int,
                building_types: Iterable[str]) -> dict[Position, str]:
    """The calibration cells checked against the block and the kinds there are."""
    pairs = known.items() if isinstance(known, Mapping) else known
    allowed = {*building_types, EMPTY, FOUNTAIN}
    result: dict[Position, str] = {}
    for (col, row), label in pairs:
        if not (0 <= col < cols and 0 <= row < rows):
            raise KnownCellError(f"calibration cell {col},{row} is outside the {cols}x{rows} block")
        if label not in allowed:
            names = ", ".join(sorted(allowed))
            raise KnownCellError(f"calibration cell {col},{row}: {label!r} is not one of {names}")
        if result.get((col, row), label) != label:
            raise KnownCellError(f"calibration cell {col},{row} is given twice with different kinds")
        result[(col, row)] = label
    if sum(1 for label in result.values() if label == FOUNTAIN) > 1:
        raise KnownCellError("only one calibration cell can be the fountain")
    return result
