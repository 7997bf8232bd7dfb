"""Cells for CSV files that a spreadsheet opens (the score export, the history export)."""

from __future__ import annotations

import re
import unicodedata

#: A number written as a spreadsheet shows it back (-2, 0.5, 12): it stays as it is.
_PLAIN_NUMBER = re.compile(r" *-?(?:0|[1-9][0-9]*)(?:\.[0-9]+)? *")
#: What a spreadsheet reads as a number although it would show it otherwise (007 as 7, 1e5
#: as 100000, .5 as 0.5).
_READ_AS_NUMBER = re.compile(r" *[+-]?(?:[0-9]+\.?[0-9]*|\.[0-9]+)(?:[eE][+-]?[0-9]+)? *")


def spreadsheet_safe(cell: str) -> str:
    """A cell a spreadsheet shows as the very text: one it would read as a formula (starting
    with =, +, -, @, a tab or a carriage return, after any spaces and invisible format
    characters a spreadsheet may pass over: "-inf", "+nan" and "-Infinity" too) or as a
    number that is not the text ("007", "1e5") gets a leading apostrophe. A number written
    plainly (-2, 0.5) stays a number."""
    if _PLAIN_NUMBER.fullmatch(cell):
        return cell
    seen = next((c for c in cell if c != " " and unicodedata.category(c) != "Cf"), "")
    if seen in ("=", "+", "-", "@") or cell[:1] in ("\t", "\r") or _READ_AS_NUMBER.fullmatch(cell):
        return "'" + cell
    return cell
