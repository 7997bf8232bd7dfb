"""Cells for CSV files that a spreadsheet opens (the score export, the history export)."""

from __future__ import annotations


def spreadsheet_safe(cell: str) -> str:
    """A cell a spreadsheet shows as text: one starting like a formula (=, +, -, @, a tab or
    a carriage return) gets a leading apostrophe. Numbers (-2) stay numbers."""
    if cell[:1] in ("=", "+", "-", "@", "\t", "\r") and not _is_number(cell):
        return "'" + cell
    return cell


def _is_number(text: str) -> bool:
    try:
        float(text)
    except ValueError:
        return False
    return True
