"""A scroll area's viewport made in Python (``paint/viewport.py``, issue 31) is set up as Qt
sets up its own: a window painted with them looks and behaves as before."""

from __future__ import annotations

import pytest
from PySide6.QtWidgets import QGraphicsView, QScrollArea, QTableView

from alhambra_gui.widgets.paint.viewport import own_viewport

pytestmark = pytest.mark.gui


@pytest.mark.parametrize("kind", [QScrollArea, QTableView, QGraphicsView])
def test_an_own_viewport_is_set_up_as_qts_own(qtbot, kind):
    theirs, ours = kind(), kind()
    qtbot.addWidget(theirs)
    qtbot.addWidget(ours)
    made = own_viewport(ours)
    assert ours.viewport() is made and made.parentWidget() is ours
    for area in (theirs, ours):
        area.resize(200, 150)
        area.show()
    qtbot.waitExposed(ours)
    mine, qts = ours.viewport(), theirs.viewport()
    assert (mine.objectName(), mine.backgroundRole(), mine.autoFillBackground(), mine.focusProxy() is ours) \
        == (qts.objectName(), qts.backgroundRole(), qts.autoFillBackground(), qts.focusProxy() is theirs)
    assert mine.geometry() == qts.geometry()
    assert ours.grab().toImage() == theirs.grab().toImage()
