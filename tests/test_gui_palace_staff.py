"""Palace staff in the window, driven with real events: a servant put on by key and by menu,
drawn and said in the tooltip, the buildings without one outlined with the staff's number,
the step before the leftover tiles recorded from the Scoring menu, the counts-only input."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt

from alhambra_gui.engine import Cell, Game, Player, Tile, Walls
from alhambra_gui.engine.modules import palace_staff
from alhambra_gui.widgets.city.city_page import CityPage
from alhambra_gui.widgets.score.scoreboard import ScoreboardDock

pytestmark = pytest.mark.gui
Key, Mod = Qt.Key, Qt.KeyboardModifier


@pytest.fixture
def session(make_session):
    game = Game([Player("Anna"), Player("Ben")], modules=["palace_staff"])
    city = {(1, 0): Tile("garden", 10, Walls()), (0, 1): Tile("garden", 11, Walls()),
            (-1, 0): Tile("tower", 11, Walls())}
    for cell, placed in city.items():
        game.player("Anna").city.put(cell, placed)
    return make_session(game)


def test_a_servant_by_key_and_by_menu_and_the_unserved_buildings_outlined(qtbot, session, show_widget):
    page = show_widget(CityPage(session, "Anna"), exposed=True)
    page.view.set_cursor((1, 0))
    qtbot.keyClick(page.view, Key.Key_V, Mod.ControlModifier | Mod.ShiftModifier)
    assert palace_staff.has_servant(session.game.player("Anna").city.marks((1, 0)))
    assert "A servant" in page.view.city_scene().tile_item((1, 0)).toolTip()
    menu = page.view.context_menu((0, 1))
    next(a for a in menu.actions() if a.text() == "Put a servant on it").trigger()
    assert session.undo_stack.undoText() == "Put a servant on Garden 11"
    term = session.game.score(1).players[0].term("palace_staff")
    assert (term.points, term.lines[0].english()) == (-1, "3 buildings, 2 with a servant: −1")
    board = show_widget(ScoreboardDock(session), 760, 700, settle=True)
    columns = [board.score_model.column_kind(i) for i in range(board.score_model.columnCount())]
    board.select_cell(0, columns.index("palace_staff"))
    shown = page.view.city_scene().term_highlight()
    assert [(m.cells, m.label) for m in shown.marks] == [((Cell(-1, 0),), "−1")]


def test_the_step_before_the_leftover_tiles_from_the_scoring_menu(session, show_widget):
    board = show_widget(ScoreboardDock(session), 760, 700, settle=True)
    entry = next(a for a in board.menu_actions() if a.objectName() == "actionRecordWith_palace_staff")
    assert entry.isVisible() and not entry.isEnabled()  # before scoring 2 is recorded
    session.record_scoring()
    session.record_scoring()
    assert entry.isEnabled()
    entry.trigger()
    assert [s.step for s in session.game.steps] == ["before_leftover"]
    assert session.game.steps[0].points == {"Anna": -3, "Ben": 0}
    assert session.undo_stack.undoText() == "Record the step before the leftover tiles"
    assert not entry.isEnabled()
    session.undo_stack.undo()
    assert session.game.steps == [] and entry.isEnabled()


def test_the_entry_is_not_shown_without_the_module(make_session, show_widget):
    board = show_widget(ScoreboardDock(make_session(Game([Player("Anna"), Player("Ben")]))), 760, 700)
    entry = next(a for a in board.menu_actions() if a.objectName() == "actionRecordWith_palace_staff")
    assert not entry.isVisible()


def test_counts_only_types_the_buildings_without_a_servant(qtbot, session, show_widget):
    page = show_widget(CityPage(session, "Anna"), exposed=True)
    qtbot.mouseClick(page.counts_form.switch_button, Qt.MouseButton.LeftButton)
    box = page.counts_form.module_input("palace_staff", "without_servant")
    box.setFocus()
    box.selectAll()
    qtbot.keyClicks(box, "2")
    qtbot.keyClick(box, Key.Key_Return)
    assert session.game.score(1).players[0].term("palace_staff").points == -2
    assert session.undo_stack.undoText() == "Type Anna's buildings without a servant: 2"


def test_recording_the_final_scoring_without_the_step_asks_first(session, show_widget):
    from alhambra_gui.widgets.score.record_guard import concerns

    session.record_scoring()
    session.record_scoring()
    assert [c for c in concerns(session.game, None) if "palace staff" in c] == [
        "The palace staff's step before the leftover tiles is not recorded: the final scoring has no "
        "staff term."]
    session.record_step("before_leftover")
    assert not [c for c in concerns(session.game, None) if "palace staff" in c]


@pytest.mark.parametrize("width", [60, 90, 128])
def test_the_servant_never_covers_the_price(width):
    """A servant on a building with an east wall was drawn over its price badge (moved in
    from the wall to the bottom middle): "2" hidden under the figure. On every tile, any
    walls, at any size the city draws, the servant's disc stays clear of the badge."""
    import itertools
    import math

    from PySide6.QtCore import QRectF

    from alhambra_gui.engine import Walls
    from alhambra_gui.widgets.modules.palace_staff import servant_spot
    from alhambra_gui.widgets.paint.tile_painter import tile_layout

    rect = QRectF(10, 20, width, width)
    for n in range(5):
        for sides in itertools.combinations("NESW", n):
            layout = tile_layout(rect, Walls("".join(sides)), False)
            centre, radius = servant_spot(rect, layout)
            badge = layout.badge_centre
            apart = math.hypot(centre.x() - badge.x(), centre.y() - badge.y())
            assert apart >= radius + layout.badge_radius, (sides, apart)
            assert rect.left() <= centre.x() - radius and centre.y() + radius <= rect.bottom()


