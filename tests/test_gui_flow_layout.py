"""Layout items are deleted when no layout holds them any more (issue 26, item 17): the
wrapping row of chips (shared/flow_layout.FlowLayout) deletes its items when it goes, as Qt's
own layouts do, and an item taken out of a layout to lay it out again is deleted
(paint/layout_items.take_widget). Without that every palette rebuilt (each new game, each
change of modules) left 54 items behind, each line added to the dialog of other points a
grid's worth, and a long evening's memory rose."""

from __future__ import annotations

import shiboken6
from PySide6.QtCore import QCoreApplication, QEvent
from PySide6.QtWidgets import QGridLayout, QLabel, QWidget

from alhambra_gui.app.session import GameSession
from alhambra_gui.engine import Game
from alhambra_gui.widgets.modules.other_points.record_dialog import RecordScoringDialog
from alhambra_gui.widgets.paint.layout_items import take_widget
from alhambra_gui.widgets.shared.flow_layout import FlowLayout
from alhambra_gui.widgets.tiles.palette import PaletteDock


def deferred_deletes() -> None:
    QCoreApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)


def test_a_flow_layouts_items_go_with_it(qtbot):
    holder = QWidget()
    layout = FlowLayout(holder)
    labels = [QLabel(str(n)) for n in range(6)]
    for label in labels:
        layout.addWidget(label)
    items = [layout.itemAt(i) for i in range(layout.count())]
    layout.removeWidget(labels[0])  # taken out by Qt, deleted by Qt
    assert layout.count() == 5
    holder.deleteLater()
    deferred_deletes()
    assert not any(shiboken6.isValid(item) for item in items)
    assert not any(shiboken6.isValid(label) for label in labels[1:])


def test_the_palettes_rows_leave_no_item_behind_when_a_new_game_rebuilds_them(qtbot):
    session = GameSession(Game(["Anna", "Ben"]))
    palette = PaletteDock(session)
    qtbot.addWidget(palette)
    kept = []
    for variant in ("granada", "alhambra", "granada"):
        kept += [layout.itemAt(i) for layout in palette.findChildren(FlowLayout)
                 for i in range(layout.count())]
        session.new_game(["Ida", "Jon"], variant=variant)
        deferred_deletes()
    live = {id(layout.itemAt(i)) for layout in palette.findChildren(FlowLayout)  # the same wrappers
            for i in range(layout.count())}
    gone = [item for item in kept if id(item) not in live]
    assert len(kept) > 100 and gone
    assert not any(shiboken6.isValid(item) for item in gone)


def test_an_item_taken_out_of_a_layout_is_deleted_and_its_widget_kept(qtbot):
    holder = QWidget()
    qtbot.addWidget(holder)
    grid = QGridLayout(holder)
    label = QLabel("a")
    grid.addWidget(label, 0, 0)
    item = grid.itemAt(0)
    assert take_widget(grid) is label
    assert not shiboken6.isValid(item) and shiboken6.isValid(label)
    assert grid.count() == 0 and take_widget(grid) is None


def test_the_dialog_of_other_points_deletes_the_items_it_lays_out_again(qtbot, session):
    dialog = RecordScoringDialog(session)
    qtbot.addWidget(dialog)
    grid = dialog._grid
    before = [grid.itemAt(i) for i in range(grid.count())]
    line = dialog.add_line("Anna")
    dialog.remove_line(line)
    assert before and not any(shiboken6.isValid(item) for item in before)
    assert grid.count() == len(before)  # laid out again, with items of its own


def test_a_palette_shown_works_out_each_rows_height_once_per_width(qtbot, monkeypatch):
    """Issue 31: while a dock settles Qt asks a row of chips its height for the same widths
    again and again (274 times at start-up); each width's rows are worked out once until
    the chips change (the layout is invalidated)."""
    changes: dict[int, int] = {}
    worked_out: list[tuple[int, int, int]] = []
    arrange, invalidate = FlowLayout._arrange, FlowLayout.invalidate

    def counted(self, rect, *, move):
        if not move:
            worked_out.append((id(self), changes.get(id(self), 0), rect.width()))
        return arrange(self, rect, move=move)

    def changed(self):
        changes[id(self)] = changes.get(id(self), 0) + 1
        invalidate(self)

    monkeypatch.setattr(FlowLayout, "_arrange", counted)
    monkeypatch.setattr(FlowLayout, "invalidate", changed)
    palette = PaletteDock(GameSession(Game(["Anna", "Ben"])))
    qtbot.addWidget(palette)
    palette.resize(270, 700)
    palette.show()
    qtbot.waitExposed(palette)
    for width in (180, 250, 180, 250):
        palette.resize(width, 700)
        QCoreApplication.processEvents()
    assert worked_out and len(worked_out) == len(set(worked_out))


def test_a_rows_height_follows_its_chips(qtbot):
    holder = QWidget()
    qtbot.addWidget(holder)
    layout = FlowLayout(holder)
    labels = [QLabel("x" * 10) for _ in range(12)]
    for label in labels:
        layout.addWidget(label)
    holder.show()
    full = layout.heightForWidth(150)
    for label in labels[6:]:
        label.hide()
    assert layout.heightForWidth(150) < full
    for label in labels[6:]:
        label.show()
    assert layout.heightForWidth(150) == full
    labels[0].setText("y" * 60)
    longer = layout.heightForWidth(150)
    assert longer > full
    layout.removeWidget(labels[0])
    assert layout.heightForWidth(150) < longer
