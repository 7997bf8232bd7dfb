"""Cells for CSV files that a spreadsheet opens (the score export, the history export)."""

from __future__ import annotations

import unicodedata


def spreadsheet_safe(cell: str) -> str:
    """A cell a spreadsheet shows as text: one starting like a formula (=, +, -, @, a tab or
    a carriage return, after any spaces and invisible format characters a spreadsheet may
    pass over) gets a leading apostrophe. Numbers (-2) stay numbers."""
    seen = next((c for c in cell if c != " " and unicodedata.category(c) != "Cf"), "")
    if (seen in ("=", "+", "-", "@") or cell[:1] in ("\t", "\r")) and not _is_number(cell):
        return "'" + cell
    return cell


def _is_number(text: str) -> bool:
    try:
        float(text)
    except ValueError:
        return False
    return True
