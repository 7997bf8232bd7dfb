"""The keys of Undo and Redo: the platform's bindings, and Ctrl+Y for Redo besides wherever the
platform binds only another key (a Linux desktop binds Ctrl+Shift+Z; a player who learnt Ctrl+Y
elsewhere pressed it and nothing happened)."""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtGui import QKeySequence

#: Redo's key on Windows and in many programs, offered on every platform.
REDO_ALSO = "Ctrl+Y"


def undo_keys() -> list[QKeySequence]:
    return QKeySequence.keyBindings(QKeySequence.StandardKey.Undo)


def redo_keys(platform: Sequence[QKeySequence] | None = None) -> list[QKeySequence]:
    """The platform's Redo bindings (``platform``: those, for a test), then Ctrl+Y if missing."""
    found = list(QKeySequence.keyBindings(QKeySequence.StandardKey.Redo) if platform is None else platform)
    also = QKeySequence(REDO_ALSO)
    if not any(key.matches(also) == QKeySequence.SequenceMatch.ExactMatch for key in found):
        found.append(also)
    return found
