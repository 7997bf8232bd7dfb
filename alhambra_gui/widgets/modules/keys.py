"""The keys modules give the tile under the city's cursor: an arrow key per side, or a
combination, written as the platform writes it on the cheat sheet."""

from __future__ import annotations

from PySide6.QtGui import QKeySequence

from ...engine import Side

ARROW_NAMES = {Side.N: "Up", Side.E: "Right", Side.S: "Down", Side.W: "Left"}


def side_keys(prefix: str, side: Side) -> str:
    """The key of a side with a modifier: ``side_keys("Alt", Side.N)`` is "Alt+Up"."""
    return f"{prefix}+{ARROW_NAMES[side]}"


def native(sequence: str) -> str:
    """A key combination as the platform writes it ("Ctrl+Shift+C", "⇧⌘C")."""
    return QKeySequence(sequence).toString(QKeySequence.SequenceFormat.NativeText)