def test_the_step_before_the_leftover_tiles_reads_as_not_yet_scoring_3(session, show_widget):
    """The Recorded tab showed the step's −3 under "Scoring 3" as if scoring 3 had been
    recorded, its tooltip "scoring 3: −3 points". Until scoring 3 is recorded the cell says
    its points are ahead of it: in brackets, and the tooltip says what they are."""
    board = show_widget(ScoreboardDock(session), 760, 700, settle=True)
    model = board.history_model
    session.record_scoring()
    session.record_scoring()
    session.record_step(palace_staff.STEP)
    anna = next(r for r in range(model.rowCount()) if model.index(r, 0).data() == "Anna")
    cell = model.index(anna, 3)
    assert cell.data() == "(\N{MINUS SIGN}3)"
    assert "scoring 3 itself is not recorded yet" in cell.data(Qt.ItemDataRole.ToolTipRole)
    assert "\N{MINUS SIGN}3 points" in cell.data(Qt.ItemDataRole.ToolTipRole)
    session.record_scoring()  # scoring 3: the step counts in it, plainly
    cell = model.index(anna, 3)
    assert not cell.data().startswith("(")
    assert cell.data(Qt.ItemDataRole.ToolTipRole).startswith("scoring 3:")


def test_the_score_sheet_shows_the_step_as_the_recorded_tab_does(session):
    """The score sheet (PDF, print, preview) wrote the step's points as "-3" under "Scoring 3"
    before scoring 3 was recorded, where the Recorded tab says "(−3)"; both say it the same way,
    and plainly once scoring 3 is recorded."""
    from PySide6.QtCore import QRectF
    from PySide6.QtGui import QImage, QPainter

    from alhambra_gui.widgets.score.export import paint_score_sheet

    class Listening(QPainter):
        def __init__(self, device: QImage) -> None:
            super().__init__(device)
            self.texts: list[str] = []

        def drawText(self, *args):
            self.texts.extend(a for a in args if isinstance(a, str))
            super().drawText(*args)

    def sheet_texts() -> list[str]:
        image = QImage(600, 850, QImage.Format.Format_ARGB32)
        painter = Listening(image)
        paint_score_sheet(painter, QRectF(0, 0, 600, 850), session.game)
        painter.end()
        return painter.texts

    session.record_scoring()
    session.record_scoring()
    session.record_step(palace_staff.STEP)
    texts = sheet_texts()
    assert "(\N{MINUS SIGN}3)" in texts
    assert "-3" not in texts
    session.record_scoring()
    texts = sheet_texts()
    assert not any(t.startswith("(") and t.endswith(")") for t in texts)


def test_the_csv_names_the_step_where_it_explains_other_points(session, tmp_path):
    """The CSV showed the step's −3 under "Scoring 3" without a word, where the score sheet and
    the Recorded tab say what it is: it names it where it explains a scoring's other points,
    before scoring 3 is recorded and after (the step counts in it then)."""
    import csv

    from alhambra_gui.widgets.score.export import export_csv

    def rows() -> dict[str, dict[str, str]]:
        path = tmp_path / "score.csv"
        export_csv(session.game, path)
        with open(path, newline="", encoding="utf-8") as handle:
            return {r["Player"]: r for r in csv.DictReader(handle)}

    session.record_scoring()
    session.record_scoring()
    assert "Other points in scoring 3" not in rows()["Anna"]
    session.record_step(palace_staff.STEP)
    said = "Palace staff, before the leftover tiles \N{MINUS SIGN}3"
    anna = rows()["Anna"]
    assert (anna["Scoring 3"], anna["Other points in scoring 3"]) == ("-3", said)
    assert rows()["Ben"]["Other points in scoring 3"] == ""  # no building: nothing lost, nothing said
    session.record_scoring()
    assert rows()["Anna"]["Other points in scoring 3"] == said
