"""Answering the window-modal questions the app asks before going on (record_guard)."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QMessageBox, QPushButton


def answer(qtbot, box: QMessageBox | None, *, go: bool = True) -> str:
    """Click "go on" (or Cancel) in an open question; its text, for asserts."""
    assert box is not None and box.isVisible(), "no question was asked"
    text = box.text()
    button = box.findChild(QPushButton, "recordGuardGo") if go \
        else box.button(QMessageBox.StandardButton.Cancel)
    qtbot.mouseClick(button, Qt.MouseButton.LeftButton)
    return text
