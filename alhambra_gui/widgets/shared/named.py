"""Widgets and actions named as they are made: ``named(QLabel(text), "scoringReminder")``."""

from __future__ import annotations

from typing import TypeVar

from PySide6.QtCore import QObject

_O = TypeVar("_O", bound=QObject)


def named(obj: _O, name: str) -> _O:
    """Give a widget or action its objectName (for tests, styles and saved state)."""
    obj.setObjectName(name)
    return obj
