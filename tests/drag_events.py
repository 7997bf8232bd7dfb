"""Real drag-and-drop events with real QMimeData, sent straight to a drop target.

Under the offscreen platform QDrag.exec() returns at once, so tests deliver the
events a drag would produce. Enter/move events take a QPoint, drops a QPointF.
"""

from __future__ import annotations

from PySide6.QtCore import QMimeData, QPoint, QPointF, Qt
from PySide6.QtGui import QDragEnterEvent, QDragLeaveEvent, QDragMoveEvent, QDropEvent
from PySide6.QtWidgets import QApplication, QWidget

ACTIONS = Qt.DropAction.MoveAction | Qt.DropAction.CopyAction
NO_MODIFIER = Qt.KeyboardModifier.NoModifier


def _point(pos: QPoint | QPointF) -> QPoint:
    return pos.toPoint() if isinstance(pos, QPointF) else pos


def enter(target: QWidget, mime: QMimeData, pos: QPoint | QPointF, modifiers=NO_MODIFIER) -> bool:
    event = QDragEnterEvent(_point(pos), ACTIONS, mime, Qt.MouseButton.LeftButton, modifiers)
    QApplication.sendEvent(target, event)
    return event.isAccepted()


def move(target: QWidget, mime: QMimeData, pos: QPoint | QPointF, modifiers=NO_MODIFIER) -> bool:
    event = QDragMoveEvent(_point(pos), ACTIONS, mime, Qt.MouseButton.LeftButton, modifiers)
    QApplication.sendEvent(target, event)
    return event.isAccepted()


def leave(target: QWidget) -> None:
    QApplication.sendEvent(target, QDragLeaveEvent())


def drop(target: QWidget, mime: QMimeData, pos: QPoint | QPointF, modifiers=NO_MODIFIER) -> bool:
    event = QDropEvent(QPointF(pos), ACTIONS, mime, Qt.MouseButton.LeftButton, modifiers)
    QApplication.sendEvent(target, event)
    return event.isAccepted()


def drag_and_drop(target: QWidget, mime: QMimeData, pos: QPoint | QPointF | None = None,
                  modifiers=NO_MODIFIER) -> tuple[bool, bool]:
    """Enter, move and drop at ``pos`` (the centre by default): (entered, dropped)."""
    if pos is None:
        pos = QPoint(target.width() // 2, target.height() // 2)
    entered = enter(target, mime, pos, modifiers)
    move(target, mime, pos, modifiers)
    if not entered:
        return False, False
    return True, drop(target, mime, pos, modifiers)
