"""The score table's columns keep their order (name, types, wall, the modules' terms, total;
the total beside the names while the columns scroll) when a module brings a column of its
own. Seen in a real window (Chinese, street traders): after a scoring, the residents' column
stood first, where the totals had stood beside the names before the module's column came."""

from __future__ import annotations

from PySide6.QtWidgets import QHeaderView

from alhambra_gui.widgets.score.scoreboard import ScoreboardDock
from tests.event_loop import settle


def order(header: QHeaderView) -> list[int]:
    """The model's columns in the order shown."""
    return [header.logicalIndex(visual) for visual in range(header.count())]


def test_a_modules_column_comes_after_the_wall_whatever_was_moved_before(qtbot, session, show_widget):
    dock = show_widget(ScoreboardDock(session), 250, 700, settle=True)  # too narrow: columns scroll
    header, model = dock.score_view.horizontalHeader(), dock.score_model
    total = model.columnCount() - 1
    assert order(header)[:2] == [0, total]  # the totals beside the names
    session.edit("modules", lambda game: game.set_modules(["street_traders"]))
    dock.resize(1400, 700)  # room for every column: the totals go back to the end
    settle()
    assert model.columnCount() == total + 2
    assert order(header) == list(range(model.columnCount()))
    dock.resize(250, 700)
    settle()
    shown = order(header)
    assert shown[:2] == [0, total + 1] and shown[2:] == list(range(1, total + 1))
