"""A scroll area's viewport made in Python (issue 31: the usable window at start-up).

The viewport a scroll area makes for itself is a C++ object Python has never seen: the first
time Python is handed one (``viewport()``), PySide works out its most derived class by
walking every widget class it knows, and makes each one's enums on the way (some 50 enums,
240 members: 20-27 M instructions, once per process). A viewport made here is already known,
as its own class, and is set up as Qt sets up its own (``QAbstractScrollArea``'s ``init``,
``QScrollArea``'s and ``QGraphicsView``'s constructors).
"""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QPalette
from PySide6.QtWidgets import QAbstractScrollArea, QGraphicsView, QScrollArea, QWidget


def own_viewport(area: QAbstractScrollArea) -> QWidget:
    """Give ``area`` a viewport made in Python before anything asks for its own, set up as
    Qt sets up its own for that kind of area (a scroll area's takes its parent's
    background, a graphics view's is unnamed); returns it."""
    viewport = QWidget()
    if not isinstance(area, QGraphicsView):  # its constructor makes a second, unnamed one
        viewport.setObjectName("qt_scrollarea_viewport")
    no_role = isinstance(area, QScrollArea)
    viewport.setBackgroundRole(QPalette.ColorRole.NoRole if no_role else QPalette.ColorRole.Base)
    viewport.setAutoFillBackground(True)
    area.setViewport(viewport)
    return viewport


def dock_scroll(parent: QWidget) -> QScrollArea:
    """A dock's scroll area: its body fills the width (and scrolls down), no frame, a
    viewport of its own (``own_viewport``). Never a stop of the Tab key itself: it showed no
    focus, so the keys went nowhere to be seen (it follows the focus of what it holds)."""
    area = QScrollArea(parent)
    area.setFocusPolicy(Qt.FocusPolicy.NoFocus)
    own_viewport(area)
    area.setWidgetResizable(True)
    area.setFrameShape(QScrollArea.Shape.NoFrame)
    return area
