"""Does every visible text fit where it is shown? ``misfits(root)`` walks a widget tree and
returns a ``Misfit`` for each text that is cut off, elided or out of its widget, measured
with the widget's own font and style (never by eye):

- labels: one line (or lines) against the contents rect; a wrapping label's height for its
  width, and its longest word against the width; rich text through a QTextDocument;
- buttons, check boxes, radio buttons, tool buttons: text, icon and the style's margins
  (``sizeFromContents``) against the width;
- tab bars (a QTabWidget's and the bar of tabified docks): each tab's rect against its size
  hint (elided or squeezed), and inside the bar (not behind its scroll arrows);
- header sections of tables and trees: ``sectionSizeFromContents`` against the section, and
  the section inside the viewport (no sideways scroll to read it);
- cells of item views: the delegate's size hint against ``visualRect`` (wrapped text by
  its height when the view wraps), for the rows in view;
- group box titles, dock widget titles (the style's title text rect), combo box items
  against the edit field, line edit placeholders against the text rect, the status bar's
  message, the menu bar's entries (all inside the bar: no "»" extension);
- any of these widgets cut by an ancestor (outside its rect, short of a scroll area).

Widgets drawn by hand (the city, the chart, tile chips) are not measured here.
"""
from __future__ import annotations

from collections.abc import Callable, Iterator

from PySide6.QtCore import QRect, Qt
from PySide6.QtWidgets import (
    QAbstractButton,
    QAbstractItemView,
    QAbstractScrollArea,
    QComboBox,
    QDockWidget,
    QGroupBox,
    QHeaderView,
    QLabel,
    QLineEdit,
    QMenuBar,
    QStatusBar,
    QTabBar,
    QWidget,
)

from tests.text_fit_checks import (
    Misfit,
    check_button,
    check_combo,
    check_dock,
    check_group_box,
    check_header,
    check_label,
    check_line_edit,
    check_menu_bar,
    check_status_bar,
    check_tab_bar,
    check_view_cells,
    widget_path,
)

__all__ = ["Misfit", "misfits", "report"]

Check = Callable[[QWidget], list[Misfit]]
#: The measure of each kind of widget (the first class that matches), and whether the
#: widget shows a text of its own that an ancestor could cut.
CHECKS: list[tuple[type, Check, bool]] = [
    (QLabel, check_label, True), (QAbstractButton, check_button, True), (QTabBar, check_tab_bar, False),
    (QHeaderView, check_header, False), (QAbstractItemView, check_view_cells, False),
    (QGroupBox, check_group_box, True), (QDockWidget, check_dock, False), (QComboBox, check_combo, True),
    (QLineEdit, check_line_edit, True), (QStatusBar, check_status_bar, False),
    (QMenuBar, check_menu_bar, False),
]


def checks_of(widget: QWidget) -> list[Check]:
    for kind, check, texty in CHECKS:
        if isinstance(widget, kind):
            return [check, check_inside] if texty else [check]
    return []


def misfits(root: QWidget) -> list[Misfit]:
    """Every visible text under ``root`` that does not fit (an empty list: all fit)."""
    return [found for widget in visible_widgets(root) for check in checks_of(widget)
            for found in check(widget)]


def report(found: list[Misfit]) -> str:
    return "\n".join(str(m) for m in found)


def visible_widgets(root: QWidget) -> Iterator[QWidget]:
    """``root`` and every descendant of its window that is shown: not hidden (a hidden tab's
    page is not shown), not in a dock behind another dock's tab (Qt moves it out of sight).
    A widget pushed out of its parent because the room is short is shown (and cut)."""
    window = root.window()
    for widget in (root, *root.findChildren(QWidget)):
        if widget.isVisible() and widget.window() is window and not behind_a_tab(widget):
            yield widget


def behind_a_tab(widget: QWidget) -> bool:
    """In (or is) a dock that is tabified behind another one."""
    node: QWidget | None = widget
    while node is not None and not node.isWindow():
        parent = node.parentWidget()
        if isinstance(node, QDockWidget) and parent is not None \
                and not parent.rect().intersects(node.geometry()):
            return True
        node = parent
    return False



def check_inside(widget: QWidget) -> list[Misfit]:
    """The widget whole inside each ancestor up to its window. Inside a scroll area what
    scrolls out of its viewport can be scrolled to, unless the scroll area never scrolls
    that way (its scroll bar always off)."""
    area, node = widget.rect(), widget
    while not node.isWindow():
        parent = node.parentWidget()
        if parent is None:
            break
        area = area.translated(node.pos())
        room = _reachable(parent, area)
        if not room.contains(area):
            cut = room.intersected(area)
            wide = cut.width() < area.width()
            return [Misfit(widget_path(widget), f"cut by {widget_path(parent)}", _text_of(widget),
                           area.width() if wide else area.height(), cut.width() if wide else cut.height())]
        area = area.intersected(parent.rect())
        if area.isEmpty():
            return []  # scrolled away
        node = parent
    return []


def _reachable(parent: QWidget, area: QRect) -> QRect:
    """The part of ``parent`` where ``area`` can be seen: its rect, or, for a scroll area's
    viewport, its rect widened in each direction the scroll area scrolls."""
    owner = parent.parentWidget()
    room = QRect(parent.rect())
    if not isinstance(owner, QAbstractScrollArea) or parent is not owner.viewport():
        return room
    off = Qt.ScrollBarPolicy.ScrollBarAlwaysOff
    if owner.horizontalScrollBarPolicy() != off:
        room.setLeft(min(room.left(), area.left()))
        room.setRight(max(room.right(), area.right()))
    if owner.verticalScrollBarPolicy() != off:
        room.setTop(min(room.top(), area.top()))
        room.setBottom(max(room.bottom(), area.bottom()))
    return room


def _text_of(widget: QWidget) -> str:
    for getter in ("text", "title", "windowTitle", "placeholderText"):
        value = getattr(widget, getter, None)
        if callable(value):
            text = value()
            if isinstance(text, str) and text:
                return text
    return ""


