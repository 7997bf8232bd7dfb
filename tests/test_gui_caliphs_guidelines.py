"""Caliph's guidelines in the window, driven with real events: the missions in play ticked in
the Modules dock (one undoable step each); the missions' points selected in the scoreboard
highlight what each mission counts, labelled with its number; the counts-only inputs of
the missions in play."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPoint, Qt

from alhambra_gui.engine import Cell, Game, Player, Side, Tile, Walls
from alhambra_gui.engine.modules import caliphs_guidelines as caliph
from alhambra_gui.widgets.city.city_page import CityPage
from alhambra_gui.widgets.modules.modules_dock import ModulesDock
from alhambra_gui.widgets.score.scoreboard import ScoreboardDock

pytestmark = pytest.mark.gui
LEFT, Key = Qt.MouseButton.LeftButton, Qt.Key


def tile(kind: str, price: int, walls: str = "") -> Tile:
    return Tile(kind, price, Walls(walls))


@pytest.fixture
def session(make_session):
    """A row of three buildings at y = 1, two gardens side by side at (1, 0) and (2, 0), one
    2 × 2 square of buildings from (0, 1), a walk of three steps to the seraglio at (1, 2)."""
    game = Game([Player("Anna"), Player("Ben")], modules=["caliphs_guidelines"])
    city = {(1, 0): tile("garden", 8, "N"), (2, 0): tile("garden", 9, "NE"), (-1, 0): tile("tower", 9, "NW"),
            (0, 1): tile("arcades", 8), (1, 1): tile("tower", 10, "E"), (-1, 1): tile("chambers", 9, "W"),
            (0, 2): tile("pavilion", 4, "SW"), (1, 2): tile("seraglio", 5, "ES"),
            (0, -1): tile("pavilion", 5, "NEW")}
    for cell, placed in city.items():
        game.player("Anna").city.put(cell, placed)
    return make_session(game)


def tick(qtbot, box) -> None:
    """A click on the box's indicator (the box is as wide as the dock; its text is short)."""
    qtbot.mouseClick(box, LEFT, pos=QPoint(8, box.height() // 2))


def test_missions_ticked_in_the_dock(qtbot, session, show_widget):
    dock = show_widget(ModulesDock(session), 500, 600)
    panel = dock.panel("caliphs_guidelines")
    assert panel.box(1).text() == "1 · rows with 3 buildings in a row"
    tick(qtbot, panel.box(4))
    tick(qtbot, panel.box(9))
    assert caliph.missions(session.game.state) == (4, 9)
    assert session.undo_stack.undoText() == "Put mission 9 in play"
    tick(qtbot, panel.box(4))
    assert caliph.missions(session.game.state) == (9,)
    assert session.undo_stack.undoText() == "Take mission 4 out of play"
    session.undo_stack.undo()
    assert panel.box(4).isChecked() and caliph.missions(session.game.state) == (4, 9)


def test_the_missions_points_selected_highlight_what_each_counts(qtbot, session, show_widget):
    game = session.game
    caliph.set_missions(game, [1, 3, 4, 6, 8, 9])
    session.replace_game(game)
    page = show_widget(CityPage(session, "Anna"), 700, 600, exposed=True)
    board = show_widget(ScoreboardDock(session), 760, 700, settle=True)
    board.select_cell(0, board.score_model.term_columns()[0])
    shown = page.view.city_scene().term_highlight()
    by_mission: dict[str, list] = {}
    for mark in shown.marks:
        by_mission.setdefault(mark.label, []).append(mark)
    assert [m.cells for m in by_mission["1"]] == [(Cell(-1, 1), Cell(0, 1), Cell(1, 1))]
    assert [m.cells for m in by_mission["3"]] == [(Cell(1, 0), Cell(2, 0))]
    assert [set(m.cells) for m in by_mission["9"]] == [{Cell(0, 1), Cell(1, 1), Cell(0, 2), Cell(1, 2)}]
    (walk,) = by_mission["8"]
    assert walk.path and walk.cells[0] == Cell(0, 0) and len(walk.cells) - 1 == 3
    (second,) = by_mission["4"]
    longest = set(session.game.player("Anna").city.wall_run().segments)
    assert second.segments and not set(second.segments) & longest
    assert len(second.segments) == caliph.figure(4, session.game.player("Anna").city, session.game.ruleset)
    assert {(s.cell, s.side) for s in second.segments} >= {(Cell(0, 2), Side.S), (Cell(1, 2), Side.S)}
    assert "6" not in by_mission  # no double wall in this city


def test_counts_only_asks_the_missions_in_play(qtbot, session, show_widget):
    game = session.game
    caliph.set_missions(game, [2, 7])
    session.replace_game(game)
    page = show_widget(CityPage(session, "Anna"), 700, 600, exposed=True)
    qtbot.mouseClick(page.counts_form.switch_button, LEFT)
    assert not page.counts_form.module_input("caliphs_guidelines", "1").isVisible()
    box = page.counts_form.module_input("caliphs_guidelines", "2")
    assert box.isVisible() and box.accessibleName() == "Mission 2: columns with 3 buildings in a row"
    box.setFocus()
    box.selectAll()
    qtbot.keyClicks(box, "2")
    qtbot.keyClick(box, Key.Key_Return)
    term = session.game.score(3).players[0].term("caliphs_guidelines")
    assert dict(term.details)["2"] == 2
    assert session.undo_stack.undoText() == "Type Anna's mission 2: 2"
