"""The window's paint held while a block runs (``PaintHold.during``): what changed meanwhile
is painted once, on the next turn of the event loop."""

from __future__ import annotations

from PySide6.QtCore import QEvent, QObject
from PySide6.QtWidgets import QLabel, QVBoxLayout, QWidget

from alhambra_gui.widgets.window.paint_hold import PaintHold


class Paints(QObject):
    def __init__(self, widget: QWidget) -> None:
        super().__init__(widget)
        self.count = 0
        widget.installEventFilter(self)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() == QEvent.Type.Paint:
            self.count += 1
        return False


def test_a_window_is_not_painted_during_the_block_and_once_after_it(qapp, show_widget):
    window = show_widget(QWidget(), 300, 200, exposed=True)
    label = QLabel("before", window)
    QVBoxLayout(window).addWidget(label)
    qapp.processEvents()
    paints = Paints(label)
    with PaintHold.of(window).during():
        label.setText("during")
        qapp.sendPostedEvents()
        label.repaint()  # asked at once: waits too
        assert paints.count == 0
    assert paints.count == 0
    qapp.processEvents()
    assert paints.count == 1


def test_a_window_not_shown_is_left_as_it_is(qapp):
    window = QWidget()
    with PaintHold.of(window).during():
        assert not PaintHold.of(window).holding
